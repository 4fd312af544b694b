// A booking in the traveller's language, as the server answers it: the booking flow and the safari page's form
// posted at their German addresses (each request in its address's language, as server/app.ts runs it), a real
// database and a real SMTP server. The booking keeps its language; the traveller's toast, confirmation page and
// confirmation e-mail speak it and link to the trip page in it; the staff e-mail stays English and says which
// language to answer in. English bookings are answered exactly as before.
import { eq } from "drizzle-orm";
import pino from "pino";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import {
  bookings,
  contentTranslations,
  emailOutbox,
  partyRates,
  rateCards,
  safariPackages,
  seasons,
} from "~/db/schema";
import { bookingEmailKey } from "~/features/bookings/booking-emails";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import { issueSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { sourceHash } from "~/features/translations/content-translations.server";
import { findBookingByTripToken } from "~/features/trip/trip-links.server";
import deBookingEmails from "~/i18n/messages/de/booking-emails";
import deBookings from "~/i18n/messages/de/bookings";
import { bookingEmailMessages } from "~/i18n/messages/en/booking-emails";
import { runInLocale, runInRequestLocale } from "~/i18n/server-messages.server";
import { translate } from "~/i18n/translate";
import { loadConfig } from "~/utils/env.server";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../tests/fakes/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { bookingFlowAction, bookingFlowLoader } from "./booking-flow-actions.server";
import { handleSafariBookingAction } from "./safari-booking-action.server";
import { SAFARI_BOOKING_INTENT } from "./safari-booking-form";

// 1 July 2027, 09:00 in Nairobi.
const now = new Date("2027-07-01T06:00:00Z");
const SITE = "http://heartbeest.test";
const silent = pino({ level: "silent" });

let database: TestDatabase;
let smtp: FakeSmtpServer;
let packageId: number;
let nextAddress = 1;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startFakeSmtpServer();
  const [pkg] = await database.db
    .insert(safariPackages)
    .values({ slug: "great-migration", title: "Great Migration Safari", durationDays: 7, price: 2500, currency: "USD" })
    .returning();
  packageId = pkg?.id ?? 0;
  // USD 400.00 per person per night for non-residents, all of 2027.
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
});
afterAll(async () => {
  await smtp?.stop();
  await database?.destroy();
});
beforeEach(async () => {
  await smtp.start();
  smtp.messages.length = 0;
});

type Context = Pick<AppLoadContext, "db" | "config" | "log" | "clientAddress">;

function context(): Context {
  return {
    db: database.db,
    config: loadConfig({
      NODE_ENV: "test",
      SITE_URL: SITE,
      STAFF_EMAIL: "reservations@heartbeest.example",
      SMTP_URL: smtp.url,
    }),
    log: silent,
    clientAddress: `198.51.100.${nextAddress++ % 250}`,
  };
}

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The answer whether returned or thrown, in the language of the request's address (as server/app.ts runs it). */
function answer(url: string, run: () => Promise<unknown>): Promise<Answer> {
  return runInRequestLocale(url, async () => {
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
  });
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** The booking flow's final post ('Confirm') at `path`, e.g. /de/buchung/{id}. */
function confirmFlow(path: string, email: string) {
  const url = `${SITE}${path}`;
  const request = new Request(url, {
    method: "POST",
    body: form({
      intent: "confirm",
      name: "Jonas Müller",
      email,
      phone: "+49 30 1234567",
      country: "Germany",
      adults: "2",
      startDate: "2027-08-02",
      specialRequests: "",
      paymentChoice: "bank_transfer",
      [HONEYPOT_FIELD_NAME]: "",
      [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
    }),
  });
  return answer(url, () =>
    bookingFlowAction({ request, params: { packageId: String(packageId) }, context: context(), now }),
  );
}

/** The page a redirect leads to, loaded with the cookies the answer set (as the browser sends them back). */
function follow(response: Answer) {
  const cookie = response.headers
    .getSetCookie()
    .filter((value) => value.startsWith("hb_booking="))
    .map((value) => value.split(";")[0])
    .join("; ");
  const url = `${SITE}${response.headers.get("Location")}`;
  const request = new Request(url, { headers: { Cookie: cookie } });
  return answer(url, () =>
    bookingFlowLoader({ request, params: { packageId: String(packageId) }, context: context(), now }),
  );
}

async function toastOf(response: Answer) {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${toastCookie.name}=`));
  return cookie ? await toastCookie.parse(cookie.split(";")[0] ?? "") : null;
}

async function storedFor(email: string) {
  const [stored] = await database.db.select().from(bookings).where(eq(bookings.email, email));
  if (!stored) throw new Error(`no booking for ${email}`);
  return stored;
}

async function outboxEmail(key: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key));
  if (!row) throw new Error(`no e-mail ${key}`);
  return row;
}

/** Intl's no-break spaces as plain ones, so amounts and dates read as written here. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a booking made in German", () => {
  it("is stored in German, answered in German, and its confirmation e-mail is German with a /de/reise/ link", async () => {
    const response = await confirmFlow(`/de/buchung/${packageId}`, "jonas@example.de");
    expect(response.status).toBe(302);
    // The confirmation page in German, its cookie sent only there.
    expect(response.headers.get("Location")).toBe(`/de/buchung/${packageId}?step=confirmation`);
    expect(response.headers.getSetCookie().find((value) => value.startsWith("hb_booking="))).toMatch(
      /Path=\/de\/buchung/,
    );

    const stored = await storedFor("jonas@example.de");
    expect(stored.locale).toBe("de");

    // The toast was written in German and is carried as written.
    const toast = await toastOf(response);
    expect(toast?.title).toBe(deBookings["bookings.toast.submitted.title"]);
    expect(toast?.description).toContain(stored.reference);
    expect(toast?.description).not.toContain("Thank you");

    // The confirmation page (in German) links to the trip page in German.
    const page = await follow(response);
    expect(page.status).toBe(200);
    const tripPath = (page.body as { booking: { tripPath: string } }).booking.tripPath;
    expect(tripPath).toMatch(/^\/de\/reise\/[A-Za-z0-9_-]{43}$/);
    expect((await findBookingByTripToken(database.db, tripPath.split("/").at(-1) ?? ""))?.id).toBe(stored.id);

    // The traveller's e-mail: German subject and body, German dates and money, the trip page in German.
    const confirmation = await outboxEmail(bookingEmailKey(stored.id, "confirmation"));
    const values = { reference: stored.reference, packageTitle: "Great Migration Safari" };
    expect(confirmation.subject).toBe(
      runInLocale("de", () => translate(bookingEmailMessages, "bookings.email.confirmation.subject", values)),
    );
    expect(confirmation.subject).toBe(`Ihre Buchungsanfrage ${stored.reference}: Great Migration Safari`);
    const text = plain(confirmation.textBody);
    expect(text).toContain(
      runInLocale("de", () =>
        translate(bookingEmailMessages, "bookings.email.confirmation.greeting", { name: "Jonas Müller" }),
      ),
    );
    expect(text).toContain(deBookingEmails["bookings.email.confirmation.summaryHeading"]);
    expect(text).toContain("Montag, 2. August 2027");
    expect(text).toContain("4.800,00 USD");
    expect(text).not.toMatch(/Dear |Thank you|Your booking/);
    const link = /http:\/\/heartbeest\.test(\/\S+\/[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
    expect(link).toMatch(/^\/de\/reise\/[A-Za-z0-9_-]{43}$/);
    expect((await findBookingByTripToken(database.db, link.split("/").at(-1) ?? ""))?.id).toBe(stored.id);
    expect(confirmation.htmlBody).toContain('<html lang="de">');
    // It went out as stored.
    const sent = smtp.messages.find((message) => message.envelopeTo.includes("jonas@example.de"));
    expect(sent?.subject).toBe(confirmation.subject);

    // Staff read English, told the traveller's language.
    const staff = await outboxEmail(bookingEmailKey(stored.id, "staffNotification"));
    expect(staff.subject).toBe(`New booking request ${stored.reference}: Great Migration Safari for Jonas Müller`);
    expect(staff.textBody).toContain("Writes in German. Please reply in German.");
    expect(staff.textBody).toContain("Payment: Bank transfer");
    expect(staff.htmlBody).toContain('<html lang="en">');
    // The quote's lines too: in German for the traveller, in English for staff (never German beside English).
    const lines = stored.quote?.lines ?? [];
    const english = stored.quote?.englishLabels ?? [];
    expect(english).toHaveLength(lines.length);
    expect(english[0]).toMatch(/adult/i);
    expect(lines[0]?.label).not.toBe(english[0]);
    expect(plain(staff.textBody)).toContain(plain(english[0] ?? "-"));
    expect(plain(staff.textBody)).not.toContain(plain(lines[0]?.label ?? "-"));
    expect(text).toContain(plain(lines[0]?.label ?? "-"));
  });

  it("from the safari page's form at /de/safaris/{id} is stored in German too, its e-mail naming the safari in German", async () => {
    // Staff have translated the safari's title: the e-mail names it so; the booking keeps the English for staff.
    await database.db.insert(contentTranslations).values({
      entity: "package",
      entityId: packageId,
      field: "title",
      locale: "de",
      value: "Safari zur Großen Migration",
      sourceHash: sourceHash("Great Migration Safari"),
    });
    const url = `${SITE}/de/safaris/${packageId}`;
    const request = new Request(url, {
      method: "POST",
      body: form({
        intent: SAFARI_BOOKING_INTENT,
        name: "Lena Weber",
        phone: "+49 89 7654321",
        email: "lena@example.de",
        country: "Germany",
        adults: "2",
        children: "0",
        childAges: "",
        residency: "non_resident",
        singles: "0",
        discountCode: "",
        quotedTotal: "",
        arrival: "2027-08-02",
        departure: "2027-08-08",
        message: "",
        otherInfo: "",
        [HONEYPOT_FIELD_NAME]: "",
        [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(),
      }),
    });
    const response = await answer(url, () =>
      handleSafariBookingAction({ request, params: { id: String(packageId) }, context: context(), now }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/de/buchung/${packageId}?step=confirmation`);
    const stored = await storedFor("lena@example.de");
    expect(stored).toMatchObject({ source: "safari_form", locale: "de" });
    expect((await toastOf(response))?.title).toBe(deBookings["bookings.toast.submitted.title"]);
    const confirmation = await outboxEmail(bookingEmailKey(stored.id, "confirmation"));
    expect(confirmation.subject).toBe(`Ihre Buchungsanfrage ${stored.reference}: Safari zur Großen Migration`);
    expect(confirmation.textBody).not.toContain("Great Migration Safari");
    expect(confirmation.textBody).toMatch(/http:\/\/heartbeest\.test\/de\/reise\/[A-Za-z0-9_-]{43}/);
    expect(stored.packageTitle).toBe("Great Migration Safari");
    const staff = await outboxEmail(bookingEmailKey(stored.id, "staffNotification"));
    expect(staff.subject).toContain("Great Migration Safari");
  });
});

describe("a booking made in English", () => {
  it("is answered as before: English e-mails, the trip page at /trip/", async () => {
    const response = await confirmFlow(`/booking/${packageId}`, "ruth@example.com");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/booking/${packageId}?step=confirmation`);
    expect(response.headers.getSetCookie().find((value) => value.startsWith("hb_booking="))).toMatch(/Path=\/booking;/);
    const stored = await storedFor("ruth@example.com");
    expect(stored.locale).toBe("en");
    expect((await toastOf(response))?.title).toBe("Booking Request Submitted Successfully!");
    const page = await follow(response);
    expect((page.body as { booking: { tripPath: string } }).booking.tripPath).toMatch(/^\/trip\/[A-Za-z0-9_-]{43}$/);

    const confirmation = await outboxEmail(bookingEmailKey(stored.id, "confirmation"));
    expect(confirmation.subject).toBe(`Your booking request ${stored.reference}: Great Migration Safari`);
    expect(confirmation.textBody).toContain("Dear Jonas Müller,");
    expect(confirmation.textBody).toContain("Monday, 2 August 2027");
    expect(confirmation.textBody).toContain("USD 4,800.00");
    expect(confirmation.textBody).toMatch(/http:\/\/heartbeest\.test\/trip\/[A-Za-z0-9_-]{43}/);
    expect(confirmation.htmlBody).toContain('<html lang="en">');
    const staff = await outboxEmail(bookingEmailKey(stored.id, "staffNotification"));
    expect(staff.textBody).not.toContain("Writes in");
  });
});
