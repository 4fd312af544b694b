// The trip page's queries and commands: everything a traveller's private link shows (the booking, the
// dated itinerary, the locked quote, the ledger, the travellers' details, the proofs of residency) and what
// its forms save. Each takes the database handle first; the token has already been matched to a booking.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { residencyProofs, tripTravellers } from "~/db/schema";
import { bookedTexts, readBookedItinerary } from "~/features/booked-itinerary/booked-itinerary";
import type { PaymentMethod, PaymentStatus } from "~/features/payments/ledger";
import { type BookingLedger, readLedger, todayInEastAfrica } from "~/features/payments/ledger.server";
import { findBookingByTripToken, type TripBooking } from "~/features/payments/trip-links.server";
import type { Quote, QuoteCurrency } from "~/features/quotes/rate-book";
import type { Locale } from "~/i18n/locales";
import type { ProofContentType } from "./residency-proof";
import type { TravellerDetails } from "./travellers-fields";
import { addDays, itineraryDayDate, tripDates } from "./trip-dates";

/** The page's posts (travellers' details, a proof upload) per client address. */
export const TRIP_POST_RATE_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

export function tripRateLimitKey(clientAddress: string): string {
  return `trip:${clientAddress}`;
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
  today: string;
}

/** The trip behind a live token, or null (a wrong, changed or revoked token: the caller answers 404). */
export async function loadTripByToken(
  db: DatabaseOrTransaction,
  token: string,
  today: string = todayInEastAfrica(),
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
  const texts = booked ? bookedTexts(booked, locale) : null;
  const [ledger, travellerRows, proofRows] = await Promise.all([
    readLedger(db, booking.id, today),
    db
      .select()
      .from(tripTravellers)
      .where(eq(tripTravellers.bookingId, booking.id))
      .orderBy(asc(tripTravellers.position)),
    listProofs(db, booking.id),
  ]);
  const residency = quote?.residency ?? booking.residency;
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
      date: payment.receivedOn ?? todayInEastAfrica(payment.settledAt ?? payment.createdAt),
      // A provider's request reference (M-Pesa's CheckoutRequestID, a card order) is not a receipt.
      receipt:
        payment.providerReceipt ??
        (payment.method === "card" || payment.method === "mpesa" ? null : payment.providerReference),
      refunded: payment.refunded,
    })),
    travellers: travellersOf(booking, travellerRows),
    needsResidencyProof: residency === "resident" || residency === "citizen",
    proofs: proofRows,
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

export async function listProofs(db: DatabaseOrTransaction, bookingId: number): Promise<TripProof[]> {
  const rows = await db
    .select({
      id: residencyProofs.id,
      fileName: residencyProofs.fileName,
      status: residencyProofs.status,
      reviewNote: residencyProofs.reviewNote,
      createdAt: residencyProofs.createdAt,
    })
    .from(residencyProofs)
    .where(eq(residencyProofs.bookingId, bookingId))
    .orderBy(desc(residencyProofs.createdAt), desc(residencyProofs.id));
  return rows.map((row) => ({
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    reviewNote: row.reviewNote,
    uploadedOn: todayInEastAfrica(row.createdAt),
  }));
}

export async function saveResidencyProof(
  db: DatabaseOrTransaction,
  proof: { bookingId: number; fileName: string; contentType: ProofContentType; content: Buffer },
): Promise<number> {
  const [row] = await db.insert(residencyProofs).values(proof).returning({ id: residencyProofs.id });
  if (!row) throw new Error("residency proof was not stored");
  return row.id;
}

/** One of the booking's own proofs, with its bytes; null for another booking's or an unknown id. */
export async function readResidencyProof(db: DatabaseOrTransaction, bookingId: number, proofId: number) {
  const [row] = await db
    .select({
      fileName: residencyProofs.fileName,
      contentType: residencyProofs.contentType,
      content: residencyProofs.content,
    })
    .from(residencyProofs)
    .where(and(eq(residencyProofs.bookingId, bookingId), eq(residencyProofs.id, proofId)));
  return row ?? null;
}

/** The day after the trip's last day: where an all-day calendar event of the trip ends (exclusive). */
export function dayAfter(date: string): string {
  return addDays(date, 1);
}
