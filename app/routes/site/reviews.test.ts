// The Reviews page's loader and action against a real database, called as React Router calls them: a
// real Request with FormData, the load context a server hands over. A review is stored as 'pending' with
// the staff e-mail queued, and only appears once published.
import { desc, eq, like } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import { emailOutbox, rateLimits, reviews } from "~/db/schema";
import { REVIEW_RATE_LIMIT } from "~/features/reviews/reviews.server";
import { clientAddress } from "~/features/spam/client-address.server";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import { issueSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { type RouteOutcome, runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { expectUnreadableFormRefused, unreadableFormPost } from "../../../tests/setup/unreadable-form";
import { TEST_SITE_URL, testContext } from "../../../tests/support/staff-sessions";
import { action, loader, REVIEWS_PAGE_SIZE } from "./reviews";

const SITE = TEST_SITE_URL;
const STAFF_EMAIL = "reviews-team@heartbeest.test";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.delete(reviews);
  await database.db.delete(emailOutbox);
  await database.db.delete(rateLimits);
});

// The load context a server hands to actions (shared with the staff route tests); each call gets its own
// client address unless a test says otherwise.
function context(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { ...testContext(database, { STAFF_EMAIL }), ...overrides };
}

function reviewForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values: Record<string, string> = {
    intent: "submit-review",
    [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
    name: "Amina Otieno",
    email: "amina@example.com",
    rating: "5",
    comment: "Our guide found a leopard on the first evening.",
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

type Outcome = RouteOutcome;

/** Runs the action and reports what the browser would get. */
async function post(form: FormData, ctx = context(), path = "/reviews"): Promise<Outcome> {
  const request = new Request(`${SITE}${path}`, { method: "POST", body: form });
  return runRoute(() => action({ request, context: ctx, params: {} } as never));
}

async function load(path = "/reviews") {
  const result = (await loader({
    request: new Request(`${SITE}${path}`),
    context: context(),
    params: {},
  } as never)) as unknown as Record<string, unknown>;
  if (result.type === "DataWithResponseInit") {
    return { status: (result.init as ResponseInit).status, data: result.data as Record<string, unknown> };
  }
  return { status: 200, data: result };
}

async function loadedReviews(path = "/reviews") {
  const { data } = await load(path);
  if (data.state !== "loaded") throw new Error(`the page did not load: ${JSON.stringify(data)}`);
  return data as unknown as {
    reviews: { userName: string; comment: string; rating: number }[];
    page: number;
    pages: number;
    tab: string;
    structuredData: Record<string, unknown> | null;
  };
}

async function storedReviews() {
  return database.db.select().from(reviews).orderBy(desc(reviews.id));
}

async function staffEmails() {
  return database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "review_staff_notification"));
}

describe("submitting a review", () => {
  it("stores it as pending, queues the staff e-mail and redirects with the success toast", async () => {
    const outcome = await post(reviewForm());
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/reviews");
    const cookie = outcome.headers.get("set-cookie") ?? "";
    const toast = await toastCookie.parse(cookie.split(";")[0] ?? "");
    expect(toast).toMatchObject({
      type: "success",
      title: "Review Submitted",
      description: expect.stringMatching(
        /^Thank you for sharing your experience with us! .*once our team has approved it/,
      ),
    });

    const [stored] = await storedReviews();
    expect(stored).toMatchObject({
      userName: "Amina Otieno",
      email: "amina@example.com",
      rating: 5,
      comment: "Our guide found a leopard on the first evening.",
      status: "pending",
      subjectType: "company",
      publishedAt: null,
    });
    const emails = await staffEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: STAFF_EMAIL, status: "pending" });
    expect(emails[0]?.subject).toContain("Amina Otieno");
    expect(emails[0]?.textBody).toContain("Our guide found a leopard on the first evening.");
    expect(emails[0]?.textBody).toContain(`${SITE}/admin/reviews?status=pending`);
  });

  it("shows it only once staff have published it", async () => {
    await post(reviewForm({ comment: "Waiting for approval, then visible." }));
    expect((await loadedReviews()).reviews).toEqual([]);

    const [stored] = await storedReviews();
    await database.db
      .update(reviews)
      .set({ status: "published", publishedAt: new Date() })
      .where(eq(reviews.id, stored!.id));
    expect((await loadedReviews()).reviews.map((review) => review.comment)).toEqual([
      "Waiting for approval, then visible.",
    ]);

    await database.db.update(reviews).set({ status: "hidden" }).where(eq(reviews.id, stored!.id));
    expect((await loadedReviews()).reviews).toEqual([]);
  });

  it("stores markup exactly as typed and hands it to the page as text, never as HTML", async () => {
    const comment = '<script>alert("xss")</script><img src=x onerror="alert(1)"> & more';
    const name = "<b>Mallory</b>";
    await post(reviewForm({ comment, name }));
    const [stored] = await storedReviews();
    expect(stored).toMatchObject({ comment, userName: name });
    await database.db.update(reviews).set({ status: "published" }).where(eq(reviews.id, stored!.id));

    const page = await loadedReviews();
    expect(page.reviews[0]).toMatchObject({ comment, userName: name });
    // The staff e-mail's HTML escapes it.
    const [email] = await staffEmails();
    expect(email?.htmlBody).not.toContain("<script>");
    expect(email?.htmlBody).not.toContain("<img");
    expect(email?.htmlBody).toContain("&lt;script&gt;");
  });

  it.each([
    ["a blank name", { name: "" }, { name: "Name is required" }],
    ["an invalid e-mail", { email: "not-an-address" }, { email: "Invalid email address" }],
    ["a blank e-mail", { email: "" }, { email: "Invalid email address" }],
    ["a blank comment", { comment: "" }, { comment: "Review comment is required" }],
    ["no rating", { rating: "" }, { rating: "Please select a rating before submitting your review." }],
    ["a rating of 9", { rating: "9" }, { rating: "Please select a rating before submitting your review." }],
    ["a 101-character name", { name: "x".repeat(101) }, { name: "Please use at most 100 characters" }],
    ["a 2001-character comment", { comment: "x".repeat(2001) }, { comment: "Please use at most 2000 characters" }],
  ] as [string, Record<string, string>, Record<string, string>][])(
    "refuses %s with status 400 and the message, keeping the values",
    async (_label, fields, errors) => {
      const outcome = await post(reviewForm(fields));
      expect(outcome.status).toBe(400);
      expect(outcome.body).toMatchObject({ status: "error", code: 400, formError: null, fieldErrors: errors });
      expect((outcome.body as { values: Record<string, string> }).values).toMatchObject({
        email: fields.email ?? "amina@example.com",
        comment: fields.comment ?? "Our guide found a leopard on the first evening.",
      });
      expect(await storedReviews()).toEqual([]);
      expect(await staffEmails()).toEqual([]);
    },
  );

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const outcome = await post(reviewForm({ [HONEYPOT_FIELD_NAME]: "+1 555 0100" }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/reviews");
    expect(await storedReviews()).toEqual([]);
    expect(await staffEmails()).toEqual([]);
  });

  it("stores one per visitor when several post the token of one cached page", async () => {
    const token = issueSubmissionToken();
    const amina = reviewForm({ [SUBMISSION_TOKEN_FIELD]: token });
    const baraka = reviewForm({ [SUBMISSION_TOKEN_FIELD]: token, name: "Baraka Mwangi", email: "baraka@example.com" });
    await Promise.all([post(amina), post(baraka)]);
    await post(amina);
    expect(await storedReviews()).toHaveLength(2);
    expect(await staffEmails()).toHaveLength(2);
  });

  it("stores a double-posted form once", async () => {
    const form = reviewForm();
    const [first, second] = await Promise.all([post(form), post(form)]);
    expect([first.status, second.status]).toEqual([302, 302]);
    const again = await post(form);
    expect(again.status).toBe(302);
    expect(await storedReviews()).toHaveLength(1);
    expect(await staffEmails()).toHaveLength(1);
  });

  it("limits each address, answering 429 with Retry-After and a clear message", async () => {
    const ctx = context({ clientAddress: "203.0.113.77" });
    for (let sent = 0; sent < REVIEW_RATE_LIMIT.limit; sent += 1) {
      expect((await post(reviewForm(), ctx)).status).toBe(302);
    }
    const refused = await post(reviewForm(), ctx);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: "error", code: 429, formError: expect.stringMatching(/try again/i) });
    expect((refused.body as { values: Record<string, string> }).values).toMatchObject({ email: "amina@example.com" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await storedReviews()).toHaveLength(REVIEW_RATE_LIMIT.limit);

    // Someone else is not affected.
    expect((await post(reviewForm(), context({ clientAddress: "203.0.113.78" }))).status).toBe(302);
  });

  it("believes X-Forwarded-For only behind a trusted proxy", async () => {
    const request = new Request(`${SITE}/reviews`, {
      method: "POST",
      body: reviewForm(),
      headers: { "X-Forwarded-For": "192.0.2.50" },
    });
    // The address as the HTTP server puts it in the load context, behind a proxy at 10.0.0.1.
    const ctx = context({ clientAddress: clientAddress(request, { trustProxy: true, socketAddress: "10.0.0.1" }) });
    await action({ request, context: ctx, params: {} } as never);
    const keys = (await database.db.select().from(rateLimits).where(like(rateLimits.key, "review:%"))).map(
      (row) => row.key,
    );
    expect(keys).toEqual(["review:192.0.2.50"]);
  });

  it("answers 500 with the failure text's status when the review cannot be stored", async () => {
    const broken = context();
    broken.db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("database is down"));
        return Reflect.get(target, property, receiver);
      },
    });
    const outcome = await post(reviewForm(), broken);
    expect(outcome.status).toBe(500);
    expect(outcome.body).toMatchObject({ status: "error", code: 500, values: { email: "amina@example.com" } });
  });

  it("refuses a post without the form's intent", async () => {
    const outcome = await post(reviewForm({ intent: "something-else" }));
    expect(outcome.status).toBe(400);
    expect(await storedReviews()).toEqual([]);
  });
  it("answers a broken multipart body with a clear 400, not a 500", async () => {
    const request = unreadableFormPost(`${SITE}/reviews`);
    await expectUnreadableFormRefused(() => action({ request, context: context(), params: {} } as never));
  });
});

describe("the list of reviews", () => {
  async function publish(count: number, rating: (index: number) => number) {
    await database.db.insert(reviews).values(
      Array.from({ length: count }, (_, index) => ({
        userName: `Guest ${index + 1}`,
        email: `guest${index + 1}@example.com`,
        rating: rating(index),
        comment: `Review number ${index + 1}`,
        status: "published" as const,
        createdAt: new Date(Date.UTC(2025, 0, index + 1)),
      })),
    );
  }

  it("shows the empty state's data when nothing is published", async () => {
    await database.db.insert(reviews).values({ userName: "P", email: "p@example.com", rating: 5, comment: "pending" });
    const page = await loadedReviews();
    expect(page.reviews).toEqual([]);
    expect(page.structuredData).toBeNull();
  });

  it("pages newest first and filters the five-star tab", async () => {
    await publish(REVIEWS_PAGE_SIZE + 4, (index) => (index % 2 === 0 ? 5 : 4));
    const first = await loadedReviews();
    expect(first.pages).toBe(2);
    expect(first.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.reviews[0]?.comment).toBe(`Review number ${REVIEWS_PAGE_SIZE + 4}`);

    const second = await loadedReviews("/reviews?page=2");
    expect(second.reviews.map((review) => review.comment)).toEqual([
      "Review number 4",
      "Review number 3",
      "Review number 2",
      "Review number 1",
    ]);

    const fiveStar = await loadedReviews("/reviews?rating=5");
    expect(fiveStar.tab).toBe("five-star");
    expect(fiveStar.reviews.every((review) => review.rating === 5)).toBe(true);
    expect(fiveStar.reviews).toHaveLength(7);

    // Out-of-range and nonsense pages fall back to a real one.
    expect((await loadedReviews("/reviews?page=99")).page).toBe(2);
    expect((await loadedReviews("/reviews?page=-3")).page).toBe(1);
    expect((await loadedReviews("/reviews?page=abc")).page).toBe(1);
  });

  it("describes the reviews and their average for search engines", async () => {
    await publish(2, (index) => (index === 0 ? 5 : 4));
    const { structuredData } = await loadedReviews();
    expect(structuredData).toMatchObject({
      "@type": "TravelAgency",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
      review: [
        { "@type": "Review", reviewRating: { ratingValue: 4 } },
        { "@type": "Review", reviewRating: { ratingValue: 5 } },
      ],
    });
  });

  // The reviews table read through a database whose select fails with `failure`.
  function failingContext(failure: Error): AppLoadContext {
    const broken = context();
    broken.db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") {
          return () => {
            throw failure;
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    return broken;
  }

  it("answers 503 with Retry-After and the error state while the database is unreachable", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const result = (await loader({
      request: new Request(`${SITE}/reviews`),
      context: failingContext(refused),
      params: {},
    } as never)) as {
      data: { state: string };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(503);
    expect(new Headers(result.init.headers).get("Retry-After")).toBe("10");
    expect(result.data.state).toBe("error");
  });

  it("answers any other failure 500 (a real error, not a passing outage) with the same error state", async () => {
    const broken = new Error('column "rating" does not exist');
    const result = (await loader({
      request: new Request(`${SITE}/reviews`),
      context: failingContext(broken),
      params: {},
    } as never)) as {
      data: { state: string };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(500);
    expect(new Headers(result.init.headers).has("Retry-After")).toBe(false);
    expect(result.data.state).toBe("error");
  });
});
