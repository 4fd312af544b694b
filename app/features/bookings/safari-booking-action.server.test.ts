// The 'Book This Safari' form's action as the route calls it: a real Request with form data, a real
// database and a real SMTP server. Checks the HTTP answer (status, field errors, redirect, the toast's
// text in its cookie) and what was stored.
import { eq, like, sql } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import { bookings, discountCodes, emailOutbox, partyRates, rateCards, safariPackages, tripLinks } from "~/db/schema";
import { DISCOUNT_CODE_TRIES_PER_WINDOW } from "~/features/quotes/discount-code-limits";
import { quoteFromQuery } from "~/features/quotes/quote-service.server";
import type { Quote } from "~/features/quotes/rate-book";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import { issueSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { findBookingByTripToken } from "~/features/trip/trip-links.server";
import { seedDatabase } from "~/seed/seed.server";
import { startEmailDelivery } from "~/services/email/delivery.server";
import { businessToday } from "~/utils/business-calendar";
import { loadConfig } from "~/utils/env.server";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../tests/fakes/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { bookingFlowLoader } from "./booking-flow-actions.server";
import { BOOKING_RATE_LIMIT } from "./booking-submissions.server";
import { bookingKey } from "./bookings.server";
import { handleSafariBookingAction, QUOTE_CHANGED, safariBookingLoaderData } from "./safari-booking-action.server";
import { SAFARI_BOOKING_INTENT } from "./safari-booking-form";
import { createSafariBookingSchema, SAFARI_BOOKING_FIELDS } from "./safari-booking-schema";

// 1 July 2027, 09:00 in Nairobi.
const now = new Date("2027-07-01T06:00:00Z");
const SITE = "http://heartbeest.test";
const silent = pino({ level: "silent" });

let database: TestDatabase;
let smtp: FakeSmtpServer;
let safariId: number;
let nextAddress = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startFakeSmtpServer();
  // The sample packages with their rates: a booking is priced by the quote engine.
  await seedDatabase(database.db);
  const [pkg] = await database.db.select().from(safariPackages).where(eq(safariPackages.slug, "maasai-mara-explorer"));
  safariId = pkg?.id ?? 0;
});
afterAll(async () => {
  await smtp?.stop();
  await database?.destroy();
});
beforeEach(async () => {
  await smtp.start();
  smtp.messages.length = 0;
});

type ActionContext = Pick<AppLoadContext, "db" | "config" | "log" | "clientAddress">;

function context(overrides: Partial<ActionContext> & { smtpUrl?: string | null } = {}): ActionContext {
  const { smtpUrl, ...rest } = overrides;
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: SITE,
    STAFF_EMAIL: "reservations@heartbeest.example",
    ...(smtpUrl === null ? {} : { SMTP_URL: smtpUrl ?? smtp.url }),
  });
  return {
    db: database.db,
    config,
    log: silent,
    // Each post comes from its own address unless a test says otherwise.
    clientAddress: `203.0.113.${nextAddress++ % 250}`,
    ...rest,
  };
}

function validFields(): Record<string, string> {
  return {
    intent: SAFARI_BOOKING_INTENT,
    name: "Amina Otieno",
    phone: "+254 700 123 456",
    email: "amina@example.com",
    country: "Kenya",
    adults: "2",
    children: "1",
    childAges: "7",
    residency: "non_resident",
    singles: "0",
    discountCode: "",
    quotedTotal: "",
    arrival: "2027-08-01",
    departure: "2027-08-05",
    message: "We would love a sundowner.",
    otherInfo: "One vegetarian.",
    [HONEYPOT_FIELD_NAME]: "",
    [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
  };
}

/** The page the answer redirects to, loaded as the browser would (with the booking cookie it was given, or not). */
async function confirmationPage(response: Answer, { cookie = true }: { cookie?: boolean } = {}) {
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith("hb_booking=")) ?? "";
  expect(setCookie).toMatch(/HttpOnly/i);
  const request = new Request(`${SITE}${response.headers.get("Location")}`, {
    headers: cookie ? { Cookie: setCookie.split(";")[0] ?? "" } : {},
  });
  const loaded = await bookingFlowLoader({ request, params: { packageId: String(safariId) }, context: context(), now });
  if (loaded.step !== "confirmation") throw new Error("not the confirmation page");
  return loaded;
}

function post(fields: Record<string, string>, cookie?: string): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`${SITE}/safaris/${safariId}`, {
    method: "POST",
    body,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The action's answer whether it returned or threw, as the router would send it. */
async function answer(run: () => Promise<unknown>): Promise<Answer> {
  let outcome: unknown;
  try {
    outcome = await run();
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response) return { status: outcome.status, headers: outcome.headers, body: null };
  const init = (outcome as { init?: ResponseInit | null; data?: unknown }).init;
  return {
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
    body: (outcome as { data?: unknown }).data,
  };
}

function act(fields: Record<string, string>, ctx = context(), id = String(safariId), cookie?: string) {
  return answer(() => handleSafariBookingAction({ request: post(fields, cookie), params: { id }, context: ctx, now }));
}

/** The cookies an answer set that a browser sends back with a post to `path` (their Path is a prefix of it). */
function cookieJarOf(response: Answer, path = `/safaris/${safariId}`): string {
  return response.headers
    .getSetCookie()
    .filter((value) => path.startsWith(/;\s*Path=([^;]*)/i.exec(value)?.[1] ?? "/"))
    .map((value) => value.split(";")[0] ?? "")
    .join("; ");
}

/** 'Show price': the form's second submit button adds intent=price to the form's own fields. */
function showPrice(fields: Record<string, string>) {
  const request = post(fields);
  return answer(async () => {
    const body = await request.formData();
    body.append("intent", "price");
    return handleSafariBookingAction({
      request: new Request(request.url, { method: "POST", body }),
      params: { id: String(safariId) },
      context: context(),
      now,
    });
  });
}

async function toastOf(response: Answer) {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${toastCookie.name}=`));
  return cookie ? await toastCookie.parse(cookie.split(";")[0] ?? "") : null;
}

/** The bookings stored from a post of `fields`: under their token and parsed fields, as the server keys them. */
async function storedFrom(fields: Record<string, string>) {
  const values = Object.fromEntries(SAFARI_BOOKING_FIELDS.map((name) => [name, fields[name] ?? ""]));
  const parsed = createSafariBookingSchema({ today: businessToday(now), packageId: safariId }).safeParse(values);
  if (!parsed.success) return [];
  const key = bookingKey(fields[SUBMISSION_TOKEN_FIELD] ?? "", parsed.data);
  return database.db.select().from(bookings).where(eq(bookings.submissionToken, key));
}

/** What GET /api/quote answers for the form's question (the same service behind the same URL). */
async function apiQuote(fields: Record<string, string>): Promise<Quote> {
  const children = fields.childAges ?? "";
  const question = new URLSearchParams({
    package: String(safariId),
    start: fields.arrival ?? "",
    adults: fields.adults ?? "",
    childAges: children
      .split(/[,\s]+/)
      .filter(Boolean)
      .join(","),
    residency: fields.residency ?? "",
    singles: fields.singles || "0",
  });
  if (fields.discountCode) question.set("code", fields.discountCode);
  const answered = await quoteFromQuery(database.db, question, { now, fresh: true });
  if (answered.status !== 200) throw new Error(`no quote: ${JSON.stringify(answered)}`);
  return answered.quote;
}

async function tripLinksOf(bookingId: number) {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(tripLinks)
    .where(eq(tripLinks.bookingId, bookingId));
  return row?.count ?? 0;
}

async function bookingCount() {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(bookings);
  return row?.count ?? 0;
}

describe("the loader's part", () => {
  it("hands the form the safari's price, a fresh submission token and Nairobi's day", () => {
    const safari = { id: 7, title: "T", price: 1200, currency: "USD" as const, pricePerPerson: true, durationDays: 7 };
    const first = safariBookingLoaderData({ ...safari, description: "not passed on" } as typeof safari, {
      now: new Date("2027-07-31T22:30:00Z"),
    });
    expect(first).toMatchObject({ safari, today: "2027-08-01" });
    expect(first.safari).not.toHaveProperty("description");
    expect(first.submissionToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(safariBookingLoaderData(safari).submissionToken).not.toBe(first.submissionToken);
  });
});

describe("handleSafariBookingAction", () => {
  const long = (length: number) => "x".repeat(length);
  // Every rule of the specification's table, and the limits beyond it: one field wrong at a time.
  const invalid: [field: string, value: string, message: string][] = [
    ["name", "", "Name must be at least 2 characters"],
    ["name", "A", "Name must be at least 2 characters"],
    ["name", " A ", "Name must be at least 2 characters"],
    ["name", long(101), "Please use at most 100 characters"],
    ["phone", "", "Please enter a valid phone number"],
    ["phone", "12345", "Please enter a valid phone number"],
    ["phone", "call me", "Please enter a valid phone number"],
    ["phone", long(41), "Please use at most 40 characters"],
    ["email", "", "Please enter a valid email address"],
    ["email", "amina@", "Please enter a valid email address"],
    ["email", "amina example.com", "Please enter a valid email address"],
    ["email", `${long(250)}@example.com`, "Please use at most 254 characters"],
    ["country", "", "Please select a country"],
    ["country", "Narnia", "Please select a country"],
    ["adults", "", "At least 1 adult is required"],
    ["adults", "0", "At least 1 adult is required"],
    ["adults", "21", "Maximum 20 adults allowed"],
    ["adults", "2.5", "Please enter a whole number"],
    ["adults", "two", "Please enter a whole number"],
    ["adults", "1e3", "Please enter a whole number"],
    ["children", "21", "Maximum 20 children allowed"],
    ["children", "-1", "Number of children cannot be negative"],
    ["arrival", "", "Arrival date is required"],
    ["arrival", "2027-06-30", "Arrival date cannot be in the past"],
    ["arrival", "2027-02-30", "Please enter a valid date"],
    ["arrival", "01/08/2027", "Please enter a valid date"],
    ["departure", "", "Departure date is required"],
    ["departure", "2027-08-01", "Departure date must be after arrival date"],
    ["departure", "2027-07-31", "Departure date must be after arrival date"],
    ["message", long(2001), "Please use at most 2000 characters"],
    ["otherInfo", long(2001), "Please use at most 2000 characters"],
  ];

  it.each(invalid)(
    "answers 400 for %s = %j with '%s', keeping the values and storing nothing",
    async (field, value, message) => {
      const fields = { ...validFields(), [field]: value };
      const before = await bookingCount();
      const response = await act(fields);
      expect(response.status).toBe(400);
      const { intent: _intent, [HONEYPOT_FIELD_NAME]: _honeypot, [SUBMISSION_TOKEN_FIELD]: _token, ...values } = fields;
      expect(response.body).toEqual({
        intent: SAFARI_BOOKING_INTENT,
        status: "error",
        code: 400,
        formError: null,
        fieldErrors: { [field]: message },
        values,
      });
      expect(await bookingCount()).toBe(before);
    },
  );

  it("reports every wrong field at once", async () => {
    const response = await act({ ...validFields(), name: "", email: "x", adults: "0", departure: "" });
    expect(response.status).toBe(400);
    expect((response.body as { fieldErrors: object }).fieldErrors).toEqual({
      name: "Name must be at least 2 characters",
      email: "Please enter a valid email address",
      adults: "At least 1 adult is required",
      departure: "Departure date is required",
    });
  });

  it("treats a missing children field as 0 and a file in a text field as empty", async () => {
    const fields = validFields();
    const body = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (name !== "children" && name !== "name") body.append(name, value);
    body.append("name", new File(["Amina"], "name.txt"));
    const response = await answer(() =>
      handleSafariBookingAction({
        request: new Request(`${SITE}/safaris/${safariId}`, { method: "POST", body }),
        params: { id: String(safariId) },
        context: context(),
        now,
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ fieldErrors: { name: "Name must be at least 2 characters" } });
    expect((response.body as { fieldErrors: object }).fieldErrors).not.toHaveProperty("children");
  });

  it("answers 400, not 500, to a body that is not a form", async () => {
    const request = new Request(`${SITE}/safaris/${safariId}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validFields()),
    });
    const response = await answer(() =>
      handleSafariBookingAction({ request, params: { id: String(safariId) }, context: context(), now }),
    );
    expect(response.status).toBe(400);
  });

  it("answers 400 to a post without the form's intent", async () => {
    expect((await act({ ...validFields(), intent: "something-else" })).status).toBe(400);
  });

  it.each(["999999", "abc", "1.5", "-1"])("answers 404 for the unknown safari %s", async (id) => {
    const before = await bookingCount();
    expect((await act(validFields(), context(), id)).status).toBe(404);
    expect(await bookingCount()).toBe(before);
  });

  it("stores the booking, e-mails the traveller and ends on the confirmation page with the success toast", async () => {
    const fields = validFields();
    const response = await act(fields);
    expect(response.status).toBe(302);
    // The page the three-step flow ends on; the URL names no booking, the HttpOnly cookie does.
    expect(response.headers.get("Location")).toBe(`/booking/${safariId}?step=confirmation`);

    const [stored] = await storedFrom(fields);
    expect(stored).toMatchObject({
      source: "safari_form",
      safariId,
      packageTitle: "Maasai Mara Explorer",
      name: "Amina Otieno",
      phone: "+254 700 123 456",
      email: "amina@example.com",
      country: "Kenya",
      adults: 2,
      children: 1,
      arrivalDate: "2027-08-01",
      departureDate: "2027-08-05",
      message: "We would love a sundowner.",
      // 'Other information' is saved as the special requests.
      specialRequests: "One vegetarian.",
      // The quote the server computed, as /api/quote answers the same question.
      totalAmount: (await apiQuote(fields)).total,
      depositAmount: (await apiQuote(fields)).deposit,
      currency: "USD",
      residency: "non_resident",
      childAges: [7],
      status: "new",
    });
    const reference = stored?.reference ?? "";
    expect(reference).toMatch(/^KSF-\d{4,}$/);

    expect(await toastOf(response)).toMatchObject({
      type: "success",
      title: "Booking Request Submitted Successfully!",
      description: `Thank you for your booking request (reference ${reference}). A confirmation email has been sent and we will contact you soon.`,
    });

    // The confirmation page shows this booking to this browser only, with its trip page's link.
    const confirmation = await confirmationPage(response);
    expect(confirmation).toMatchObject({
      step: "confirmation",
      confirmationSent: true,
      booking: {
        reference,
        name: "Amina Otieno",
        startDate: "2027-08-01",
        endDate: "2027-08-05",
        durationDays: 5,
        paymentChoice: null,
        depositAmount: stored?.depositAmount,
      },
    });
    const tripPath = confirmation.booking.tripPath ?? "";
    expect(tripPath).toMatch(/^\/trip\/[A-Za-z0-9_-]{43}$/);
    expect((await findBookingByTripToken(database.db, tripPath.slice("/trip/".length)))?.reference).toBe(reference);
    // Another browser (no cookie) starts a booking of its own instead.
    const stranger = await confirmationPage(response, { cookie: false }).catch((thrown: unknown) => thrown);
    expect(stranger instanceof Response && stranger.headers.get("Location")).toBe(`/booking/${safariId}`);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual(["amina@example.com"]);
    expect(mail?.subject).toBe(`Your booking request ${reference}: Maasai Mara Explorer`);
    expect(mail?.text).toContain("Dear Amina Otieno,");
    expect(mail?.text).toContain(`Your booking reference is ${reference}.`);

    // The staff notification follows with the delivery job, carrying every field of the form.
    const delivery = startEmailDelivery({
      db: database.db,
      config: context().config,
      logger: silent,
      intervalMs: 60_000,
    });
    await delivery.deliverNow();
    await delivery.stop();
    const notification = smtp.messages.find((message) =>
      message.envelopeTo.includes("reservations@heartbeest.example"),
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
      "Message: We would love a sundowner.",
      "Special requests: One vegetarian.",
    ]) {
      expect(notification?.text).toContain(line);
    }
  });

  it("creates exactly one booking for concurrent identical posts; only the one that stored it names it", async () => {
    const fields = validFields();
    const poster = context();
    // A nervous triple click, all in flight at once: the copies leave before the first answer's cookie arrives,
    // so they cannot be told from a stranger's copy and are told only that the request arrived.
    const answers = await Promise.all(Array.from({ length: 3 }, () => act(fields, poster)));
    expect(answers.map((a) => a.status).sort()).toEqual([302, 409, 409]);
    const stored = await storedFrom(fields);
    expect(stored).toHaveLength(1);
    const reference = stored[0]?.reference ?? "";
    for (const a of answers) {
      if (a.status === 302) expect((await toastOf(a))?.description).toContain(`(reference ${reference})`);
      else expect(a.body).toMatchObject({ formErrorTitle: "Booking request already received" });
    }
    // And the traveller gets one confirmation, not three.
    await smtp.waitForMessages(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.filter((m) => m.envelopeTo.includes("amina@example.com"))).toHaveLength(1);
  });

  it("never stores a second booking, however many copies of one post arrive at once", async () => {
    const fields = validFields();
    const poster = context();
    const answers = await Promise.all(Array.from({ length: 12 }, () => act(fields, poster)));
    expect(await storedFrom(fields)).toHaveLength(1);
    // Copies beyond the address's allowance that arrive before the first is committed are refused (429); the
    // one that stored it names it, and the other copies (no proof of the browser yet) are told it arrived.
    for (const a of answers) expect([302, 409, 429]).toContain(a.status);
    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 429).length).toBeGreaterThanOrEqual(BOOKING_RATE_LIMIT.limit);
  });

  it("answers a replayed post with the same booking in the browser that made it, and with nothing elsewhere", async () => {
    const fields = validFields();
    const first = await act(fields);
    const [stored] = await storedFrom(fields);
    const proof = first.headers.getSetCookie().find((value) => value.startsWith("hb_booked=")) ?? "";
    expect(proof).toMatch(/HttpOnly/i);
    expect(proof).toMatch(new RegExp(`Path=/safaris/${safariId}(;|$)`));
    expect(proof).toMatch(/SameSite=Lax/i);
    const links = await tripLinksOf(stored?.id ?? 0);
    expect(links).toBe(1);

    const replay = await act(fields, context(), String(safariId), cookieJarOf(first));
    expect(replay.status).toBe(302);
    expect((await toastOf(replay))?.description).toBe((await toastOf(first))?.description);
    // Its confirmation page shows the booking without a trip link: a replay mints none (the e-mail holds it).
    const confirmation = await confirmationPage(replay);
    expect(confirmation.booking).toMatchObject({ reference: stored?.reference, tripPath: null });

    // Another browser: a 409 in words that names no reference, no traveller and no link, and sets no cookie.
    const foreign = await act(fields);
    expect(foreign.status).toBe(409);
    expect(foreign.body).toMatchObject({
      intent: SAFARI_BOOKING_INTENT,
      code: 409,
      formErrorTitle: "Booking request already received",
      formError: expect.stringContaining("sent by email to the address given in it"),
    });
    for (const told of [stored?.reference ?? "?", fields.name ?? "?", fields.email ?? "?", fields.phone ?? "?"]) {
      expect(JSON.stringify(foreign.body)).not.toContain(told);
    }
    expect(foreign.headers.getSetCookie().filter((value) => value.startsWith("hb_"))).toEqual([]);
    expect(await storedFrom(fields)).toHaveLength(1);
    expect(await tripLinksOf(stored?.id ?? 0)).toBe(links);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await bookingCount();
    const response = await act({ ...validFields(), [HONEYPOT_FIELD_NAME]: "+1 555 0100" });
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      title: "Booking Request Submitted Successfully!",
    });
    expect(await bookingCount()).toBe(before);
    expect(smtp.messages).toHaveLength(0);
  });

  it("answers 429 with a clear message once one address has sent too many", async () => {
    const poster = context({ clientAddress: "198.51.100.200" });
    for (let i = 0; i < BOOKING_RATE_LIMIT.limit; i++) expect((await act(validFields(), poster)).status).toBe(302);
    const before = await bookingCount();
    const refused = await act(validFields(), poster);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({
      intent: SAFARI_BOOKING_INTENT,
      status: "error",
      code: 429,
      formErrorTitle: "Too many booking requests",
      formError: "Please wait 10 minutes before sending another booking request, or contact us directly.",
      values: { name: validFields().name },
    });
    expect(await bookingCount()).toBe(before);
  });

  it("answers 500 with 'Submission Error' when the booking cannot be saved", async () => {
    const broken = new Proxy(database.db, {
      get(target, property, receiver) {
        if (["select", "insert", "transaction", "execute", "update"].includes(String(property))) {
          return () => {
            throw new Error("connection refused");
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const response = await act(validFields(), context({ db: broken }));
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      intent: SAFARI_BOOKING_INTENT,
      status: "error",
      code: 500,
      formErrorTitle: "Submission Error",
      formError: "There was an issue submitting your booking. Please try again or contact us directly.",
      values: { name: validFields().name },
    });
  });

  it("keeps the booking when the mail server is down, says so, and delivers once it is back", async () => {
    await smtp.stop();
    const fields: Record<string, string> = { ...validFields(), name: "Offline Olive", email: "olive@example.com" };
    const response = await act(fields);
    expect(response.status).toBe(302);
    const [stored] = await storedFrom(fields);
    expect(stored?.name).toBe("Offline Olive");
    const reference = stored?.reference ?? "";
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      title: "Booking Request Submitted Successfully!",
      description: `Thank you for your booking request (reference ${reference}). We will contact you soon. Email confirmation temporarily unavailable.`,
    });

    // The retry is due later; let that time pass and bring the mail server back.
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
      "olive@example.com",
      "reservations@heartbeest.example",
    ]);
  });

  describe("the quote", () => {
    const family = () => ({
      ...validFields(),
      name: "Wanjiku Kamau",
      email: "wanjiku@example.co.ke",
      residency: "resident",
      adults: "2",
      children: "2",
      childAges: "6, 12",
      singles: "0",
      arrival: "2027-09-10",
      departure: "2027-09-13",
    });

    it("shows a family of residents the price /api/quote gives, and the booking locks that quote", async () => {
      const fields = family();
      const before = await bookingCount();
      const shown = await showPrice(fields);
      // The no-script 'Show price': the same quote, rendered by the server, every entry kept and nothing stored.
      expect(shown.status).toBe(200);
      const { quote } = shown.body as { quote: Quote; values: Record<string, string> };
      const api = await apiQuote(fields);
      expect(quote).toEqual(api);
      expect(quote.currency).toBe("KES");
      expect(quote.total).toBeGreaterThan(0);
      expect((shown.body as { values: Record<string, string> }).values).toMatchObject({ name: "Wanjiku Kamau" });
      expect(await bookingCount()).toBe(before);

      const booked = await act({ ...fields, quotedTotal: String(quote.total) });
      expect(booked.status).toBe(302);
      const [stored] = await storedFrom({ ...fields, quotedTotal: String(quote.total) });
      expect(stored).toMatchObject({
        totalAmount: api.total,
        depositAmount: api.deposit,
        currency: "KES",
        residency: "resident",
        childAges: [6, 12],
        singles: 0,
        adults: 2,
        children: 2,
        ratesVersion: api.ratesVersion,
        quote: api,
      });
    });

    it("prices no smaller party while a stated child has no age: 'Show price' names the missing age", async () => {
      for (const childAges of ["", "6"]) {
        const shown = await showPrice({ ...family(), childAges });
        const body = shown.body as { quote?: Quote | null; fieldErrors?: Record<string, string> };
        expect(body.quote ?? null).toBeNull();
        expect(body.fieldErrors?.childAges).toBe("Please give the ages of all 2 children.");
      }
      const one = await showPrice({ ...family(), children: "1", childAges: "" });
      expect((one.body as { fieldErrors?: Record<string, string> }).fieldErrors?.childAges).toBe(
        "Please give the age of the child.",
      );
    });

    it("answers 409 with the new price when a rate changed after it was shown, then books at the confirmed price", async () => {
      const fields = family();
      const shownTotal = (await apiQuote(fields)).total;
      // Staff raise the residents' rates between display and submit.
      await database.db
        .update(partyRates)
        .set({ perPersonPerNight: sql`${partyRates.perPersonPerNight} + 100000` })
        .where(
          sql`${partyRates.cardId} in (select ${rateCards.id} from ${rateCards} where ${rateCards.packageId} = ${safariId})`,
        );
      const before = await bookingCount();
      const refused = await act({ ...fields, quotedTotal: String(shownTotal) });
      expect(refused.status).toBe(409);
      const body = refused.body as {
        code: number;
        formError: string;
        formErrorTitle: string;
        quote: Quote;
        values: Record<string, string>;
      };
      expect(body).toMatchObject({
        status: "error",
        code: 409,
        formErrorTitle: QUOTE_CHANGED.title,
        formError: QUOTE_CHANGED.description,
      });
      expect(body.values).toMatchObject({ name: "Wanjiku Kamau", childAges: "6, 12", residency: "resident" });
      const now409 = await apiQuote(fields);
      expect(body.quote.total).toBe(now409.total);
      expect(body.quote.total).toBeGreaterThan(shownTotal ?? 0);
      expect(await bookingCount()).toBe(before);

      // The traveller confirms the new price: the second post carries it and is accepted.
      const confirmed = await act({ ...fields, quotedTotal: String(body.quote.total) });
      expect(confirmed.status).toBe(302);
      const [stored] = await storedFrom({ ...fields, quotedTotal: String(body.quote.total) });
      expect(stored?.totalAmount).toBe(now409.total);
      expect(stored?.ratesVersion).toBe(now409.ratesVersion);
    });

    it("checks a client's discount codes only within its tries: past them a valid code is refused, in words", async () => {
      const sameClient = () => context({ clientAddress: "198.51.100.77" });
      const before = await bookingCount();
      for (let index = 0; index < DISCOUNT_CODE_TRIES_PER_WINDOW; index++) {
        const guessed = await act({ ...family(), discountCode: `FORMGUESS${index}` }, sameClient());
        expect(guessed.body).toMatchObject({ fieldErrors: { discountCode: "This code is not valid." } });
      }
      const refused = await act({ ...family(), discountCode: "KARIBU10" }, sameClient());
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        fieldErrors: {
          discountCode: expect.stringMatching(
            /^Too many discount codes tried from your network\. Please wait \d+ minutes/,
          ),
        },
      });
      expect(await bookingCount()).toBe(before);
      // Another client's form checks the same code.
      const quote = await apiQuote({ ...family(), discountCode: "KARIBU10" });
      expect(quote.lines.some((line) => line.kind === "discount")).toBe(true);
    });

    it("counts a discount code's use with the booking and refuses it, in words, once it reached its limit", async () => {
      await database.db
        .insert(discountCodes)
        .values({ code: "ONCE10", kind: "percent", percentOff: 10, usageLimit: 1, timesUsed: 0 });
      const first = { ...family(), discountCode: "once10" };
      const quote = await apiQuote(first);
      expect(quote.lines.some((line) => line.kind === "discount")).toBe(true);
      const booked = await act({ ...first, quotedTotal: String(quote.total) });
      expect(booked.status).toBe(302);
      const [stored] = await storedFrom({ ...first, quotedTotal: String(quote.total) });
      expect(stored).toMatchObject({ discountCode: "once10", totalAmount: quote.total });
      const [code] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, "ONCE10"));
      expect(code?.timesUsed).toBe(1);

      const before = await bookingCount();
      const second = await act({ ...family(), email: "another@example.com", discountCode: "ONCE10" });
      expect(second.status).toBe(400);
      expect(second.body).toMatchObject({ fieldErrors: { discountCode: "This code has reached its usage limit." } });
      expect(await bookingCount()).toBe(before);
      const [after] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, "ONCE10"));
      expect(after?.timesUsed).toBe(1);
    });
  });
});
