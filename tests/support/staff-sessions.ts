// For integration tests of staff routes: the load context a server hands to loaders and actions, a
// staff account, and a signed-in session made through the real sign-in endpoint.
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import type { DatabaseHandle } from "~/db/client.server";
import { rateLimits } from "~/db/schema";
import { callAuthEndpoint } from "~/features/staff/auth-request.server";
import { RESET_LIMITS } from "~/features/staff/sign-in-limits";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import type { StaffRole } from "~/features/staff/staff-policy";
import { loadConfig } from "~/utils/env.server";

export const TEST_SITE_URL = "http://heartbeest.test";

export type TestContext = AppLoadContext;

let addressCounter = 10;

/** A fresh client address per call (never one used before in the run), so limits of one test never touch another's. */
export function nextTestAddress(): string {
  addressCounter += 1;
  // 198.51.100.x first (a documentation range), then on into the next /24s rather than round again.
  return `198.51.${100 + Math.floor(addressCounter / 254)}.${(addressCounter % 254) + 1}`;
}

/** A fresh IPv6 address in a /64 of its own (what one home or phone is given). */
export function nextTestIpv6Network(): { address: string; neighbour: string } {
  addressCounter += 1;
  const network = `2001:db8:${(addressCounter >> 16).toString(16)}:${(addressCounter & 0xffff).toString(16)}`;
  return { address: `${network}::1`, neighbour: `${network}:a:b:c:d` };
}

/**
 * Lets the interval of one reset e-mail per account end for `email`, as if that much time had passed
 * (moves the counter's window back; the counter itself is the product's).
 */
export async function letResetEmailIntervalPass(handle: DatabaseHandle, email: string): Promise<void> {
  await handle.db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - ${RESET_LIMITS.oneEmailPerAccountSeconds * 1000}` })
    .where(eq(rateLimits.key, `reset:email:${email.trim().toLowerCase()}`));
}

export function testContext(handle: DatabaseHandle, env: Record<string, string> = {}): TestContext {
  const logger = pino({ level: "silent" });
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: TEST_SITE_URL,
    // Made only when something is stored there (an upload); the test that uploads removes it.
    DATA_DIR: path.join(os.tmpdir(), `heartbeest-staff-test-${randomUUID()}`),
    ...env,
  });
  return {
    database: handle,
    db: handle.db,
    config,
    logger,
    log: logger,
    requestId: "test",
    cspNonce: "test-nonce",
    clientAddress: nextTestAddress(),
  };
}

export const TEST_PASSWORD = "a long and unguessable test passphrase";

let accountCounter = 0;

/** A staff account; an owner (every permission) unless a role is given. */
export async function createTestStaff(
  context: TestContext,
  overrides: { email?: string; fullName?: string; role?: StaffRole } = {},
) {
  accountCounter += 1;
  const email = overrides.email ?? `staff${accountCounter}-${Date.now()}@heartbeest.test`;
  const result = await createStaffAccount(
    context,
    {
      email,
      password: TEST_PASSWORD,
      fullName: overrides.fullName ?? `Staff Member ${accountCounter}`,
      phone: null,
      role: overrides.role ?? "owner",
    },
    { id: null, email: "test setup" },
  );
  if (!result.ok) throw new Error(`Could not create test staff: ${result.message}`);
  return { ...result.user, password: TEST_PASSWORD };
}

/** Signs in through the authentication endpoint and returns the Cookie header a browser would send. */
export async function signInCookie(context: TestContext, email: string, password = TEST_PASSWORD): Promise<string> {
  const request = new Request(`${TEST_SITE_URL}/login`, { method: "POST", headers: { origin: TEST_SITE_URL } });
  const fromNewAddress: TestContext = { ...context, clientAddress: nextTestAddress() };
  const result = await callAuthEndpoint(request, fromNewAddress, "/sign-in/email", { email, password });
  if (!result.ok) throw new Error(`Sign-in failed (${result.status}): ${result.body?.message}`);
  return result.cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

export interface RequestOptions {
  method?: string;
  cookie?: string;
  origin?: string | null;
  body?: FormData | URLSearchParams;
}

/** A request as a browser on our site sends it: same Origin on posts unless told otherwise. */
export function siteRequest(pathname: string, { method = "GET", cookie, origin, body }: RequestOptions = {}): Request {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  const sentOrigin = origin === undefined ? (method === "GET" ? null : TEST_SITE_URL) : origin;
  if (sentOrigin) headers.set("origin", sentOrigin);
  return new Request(`${TEST_SITE_URL}${pathname}`, { method, headers, body });
}

export function form(values: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

/** A staff member signed in on a fresh context of the given database, as most route tests begin. */
export async function signedInStaff(handle: DatabaseHandle, fullName: string, role: StaffRole = "owner") {
  const context = testContext(handle);
  const staff = await createTestStaff(context, { fullName, role });
  const cookie = await signInCookie(context, staff.email);
  return { context, staff, cookie };
}

/** Any loader or action; each test passes its own arguments. */
export type RouteHandler = (args: never) => unknown;

export interface RouteOutcome {
  status: number;
  location: string | null;
  body: unknown;
}

/** Runs a loader or action and reports what the browser would get, thrown or returned. */
export async function routeOutcome(
  handler: RouteHandler,
  request: Request,
  params: Record<string, string>,
  context: TestContext,
): Promise<RouteOutcome> {
  let result: unknown;
  try {
    result = await handler({ request, params, context } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), body: await result.clone().text() };
  }
  // What `data(value, { status })` returns: the value and the status it is sent with.
  if (result && typeof result === "object" && (result as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = result as { data: unknown; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
  }
  return { status: 200, location: null, body: result };
}
