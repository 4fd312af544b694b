// The trip page's queries and commands: everything a traveller's private link shows (the booking, the
// dated itinerary, the locked quote, the ledger, the travellers' details, the proofs of residency) and what
// its forms save. Each takes the database handle first; the token has already been matched to a booking.
import { and, asc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { bookings, residencyProofs, tripTravellers } from "~/db/schema";
import { readBookedItinerary } from "~/features/booked-itinerary/booked-itinerary";
import { bookedTextsIn } from "~/features/booked-itinerary/booked-itinerary.server";
import { bookingResidency } from "~/features/bookings/booking-residency";
import type { PaymentMethod, PaymentStatus } from "~/features/payments/ledger";
import { type BookingLedger, readLedger } from "~/features/payments/ledger.server";
import type { Quote, QuoteCurrency } from "~/features/quotes/rate-book";
import { findBookingByTripToken, type TripBooking } from "~/features/trip/trip-links.server";
import type { Locale } from "~/i18n/locales";
import { addDays, businessDayOf, businessToday } from "~/utils/business-calendar";
import { type ProofContentType, residencyProofFileName } from "./residency-proof";
import { RESIDENCY_PROOFS_MAX_PER_BOOKING } from "./residency-proof-limits";
import type { TravellerDetails } from "./travellers-fields";
import { itineraryDayDate, tripDates } from "./trip-dates";

/** The key of the page's post limit for a client: its address, or its /64 for IPv6 (rateLimitSubject). */
export function tripRateLimitKey(subject: string): string {
  return `trip:${subject}`;
}

/** The keys of the day's byte budgets of proof uploads: per client (address or /64) and per booking. */
export function proofBytesKeyForClient(subject: string): string {
  return `trip-proof-bytes:${subject}`;
}
export function proofBytesKeyForBooking(bookingId: number): string {
  return `trip-proof-bytes:booking:${bookingId}`;
}

export interface TripDay {
  dayNumber: number;
  date: string;
  title: string;
  description: string;
  accommodation: string;
  meals: string;
  /** In another language: the fields that were still English when the itinerary was frozen. */
  untranslated?: readonly ("title" | "description" | "accommodation" | "meals")[];
}

export interface TripPayment {
  id: number;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: number;
  currency: QuoteCurrency;
  /** The day the money arrived (or the attempt was made), East Africa time. */
  date: string;
  receipt: string | null;
  refunded: number;
}

export interface TripTraveller
  extends Omit<TravellerDetails, "passportNumber" | "passportExpiry" | "dateOfBirth" | "medicalNotes"> {
  passportNumber: string;
  passportExpiry: string;
  dateOfBirth: string;
  medicalNotes: string;
  /** When the retention job deleted the passport and medical details; null while they are kept. */
  personalDataRemovedAt: string | null;
}

export interface TripProof {
  id: number;
  /** Its place among the booking's documents, from 1 (a replaced document keeps its place). */
  number: number;
  /** The name we give it (residency-proof-{reference}-{number}.{ext}), never the sender's. */
  fileName: string;
  status: "submitted" | "verified" | "rejected";
  reviewNote: string;
  uploadedOn: string;
}

export interface Trip {
  /** The booking, its safari named as it was booked, in the trip's language. */
  booking: TripBooking;
  /** First and last day of the trip. */
  start: string;
  end: string;
  /** The booked itinerary (bookings.itinerary), never the package as it is now. */
  days: TripDay[];
  quote: Quote | null;
  ledger: BookingLedger | null;
  payments: TripPayment[];
  /** One per traveller on the booking (adults, then children), stored or empty. */
  travellers: TripTraveller[];
  needsResidencyProof: boolean;
  proofs: TripProof[];
  /** How many documents the booking keeps at once (one per traveller, at most the feature's limit). */
  proofSlots: number;
  today: string;
}

/** The trip behind a live token, or null (a wrong, changed or revoked token: the caller answers 404). */
export async function loadTripByToken(
  db: DatabaseOrTransaction,
  token: string,
  today: string = businessToday(),
  locale?: Locale,
): Promise<Trip | null> {
  const booking = await findBookingByTripToken(db, token);
  if (!booking) return null;
  return loadTrip(db, booking, today, locale);
}

/**
 * The trip in `locale` (the booking's language by default): its days and its safari's title come from the
 * itinerary frozen with the booking, in that language where it was translated then, else English. A booking
 * without a frozen itinerary (its package was gone before itineraries were frozen) has no days.
 */
export async function loadTrip(
  db: DatabaseOrTransaction,
  booking: TripBooking,
  today: string,
  locale: Locale = booking.locale,
): Promise<Trip> {
  const quote = booking.quote ?? null;
  const { start, end } = tripDates(booking);
  const booked = readBookedItinerary(booking.itinerary);
  const texts = booked ? bookedTextsIn(booked, locale) : null;
  const [ledger, travellerRows, proofRows] = await Promise.all([
    readLedger(db, booking.id, today),
    db
      .select()
      .from(tripTravellers)
      .where(eq(tripTravellers.bookingId, booking.id))
      .orderBy(asc(tripTravellers.position)),
    listProofs(db, booking),
  ]);
  const residency = bookingResidency(booking);
  return {
    booking: texts ? { ...booking, packageTitle: texts.title } : booking,
    start,
    end,
    days: (texts?.days ?? []).map((day) => ({
      dayNumber: day.dayNumber,
      date: itineraryDayDate(start, day.dayNumber),
      title: day.title,
      description: day.description,
      accommodation: day.accommodation,
      meals: day.meals,
      ...(day.untranslated?.length ? { untranslated: day.untranslated as TripDay["untranslated"] } : {}),
    })),
    quote,
    ledger,
    payments: (ledger?.payments ?? []).map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      date: payment.receivedOn ?? businessDayOf(payment.settledAt ?? payment.createdAt),
      // A provider's request reference (M-Pesa's CheckoutRequestID, a card order) is not a receipt.
      receipt:
        payment.providerReceipt ??
        (payment.method === "card" || payment.method === "mpesa" ? null : payment.providerReference),
      refunded: payment.refunded,
    })),
    travellers: travellersOf(booking, travellerRows),
    needsResidencyProof: residency === "resident" || residency === "citizen",
    proofs: proofRows,
    proofSlots: proofSlots(booking),
    today,
  };
}

type TravellerRow = typeof tripTravellers.$inferSelect;

function travellersOf(booking: TripBooking, rows: TravellerRow[]): TripTraveller[] {
  const count = booking.adults + booking.children;
  const byPosition = new Map(rows.map((row) => [row.position, row]));
  const travellers: TripTraveller[] = [];
  for (let position = 1; position <= count; position++) {
    const row = byPosition.get(position);
    travellers.push({
      position,
      fullName: row?.fullName ?? (position === 1 ? booking.name : ""),
      nationality: row?.nationality ?? "",
      passportNumber: row?.passportNumber ?? "",
      passportExpiry: row?.passportExpiry ?? "",
      dateOfBirth: row?.dateOfBirth ?? "",
      dietaryNeeds: row?.dietaryNeeds ?? "",
      medicalNotes: row?.medicalNotes ?? "",
      emergencyContact: row?.emergencyContact ?? "",
      personalDataRemovedAt: row?.personalDataRemovedAt?.toISOString() ?? null,
    });
  }
  return travellers;
}

/** The number of traveller blocks the booking's form has. */
export function travellerCount(booking: Pick<TripBooking, "adults" | "children">): number {
  return booking.adults + booking.children;
}

/**
 * Saves every traveller's details (one row per booking and position). Saving again after the retention job
 * ran keeps what the traveller typed and clears the removal mark: the details are there again.
 */
export async function saveTravellers(
  db: DatabaseOrTransaction,
  bookingId: number,
  travellers: readonly TravellerDetails[],
): Promise<void> {
  if (travellers.length === 0) return;
  await db
    .insert(tripTravellers)
    .values(
      travellers.map((traveller) => ({
        bookingId,
        position: traveller.position,
        fullName: traveller.fullName,
        nationality: traveller.nationality,
        passportNumber: traveller.passportNumber,
        passportExpiry: traveller.passportExpiry,
        dateOfBirth: traveller.dateOfBirth,
        dietaryNeeds: traveller.dietaryNeeds,
        medicalNotes: traveller.medicalNotes || null,
        emergencyContact: traveller.emergencyContact,
      })),
    )
    .onConflictDoUpdate({
      target: [tripTravellers.bookingId, tripTravellers.position],
      set: {
        fullName: sql`excluded.full_name`,
        nationality: sql`excluded.nationality`,
        passportNumber: sql`excluded.passport_number`,
        passportExpiry: sql`excluded.passport_expiry`,
        dateOfBirth: sql`excluded.date_of_birth`,
        dietaryNeeds: sql`excluded.dietary_needs`,
        medicalNotes: sql`excluded.medical_notes`,
        emergencyContact: sql`excluded.emergency_contact`,
        personalDataRemovedAt: null,
        updatedAt: new Date(),
      },
    });
}

/** How many documents a booking keeps at once: one per traveller on it, never more than the limit. */
export function proofSlots(booking: Pick<TripBooking, "adults" | "children">): number {
  return Math.max(1, Math.min(travellerCount(booking), RESIDENCY_PROOFS_MAX_PER_BOOKING));
}

/** The booking's documents in their places (oldest first), each named as we serve it. */
export async function listProofs(
  db: DatabaseOrTransaction,
  booking: Pick<TripBooking, "id" | "reference">,
): Promise<TripProof[]> {
  const rows = await db
    .select({
      id: residencyProofs.id,
      contentType: residencyProofs.contentType,
      status: residencyProofs.status,
      reviewNote: residencyProofs.reviewNote,
      createdAt: residencyProofs.createdAt,
    })
    .from(residencyProofs)
    .where(eq(residencyProofs.bookingId, booking.id))
    .orderBy(asc(residencyProofs.id));
  return rows.map((row, index) => ({
    id: row.id,
    number: index + 1,
    fileName: residencyProofFileName(booking.reference, index + 1, row.contentType),
    status: row.status,
    reviewNote: row.reviewNote,
    uploadedOn: businessDayOf(row.createdAt),
  }));
}

export type ProofStored =
  | { status: "stored"; id: number; replaced: boolean; fileName: string }
  /** The booking has all the documents it keeps; a new file must replace one. */
  | { status: "full"; slots: number }
  /** The document to replace is not (or no longer) the booking's. */
  | { status: "unknown_proof" };

/**
 * Keeps a checked document for the booking: in place of `replaces` (one of its own documents: the old bytes
 * are overwritten, its review starts again) or as a new one while the booking has places left. Uploads for
 * one booking take turns (the booking's row is locked), so two at once cannot both take the last place.
 */
export async function storeResidencyProof(
  db: DatabaseOrTransaction,
  proof: {
    booking: Pick<TripBooking, "id" | "reference" | "adults" | "children">;
    replaces: number | null;
    contentType: ProofContentType;
    content: Buffer;
  },
): Promise<ProofStored> {
  const { booking } = proof;
  return db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for("update");
    const existing = await tx
      .select({ id: residencyProofs.id })
      .from(residencyProofs)
      .where(eq(residencyProofs.bookingId, booking.id))
      .orderBy(asc(residencyProofs.id));
    if (proof.replaces !== null) {
      const place = existing.findIndex((row) => row.id === proof.replaces);
      if (place < 0) return { status: "unknown_proof" as const };
      const fileName = residencyProofFileName(booking.reference, place + 1, proof.contentType);
      await tx
        .update(residencyProofs)
        .set({
          content: proof.content,
          contentType: proof.contentType,
          fileName,
          status: "submitted",
          reviewedBy: null,
          reviewedAt: null,
          reviewNote: "",
          createdAt: new Date(),
        })
        .where(and(eq(residencyProofs.id, proof.replaces), eq(residencyProofs.bookingId, booking.id)));
      return { status: "stored" as const, id: proof.replaces, replaced: true, fileName };
    }
    const slots = proofSlots(booking);
    if (existing.length >= slots) return { status: "full" as const, slots };
    const fileName = residencyProofFileName(booking.reference, existing.length + 1, proof.contentType);
    const [row] = await tx
      .insert(residencyProofs)
      .values({ bookingId: booking.id, fileName, contentType: proof.contentType, content: proof.content })
      .returning({ id: residencyProofs.id });
    if (!row) throw new Error("residency proof was not stored");
    return { status: "stored" as const, id: row.id, replaced: false, fileName };
  });
}

/** The day after the trip's last day: where an all-day calendar event of the trip ends (exclusive). */
export function dayAfter(date: string): string {
  return addDays(date, 1);
}
