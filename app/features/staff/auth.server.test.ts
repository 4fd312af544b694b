// Staff authentication against a real database: passwords hashed, cookies safe, sign-in limited per
// address and per account, reset links single-use and expiring, sign-up closed, first admin from config.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, emailOutbox, staffAccounts, staffSessions, staffUsers, staffVerifications } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  letResetEmailIntervalPass,
  nextTestAddress,
  nextTestIpv6Network,
  signInCookie,
  TEST_PASSWORD,
  TEST_SITE_URL,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import { getStaffAuth, resolveAuthSecret } from "./auth.server";
import { callAuthEndpoint, handleAuthApiRequest } from "./auth-request.server";
import { RESET_LIMITS, SIGN_IN_LIMITS } from "./sign-in-limits";
import { ensureFirstAdmin } from "./staff-accounts.server";
import { getStaffSession } from "./staff-session.server";

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
  return { ...context, clientAddress: address };
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
      const ctx: TestContext = { ...secure, db: db2.db, database: db2, clientAddress: nextTestAddress() };
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
        { email: "side-door@example.com", password: "a long enough password", name: "Side Door", role: "owner" },
      ],
      ["/admin/set-role", { userId: staff.id, role: "owner" }],
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

// Each test here checks dozens of passwords, each a deliberately slow hash: 5-20 s on a quiet 2-core machine,
// past the usual 30 s when the machine is busy. The bound only catches a hang.
describe("sign-in limits", { timeout: 90_000 }, () => {
  /** A sign-in as a browser sends it: from an address, with the cookies it holds. */
  function signInFrom(address: string, email: string, password: string, cookie?: string) {
    const request = new Request(`${TEST_SITE_URL}/login`, {
      method: "POST",
      headers: { origin: TEST_SITE_URL, ...(cookie ? { cookie } : {}) },
    });
    return callAuthEndpoint(request, from(address), "/sign-in/email", { email, password });
  }

  /** The known-device cookie a successful sign-in set, as a Cookie header. */
  function deviceCookieOf(result: { cookies: string[] }): string {
    const line = result.cookies.find((cookie) => cookie.startsWith("heartbeest.known_device="));
    if (!line) throw new Error(`no known-device cookie in ${result.cookies.join(" | ")}`);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\//);
    return line.split(";")[0]!;
  }

  it("counts failures only: a dozen good sign-ins in a row from one address all succeed", async () => {
    const staff = await createTestStaff(context);
    const address = nextTestAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await signInFrom(address, staff.email, TEST_PASSWORD)).status);
    }
    expect(statuses).toEqual(Array(12).fill(200));
  });

  it("lets the right password in after a few typos, and forgets the typos once it does", async () => {
    const staff = await createTestStaff(context);
    const address = nextTestAddress();
    const typos = SIGN_IN_LIMITS.perAddressAndAccount.max - 1;
    for (let round = 0; round < 3; round++) {
      for (let typo = 0; typo < typos; typo++) {
        expect((await signInFrom(address, staff.email, `${TEST_PASSWORD}x`)).status).toBe(401);
      }
      expect((await signInFrom(address, staff.email, TEST_PASSWORD)).status).toBe(200);
    }
  });

  it(`stops an address after ${SIGN_IN_LIMITS.perAddress.max} failures, whichever accounts it tries`, async () => {
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

  it(`refuses one address guessing one account after ${SIGN_IN_LIMITS.perAddressAndAccount.max} failures, the right password too, saying so in words`, async () => {
    const staff = await createTestStaff(context);
    const attacker = nextTestAddress();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddressAndAccount.max; attempt++) {
      expect((await signInFrom(attacker, staff.email, `guess ${attempt}`)).status).toBe(401);
    }
    const refused = await signInFrom(attacker, staff.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toMatch(/^Too many attempts\. Please wait 15 minutes and try again\.$/);
    expect(refused.cookies).toEqual([]);
    // The member of staff at their own address is not affected.
    expect((await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("counts concurrent guesses before checking them, so a burst cannot slip past the limit", async () => {
    const staff = await createTestStaff(context);
    const attacker = nextTestAddress();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => signInFrom(attacker, staff.email, `burst guess ${attempt}`)),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LIMITS.perAddressAndAccount.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - SIGN_IN_LIMITS.perAddressAndAccount.max);
  });

  /** Wrong passwords for `email` from `networks` fresh networks, one each: the account is then being guessed at. */
  async function guessFromManyNetworks(email: string, networks = SIGN_IN_LIMITS.perAccount.max + 1) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < networks; attempt++) {
      statuses.push((await signInFrom(nextTestAddress(), email, `botnet guess ${attempt}`)).status);
    }
    return statuses;
  }

  /** One network's wrong passwords for an account being guessed at, until refused; the statuses. */
  async function exhaustNetwork(address: string, email: string) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SIGN_IN_LIMITS.perAddressAndAccountUnderAttack.max; attempt++) {
      statuses.push((await signInFrom(address, email, `network guess ${attempt}`)).status);
    }
    return statuses;
  }

  it("does not let strangers' wrong passwords from any number of networks stop the member of staff on a new browser or their own", async () => {
    const staff = await createTestStaff(context);
    const own = await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD);
    expect(own.status).toBe(200);
    const ownBrowser = deviceCookieOf(own);

    // A botnet: every guess from another network. None is refused (each network has its allowance), and
    // none stops anyone else.
    const statuses = await guessFromManyNetworks(staff.email, SIGN_IN_LIMITS.perAccount.max * 3);
    expect(statuses.every((status) => status === 401)).toBe(true);

    // The right password from a browser the account never used, on a network of its own: in.
    const newBrowser = await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD);
    expect(newBrowser.status).toBe(200);
    expect(newBrowser.cookies.some((cookie) => cookie.startsWith("heartbeest.session_token="))).toBe(true);
    deviceCookieOf(newBrowser);

    // The member of staff's own browser, from whatever address: in, every time.
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD, ownBrowser);
      expect(again.status).toBe(200);
      expect(again.cookies.some((cookie) => cookie.startsWith("heartbeest.session_token="))).toBe(true);
    }
  });

  it(`slows each network to ${SIGN_IN_LIMITS.perAddressAndAccountUnderAttack.max} failures an hour for an account being guessed at, saying so in words`, async () => {
    const staff = await createTestStaff(context);
    const before = await guessFromManyNetworks(staff.email);
    expect(before.every((status) => status === 401)).toBe(true);
    const attacker = nextTestAddress();
    const statuses = await exhaustNetwork(attacker, staff.email);
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.perAddressAndAccountUnderAttack.max).fill(401), 429]);
    const refused = await signInFrom(attacker, staff.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toMatch(
      /^This account has had many failed sign-ins from many networks, so each network now has 3 tries an hour for it\. Please wait \d+ minutes, sign in from a browser you have used before, or reset your password\.$/,
    );
    expect(refused.cookies).toEqual([]);
    // Another network, with the right password: in.
    expect((await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("counts an IPv6 network (/64) as one: new addresses in it do not get new allowances", async () => {
    const staff = await createTestStaff(context);
    const { address, neighbour } = nextTestIpv6Network();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAddressAndAccount.max; attempt++) {
      const inNetwork = attempt % 2 === 0 ? address : neighbour.replace(/:d$/, `:${attempt + 10}`);
      expect((await signInFrom(inNetwork, staff.email, `v6 guess ${attempt}`)).status).toBe(401);
    }
    expect((await signInFrom(neighbour, staff.email, TEST_PASSWORD)).status).toBe(429);
    // Another /64: in.
    expect((await signInFrom(nextTestIpv6Network().address, staff.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("accepts a known-device cookie only for the account that signed in on that browser", async () => {
    const owner = await createTestStaff(context);
    const colleague = await createTestStaff(context);
    const colleagueBrowser = deviceCookieOf(await signInFrom(nextTestAddress(), colleague.email, TEST_PASSWORD));
    const forged = colleagueBrowser.replace(/=.*$/, `=${"A".repeat(22)}.${"B".repeat(43)}`);
    await guessFromManyNetworks(owner.email);
    const attacker = nextTestAddress();
    await exhaustNetwork(attacker, owner.email);
    for (const cookie of [colleagueBrowser, forged, undefined]) {
      expect((await signInFrom(attacker, owner.email, TEST_PASSWORD, cookie)).status).toBe(429);
    }
    // The colleague's browser still works for the colleague on that network.
    expect((await signInFrom(attacker, colleague.email, TEST_PASSWORD, colleagueBrowser)).status).toBe(200);
  });

  it("remembers several accounts on one shared browser", async () => {
    const first = await createTestStaff(context);
    const second = await createTestStaff(context);
    const afterFirst = deviceCookieOf(await signInFrom(nextTestAddress(), first.email, TEST_PASSWORD));
    const afterBoth = deviceCookieOf(await signInFrom(nextTestAddress(), second.email, TEST_PASSWORD, afterFirst));
    for (const staff of [first, second]) {
      await guessFromManyNetworks(staff.email);
      const network = nextTestAddress();
      await exhaustNetwork(network, staff.email);
      expect((await signInFrom(network, staff.email, TEST_PASSWORD)).status).toBe(429);
      expect((await signInFrom(network, staff.email, TEST_PASSWORD, afterBoth)).status).toBe(200);
    }
  });

  it(`limits a known browser to ${SIGN_IN_LIMITS.perKnownDevice.max} failures of its own`, async () => {
    const staff = await createTestStaff(context);
    const browser = deviceCookieOf(await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD));
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perKnownDevice.max; attempt++) {
      expect((await signInFrom(nextTestAddress(), staff.email, `typo ${attempt}`, browser)).status).toBe(401);
    }
    expect((await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD, browser)).status).toBe(429);
    // Other browsers are not affected by this one's failures.
    expect((await signInFrom(nextTestAddress(), staff.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe("password reset requests", () => {
  function requestResetFrom(address: string, email: string, cookie?: string) {
    const request = new Request(`${TEST_SITE_URL}/forgot-password`, {
      method: "POST",
      headers: { origin: TEST_SITE_URL, ...(cookie ? { cookie } : {}) },
    });
    return callAuthEndpoint(request, from(address), "/request-password-reset", {
      email,
      redirectTo: "/update-password",
    });
  }

  async function resetEmailsTo(to: string): Promise<number> {
    return (await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).length;
  }

  it(`refuses a network after ${RESET_LIMITS.perAddress.max} requests, in words, whichever accounts they name`, async () => {
    const address = nextTestAddress();
    for (let attempt = 0; attempt < RESET_LIMITS.perAddress.max; attempt++) {
      expect((await requestResetFrom(address, `someone-${attempt}@example.com`)).status).toBe(200);
    }
    const refused = await requestResetFrom(address, "someone-else@example.com");
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toMatch(
      /^Too many reset requests from your network\. Please wait \d+ minutes and try again\.$/,
    );
  });

  /** An answer with its times taken out, to compare answers for different addresses. */
  function shapeOf(result: { status: number; body: unknown }) {
    return `${result.status} ${JSON.stringify(result.body).replace(/"\d{4}-[^"]+"/g, "TIME")}`;
  }

  it("sends one e-mail per account per interval, says when it went, and answers alike for an unknown address", async () => {
    const staff = await createTestStaff(context);
    const unknown = `nobody-${staff.id}@heartbeest.test`;
    const first = await requestResetFrom(nextTestAddress(), staff.email);
    const firstUnknown = await requestResetFrom(nextTestAddress(), unknown);
    expect(first.status).toBe(200);
    expect(first.body).not.toHaveProperty("alreadySentAt");
    expect(shapeOf(firstUnknown)).toBe(shapeOf(first));
    expect(await resetEmailsTo(staff.email)).toBe(1);

    const askedAt = Date.now();
    const again = await requestResetFrom(nextTestAddress(), staff.email);
    const againUnknown = await requestResetFrom(nextTestAddress(), unknown);
    expect(again.status).toBe(200);
    const body = again.body as { alreadySentAt?: string; nextLinkFrom?: string };
    expect(Math.abs(Date.parse(body.alreadySentAt ?? "") - askedAt)).toBeLessThan(60_000);
    expect(Date.parse(body.nextLinkFrom ?? "") - Date.parse(body.alreadySentAt ?? "")).toBe(
      RESET_LIMITS.oneEmailPerAccountSeconds * 1000,
    );
    expect(shapeOf(againUnknown)).toBe(shapeOf(again));
    expect(await resetEmailsTo(staff.email)).toBe(1);
    expect(await resetEmailsTo(unknown)).toBe(0);

    // Once the interval has passed, a new link goes out.
    await letResetEmailIntervalPass(database, staff.email);
    const later = await requestResetFrom(nextTestAddress(), staff.email);
    expect(later.body).not.toHaveProperty("alreadySentAt");
    expect(await resetEmailsTo(staff.email)).toBe(2);
  });

  it("does not let strangers at many networks stop the member of staff's link, nor flood the mailbox", async () => {
    const staff = await createTestStaff(context);
    const networks = [
      ...Array.from({ length: 5 }, () => nextTestAddress()),
      ...Array.from({ length: 3 }, () => nextTestIpv6Network().address),
    ];
    const statuses: number[] = [];
    for (const network of networks) {
      for (let attempt = 0; attempt <= RESET_LIMITS.perAddress.max; attempt++) {
        statuses.push((await requestResetFrom(network, staff.email)).status);
      }
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(networks.length);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(await resetEmailsTo(staff.email)).toBe(1);

    // The member of staff, from a network of their own: told, in words, that the link went and when.
    const own = await requestResetFrom(nextTestAddress(), staff.email);
    expect(own.status).toBe(200);
    expect(own.body).toHaveProperty("alreadySentAt");
    // After the interval, their request sends a new link straight away, whatever the strangers did.
    await letResetEmailIntervalPass(database, staff.email);
    expect((await requestResetFrom(nextTestAddress(), staff.email)).status).toBe(200);
    expect(await resetEmailsTo(staff.email)).toBe(2);
  });
});

describe("password reset", () => {
  /** A reset request from a fresh address, made after the account's e-mail interval (tested above) has passed. */
  async function requestReset(email: string) {
    await letResetEmailIntervalPass(database, email);
    return sendResetRequest(email);
  }

  function sendResetRequest(email: string) {
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

  async function resetLinks(to: string): Promise<string[]> {
    const emails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(emailOutbox.id);
    return emails.map((email) => new URL(email.textBody.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!);
  }

  function isSignedIn(cookie: string) {
    return getStaffSession(new Request(TEST_SITE_URL, { headers: { cookie } }), context).then(Boolean);
  }

  it("makes only the newest link work: a new link revokes the earlier ones", async () => {
    const staff = await createTestStaff(context);
    const before = await signInCookie(context, staff.email);
    await requestReset(staff.email);
    await requestReset(staff.email);
    const [linkA, linkB] = await resetLinks(staff.email);
    expect(linkA).not.toBe(linkB);

    const withA = await reset(linkA!, "the passphrase from link A");
    expect(withA.status).toBe(400);
    expect(withA.body?.code).toBe("INVALID_TOKEN");
    expect((await signIn(from(nextTestAddress()), staff.email, "the passphrase from link A")).status).toBe(401);

    expect((await reset(linkB!, "the passphrase from link B")).status).toBe(200);
    expect(await isSignedIn(before)).toBe(false);
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toEqual([]);
    expect((await signIn(from(nextTestAddress()), staff.email, "the passphrase from link B")).status).toBe(200);
  });

  it("sends one link for two requests at the same moment", async () => {
    const staff = await createTestStaff(context);
    const answers = await Promise.all([sendResetRequest(staff.email), sendResetRequest(staff.email)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body && "alreadySentAt" in answer.body)).toHaveLength(1);
    const links = await resetLinks(staff.email);
    expect(links).toHaveLength(1);
    expect((await reset(links[0]!, "the one concurrent passphrase")).status).toBe(200);
  });

  it("leaves other accounts' links alone", async () => {
    const [first, second] = [await createTestStaff(context), await createTestStaff(context)];
    await requestReset(first.email);
    await requestReset(second.email);
    await requestReset(first.email);
    const [secondLink] = await resetLinks(second.email);
    expect((await reset(secondLink!, "the second account's passphrase")).status).toBe(200);
  });

  it("ends every outstanding link and the other sessions when the signed-in member of staff changes the password", async () => {
    const staff = await createTestStaff(context);
    const [current, other] = [await signInCookie(context, staff.email), await signInCookie(context, staff.email)];
    await requestReset(staff.email);
    const [link] = await resetLinks(staff.email);

    // Asking to keep the other sessions is not honoured: a new password ends them.
    const request = new Request(`${TEST_SITE_URL}/update-password`, {
      method: "POST",
      headers: { origin: TEST_SITE_URL, cookie: current },
    });
    const changed = await callAuthEndpoint(request, from(nextTestAddress()), "/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "a changed passphrase here",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    const renewed = changed.cookies.map((cookie) => cookie.split(";")[0]).join("; ");
    expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(current)).toBe(false);
    expect(await isSignedIn(renewed)).toBe(true);
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id))).toHaveLength(1);

    expect((await reset(link!, "a passphrase from the old link")).body?.code).toBe("INVALID_TOKEN");
    expect((await signIn(from(nextTestAddress()), staff.email, "a changed passphrase here")).status).toBe(200);
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
      expect(users.map((user) => [user.email, user.role])).toEqual([["owner@heartbeest.test", "owner"]]);
      const auth = await getStaffAuth(configured);
      expect(auth).toBe(await getStaffAuth(configured));
    } finally {
      await fresh.destroy();
    }
  });
});
