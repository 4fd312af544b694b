// Two-factor sign-in end to end at the HTTP level, against a real database and the real library: setting it
// up from Your account, signing in with and without the code (and with a recovery code), the limits on
// guessing, the owner's requirement, and the account's sessions. Codes are computed from the key the page
// shows, by the RFC 6238 helper the browser test uses too.
import { rm } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffUsers } from "~/db/schema";
import * as account from "~/routes/admin/account";
import * as bookings from "~/routes/admin/bookings";
import * as dashboard from "~/routes/admin/dashboard";
import * as ratesSeasons from "~/routes/admin/rates-seasons";
import * as staffPage from "~/routes/admin/staff";
import * as login from "~/routes/auth/login";
import * as twoFactorStep from "~/routes/auth/login-two-factor";
import { keyFromOtpauth, totpCode, wrongCode } from "../../../tests/e2e/support/totp";
import { type RouteOutcome, runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  nextTestAddress,
  TEST_PASSWORD,
  TEST_SITE_URL,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import { handleAuthApiRequest } from "./auth-request.server";
import { changeStaffRole } from "./staff-accounts.server";
import { TWO_FACTOR } from "./staff-policy";
import { TWO_FACTOR_SETUP_MESSAGE } from "./staff-session.server";
import { setTwoFactorRequired } from "./two-factor-policy.server";

/** A browser's cookies: what Set-Cookie gave it, minus what it expired. */
class CookieJar {
  private cookies = new Map<string, string>();
  take(headers: Headers): this {
    for (const line of headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || pair.slice(at + 1) === "") this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
    return this;
  }
  has(part: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(part));
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

type Handler = (args: never) => unknown;

function request(
  path: string,
  jar: CookieJar,
  body?: Record<string, string>,
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0",
) {
  const headers = new Headers({ "user-agent": userAgent });
  if (jar.header) headers.set("cookie", jar.header);
  if (body) headers.set("origin", TEST_SITE_URL);
  return new Request(`${TEST_SITE_URL}${path}`, {
    method: body ? "POST" : "GET",
    headers,
    body: body ? form(body) : undefined,
  });
}

async function run(
  handler: Handler,
  context: TestContext,
  path: string,
  jar: CookieJar,
  body?: Record<string, string>,
  params: Record<string, string> = {},
): Promise<RouteOutcome<Record<string, unknown>>> {
  const outcome = await runRoute<Record<string, unknown>>(() =>
    handler({ request: request(path, jar, body), params, context } as never),
  );
  jar.take(outcome.headers);
  return outcome;
}

/** A fresh address: each phase has limits of its own. */
function from(context: TestContext): TestContext {
  return { ...context, clientAddress: nextTestAddress() };
}

async function signInWithPassword(context: TestContext, email: string, redirectTo = "") {
  const jar = new CookieJar();
  const outcome = await run(login.action, context, "/login", jar, { email, password: TEST_PASSWORD, redirectTo });
  return { jar, outcome };
}

/** Sets up two-factor for a signed-in account as a person would, and gives back its key and recovery codes. */
async function setUpTwoFactor(context: TestContext, jar: CookieJar) {
  await run(account.action, context, "/admin/account", jar, { intent: "start-two-factor", password: TEST_PASSWORD });
  const page = await run(account.loader, context, "/admin/account", jar);
  const key = keyFromOtpauth((page.body!.twoFactor as { pending: { uri: string } }).pending.uri);
  const confirmed = await run(account.action, context, "/admin/account", jar, {
    intent: "confirm-two-factor",
    code: totpCode(key),
  });
  return { key, recoveryCodes: confirmed.body!.recoveryCodes as string[] };
}

let database: TestDatabase;
let context: TestContext;
let agent: { id: string; email: string };
let agentKey: string;
let agentRecoveryCodes: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  context = testContext(database);
  agent = await createTestStaff(context, { role: "agent", fullName: "Achieng Agent" });
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

describe("setting up two-factor sign-in on Your account", () => {
  it("asks for the password, shows the key and its QR code, confirms with a code and shows the recovery codes once", async () => {
    const here = from(context);
    const { jar } = await signInWithPassword(here, agent.email);
    expect(jar.has("session_token")).toBe(true);

    const wrongPassword = await run(account.action, here, "/admin/account", jar, {
      intent: "start-two-factor",
      password: "not the password at all",
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({ intent: "start-two-factor", formError: "That password is not right." });

    const started = await run(account.action, here, "/admin/account", jar, {
      intent: "start-two-factor",
      password: TEST_PASSWORD,
    });
    expect(started.status).toBe(302);
    const page = await run(account.loader, here, "/admin/account", jar);
    const pending = (page.body!.twoFactor as { pending: { uri: string; secretText: string; qr: { path: string } } })
      .pending;
    expect(pending.uri).toMatch(/^otpauth:\/\/totp\/Heartbeest%20Safari:/);
    expect(pending.secretText.replace(/ /g, "")).toBe(keyFromOtpauth(pending.uri));
    expect(pending.qr.path.length).toBeGreaterThan(100);
    agentKey = keyFromOtpauth(pending.uri);

    const wrong = await run(account.action, here, "/admin/account", jar, {
      intent: "confirm-two-factor",
      code: wrongCode(agentKey),
    });
    expect(wrong.status).toBe(400);
    expect(String(wrong.body!.formError)).toMatch(/^That code is not right/);

    const confirmed = await run(account.action, here, "/admin/account", jar, {
      intent: "confirm-two-factor",
      code: totpCode(agentKey),
    });
    expect(confirmed.status).toBe(200);
    agentRecoveryCodes = confirmed.body!.recoveryCodes as string[];
    expect(agentRecoveryCodes).toHaveLength(TWO_FACTOR.recoveryCodeCount);
    // The library replaced the session when two-factor came on; the browser holds the new one.
    const after = await run(account.loader, here, "/admin/account", jar);
    expect(after.body!.twoFactor).toMatchObject({ enabled: true, pending: null, codesLeft: 10 });
    const [audited] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "staff_users"), eq(auditLog.rowId, agent.id), eq(auditLog.action, "update")));
    expect(audited).toMatchObject({ action: "update", after: { twoFactorEnabled: true } });
  });
});

describe("signing in to an account with two-factor", () => {
  it("gives no session for the password alone, refuses a wrong code in words, and signs in with the right one", async () => {
    const here = from(context);
    const { jar, outcome } = await signInWithPassword(here, agent.email, "/admin/bookings?status=new");
    expect(outcome).toMatchObject({
      status: 302,
      location: `/login/two-factor?redirectTo=${encodeURIComponent("/admin/bookings?status=new")}`,
    });
    expect(jar.has("two_factor")).toBe(true);
    expect(jar.has("session_token")).toBe(false);
    expect((await run(dashboard.loader, here, "/admin", jar)).location).toMatch(/^\/login/);

    expect((await run(twoFactorStep.loader, here, "/login/two-factor", new CookieJar())).location).toBe("/login");
    expect((await run(twoFactorStep.loader, here, "/login/two-factor", jar)).status).toBe(200);

    const stepPath = `/login/two-factor?redirectTo=${encodeURIComponent("/admin/bookings?status=new")}`;
    const wrong = await run(twoFactorStep.action, here, stepPath, jar, { code: wrongCode(agentKey) });
    expect(wrong.status).toBe(401);
    expect(String(wrong.body!.formError)).toMatch(/^That code is not right/);
    expect(jar.has("session_token")).toBe(false);

    const right = await run(twoFactorStep.action, here, stepPath, jar, { code: totpCode(agentKey) });
    expect(right).toMatchObject({ status: 302, location: "/admin/bookings?status=new" });
    expect(jar.has("session_token")).toBe(true);
    expect((await run(bookings.loader, here, "/admin/bookings", jar)).status).toBe(200);
  });

  it("takes a recovery code instead, once", async () => {
    const here = from(context);
    const first = await signInWithPassword(here, agent.email);
    const used = await run(twoFactorStep.action, here, "/login/two-factor", first.jar, {
      code: agentRecoveryCodes[0]!,
    });
    expect(used).toMatchObject({ status: 302, location: "/admin" });

    const again = await signInWithPassword(from(context), agent.email);
    const reused = await run(twoFactorStep.action, here, "/login/two-factor", again.jar, {
      code: agentRecoveryCodes[0]!,
    });
    expect(reused.status).toBe(401);
    expect(String(reused.body!.formError)).toMatch(/not right/);
  });

  it("ends a sign-in after five wrong codes, and throttles an address that keeps trying (429 in words)", async () => {
    const here = from(context);
    const { jar } = await signInWithPassword(here, agent.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await run(twoFactorStep.action, here, "/login/two-factor", jar, { code: wrongCode(agentKey) });
      expect(wrong.status).toBe(401);
    }
    const spent = await run(twoFactorStep.action, here, "/login/two-factor", jar, { code: totpCode(agentKey) });
    expect(spent.status).toBe(400);
    expect(spent.body).toMatchObject({
      startAgain: true,
      formError: "Too many wrong codes for this sign-in. Please sign in again.",
    });

    // The same address, a new sign-in: the address's allowance per minute runs out first.
    const second = await signInWithPassword(here, agent.email);
    let outcome: RouteOutcome<Record<string, unknown>> | null = null;
    for (let attempt = 0; attempt < TWO_FACTOR.requestsPerAddress.max; attempt++) {
      outcome = await run(twoFactorStep.action, here, "/login/two-factor", second.jar, { code: totpCode(agentKey) });
      if (outcome.status === 429) break;
    }
    expect(outcome?.status).toBe(429);
    expect(Number(outcome?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(String(outcome?.body?.formError)).toMatch(/^Too many attempts from this network\. Please wait \d+ minutes?/);
  });
});

describe("the owner's requirement", () => {
  it("sends an account without two-factor to set it up, refuses its posts elsewhere, and keeps two-factor from being turned off", async () => {
    const owner = await createTestStaff(context, { role: "owner", fullName: "Olive Owner" });
    const manager = await createTestStaff(context, { role: "manager", fullName: "Musa Manager" });
    const ownerBrowser = (await signInWithPassword(from(context), owner.email)).jar;
    const turnedOn = await run(staffPage.action, from(context), "/admin/staff", ownerBrowser, {
      intent: "require-two-factor",
      required: "on",
    });
    expect(turnedOn.status).toBe(302);

    const here = from(context);
    const managerBrowser = (await signInWithPassword(here, manager.email)).jar;
    expect((await run(bookings.loader, here, "/admin/bookings", managerBrowser)).location).toBe(
      "/admin/account?setup=required",
    );
    const post = await run(ratesSeasons.action, here, "/admin/rates/seasons", managerBrowser, { intent: "save" });
    expect(post).toMatchObject({ status: 403, body: { error: TWO_FACTOR_SETUP_MESSAGE } });
    expect((await run(account.loader, here, "/admin/account", managerBrowser)).status).toBe(200);

    // Once set up, everything the role allows opens again.
    await setUpTwoFactor(here, managerBrowser);
    expect((await run(bookings.loader, here, "/admin/bookings", managerBrowser)).status).toBe(200);

    // Turning it off is refused while required: from the page, and straight at the library's endpoint.
    const refused = await run(account.action, here, "/admin/account", managerBrowser, {
      intent: "turn-off-two-factor",
      password: TEST_PASSWORD,
    });
    expect(refused).toMatchObject({ status: 403, body: { formError: TWO_FACTOR.cannotTurnOffMessage } });
    const direct = await handleAuthApiRequest(
      new Request(`${TEST_SITE_URL}/api/auth/two-factor/disable`, {
        method: "POST",
        headers: { cookie: managerBrowser.header, origin: TEST_SITE_URL, "content-type": "application/json" },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      }),
      here,
    );
    expect(direct.status).toBe(403);

    await setTwoFactorRequired(database.db, false, { id: owner.id, email: owner.email });
    const off = await run(account.action, here, "/admin/account", managerBrowser, {
      intent: "turn-off-two-factor",
      password: TEST_PASSWORD,
    });
    expect(off.status).toBe(302);
    const [row] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, manager.id));
    expect(row?.twoFactorEnabled).toBe(false);
  });
});

describe("sessions and staff accounts", () => {
  it("lists the account's devices and signs out of the others", async () => {
    const person = await createTestStaff(context, { role: "manager", fullName: "Two Browsers" });
    const laptopContext = from(context);
    const laptop = (await signInWithPassword(laptopContext, person.email)).jar;
    const phone = (await signInWithPassword(from(context), person.email)).jar;
    const page = await run(account.loader, context, "/admin/account", laptop);
    const sessions = page.body!.sessions as { current: boolean; device: string; address: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.current)).toEqual([true, false]);
    expect(sessions[0]).toMatchObject({ device: "Firefox on Linux" });
    // The address the laptop signed in from (each test address is new in the run: nextTestAddress).
    expect(sessions[0]!.address).toBe(laptopContext.clientAddress);

    const ended = await run(account.action, context, "/admin/account", laptop, { intent: "end-other-sessions" });
    expect(ended.status).toBe(302);
    expect((await run(dashboard.loader, context, "/admin", phone)).location).toMatch(/^\/login/);
    expect((await run(dashboard.loader, context, "/admin", laptop)).status).toBe(200);
  });

  it("lets the owner change roles (never the last owner's) and sign an account out everywhere", async () => {
    const owner = await createTestStaff(context, { role: "owner", fullName: "Only Owner" });
    const clerk = await createTestStaff(context, { role: "manager", fullName: "Clerk" });
    const ownerBrowser = (await signInWithPassword(from(context), owner.email)).jar;
    const clerkBrowser = (await signInWithPassword(from(context), clerk.email)).jar;

    const demoted = await run(staffPage.action, context, "/admin/staff", ownerBrowser, {
      intent: "change-role",
      userId: clerk.id,
      role: "agent",
    });
    expect(demoted.status).toBe(302);
    const [row] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, clerk.id));
    expect(row?.role).toBe("agent");
    expect((await run(ratesSeasons.loader, context, "/admin/rates/seasons", clerkBrowser)).status).toBe(403);

    const self = await run(staffPage.action, context, "/admin/staff", ownerBrowser, {
      intent: "change-role",
      userId: owner.id,
      role: "agent",
    });
    expect(self).toMatchObject({ status: 400, body: { formError: "You cannot change your own role." } });

    // Other owners of this file's database demoted, the last one stays an owner whoever asks.
    const owners = await database.db.select().from(staffUsers).where(eq(staffUsers.role, "owner"));
    for (const other of owners.filter((candidate) => candidate.id !== owner.id)) {
      expect(
        await changeStaffRole(database.db, {
          userId: other.id,
          role: "manager",
          actor: { ...owner, role: "owner", twoFactorEnabled: false, name: "" },
        }),
      ).toMatchObject({ ok: true });
    }
    const last = await changeStaffRole(database.db, {
      userId: owner.id,
      role: "manager",
      actor: { id: clerk.id, email: clerk.email, name: "Clerk", role: "owner", twoFactorEnabled: false },
    });
    expect(last).toMatchObject({ ok: false, message: expect.stringMatching(/at least one owner/) });

    // The agent lost phone and recovery codes: the owner removes their two-factor and signs them out.
    const agentBrowser = (await signInWithPassword(from(context), agent.email)).jar;
    expect(agentBrowser.has("two_factor")).toBe(true);
    const removed = await run(staffPage.action, context, "/admin/staff", ownerBrowser, {
      intent: "reset-two-factor",
      userId: agent.id,
    });
    expect(removed.status).toBe(302);
    const [agentRow] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, agent.id));
    expect(agentRow?.twoFactorEnabled).toBe(false);
    const passwordOnly = await signInWithPassword(from(context), agent.email);
    expect(passwordOnly.outcome.location).toBe("/admin");
    expect(passwordOnly.jar.has("session_token")).toBe(true);

    const everywhere = await run(staffPage.action, context, "/admin/staff", ownerBrowser, {
      intent: "sign-out-everywhere",
      userId: clerk.id,
    });
    expect(everywhere.status).toBe(302);
    expect((await run(dashboard.loader, context, "/admin", clerkBrowser)).location).toMatch(/^\/login/);
    const staffList = await run(staffPage.loader, context, "/admin/staff", ownerBrowser);
    expect(staffList.body!.accounts).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: clerk.email, role: "agent", activeSessions: 0 })]),
    );
  });
});
