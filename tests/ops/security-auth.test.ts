// The staff portal's guard and sign-in against the running product: every staff page, data request and
// action with no session, a made-up session cookie, a real token with a tampered or missing signature,
// an expired session and a revoked one goes to sign-in (or is refused) and changes nothing. Sign-in never
// sends anyone off the site, whatever redirectTo says. Brute force: wrong passwords are refused with one
// message whether or not the account exists; only failures count, so good sign-ins never run out; one
// address guessing is refused in words, while strangers at many addresses cannot lock the member of
// staff out, on the browser they use or a new one. Forgot password answers alike for every address and a
// stranger's requests do not stop the link reaching its owner (tests/ops/security-signin.test.ts has the
// full attack from many networks).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_LIMITS } from "~/features/staff/sign-in-limits";
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
let enquiryId: number;
let reviewId: number;
let conversationId: number;
/** The admin's own browser (its known-device cookie), from a sign-in before any test tried to lock it. */
let adminBrowser: string;

beforeAll(async () => {
  app = await startSecurityApp();
  const firstSignIn = await signInAsAdmin(app);
  adminBrowser = firstSignIn.split("; ").find((pair) => pair.startsWith("heartbeest.known_device=")) ?? "";
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
  const [enquiry] = await app.query<{ id: number }>("select id from enquiries where conversation_id = $1", [
    conversationId,
  ]);
  enquiryId = enquiry!.id;
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
    [`/admin/inbox/${enquiryId}`, { intent: "note", body: "not staff" }],
    ["/admin/chat", { intent: "close", conversationId: String(conversationId) }],
    ["/admin/chat", { intent: "reply", conversationId: String(conversationId), body: "not staff" }],
    ["/admin/staff", { intent: "invite", name: "Intruder", email: "intruder@example.com", role: "owner" }],
    ["/admin/destinations", { intent: "create", name: "Nowhere", region: "Nowhere", country: "Kenya" }],
  ] as const;

async function snapshot() {
  const [counts, rows] = await Promise.all([
    app.countRows(),
    app.query(
      `select (select json_agg(json_build_object('id', id, 'status', status) order by id) from reviews) as reviews,
              (select json_agg(json_build_object('id', id, 'status', status)) from bookings) as bookings,
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

describe("where sign-in sends a member of staff afterwards", () => {
  // Each of these once led, or could lead, a browser off the site after signing in.
  const offSite = [
    "//evil.example/admin",
    "/.//evil.example",
    "/admin/../..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%252e//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "/./\\evil.example",
    "/%5Cevil.example",
    "/%2F%2Fevil.example",
    "/admin/..%2F..%2F%2Fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%0d%0aLocation:%20https://evil.example",
    "https://evil.example/admin",
    "http:/evil.example",
    "javascript:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
  ];

  /** Where a browser goes with this Location header, read as the browser reads it. */
  function followed(location: string | null): URL {
    expect(location, "a Location header").toBeTruthy();
    return new URL(location!, app.url);
  }

  function expectOnSite(location: string | null, label: string) {
    const target = followed(location);
    expect(target.origin, label).toBe(new URL(app.url).origin);
    expect(location, label).toMatch(/^\/(?![/\\])/);
    expect(location, label).not.toMatch(/[\\\t\r\n]/);
  }

  it.each(offSite)("signing in with redirectTo=%j stays on the site", async (redirectTo) => {
    const response = await postForm(
      app,
      "/login",
      { email: SECURITY_ADMIN.email, password: SECURITY_ADMIN.password, redirectTo },
      { clientAddress: newClientAddress() },
    );
    await response.text();
    expect(response.status).toBe(302);
    expect(cookieHeader(response)).toMatch(/session_token=/);
    expectOnSite(response.headers.get("location"), `POST /login redirectTo=${JSON.stringify(redirectTo)}`);
    expect(response.headers.get("location")).toBe("/admin");
  });

  it.each(offSite)("opening /login?redirectTo=%j while signed in stays on the site", async (redirectTo) => {
    const cookie = await signInAsAdmin(app);
    const { status, response } = await getPage(app, `/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
      cookie,
    });
    expect(status).toBe(302);
    expectOnSite(response.headers.get("location"), `GET /login?redirectTo=${JSON.stringify(redirectTo)}`);
    expect(response.headers.get("location")).toBe("/admin");
  });

  it("still returns to the staff page asked for, with its query", async () => {
    const response = await postForm(
      app,
      "/login",
      {
        email: SECURITY_ADMIN.email,
        password: SECURITY_ADMIN.password,
        redirectTo: "/admin/reviews?status=pending",
      },
      { clientAddress: newClientAddress() },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/reviews?status=pending");
    const { status } = await getPage(app, "/admin/reviews?status=pending", { cookie: cookieHeader(response) });
    expect(status).toBe(200);
  });

  it("a staff page asked for without a session sends to sign-in and back to that page only", async () => {
    const { status, response } = await getPage(app, "/admin/./reviews/../bookings?status=new");
    expect(status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/admin/bookings?status=new")}`,
    );
  });
});

describe("brute-force sign-in", () => {
  const signIn = (email: string, password: string, clientAddress: string, cookie?: string) =>
    postForm(app, "/login", { email, password, redirectTo: "" }, { clientAddress, cookie });

  /** The message above the form, as the page shows it. */
  async function formError(response: Response): Promise<string> {
    const html = await response.text();
    const match = /role="alert"[^>]*>([\s\S]*?)<\/(?:div|p)>/.exec(html);
    return (match?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
  }

  /** Only the browser's known-device cookie, without its session. */
  function knownDeviceOnly(cookie: string): string {
    const pair = cookie.split("; ").find((part) => part.startsWith("heartbeest.known_device="));
    expect(pair, "the known-device cookie").toBeTruthy();
    return pair!;
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

  it("lets a member of staff sign in again and again, and after a few typos", async () => {
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await signIn(SECURITY_ADMIN.email, SECURITY_ADMIN.password, address);
      await response.text();
      statuses.push(response.status);
    }
    console.info(`12 good sign-ins in a row from one address: ${statuses.join(" ")}`);
    expect(statuses).toEqual(Array(12).fill(302));

    for (let typo = 0; typo < 3; typo++) {
      expect((await signIn(SECURITY_ADMIN.email, `${SECURITY_ADMIN.password}!`, address)).status).toBe(401);
    }
    const afterTypos = await signIn(SECURITY_ADMIN.email, SECURITY_ADMIN.password, address);
    expect(afterTypos.status).toBe(302);
    expect(cookieHeader(afterTypos)).toMatch(/session_token=/);
  });

  it("refuses a brute force from one address, the right password included, saying so on the form", async () => {
    const attacker = newClientAddress();
    const statuses: number[] = [];
    let limitMessage = "";
    let keptEmail = false;
    for (let attempt = 1; attempt <= 14; attempt++) {
      const response = await signIn(SECURITY_ADMIN.email, `wrong passphrase number ${attempt}`, attacker);
      statuses.push(response.status);
      const html = await response.clone().text();
      const message = await formError(response);
      if (response.status === 429) {
        limitMessage = message;
        keptEmail = html.includes(`value="${SECURITY_ADMIN.email}"`);
      }
      expect([401, 429]).toContain(response.status);
    }
    console.info(`14 wrong passwords from one address: ${statuses.join(" ")}; then "${limitMessage}"`);
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(10);
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
    expect(limitMessage).toMatch(/too many attempts\. please wait \d+ minutes? and try again/i);
    expect(keptEmail, "the e-mail typed stays in the form").toBe(true);

    // The right password from the same address: still refused, and no session is made.
    const sameAddress = await signIn(SECURITY_ADMIN.email, SECURITY_ADMIN.password, attacker);
    expect(sameAddress.status).toBe(429);
    expect(cookieHeader(sameAddress)).not.toMatch(/session_token=/);

    // The member of staff at their own address is not affected by it.
    const ownAddress = await signIn(SECURITY_ADMIN.email, SECURITY_ADMIN.password, newClientAddress());
    expect(ownAddress.status).toBe(302);
  });

  it("does not let strangers at many addresses lock the member of staff out, on their own browser or a new one", async () => {
    const ownAddress = newClientAddress();
    const ownBrowser = knownDeviceOnly(await signInAsAdmin(app, ownAddress));
    const sessionsBefore = (await app.query("select id from staff_sessions")).length;

    // A botnet spreading its guesses: one wrong password per address, well past the account-wide count.
    // None is refused, and none makes a session.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 16; attempt++) {
      const response = await signIn(SECURITY_ADMIN.email, `botnet guess ${attempt}`, newClientAddress());
      statuses.push(response.status);
      await response.text();
    }
    console.info(`wrong passwords from ${statuses.length} addresses: ${statuses.join(" ")}`);
    expect(statuses).toEqual(Array(16).fill(401));
    expect(await app.query("select id from staff_sessions")).toHaveLength(sessionsBefore);

    // The member of staff, on the browser they signed in on before and on a new one, from their own
    // address and from another (a phone moving between networks): signed in, and the portal opens.
    for (const [address, cookie] of [
      [ownAddress, ownBrowser],
      [newClientAddress(), ownBrowser],
      [newClientAddress(), undefined],
    ] as const) {
      const response = await signIn(SECURITY_ADMIN.email, SECURITY_ADMIN.password, address, cookie);
      await response.text();
      expect(response.status, `from ${address}${cookie ? " on the known browser" : " on a new browser"}`).toBe(302);
      expect(response.headers.get("location")).toBe("/admin");
      const session = cookieHeader(response, cookie);
      expect(session).toMatch(/session_token=/);
      expect((await getPage(app, "/admin", { cookie: session })).status).toBe(200);
    }
  });
});

describe("forgot password", () => {
  const requestLink = (email: string, clientAddress: string, cookie?: string) =>
    postForm(app, "/forgot-password", { email }, { clientAddress, cookie });

  async function resetEmailsTo(email: string): Promise<number> {
    const [row] = await app.query<{ count: string }>(
      "select count(*) as count from email_outbox where kind = 'staff_password_reset' and to_address = $1",
      [email],
    );
    return Number(row?.count ?? 0);
  }

  /** The page's answer with the e-mail address taken out, to compare answers for different addresses. */
  async function answerOf(response: Response, email: string): Promise<string> {
    const html = await response.text();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
    return `${response.status} ${main.replaceAll(email, "EMAIL").replace(/nonce="[^"]*"/g, "")}`;
  }

  it("answers alike for an address that is ours and one that is not, and a stranger's requests do not stop the member of staff getting a link", async () => {
    const unknownEmail = "nobody@heartbeest.test";
    const before = await resetEmailsTo(SECURITY_ADMIN.email);
    const sequences: string[][] = [[], []];
    const statuses: number[] = [];
    for (const [index, email] of [SECURITY_ADMIN.email, unknownEmail].entries()) {
      const stranger = newClientAddress();
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await requestLink(email, stranger);
        statuses.push(response.status);
        sequences[index]!.push((await answerOf(response, email)).replace(/\d{2}:\d{2}/g, "HH:MM"));
      }
    }
    const sentToStranger = (await resetEmailsTo(SECURITY_ADMIN.email)) - before;
    console.info(`4 requests each for our address and another: ${statuses.join(" ")}, ${sentToStranger} e-mails sent`);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(sequences[1], "the same answers, one by one, whether or not the address is ours").toEqual(sequences[0]);
    expect(sequences[0]![0]).toMatch(/Password reset email sent!/);
    expect(sequences[0]![1]).toMatch(/A reset link was sent a few minutes ago/);
    expect(sentToStranger).toBeLessThanOrEqual(1);

    // The member of staff, from their own address: the link the stranger's request sent is in their
    // mailbox, and the page says so in words, with when.
    const own = await requestLink(SECURITY_ADMIN.email, newClientAddress());
    expect(own.status).toBe(200);
    const html = await own.text();
    expect(html).toMatch(/was sent to it at \d{2}:\d{2} \(East Africa Time\), and it works until \d{2}:\d{2}/);
    expect(await resetEmailsTo(SECURITY_ADMIN.email)).toBeGreaterThan(0);
  });

  it("refuses many requests from one address with a message in words next to the form", async () => {
    const address = newClientAddress();
    let refused: Response | undefined;
    for (let attempt = 0; attempt < 10 && !refused; attempt++) {
      const response = await requestLink(`someone-${attempt}@heartbeest.test`, address);
      if (response.status === 429) refused = response;
      else await response.text();
    }
    expect(refused, "a refusal within 10 requests").toBeDefined();
    const html = await refused!.text();
    expect(html).toMatch(
      /role="alert"[^>]*>(?:<[^>]+>)*\s*Too many reset requests from your network\. Please wait \d+ minutes?/,
    );
    expect(html).toMatch(/value="someone-\d+@heartbeest\.test"/);
  });
});

describe("password reset links and password changes", () => {
  const password = (text: string) => ({ newPassword: text, confirmPassword: text });

  /** The tokens of the reset links e-mailed to the admin, oldest first. */
  async function resetTokens(): Promise<string[]> {
    const rows = await app.query<{ text_body: string }>(
      "select text_body from email_outbox where kind = 'staff_password_reset' and to_address = $1 order by id",
      [SECURITY_ADMIN.email],
    );
    return rows.map((row) => new URL(/https?:\/\/\S+/.exec(row.text_body)![0]).searchParams.get("token")!);
  }

  async function newResetToken(): Promise<string> {
    // As if the interval of one reset e-mail per account had passed since the last one (tested in
    // security-signin.test.ts): each request here sends a link.
    await app.query("update rate_limits set window_start = window_start - $1 where key = $2", [
      RESET_LIMITS.oneEmailPerAccountSeconds * 1000,
      `reset:email:${SECURITY_ADMIN.email}`,
    ]);
    const before = (await resetTokens()).length;
    const response = await postForm(app, "/forgot-password", { email: SECURITY_ADMIN.email });
    expect(response.status).toBe(200);
    await response.text();
    const tokens = await resetTokens();
    expect(tokens).toHaveLength(before + 1);
    return tokens.at(-1)!;
  }

  const signIn = (secret: string, cookie?: string) =>
    postForm(
      app,
      "/login",
      { email: SECURITY_ADMIN.email, password: secret, redirectTo: "" },
      { clientAddress: newClientAddress(), cookie },
    );

  const opensAdmin = async (cookie: string) => (await getPage(app, "/admin", { cookie })).status === 200;

  it("only the newest link works, and a new password ends the other sessions and the outstanding links", async () => {
    // Signed in on the admin's own browser.
    const before = await signIn(SECURITY_ADMIN.password, adminBrowser);
    expect(before.status).toBe(302);
    const sessionBefore = cookieHeader(before, adminBrowser);
    expect(await opensAdmin(sessionBefore)).toBe(true);
    const linkA = await newResetToken();
    const linkB = await newResetToken();

    // The older link, opened and submitted: refused, with the reason in words.
    const opened = await getPage(app, `/update-password?token=${linkA}`);
    expect(opened.text).toContain("This password reset link is invalid or has expired.");
    expect(opened.text).toContain("only the newest link sent to you works");
    const withA = await postForm(app, "/update-password", { token: linkA, ...password("a passphrase from link A") });
    expect(withA.status).toBe(400);
    expect(await withA.text()).toContain("This password reset link is invalid or has expired.");
    expect((await signIn("a passphrase from link A", adminBrowser)).status).toBe(401);

    // The newest link works; every session made before it has ended.
    const withB = await postForm(app, "/update-password", { token: linkB, ...password("a passphrase from link B") });
    expect(withB.status).toBe(200);
    expect(await withB.text()).toContain("Password updated successfully!");
    const resetBrowser = cookieHeader(withB);
    expect(resetBrowser).toMatch(/^heartbeest\.known_device=/);
    expect(await opensAdmin(sessionBefore)).toBe(false);
    expect((await signIn(SECURITY_ADMIN.password, adminBrowser)).status).toBe(401);
    expect((await postForm(app, "/update-password", { token: linkB, ...password("link B again") })).status).toBe(400);

    // The browser that completed the reset is known; strangers' guesses lock out neither it nor a new one.
    const guesses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const guess = await signIn(`stranger guess ${attempt}`);
      await guess.text();
      guesses.push(guess.status);
    }
    expect(guesses).toEqual(Array(12).fill(401));
    const newBrowser = await signIn("a passphrase from link B");
    await newBrowser.text();
    expect(newBrowser.status).toBe(302);
    const first = await signIn("a passphrase from link B", resetBrowser);
    const second = await signIn("a passphrase from link B", resetBrowser);
    expect([first.status, second.status]).toEqual([302, 302]);
    const [current, other] = [cookieHeader(first, resetBrowser), cookieHeader(second, resetBrowser)];
    expect(await opensAdmin(current)).toBe(true);
    expect(await opensAdmin(other)).toBe(true);

    // Changing the password from the portal: the other session and the link still waiting both end.
    const waitingLink = await newResetToken();
    const changed = await postForm(
      app,
      "/update-password",
      { currentPassword: "a passphrase from link B", ...password(SECURITY_ADMIN.password) },
      { cookie: current },
    );
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain("Password updated successfully!");
    expect(await opensAdmin(cookieHeader(changed, current))).toBe(true);
    expect(await opensAdmin(other)).toBe(false);
    const withWaiting = await postForm(app, "/update-password", { token: waitingLink, ...password("a late one") });
    expect(withWaiting.status).toBe(400);
    expect((await signIn(SECURITY_ADMIN.password, resetBrowser)).status).toBe(302);
  });
});
