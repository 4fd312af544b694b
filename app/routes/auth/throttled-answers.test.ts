// Every sign-in, reset and /api/auth answer refused by a limit (429) says when to try again (Retry-After, in
// whole seconds within the limit's window), against a real database, called as React Router calls the
// routes: our own failure limits, the authentication library's flood guard, and the reset request limit.
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleAuthApiRequest } from "~/features/staff/auth-request.server";
import { RESET_LIMITS, SIGN_IN_LIMITS } from "~/features/staff/sign-in-limits";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  nextTestAddress,
  siteRequest,
  TEST_SITE_URL,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import * as forgotPasswordRoute from "./forgot-password";
import * as loginRoute from "./login";

let database: TestDatabase;
let context: TestContext;

beforeAll(async () => {
  database = await createTestDatabase();
  context = testContext(database);
});

afterAll(async () => {
  await database?.destroy();
});

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Runs a route action and reports the status, headers and data the browser would get. */
async function post(
  action: (args: never) => unknown,
  pathname: string,
  values: Record<string, string>,
  ctx: AppLoadContext,
): Promise<Answer> {
  const request = siteRequest(pathname, { method: "POST", body: form(values) });
  let result: unknown;
  try {
    result = await action({ request, params: {}, context: ctx } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, headers: result.headers, body: null };
  if (result && typeof result === "object" && (result as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = result as { data: unknown; init: ResponseInit | null };
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), body: wrapped.data };
  }
  return { status: 200, headers: new Headers(), body: result };
}

function from(address: string): AppLoadContext {
  return { ...context, clientAddress: address };
}

/** A 429 that names a wait a person can act on: a positive whole number of seconds, no longer than `window`. */
function expectRetryAfter(answer: Answer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const value = answer.headers.get("retry-after");
  expect(value, "Retry-After").toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThan(0);
  expect(Number(value)).toBeLessThanOrEqual(windowSeconds);
}

describe("the sign-in page", () => {
  it("answers a refusal by the failure limit with 429, the words and Retry-After", async () => {
    const staff = await createTestStaff(context);
    const address = from(nextTestAddress());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddressAndAccount.max; attempt++) {
      const wrong = await post(
        loginRoute.action,
        "/login",
        { email: staff.email, password: "not the password 1" },
        address,
      );
      statuses.push(wrong.status);
      expect(wrong.headers.get("retry-after"), "a wrong password is no throttle").toBeNull();
    }
    expect(statuses.every((status) => status === 401)).toBe(true);

    const refused = await post(loginRoute.action, "/login", { email: staff.email, password: staff.password }, address);
    expectRetryAfter(refused, SIGN_IN_LIMITS.perAddressAndAccount.windowSeconds);
    expect((refused.body as { formError?: string }).formError).toMatch(/too many/i);
  });

  it("answers the flood guard's refusal with 429 and Retry-After too", async () => {
    const staff = await createTestStaff(context);
    const address = from(nextTestAddress());
    const { max, windowSeconds } = SIGN_IN_LIMITS.requestsPerAddress;
    // Good sign-ins leave the failure limits alone; only the flood guard counts every request.
    for (let attempt = 0; attempt < max; attempt++) {
      const signedIn = await post(
        loginRoute.action,
        "/login",
        { email: staff.email, password: staff.password },
        address,
      );
      expect(signedIn.status, `sign-in ${attempt + 1}`).toBe(302);
    }
    const refused = await post(loginRoute.action, "/login", { email: staff.email, password: staff.password }, address);
    expectRetryAfter(refused, windowSeconds);
    expect((refused.body as { formError?: string }).formError).toBeTruthy();
    // Every good sign-in checks the password hash (deliberately slow); on a loaded two-core machine the
    // whole allowance of them can take longer than the default 30 s.
  }, 120_000);
});

describe("the forgot-password page", () => {
  it("answers the per-address request limit with 429, the words and Retry-After", async () => {
    const address = from(nextTestAddress());
    for (let sent = 0; sent < RESET_LIMITS.perAddress.max; sent++) {
      const answer = await post(
        forgotPasswordRoute.action,
        "/forgot-password",
        { email: `someone${sent}@heartbeest.test` },
        address,
      );
      expect(answer.status, `request ${sent + 1}`).toBe(200);
    }
    const refused = await post(
      forgotPasswordRoute.action,
      "/forgot-password",
      { email: "one-more@heartbeest.test" },
      address,
    );
    expectRetryAfter(refused, RESET_LIMITS.perAddress.windowSeconds);
    expect((refused.body as { formError?: string }).formError).toMatch(/too many/i);
  });
});

describe("an account being guessed at, and reset e-mails asked for again", () => {
  it("the sign-in page refuses a network past its hourly allowance in words, keeping the e-mail, and lets the right password in elsewhere", async () => {
    const staff = await createTestStaff(context);
    for (let network = 0; network <= SIGN_IN_LIMITS.perAccount.max; network++) {
      const guess = await post(
        loginRoute.action,
        "/login",
        { email: staff.email, password: "a botnet guess" },
        from(nextTestAddress()),
      );
      expect(guess.status).toBe(401);
    }
    const attacker = from(nextTestAddress());
    let refused: Answer | undefined;
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAddressAndAccountUnderAttack.max && !refused; attempt++) {
      const answer = await post(loginRoute.action, "/login", { email: staff.email, password: "guess" }, attacker);
      if (answer.status === 429) refused = answer;
    }
    expect(refused, "refused within the hourly allowance").toBeDefined();
    expectRetryAfter(refused!, SIGN_IN_LIMITS.perAddressAndAccountUnderAttack.windowSeconds);
    expect(refused!.body).toMatchObject({
      email: staff.email,
      formError: expect.stringMatching(/each network now has \d+ tries an hour for it\. Please wait \d+ minutes/),
    });
    const owner = await post(
      loginRoute.action,
      "/login",
      { email: staff.email, password: staff.password },
      from(nextTestAddress()),
    );
    expect(owner.status).toBe(302);
  });

  it("the forgot-password page says in words when the waiting link went, keeping the e-mail", async () => {
    const staff = await createTestStaff(context);
    const first = await post(
      forgotPasswordRoute.action,
      "/forgot-password",
      { email: staff.email },
      from(nextTestAddress()),
    );
    expect(first.body).toEqual({ sentTo: staff.email });
    const again = await post(
      forgotPasswordRoute.action,
      "/forgot-password",
      { email: staff.email },
      from(nextTestAddress()),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      email: staff.email,
      alreadySent: {
        sentAt: expect.stringMatching(/^\d{2}:\d{2}$/),
        until: expect.stringMatching(/^\d{2}:\d{2}$/),
        nextFrom: expect.stringMatching(/^\d{2}:\d{2}$/),
      },
    });
  });
});

describe("/api/auth", () => {
  function apiSignIn(address: string, body: Record<string, unknown>) {
    const request = new Request(`${TEST_SITE_URL}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_SITE_URL },
      body: JSON.stringify(body),
    });
    return handleAuthApiRequest(request, from(address));
  }

  it("says Retry-After on the library's own flood guard refusal", async () => {
    const address = nextTestAddress();
    const { max, windowSeconds } = SIGN_IN_LIMITS.requestsPerAddress;
    // Bodies without an e-mail: only the flood guard counts them (the failure limits need an account).
    for (let sent = 0; sent < max; sent++) {
      const answer = await apiSignIn(address, {});
      expect(answer.status, `request ${sent + 1}`).not.toBe(429);
    }
    const refused = await apiSignIn(address, {});
    expectRetryAfter({ status: refused.status, headers: refused.headers, body: null }, windowSeconds);
  });

  it("says Retry-After on the failure limit's refusal", async () => {
    const staff = await createTestStaff(context);
    const address = nextTestAddress();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddressAndAccount.max; attempt++) {
      expect((await apiSignIn(address, { email: staff.email, password: "not the password 1" })).status).toBe(401);
    }
    const refused = await apiSignIn(address, { email: staff.email, password: staff.password });
    expectRetryAfter(
      { status: refused.status, headers: refused.headers, body: null },
      SIGN_IN_LIMITS.perAddressAndAccount.windowSeconds,
    );
  });
});
