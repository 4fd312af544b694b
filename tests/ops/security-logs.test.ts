// Secrets never reach the log: the running product's queries are made to fail while a staff session token
// or a review's submission key is one of their values (a table or column taken away under the server, a
// constraint that refuses the row), and everything the server wrote (its JSON lines and anything else on
// stdout or stderr) is searched for them. The failures must have been logged, so the search is not empty.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReviewSchema, REVIEW_INTENT } from "~/features/reviews/review-schema";
import { reviewSubmissionKey } from "~/features/reviews/reviews.server";
import {
  getPage,
  postForm,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
  submissionTokenOf,
} from "./support/security-app";

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
