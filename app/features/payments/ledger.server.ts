// The booking ledger: schedules, payments and refunds in the database. Every provider (M-Pesa, card) and
// every member of staff changes money only through these functions, so that:
// - a provider reference or receipt is recorded once (unique indexes) and a repeated notification is a no-op;
// - a payment leaves 'pending' exactly once (the update is conditional on its status), and every change
//   leaves a payment_events row and, for a success, one receipt e-mail (dedupe key payment:{id}:receipt);
// - the balance is always summariseLedger() over these rows, never a stored number.
import { and, asc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { bookings, exchangeRates, paymentEvents, paymentSchedule, payments, refunds } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { followDepositPaid } from "~/features/inbox/enquiry-stage-hooks.server";
import { convertAmount, exchangeRatio } from "~/features/quotes/quote-engine-money";
import type { Quote, QuoteCurrency } from "~/features/quotes/rate-book";
import { inTravellersLanguage } from "~/features/translations/content-translations.server";
import { runInLocale } from "~/i18n/server-messages.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import { businessDayOf, businessToday } from "~/utils/business-calendar";
import { findBookingPayment } from "./booking-records.server";
import {
  type LedgerPayment,
  type LedgerSummary,
  type PaymentMethod,
  type ScheduleKind,
  summariseLedger,
} from "./ledger";
import { COLUMN_MAX_MINOR_UNITS } from "./money-limits";
import { renderPaymentReceipt } from "./payment-emails";

export type PaymentRow = typeof payments.$inferSelect;
export type ScheduleRow = typeof paymentSchedule.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Writes a quoted booking's schedule: the deposit due on the day of booking, the balance on the quote's
 * date. Nothing for a booking without a priced quote (price on request, or from before quotes).
 */
export async function createPaymentSchedule(
  tx: DatabaseOrTransaction,
  booking: { id: number; quote: Quote | null; createdAt: Date },
): Promise<void> {
  const quote = booking.quote;
  if (!quote || quote.total === null || quote.deposit === null) return;
  await tx
    .insert(paymentSchedule)
    .values([
      {
        bookingId: booking.id,
        kind: "deposit",
        amount: quote.deposit,
        currency: quote.currency,
        dueDate: businessDayOf(booking.createdAt),
      },
      {
        bookingId: booking.id,
        kind: "balance",
        amount: quote.total - quote.deposit,
        currency: quote.currency,
        dueDate: quote.balanceDueDate,
      },
    ])
    .onConflictDoNothing();
}

export interface BookingLedger {
  bookingId: number;
  currency: QuoteCurrency;
  schedule: ScheduleRow[];
  payments: (PaymentRow & { refunded: number })[];
  refunds: RefundRow[];
  summary: LedgerSummary;
}

/** The booking's ledger, or null when it has no schedule (not priced). */
export async function readLedger(
  db: DatabaseOrTransaction,
  bookingId: number,
  today: string = businessToday(),
): Promise<BookingLedger | null> {
  const schedule = await db
    .select()
    .from(paymentSchedule)
    .where(eq(paymentSchedule.bookingId, bookingId))
    .orderBy(asc(paymentSchedule.dueDate), asc(paymentSchedule.kind));
  if (schedule.length === 0) return null;
  const currency = schedule[0]!.currency;
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const refundRows =
    paymentRows.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.paymentId,
              paymentRows.map((payment) => payment.id),
            ),
          )
          .orderBy(asc(refunds.createdAt));
  const refundedBy = new Map<number, number>();
  for (const refund of refundRows) {
    refundedBy.set(refund.paymentId, (refundedBy.get(refund.paymentId) ?? 0) + refund.creditedAmount);
  }
  const withRefunds = paymentRows.map((payment) => ({ ...payment, refunded: refundedBy.get(payment.id) ?? 0 }));
  const ledgerPayments: LedgerPayment[] = withRefunds.map((payment) => ({
    id: payment.id,
    purpose: payment.purpose,
    method: payment.method,
    status: payment.status,
    amount: payment.amount,
    currency: payment.currency,
    creditedAmount: payment.creditedAmount,
    refundedAmount: payment.refunded,
  }));
  return {
    bookingId,
    currency,
    schedule,
    payments: withRefunds,
    refunds: refundRows,
    summary: summariseLedger(currency, schedule, ledgerPayments, today),
  };
}

/** Units of each currency per US dollar, as staff set them on /admin/rates/exchange-rates. */
export async function readExchangeRates(db: DatabaseOrTransaction): Promise<Partial<Record<QuoteCurrency, number>>> {
  const rows = await db.select().from(exchangeRates);
  const rates: Partial<Record<QuoteCurrency, number>> = { USD: 1 };
  for (const row of rows) rates[row.currency] = Number(row.unitsPerUsd);
  return rates;
}

export interface Conversion {
  /** Minor units of the currency paid in. */
  amount: number;
  currency: QuoteCurrency;
  /** Units of the paid currency per unit of the booking's; null when no conversion was needed. */
  rate: number | null;
}

/**
 * `amount` of the booking's currency expressed in `payIn` (M-Pesa takes KES only): converted at the
 * staff-set rates, rounded half up; null when a rate is missing. KES for M-Pesa is then rounded up to whole
 * shillings by the caller, since Daraja takes whole amounts.
 */
export async function convertForPayment(
  db: DatabaseOrTransaction,
  amount: number,
  bookingCurrency: QuoteCurrency,
  payIn: QuoteCurrency,
): Promise<Conversion | null> {
  if (payIn === bookingCurrency) return { amount, currency: payIn, rate: null };
  const rates = await readExchangeRates(db);
  const converted = convertAmount(amount, bookingCurrency, payIn, rates);
  const ratio = exchangeRatio(rates, bookingCurrency, payIn);
  if (converted === null || ratio === null) return null;
  const rate = Math.round((Number(ratio.numerator) / Number(ratio.denominator)) * 1e6) / 1e6;
  return { amount: converted, currency: payIn, rate };
}

/** `paid` minor units of the paid currency back in the booking's currency at `rate` (rounded half up). */
export function creditedFor(paid: number, rate: number | null): number {
  if (rate === null) return paid;
  return Math.max(1, Math.round(paid / rate));
}

export interface StartPayment {
  bookingId: number;
  purpose: ScheduleKind;
  method: "mpesa" | "card";
  amount: number;
  currency: QuoteCurrency;
  creditedAmount: number;
  creditedCurrency: QuoteCurrency;
  exchangeRate: number | null;
  /** Null for an M-Pesa push recorded before it is sent (the CheckoutRequestID comes with Daraja's answer). */
  providerReference: string | null;
  phone?: string | null;
  detail?: unknown;
}

/**
 * Records a payment the provider has accepted to process (a checkout opened), or is about to be asked to (an
 * STK push is recorded before it is sent, so that a push whose answer never comes is still on the ledger).
 */
export async function recordPendingPayment(db: DatabaseOrTransaction, start: StartPayment): Promise<PaymentRow> {
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId: start.bookingId,
        purpose: start.purpose,
        method: start.method,
        status: "pending",
        amount: start.amount,
        currency: start.currency,
        creditedAmount: start.creditedAmount,
        creditedCurrency: start.creditedCurrency,
        exchangeRate: start.exchangeRate,
        providerReference: start.providerReference,
        phone: start.phone ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      if (start.providerReference === null) throw new Error("payment without a reference was not recorded");
      const existing = await findPaymentByReference(tx, start.method, start.providerReference);
      if (!existing) throw new Error(`payment ${start.providerReference} was neither recorded nor found`);
      return existing;
    }
    await tx.insert(paymentEvents).values({
      paymentId: created.id,
      source: "start",
      fromStatus: null,
      toStatus: "pending",
      detail: (start.detail ?? null) as object | null,
    });
    return created;
  });
}

export async function findPaymentByReference(
  db: DatabaseOrTransaction,
  method: PaymentMethod,
  providerReference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.providerReference, providerReference)));
  return row;
}

export type Settlement =
  | { outcome: "succeeded"; receipt: string | null; paidAmount?: number }
  | { outcome: "failed"; code: string; reason: string };

export interface SettleResult {
  /** False when the payment had already left 'pending' (a repeat, a late callback): nothing was changed. */
  changed: boolean;
  payment: PaymentRow | undefined;
}

/**
 * Moves a pending payment to succeeded or failed, once. `source` says who told us (callback, stk_query,
 * reconciliation, ipn, status_check). A success queues the receipt e-mail in the same transaction.
 */
export async function settlePayment(
  db: DatabaseOrTransaction,
  method: PaymentMethod,
  providerReference: string,
  settlement: Settlement,
  event: { source: string; detail?: unknown },
  siteUrl?: string,
): Promise<SettleResult> {
  return settleWhere(
    db,
    and(eq(payments.method, method), eq(payments.providerReference, providerReference)),
    (tx) => findPaymentByReference(tx, method, providerReference),
    providerReference,
    settlement,
    event,
    siteUrl,
  );
}

/** The same, for a payment known by its id (an STK push whose CheckoutRequestID never came back). */
export async function settlePaymentById(
  db: DatabaseOrTransaction,
  paymentId: number,
  settlement: Settlement,
  event: { source: string; detail?: unknown },
  siteUrl?: string,
): Promise<SettleResult> {
  return settleWhere(
    db,
    eq(payments.id, paymentId),
    async (tx) => (await tx.select().from(payments).where(eq(payments.id, paymentId)))[0],
    null,
    settlement,
    event,
    siteUrl,
  );
}

async function settleWhere(
  db: DatabaseOrTransaction,
  target: SQL | undefined,
  /** Reads the payment inside the transaction (never through `db`, which the transaction holds). */
  findAfter: (tx: DatabaseOrTransaction) => Promise<PaymentRow | undefined>,
  providerReference: string | null,
  settlement: Settlement,
  { source, detail }: { source: string; detail?: unknown },
  siteUrl?: string,
): Promise<SettleResult> {
  return inTransaction(db, async (tx) => {
    const values =
      settlement.outcome === "succeeded"
        ? { status: "succeeded" as const, providerReceipt: settlement.receipt, settledAt: new Date() }
        : {
            status: "failed" as const,
            failureCode: settlement.code,
            failureReason: settlement.reason,
            settledAt: new Date(),
          };
    const [changed] = await tx
      .update(payments)
      .set(values)
      .where(and(target, eq(payments.status, "pending")))
      .returning();
    const payment = changed ?? (await findAfter(tx));
    await tx.insert(paymentEvents).values({
      paymentId: payment?.id ?? null,
      source,
      fromStatus: changed ? "pending" : (payment?.status ?? null),
      toStatus: changed ? changed.status : (payment?.status ?? null),
      detail: {
        reference: providerReference ?? payment?.providerReference ?? null,
        repeat: !changed,
        ...(asObject(detail) ?? {}),
      },
    });
    if (changed?.status === "succeeded") {
      await queueReceipt(tx, changed, siteUrl);
      // The pipeline follows the money: a deposit received moves a new or quoted enquiry on.
      await followDepositPaid(tx, changed);
    }
    return { changed: Boolean(changed), payment };
  });
}

/**
 * Gives a pending payment recorded without one its provider reference (Daraja's CheckoutRequestID, from the
 * push's answer or from a callback matched to it); false when it already had one or has left 'pending'.
 */
export async function attachProviderReference(
  db: DatabaseOrTransaction,
  paymentId: number,
  providerReference: string,
  event: { source: string; detail?: unknown },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [changed] = await tx
      .update(payments)
      .set({ providerReference })
      .where(and(eq(payments.id, paymentId), isNull(payments.providerReference), eq(payments.status, "pending")))
      .returning({ id: payments.id });
    await tx.insert(paymentEvents).values({
      paymentId,
      source: event.source,
      fromStatus: "pending",
      toStatus: "pending",
      detail: { reference: providerReference, attached: Boolean(changed), ...(asObject(event.detail) ?? {}) },
    });
    return Boolean(changed);
  });
}

/**
 * A receipt number learnt after the payment succeeded without one (STK Query settles without a receipt; the
 * callback that brings it comes later). Stored once; a receipt already on another payment is not (unique).
 */
export async function recordLateReceipt(
  db: DatabaseOrTransaction,
  paymentId: number,
  receipt: string,
  event: { source: string; detail?: unknown },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [taken] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.method, "mpesa"), eq(payments.providerReceipt, receipt)));
    const [changed] = taken
      ? []
      : await tx
          .update(payments)
          .set({ providerReceipt: receipt })
          .where(and(eq(payments.id, paymentId), isNull(payments.providerReceipt), eq(payments.status, "succeeded")))
          .returning({ id: payments.id });
    await tx.insert(paymentEvents).values({
      paymentId,
      source: event.source,
      fromStatus: "succeeded",
      toStatus: "succeeded",
      detail: { receipt, stored: Boolean(changed), ...(asObject(event.detail) ?? {}) },
    });
    return Boolean(changed);
  });
}

/** Marks a pending payment as just asked about, so polling and reconciliation space their questions. */
export async function markPaymentChecked(db: DatabaseOrTransaction, paymentId: number): Promise<void> {
  await db.update(payments).set({ lastCheckedAt: new Date() }).where(eq(payments.id, paymentId));
}

export interface ManualPayment {
  bookingId: number;
  purpose: ScheduleKind;
  method: "bank_transfer" | "cash";
  /** Minor units of `currency`. */
  amount: number;
  currency: QuoteCurrency;
  receivedOn: string;
  reference: string;
  note: string;
}

export type ManualPaymentResult =
  | { status: "recorded"; payment: PaymentRow }
  | { status: "duplicate_reference" }
  | { status: "no_exchange_rate" }
  | { status: "too_large"; credited: number; currency: QuoteCurrency }
  | { status: "booking_not_found" };

/** A transfer or cash staff received: succeeded at once, audited, with a receipt to the traveller. */
export async function recordManualPayment(
  db: DatabaseOrTransaction,
  actor: AuditActor & { id: string | null },
  entry: ManualPayment,
  siteUrl?: string,
): Promise<ManualPaymentResult> {
  const ledger = await readLedger(db, entry.bookingId);
  const [booking] = await db
    .select({ id: bookings.id, currency: bookings.currency })
    .from(bookings)
    .where(eq(bookings.id, entry.bookingId));
  if (!booking) return { status: "booking_not_found" };
  const bookingCurrency = ledger?.currency ?? booking.currency ?? entry.currency;
  let credited = entry.amount;
  let rate: number | null = null;
  if (entry.currency !== bookingCurrency) {
    const conversion = await convertForPayment(db, 1_000_000, bookingCurrency, entry.currency);
    if (!conversion?.rate) return { status: "no_exchange_rate" };
    rate = conversion.rate;
    credited = creditedFor(entry.amount, rate);
  }
  // Worth more in the booking's currency than an amount column holds (a huge sum in a stronger currency).
  if (credited > COLUMN_MAX_MINOR_UNITS) return { status: "too_large", credited, currency: bookingCurrency };
  const reference = entry.reference.trim() || null;
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(payments)
      .values({
        bookingId: entry.bookingId,
        purpose: entry.purpose,
        method: entry.method,
        status: "succeeded",
        amount: entry.amount,
        currency: entry.currency,
        creditedAmount: credited,
        creditedCurrency: bookingCurrency,
        exchangeRate: rate,
        providerReference: reference,
        receivedOn: entry.receivedOn,
        note: entry.note,
        recordedBy: actor.id,
        settledAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return { status: "duplicate_reference" as const };
    await tx.insert(paymentEvents).values({
      paymentId: created.id,
      source: "staff",
      fromStatus: null,
      toStatus: "succeeded",
      detail: { by: actor.email },
    });
    await recordAudit(tx, { actor, action: "create", tableName: "payments", rowId: created.id, after: created });
    await queueReceipt(tx, created, siteUrl);
    await followDepositPaid(tx, created, actor);
    return { status: "recorded" as const, payment: created };
  });
}

/**
 * Money a provider confirmed that staff tied to a booking (an unmatched M-Pesa payment): a succeeded payment of
 * the provider's method, credited at today's staff-set rate, with the provider's receipt (unique, so the same
 * money is never credited twice), audited, with a receipt e-mail to the traveller. Runs inside the caller's
 * transaction, which also marks the unmatched payment matched.
 */
export async function recordMatchedProviderPayment(
  tx: DatabaseOrTransaction,
  actor: AuditActor & { id: string | null },
  entry: {
    bookingId: number;
    purpose: ScheduleKind;
    method: "mpesa";
    amount: number;
    currency: QuoteCurrency;
    receipt: string;
    phone: string | null;
    note: string;
    detail: unknown;
  },
  siteUrl?: string,
): Promise<
  { status: "recorded"; payment: PaymentRow } | { status: "duplicate_receipt" | "no_exchange_rate" | "not_priced" }
> {
  const ledger = await readLedger(tx, entry.bookingId);
  if (!ledger) return { status: "not_priced" };
  let credited = entry.amount;
  let rate: number | null = null;
  if (entry.currency !== ledger.currency) {
    const conversion = await convertForPayment(tx, 1_000_000, ledger.currency, entry.currency);
    if (!conversion?.rate) return { status: "no_exchange_rate" };
    rate = conversion.rate;
    credited = creditedFor(entry.amount, rate);
  }
  const [created] = await tx
    .insert(payments)
    .values({
      bookingId: entry.bookingId,
      purpose: entry.purpose,
      method: entry.method,
      status: "succeeded",
      amount: entry.amount,
      currency: entry.currency,
      creditedAmount: credited,
      creditedCurrency: ledger.currency,
      exchangeRate: rate,
      providerReceipt: entry.receipt,
      phone: entry.phone,
      note: entry.note,
      recordedBy: actor.id,
      settledAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!created) return { status: "duplicate_receipt" };
  await tx.insert(paymentEvents).values({
    paymentId: created.id,
    source: "staff_match",
    fromStatus: null,
    toStatus: "succeeded",
    detail: { by: actor.email, ...(asObject(entry.detail) ?? {}) },
  });
  await recordAudit(tx, { actor, action: "create", tableName: "payments", rowId: created.id, after: created });
  await queueReceipt(tx, created, siteUrl);
  await followDepositPaid(tx, created, actor);
  return { status: "recorded", payment: created };
}

export type RefundResult =
  | { status: "recorded"; refund: RefundRow }
  | { status: "payment_not_found" }
  | { status: "not_refundable" }
  | { status: "exceeds_payment"; refundable: number; currency: QuoteCurrency };

/**
 * Records money given back (in the payment's currency) against one of the booking's own payments; a payment
 * refunded in full is marked 'refunded'. A payment of another booking is "not found" and nothing is written.
 */
export async function recordRefund(
  db: DatabaseOrTransaction,
  actor: AuditActor & { id: string | null },
  entry: { bookingId: number; paymentId: number | string; amount: number; reason: string; reference: string },
): Promise<RefundResult> {
  return inTransaction(db, async (tx) => {
    // Locked, so two refunds typed at once cannot together give back more than was paid.
    const payment = await findBookingPayment(tx, entry.bookingId, entry.paymentId, { lock: true });
    if (!payment) return { status: "payment_not_found" as const };
    if (payment.status !== "succeeded") return { status: "not_refundable" as const };
    const [given] = await tx
      .select({ amount: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    const refundable = payment.amount - (given?.amount ?? 0);
    if (entry.amount > refundable)
      return { status: "exceeds_payment" as const, refundable, currency: payment.currency };
    const credited =
      entry.amount === refundable
        ? payment.creditedAmount - (await creditedRefunded(tx, payment.id))
        : creditedFor(entry.amount, payment.exchangeRate);
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amount: entry.amount,
        creditedAmount: Math.max(1, credited),
        reason: entry.reason,
        reference: entry.reference,
        recordedBy: actor.id,
      })
      .returning();
    if (!refund) throw new Error("refund not recorded");
    if (entry.amount === refundable) {
      await tx.update(payments).set({ status: "refunded" }).where(eq(payments.id, payment.id));
    }
    await tx.insert(paymentEvents).values({
      paymentId: payment.id,
      source: "staff",
      fromStatus: "succeeded",
      toStatus: entry.amount === refundable ? "refunded" : "succeeded",
      detail: { refund: refund.id, amount: entry.amount, by: actor.email },
    });
    await recordAudit(tx, { actor, action: "create", tableName: "refunds", rowId: refund.id, after: refund });
    return { status: "recorded" as const, refund };
  });
}

async function creditedRefunded(tx: DatabaseOrTransaction, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ amount: sql<number>`coalesce(sum(${refunds.creditedAmount}), 0)::int` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return row?.amount ?? 0;
}

async function queueReceipt(tx: DatabaseOrTransaction, payment: PaymentRow, siteUrl?: string): Promise<void> {
  const [stored] = await tx.select().from(bookings).where(eq(bookings.id, payment.bookingId));
  if (!stored) return;
  const booking = await inTravellersLanguage(tx, stored);
  const ledger = await readLedger(tx, payment.bookingId);
  // In the traveller's language, whoever recorded the payment (a provider's callback, staff in the portal).
  const email = runInLocale(booking.locale, () =>
    renderPaymentReceipt({ booking, payment, summary: ledger?.summary ?? null, siteUrl }),
  );
  await enqueueEmail(tx, {
    kind: "payment_receipt",
    to: booking.email,
    dedupeKey: `payment:${payment.id}:receipt`,
    ...email,
  });
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
