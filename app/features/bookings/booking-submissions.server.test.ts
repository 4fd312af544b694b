import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, emailOutbox, rateLimits, safariPackages, tripLinks } from "~/db/schema";
import { sendBookingConfirmationNow } from "~/features/bookings/booking-confirmation.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { quoteFromQuery } from "~/features/quotes/quote-service.server";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import { issueSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { seedDatabase } from "~/seed/seed.server";
import { type DeliveryLogger, startEmailDelivery } from "~/services/email/delivery.server";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../tests/fakes/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { hashBrowserProof, newBrowserProof } from "./booking-browser-proof.server";
import { BOOKING_FLOW_FORM } from "./booking-flow-actions.server";
import { bookingResidency } from "./booking-residency";
import {
  BOOKING_RATE_LIMIT,
  type BookingSubmissionContext,
  bookingRateLimitKey,
  submitBooking,
} from "./booking-submissions.server";
import { SAFARI_BOOKING_FORM } from "./safari-booking-action.server";

// The one pipeline, as each form's adapter calls it: with its own form (fields, schema, quote-field map).
const submitSafariBooking = (
  context: BookingSubmissionContext,
  { safariId, formData }: { safariId: number; formData: FormData },
) => submitBooking(context, SAFARI_BOOKING_FORM, { packageId: safariId, formData });
const submitBookingFlow = (context: BookingSubmissionContext, post: { packageId: number; formData: FormData }) =>
  submitBooking(context, BOOKING_FLOW_FORM, post);

// 1 July 2027, 09:00 in Nairobi.
const now = new Date("2027-07-01T06:00:00Z");
const MAIL_FROM = "Heartbeest Safari <bookings@heartbeest.example>";
const silent = { info() {}, warn() {}, error() {} } as unknown as DeliveryLogger;

let database: TestDatabase;
let smtp: FakeSmtpServer;
let safariId: number;
let nextAddress = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startFakeSmtpServer();
  // The sample packages with their rates: bookings are priced by the quote engine.
  await seedDatabase(database.db);
  const [pkg] = await database.db.select().from(safariPackages).where(eq(safariPackages.slug, "maasai-mara-explorer"));
  safariId = pkg?.id ?? 0;
});
afterAll(async () => {
  await smtp.stop();
  await database.destroy();
});
beforeEach(async () => {
  await smtp.start();
  smtp.messages.length = 0;
  smtp.behaviour.acceptDelayMs = undefined;
});

function context(overrides: Partial<BookingSubmissionContext> = {}): BookingSubmissionContext {
  return {
    db: database.db,
    config: {
      STAFF_EMAIL: "reservations@heartbeest.example",
      SITE_URL: "https://heartbeest.example",
      SMTP_URL: smtp.url,
      MAIL_FROM,
    },
    // Each test posts from its own address unless it says otherwise.
    clientAddress: `203.0.113.${nextAddress++}`,
    now,
    logger: silent,
    ...overrides,
  };
}

function safariForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values: Record<string, string> = {
    name: "Amina Otieno",
    phone: "+254 700 123 456",
    email: "amina@example.com",
    country: "Kenya",
    adults: "2",
    children: "1",
    arrival: "2027-08-01",
    departure: "2027-08-05",
    message: "",
    otherInfo: "",
    childAges: "7",
    [HONEYPOT_FIELD_NAME]: "",
    [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

function flowForm(fields: Record<string, string> = {}) {
  const form = new FormData();
  const values: Record<string, string> = {
    name: "Jonas Müller",
    email: "jonas@example.de",
    phone: "+49 30 1234567",
    country: "Germany",
    adults: "2",
    startDate: "2027-08-02",
    specialRequests: "",
    paymentChoice: "mpesa",
    [HONEYPOT_FIELD_NAME]: "",
    [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

/** The quote /api/quote gives non-residents for the sample package. */
async function quoteOf(question: {
  start: string;
  adults: string;
  childAges: string;
  residency?: string;
  singles?: string;
}) {
  const answer = await quoteFromQuery(database.db, new URLSearchParams({ package: String(safariId), ...question }), {
    now,
    fresh: true,
  });
  if (answer.status !== 200) throw new Error("no quote");
  return answer.quote;
}

async function tripLinkCount(bookingId: number) {
  return (await database.db.select({ id: tripLinks.id }).from(tripLinks).where(eq(tripLinks.bookingId, bookingId)))
    .length;
}

async function bookingCount() {
  return (await database.db.select({ id: bookings.id }).from(bookings)).length;
}

async function emailsOf(bookingId: number) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `booking:${bookingId}:%`))
    .orderBy(emailOutbox.id);
}

describe("submitSafariBooking", () => {
  it("stores the booking, sends the confirmation at once and leaves the staff notification to the job", async () => {
    const result = await submitSafariBooking(context(), { safariId, formData: safariForm() });
    expect(result.status).toBe("submitted");
    if (result.status !== "submitted") return;
    expect(result.confirmationSent).toBe(true);
    expect(result.booking.browserProofHash).toBe(hashBrowserProof(result.browserProof));
    const quote = await quoteOf({ start: "2027-08-01", adults: "2", childAges: "7" });
    expect(result.booking).toMatchObject({
      name: "Amina Otieno",
      totalAmount: quote.total,
      depositAmount: quote.deposit,
    });

    expect(smtp.messages).toHaveLength(1);
    const [confirmation] = smtp.messages;
    expect(confirmation?.envelopeTo).toEqual(["amina@example.com"]);
    expect(confirmation?.subject).toBe(`Your booking request ${result.booking.reference}: Maasai Mara Explorer`);
    expect(confirmation?.text).toContain(`Your booking reference is ${result.booking.reference}.`);
    expect(confirmation?.replyTo).toBe("reservations@heartbeest.example");

    const delivery = startEmailDelivery({
      db: database.db,
      config: context().config,
      logger: silent,
      intervalMs: 60_000,
    });
    await delivery.deliverNow();
    await delivery.stop();
    expect(smtp.messages).toHaveLength(2);
    const notification = smtp.messages[1];
    expect(notification?.envelopeTo).toEqual(["reservations@heartbeest.example"]);
    expect(notification?.replyTo).toBe("amina@example.com");
    expect(notification?.subject).toBe(
      `New booking request ${result.booking.reference}: Maasai Mara Explorer for Amina Otieno`,
    );
    for (const line of [
      "Name: Amina Otieno",
      "Email: amina@example.com",
      "Phone: +254 700 123 456",
      "Country: Kenya",
      "Safari package: Maasai Mara Explorer",
      "Adults: 2",
      "Children: 1",
      "Arrival date: Sunday, 1 August 2027",
      "Departure date: Thursday, 5 August 2027",
      "Message: No additional message",
      "Special requests: No special requests",
    ]) {
      expect(notification?.text).toContain(line);
    }
    expect(notification?.html).toContain("Sunday, 1 August 2027");
    expect((await emailsOf(result.booking.id)).map((e) => e.status)).toEqual(["sent", "sent"]);
  });

  it("returns field errors and the traveller's values, storing nothing", async () => {
    const before = await bookingCount();
    const form = safariForm({ name: "A", email: "amina", arrival: "2027-06-30", departure: "2027-06-29" });
    const result = await submitSafariBooking(context(), { safariId, formData: form });
    expect(result).toEqual({
      status: "invalid",
      fieldErrors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        arrival: "Arrival date cannot be in the past",
        departure: "Departure date must be after arrival date",
      },
      values: {
        name: "A",
        phone: "+254 700 123 456",
        email: "amina",
        country: "Kenya",
        adults: "2",
        children: "1",
        arrival: "2027-06-30",
        departure: "2027-06-29",
        message: "",
        otherInfo: "",
        residency: "",
        childAges: "7",
        singles: "",
        discountCode: "",
        quotedTotal: "",
      },
    });
    expect(await bookingCount()).toBe(before);
  });

  it("judges 'today' on Nairobi's clock", async () => {
    // 22:30 UTC on 31 July is already 1 August in Nairobi.
    const lateEvening = context({ now: new Date("2027-07-31T22:30:00Z") });
    const result = await submitSafariBooking(lateEvening, {
      safariId,
      formData: safariForm({ arrival: "2027-07-31", departure: "2027-08-03" }),
    });
    expect(result.status === "invalid" && result.fieldErrors.arrival).toBe("Arrival date cannot be in the past");
  });

  it("answers a filled honeypot like a success and stores nothing at all", async () => {
    const before = await bookingCount();
    const poster = context();
    const result = await submitSafariBooking(poster, {
      safariId,
      formData: safariForm({ [HONEYPOT_FIELD_NAME]: "+1 555 0100" }),
    });
    expect(result).toEqual({ status: "discarded" });
    expect(await bookingCount()).toBe(before);
    const limits = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, bookingRateLimitKey(poster.clientAddress ?? "")));
    expect(limits).toHaveLength(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it("gives a replayed post its booking back, to the browser that made it only, minting no link or e-mail", async () => {
    const form = safariForm();
    const first = await submitSafariBooking(context(), { safariId, formData: form });
    if (first.status !== "submitted") throw new Error(`not stored: ${first.status}`);
    const links = await tripLinkCount(first.booking.id);
    expect(links).toBe(1);

    const sameBrowser = context({ browserProofs: ["x".repeat(43), first.browserProof] });
    const replay = await submitSafariBooking(sameBrowser, { safariId, formData: form });
    expect(replay).toMatchObject({ status: "replayed", confirmationSent: true, browserProof: first.browserProof });
    expect(replay.status === "replayed" && replay.booking.id).toBe(first.booking.id);
    expect(replay).not.toHaveProperty("tripToken");

    // Another browser (no proof, or another booking's) learns only that the request arrived.
    for (const stranger of [context(), context({ browserProofs: [newBrowserProof()] })]) {
      expect(await submitSafariBooking(stranger, { safariId, formData: form })).toEqual({ status: "already_received" });
    }
    expect(await tripLinkCount(first.booking.id)).toBe(links);
    expect(smtp.messages).toHaveLength(1);
  });

  it("books once per traveller when several post the token of one cached page, and once per double click", async () => {
    const token = issueSubmissionToken();
    const safari = (name: string, email: string) =>
      submitSafariBooking(context(), {
        safariId,
        formData: safariForm({ [SUBMISSION_TOKEN_FIELD]: token, name, email }),
      });
    const flow = (name: string, email: string) =>
      submitBookingFlow(context(), {
        packageId: safariId,
        formData: flowForm({ [SUBMISSION_TOKEN_FIELD]: token, name, email }),
      });

    const answers = [
      await safari("Amina Shared", "amina.shared@example.com"),
      await safari("Baraka Shared", "baraka.shared@example.com"),
      await safari("Amina Shared", "amina.shared@example.com"),
      await flow("Chege", "chege.shared@example.com"),
      await flow("Chege", "chege.shared@example.com"),
    ];
    // Each traveller's post books; the copies (sent here without the first post's browser proof) name nothing.
    expect(answers.map((answer) => answer.status)).toEqual([
      "submitted",
      "submitted",
      "already_received",
      "submitted",
      "already_received",
    ]);
    const ids = answers.map((answer) => (answer.status === "submitted" ? answer.booking.id : null));
    expect(new Set([ids[0], ids[1], ids[3]]).size).toBe(3);
  });

  it("books once, without a token, when a form arrives without one", async () => {
    const form = safariForm();
    form.delete(SUBMISSION_TOKEN_FIELD);
    const result = await submitSafariBooking(context(), { safariId, formData: form });
    expect(result.status).toBe("submitted");
  });

  it("limits one address to 5 new bookings per 10 minutes", async () => {
    expect(BOOKING_RATE_LIMIT).toEqual({ limit: 5, windowMs: 600_000 });
    const address = "198.51.100.77";
    const from = (minutes: number, clientAddress = address) =>
      context({ clientAddress, now: new Date(now.getTime() + minutes * 60_000) });

    const forms = Array.from({ length: 5 }, () => safariForm());
    const accepted = [];
    for (const [i, formData] of forms.entries())
      accepted.push(await submitSafariBooking(from(i), { safariId, formData }));
    expect(accepted.map((r) => r.status)).toEqual(Array(5).fill("submitted"));

    const before = await bookingCount();
    const refused = await submitSafariBooking(from(6), { safariId, formData: safariForm() });
    expect(refused).toEqual({ status: "rate_limited", retryAfterSeconds: 240 });
    expect(await bookingCount()).toBe(before);

    // A replay of an accepted form is still answered; another address is not affected.
    const firstAccepted = accepted[0];
    if (firstAccepted?.status !== "submitted") throw new Error("the first booking was not stored");
    const replay = await submitSafariBooking(
      context({
        clientAddress: address,
        now: new Date(now.getTime() + 7 * 60_000),
        browserProofs: [firstAccepted.browserProof],
      }),
      { safariId, formData: forms[0] ?? safariForm() },
    );
    expect(replay).toMatchObject({ status: "replayed" });
    expect(replay.status === "replayed" && replay.booking.id).toBe(firstAccepted.booking.id);
    const neighbour = await submitSafariBooking(from(7, "198.51.100.78"), { safariId, formData: safariForm() });
    expect(neighbour.status).toBe("submitted");

    // When the window has passed the address may book again.
    const later = await submitSafariBooking(from(10), { safariId, formData: safariForm() });
    expect(later.status).toBe("submitted");
  });

  it("does not limit when the address is unknown", async () => {
    const unknown = () => context({ clientAddress: null });
    for (let i = 0; i < BOOKING_RATE_LIMIT.limit + 2; i++) {
      expect((await submitSafariBooking(unknown(), { safariId, formData: safariForm() })).status).toBe("submitted");
    }
  });

  it("answers package_not_found for an unknown safari", async () => {
    expect(await submitSafariBooking(context(), { safariId: 999_999, formData: safariForm() })).toEqual({
      status: "package_not_found",
    });
  });

  it("keeps the booking when the mail server is down and delivers its e-mails exactly once when it is back", async () => {
    await smtp.stop();
    const quickRetry = { firstDelayMs: 200, maxDelayMs: 1_000 };
    const result = await submitSafariBooking(context(), { safariId, formData: safariForm({ name: "Offline Olive" }) });
    expect(result.status === "submitted" && result).toMatchObject({ confirmationSent: false });
    if (result.status !== "submitted") return;
    const stored = await database.db.select().from(bookings).where(eq(bookings.id, result.booking.id));
    expect(stored).toHaveLength(1);
    const [, confirmation] = await emailsOf(result.booking.id);
    expect(confirmation).toMatchObject({ status: "pending", attempts: 1 });
    expect(confirmation?.lastError).toBeTruthy();
    // It is retried in 30 seconds ...
    const retryInMs = (confirmation?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(retryInMs).toBeGreaterThan(25_000);

    // ... which this test does not wait for: those 30 seconds pass, and the mail server is back.
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(like(emailOutbox.dedupeKey, `booking:${result.booking.id}:%`));
    await smtp.start();
    const delivery = startEmailDelivery({
      db: database.db,
      config: context().config,
      logger: silent,
      intervalMs: 25,
      retry: quickRetry,
    });
    const ours = () => smtp.messages.filter((m) => m.subject.includes(result.booking.reference));
    for (let waited = 0; ours().length < 2 && waited < 10_000; waited += 25) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Further rounds must not send anything again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await delivery.deliverNow();
    await delivery.stop();

    const received = ours();
    expect(received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      "amina@example.com",
      "reservations@heartbeest.example",
    ]);
    expect((await emailsOf(result.booking.id)).map((e) => e.status)).toEqual(["sent", "sent"]);
  });

  it("without SMTP says the confirmation is unavailable and the job holds the e-mails", async () => {
    const noSmtp = context({ config: { ...context().config, SMTP_URL: undefined } });
    const result = await submitSafariBooking(noSmtp, { safariId, formData: safariForm() });
    expect(result.status === "submitted" && result.confirmationSent).toBe(false);
    if (result.status !== "submitted") return;
    const delivery = startEmailDelivery({ db: database.db, config: noSmtp.config, logger: silent, intervalMs: 60_000 });
    await delivery.deliverNow();
    await delivery.stop();
    expect((await emailsOf(result.booking.id)).map((e) => e.status)).toEqual(["held", "held"]);
  });
});

describe("submitBookingFlow", () => {
  it("stores the booking with the payment choice and e-mails the M-Pesa instructions", async () => {
    const result = await submitBookingFlow(context(), { packageId: safariId, formData: flowForm() });
    expect(result.status).toBe("submitted");
    if (result.status !== "submitted") return;
    const quote = await quoteOf({ start: "2027-08-02", adults: "2", childAges: "" });
    expect(result.booking).toMatchObject({
      source: "booking_flow",
      name: "Jonas Müller",
      adults: 2,
      arrivalDate: "2027-08-02",
      // A 4-day safari ends 3 days after it starts.
      departureDate: "2027-08-05",
      paymentChoice: "mpesa",
      totalAmount: quote.total,
      depositAmount: quote.deposit,
      currency: "USD",
    });
    expect(result.confirmationSent).toBe(true);
    expect(smtp.messages[0]?.text).toContain(
      `please pay the 30% deposit of ${formatMinorUnits(quote.deposit ?? 0, "USD")} with M-Pesa: reply to this email and we will send you our paybill number. Your booking reference ${result.booking.reference} is the account number.`,
    );
  });

  it("needs a payment choice and valid details", async () => {
    const result = await submitBookingFlow(context(), {
      packageId: safariId,
      formData: flowForm({ paymentChoice: "card", adults: "21", name: "" }),
    });
    expect(result.status === "invalid" && result.fieldErrors).toEqual({
      name: "Name must be at least 2 characters",
      adults: "Maximum 20 adults allowed",
      paymentChoice: "Please choose how you would like to pay",
    });
  });

  it("answers package_not_found for an unknown package", async () => {
    expect(await submitBookingFlow(context(), { packageId: 31337, formData: flowForm() })).toEqual({
      status: "package_not_found",
    });
  });
});

describe("sendBookingConfirmationNow", () => {
  it("gives up waiting after the timeout, yet the attempt finishes and the e-mail goes out once", async () => {
    smtp.behaviour.acceptDelayMs = 800;
    const noWait = context({ config: { ...context().config, SMTP_URL: undefined } });
    const result = await submitSafariBooking(noWait, { safariId, formData: safariForm() });
    if (result.status !== "submitted") throw new Error("expected a booking");

    const sent = await sendBookingConfirmationNow(database.db, result.booking.id, context().config, {
      timeoutMs: 100,
    });
    expect(sent).toBe(false);
    // A second immediate try while the first is under way must not send again.
    expect(await sendBookingConfirmationNow(database.db, result.booking.id, context().config)).toBe(false);
    await smtp.waitForMessages(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.messages).toHaveLength(1);
    const [, confirmation] = await emailsOf(result.booking.id);
    expect(confirmation?.status).toBe("sent");
    // Once sent, asking again reports it as sent without sending it again.
    expect(await sendBookingConfirmationNow(database.db, result.booking.id, context().config)).toBe(true);
    expect(smtp.messages).toHaveLength(1);
  });

  it("reports false for an unknown booking and never throws", async () => {
    expect(await sendBookingConfirmationNow(database.db, 777_777, context().config)).toBe(false);
  });
});

describe("submitBooking, the one pipeline for both forms", () => {
  it("takes the same trip from either form at the same server quote, each keeping its own words", async () => {
    const trip = { residency: "resident", childAges: "7", singles: "1" };
    const safari = await submitSafariBooking(context(), {
      safariId,
      formData: safariForm({ ...trip, adults: "2", children: "1", arrival: "2027-08-01", departure: "2027-08-05" }),
    });
    // The flow asks the party as the safari form does: two adults and a child of 7.
    const flow = await submitBookingFlow(context(), {
      packageId: safariId,
      formData: flowForm({ ...trip, adults: "2", children: "1", startDate: "2027-08-01" }),
    });
    if (safari.status !== "submitted" || flow.status !== "submitted") {
      throw new Error(`not stored: ${safari.status}, ${flow.status}`);
    }
    const quote = await quoteOf({
      start: "2027-08-01",
      adults: "2",
      childAges: "7",
      residency: "resident",
      singles: "1",
    });
    for (const { booking } of [safari, flow]) {
      expect(booking).toMatchObject({ adults: 2, children: 1, childAges: [7], singles: 1, arrivalDate: "2027-08-01" });
      expect(booking.quote).toEqual(quote);
      expect(bookingResidency(booking)).toBe("resident");
    }
    expect(safari.booking).toMatchObject({
      source: "safari_form",
      name: "Amina Otieno",
      departureDate: "2027-08-05",
      paymentChoice: null,
    });
    expect(flow.booking).toMatchObject({
      source: "booking_flow",
      name: "Jonas Müller",
      departureDate: quote.end,
      paymentChoice: "mpesa",
    });
  });

  it("refuses a party the quote cannot take, beside the form's own field and in /api/quote's words", async () => {
    const before = await bookingCount();
    // Twenty adults and a child pass the form's own limits, but not a quote's: one party of twenty at most.
    const formData = safariForm({ adults: "20", children: "1", childAges: "7" });
    const result = await submitSafariBooking(context(), { safariId, formData });
    const asked = await quoteFromQuery(
      database.db,
      new URLSearchParams({ package: String(safariId), start: "2027-08-01", adults: "20", childAges: "7" }),
      { now },
    );
    expect(asked).toMatchObject({ status: 400, errors: { childAges: expect.any(String) } });
    expect(result).toMatchObject({
      status: "invalid",
      fieldErrors: { childAges: asked.status === 400 ? asked.errors.childAges : "" },
    });
    expect(await bookingCount()).toBe(before);
  });
});
