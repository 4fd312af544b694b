// Staff authentication against a real database: passwords hashed, cookies safe, sign-in limited per
// address and per account, reset links single-use and expiring, sign-up closed, first admin from config.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, emailOutbox, staffAccounts, staffSessions, staffUsers, staffVerifications } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { getStaffAuth, resolveAuthSecret } from "./auth.server";
import { callAuthEndpoint, handleAuthApiRequest } from "./auth-request.server";
import { ensureFirstAdmin } from "./staff-accounts.server";
import { SIGN_IN_LIMITS } from "./staff-policy";
import { getStaffSession } from "./staff-session.server";
import {
  createTestStaff,
  nextTestAddress,
  signInCookie,
  TEST_PASSWORD,
  TEST_SITE_URL,
  type TestContext,
  testContext,
} from "./test-support.server";

let database: TestDatabase;
let context: TestContext;

beforeAll(async () => {
  database = await createTestDatabase();
  context = testContext(database);
});

afterAll(async () => {
  await database?.destroy();
});

function from(address: string): TestContext {
  return { ...context, clientSocketAddress: address };
}

function signIn(ctx: TestContext, email: string, password: string) {
  const request = new Request(`${TEST_SITE_URL}/login`, { method: "POST", headers: { origin: TEST_SITE_URL } });
  return callAuthEndpoint(request, ctx, "/sign-in/email", { email, password });
}

describe("passwords and sessions", () => {
  it("stores a memory-hard hash, never the password", async () => {
    const staff = await createTestStaff(context);
    const [account] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.userId, staff.id));
    expect(account?.password).toBeTruthy();
    expect(account?.password).not.toContain(TEST_PASSWORD);
    // better-auth's scrypt format: hex salt, colon, hex key.
    expect(account?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it("signs in with the right password and sets an http-only, same-site session cookie kept on the server", async () => {
    const staff = await createTestStaff(context);
    const result = await signIn(from(nextTestAddress()), staff.email.toUpperCase(), TEST_PASSWORD);
    expect(result.status).toBe(200);
    const [cookie] = result.cookies;
    expect(cookie).toMatch(/^heartbeest\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const sessions = await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id));
    expect(sessions).toHaveLength(1);
  });

  it("answers a wrong password with the server's message and no cookie", async () => {
    const staff = await createTestStaff(context);
    const result = await signIn(from(nextTestAddress()), staff.email, "not the password at all");
    expect(result.status).toBe(401);
    expect(result.body?.message).toBe("Invalid email or password");
    expect(result.cookies).toEqual([]);
  });

  it("marks cookies Secure (with the __Secure- prefix) when the site is served over https", async () => {
    const secure = testContext(database, { SITE_URL: "https://www.heartbeest.example" });
    const db2 = await createTestDatabase();
    try {
      const ctx: TestContext = { ...secure, db: db2.db, database: db2, clientSocketAddress: nextTestAddress() };
      const staff = await createTestStaff(ctx);
      const request = new Request("https://www.heartbeest.example/login", {
        method: "POST",
        headers: { origin: "https://www.heartbeest.example" },
      });
      const result = await callAuthEndpoint(request, ctx, "/sign-in/email", {
        email: staff.email,
        password: TEST_PASSWORD,
      });
      expect(result.cookies[0]).toMatch(/^__Secure-heartbeest\.session_token=.*Secure/i);
    } finally {
      await db2.destroy();
    }
  });

  it("keeps a generated secret in the database so every server signs alike, unless AUTH_SECRET is set", async () => {
    const first = await resolveAuthSecret(database.db, {});
    const second = await resolveAuthSecret(database.db, {});
    expect(first).toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const [row] = await database.db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
    expect(row?.value).toBe(first);
    expect(await resolveAuthSecret(database.db, { AUTH_SECRET: "x".repeat(40) })).toBe("x".repeat(40));
  });

  it("has no public sign-up", async () => {
    const response = await handleAuthApiRequest(
      new Request(`${TEST_SITE_URL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_SITE_URL },
        body: JSON.stringify({ email: "walk-in@example.com", password: "a long enough password", name: "Walk In" }),
      }),
      context,
    );
    expect(response.ok).toBe(false);
    expect(await database.db.select().from(staffUsers).where(eq(staffUsers.email, "walk-in@example.com"))).toEqual([]);
  });

  it("offers browsers no way round the portal's audited screens to manage accounts", async () => {
    const staff = await createTestStaff(context);
    const cookie = await signInCookie(context, staff.email);
    for (const [endpoint, body] of [
      [
        "/admin/create-user",
        { email: "side-door@example.com", password: "a long enough password", name: "Side Door", role: "admin" },
      ],
      ["/admin/set-role", { userId: staff.id, role: "admin" }],
      ["/admin/remove-user", { userId: staff.id }],
      ["/update-user", { name: "Renamed" }],
    ] as const) {
      const response = await handleAuthApiRequest(
        new Request(`${TEST_SITE_URL}/api/auth${endpoint}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: TEST_SITE_URL, cookie },
          body: JSON.stringify(body),
        }),
        context,
      );
      expect(response.status, endpoint).toBe(404);
    }
    const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(user?.name).toBe(staff.name);
    const session = await handleAuthApiRequest(
      new Request(`${TEST_SITE_URL}/api/auth/get-session`, { headers: { cookie } }),
      context,
    );
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(staff.email);
  });

  it("ignores a client address a browser tries to supply to /api/auth", async () => {
    const ctx = from(nextTestAddress());
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAddress.max; attempt++) {
      const response = await handleAuthApiRequest(
        new Request(`${TEST_SITE_URL}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: TEST_SITE_URL,
            "x-heartbeest-client-address": `203.0.113.${attempt}`,
          },
          body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: "wrong password" }),
        }),
        ctx,
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("sign-in limits", () => {
  it(`stops an address after ${SIGN_IN_LIMITS.perAddress.max} attempts, whichever accounts it tries`, async () => {
    const ctx = from(nextTestAddress());
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAddress.max; attempt++) {
      statuses.push((await signIn(ctx, `guess-${attempt}@example.com`, "wrong password")).status);
    }
    expect(statuses.slice(0, SIGN_IN_LIMITS.perAddress.max).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await signIn(from(nextTestAddress()), "guess-0@example.com", "wrong password")).status).toBe(401);
  });

  it(`stops an account after ${SIGN_IN_LIMITS.perAccount.max} attempts, whichever addresses they come from`, async () => {
    const staff = await createTestStaff(context);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccount.max; attempt++) {
      expect((await signIn(from(nextTestAddress()), staff.email, "wrong password")).status).toBe(401);
    }
    const locked = await signIn(from(nextTestAddress()), staff.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body?.message).toMatch(/Too many attempts for this account/);
    expect(locked.cookies).toEqual([]);
  });
});

describe("password reset", () => {
  async function requestReset(email: string) {
    const request = new Request(`${TEST_SITE_URL}/forgot-password`, {
      method: "POST",
      headers: { origin: TEST_SITE_URL },
    });
    return callAuthEndpoint(request, from(nextTestAddress()), "/request-password-reset", {
      email,
      redirectTo: "/update-password",
    });
  }

  async function latestResetLink(to: string) {
    const [email] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const link = email?.textBody.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error("no reset link e-mailed");
    return new URL(link);
  }

  function reset(token: string, newPassword: string) {
    const request = new Request(`${TEST_SITE_URL}/update-password`, {
      method: "POST",
      headers: { origin: TEST_SITE_URL },
    });
    return callAuthEndpoint(request, from(nextTestAddress()), "/reset-password", { token, newPassword });
  }

  it("e-mails a link to /update-password that works once and ends the account's sessions", async () => {
    const staff = await createTestStaff(context);
    const oldSession = await signInCookie(context, staff.email);
    expect((await requestReset(staff.email)).status).toBe(200);

    const link = await latestResetLink(staff.email);
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_SITE_URL}/update-password`);
    const token = link.searchParams.get("token")!;
    // Only a hash of the token is stored.
    const stored = await database.db.select().from(staffVerifications);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await reset(token, "a brand new passphrase")).status).toBe(200);
    expect((await reset(token, "yet another passphrase")).body?.code).toBe("INVALID_TOKEN");
    expect(await getStaffSession(new Request(TEST_SITE_URL, { headers: { cookie: oldSession } }), context)).toBeNull();
    expect((await signIn(from(nextTestAddress()), staff.email, "a brand new passphrase")).status).toBe(200);
  });

  it("refuses an expired link", async () => {
    const staff = await createTestStaff(context);
    await requestReset(staff.email);
    const token = (await latestResetLink(staff.email)).searchParams.get("token")!;
    await database.db.update(staffVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(token, "a brand new passphrase")).body?.code).toBe("INVALID_TOKEN");
    expect((await signIn(from(nextTestAddress()), staff.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("answers the same for an unknown address, and sends nothing", async () => {
    const before = await database.db.select().from(emailOutbox);
    const result = await requestReset("nobody@heartbeest.test");
    expect(result.status).toBe(200);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(before.length);
  });

  it("refuses a new password shorter than the policy", async () => {
    const staff = await createTestStaff(context);
    await requestReset(staff.email);
    const token = (await latestResetLink(staff.email)).searchParams.get("token")!;
    expect((await reset(token, "short")).status).toBe(400);
  });
});

describe("the first admin from ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("is created once, when no admin exists, and never without configuration", async () => {
    const fresh = await createTestDatabase();
    try {
      const unconfigured = testContext(fresh);
      expect(await ensureFirstAdmin(unconfigured)).toBe("not-configured");
      const configured = testContext(fresh, {
        ADMIN_EMAIL: "Owner@Heartbeest.test",
        ADMIN_PASSWORD: "the owner's long passphrase",
      });
      expect(await ensureFirstAdmin(configured)).toBe("created");
      expect(await ensureFirstAdmin(configured)).toBe("exists");
      const users = await fresh.db.select().from(staffUsers);
      expect(users.map((user) => [user.email, user.role])).toEqual([["owner@heartbeest.test", "admin"]]);
      const auth = await getStaffAuth(configured);
      expect(auth).toBe(await getStaffAuth(configured));
    } finally {
      await fresh.destroy();
    }
  });
});
