// Re-quoting a booking: the only way its price changes. Staff choose a change (today's rates, a changed party
// or residency, a staff discount with a reason), see the new quote beside the old one, and confirm. Confirming
// stores the new quote and its schedule, keeps the old quote in booking_quote_history, audits it in words and
// e-mails the traveller in their language, all in one transaction. Never below what has been paid.
import { desc, eq, inArray } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { bookingQuoteHistory, bookings, paymentSchedule, payments, refunds } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { convertForPayment, readExchangeRates, readLedger } from "~/features/payments/ledger.server";
import { COLUMN_MAX_MINOR_UNITS } from "~/features/payments/money-limits";
import type { StaffActor } from "~/features/payments/staff/staff-ledger.server";
import { quoteTrip } from "~/features/quotes/quote-engine";
import { convertAmount, formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { DEFAULT_RESIDENCY } from "~/features/quotes/quote-request-schema";
import type { Quote, QuoteCurrency } from "~/features/quotes/rate-book";
import { findDiscountCode, loadRateBook } from "~/features/quotes/rate-book.server";
import { readTravellerResidency } from "~/features/quotes/trip-choice";
import { issueTripLink, tripPath } from "~/features/trip/trip-links.server";
import { bookingRequoteMessages } from "~/i18n/messages/en/booking-requote";
import { localizePath } from "~/i18n/paths";
import { runInLocale } from "~/i18n/server-messages.server";
import { translate } from "~/i18n/translate";
import { renderEmail } from "~/services/email/email-content";
import { enqueueEmail } from "~/services/email/outbox.server";
import { businessDayOf, businessToday } from "~/utils/business-calendar";
import { formatLongDate } from "~/utils/format";
import {
  RESIDENCY_LABELS,
  type RequoteChoices,
  type StaffDiscount,
  withoutStaffDiscounts,
  withStaffDiscount,
} from "./booking-requote";
import { bookingTravellerResidency } from "./booking-residency";

type BookingRow = typeof bookings.$inferSelect;

/** What the booking page shows before confirming: the old and new quotes and what confirming would do. */
export interface RequotePreview {
  reference: string;
  old: { quote: Quote | null; total: number | null; deposit: number | null; currency: QuoteCurrency | null };
  quote: Quote;
  /** The changes chosen, in words ("Party: 2 adults → 3 adults"). */
  changes: string[];
  /** What confirming does to the money, in words (deposit already paid above the new deposit, ...). */
  notes: string[];
  /** Why it cannot be confirmed, in words; null when it can. */
  blocked: string | null;
  paid: number;
  /** Payments counted again in a new currency, written on confirming. */
  recredits: Recredit[];
}

export type RequoteOutcome =
  | { status: "preview"; preview: RequotePreview }
  | { status: "not_found" }
  | { status: "refused"; code: 400 | 409; message: string; fieldErrors?: Record<string, string> }
  | { status: "moved"; preview: RequotePreview }
  | { status: "confirmed"; preview: RequotePreview; emailedTo: string };

const money = (amount: number | null, currency: QuoteCurrency | null) =>
  amount === null || currency === null ? "price on request" : formatMinorUnits(amount, currency);

/** The party, residency and discount the re-quote form starts from: the booking as it stands. */
export function requoteDefaults(booking: BookingRow) {
  return {
    adults: String(booking.adults),
    childAges: booking.childAges.join(", "),
    singles: String(booking.singles),
    residency: bookingTravellerResidency(booking) ?? DEFAULT_RESIDENCY,
  };
}

/** Works out the new quote for `choices` without changing anything. */
export async function previewRequote(
  db: DatabaseOrTransaction,
  bookingId: number,
  choices: RequoteChoices,
  { now = new Date(), lock = false }: { now?: Date; lock?: boolean } = {},
): Promise<RequoteOutcome> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await query.for("update") : await query;
  if (!booking) return { status: "not_found" };
  if (booking.status === "cancelled") {
    return { status: "refused", code: 409, message: "This booking is cancelled, so it cannot be re-quoted." };
  }
  const residency = bookingTravellerResidency(booking) ?? DEFAULT_RESIDENCY;
  const partyChanged =
    choices.adults !== booking.adults ||
    choices.childAges.join(",") !== booking.childAges.join(",") ||
    choices.singles !== booking.singles ||
    choices.residency !== residency;
  if (!partyChanged && !choices.reprice && !choices.discount && !booking.quote?.lines.some((line) => line.staff)) {
    return {
      status: "refused",
      code: 400,
      message: "Choose a change first: re-price at today's rates, change the party or residency, or give a discount.",
    };
  }

  const today = businessToday(now);
  let base: Quote;
  if (!partyChanged && !choices.reprice && booking.quote && !booking.quote.priceOnRequest) {
    // Only the discount changes: the lines the traveller was given stay as they were.
    base = withoutStaffDiscounts(booking.quote);
  } else {
    if (booking.safariId === null) {
      return {
        status: "refused",
        code: 409,
        message: "This booking's package no longer exists, so it cannot be priced at today's rates.",
      };
    }
    const book = await loadRateBook(db, booking.safariId);
    if (!book) {
      return { status: "refused", code: 409, message: "This booking's package has no rates to price it with." };
    }
    // The code the traveller booked with was checked when they booked: it keeps applying (not counted again).
    const code = booking.discountCode;
    const found = code ? await findDiscountCode(db, code) : null;
    const discount = found && { ...found, active: true, validFrom: null, validUntil: null, usageLimit: null };
    const result = runInLocale(booking.locale, () =>
      quoteTrip(book, {
        start: booking.quote?.start ?? booking.arrivalDate,
        adults: choices.adults,
        childAges: choices.childAges,
        // Checked by the form's schema: a residency it reads.
        ...readTravellerResidency(choices.residency)!,
        singles: choices.singles,
        displayCurrency: booking.quote?.display.currency ?? null,
        code,
        discount,
        today,
      }),
    );
    if (!result.ok) {
      const fieldErrors: Record<string, string> = {};
      for (const [field, message] of Object.entries(result.errors)) {
        fieldErrors[["childAges", "singles", "adults"].includes(field) ? field : "form"] = message;
      }
      return {
        status: "refused",
        code: 400,
        message: Object.values(result.errors).join(" ") || "This party cannot be priced.",
        fieldErrors,
      };
    }
    base = result.quote;
  }
  const quote = choices.discount
    ? withStaffDiscount(base, choices.discount, discountLabel(booking.locale, choices.discount, base.currency))
    : base;

  const ledger = await readLedger(db, booking.id, today);
  const oldCurrency = booking.quote?.currency ?? booking.currency;
  // A new currency (a changed residency): what is paid is counted again in it, at today's exchange rates.
  const recount =
    ledger && ledger.payments.length > 0 && oldCurrency !== quote.currency
      ? await recreditPayments(db, booking.id, quote.currency)
      : null;
  const paid = recount && "paid" in recount ? recount.paid : (ledger?.summary.paid ?? 0);
  const oldTotal = booking.quote ? booking.quote.total : booking.totalAmount;

  const changes: string[] = [];
  if (choices.adults !== booking.adults || choices.childAges.join(",") !== booking.childAges.join(",")) {
    changes.push(`Party: ${party(booking.adults, booking.childAges)} → ${party(choices.adults, choices.childAges)}`);
  }
  if (choices.singles !== booking.singles) changes.push(`Single rooms: ${booking.singles} → ${choices.singles}`);
  if (choices.residency !== residency) {
    const label = (value: string) => RESIDENCY_LABELS[value as keyof typeof RESIDENCY_LABELS] ?? value;
    changes.push(`Residency: ${label(residency)} → ${label(choices.residency)}`);
  }
  if (choices.reprice || partyChanged) changes.push(`Priced at today's rates (rates version ${quote.ratesVersion})`);
  if (choices.discount) {
    changes.push(
      `Staff discount: ${choices.discount.kind === "percent" ? `${choices.discount.percent}%` : money(choices.discount.amount, quote.currency)}`,
    );
  } else if (booking.quote?.lines.some((line) => line.staff)) {
    changes.push("The earlier staff discount is removed");
  }

  const notes: string[] = [];
  let blocked: string | null = null;
  if (quote.priceOnRequest || quote.total === null || quote.deposit === null) {
    blocked =
      "Some lines of the new quote are 'price on request' (a season or rate is missing for these dates or this party). Set the rates first; the booking keeps its current price.";
  } else if (quote.total > COLUMN_MAX_MINOR_UNITS) {
    blocked = `The new total, ${money(quote.total, quote.currency)}, is more than a booking can hold (${money(COLUMN_MAX_MINOR_UNITS, quote.currency)}). Split the party into two bookings.`;
  } else if (recount && "missing" in recount) {
    blocked = `The new quote is in ${quote.currency}, and a payment in ${recount.missing} must be counted in it, but there is no exchange rate between ${recount.missing} and ${quote.currency}. Set it on Rates › Exchange rates, then preview again.`;
  } else if (paid > quote.total) {
    blocked = `The traveller has already paid ${money(paid, quote.currency)}, more than the new total of ${money(quote.total, quote.currency)}. A re-quote never goes below what is paid: record the refund first, then re-quote.`;
  } else {
    const depositNow = ledger?.schedule.find((entry) => entry.kind === "deposit");
    if (paid > quote.deposit) {
      notes.push(
        `The deposit already paid (${money(paid, quote.currency)}) is more than the new deposit of ${money(quote.deposit, quote.currency)}: the extra ${money(paid - quote.deposit, quote.currency)} counts towards the balance.`,
      );
    } else if (depositNow && paid > 0 && paid < quote.deposit && paid >= depositNow.amount) {
      notes.push(
        `The deposit was paid in full, but the new deposit is ${money(quote.deposit, quote.currency)}: ${money(quote.deposit - paid, quote.currency)} more is due as deposit.`,
      );
    }
    notes.push(
      `New total ${money(quote.total, quote.currency)}: deposit ${money(quote.deposit, quote.currency)}, balance ${money(quote.total - quote.deposit, quote.currency)} due by ${formatLongDate(quote.balanceDueDate)}. Paid so far ${money(paid, quote.currency)}; still to pay ${money(quote.total - paid, quote.currency)}.`,
    );
    if (quote.currency !== oldCurrency && oldCurrency) {
      notes.push(
        recount && "paid" in recount
          ? `The booking's currency changes from ${oldCurrency} to ${quote.currency}: what each payment is worth to the booking is counted again in ${quote.currency} at today's exchange rates (what was paid, and in which currency, does not change). Paid so far, in ${quote.currency}: ${money(paid, quote.currency)}.`
          : `The booking's currency changes from ${oldCurrency} to ${quote.currency}.`,
      );
    }
    notes.push(
      `The traveller (${booking.email}) is e-mailed the new total in their language, with a link to their trip page.`,
    );
  }

  return {
    status: "preview",
    preview: {
      reference: booking.reference,
      old: {
        quote: booking.quote,
        total: oldTotal,
        deposit: booking.quote ? booking.quote.deposit : booking.depositAmount,
        currency: oldCurrency,
      },
      quote,
      changes,
      notes,
      blocked,
      paid,
      recredits: recount && "recredits" in recount ? recount.recredits : [],
    },
  };
}

/**
 * Confirms a re-quote, in one transaction (the booking row locked): the new quote, total, deposit, currency,
 * party and residency on the booking; the schedule's deposit and balance; the old quote in the history; an
 * audit entry in words; the traveller's e-mail with a fresh trip link. A price that moved since the preview
 * (`expectedTotal`) is shown again instead of being stored.
 */
export async function confirmRequote(
  db: Database,
  bookingId: number,
  choices: RequoteChoices,
  { actor, siteUrl, now = new Date() }: { actor: StaffActor; siteUrl: string; now?: Date },
): Promise<RequoteOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await previewRequote(tx, bookingId, choices, { now, lock: true });
    if (outcome.status !== "preview") return outcome;
    const { preview } = outcome;
    const { quote } = preview;
    if (preview.blocked) return { status: "refused", code: 409, message: preview.blocked };
    if (quote.total === null || quote.deposit === null) throw new Error("a priced quote has a total");
    if (choices.expectedTotal !== quote.total) return { status: "moved", preview };

    const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
    if (!before) return { status: "not_found" };
    const [after] = await tx
      .update(bookings)
      .set({
        quote,
        totalAmount: quote.total,
        depositAmount: quote.deposit,
        currency: quote.currency,
        residency: quote.residency,
        ratesVersion: quote.ratesVersion,
        adults: choices.adults,
        children: choices.childAges.length,
        childAges: choices.childAges,
        singles: choices.singles,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    if (!after) return { status: "not_found" };
    await writeSchedule(tx, after, quote);
    for (const recredit of preview.recredits) {
      await tx.update(payments).set(recredit.after).where(eq(payments.id, recredit.paymentId));
      for (const refund of recredit.refunds) {
        await tx.update(refunds).set({ creditedAmount: refund.creditedAmount }).where(eq(refunds.id, refund.id));
      }
      await recordAudit(tx, {
        actor,
        action: "update",
        tableName: "payments",
        rowId: recredit.paymentId,
        before: recredit.before,
        after: {
          ...recredit.after,
          why: `Counted again in ${quote.currency} when booking ${preview.reference} was re-quoted`,
        },
      });
    }
    await tx.insert(bookingQuoteHistory).values({
      bookingId,
      quote: before.quote,
      totalAmount: before.totalAmount,
      depositAmount: before.depositAmount,
      currency: before.currency,
      ratesVersion: before.ratesVersion,
      reason: choices.reason,
      newTotalAmount: quote.total,
      newCurrency: quote.currency,
      changedBy: actor.id,
      changedByEmail: actor.email,
    });
    const words = `Re-quoted from ${money(preview.old.total, preview.old.currency)} to ${money(quote.total, quote.currency)}. ${preview.changes.join("; ")}. Reason: ${choices.reason}`;
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "bookings",
      rowId: bookingId,
      before: {
        totalAmount: before.totalAmount,
        depositAmount: before.depositAmount,
        currency: before.currency,
        residency: before.residency,
        adults: before.adults,
        childAges: before.childAges,
        singles: before.singles,
      },
      after: {
        requote: words,
        totalAmount: after.totalAmount,
        depositAmount: after.depositAmount,
        currency: after.currency,
        residency: after.residency,
        adults: after.adults,
        childAges: after.childAges,
        singles: after.singles,
      },
    });
    await emailTraveller(tx, after, preview, siteUrl);
    return { status: "confirmed", preview, emailedTo: after.email };
  });
}

/** The deposit (its due date kept) and the balance (the new quote's date) of the new quote. */
async function writeSchedule(tx: DatabaseOrTransaction, booking: BookingRow, quote: Quote) {
  if (quote.total === null || quote.deposit === null) return;
  const rows = [
    { kind: "deposit" as const, amount: quote.deposit, dueDate: businessDayOf(booking.createdAt) },
    { kind: "balance" as const, amount: quote.total - quote.deposit, dueDate: quote.balanceDueDate },
  ];
  for (const row of rows) {
    await tx
      .insert(paymentSchedule)
      .values({
        bookingId: booking.id,
        kind: row.kind,
        amount: row.amount,
        currency: quote.currency,
        dueDate: row.dueDate,
      })
      .onConflictDoUpdate({
        target: [paymentSchedule.bookingId, paymentSchedule.kind],
        // The deposit keeps the day it was due; the balance follows the new quote.
        set:
          row.kind === "deposit"
            ? { amount: row.amount, currency: quote.currency }
            : { amount: row.amount, currency: quote.currency, dueDate: row.dueDate },
      });
  }
}

async function emailTraveller(
  tx: DatabaseOrTransaction,
  booking: BookingRow,
  preview: RequotePreview,
  siteUrl: string,
) {
  const { quote } = preview;
  if (quote.total === null || quote.deposit === null) return;
  const token = await issueTripLink(tx, booking.id);
  const url = `${siteUrl}${localizePath(tripPath(token), booking.locale)}`;
  const email = runInLocale(booking.locale, () => {
    const t = (id: keyof typeof bookingRequoteMessages & string, values?: Record<string, string | number>) =>
      translate(bookingRequoteMessages, id, values);
    const total = formatMinorUnits(quote.total ?? 0, quote.currency);
    const values = {
      total,
      oldTotal:
        preview.old.total === null || !preview.old.currency
          ? "—"
          : formatMinorUnits(preview.old.total, preview.old.currency),
      reference: booking.reference,
      packageTitle: booking.packageTitle,
      name: booking.name,
    };
    const deposit = quote.deposit ?? 0;
    return renderEmail(t("requote.subject", values), [
      { type: "paragraph", text: t("requote.greeting", values) },
      { type: "paragraph", text: t("requote.intro", values) },
      { type: "heading", text: t("requote.heading") },
      {
        type: "details",
        rows: [
          [t("requote.label.reference"), booking.reference],
          [t("requote.label.total"), total],
          [t("requote.label.deposit"), formatMinorUnits(deposit, quote.currency)],
          [t("requote.label.balance"), formatMinorUnits((quote.total ?? 0) - deposit, quote.currency)],
          [t("requote.label.dueDate"), formatLongDate(quote.balanceDueDate)],
          [t("requote.label.paid"), formatMinorUnits(preview.paid, quote.currency)],
          [
            t("requote.label.outstanding"),
            formatMinorUnits(Math.max(0, (quote.total ?? 0) - preview.paid), quote.currency),
          ],
        ],
      },
      { type: "paragraph", text: t("requote.tripPage", { url }) },
      { type: "paragraph", text: t("requote.tripPageNote") },
      { type: "paragraph", text: t("requote.questions") },
      { type: "paragraph", text: t("requote.signOff") },
    ]);
  });
  await enqueueEmail(tx, { kind: "booking_requoted", to: booking.email, ...email });
}

function discountLabel(locale: BookingRow["locale"], discount: StaffDiscount, currency: QuoteCurrency): string {
  return runInLocale(locale, () =>
    discount.kind === "percent"
      ? translate(bookingRequoteMessages, "requote.discount.percent", { percent: discount.percent })
      : translate(bookingRequoteMessages, "requote.discount.amount", {
          amount: formatMinorUnits(discount.amount, currency),
        }),
  );
}

function party(adults: number, childAges: number[]): string {
  const grown = `${adults} adult${adults === 1 ? "" : "s"}`;
  return childAges.length === 0
    ? grown
    : `${grown} and ${childAges.length} child${childAges.length === 1 ? "" : "ren"} (${childAges.join(", ")})`;
}

/** The booking's earlier quotes, newest first, for its staff page. */
export async function readQuoteHistory(db: DatabaseOrTransaction, bookingId: number) {
  return db
    .select()
    .from(bookingQuoteHistory)
    .where(eq(bookingQuoteHistory.bookingId, bookingId))
    .orderBy(desc(bookingQuoteHistory.createdAt), desc(bookingQuoteHistory.id));
}

/** A payment's value to the booking, worked out again in the booking's new currency. */
interface Recredit {
  paymentId: number;
  before: { creditedAmount: number; creditedCurrency: QuoteCurrency; exchangeRate: number | null };
  after: { creditedAmount: number; creditedCurrency: QuoteCurrency; exchangeRate: number | null };
  /** Each refund's credited amount in the new currency (a payment refunded in full stays refunded in full). */
  refunds: { id: number; creditedAmount: number }[];
}

/**
 * The booking's payments (and their refunds) counted in `currency` at today's staff-set exchange rates, as a
 * payment in another currency is credited when it is recorded; null when a rate is missing. What each payment
 * was (`amount`, `currency`) never changes: only what it is worth to the booking.
 */
async function recreditPayments(
  db: DatabaseOrTransaction,
  bookingId: number,
  currency: QuoteCurrency,
): Promise<{ recredits: Recredit[]; paid: number } | { missing: QuoteCurrency }> {
  const rows = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  const refundRows =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(
            inArray(
              refunds.paymentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(refunds.id);
  const recredits: Recredit[] = [];
  let paid = 0;
  const rates = await readExchangeRates(db);
  for (const payment of rows) {
    // Worked out exactly from the staff-set rates; the rate stored beside it is for reading (6 decimals).
    const converted = convertAmount(payment.amount, payment.currency, currency, rates);
    if (converted === null) return { missing: payment.currency };
    const credited = Math.max(1, converted);
    const rate =
      payment.currency === currency
        ? null
        : ((await convertForPayment(db, 1_000_000, currency, payment.currency))?.rate ?? null);
    const worth = (amount: number) => Math.max(1, convertAmount(amount, payment.currency, currency, rates) ?? 1);
    const own = refundRows.filter((refund) => refund.paymentId === payment.id);
    const refundCredits = own.map((refund) => ({ id: refund.id, creditedAmount: worth(refund.amount) }));
    // Refunded in full: the refunds add up to the payment exactly, as recordRefund keeps them.
    const last = refundCredits.at(-1);
    if (payment.status === "refunded" && last) {
      last.creditedAmount = Math.max(
        1,
        credited - refundCredits.slice(0, -1).reduce((sum, r) => sum + r.creditedAmount, 0),
      );
    }
    if (payment.status === "succeeded" || payment.status === "refunded") {
      paid += credited - refundCredits.reduce((sum, refund) => sum + refund.creditedAmount, 0);
    }
    recredits.push({
      paymentId: payment.id,
      before: {
        creditedAmount: payment.creditedAmount,
        creditedCurrency: payment.creditedCurrency,
        exchangeRate: payment.exchangeRate,
      },
      after: { creditedAmount: credited, creditedCurrency: currency, exchangeRate: rate },
      refunds: refundCredits,
    });
  }
  return { recredits, paid };
}
