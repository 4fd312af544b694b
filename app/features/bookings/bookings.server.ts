/**
 * Bookings: the commands that store a traveller's booking request and move it along its statuses (the
 * inbox's queries are in booking-inbox.server.ts).
 *
 * What a traveller can rely on:
 * - Committed first. The booking row is committed before any e-mail is attempted; no mail server problem
 *   can lose or fail a booking.
 * - E-mails owed in the same transaction. The staff notification and the traveller's confirmation are
 *   queued in the e-mail outbox in the booking's own transaction, so a committed booking always has its
 *   e-mails owed; their words are written just after the commit (rendering them is the slow part, and need
 *   not hold the transaction), by the delivery job if the request never got to it; the job sends and
 *   retries them (app/services/email).
 * - Idempotent by submission. Each rendered form carries a random token; the booking is stored under a
 *   digest of that token and the submitted fields (submission_token, a unique column; INSERT ... ON CONFLICT
 *   DO NOTHING): the same form posted twice, even concurrently, creates one booking and both posts get that
 *   booking back, while two travellers shown the same cached page (so the same token) get one each.
 * - Reference from a sequence. `KSF-1001`, `KSF-1002` ... come from a database sequence (column default),
 *   so references never repeat, even across app servers. Numbers used by a conflicting insert are skipped,
 *   never reused.
 * - Amounts from the server. The booking locks the quote the server computed on its committed rates
 *   (submitBooking, booking-submissions.server.ts): the itemised quote, its total and deposit in minor units of the quote's
 *   currency, and the rates version. A discount code's use is counted in the booking's own transaction, so
 *   a code at its limit is never used once more.
 */
import { and, eq, getTableColumns, isNull, lt, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { auditLog, BOOKING_STATUSES, bookings, discountCodes, safariPackages } from "~/db/schema";
import { freezeItinerary } from "~/features/booked-itinerary/booked-itinerary.server";
import { BOOKING_EMAIL_KINDS, bookingEmailKey } from "~/features/bookings/booking-emails";
import { openEnquiry } from "~/features/inbox/enquiries.server";
import type { EnquirySource } from "~/features/inbox/enquiry-source";
import { followBookingStatus } from "~/features/inbox/enquiry-stage-hooks.server";
import { type ReplyAddressConfig, replyAddressFor } from "~/features/inbox/reply-address";
import { createPaymentSchedule } from "~/features/payments/ledger.server";
import type { Quote } from "~/features/quotes/rate-book";
import { submissionKey } from "~/features/spam/submission-key.server";
import { isSubmissionToken } from "~/features/spam/submission-token";
import { issueTripLink } from "~/features/trip/trip-links.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { currentLocale } from "~/i18n/translate";
import { enqueueEmails, writeComposedEmails } from "~/services/email/outbox.server";
import { addDays, daysBetween } from "~/utils/business-calendar";
import type { AppConfig } from "~/utils/env.server";
import { provesBooking } from "./booking-browser-proof.server";
import {
  bookingEmailComposition,
  writeBookingConfirmation,
  writeBookingStaffNotification,
} from "./booking-email-composer.server";
import type { TravellerBooking } from "./booking-flow-view";
import type { BookingRequest } from "./booking-request";

export type Booking = typeof bookings.$inferSelect;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Where booking e-mails go and what they link to. */
export type BookingMailSettings = Pick<AppConfig, "SITE_URL"> & ReplyAddressConfig;

export type CreateBookingResult =
  /** `tripToken`: the private trip page's token, issued with the booking (only its hash is stored). */
  | { status: "created"; booking: Booking; tripToken: string }
  /** The submission token was already used: this is the booking it created. */
  | { status: "existing"; booking: Booking }
  | { status: "package_not_found" }
  /** The discount code reached its usage limit since the quote was given: nothing was stored. */
  | { status: "code_used_up" };

/** The discount line's code, when the quote applied one. */
function appliedCode(quote: Quote, code: string | null): string | null {
  return code && quote.lines.some((line) => line.kind === "discount") ? code : null;
}

/** The key a booking request is stored under (submission-key.server.ts): the form's token and all it asked. */
export function bookingKey(submissionToken: string, request: BookingRequest): string {
  // The total the page showed is left out: it is what one browser displayed (a page with script prices the
  // trip as it is typed, one without does not), not what was asked, so a copy of the same request posted from
  // another page must still be recognised as the same booking.
  const { form, trip, traveller, quotedTotal: _shownTotal, ...rest } = request;
  return submissionKey(submissionToken, {
    form,
    ...trip,
    childAges: trip.childAges.join(","),
    ...traveller,
    ...rest,
  });
}

export interface NewBooking {
  request: BookingRequest;
  /** The form's token (spam/submission-token.ts); the booking is stored under bookingKey of it. */
  submissionToken: string;
  /** The quote locked with the booking: priced on the server's committed rates for request.trip. */
  quote: Quote;
  config: BookingMailSettings;
  /** Where the traveller came from (the form's hidden fields), for the staff inbox. */
  source?: EnquirySource;
  /** The hash of the secret given to the browser that posted (booking-browser-proof.server.ts). */
  browserProofHash?: string | null;
  logger?: Pick<Logger, "error">;
}

/**
 * Stores a booking request at its locked quote, once per key. Everything a new booking brings is born in its
 * one transaction (insertBooking): the row with its frozen itinerary, the discount code's use, the enquiry in
 * the staff inbox, the payment schedule, the trip page's private link, and both e-mails owed in the outbox,
 * whose words are written straight after the commit.
 */
export async function createBooking(db: Database, booking: NewBooking): Promise<CreateBookingResult> {
  const { request, submissionToken } = booking;
  if (!isSubmissionToken(submissionToken)) throw new RangeError("a booking needs a valid submission token");
  const key = bookingKey(submissionToken, request);

  // A replayed post finds its booking even if the package has since been removed.
  const earlier = await findBookingBySubmissionKey(db, key);
  if (earlier) return { status: "existing", booking: earlier };

  const pkg = await findBookablePackage(db, request.trip.packageId);
  if (!pkg) return { status: "package_not_found" };

  try {
    return await insertBooking(db, { ...booking, pkg, key });
  } catch (error) {
    if (error instanceof CodeUsedUp) return { status: "code_used_up" };
    throw error;
  }
}

/** The booking's row as the request and its locked quote make it. */
function bookingValues({ request, quote, browserProofHash }: NewBooking): BookingValues {
  const { trip, traveller } = request;
  return {
    browserProofHash: browserProofHash ?? null,
    source: request.form,
    // The language of the page the traveller booked on: their e-mails and trip page speak it.
    locale: currentLocale(),
    ...traveller,
    adults: trip.adults,
    children: trip.childAges.length,
    arrivalDate: trip.start,
    // An N-day safari ends N - 1 days after it starts (DECISIONS 'Prices and quotes'); a day trip ends that day.
    departureDate: request.departure ?? (quote.end > trip.start ? quote.end : addDays(trip.start, 1)),
    // A package priced on request cannot take a deposit, so its booking becomes a quote request.
    paymentChoice: request.payment === null ? null : quote.total === null ? "quote" : request.payment,
    // What a booking keeps of its quote: the quote itself and the columns staff sort and export by.
    totalAmount: quote.total,
    depositAmount: quote.deposit,
    currency: quote.currency,
    quote,
    ratesVersion: quote.ratesVersion,
    residency: quote.residency,
    childAges: trip.childAges,
    singles: trip.singles,
    discountCode: appliedCode(quote, trip.code),
  };
}

type BookablePackage = Pick<
  typeof safariPackages.$inferSelect,
  "id" | "title" | "durationDays" | "price" | "currency" | "pricePerPerson"
>;
type BookingValues = Omit<
  typeof bookings.$inferInsert,
  | "id"
  | "reference"
  | "status"
  | "safariId"
  | "packageTitle"
  | "submissionToken"
  | "staffNotes"
  | "createdAt"
  | "updatedAt"
>;

const { itinerary: _itinerary, ...BOOKING_COLUMNS_BUT_ITINERARY } = getTableColumns(bookings);

/** Thrown inside the booking's transaction to roll it back when its code has no use left. */
class CodeUsedUp extends Error {}

async function insertBooking(
  db: Database,
  booking: NewBooking & { pkg: BookablePackage; key: string },
): Promise<CreateBookingResult> {
  const { pkg, key, config, source } = booking;
  const code = appliedCode(booking.quote, booking.request.trip.code);
  const result = await db.transaction(async (tx) => {
    const values = bookingValues(booking);
    // What the traveller bought, frozen with the booking: later edits to the package change new bookings only.
    const itinerary = await freezeItinerary(tx, pkg.id, values.locale ?? DEFAULT_LOCALE);
    const [stored] = await tx
      .insert(bookings)
      .values({ ...values, itinerary, safariId: pkg.id, packageTitle: pkg.title, submissionToken: key })
      .onConflictDoNothing({ target: bookings.submissionToken })
      .returning(BOOKING_COLUMNS_BUT_ITINERARY);
    // The itinerary (every language's words, the booking's largest value) is not read back: it is the one sent.
    const created: Booking | undefined = stored && { ...stored, itinerary };
    if (!created) {
      // A concurrent copy of the same post won; its row is committed and visible to this statement.
      const winner = await findBookingBySubmissionKey(tx, key);
      if (!winner) throw new Error("booking conflicted on its submission key but cannot be found");
      return { status: "existing" as const, booking: winner };
    }
    if (code) {
      // Counted only while the code has a use left; the row's check (times_used <= usage_limit) backs this up.
      const [counted] = await tx
        .update(discountCodes)
        .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
        .where(
          and(
            sql`lower(${discountCodes.code}) = lower(${code})`,
            or(sql`${discountCodes.usageLimit} is null`, lt(discountCodes.timesUsed, discountCodes.usageLimit)),
          ),
        )
        .returning({ id: discountCodes.id });
      if (!counted) throw new CodeUsedUp();
    }

    const enquiry = await openEnquiry(tx, {
      subject: { kind: "booking", bookingId: created.id },
      name: created.name,
      email: created.email,
      title: created.packageTitle,
      source,
      receivedAt: created.createdAt,
    });
    // The ledger's schedule and the trip page's private link are born with the booking.
    await createPaymentSchedule(tx, created);
    const tripToken = await issueTripLink(tx, created.id, { firstLink: true });
    // Both e-mails are owed from the commit on; their words are written just after it (createBooking).
    const [staffNotification, confirmation] = await enqueueEmails(tx, [
      {
        kind: BOOKING_EMAIL_KINDS.staffNotification,
        to: config.STAFF_EMAIL,
        replyTo: created.email,
        dedupeKey: bookingEmailKey(created.id, "staffNotification"),
        composition: bookingEmailComposition(created.id, "staffNotification"),
      },
      {
        kind: BOOKING_EMAIL_KINDS.confirmation,
        to: created.email,
        // Answering the confirmation writes into the enquiry's thread (reply-address.ts).
        replyTo: replyAddressFor(config, enquiry.replyToken),
        dedupeKey: bookingEmailKey(created.id, "confirmation"),
        composition: bookingEmailComposition(created.id, "confirmation", tripToken),
      },
    ]);
    if (!staffNotification || !confirmation) throw new Error("a new booking's e-mails were not queued");
    return {
      status: "created" as const,
      booking: created,
      tripToken,
      owed: { staffNotification: staffNotification.id, confirmation: confirmation.id },
    };
  });
  if (result.status !== "created") return result;
  await writeOwedEmails(db, result, config, booking.logger);
  const { owed: _owed, ...created } = result;
  return created;
}

/**
 * Writes a new booking's two e-mails, straight after its commit. A failure here loses nothing: the e-mails stay
 * owed (`composing`) and the delivery job writes them on a later round (bookingEmailComposer).
 */
async function writeOwedEmails(
  db: Database,
  {
    booking,
    tripToken,
    owed,
  }: { booking: Booking; tripToken: string; owed: Record<"staffNotification" | "confirmation", number> },
  config: BookingMailSettings,
  logger: NewBooking["logger"],
): Promise<void> {
  try {
    await writeComposedEmails(db, [
      { id: owed.staffNotification, content: writeBookingStaffNotification(booking, config) },
      { id: owed.confirmation, content: await writeBookingConfirmation(db, booking, tripToken, config) },
    ]);
  } catch (error) {
    logger?.error({ err: error, bookingId: booking.id }, "a new booking's e-mails were left for the delivery job");
  }
}

const MAX_SERIAL = 2_147_483_647;

/** Unknown, non-numeric or out-of-range ids are simply not found. */
function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_SERIAL;
}

async function findBookablePackage(db: DatabaseOrTransaction, id: number): Promise<BookablePackage | undefined> {
  if (!isRowId(id)) return undefined;
  const [pkg] = await db
    .select({
      id: safariPackages.id,
      title: safariPackages.title,
      durationDays: safariPackages.durationDays,
      price: safariPackages.price,
      currency: safariPackages.currency,
      pricePerPerson: safariPackages.pricePerPerson,
    })
    .from(safariPackages)
    // An archived package cannot be booked: the forms answer as for an unknown package.
    .where(and(eq(safariPackages.id, id), isNull(safariPackages.archivedAt)));
  return pkg;
}

/** The booking stored under `key` (bookingKey), if any. */
export async function findBookingBySubmissionKey(db: DatabaseOrTransaction, key: string): Promise<Booking | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.submissionToken, key));
  return booking;
}

const REFERENCE_PATTERN = /^KSF-\d{4,}$/;

/**
 * A booking as its traveller may see it. Needs the reference (shown to the traveller), the key it was stored
 * under (booking.submissionToken, a digest of the form's token and the traveller's own fields) and the secret
 * given to the browser that made it (booking-browser-proof.server.ts). References are sequential and whoever
 * replays a post can work out its key, so the secret is what keeps the booking to its own browser.
 */
export async function findBookingForTraveller(
  db: DatabaseOrTransaction,
  {
    reference,
    submissionToken,
    browserProof,
  }: { reference: string; submissionToken: string; browserProof?: string | null },
): Promise<TravellerBooking | null> {
  if (!REFERENCE_PATTERN.test(reference) || !isSubmissionToken(submissionToken)) return null;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.reference, reference), eq(bookings.submissionToken, submissionToken)));
  if (!booking) return null;
  // Bookings from before browser proofs keep only the reference and the key.
  if (booking.browserProofHash && !provesBooking(browserProof ? [browserProof] : [], booking.browserProofHash)) {
    return null;
  }
  return {
    reference: booking.reference,
    status: booking.status,
    packageTitle: booking.packageTitle,
    name: booking.name,
    email: booking.email,
    phone: booking.phone,
    guests: booking.adults + booking.children,
    startDate: booking.arrivalDate,
    endDate: booking.departureDate,
    // A quoted booking ends on its last day (N-day safari, N - 1 days on); older ones the day after.
    durationDays: daysBetween(booking.arrivalDate, booking.departureDate) + (booking.quote ? 1 : 0),
    specialRequests: booking.specialRequests,
    paymentChoice: booking.paymentChoice,
    currency: booking.currency,
    quote: booking.quote ?? null,
    totalAmount: booking.totalAmount,
    depositAmount: booking.depositAmount,
    balanceAmount:
      booking.totalAmount !== null && booking.depositAmount !== null
        ? booking.totalAmount - booking.depositAmount
        : null,
  };
}

/** The signed-in staff member making a change, for the audit log. */
export interface StaffActor {
  id: string | null;
  email: string;
}

/** The statuses staff move a booking through; cancelling takes a reason (cancelBooking in booking-records.server.ts). */
export type OpenBookingStatus = Exclude<BookingStatus, "cancelled">;
export const OPEN_BOOKING_STATUSES = BOOKING_STATUSES.filter(
  (status): status is OpenBookingStatus => status !== "cancelled",
);

/**
 * Moves a booking to another open status (new, contacted, confirmed), recorded in the audit log. A cancelled
 * booking stays cancelled: it comes back unchanged, and the caller says so.
 */
export async function updateBookingStatus(
  db: Database,
  { bookingId, status, actor }: { bookingId: number; status: OpenBookingStatus; actor: StaffActor },
): Promise<Booking | undefined> {
  if (!OPEN_BOOKING_STATUSES.includes(status)) throw new RangeError(`not a status to move a booking to: ${status}`);
  if (!isRowId(bookingId)) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!before) return undefined;
    if (before.status === status || before.status === "cancelled") return before;
    const [after] = await tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId)).returning();
    await recordChange(tx, actor, bookingId, { status: before.status }, { status });
    // The enquiry's stage keeps in step: confirmed -> confirmed.
    await followBookingStatus(tx, { bookingId, status }, actor);
    return after;
  });
}

async function recordChange(
  tx: DatabaseOrTransaction,
  actor: StaffActor,
  bookingId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: "update",
    tableName: "bookings",
    rowId: String(bookingId),
    before,
    after,
  });
}
