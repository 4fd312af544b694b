// Secrets never reach the log: the running product's queries are made to fail while a staff session token
// or a review's submission key is one of their values (a table or column taken away under the server, a
// constraint that refuses the row), and everything the server wrote (its JSON lines and anything else on
// stdout or stderr) is searched for them. The failures must have been logged, so the search is not empty.
//
// Secret links too: every route of the route table with a secret in its address (trip pages in every language,
// invitations, the M-Pesa callback at both its paths) and the password reset's, each asked for the ways a
// stranger would (GET, its .data, POST, an oversized body, a malformed body, a malformed address, while the
// database fails), plus a real invitation issued through the staff portal; no secret may be in the output.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewSchema, REVIEW_INTENT } from "~/features/reviews/review-schema";
import { reviewSubmissionKey } from "~/features/reviews/reviews.server";
import routes from "../../app/routes";
import { noteSecretsIn } from "../e2e/support/run-logs";
import {
  getPage,
  postForm,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
  submissionTokenOf,
} from "./support/security-app";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}${parent ? "/" : ""}${entry.path}` : parent;
    return [...(entry.path ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
}

const SECRET_PARAMETER = /^:(token|secret)$/;

/** Every route with a secret in its address, from the route table, so a new one is driven too. */
const SECRET_ROUTES = routePaths(routes as RouteEntry[]).filter((path) =>
  path.split("/").some((segment) => SECRET_PARAMETER.test(segment)),
);

/** A secret of the shape the product issues (256 bits, base64url), so it reaches the database look-up. */
function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** One raw HTTP request (the body as given, whatever its declared length), answered or not within 20 s. */
function rawRequest(
  app: { url: string },
  path: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<number> {
  const { hostname, port, origin } = new URL(app.url);
  noteSecretsIn(path);
  const sized =
    body !== undefined && !headers["Content-Length"] && !headers["Transfer-Encoding"]
      ? { "Content-Length": String(Buffer.byteLength(body)) }
      : {};
  return new Promise((resolve) => {
    const request = http.request(
      { hostname, port, path, method, timeout: 20_000, headers: { Origin: origin, ...sized, ...headers } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(response.statusCode ?? 0));
        // An oversized post is answered before its body is sent: nothing more to send.
        if (response.statusCode === 413 || response.statusCode === 411) request.destroy();
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
    request.on("close", () => resolve(0));
    if (body !== undefined) request.write(body);
    if (!headers["Content-Length"] || Number(headers["Content-Length"]) === Buffer.byteLength(body ?? "")) {
      request.end();
    }
  });
}

/** Asks for `path` every way a stranger could; returns the statuses seen. */
async function driveEveryWay(path: string, cookie?: string): Promise<number[]> {
  const form = "name=x&password=a+long+passphrase+42&confirm=a+long+passphrase+42";
  const formType = { "Content-Type": "application/x-www-form-urlencoded" };
  const asks: Promise<number>[] = [
    rawRequest(app, path, { headers: cookie ? { Cookie: cookie } : {} }),
    rawRequest(app, `${path}.data`),
    rawRequest(app, `${path}?token=${newSecret()}&x=1`),
    rawRequest(app, `${path}/%E0%A4%A`),
    // A Host no URL can be made of: the request fails before the router, with the address in the error.
    rawRequest(app, path, { headers: { Host: "bad host" } }),
    rawRequest(app, path, { method: "POST", headers: formType, body: form }),
    // Malformed: a broken form encoding, a multipart body without its boundary, broken JSON.
    rawRequest(app, path, { method: "POST", headers: formType, body: "a=%zz&&=%" }),
    rawRequest(app, path, { method: "POST", headers: { "Content-Type": "multipart/form-data" }, body: "--x\r\n" }),
    rawRequest(app, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"Body":' }),
    // Oversized: declared far beyond every limit, and a body of unknown length.
    rawRequest(app, path, {
      method: "POST",
      headers: { ...formType, "Content-Length": String(200 * 1024 * 1024) },
      body: "a=1",
    }),
    rawRequest(app, path, { method: "POST", headers: { ...formType, "Transfer-Encoding": "chunked" }, body: "a=1" }),
  ];
  return Promise.all(asks);
}

let app: SecurityApp;

beforeAll(async () => {
  app = await startSecurityApp();
});

afterAll(async () => {
  await app?.stop();
});

/** Every error line the server logged since `from`, and all it wrote. */
function logsSince(from: number): { errors: string[]; everything: string } {
  const errors = app.server.logs
    .slice(from)
    .filter((line) => line.level >= 50)
    .map((line) => JSON.stringify(line));
  return { errors, everything: app.server.output() };
}

describe("logs", () => {
  it("never contain a session token, even when the session query fails", async () => {
    const cookie = await signInAsAdmin(app);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;
    expect(token.length).toBeGreaterThan(16);
    const from = app.server.logs.length;
    await app.query("alter table staff_sessions rename column token to token_away");
    try {
      const { status } = await getPage(app, "/admin", { cookie });
      expect(status).toBeGreaterThanOrEqual(500);
      // The same token through the auth API itself.
      await getPage(app, "/api/auth/get-session", { cookie });
    } finally {
      await app.query("alter table staff_sessions rename column token_away to token");
    }
    const { errors, everything } = logsSince(from);
    expect(
      errors.some((line) => line.includes("staff_sessions")),
      everything.slice(-3000),
    ).toBe(true);
    expect(everything).not.toContain(token);
    // Still usable afterwards.
    expect((await getPage(app, "/admin", { cookie })).status).toBe(200);
  });

  it("never contain a review's submission key or the traveller's entries when storing it fails", async () => {
    // The no-script form on the page itself, with its token.
    const { text } = await getPage(app, "/reviews?write=1");
    const submissionToken = submissionTokenOf(text);
    const entries = {
      name: "Wanjiru Logcheck",
      email: "wanjiru.logcheck@example.com",
      rating: "5",
      comment: "The migration crossing was unforgettable, thank you.",
    };
    const key = reviewSubmissionKey(submissionToken, createReviewSchema().parse(entries));
    const digest = key.split(":")[1]!;
    const post = () => postForm(app, "/reviews", { intent: REVIEW_INTENT, submissionToken, ...entries });

    // 1. The look-up by key fails (the key is the query's only value).
    let from = app.server.logs.length;
    await app.query("alter table email_outbox rename column dedupe_key to dedupe_key_away");
    try {
      expect((await post()).status).toBeGreaterThanOrEqual(500);
    } finally {
      await app.query("alter table email_outbox rename column dedupe_key_away to dedupe_key");
    }
    let logged = logsSince(from);
    expect(
      logged.errors.some((line) => line.includes("email_outbox")),
      logged.everything.slice(-3000),
    ).toBe(true);

    // 2. The row is refused by a constraint: PostgreSQL's detail repeats the whole row.
    from = app.server.logs.length;
    await app.query("alter table email_outbox add constraint no_new_mail check (id < 0) not valid");
    try {
      expect((await post()).status).toBeGreaterThanOrEqual(500);
    } finally {
      await app.query("alter table email_outbox drop constraint no_new_mail");
    }
    logged = logsSince(from);
    expect(
      logged.errors.some((line) => line.includes("no_new_mail")),
      logged.everything.slice(-3000),
    ).toBe(true);

    const everything = app.server.output();
    expect(everything).not.toContain(digest);
    expect(everything).not.toContain(submissionToken);
    expect(everything).not.toContain(entries.email);
    expect(everything).not.toContain(entries.comment);
    const [stored] = await app.query<{ n: string }>("select count(*) as n from reviews where email = $1", [
      entries.email,
    ]);
    expect(Number(stored?.n)).toBe(0);
  });
});

describe("secret links in the log", () => {
  /** Every secret put in an address during this test, searched for in the whole output at the end. */
  const issued: string[] = [];

  /** The route's address with a fresh secret in its secret segment and 7 in any other parameter. */
  function addressOf(route: string): string {
    return `/${route
      .split("/")
      .map((segment) => {
        if (SECRET_PARAMETER.test(segment)) {
          const secret = newSecret();
          issued.push(secret);
          return secret;
        }
        return segment.startsWith(":") ? "7" : segment;
      })
      .join("/")}`;
  }

  it("finds the secret routes in the route table, every language's trip pages among them", () => {
    expect(SECRET_ROUTES).toEqual(expect.arrayContaining(["trip/:token", "de/reise/:token", "invite/:token"]));
    expect(SECRET_ROUTES).toContain("api/payments/mobile-money/callback/:secret");
    expect(SECRET_ROUTES).toContain("api/payments/mpesa/callback/:secret");
    expect(SECRET_ROUTES.length).toBeGreaterThan(30);
  });

  it("never contain the secret of any secret route, however it is asked for", async () => {
    const from = app.server.logs.length;
    const addresses = [
      ...SECRET_ROUTES.map(addressOf),
      `/api/auth/reset-password/${(() => {
        const secret = newSecret();
        issued.push(secret);
        return secret;
      })()}`,
    ];
    for (const address of addresses) await driveEveryWay(address);
    // The password reset's token travels in the query.
    const resetToken = newSecret();
    issued.push(resetToken);
    await getPage(app, `/update-password?token=${resetToken}`);
    await postForm(app, `/update-password?token=${resetToken}`, { password: "x", confirm: "y", token: resetToken });

    // While the database fails under the trip pages and invitations, their errors are logged: without the secret.
    await app.query("alter table trip_links rename to trip_links_away");
    await app.query("alter table staff_invitations rename to staff_invitations_away");
    const failing = [addressOf("trip/:token"), addressOf("de/reise/:token"), addressOf("invite/:token")];
    const failingStatuses: number[][] = [];
    try {
      for (const address of failing) failingStatuses.push(await driveEveryWay(address));
    } finally {
      await app.query("alter table trip_links_away rename to trip_links");
      await app.query("alter table staff_invitations_away rename to staff_invitations");
    }

    const lines = app.server.logs.slice(from).map((line) => JSON.stringify(line));
    // Every way was logged: the request lines, the body limit's warnings, the failures.
    expect(lines.some((line) => line.includes("/invite/[token]"))).toBe(true);
    expect(lines.some((line) => line.includes("/de/reise/[token]"))).toBe(true);
    expect(lines.some((line) => line.includes("/api/payments/mobile-money/callback/[secret]"))).toBe(true);
    expect(lines.some((line) => line.includes("request body too large refused"))).toBe(true);
    expect(lines.some((line) => line.includes("request body without a length refused"))).toBe(true);
    expect(lines.some((line) => line.includes("request failed before reaching the router"))).toBe(true);
    const failures = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(
      failures.some((line) => /trip_links|staff_invitations/.test(line)),
      `${JSON.stringify(failingStatuses)}\n${failures.slice(-3).join("\n")}`,
    ).toBe(true);
    const everything = app.server.output();
    for (const secret of issued) expect(everything.includes(secret), `${secret} is in the output`).toBe(false);
  });

  it("never contain a real invitation's token, issued by the staff portal and used every way", async () => {
    const cookie = await signInAsAdmin(app);
    const email = `invited.${randomBytes(4).toString("hex")}@heartbeest.test`;
    const sent = app.smtp.messages.length;
    const invited = await postForm(
      app,
      "/admin/staff",
      { intent: "invite", name: "Log Check", email, role: "owner" },
      { cookie },
    );
    expect(invited.status).toBeLessThan(400);
    await app.smtp.waitForMessages(sent + 1);
    const message = app.smtp.messages.find((one) => one.envelopeTo.includes(email));
    const token = /\/invite\/([A-Za-z0-9_-]{16,})/.exec(message?.text ?? "")?.[1];
    expect(token, message?.text).toBeTruthy();
    const from = app.server.logs.length;
    expect((await getPage(app, `/invite/${token}`)).status).toBe(200);
    await driveEveryWay(`/invite/${token}`, cookie);
    expect(app.server.logs.slice(from).some((line) => JSON.stringify(line).includes("/invite/[token]"))).toBe(true);
    expect(app.server.output()).not.toContain(token!);
  });
});
