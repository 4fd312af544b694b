// The Contact page's action against a real database, called as React Router calls it: a real Request with
// FormData. An inquiry is stored with the staff e-mail queued in the same transaction; invalid posts get
// 400 with the messages and the visitor's words; robots and floods are turned away.
import { desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import { emailOutbox, enquiries, inquiries, rateLimits } from "~/db/schema";
import { openEnquiry } from "~/features/inbox/enquiries.server";
import { SOURCE_FIELDS } from "~/features/inbox/enquiry-source";
import { INQUIRY_RATE_LIMIT } from "~/features/inquiries/inquiries.server";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import { issueSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { type RouteOutcome, runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { expectUnreadableFormRefused, unreadableFormPost } from "../../../tests/setup/unreadable-form";
import { TEST_SITE_URL, testContext } from "../../../tests/support/staff-sessions";
import { action, loader } from "./contact";

const SITE = TEST_SITE_URL;
const STAFF_EMAIL = "enquiries@heartbeest.test";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  // An inquiry's enquiry holds it (ON DELETE RESTRICT): the enquiry goes first.
  await database.db.delete(enquiries);
  await database.db.delete(inquiries);
  await database.db.delete(emailOutbox);
  await database.db.delete(rateLimits);
});

// The load context a server hands to actions (shared with the staff route tests); each call gets its own
// client address unless a test says otherwise.
function context(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { ...testContext(database, { STAFF_EMAIL }), ...overrides };
}

const VALID = {
  name: "Amina Otieno",
  email: "amina@example.com",
  phone: "+254 700 000 001",
  subject: "Honeymoon in August",
  inquiryType: "custom",
  message: "We would love ten days in the Mara and on Zanzibar.",
};

function contactForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values: Record<string, string> = {
    intent: "send-inquiry",
    [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
    ...VALID,
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

type Outcome = RouteOutcome;

async function post(form: FormData, ctx = context()): Promise<Outcome> {
  const request = new Request(`${SITE}/contact`, { method: "POST", body: form });
  return runRoute(() => action({ request, context: ctx, params: {} } as never));
}

const stored = () => database.db.select().from(inquiries).orderBy(desc(inquiries.id));
const staffEmails = () =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "inquiry_staff_notification"));

describe("sending an inquiry", () => {
  it("stores it, queues the staff e-mail and redirects back with the success toast", async () => {
    const outcome = await post(contactForm());
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/contact");
    const toast = await toastCookie.parse(outcome.headers.get("set-cookie")?.split(";")[0] ?? "");
    expect(toast).toMatchObject({
      type: "success",
      title: "Message sent",
      description: "Thank you for contacting us. We will get back to you within 24 hours.",
    });

    const [inquiry] = await stored();
    expect(inquiry).toMatchObject({ ...VALID, status: "new" });
    const emails = await staffEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      toAddress: STAFF_EMAIL,
      replyTo: "amina@example.com",
      subject: "Website inquiry: Honeymoon in August",
      status: "pending",
    });
    expect(emails[0]?.textBody).toContain("Inquiry type: Custom safari");
    expect(emails[0]?.textBody).toContain("We would love ten days in the Mara and on Zanzibar.");
  });

  it("stores a blank phone as none and a missing inquiry type as general", async () => {
    const form = contactForm({ phone: "" });
    form.delete("inquiryType");
    expect((await post(form)).status).toBe(302);
    const [inquiry] = await stored();
    expect(inquiry).toMatchObject({ phone: null, inquiryType: "general" });
    expect((await staffEmails())[0]?.textBody).toContain("Phone: Not given");
  });

  it.each([
    ["a one-letter name", { name: "A" }, { name: "Name must be at least 2 characters." }],
    ["an invalid e-mail", { email: "amina@" }, { email: "Please enter a valid email address." }],
    ["an invalid phone", { phone: "ring me" }, { phone: "Please enter a valid phone number." }],
    ["a blank subject", { subject: "" }, { subject: "Subject is required." }],
    ["an unknown inquiry type", { inquiryType: "spam" }, { inquiryType: "Please choose an inquiry type." }],
    ["a short message", { message: "Hello" }, { message: "Message must be at least 10 characters." }],
    ["a 101-character name", { name: "n".repeat(101) }, { name: "Please use at most 100 characters." }],
    ["a 151-character subject", { subject: "s".repeat(151) }, { subject: "Please use at most 150 characters." }],
    ["a 5001-character message", { message: "m".repeat(5001) }, { message: "Please use at most 5000 characters." }],
    ["a 41-character phone", { phone: "1".repeat(41) }, { phone: "Please use at most 40 characters." }],
  ] as [string, Record<string, string>, Record<string, string>][])(
    "refuses %s with status 400 and the message, keeping the values",
    async (_label, fields, errors) => {
      const outcome = await post(contactForm(fields));
      expect(outcome.status).toBe(400);
      expect(outcome.body).toEqual({
        status: "error",
        code: 400,
        formError: null,
        fieldErrors: errors,
        values: { ...VALID, ...fields },
      });
      expect(await stored()).toEqual([]);
      expect(await staffEmails()).toEqual([]);
    },
  );

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const outcome = await post(contactForm({ [HONEYPOT_FIELD_NAME]: "555-0100" }));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/contact");
    expect(await stored()).toEqual([]);
    expect(await staffEmails()).toEqual([]);
  });

  it("stores one per visitor when several post the token of one cached page", async () => {
    const token = issueSubmissionToken();
    const amina = contactForm({ [SUBMISSION_TOKEN_FIELD]: token });
    const baraka = contactForm({ [SUBMISSION_TOKEN_FIELD]: token, name: "Baraka Mwangi", email: "baraka@example.com" });
    await Promise.all([post(amina), post(baraka)]);
    await post(amina);
    expect(await stored()).toHaveLength(2);
    expect(await staffEmails()).toHaveLength(2);
  });

  it("stores a double-posted form once", async () => {
    const form = contactForm();
    await Promise.all([post(form), post(form)]);
    await post(form);
    expect(await stored()).toHaveLength(1);
    expect(await staffEmails()).toHaveLength(1);
  });

  it("limits each address like bookings, answering 429 with Retry-After", async () => {
    const ctx = context({ clientAddress: "203.0.113.90" });
    for (let sent = 0; sent < INQUIRY_RATE_LIMIT.limit; sent += 1) {
      expect((await post(contactForm(), ctx)).status).toBe(302);
    }
    const refused = await post(contactForm(), ctx);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: "error", code: 429, formError: expect.stringMatching(/try again/i) });
    expect((refused.body as { values: Record<string, string> }).values).toMatchObject({ email: "amina@example.com" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(INQUIRY_RATE_LIMIT.limit);
  });

  it("answers 500 when the inquiry cannot be stored, and stores no e-mail", async () => {
    const broken = context();
    broken.db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "transaction") return () => Promise.reject(new Error("database is down"));
        return Reflect.get(target, property, receiver);
      },
    });
    const outcome = await post(contactForm(), broken);
    expect(outcome.status).toBe(500);
    expect(outcome.body).toMatchObject({ status: "error", code: 500, values: { email: "amina@example.com" } });
    expect(await staffEmails()).toEqual([]);
  });

  it("gives every page load a fresh submission token", async () => {
    const args = { request: new Request(`${SITE}/contact`), context: context(), params: {} } as never;
    const first = await loader(args);
    const second = await loader(args);
    expect(first.submissionToken).not.toBe(second.submissionToken);
  });
  it("stores where the traveller came from, as the page's script filled the hidden fields", async () => {
    const outcome = await post(
      contactForm({
        [SOURCE_FIELDS.referrer]: "https://news.example.org/issue/12?subscriber=amina%40example.com",
        [SOURCE_FIELDS.landing]: "/safaris?utm_source=newsletter&utm_medium=email&utm_campaign=migration&page=2",
      }),
    );
    expect(outcome.status).toBe(302);
    const [inquiry] = await stored();
    const [enquiry] = await database.db.select().from(enquiries).where(eq(enquiries.inquiryId, inquiry!.id));
    // The other site without its query (which may name the reader); the landing page's path and UTM values only.
    expect(enquiry).toMatchObject({
      kind: "inquiry",
      subject: VALID.subject,
      sourceReferrer: "https://news.example.org/issue/12",
      sourceLandingPath: "/safaris",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "migration",
      utmTerm: null,
      utmContent: null,
      firstReplyAt: null,
    });
  });

  it("stores no source without script (the fields empty) or when the visitor came from our own pages", async () => {
    await post(contactForm({ [SOURCE_FIELDS.referrer]: "", [SOURCE_FIELDS.landing]: "" }));
    await post(
      contactForm({
        email: "second@example.com",
        [SOURCE_FIELDS.referrer]: `${SITE}/safaris/1`,
        [SOURCE_FIELDS.landing]: "//evil.example/?utm_source=spoof",
      }),
    );
    const rows = await database.db.select().from(enquiries).orderBy(desc(enquiries.id)).limit(2);
    for (const row of rows) {
      expect(row).toMatchObject({ sourceReferrer: null, sourceLandingPath: null, utmSource: null, utmCampaign: null });
    }
  });

  it("shows the reply-time figure once five replies were measured, and none before", async () => {
    const request = new Request(`${SITE}/contact`);
    expect((await loader({ request, context: context(), params: {} } as never)).replyFigure).toBeNull();

    // A database of its own: each server (and each database handle) keeps its figure for a few minutes.
    const measured = await createTestDatabase();
    try {
      const receivedAt = new Date(Date.now() - 3 * 24 * 60 * 60_000);
      for (const [index, minutes] of [20, 40, 50, 65, 95].entries()) {
        const [inquiry] = await measured.db
          .insert(inquiries)
          .values({ name: "T", email: `t${index}@example.com`, subject: "Mara", message: "Hi" })
          .returning();
        const enquiry = await openEnquiry(measured.db, {
          subject: { kind: "inquiry", inquiryId: inquiry!.id },
          name: "T",
          email: inquiry!.email,
          title: "Mara",
          receivedAt,
        });
        await measured.db
          .update(enquiries)
          .set({ firstReplyAt: new Date(receivedAt.getTime() + minutes * 60_000), firstReplyChannel: "email" })
          .where(eq(enquiries.id, enquiry.id));
      }
      const withFigure = { request, context: testContext(measured, { STAFF_EMAIL }), params: {} } as never;
      // Office time: the same replies read 1 hour when three days ago was a weekday, more across a weekend.
      expect((await loader(withFigure)).replyFigure).toMatch(/^We usually reply within \d+ hours?\.$/);
    } finally {
      await measured.destroy();
    }
  });

  it("answers a broken multipart body with a clear 400, not a 500", async () => {
    const request = unreadableFormPost(`${SITE}/contact`);
    await expectUnreadableFormRefused(() => action({ request, context: context(), params: {} } as never));
  });
});
