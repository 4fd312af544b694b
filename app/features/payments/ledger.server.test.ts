import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, emailOutbox, exchangeRates, paymentEvents, payments } from "~/db/schema";
import type { Quote } from "~/features/quotes/rate-book";
import { businessDayOf } from "~/utils/business-calendar";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  convertForPayment,
  createPaymentSchedule,
  readLedger,
  recordManualPayment,
  recordPendingPayment,
  recordRefund,
  settlePayment,
} from "./ledger.server";

const staff = { id: null, email: "wanjiru@heartbeest.example" };

function quote(total: number, currency: Quote["currency"] = "USD"): Quote {
  const deposit = Math.round(total * 0.3);
  return {
    package: { id: 1, slug: "mara", title: "Maasai Mara Explorer" },
    start: "2027-09-01",
    end: "2027-09-04",
    nights: 3,
    residency: "non_resident",
    currency,
    lines: [],
    total,
    deposit,
    balance: total - deposit,
    balanceDueDate: "2027-07-03",
    depositDueNow: true,
    balanceDueNow: false,
    priceOnRequest: false,
    display: { currency, rate: 1, total },
    notices: [],
    ratesVersion: 1,
  };
}

let database: TestDatabase;

async function booking(total = 200_000, currency: Quote["currency"] = "USD") {
  const q = quote(total, currency);
  const [row] = await database.db
    .insert(bookings)
    .values({
      source: "booking_flow",
      packageTitle: "Maasai Mara Explorer",
      name: "Amani Traveller",
      email: `amani+${Math.random().toString(36).slice(2)}@example.com`,
      phone: "+254712345678",
      adults: 2,
      arrivalDate: q.start,
      departureDate: q.end,
      totalAmount: q.total,
      depositAmount: q.deposit,
      currency,
      quote: q,
    })
    .returning();
  if (!row) throw new Error("no booking");
  await createPaymentSchedule(database.db, row);
  return row;
}

function pending(bookingId: number, reference: string, amount = 60_000) {
  return recordPendingPayment(database.db, {
    bookingId,
    purpose: "deposit",
    method: "mpesa",
    amount,
    currency: "USD",
    creditedAmount: amount,
    creditedCurrency: "USD",
    exchangeRate: null,
    providerReference: reference,
    phone: "254712345678",
  });
}

async function receiptsFor(paymentId: number) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.dedupeKey, `payment:${paymentId}:receipt`));
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(exchangeRates).values({ currency: "KES", unitsPerUsd: 129.25 });
});
afterAll(() => database.destroy());

describe("the payment schedule", () => {
  it("owes the deposit on the day of booking and the balance on the quote's date", async () => {
    const row = await booking(200_000);
    const ledger = await readLedger(database.db, row.id, "2027-01-01");
    expect(ledger?.schedule.map(({ kind, amount, dueDate }) => ({ kind, amount, dueDate }))).toEqual([
      { kind: "deposit", amount: 60_000, dueDate: businessDayOf(row.createdAt) },
      { kind: "balance", amount: 140_000, dueDate: "2027-07-03" },
    ]);
    expect(ledger?.summary).toMatchObject({ total: 200_000, paid: 0, outstanding: 200_000 });
    // Written twice (a retried transaction), still one schedule.
    await createPaymentSchedule(database.db, row);
    expect((await readLedger(database.db, row.id))?.schedule).toHaveLength(2);
  });

  it("has none for a booking priced on request", async () => {
    const [row] = await database.db
      .insert(bookings)
      .values({
        source: "booking_flow",
        packageTitle: "Charter",
        name: "A",
        email: "a@example.com",
        phone: "+254700000000",
        adults: 1,
        arrivalDate: "2027-09-01",
        departureDate: "2027-09-03",
        quote: { ...quote(1), total: null, deposit: null, balance: null, priceOnRequest: true },
      })
      .returning();
    await createPaymentSchedule(database.db, row!);
    expect(await readLedger(database.db, row!.id)).toBeNull();
  });
});

describe("a provider's payment", () => {
  it("counts once however often, and however concurrently, the provider confirms it", async () => {
    const row = await booking();
    const started = await pending(row.id, "ws_CO_ONCE");
    expect((await readLedger(database.db, row.id))?.summary).toMatchObject({ paid: 0, pending: 60_000 });
    // The same push recorded again (a retried request) is the same payment.
    expect((await pending(row.id, "ws_CO_ONCE")).id).toBe(started.id);

    const confirm = () =>
      settlePayment(
        database.db,
        "mpesa",
        "ws_CO_ONCE",
        { outcome: "succeeded", receipt: "RKT1ABC2DE" },
        { source: "callback" },
      );
    const results = await Promise.all([confirm(), confirm(), confirm()]);
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    const late = await settlePayment(
      database.db,
      "mpesa",
      "ws_CO_ONCE",
      { outcome: "failed", code: "1037", reason: "timeout" },
      { source: "callback" },
    );
    expect(late.changed).toBe(false);
    expect(late.payment?.status).toBe("succeeded");

    const summary = (await readLedger(database.db, row.id))?.summary;
    expect(summary).toMatchObject({ paid: 60_000, outstanding: 140_000, pending: 0, depositPaid: true });
    expect(summary?.next).toMatchObject({ kind: "balance", amount: 140_000 });
    const receipts = await receiptsFor(started.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.textBody).toContain("RKT1ABC2DE");
    expect(receipts[0]?.textBody).toContain("USD 600.00");
    const events = await database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, started.id));
    expect(events.length).toBe(5);
  });

  it("records a refusal in words and counts nothing", async () => {
    const row = await booking();
    const started = await pending(row.id, "ws_CO_CANCELLED");
    await settlePayment(
      database.db,
      "mpesa",
      "ws_CO_CANCELLED",
      { outcome: "failed", code: "1032", reason: "Request cancelled by user" },
      { source: "callback" },
    );
    const [stored] = await database.db.select().from(payments).where(eq(payments.id, started.id));
    expect(stored).toMatchObject({ status: "failed", failureCode: "1032" });
    expect((await readLedger(database.db, row.id))?.summary.paid).toBe(0);
    expect(await receiptsFor(started.id)).toHaveLength(0);
  });

  it("never lets one provider reference stand for two payments", async () => {
    const first = await booking();
    const second = await booking();
    await pending(first.id, "ws_CO_SHARED");
    // Another booking claiming the same CheckoutRequestID gets the first payment back, not a new one.
    const again = await pending(second.id, "ws_CO_SHARED");
    expect(again.bookingId).toBe(first.id);
    expect((await readLedger(database.db, second.id))?.payments).toHaveLength(0);
  });
});

describe("money staff record", () => {
  it("takes a partial transfer, a second one, and refuses a reference already used", async () => {
    const row = await booking();
    const entry = {
      bookingId: row.id,
      purpose: "deposit" as const,
      method: "bank_transfer" as const,
      amount: 25_000,
      currency: "USD" as const,
      receivedOn: "2027-01-05",
      reference: "FT2701050001",
      note: "Part of the deposit",
    };
    expect((await recordManualPayment(database.db, staff, entry)).status).toBe("recorded");
    expect((await recordManualPayment(database.db, staff, entry)).status).toBe("duplicate_reference");
    expect(
      (await recordManualPayment(database.db, staff, { ...entry, reference: "FT2701060002", amount: 35_000 })).status,
    ).toBe("recorded");
    const summary = (await readLedger(database.db, row.id))?.summary;
    expect(summary).toMatchObject({ paid: 60_000, outstanding: 140_000, depositPaid: true });
  });

  it("credits shillings to a dollar booking at the staff rate and keeps the rate used", async () => {
    const row = await booking();
    // 600.00 USD at 129.25 KES per USD = 77,550.00 KES.
    expect(await convertForPayment(database.db, 60_000, "USD", "KES")).toEqual({
      amount: 7_755_000,
      currency: "KES",
      rate: 129.25,
    });
    const result = await recordManualPayment(database.db, staff, {
      bookingId: row.id,
      purpose: "deposit",
      method: "cash",
      amount: 7_755_000,
      currency: "KES",
      receivedOn: "2027-01-05",
      reference: "",
      note: "Paid at the Nairobi office",
    });
    expect(result.status).toBe("recorded");
    if (result.status !== "recorded") return;
    expect(result.payment).toMatchObject({ creditedAmount: 60_000, creditedCurrency: "USD", exchangeRate: 129.25 });
    expect((await readLedger(database.db, row.id))?.summary.paid).toBe(60_000);
    expect(
      (
        await recordManualPayment(database.db, staff, {
          bookingId: row.id,
          purpose: "balance",
          method: "cash",
          amount: 100,
          currency: "GBP",
          receivedOn: "2027-01-05",
          reference: "",
          note: "",
        })
      ).status,
    ).toBe("no_exchange_rate");
  });

  it("refunds up to what was paid, and a full refund marks the payment refunded", async () => {
    const row = await booking();
    const recorded = await recordManualPayment(database.db, staff, {
      bookingId: row.id,
      purpose: "deposit",
      method: "bank_transfer",
      amount: 60_000,
      currency: "USD",
      receivedOn: "2027-01-05",
      reference: "FT-REFUND-1",
      note: "",
    });
    if (recorded.status !== "recorded") throw new Error(recorded.status);
    const paymentId = recorded.payment.id;
    const refund = (amount: number) =>
      recordRefund(database.db, staff, {
        bookingId: row.id,
        paymentId,
        amount,
        reason: "Cancelled in time",
        reference: "RF1",
      });

    expect(await refund(70_000)).toEqual({ status: "exceeds_payment", refundable: 60_000, currency: "USD" });
    expect((await refund(10_000)).status).toBe("recorded");
    expect((await readLedger(database.db, row.id))?.summary.paid).toBe(50_000);
    // Two refunds of the rest typed at once: only one goes through.
    const both = await Promise.all([refund(50_000), refund(50_000)]);
    expect(both.filter((result) => result.status === "recorded")).toHaveLength(1);
    // The second finds the payment already refunded in full.
    expect(both.map((result) => result.status)).toContain("not_refundable");
    const ledger = await readLedger(database.db, row.id);
    expect(ledger?.summary.paid).toBe(0);
    expect(ledger?.payments[0]?.status).toBe("refunded");
    expect((await refund(1)).status).toBe("not_refundable");
  });
});
