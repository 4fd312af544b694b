// The staff portal's guard and sign-in against the running product: every staff page, data request and
// action with no session, a made-up session cookie, a real token with a tampered or missing signature,
// an expired session and a revoked one goes to sign-in (or is refused) and changes nothing. Then
// brute-force sign-in: wrong passwords are refused with one message whether or not the account exists,
// and after the limit even the right password is refused with a rate-limit message, from the same
// address and from a fresh one (the per-account limit).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  getPage,
  newClientAddress,
  postForm,
  SECURITY_ADMIN,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
} from "./support/security-app";

const SESSION_COOKIE = "heartbeest.session_token";

let app: SecurityApp;
let bookingId: number;
let reviewId: number;
let conversationId: number;

beforeAll(async () => {
  app = await startSecurityApp();
  // Rows for the staff actions to aim at.
  const [review] = await app.query<{ id: number }>("select min(id) as id from reviews");
  reviewId = review!.id;
  await app.query(
    `insert into bookings (source, package_title, name, email, phone, country, adults, arrival_date, departure_date)
     values ('safari_form', 'Maasai Mara Explorer', 'Joseph Mwangi', 'joseph@example.com', '+254 711 000 000',
             'Kenya', 2, '2031-08-01', '2031-08-05')`,
  );
  const [booking] = await app.query<{ id: number }>("select max(id) as id from bookings");
  bookingId = booking!.id;
  const chat = await postForm(app, "/chat", {
    intent: "start",
    name: "Joseph",
    email: "joseph@example.com",
    message: "Hi",
  });
  expect(chat.status).toBe(302);
  const [conversation] = await app.query<{ id: number }>("select max(id) as id from chat_conversations");
  conversationId = conversation!.id;
});

afterAll(async () => {
  await app?.stop();
});

const staffPages = () => [
  "/admin",
  "/admin/bookings",
  `/admin/bookings/${bookingId}`,
  "/admin/bookings/export.csv",
  "/admin/chat",
  `/admin/chat?c=${conversationId}`,
  "/admin/reviews",
  `/admin/reviews?edit=${reviewId}`,
  "/admin/profiles",
  "/admin/email_outbox",
  "/admin/audit_log",
  "/admin/no-such-table",
  "/admin/bookings/999999",
  // React Router's data requests, which client-side navigation uses.
  "/admin/reviews.data",
  "/admin.data",
  `/admin/bookings/${bookingId}.data`,
];

const staffActions = () =>
  [
    ["/admin/reviews", { intent: "quick", quickAction: "hide", id: String(reviewId) }],
    ["/admin/reviews", { intent: "delete", id: String(reviewId) }],
    [`/admin/bookings/${bookingId}`, { intent: "status", status: "cancelled" }],
    [`/admin/bookings/${bookingId}`, { intent: "notes", staffNotes: "not staff" }],
    ["/admin/chat", { intent: "close", conversationId: String(conversationId) }],
    ["/admin/chat", { intent: "reply", conversationId: String(conversationId), body: "not staff" }],
    [
      "/admin/profiles",
      { intent: "create", email: "intruder@example.com", password: "an intruder's passphrase", fullName: "Intruder" },
    ],
    ["/admin/destinations", { intent: "create", name: "Nowhere", region: "Nowhere", country: "Kenya" }],
  ] as const;

async function snapshot() {
  const [counts, rows] = await Promise.all([
    app.countRows(),
    app.query(
      `select (select json_agg(json_build_object('id', id, 'status', status) order by id) from reviews) as reviews,
              (select json_agg(json_build_object('id', id, 'status', status, 'notes', staff_notes)) from bookings) as bookings,
              (select json_agg(json_build_object('id', id, 'status', status)) from chat_conversations) as chats`,
    ),
  ]);
  // Counting attempts and refreshing sessions are not changes a visitor made.
  const { rate_limits: _limits, staff_sessions: _sessions, ...rest } = counts;
  return { counts: rest, rows };
}

/** Asserts the guard turned every staff page and action away with this Cookie header. */
async function expectTurnedAway(label: string, cookie: string | undefined) {
  const before = await snapshot();
  const answers: string[] = [];
  for (const path of staffPages()) {
    const { status, text, response } = await getPage(app, path, { cookie });
    answers.push(`${path} ${status}`);
    if (path.endsWith(".data")) {
      // Data requests carry the redirect inside the answer (status 202 or 204 with a redirect header).
      expect(text, `${label}: ${path}`).not.toMatch(/Joseph Mwangi|joseph@example\.com|security\.admin/);
      expect([200, 202, 204, 302], `${label}: ${path}`).toContain(status);
      expect(`${response.headers.get("x-remix-redirect") ?? ""}${text}`, `${label}: ${path}`).toMatch(/\/login/);
    } else {
      expect(status, `${label}: ${path}`).toBe(302);
      expect(response.headers.get("location"), `${label}: ${path}`).toMatch(/^\/login(\?|$)/);
    }
  }
  for (const [path, fields] of staffActions()) {
    const response = await postForm(app, path, fields, { cookie });
    await response.text();
    answers.push(`POST ${path} ${response.status}`);
    expect([302, 401, 403], `${label}: POST ${path}`).toContain(response.status);
    if (response.status === 302) expect(response.headers.get("location")).toMatch(/^\/login/);
  }
  expect(await snapshot(), `${label} changed something`).toEqual(before);
  console.info(`${label}: ${answers.length} requests turned away`);
}

describe("staff pages and actions without a valid session", () => {
  it("with no session cookie", async () => {
    await expectTurnedAway("no session", undefined);
  });

  it("with a made-up session cookie", async () => {
    await expectTurnedAway("random cookie", `${SESSION_COOKIE}=${randomBytes(24).toString("base64url")}`);
  });

  it("with a real session token whose signature is tampered with or missing", async () => {
    const cookie = await signInAsAdmin(app);
    const value = new RegExp(`${SESSION_COOKIE.replace(".", "\\.")}=([^;]+)`).exec(cookie)![1]!;
    const decoded = decodeURIComponent(value);
    const [token, signature] = [
      decoded.slice(0, decoded.lastIndexOf(".")),
      decoded.slice(decoded.lastIndexOf(".") + 1),
    ];
    expect(token.length).toBeGreaterThan(10);
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    await expectTurnedAway("tampered signature", `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${flipped}`)}`);
    await expectTurnedAway("no signature", `${SESSION_COOKIE}=${encodeURIComponent(token)}`);
    // The genuine cookie still works, so the refusals above were about the signature.
    expect((await getPage(app, "/admin", { cookie })).status).toBe(200);
  });

  it("with a session that has expired", async () => {
    const cookie = await signInAsAdmin(app);
    expect((await getPage(app, "/admin", { cookie })).status).toBe(200);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;
    const expired = await app.query(
      "update staff_sessions set expires_at = now() - interval '1 minute' where token = $1 returning id",
      [token],
    );
    expect(expired).toHaveLength(1);
    await expectTurnedAway("expired session", cookie);
  });

  it("with a session that was revoked (signed out elsewhere)", async () => {
    const cookie = await signInAsAdmin(app);
    expect((await getPage(app, "/admin", { cookie })).status).toBe(200);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;
    await app.query("delete from staff_sessions where token = $1", [token]);
    await expectTurnedAway("revoked session", cookie);
  });
});

describe("brute-force sign-in", () => {
  const signIn = (email: string, password: string, clientAddress: string) =>
    postForm(app, "/login", { email, password, redirectTo: "" }, { clientAddress });

  /** The message above the form, as the page shows it. */
  async function formError(response: Response): Promise<string> {
    const html = await response.text();
    const match = /role="alert"[^>]*>([\s\S]*?)<\/(?:div|p)>/.exec(html);
    return (match?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
  }

  it("answers an unknown e-mail and a wrong password alike (no account enumeration)", async () => {
    const address = newClientAddress();
    const wrongPassword = await signIn(SECURITY_ADMIN.email, "not the right passphrase", address);
    const unknownAccount = await signIn("nobody@heartbeest.test", "not the right passphrase", address);
    const [wrongMessage, unknownMessage] = [await formError(wrongPassword), await formError(unknownAccount)];
    console.info(
      `wrong password: ${wrongPassword.status} "${wrongMessage}"; unknown e-mail: ${unknownAccount.status} "${unknownMessage}"`,
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownAccount.status).toBe(wrongPassword.status);
    expect(wrongMessage).not.toBe("");
    expect(unknownMessage).toBe(wrongMessage);
    expect(wrongPassword.headers.getSetCookie().some((line) => line.includes("session_token="))).toBe(false);
  });

  it("refuses further attempts, the right password included, once the limit is reached", async () => {
    const sessionsBefore = (await app.query("select id from staff_sessions")).length;
    const attacker = newClientAddress();
    const statuses: number[] = [];
    let limitMessage = "";
    for (let attempt = 1; attempt <= 14; attempt++) {
      const response = await signIn(SECURITY_ADMIN.email, `wrong passphrase number ${attempt}`, attacker);
      statuses.push(response.status);
      const message = await formError(response);
      if (response.status === 429) limitMessage = message;
      expect([401, 429]).toContain(response.status);
    }
    console.info(`14 wrong passwords from one address: ${statuses.join(" ")}; then "${limitMessage}"`);
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(10);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
    expect(limitMessage).toMatch(/too many|try again/i);

    // The right password from the same address: still refused, and no session is made.
    const sameAddress = await signIn(SECURITY_ADMIN.email, SECURITY_ADMIN.password, attacker);
    expect(sameAddress.status).toBe(429);
    expect(cookieHeader(sameAddress)).not.toMatch(/session_token=/);

    // From a fresh address (a botnet spreading its guesses): the account's own limit refuses it too.
    const elsewhere = await signIn(SECURITY_ADMIN.email, SECURITY_ADMIN.password, newClientAddress());
    const elsewhereMessage = await formError(elsewhere);
    console.info(`right password from a fresh address: ${elsewhere.status} "${elsewhereMessage}"`);
    expect(elsewhere.status).toBe(429);
    expect(elsewhereMessage).toMatch(/too many attempts for this account/i);
    expect(cookieHeader(elsewhere)).not.toMatch(/session_token=/);
    expect(await app.query("select id from staff_sessions")).toHaveLength(sessionsBefore);
  });
});
