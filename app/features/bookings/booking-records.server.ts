// A booking's end of life, as staff do it from its page: cancelled with a reason (never deleted: its payments
// and refunds stay, the traveller is told in their language), and the traveller's personal data erased on
// request (the money trail stays: amounts, dates, references, payment rows). Each in one transaction with its
// audit entry.
import { and, eq, ilike, inArray, isNull, or } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import {
  auditLog,
  bookings,
  emailOutbox,
  enquiries,
  enquiryReplies,
  residencyProofs,
  tripLinks,
  tripTravellers,
} from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { setEnquiryClosed } from "~/features/inbox/enquiry-actions.server";
import { followBookingStatus } from "~/features/inbox/enquiry-stage-hooks.server";
import { readLedger } from "~/features/payments/ledger.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { tripDates } from "~/features/trip/trip-dates";
import { bookingCancellationMessages } from "~/i18n/messages/en/booking-cancellation";
import { runInLocale } from "~/i18n/server-messages.server";
import { translate } from "~/i18n/translate";
import { renderEmail } from "~/services/email/email-content";
import { enqueueEmail } from "~/services/email/outbox.server";
import { businessDayOf } from "~/utils/business-calendar";
import { BUSINESS_TERMS } from "~/utils/constants";
import { formatLongDate } from "~/utils/format";
import { type CancellationTerms, cancellationTerms } from "./cancellation-terms";

type Booking = typeof bookings.$inferSelect;

/** What erased personal data reads as where a column must hold something. */
export const ERASED = "Erased";

/** The terms as they stand today (or on the day it was cancelled), from the booking's ledger. */
export async function readCancellationTerms(
  db: DatabaseOrTransaction,
  booking: Pick<Booking, "id" | "arrivalDate" | "departureDate" | "source" | "quote" | "currency" | "cancelledAt">,
  now: Date = new Date(),
): Promise<CancellationTerms | null> {
  const on = businessDayOf(booking.cancelledAt ?? now);
  const ledger = await readLedger(db, booking.id, on);
  const currency = ledger?.currency ?? booking.quote?.currency ?? booking.currency;
  if (!currency) return null;
  return cancellationTerms({
    currency,
    payments: (ledger?.payments ?? []).map((payment) => ({
      status: payment.status,
      creditedAmount: payment.creditedAmount,
      refundedAmount: payment.refunded,
    })),
    startDate: tripDates(booking).start,
    on,
  });
}

export type CancelResult =
  | { status: "cancelled"; booking: Booking; terms: CancellationTerms | null }
  | { status: "not_found" }
  | { status: "already_cancelled"; booking: Booking };

/**
 * Cancels a booking with the reason staff gave: status "cancelled", when and by whom; its payments, refunds,
 * trip links and travellers stay. Its enquiry is lost ("Booking cancelled") and closed, it leaves the reminders
 * and the inbox's money lists (they skip cancelled bookings), and the traveller is e-mailed what was paid and
 * refunded.
 */
export async function cancelBooking(
  db: Database,
  { bookingId, reason, actor, now = new Date() }: { bookingId: number; reason: string; actor: AuditActor; now?: Date },
): Promise<CancelResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!before) return { status: "not_found" as const };
    if (before.status === "cancelled") return { status: "already_cancelled" as const, booking: before };
    const [after] = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: now, cancelledBy: actor.id, cancellationReason: reason })
      .where(eq(bookings.id, bookingId))
      .returning();
    const terms = await readCancellationTerms(tx, after!, now);
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "bookings",
      rowId: bookingId,
      before: { status: before.status },
      after: {
        status: "cancelled",
        cancellationReason: reason,
        ...(terms
          ? {
              paid: formatMinorUnits(terms.paid, terms.currency),
              refunded: formatMinorUnits(terms.refunded, terms.currency),
              refundable: formatMinorUnits(terms.refundable, terms.currency),
            }
          : {}),
      },
    });
    await followBookingStatus(tx, { bookingId, status: "cancelled" }, actor);
    // Nothing is left to answer: its enquiry leaves the open inbox and the response clock.
    const [enquiry] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.bookingId, bookingId));
    if (enquiry) await setEnquiryClosed(tx, actor, { enquiryId: enquiry.id, closed: true, at: now });
    if (!before.personalDataErasedAt) {
      const email = runInLocale(after!.locale, () => renderCancellationEmail(after!, terms));
      await enqueueEmail(tx, { kind: "booking_cancelled", to: after!.email, ...email });
    }
    return { status: "cancelled" as const, booking: after!, terms };
  });
}

type CancellationMessage = keyof typeof bookingCancellationMessages & string;
const tCancel = (id: CancellationMessage, values?: Record<string, string | number>) =>
  translate(bookingCancellationMessages, id, values);

/** The traveller's e-mail, in the language it is rendered in (runInLocale). */
export function renderCancellationEmail(booking: Booking, terms: CancellationTerms | null) {
  const t = tCancel;
  const { start, end } = tripDates(booking);
  const values = { reference: booking.reference, packageTitle: booking.packageTitle };
  const money = (amount: number) => (terms ? formatMinorUnits(amount, terms.currency) : "");
  const rows: [string, string][] = terms
    ? [
        [t("bookings.email.cancelled.label.paid"), money(terms.paid)],
        [t("bookings.email.cancelled.label.refunded"), money(terms.refunded)],
        [t("bookings.email.cancelled.label.toRefund"), money(terms.refundable)],
      ]
    : [];
  return renderEmail(t("bookings.email.cancelled.subject", values), [
    { type: "paragraph", text: t("bookings.email.cancelled.greeting", { name: booking.name }) },
    {
      type: "paragraph",
      text: t("bookings.email.cancelled.intro", { ...values, start: formatLongDate(start), end: formatLongDate(end) }),
    },
    ...(terms && terms.paid > 0
      ? [
          { type: "heading" as const, text: t("bookings.email.cancelled.heading") },
          { type: "details" as const, rows },
        ]
      : []),
    { type: "paragraph", text: t(moneyOutcome(terms), { days: BUSINESS_TERMS.freeCancellationDays }) },
    { type: "paragraph", text: t("bookings.email.cancelled.tripPage") },
    { type: "paragraph", text: t("bookings.email.cancelled.questions", values) },
    { type: "paragraph", text: t("bookings.email.cancelled.signOff") },
  ]);
}

/** Which sentence says what happens to the money: nothing paid, all given back, the terms' promise, or a call. */
export function moneyOutcome(
  terms: CancellationTerms | null,
):
  | "bookings.email.cancelled.nothingPaid"
  | "bookings.email.cancelled.allRefunded"
  | "bookings.email.cancelled.free"
  | "bookings.email.cancelled.late" {
  if (!terms || terms.paid === 0) return "bookings.email.cancelled.nothingPaid";
  if (terms.refundable === 0) return "bookings.email.cancelled.allRefunded";
  return terms.free ? "bookings.email.cancelled.free" : "bookings.email.cancelled.late";
}

export type EraseResult =
  | { status: "erased"; reference: string }
  | { status: "not_found" }
  | { status: "already_erased" };

/** Fields of the booking that name or reach the person; the audit log names them, never their values. */
const ERASED_BOOKING_FIELDS = ["name", "email", "phone", "country", "message", "specialRequests", "staffNotes"];

/**
 * Erases the traveller's personal data on request: the booking's name, e-mail, phone, country, message and
 * special requests; every traveller's details; the proofs of residency; the enquiry's name and e-mail and the
 * replies written to them; the e-mails about this booking in the outbox; and personal values in the booking's
 * earlier audit entries. Trip links are revoked. Amounts, dates, the reference and every payment and refund
 * row stay. The audit entry records what kinds of data went and how many rows, never the data.
 */
export async function eraseTravellerData(
  db: Database,
  { bookingId, actor, now = new Date() }: { bookingId: number; actor: AuditActor; now?: Date },
): Promise<EraseResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) return { status: "not_found" as const };
    if (booking.personalDataErasedAt) return { status: "already_erased" as const };

    await tx
      .update(bookings)
      .set({
        name: ERASED,
        email: ERASED,
        phone: ERASED,
        country: null,
        message: null,
        specialRequests: null,
        staffNotes: "",
        submissionToken: null,
        personalDataErasedAt: now,
      })
      .where(eq(bookings.id, bookingId));
    const travellers = await tx
      .update(tripTravellers)
      .set({
        fullName: ERASED,
        nationality: "",
        passportNumber: null,
        passportExpiry: null,
        dateOfBirth: null,
        dietaryNeeds: "",
        medicalNotes: null,
        emergencyContact: "",
        personalDataRemovedAt: now,
      })
      .where(eq(tripTravellers.bookingId, bookingId))
      .returning({ id: tripTravellers.id });
    const proofs = await tx
      .delete(residencyProofs)
      .where(eq(residencyProofs.bookingId, bookingId))
      .returning({ id: residencyProofs.id });
    const links = await tx
      .update(tripLinks)
      .set({ revokedAt: now })
      .where(and(eq(tripLinks.bookingId, bookingId), isNull(tripLinks.revokedAt)))
      .returning({ id: tripLinks.id });
    const enquiryRows = await tx
      .update(enquiries)
      .set({ name: ERASED, email: ERASED })
      .where(eq(enquiries.bookingId, bookingId))
      .returning({ id: enquiries.id });
    const replies =
      enquiryRows.length === 0
        ? []
        : await tx
            .update(enquiryReplies)
            .set({ toAddress: ERASED, body: ERASED })
            .where(
              inArray(
                enquiryReplies.enquiryId,
                enquiryRows.map((row) => row.id),
              ),
            )
            .returning({ id: enquiryReplies.id });
    // The e-mails about this booking: they hold the name, the address and the private trip link.
    const emails = await tx
      .update(emailOutbox)
      .set({ toAddress: ERASED, textBody: ERASED, htmlBody: null, replyTo: null })
      .where(
        and(
          eq(emailOutbox.toAddress, booking.email),
          or(
            ilike(emailOutbox.subject, `%${booking.reference}%`),
            ilike(emailOutbox.textBody, `%${booking.reference}%`),
          ),
        ),
      )
      .returning({ id: emailOutbox.id });
    // Earlier entries about the booking keep what changed, without the person's values.
    const earlier = await tx
      .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, "bookings"), eq(auditLog.rowId, String(bookingId))));
    for (const entry of earlier) {
      const before = withoutPersonalValues(entry.before);
      const after = withoutPersonalValues(entry.after);
      if (before.changed || after.changed) {
        await tx.update(auditLog).set({ before: before.value, after: after.value }).where(eq(auditLog.id, entry.id));
      }
    }
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "bookings",
      rowId: bookingId,
      before: { personalData: "kept" },
      after: {
        personalData: "erased on request",
        erasedFields: ERASED_BOOKING_FIELDS.join(", "),
        travellersErased: travellers.length,
        residencyProofsDeleted: proofs.length,
        tripLinksRevoked: links.length,
        enquiryRepliesErased: replies.length,
        emailsErased: emails.length,
      },
    });
    return { status: "erased" as const, reference: booking.reference };
  });
}

function withoutPersonalValues(snapshot: unknown): { value: unknown; changed: boolean } {
  if (!snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) return { value: snapshot, changed: false };
  const copy: Record<string, unknown> = { ...(snapshot as Record<string, unknown>) };
  let changed = false;
  for (const key of ERASED_BOOKING_FIELDS) {
    if (key in copy && copy[key] !== null && copy[key] !== "" && copy[key] !== ERASED) {
      copy[key] = ERASED;
      changed = true;
    }
  }
  return { value: copy, changed };
}
