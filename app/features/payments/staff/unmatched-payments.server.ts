// Money a provider says arrived that the app could not tie to a payment (unmatched_provider_payments): listed
// for staff, matched to a booking (a succeeded M-Pesa payment, credited once by its unique receipt) or marked
// refunded with the refund's reference. Each decision is audited in words and happens once: the row leaves
// 'open' by a conditional update, so a double submit or two staff at once change it once.
import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { bookings, paymentEvents, type UNMATCHED_PAYMENT_STATUSES, unmatchedProviderPayments } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { recordMatchedProviderPayment } from "~/features/payments/ledger.server";

export type UnmatchedRow = typeof unmatchedProviderPayments.$inferSelect;
export type UnmatchedStatus = (typeof UNMATCHED_PAYMENT_STATUSES)[number];

export async function countOpenUnmatchedPayments(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db
    .select({ open: count() })
    .from(unmatchedProviderPayments)
    .where(eq(unmatchedProviderPayments.status, "open"));
  return row?.open ?? 0;
}

/** How far back the page counts refused M-Pesa callbacks. */
export const REFUSED_CALLBACKS_SHOWN_DAYS = 7;

/**
 * Posts to the M-Pesa callback address we refused (not Daraja's shape, unreadable, too deep) in the last
 * days: each was acknowledged and kept, bounded, as a `callback_invalid` payment event. Many mean someone who
 * is not Safaricom knows the address.
 */
export async function countRefusedCallbacks(db: DatabaseOrTransaction, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - REFUSED_CALLBACKS_SHOWN_DAYS * 86_400_000);
  const [row] = await db
    .select({ refused: count() })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.source, "callback_invalid"), gte(paymentEvents.createdAt, since)));
  return row?.refused ?? 0;
}

/** Open ones first, oldest first (they have waited longest); then the handled ones, newest first. */
export async function listUnmatchedPayments(
  db: DatabaseOrTransaction,
  { limit = 200 }: { limit?: number } = {},
): Promise<(UnmatchedRow & { matchedBookingReference: string | null })[]> {
  const rows = await db
    .select({ row: unmatchedProviderPayments, matchedBookingReference: bookings.reference })
    .from(unmatchedProviderPayments)
    .leftJoin(bookings, eq(bookings.id, unmatchedProviderPayments.matchedBookingId))
    .orderBy(
      sql`case when ${unmatchedProviderPayments.status} = 'open' then 0 else 1 end`,
      sql`case when ${unmatchedProviderPayments.status} = 'open' then ${unmatchedProviderPayments.createdAt} end asc`,
      desc(unmatchedProviderPayments.handledAt),
      asc(unmatchedProviderPayments.id),
    )
    .limit(limit);
  return rows.map(({ row, matchedBookingReference }) => ({ ...row, matchedBookingReference }));
}

export type UnmatchedDecision =
  | { status: "done"; row: UnmatchedRow; bookingReference?: string }
  | { status: "not_found" }
  | { status: "already_handled"; row: UnmatchedRow }
  | { status: "no_booking" }
  | { status: "not_priced" }
  | { status: "no_exchange_rate" }
  | { status: "duplicate_receipt" }
  | { status: "no_receipt" };

/** Ties unmatched money to a booking: a succeeded M-Pesa payment with its receipt, once. */
export async function matchUnmatchedPayment(
  db: DatabaseOrTransaction,
  actor: AuditActor & { id: string | null },
  input: { id: number; bookingReference: string; purpose: "deposit" | "balance"; note: string },
  siteUrl?: string,
): Promise<UnmatchedDecision> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(unmatchedProviderPayments)
      .where(eq(unmatchedProviderPayments.id, input.id))
      .for("update");
    if (!row) return { status: "not_found" as const };
    if (row.status !== "open") return { status: "already_handled" as const, row };
    if (!row.receipt) return { status: "no_receipt" as const };
    const [booking] = await tx
      .select({ id: bookings.id, reference: bookings.reference })
      .from(bookings)
      .where(eq(sql`upper(${bookings.reference})`, input.bookingReference.trim().toUpperCase()));
    if (!booking) return { status: "no_booking" as const };
    const recorded = await recordMatchedProviderPayment(
      tx,
      actor,
      {
        bookingId: booking.id,
        purpose: input.purpose,
        method: "mpesa",
        amount: row.amount,
        currency: row.currency,
        receipt: row.receipt,
        phone: row.phone,
        note: input.note || `Matched by staff from unmatched M-Pesa payment #${row.id}`,
        detail: { unmatchedId: row.id, checkoutRequestId: row.checkoutRequestId },
      },
      siteUrl,
    );
    if (recorded.status !== "recorded") return { status: recorded.status };
    const [updated] = await tx
      .update(unmatchedProviderPayments)
      .set({
        status: "matched",
        matchedBookingId: booking.id,
        matchedPaymentId: recorded.payment.id,
        note: input.note,
        handledBy: actor.id,
        handledAt: new Date(),
      })
      .where(and(eq(unmatchedProviderPayments.id, row.id), eq(unmatchedProviderPayments.status, "open")))
      .returning();
    if (!updated) throw new Error(`unmatched payment ${row.id} left 'open' while being matched`);
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "unmatched_provider_payments",
      rowId: row.id,
      before: row,
      after: {
        ...updated,
        summary: `Matched M-Pesa ${row.receipt} (KES ${row.amount / 100}) to booking ${booking.reference} as payment #${recorded.payment.id}`,
      },
    });
    return { status: "done" as const, row: updated, bookingReference: booking.reference };
  });
}

/** Records that unmatched money was sent back (through M-Pesa or the bank), with the refund's reference. */
export async function markUnmatchedPaymentRefunded(
  db: DatabaseOrTransaction,
  actor: AuditActor & { id: string | null },
  input: { id: number; reference: string; note: string },
): Promise<UnmatchedDecision> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(unmatchedProviderPayments).where(eq(unmatchedProviderPayments.id, input.id));
    if (!row) return { status: "not_found" as const };
    const [updated] = await tx
      .update(unmatchedProviderPayments)
      .set({
        status: "refunded",
        refundReference: input.reference,
        note: input.note,
        handledBy: actor.id,
        handledAt: new Date(),
      })
      .where(and(eq(unmatchedProviderPayments.id, input.id), eq(unmatchedProviderPayments.status, "open")))
      .returning();
    if (!updated) return { status: "already_handled" as const, row };
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "unmatched_provider_payments",
      rowId: row.id,
      before: row,
      after: {
        ...updated,
        summary: `Marked M-Pesa ${row.receipt ?? "(no receipt)"} (KES ${row.amount / 100}) refunded, reference ${input.reference}`,
      },
    });
    return { status: "done" as const, row: updated };
  });
}
