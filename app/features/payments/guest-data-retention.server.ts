// Guest-data retention: GUEST_DATA_RETENTION_MONTHS after a trip ends (the booking's departure date),
// each traveller's passport number, passport expiry, date of birth and medical notes are set to null and
// the booking's proofs of residency deleted. Names, nationality, dietary needs and the emergency contact
// stay, as the booking's record. What was removed is logged by booking reference and count, never the data
// itself, and only once: a booking already cleared has nothing left to find.
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { bookings, residencyProofs, tripTravellers } from "~/db/schema";
import { addMonths, businessToday } from "~/utils/business-calendar";
import type { PaymentJob } from "./payment-job";

export interface RemovedGuestData {
  bookingId: number;
  reference: string;
  /** Travellers whose passport, birth date and medical details were cleared. */
  travellers: number;
  /** Proofs of residency deleted. */
  residencyProofs: number;
}

/** The last departure date whose guests' details are due for deletion on `today`. */
export function retentionCutoff(today: string, months: number): string {
  // The same day of the month, or the month's last day when it is shorter (31 August - 6 months = 28 February).
  return addMonths(today, -months);
}

/** Clears what the retention period has run out for; returns what was removed, per booking. */
export async function removeExpiredGuestData(
  db: DatabaseOrTransaction,
  { now, months }: { now: Date; months: number },
): Promise<RemovedGuestData[]> {
  const cutoff = retentionCutoff(businessToday(now), months);
  const withTravellers = db
    .select({ id: tripTravellers.bookingId })
    .from(tripTravellers)
    .where(isNull(tripTravellers.personalDataRemovedAt));
  const withProofs = db.select({ id: residencyProofs.bookingId }).from(residencyProofs);
  const due = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(
      and(
        lte(bookings.departureDate, cutoff),
        or(inArray(bookings.id, withTravellers), inArray(bookings.id, withProofs)),
      ),
    );

  const removed: RemovedGuestData[] = [];
  for (const booking of due) {
    const result = await inTransaction(db, async (tx) => {
      const cleared = await tx
        .update(tripTravellers)
        .set({
          passportNumber: null,
          passportExpiry: null,
          dateOfBirth: null,
          medicalNotes: null,
          personalDataRemovedAt: sql`now()`,
        })
        .where(and(eq(tripTravellers.bookingId, booking.id), isNull(tripTravellers.personalDataRemovedAt)))
        .returning({ id: tripTravellers.id });
      const proofs = await tx
        .delete(residencyProofs)
        .where(eq(residencyProofs.bookingId, booking.id))
        .returning({ id: residencyProofs.id });
      return { travellers: cleared.length, residencyProofs: proofs.length };
    });
    // Another server may have cleared it a moment before: then there is nothing to report.
    if (result.travellers > 0 || result.residencyProofs > 0) {
      removed.push({ bookingId: booking.id, reference: booking.reference, ...result });
    }
  }
  return removed;
}

export const guestDataRetentionJob: PaymentJob = {
  name: "guest-data-retention",
  async run({ db, config, logger, now }) {
    const months = config.GUEST_DATA_RETENTION_MONTHS;
    const removed = await removeExpiredGuestData(db, { now, months });
    for (const entry of removed) {
      logger.info(
        {
          job: "guest-data-retention",
          booking: entry.reference,
          travellers: entry.travellers,
          residencyProofs: entry.residencyProofs,
          retentionMonths: months,
        },
        `guest data removed for booking ${entry.reference}: passport, birth date and medical details of ${entry.travellers} traveller(s), ${entry.residencyProofs} residency proof(s)`,
      );
    }
    return { bookings: removed.length };
  },
};
