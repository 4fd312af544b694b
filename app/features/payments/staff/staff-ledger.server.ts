// The staff side of a booking's money: what the booking page shows (the ledger with who recorded what, the
// travellers' details, the proofs of residency, the live trip links) and the staff commands that are not
// ledger entries (a new trip link, a proof's review). Ledger entries go through ledger.server.ts. Every
// change is audited in its own transaction.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { bookings, residencyProofs, staffUsers, tripLinks, tripTravellers } from "~/db/schema";
import type { AuditActor } from "~/features/audit/audit.server";
import { recordAudit } from "~/features/audit/audit.server";
import { findBookingProof, recordId } from "~/features/payments/booking-records.server";
import { readExchangeRates, readLedger } from "~/features/payments/ledger.server";
import { borderWarnings } from "~/features/trip/border-checks";
import { residencyProofFileName } from "~/features/trip/residency-proof";
import { tripDates } from "~/features/trip/trip-dates";
import { issueTripLink, revokeTripLinks, tripPath } from "~/features/trip/trip-links.server";
import { paymentReminderMessages } from "~/i18n/messages/en/payment-reminders";
import { localizePath } from "~/i18n/paths";
import { runInLocale } from "~/i18n/server-messages.server";
import { translate } from "~/i18n/translate";
import { renderEmail } from "~/services/email/email-content";
import { enqueueEmail } from "~/services/email/outbox.server";
import { businessToday } from "~/utils/business-calendar";

export type StaffActor = AuditActor & { id: string | null };

/** Everything about a booking's money and travellers the staff page shows (never a proof's bytes). */
export async function readStaffMoney(db: DatabaseOrTransaction, bookingId: number, now: Date = new Date()) {
  const today = businessToday(now);
  const [ledger, travellers, proofRows, liveLinks, rates, reference, [trip]] = await Promise.all([
    readLedger(db, bookingId, today),
    db
      .select()
      .from(tripTravellers)
      .where(eq(tripTravellers.bookingId, bookingId))
      .orderBy(asc(tripTravellers.position)),
    db
      .select({
        id: residencyProofs.id,
        fileName: residencyProofs.fileName,
        contentType: residencyProofs.contentType,
        status: residencyProofs.status,
        reviewNote: residencyProofs.reviewNote,
        reviewedAt: residencyProofs.reviewedAt,
        reviewedBy: staffUsers.name,
        createdAt: residencyProofs.createdAt,
      })
      .from(residencyProofs)
      .leftJoin(staffUsers, eq(staffUsers.id, residencyProofs.reviewedBy))
      .where(eq(residencyProofs.bookingId, bookingId))
      .orderBy(asc(residencyProofs.id)),
    db
      .select({ id: tripLinks.id })
      .from(tripLinks)
      .where(and(eq(tripLinks.bookingId, bookingId), isNull(tripLinks.revokedAt))),
    readExchangeRates(db),
    bookingReference(db, bookingId),
    db
      .select({
        source: bookings.source,
        arrivalDate: bookings.arrivalDate,
        departureDate: bookings.departureDate,
        quote: bookings.quote,
        childAges: bookings.childAges,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId)),
  ]);
  // Named as they are served: ours, never the name the sender's file had.
  const proofs = proofRows.map((proof, index) => ({
    ...proof,
    fileName: residencyProofFileName(reference, index + 1, proof.contentType),
  }));
  const recorderIds = [
    ...new Set(
      [...(ledger?.payments ?? []), ...(ledger?.refunds ?? [])]
        .map((entry) => entry.recordedBy)
        .filter((id): id is string => Boolean(id)),
    ),
  ];
  const recorders =
    recorderIds.length === 0
      ? []
      : await db
          .select({ id: staffUsers.id, name: staffUsers.name })
          .from(staffUsers)
          .where(inArray(staffUsers.id, recorderIds));
  const nameOf = new Map(recorders.map((recorder) => [recorder.id, recorder.name]));
  return {
    today,
    ledger: ledger && {
      ...ledger,
      payments: ledger.payments.map((payment) => ({
        ...payment,
        recordedByName: payment.recordedBy ? (nameOf.get(payment.recordedBy) ?? "a former colleague") : null,
      })),
      refunds: ledger.refunds.map((refund) => ({
        ...refund,
        recordedByName: refund.recordedBy ? (nameOf.get(refund.recordedBy) ?? "a former colleague") : null,
      })),
    },
    travellers,
    /** Passports and children's ages a border or a lodge would catch (border-checks.ts). */
    borderWarnings: trip ? borderWarnings({ travellers, ...tripDates(trip), quotedChildAges: trip.childAges }) : [],
    proofs,
    liveTripLinks: liveLinks.length,
    /** Currencies staff have set a rate for: a payment in another currency needs one. */
    ratedCurrencies: Object.keys(rates),
  };
}

export type StaffMoney = Awaited<ReturnType<typeof readStaffMoney>>;

/**
 * Revokes every live trip link of the booking and e-mails the traveller a new one, in one transaction:
 * old links are a 404 from this moment. Returns the number of links revoked, or null for no booking; throws
 * TripLinkLimitError, changing nothing, when the booking or the address has minted too many links lately.
 */
export async function reissueTripLink(
  db: Database,
  {
    bookingId,
    actor,
    siteUrl,
    clientAddress = null,
  }: { bookingId: number; actor: StaffActor; siteUrl: string; clientAddress?: string | null },
): Promise<{ revoked: number; emailedTo: string } | null> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        reference: bookings.reference,
        name: bookings.name,
        email: bookings.email,
        packageTitle: bookings.packageTitle,
        locale: bookings.locale,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) return null;
    const revoked = await revokeTripLinks(tx, booking.id);
    // Past a cap (trip-link-limits.ts) this throws TripLinkLimitError: the revocation rolls back with it.
    const token = await issueTripLink(tx, booking.id, { clientAddress });
    const t = (id: keyof typeof paymentReminderMessages & string, values?: Record<string, string | number>) =>
      translate(paymentReminderMessages, id, values);
    const values = { reference: booking.reference, packageTitle: booking.packageTitle };
    // In the traveller's language, linking to the trip page in it (staff send it from the English portal).
    const email = runInLocale(booking.locale, () =>
      renderEmail(t("tripLink.subject", values), [
        { type: "paragraph", text: t("reminders.greeting", { name: booking.name }) },
        { type: "paragraph", text: t("tripLink.intro", values) },
        { type: "paragraph", text: `${siteUrl}${localizePath(tripPath(token), booking.locale)}` },
        { type: "paragraph", text: t("tripLink.keepPrivate") },
        { type: "paragraph", text: t("reminders.signOff") },
      ]),
    );
    await enqueueEmail(tx, { kind: "trip_link_reissued", to: booking.email, ...email });
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "trip_links",
      rowId: booking.id,
      before: { liveLinks: revoked },
      after: { liveLinks: 1, revoked, emailedTo: booking.email },
    });
    return { revoked, emailedTo: booking.email };
  });
}

export type ProofReview = { status: "reviewed"; decision: "verified" | "rejected" } | { status: "proof_not_found" };

/** Marks a booking's proof of residency verified or rejected, with the note staff wrote; audited. */
export async function reviewResidencyProof(
  db: Database,
  {
    bookingId,
    proofId,
    decision,
    note,
    actor,
  }: {
    bookingId: number;
    proofId: number | string;
    decision: "verified" | "rejected";
    note: string;
    actor: StaffActor;
  },
): Promise<ProofReview> {
  return db.transaction(async (tx) => {
    const proof = await findBookingProof(tx, bookingId, proofId);
    if (!proof) return { status: "proof_not_found" as const };
    const before = { status: proof.status, reviewNote: proof.reviewNote };
    const where = and(eq(residencyProofs.id, proof.id), eq(residencyProofs.bookingId, bookingId));
    await tx
      .update(residencyProofs)
      .set({ status: decision, reviewNote: note, reviewedBy: actor.id, reviewedAt: new Date() })
      .where(where);
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "residency_proofs",
      rowId: proof.id,
      before,
      after: { status: decision, reviewNote: note, bookingId },
    });
    return { status: "reviewed" as const, decision };
  });
}

async function bookingReference(db: DatabaseOrTransaction, bookingId: number): Promise<string> {
  const [row] = await db.select({ reference: bookings.reference }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.reference ?? String(bookingId);
}

/**
 * A proof's file, only for the booking it belongs to, with the name it is served under: built from the
 * booking's reference, the document's place and its detected type (residency-proof-KSF-1042-1.pdf).
 */
export async function readResidencyProof(db: DatabaseOrTransaction, bookingId: unknown, proofId: unknown) {
  const id = recordId(proofId);
  const booking = recordId(bookingId);
  if (id === null || booking === null) return null;
  const [proof] = await db
    .select({ content: residencyProofs.content, contentType: residencyProofs.contentType })
    .from(residencyProofs)
    .where(and(eq(residencyProofs.id, id), eq(residencyProofs.bookingId, booking)));
  if (!proof) return null;
  const places = await db
    .select({ id: residencyProofs.id })
    .from(residencyProofs)
    .where(eq(residencyProofs.bookingId, booking))
    .orderBy(asc(residencyProofs.id));
  const place = places.findIndex((row) => row.id === id) + 1;
  return {
    ...proof,
    fileName: residencyProofFileName(await bookingReference(db, booking), place, proof.contentType),
  };
}
