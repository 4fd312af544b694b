// Re-quoting a booking through its page's own action, with real Requests and FormData against a real database
// and the real quote engine: money is never typed (an agent is refused, a typed total is ignored), a preview
// changes nothing, a confirmation stores the new quote, schedule and residency, keeps the old quote in the
// history, audits it in words and e-mails the traveller in their language; never below what is paid.
import { rm } from "node:fs/promises";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  bookingQuoteHistory,
  bookings,
  emailOutbox,
  exchangeRates,
  partyRates,
  paymentSchedule,
  payments,
  rateCards,
  safariPackages,
  seasons,
} from "~/db/schema";
import type { FormRefusal } from "~/features/forms/form-result";
import { createPaymentSchedule, readLedger } from "~/features/payments/ledger.server";
import { quoteTrip } from "~/features/quotes/quote-engine";
import type { Quote } from "~/features/quotes/rate-book";
import { loadRateBook } from "~/features/quotes/rate-book.server";
import type { StaffRole } from "~/features/staff/staff-policy";
import { TRIP_LINKS_PER_BOOKING } from "~/features/trip/trip-link-limits";
import { issueTripLink } from "~/features/trip/trip-links.server";
import * as bookingRoute from "~/routes/admin/booking";
import * as tripRoute from "~/routes/site/trip";
import { businessToday } from "~/utils/business-calendar";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  form,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";

let database: TestDatabase;
let context: TestContext;
let packageId: number;
const cookies = {} as Record<StaffRole, string>;

const START = "2027-09-01";

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ["owner", "manager", "agent"] as const) {
    const signed = await signedInStaff(database, `Requote ${role}`, role);
    context = signed.context;
    cookies[role] = signed.cookie;
  }
  const [pkg] = await database.db
    .insert(safariPackages)
    .values({ slug: "amboseli-elephants", title: "Amboseli Elephants", durationDays: 4, price: 1200, currency: "USD" })
    .returning();
  packageId = pkg!.id;
  await database.db
    .insert(seasons)
    .values({ name: "High season 2027", kind: "high", startsOn: "2027-01-01", endsOn: "2028-12-31" });
  const [card] = await database.db
    .insert(rateCards)
    .values({ packageId, residency: "non_resident", currency: "USD" })
    .returning();
  // USD 400.00 per person per night.
  await database.db
    .insert(partyRates)
    .values({ cardId: card!.id, season: "high", minTravellers: 1, maxTravellers: 20, perPersonPerNight: 40_000 });
  const [residents] = await database.db
    .insert(rateCards)
    .values({ packageId, residency: "resident", currency: "KES" })
    .returning();
  await database.db.insert(partyRates).values({
    cardId: residents!.id,
    season: "high",
    minTravellers: 1,
    maxTravellers: 20,
    perPersonPerNight: 3_000_000,
  });
  await database.db.insert(exchangeRates).values({ currency: "KES", unitsPerUsd: 129.5 });
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

/** A booking of 2 non-resident adults taken at the engine's quote: USD 2,400.00 (3 nights x 2 x 400). */
async function newBooking(locale: "en" | "de" = "en") {
  const book = await loadRateBook(database.db, packageId);
  const result = quoteTrip(book!, {
    start: START,
    adults: 2,
    childAges: [],
    residency: "non_resident",
    residentOf: null,
    singles: 0,
    displayCurrency: null,
    code: null,
    discount: null,
    today: businessToday(),
  });
  if (!result.ok) throw new Error("no quote");
  const quote = result.quote;
  const [row] = await database.db
    .insert(bookings)
    .values({
      source: "booking_flow",
      safariId: packageId,
      packageTitle: "Amboseli Elephants",
      name: "Jonas Müller",
      email: `jonas-${Math.random().toString(36).slice(2)}@example.de`,
      phone: "+49 30 000000",
      adults: 2,
      arrivalDate: START,
      departureDate: "2027-09-04",
      totalAmount: quote.total,
      depositAmount: quote.deposit,
      currency: quote.currency,
      quote,
      ratesVersion: quote.ratesVersion,
      residency: "non_resident",
      locale,
    })
    .returning();
  await createPaymentSchedule(database.db, { id: row!.id, quote, createdAt: row!.createdAt });
  return row!;
}

const post = (bookingId: number, values: Record<string, string>, role: StaffRole = "owner") =>
  routeOutcome(
    bookingRoute.action,
    siteRequest(`/admin/bookings/${bookingId}`, { method: "POST", cookie: cookies[role], body: form(values) }),
    { id: String(bookingId) },
    context,
  );

const choices = (overrides: Record<string, string> = {}) => ({
  intent: "requote-preview",
  adults: "2",
  childAges: "",
  singles: "0",
  residency: "non_resident",
  discountKind: "none",
  discountValue: "",
  reason: "Party grew",
  ...overrides,
});

async function stored(bookingId: number) {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!;
}

async function schedule(bookingId: number) {
  const rows = await database.db.select().from(paymentSchedule).where(eq(paymentSchedule.bookingId, bookingId));
  return Object.fromEntries(rows.map((row) => [row.kind, row.amount]));
}

type Preview = { preview: { quote: Quote; notes: string[]; blocked: string | null; changes: string[] } };

describe("money is never typed", () => {
  it.each(["requote-preview", "requote-confirm"])(
    "refuses an agent's %s with a 403 in words; nothing changes",
    async (intent) => {
      const booking = await newBooking();
      const values = choices({ intent, adults: "3", totalAmount: "100", depositAmount: "10", currency: "KES" });
      const outcome = await post(booking.id, values, "agent");
      expect(outcome.status).toBe(403);
      const refusal = outcome.body as FormRefusal;
      expect(refusal.formError).toBe(
        "Only an owner or a manager can change a booking's price. Ask one of them to re-quote it; nothing was changed.",
      );
      expect(refusal.values).toMatchObject(values);
      expect(await stored(booking.id)).toMatchObject({ totalAmount: 240_000, depositAmount: 72_000, currency: "USD" });
      expect(
        await database.db.select().from(bookingQuoteHistory).where(eq(bookingQuoteHistory.bookingId, booking.id)),
      ).toEqual([]);
    },
  );

  it("ignores a typed total: the total is the engine's", async () => {
    const booking = await newBooking();
    const preview = await post(booking.id, choices({ reprice: "on", totalAmount: "100", currency: "KES" }));
    expect(preview.status).toBe(200);
    expect((preview.body as Preview).preview.quote).toMatchObject({ total: 240_000, currency: "USD" });
  });

  it("refuses a re-quote with no change, and a discount without a reason or beyond 100%, in words", async () => {
    const booking = await newBooking();
    const none = await post(booking.id, choices());
    expect(none.status).toBe(400);
    expect((none.body as FormRefusal).formError).toContain("Choose a change first");
    const noReason = await post(booking.id, choices({ discountKind: "percent", discountValue: "10", reason: " " }));
    expect(noReason.status).toBe(400);
    expect((noReason.body as FormRefusal).fieldErrors.reason).toContain("Say why the booking is re-quoted");
    expect((noReason.body as FormRefusal).values.discountValue).toBe("10");
    const tooMuch = await post(booking.id, choices({ discountKind: "percent", discountValue: "150" }));
    expect(tooMuch.status).toBe(400);
    expect((tooMuch.body as FormRefusal).fieldErrors.discountValue).toContain("at most 100");
    const huge = await post(booking.id, choices({ discountKind: "amount", discountValue: "999,999,999.99" }));
    expect(huge.status).toBe(400);
    expect((huge.body as FormRefusal).fieldErrors.discountValue).toBe("That discount is more than any total.");
  });
});

describe("the booking page", () => {
  it.each([
    ["owner", true],
    ["manager", true],
    ["agent", false],
  ] as const)("offers the re-quote and refund forms to an %s: %s", async (role, offered) => {
    const booking = await newBooking();
    const outcome = await routeOutcome(
      bookingRoute.loader,
      siteRequest(`/admin/bookings/${booking.id}`, { cookie: cookies[role] }),
      { id: String(booking.id) },
      context,
    );
    expect(outcome.status).toBe(200);
    const body = outcome.body as Awaited<ReturnType<typeof bookingRoute.loader>>;
    expect(body.canChangeMoney).toBe(offered);
    expect(body.requoteDefaults).toEqual({ adults: "2", childAges: "", singles: "0", residency: "non_resident" });
  });
});

describe("previewing and confirming a re-quote", () => {
  it.each(["owner", "manager"] as const)("a preview as %s shows the new quote and changes nothing", async (role) => {
    const booking = await newBooking();
    const outcome = await post(booking.id, choices({ adults: "3" }), role);
    expect(outcome.status).toBe(200);
    const { preview } = outcome.body as Preview;
    // 3 adults x 3 nights x USD 400.00.
    expect(preview.quote).toMatchObject({ total: 360_000, deposit: 108_000, currency: "USD" });
    expect(preview.changes).toContain("Party: 2 adults → 3 adults");
    expect(preview.blocked).toBeNull();
    expect(await stored(booking.id)).toMatchObject({ totalAmount: 240_000, adults: 2 });
  });

  it("refuses to confirm in words (429) when the e-mail's new trip link would pass the booking's cap; nothing changes", async () => {
    const booking = await newBooking();
    for (let i = 0; i < TRIP_LINKS_PER_BOOKING.limit; i++) await issueTripLink(database.db, booking.id);
    const values = choices({ intent: "requote-confirm", adults: "3", childAges: "9", expectedTotal: "480000" });
    const outcome = await post(booking.id, values, "manager");
    expect(outcome.status).toBe(429);
    expect((outcome.body as FormRefusal).formError).toBe(
      "Nothing was changed: this booking has had 10 trip links in the last 24 hours, the most allowed, and the re-quote e-mail needs a new one. Try again in 24 hours.",
    );
    expect(await stored(booking.id)).toMatchObject({ totalAmount: 240_000, adults: 2 });
    expect(
      await database.db.select().from(bookingQuoteHistory).where(eq(bookingQuoteHistory.bookingId, booking.id)),
    ).toEqual([]);
  });

  it("confirms as a manager: quote, schedule, history, audit in words, German e-mail, trip page", async () => {
    const booking = await newBooking("de");
    const token = await issueTripLink(database.db, booking.id);
    const outcome = await post(
      booking.id,
      choices({ intent: "requote-confirm", adults: "3", childAges: "9", expectedTotal: "480000" }),
      "manager",
    );
    expect(outcome.status).toBe(302);
    const after = await stored(booking.id);
    // 4 travellers now; the child aged 9 pays the adult rate (no child bands on this card).
    expect(after).toMatchObject({ totalAmount: 480_000, depositAmount: 144_000, adults: 3, children: 1 });
    expect(after.childAges).toEqual([9]);
    expect(after.quote?.total).toBe(480_000);
    expect(await schedule(booking.id)).toEqual({ deposit: 144_000, balance: 336_000 });
    const [history] = await database.db
      .select()
      .from(bookingQuoteHistory)
      .where(eq(bookingQuoteHistory.bookingId, booking.id));
    expect(history).toMatchObject({
      totalAmount: 240_000,
      depositAmount: 72_000,
      currency: "USD",
      reason: "Party grew",
    });
    expect(history?.quote?.total).toBe(240_000);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.rowId, String(booking.id)))
      .orderBy(desc(auditLog.id));
    expect((audit!.after as { requote: string }).requote).toBe(
      "Re-quoted from USD 2,400.00 to USD 4,800.00. Party: 2 adults → 3 adults and 1 child (9); Priced at today's rates (rates version " +
        `${after.quote?.ratesVersion}). Reason: Party grew`,
    );
    const [email] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, booking.email));
    // Intl writes a no-break space between the amount and the code.
    expect(email?.subject.replace(/\s/g, " ")).toBe(`Der neue Preis Ihrer Safari: 4.800,00 USD (${booking.reference})`);
    expect(email?.textBody.replace(/[^\S\n]/g, " ")).toContain(
      "Ihr neuer Gesamtpreis beträgt 4.800,00 USD; bisher waren es 2.400,00 USD.",
    );
    expect(email?.textBody).toMatch(/http:\/\/heartbeest\.test\/de\/reise\/[A-Za-z0-9_-]{43}/);
    // The trip page reads the booking's quote: the new one.
    const trip = await routeOutcome(tripRoute.loader, siteRequest(`/trip/${token}`), { token }, context);
    expect(JSON.stringify(trip.body)).toContain("USD 4,800.00");
  });

  it("a staff discount of 10% comes off the rates only, with its line in the quote", async () => {
    const booking = await newBooking();
    const outcome = await post(
      booking.id,
      choices({
        intent: "requote-confirm",
        discountKind: "percent",
        discountValue: "10",
        reason: "Returning guests",
        expectedTotal: "216000",
      }),
    );
    expect(outcome.status).toBe(302);
    const after = await stored(booking.id);
    expect(after.totalAmount).toBe(216_000);
    expect(after.quote?.lines.at(-1)).toMatchObject({
      kind: "discount",
      label: "Discount from our team (10%)",
      amount: -24_000,
      staff: true,
    });
  });

  it("a price that moved since the preview is shown again, not stored", async () => {
    const booking = await newBooking();
    const outcome = await post(booking.id, choices({ intent: "requote-confirm", adults: "3", expectedTotal: "1" }));
    expect(outcome.status).toBe(409);
    expect((outcome.body as FormRefusal).formError).toContain("The price changed since the preview");
    expect((outcome.body as Preview).preview.quote.total).toBe(360_000);
    expect((await stored(booking.id)).totalAmount).toBe(240_000);
  });

  it("residency comes from the quote and the column follows it (before any payment)", async () => {
    const booking = await newBooking();
    const outcome = await post(
      booking.id,
      choices({
        intent: "requote-confirm",
        residency: "resident",
        reason: "Alien card seen",
        expectedTotal: "18000000",
      }),
    );
    expect(outcome.status).toBe(302);
    const after = await stored(booking.id);
    expect(after).toMatchObject({ residency: "resident", currency: "KES", totalAmount: 18_000_000 });
    expect(after.quote?.residency).toBe("resident");
    const rows = await database.db.select().from(paymentSchedule).where(eq(paymentSchedule.bookingId, booking.id));
    expect(rows.every((row) => row.currency === "KES")).toBe(true);
  });
});

describe("never below what is paid", () => {
  async function paid(bookingId: number, amount: number, currency: "USD" | "GBP" = "USD") {
    await database.db.insert(payments).values({
      bookingId,
      purpose: "deposit",
      method: "bank_transfer",
      status: "succeeded",
      amount,
      currency,
      creditedAmount: amount,
      creditedCurrency: "USD",
      providerReference: `TRF-${bookingId}-${amount}`,
    });
  }

  it("refuses a total below what is paid, in words, and changes nothing", async () => {
    const booking = await newBooking();
    await paid(booking.id, 200_000);
    const values = choices({
      intent: "requote-confirm",
      discountKind: "percent",
      discountValue: "50",
      expectedTotal: "120000",
    });
    const outcome = await post(booking.id, values);
    expect(outcome.status).toBe(409);
    const refusal = outcome.body as FormRefusal;
    expect(refusal.formError).toBe(
      "The traveller has already paid USD 2,000.00, more than the new total of USD 1,200.00. A re-quote never goes below what is paid: record the refund first, then re-quote.",
    );
    expect(refusal.values).toMatchObject(values);
    expect(await stored(booking.id)).toMatchObject({ totalAmount: 240_000 });
    expect(await schedule(booking.id)).toEqual({ deposit: 72_000, balance: 168_000 });
  });

  it("says so when the deposit paid is more than the new deposit, and counts the rest towards the balance", async () => {
    const booking = await newBooking();
    await paid(booking.id, 72_000);
    const outcome = await post(booking.id, choices({ discountKind: "amount", discountValue: "600" }));
    expect(outcome.status).toBe(200);
    const { preview } = outcome.body as Preview;
    expect(preview.quote.total).toBe(180_000);
    expect(preview.notes[0]).toBe(
      "The deposit already paid (USD 720.00) is more than the new deposit of USD 540.00: the extra USD 180.00 counts towards the balance.",
    );
    const confirm = await post(
      booking.id,
      choices({ intent: "requote-confirm", discountKind: "amount", discountValue: "600", expectedTotal: "180000" }),
    );
    expect(confirm.status).toBe(302);
    expect(await schedule(booking.id)).toEqual({ deposit: 54_000, balance: 126_000 });
    expect((await readLedger(database.db, booking.id))!.summary).toMatchObject({ paid: 72_000, outstanding: 108_000 });
  });

  it("counts what is paid again in a new currency (a changed residency), keeping what was paid as it was", async () => {
    const booking = await newBooking();
    await paid(booking.id, 10_000);
    const outcome = await post(
      booking.id,
      choices({
        intent: "requote-confirm",
        residency: "resident",
        reason: "Alien card seen",
        expectedTotal: "18000000",
      }),
      "manager",
    );
    expect(outcome.status).toBe(302);
    const [payment] = await database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    // USD 100.00 at KES 129.5 to the dollar is KES 12,950.00 to the booking; the payment itself is unchanged.
    expect(payment).toMatchObject({
      amount: 10_000,
      currency: "USD",
      creditedAmount: 1_295_000,
      creditedCurrency: "KES",
      exchangeRate: 0.007722,
    });
    expect((await readLedger(database.db, booking.id))!.summary).toMatchObject({
      currency: "KES",
      total: 18_000_000,
      paid: 1_295_000,
      outstanding: 16_705_000,
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.rowId, String(payment!.id)));
    expect(audits.find((entry) => entry.tableName === "payments")?.after).toMatchObject({
      creditedAmount: 1_295_000,
      why: `Counted again in KES when booking ${booking.reference} was re-quoted`,
    });
  });

  it("refuses a change of currency when a payment's currency has no exchange rate, in words", async () => {
    const booking = await newBooking();
    await paid(booking.id, 10_000, "GBP");
    const outcome = await post(
      booking.id,
      choices({ intent: "requote-confirm", residency: "resident", expectedTotal: "18000000" }),
    );
    expect(outcome.status).toBe(409);
    expect((outcome.body as FormRefusal).formError).toBe(
      "The new quote is in KES, and a payment in GBP must be counted in it, but there is no exchange rate between GBP and KES. Set it on Rates › Exchange rates, then preview again.",
    );
    expect(await stored(booking.id)).toMatchObject({ currency: "USD", residency: "non_resident" });
  });

  it("keeps a booking with quote history from being deleted (restrict)", async () => {
    const booking = await newBooking();
    expect(
      (await post(booking.id, choices({ intent: "requote-confirm", reprice: "on", expectedTotal: "240000" }))).status,
    ).toBe(302);
    await expect(database.db.delete(bookings).where(eq(bookings.id, booking.id))).rejects.toThrow();
  });
});
