// The pipeline follows the money and the booking's status on its own: a deposit received moves a new or
// quoted enquiry to 'deposit paid'; a booking confirmed moves it to 'confirmed', a booking cancelled to
// 'lost'. Called inside the transaction that made the change, and audited there.
import { and, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { type EnquiryStage, enquiries } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { BOOKING_CANCELLED_REASON } from "./enquiry-stages";

/** Who moved a stage when no one in the portal did (a provider's notification). */
export const PAYMENT_ACTOR: AuditActor = { id: null, email: "system (payment received)" };

async function moveBookingEnquiry(
  tx: DatabaseOrTransaction,
  actor: AuditActor,
  {
    bookingId,
    from,
    to,
    lostReason = null,
  }: {
    bookingId: number;
    from: readonly EnquiryStage[];
    to: EnquiryStage;
    lostReason?: string | null;
  },
): Promise<boolean> {
  const [before] = await tx
    .select({ id: enquiries.id, stage: enquiries.stage, lostReason: enquiries.lostReason })
    .from(enquiries)
    .where(and(eq(enquiries.bookingId, bookingId), inArray(enquiries.stage, [...from])))
    .for("update");
  if (!before) return false;
  await tx
    .update(enquiries)
    .set({ stage: to, lostReason, lastActivityAt: new Date() })
    .where(eq(enquiries.id, before.id));
  await recordAudit(tx, {
    actor,
    action: "update",
    tableName: "enquiries",
    rowId: before.id,
    before: { stage: before.stage, lostReason: before.lostReason },
    after: { stage: to, lostReason },
  });
  return true;
}

/** A deposit payment succeeded: a new or quoted enquiry has its deposit paid. */
export async function followDepositPaid(
  tx: DatabaseOrTransaction,
  payment: { bookingId: number; purpose: string; status: string },
  actor: AuditActor = PAYMENT_ACTOR,
): Promise<boolean> {
  if (payment.purpose !== "deposit" || payment.status !== "succeeded") return false;
  return moveBookingEnquiry(tx, actor, { bookingId: payment.bookingId, from: ["new", "quoted"], to: "deposit_paid" });
}

/**
 * The booking's status changed: confirmed moves its enquiry to 'confirmed', cancelled to 'lost' with the
 * reason 'Booking cancelled'. An enquiry that has travelled stays; one lost already keeps its own reason.
 */
export async function followBookingStatus(
  tx: DatabaseOrTransaction,
  { bookingId, status }: { bookingId: number; status: string },
  actor: AuditActor,
): Promise<boolean> {
  if (status === "confirmed") {
    return moveBookingEnquiry(tx, actor, {
      bookingId,
      from: ["new", "quoted", "deposit_paid", "lost"],
      to: "confirmed",
    });
  }
  if (status === "cancelled") {
    return moveBookingEnquiry(tx, actor, {
      bookingId,
      from: ["new", "quoted", "deposit_paid", "confirmed"],
      to: "lost",
      lostReason: BOOKING_CANCELLED_REASON,
    });
  }
  return false;
}
