// The booking flow's loader and action as the route calls them: real Requests with form data, a real
// database and a real SMTP server. Each step's HTTP answer, the redirect with its toast and cookie, and
// what was stored.
import { eq, inArray, like, sql } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import {
  bookings,
  childBands,
  emailOutbox,
  partyRates,
  rateCards,
  safariPackages,
  seasons,
  tripLinks,
} from "~/db/schema";
import { quoteFromQuery } from "~/features/quotes/quote-service.server";
import type { Quote } from "~/features/quotes/rate-book";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import { issueSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { findBookingByTripToken } from "~/features/trip/trip-links.server";
import { startEmailDelivery } from "~/services/email/delivery.server";
import { businessToday } from "~/utils/business-calendar";
import { loadConfig } from "~/utils/env.server";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../tests/fakes/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { bookingFlowAction, bookingFlowLoader } from "./booking-flow-actions.server";
import { BOOKING_FLOW_FIELDS, createBookingFlowSchema, PAYMENT_CHOICES } from "./booking-flow-schema";
import type { BookingFlowActionData, BookingFlowLoaderData } from "./booking-flow-view";
import { bookingKey } from "./bookings.server";

// 1 July 2027, 09:00 in Nairobi.
const now = new Date("2027-07-01T06:00:00Z");
const SITE = "http://heartbeest.test";
const silent = pino({ level: "silent" });

let database: TestDatabase;
let smtp: FakeSmtpServer;
let packageId: number;
let onRequestId: number;
let nextAddress = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startFakeSmtpServer();
  const [pkg, onRequest] = await database.db
    .insert(safariPackages)
    .values([
      { slug: "great-migration", title: "Great Migration Safari", durationDays: 7, price: 2500, currency: "USD" },
      { slug: "private-fly-in", title: "Private Fly-in", durationDays: 5, price: null, currency: "KES" },
    ])
    .returning();
  packageId = pkg?.id ?? 0;
  onRequestId = onRequest?.id ?? 0;
  // The Great Migration's non-resident rate: USD 400.00 per person per night all of 2027 (the fly-in has none,
  // so it is priced on request).
  await database.db
    .insert(seasons)
    .values({ name: "High season 2027", kind: "high", startsOn: "2027-01-01", endsOn: "2027-12-31" });
  const [card] = await database.db
    .insert(rateCards)
    .values({ packageId, residency: "non_resident", currency: "USD" })
    .returning();
  await database.db
    .insert(partyRates)
    .values({ cardId: card?.id ?? 0, season: "high", minTravellers: 1, maxTravellers: 20, perPersonPerNight: 40_000 });
  // Residents pay KES 30,000.00 per night; children up to 11 half of it.
  const [residents] = await database.db
    .insert(rateCards)
    .values({ packageId, residency: "resident", currency: "KES" })
    .returning();
  await database.db.insert(partyRates).values({
    cardId: residents?.id ?? 0,
    season: "high",
    minTravellers: 1,
    maxTravellers: 20,
    perPersonPerNight: 3_000_000,
  });
  await database.db
    .insert(childBands)
    .values({ cardId: residents?.id ?? 0, minAge: 0, maxAge: 11, kind: "percent", value: 50 });
});
afterAll(async () => {
  await smtp?.stop();
  await database?.destroy();
});
beforeEach(async () => {
  await smtp.start();
  smtp.messages.length = 0;
});

type FlowContext = Pick<AppLoadContext, "db" | "config" | "log" | "clientAddress">;

function context(overrides: Partial<FlowContext> = {}): FlowContext {
  return {
    db: database.db,
    config: loadConfig({
      NODE_ENV: "test",
      SITE_URL: SITE,
      STAFF_EMAIL: "reservations@heartbeest.example",
      SMTP_URL: smtp.url,
    }),
    log: silent,
    clientAddress: `203.0.113.${nextAddress++ % 250}`,
    ...overrides,
  };
}

/** A database handle whose every query fails as an unreachable server does (connection refused). */
function unreachable(): FlowContext["db"] {
  return new Proxy(database.db, {
    get(target, property, receiver) {
      if (["select", "insert", "transaction", "execute", "update"].includes(String(property))) {
        return () => {
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

function details(fields: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Jonas Müller",
    email: "jonas@example.de",
    phone: "+49 30 1234567",
    country: "Germany",
    adults: "3",
    startDate: "2027-08-02",
    specialRequests: "A cot for our youngest.",
    [HONEYPOT_FIELD_NAME]: "",
    [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
    ...fields,
  };
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function answer(run: () => Promise<unknown>): Promise<Answer> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) return { status: outcome.status, headers: outcome.headers, body: null };
  const wrapped = outcome as { type?: string; init?: ResponseInit | null; data?: unknown };
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, headers: new Headers(wrapped.init?.headers), body: wrapped.data };
  }
  return { status: 200, headers: new Headers(), body: outcome };
}

function post(
  fields: Record<string, string>,
  { id = packageId, ctx = context(), cookie }: { id?: number; ctx?: FlowContext; cookie?: string } = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`${SITE}/booking/${id}`, {
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : {},
  });
  return answer(() => bookingFlowAction({ request, params: { packageId: String(id) }, context: ctx, now }));
}

function get(path: string, { cookie, ctx = context() }: { cookie?: string; ctx?: FlowContext } = {}) {
  const request = new Request(`${SITE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
  const packageIdParam = new URL(request.url).pathname.split("/")[2];
  return answer(() => bookingFlowLoader({ request, params: { packageId: packageIdParam }, context: ctx, now }));
}

function cookiesOf(response: Answer): string[] {
  return response.headers.getSetCookie();
}

async function toastOf(response: Answer) {
  const cookie = cookiesOf(response).find((value) => value.startsWith(`${toastCookie.name}=`));
  return cookie ? await toastCookie.parse(cookie.split(";")[0] ?? "") : null;
}

async function tripLinksOf(bookingId: number) {
  return (await database.db.select({ id: tripLinks.id }).from(tripLinks).where(eq(tripLinks.bookingId, bookingId)))
    .length;
}

/** Every cookie an answer set, as the browser sends them back to /booking/{id}. */
function cookieJarOf(response: Answer): string {
  return cookiesOf(response)
    .map((value) => value.split(";")[0] ?? "")
    .join("; ");
}

/** The booking cookie as the browser sends it back. */
function bookingCookieOf(response: Answer): string {
  const cookie = cookiesOf(response).find((value) => value.startsWith("hb_booking="));
  if (!cookie) throw new Error("no booking cookie was set");
  return cookie.split(";")[0] ?? "";
}

/**
 * The bookings stored from a post of these details with any payment choice: the server keys a booking on
 * its form's token and the parsed fields (bookings.server.ts), so the test parses them the same way.
 */
async function storedFrom(fields: Record<string, string>, id = packageId) {
  const values = Object.fromEntries(BOOKING_FLOW_FIELDS.map((name) => [name, fields[name] ?? ""]));
  const parsed = createBookingFlowSchema({ today: businessToday(now), packageId: id }).safeParse(values);
  if (!parsed.success) return [];
  const keys = PAYMENT_CHOICES.map((payment) =>
    bookingKey(fields[SUBMISSION_TOKEN_FIELD] ?? "", { ...parsed.data, payment }),
  );
  return database.db.select().from(bookings).where(inArray(bookings.submissionToken, keys));
}

describe("the loader", () => {
  it("starts at the details step with a fresh token and Nairobi's day", async () => {
    const response = await get(`/booking/${packageId}`);
    expect(response.status).toBe(200);
    const data = response.body as BookingFlowLoaderData;
    expect(data).toMatchObject({
      step: "details",
      today: "2027-07-01",
      package: { id: packageId, title: "Great Migration Safari", durationDays: 7, price: 2500, currency: "USD" },
    });
    expect(data.step === "details" && data.submissionToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it.each(["999999", "abc", "0", "1.5"])(
    "answers the unknown package %s with 404, 'Package not found' and a way back, not a redirect",
    async (id) => {
      const response = await get(`/booking/${id}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("Location")).toBeNull();
      expect(response.body).toMatchObject({
        title: "Package not found",
        action: { to: "/safaris" },
      });
    },
  );

  it("answers 503 with Retry-After when the database is unreachable and the package was never read", async () => {
    const response = await get("/booking/777777", { ctx: context({ db: unreachable() }) });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("treats a broken query as a real error, not as an outage or a missing package", async () => {
    const broken = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "select") {
          return () => {
            throw new Error("syntax error at or near");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const response = await get(`/booking/${packageId}`, { ctx: context({ db: broken }) });
    expect(response.status).toBe(200);
    expect(response.body).toBeInstanceOf(Error);
  });

  it("sends a confirmation URL without this browser's booking back to the details", async () => {
    const response = await get(`/booking/${packageId}?step=confirmation`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/booking/${packageId}`);
  });
});

describe("the details step (intent=details)", () => {
  const invalid: [field: string, value: string, message: string][] = [
    ["name", "", "Name must be at least 2 characters"],
    ["name", "   ", "Name must be at least 2 characters"],
    ["name", "x".repeat(101), "Please use at most 100 characters"],
    ["email", "", "Email is required"],
    ["email", "jonas@", "Invalid email address"],
    ["email", "jonas", "Invalid email address"],
    ["phone", "", "Phone number is required"],
    ["phone", "abc", "Please enter a valid phone number"],
    ["adults", "", "At least 1 adult is required"],
    ["adults", "0", "At least 1 adult is required"],
    ["adults", "21", "Maximum 20 adults allowed"],
    ["adults", "2.5", "Please enter a whole number"],
    ["children", "21", "Maximum 20 children allowed"],
    ["startDate", "", "Start date is required"],
    ["startDate", "2027-06-30", "Start date cannot be in the past"],
    ["startDate", "2027-13-01", "Please enter a valid date"],
    ["specialRequests", "x".repeat(2001), "Please use at most 2000 characters"],
  ];

  it.each(invalid)("answers 400 for %s = %j with '%s', values and token kept", async (field, value, message) => {
    const fields = details({ [field]: value });
    const response = await post({ intent: "details", ...fields });
    expect(response.status).toBe(400);
    const data = response.body as BookingFlowActionData;
    expect(data.step).toBe("details");
    if (data.step !== "details") return;
    expect(data.fieldErrors).toEqual({ [field]: message });
    expect(data.values[field as keyof typeof data.values]).toBe(value);
    expect(data.values.name).toBe(field === "name" ? value : "Jonas Müller");
    expect(data.submissionToken).toBe(fields[SUBMISSION_TOKEN_FIELD]);
  });

  it("moves on to the payment step with the details carried along and the total computed on the server", async () => {
    const fields = details();
    const response = await post({ intent: "details", ...fields });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      step: "payment",
      submissionToken: fields[SUBMISSION_TOKEN_FIELD],
      values: { name: "Jonas Müller", adults: "3", startDate: "2027-08-02" },
      // A 7-day safari ends 6 days after it starts: 3 adults x 6 nights x USD 400.00.
      trip: { guests: 3, startDate: "2027-08-02", endDate: "2027-08-08" },
      // The quote's own figures in minor units, as every booking screen shows them.
      price: { currency: "USD", total: 720_000, deposit: 216_000, balance: 504_000 },
      quote: { total: 720_000, deposit: 216_000, currency: "USD" },
      alert: null,
    });
    expect(await database.db.select().from(bookings).where(eq(bookings.email, "jonas@example.de"))).toHaveLength(0);
  });

  it("goes back from the payment step with the values and the token kept (intent=back)", async () => {
    const fields = details();
    const response = await post({ intent: "back", ...fields, paymentChoice: "mpesa" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      step: "details",
      fieldErrors: {},
      submissionToken: fields[SUBMISSION_TOKEN_FIELD],
      values: { name: "Jonas Müller", phone: "+49 30 1234567", specialRequests: "A cot for our youngest." },
    });
  });

  it("answers 400 to an unknown intent", async () => {
    expect((await post({ intent: "pay-now", ...details() })).status).toBe(400);
  });
});

describe("confirming (intent=confirm)", () => {
  it("needs a payment choice", async () => {
    const fields = details();
    const response = await post({ intent: "confirm", ...fields });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      step: "payment",
      fieldErrors: { paymentChoice: "Please choose how you would like to pay" },
    });
    expect(await storedFrom(fields)).toHaveLength(0);
  });

  it("re-checks the carried details and returns to the details step when they are wrong", async () => {
    const response = await post({ intent: "confirm", ...details({ adults: "21" }), paymentChoice: "mpesa" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ step: "details", fieldErrors: { adults: "Maximum 20 adults allowed" } });
  });

  it("stores one booking, redirects to the confirmation and shows it there on every refresh", async () => {
    const fields = details();
    const confirm = { intent: "confirm", ...fields, paymentChoice: "bank_transfer" };
    const response = await post(confirm);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/booking/${packageId}?step=confirmation`);

    const [stored] = await storedFrom(fields);
    expect(stored).toMatchObject({
      source: "booking_flow",
      safariId: packageId,
      name: "Jonas Müller",
      email: "jonas@example.de",
      phone: "+49 30 1234567",
      country: "Germany",
      adults: 3,
      children: 0,
      arrivalDate: "2027-08-02",
      departureDate: "2027-08-08",
      specialRequests: "A cot for our youngest.",
      paymentChoice: "bank_transfer",
      totalAmount: 720_000,
      depositAmount: 216_000,
      currency: "USD",
    });
    const reference = stored?.reference ?? "";
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      title: "Booking Request Submitted Successfully!",
      description: `Thank you for your booking request (reference ${reference}). A confirmation email has been sent and we will contact you soon.`,
    });

    // The reference travels in an HttpOnly cookie, never in the URL.
    const setCookie = cookiesOf(response).find((value) => value.startsWith("hb_booking=")) ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/booking/);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(response.headers.get("Location")).not.toContain(reference);
    const cookie = bookingCookieOf(response);

    for (let refresh = 0; refresh < 2; refresh++) {
      const page = await get(`/booking/${packageId}?step=confirmation`, { cookie });
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        step: "confirmation",
        confirmationSent: true,
        booking: {
          reference,
          name: "Jonas Müller",
          email: "jonas@example.de",
          phone: "+49 30 1234567",
          guests: 3,
          packageTitle: "Great Migration Safari",
          startDate: "2027-08-02",
          endDate: "2027-08-08",
          durationDays: 7,
          paymentChoice: "bank_transfer",
          totalAmount: 720_000,
          depositAmount: 216_000,
          balanceAmount: 504_000,
        },
      });
    }
    // Another package's confirmation URL does not show this booking.
    const elsewhere = await get(`/booking/${onRequestId}?step=confirmation`, { cookie });
    expect(elsewhere.status).toBe(302);

    // A re-post of the same form from this browser (back button, resubmit) finds the same booking, and its
    // confirmation page links to the booking's trip page as the first one did, minting no new link.
    const again = await post(confirm, { cookie: cookieJarOf(response) });
    expect(again.status).toBe(302);
    expect((await toastOf(again))?.description).toContain(`(reference ${reference})`);
    expect(await storedFrom(fields)).toHaveLength(1);
    const shownLinks: string[] = [];
    for (const answered of [response, again]) {
      const page = await get(`/booking/${packageId}?step=confirmation`, { cookie: bookingCookieOf(answered) });
      const tripPath = (page.body as { booking: { tripPath: string } }).booking.tripPath;
      shownLinks.push(tripPath);
      expect(tripPath).toMatch(/^\/trip\/[A-Za-z0-9_-]{43}$/);
      expect((await findBookingByTripToken(database.db, tripPath.slice("/trip/".length)))?.reference).toBe(reference);
    }
    expect(new Set(shownLinks).size).toBe(1);
    expect(await tripLinksOf(stored?.id ?? 0)).toBe(1);

    // The same post from another browser: 409, in words, naming no reference or traveller, setting no cookie.
    const stranger = await post(confirm);
    expect(stranger.status).toBe(409);
    expect(stranger.body).toMatchObject({
      alert: { title: "Booking request already received", description: expect.stringContaining("sent by email") },
    });
    for (const told of [reference, "Jonas", "Müller", "jonas@example.de", "1234567"]) {
      expect(JSON.stringify(stranger.body)).not.toContain(told);
    }
    expect(cookiesOf(stranger).filter((value) => value.startsWith("hb_"))).toEqual([]);
    // A forged confirmation cookie (the reference and key, which a replayer can work out) shows nothing.
    const forged = bookingCookieOf(response).replace(/^hb_booking=/, "");
    const saved = JSON.parse(Buffer.from(decodeURIComponent(forged), "base64").toString("utf8"));
    const withoutProof = Buffer.from(
      JSON.stringify({ ...saved, browserProof: undefined, tripToken: undefined }),
    ).toString("base64");
    expect(
      (
        await get(`/booking/${packageId}?step=confirmation`, {
          cookie: `hb_booking=${encodeURIComponent(withoutProof)}`,
        })
      ).status,
    ).toBe(302);

    // The e-mail carries the bank details with the reference and the deposit.
    const mail = smtp.messages.find((message) => message.envelopeTo.includes("jonas@example.de"));
    expect(mail?.subject).toBe(`Your booking request ${reference}: Great Migration Safari`);
    expect(mail?.text).toContain(
      // No bank account is set on this site yet: the traveller is asked to write for it, never shown a sample.
      `please pay the 30% deposit of USD 2,160.00 by bank transfer: reply to this email and we will send you our bank details. Please use ${reference} as the payment reference.`,
    );
  });

  it("stores exactly one booking for concurrent identical confirm posts", async () => {
    const fields = details({ email: "double@example.com" });
    const poster = context();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post({ intent: "confirm", ...fields, paymentChoice: "mpesa" }, { ctx: poster })),
    );
    // The copies left before the first answer's proof cookie: they are told only that the request arrived.
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409, 409]);
    const stored = await storedFrom(fields);
    expect(stored).toHaveLength(1);
    for (const a of answers.filter((answer) => answer.status === 302)) {
      expect((await toastOf(a))?.description).toContain(`(reference ${stored[0]?.reference})`);
    }
  });

  it("turns a package priced on request into a quote request", async () => {
    const fields = details({ email: "quote@example.com" });
    const payment = await post({ intent: "details", ...fields }, { id: onRequestId });
    expect(payment.body).toMatchObject({ step: "payment", price: { total: null, deposit: null } });
    const response = await post({ intent: "confirm", ...fields, paymentChoice: "quote" }, { id: onRequestId });
    expect(response.status).toBe(302);
    const [stored] = await storedFrom(fields, onRequestId);
    expect(stored).toMatchObject({ paymentChoice: "quote", totalAmount: null, depositAmount: null });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const fields = details({ [HONEYPOT_FIELD_NAME]: "robot" });
    const response = await post({ intent: "confirm", ...fields, paymentChoice: "mpesa" });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ title: "Booking Request Submitted Successfully!" });
    expect(await storedFrom(fields)).toHaveLength(0);
  });

  it("answers an unknown package with 404 'Package not found', not a redirect", async () => {
    const response = await post({ intent: "confirm", ...details(), paymentChoice: "mpesa" }, { id: 424242 });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ title: "Package not found" });
  });

  it("keeps the last step and every entry, answering 503 with Retry-After, while the database is down", async () => {
    // The traveller read the package on the way in; then the database goes away before they confirm.
    expect((await get(`/booking/${packageId}`)).status).toBe(200);
    const fields = details();
    const refused = await post(
      { intent: "confirm", ...fields, paymentChoice: "bank_transfer" },
      { ctx: context({ db: unreachable() }) },
    );
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.headers.get("Location")).toBeNull();
    // No price can be given without the rates: the details come back with every entry and the outage in words.
    expect(refused.body).toMatchObject({
      step: "details",
      submissionToken: fields[SUBMISSION_TOKEN_FIELD],
      values: {
        name: "Jonas Müller",
        email: "jonas@example.de",
        specialRequests: "A cot for our youngest.",
      },
      alert: { type: "error", title: "Submission Error", description: expect.stringMatching(/try again in a minute/) },
    });
    expect(await storedFrom(fields)).toHaveLength(0);

    // Once it is back, the same post stores the booking.
    const accepted = await post({ intent: "confirm", ...fields, paymentChoice: "bank_transfer" });
    expect(accepted.status).toBe(302);
    expect(await storedFrom(fields)).toHaveLength(1);
  });

  it("answers a broken multipart body with a clear 400", async () => {
    const request = new Request(`${SITE}/booking/${packageId}`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nconfirm',
    });
    const response = await answer(() =>
      bookingFlowAction({ request, params: { packageId: String(packageId) }, context: context(), now }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ formError: expect.stringMatching(/couldn't read this form/) });
  });

  it("answers 429 on the payment step, values kept, once one address has sent too many", async () => {
    const poster = context({ clientAddress: "198.51.100.201" });
    for (let i = 0; i < 5; i++) {
      expect((await post({ intent: "confirm", ...details(), paymentChoice: "quote" }, { ctx: poster })).status).toBe(
        302,
      );
    }
    const fields = details();
    const refused = await post({ intent: "confirm", ...fields, paymentChoice: "quote" }, { ctx: poster });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      step: "payment",
      paymentChoice: "quote",
      submissionToken: fields[SUBMISSION_TOKEN_FIELD],
      values: { name: "Jonas Müller" },
      alert: {
        type: "error",
        title: "Too many booking requests",
        description: "Please wait 10 minutes before sending another booking request, or contact us directly.",
      },
    });
    expect(await storedFrom(fields)).toHaveLength(0);
  });

  it("answers 500 with 'Submission Error' on the payment step when the booking cannot be saved", async () => {
    // Reading the package works; anything that would store the booking fails.
    const broken = new Proxy(database.db, {
      get(target, property, receiver) {
        if (["insert", "transaction"].includes(String(property))) {
          return () => {
            throw new Error("disk full");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const fields = details();
    const response = await post(
      { intent: "confirm", ...fields, paymentChoice: "mpesa" },
      { ctx: context({ db: broken }) },
    );
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      step: "payment",
      paymentChoice: "mpesa",
      values: { name: "Jonas Müller", email: "jonas@example.de" },
      alert: {
        type: "error",
        title: "Submission Error",
        description: "There was an issue submitting your booking. Please try again or contact us directly.",
      },
    });
    expect(await storedFrom(fields)).toHaveLength(0);
  });

  it("keeps the booking when the mail server is down, says so, and delivers once it is back", async () => {
    await smtp.stop();
    const fields = details({ email: "offline@example.com" });
    const response = await post({ intent: "confirm", ...fields, paymentChoice: "mpesa" });
    expect(response.status).toBe(302);
    const [stored] = await storedFrom(fields);
    const reference = stored?.reference ?? "";
    expect(reference).toMatch(/^KSF-/);
    expect((await toastOf(response))?.description).toBe(
      `Thank you for your booking request (reference ${reference}). We will contact you soon. Email confirmation temporarily unavailable.`,
    );
    const page = await get(`/booking/${packageId}?step=confirmation`, { cookie: bookingCookieOf(response) });
    expect(page.body).toMatchObject({ step: "confirmation", confirmationSent: false, booking: { reference } });

    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(like(emailOutbox.dedupeKey, `booking:${stored?.id}:%`));
    await smtp.start();
    const delivery = startEmailDelivery({
      db: database.db,
      config: context().config,
      logger: silent,
      intervalMs: 60_000,
    });
    await delivery.deliverNow();
    await delivery.stop();
    const ours = smtp.messages.filter((message) => message.subject.includes(reference));
    expect(ours.map((message) => message.envelopeTo[0]).sort()).toEqual([
      "offline@example.com",
      "reservations@heartbeest.example",
    ]);
    const confirmation = ours.find((message) => message.envelopeTo[0] === "offline@example.com");
    expect(confirmation?.text).toContain(
      `please pay the 30% deposit of USD 2,160.00 with M-Pesa: reply to this email and we will send you our paybill number. Your booking reference ${reference} is the account number.`,
    );
  });
});

describe("the quote (residency, children's ages, single rooms)", () => {
  const family = () =>
    details({
      email: "kamau.family@example.co.ke",
      residency: "resident",
      adults: "2",
      children: "2",
      childAges: "6, 12",
      singles: "0",
    });

  async function apiQuote(): Promise<Quote> {
    const question = new URLSearchParams({
      package: String(packageId),
      start: "2027-08-02",
      adults: "2",
      childAges: "6,12",
      residency: "resident",
    });
    const answered = await quoteFromQuery(database.db, question, { now, fresh: true });
    if (answered.status !== 200) throw new Error("no quote");
    return answered.quote;
  }

  it("prices a family of residents as /api/quote does, shows it on the payment step and stores it", async () => {
    const fields = family();
    const shown = await post({ intent: "details", ...fields });
    expect(shown.status).toBe(200);
    const view = shown.body as { step: string; quote: Quote; values: Record<string, string> };
    const api = await apiQuote();
    expect(view.step).toBe("payment");
    expect(view.quote).toEqual(api);
    // 2 adults at KES 30,000.00, the 6-year-old at half, the 12-year-old at the adult rate, 6 nights.
    expect(api.total).toBe((3_000_000 * 3 + 1_500_000) * 6);
    expect(view.values.quotedTotal).toBe(String(api.total));

    const booked = await post({
      intent: "confirm",
      ...view.values,
      [SUBMISSION_TOKEN_FIELD]: fields[SUBMISSION_TOKEN_FIELD] ?? "",
      paymentChoice: "mpesa",
    });
    expect(booked.status).toBe(302);
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.email, "kamau.family@example.co.ke"));
    expect(stored).toMatchObject({
      adults: 2,
      children: 2,
      childAges: [6, 12],
      residency: "resident",
      currency: "KES",
      totalAmount: api.total,
      depositAmount: api.deposit,
      ratesVersion: api.ratesVersion,
      quote: api,
    });
  });

  it("answers 409 with the new quote when the rates changed after the payment step, then takes the confirmed price", async () => {
    const fields = { ...family(), email: "late.family@example.co.ke" };
    const shown = (await post({ intent: "details", ...fields })).body as { values: Record<string, string> };
    await database.db
      .update(partyRates)
      .set({ perPersonPerNight: 3_200_000 })
      .where(eq(partyRates.perPersonPerNight, 3_000_000));
    const refused = await post({ intent: "confirm", ...shown.values, paymentChoice: "quote" });
    expect(refused.status).toBe(409);
    const view = refused.body as { step: string; quote: Quote; values: Record<string, string>; alert: unknown };
    expect(view).toMatchObject({
      step: "payment",
      alert: { title: "The price has changed" },
      values: { name: "Jonas Müller", childAges: "6, 12", quotedTotal: String((3_200_000 * 3 + 1_600_000) * 6) },
    });
    expect(view.quote.total).toBe((await apiQuote()).total);
    expect(
      await database.db.select().from(bookings).where(eq(bookings.email, "late.family@example.co.ke")),
    ).toHaveLength(0);

    const confirmed = await post({ intent: "confirm", ...view.values, paymentChoice: "quote" });
    expect(confirmed.status).toBe(302);
    const [stored] = await database.db.select().from(bookings).where(eq(bookings.email, "late.family@example.co.ke"));
    expect(stored?.totalAmount).toBe(view.quote.total);
  });
});
