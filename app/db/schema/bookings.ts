// One table for every booking request, whichever form it came from.
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { BookedItinerary } from "../../features/booked-itinerary/booked-itinerary";
import type { Quote } from "../../features/quotes/rate-book";
import { QUOTE_CURRENCIES, RESIDENCIES } from "../../utils/price-terms";
import { staffUsers } from "./auth";
import { createdAt, travellerLocale, updatedAt } from "./columns";
import { oneOf } from "./one-of";
import { safariPackages } from "./safaris";

export const BOOKING_SOURCES = ["safari_form", "booking_flow"] as const;
export const BOOKING_STATUSES = ["new", "contacted", "confirmed", "cancelled"] as const;
export const PAYMENT_CHOICES = ["bank_transfer", "mpesa", "quote"] as const;

/** References are KSF-1001, KSF-1002, ...: a sequence never hands out a number twice. */
export const bookingReferenceSequence = pgSequence("booking_reference_seq", { startWith: 1001 });

export const bookings = pgTable(
  "bookings",
  {
    id: serial("id").primaryKey(),
    reference: text("reference")
      .notNull()
      .unique()
      .default(sql`('KSF-' || lpad(nextval('booking_reference_seq')::text, 4, '0'))`),
    source: text("source", { enum: BOOKING_SOURCES }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("new"),
    safariId: integer("safari_id").references(() => safariPackages.id, { onDelete: "set null" }),
    /** The package title at booking time, kept if the package is later renamed or removed. */
    packageTitle: text("package_title").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    country: text("country"),
    adults: integer("adults").notNull(),
    children: integer("children").notNull().default(0),
    arrivalDate: date("arrival_date", { mode: "string" }).notNull(),
    departureDate: date("departure_date", { mode: "string" }).notNull(),
    message: text("message"),
    specialRequests: text("special_requests"),
    paymentChoice: text("payment_choice", { enum: PAYMENT_CHOICES }),
    /**
     * Computed on the server: the quote's total and deposit in minor units of `currency` (the quote's card
     * currency); bookings from before quotes (quote null) hold price x guests in whole units.
     */
    totalAmount: integer("total_amount"),
    depositAmount: integer("deposit_amount"),
    currency: text("currency", { enum: QUOTE_CURRENCIES }),
    /**
     * The quote as given when the booking was made (Quote in app/features/quotes/rate-book.ts), kept
     * whatever the rates do later; null for bookings made before quotes.
     */
    quote: jsonb("quote").$type<Quote>(),
    ratesVersion: integer("rates_version"),
    /**
     * The itinerary as booked (BookedItinerary in app/features/booked-itinerary/booked-itinerary.ts): days, parks,
     * lodges and the package's texts in every language, frozen in the booking's transaction; changed only when
     * staff push the package's current itinerary. Null for a booking whose package was gone before snapshots.
     */
    itinerary: jsonb("itinerary").$type<BookedItinerary>(),
    residency: text("residency", { enum: RESIDENCIES }),
    /** Each child's age in whole years at the start. */
    childAges: integer("child_ages").array().notNull().default(sql`'{}'::integer[]`),
    /** Travellers wanting a room of their own. */
    singles: integer("singles").notNull().default(0),
    /** The code as the traveller typed it. */
    discountCode: text("discount_code"),
    /** One value per rendered form, so a double click or a replayed POST stores one booking. */
    submissionToken: text("submission_token").unique(),
    /**
     * SHA-256 of the secret the browser that made the booking was given in an HttpOnly cookie: a replayed post
     * or the confirmation page shows the booking only to that browser (booking-browser-proof.server.ts).
     */
    browserProofHash: text("browser_proof_hash"),
    staffNotes: text("staff_notes").notNull().default(""),
    /**
     * A booking is cancelled, never deleted: when, by whom and why (the booking page's Cancel booking). Its
     * payments and refunds stay; status is then "cancelled".
     */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by").references(() => staffUsers.id, { onDelete: "set null" }),
    cancellationReason: text("cancellation_reason"),
    /** When the traveller's personal data was erased on request (the owner's Erase personal data). */
    personalDataErasedAt: timestamp("personal_data_erased_at", { withTimezone: true }),
    locale: travellerLocale(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_adults_range", sql`${t.adults} between 1 and 20`),
    check("bookings_children_range", sql`${t.children} between 0 and 20`),
    check("bookings_dates_ordered", sql`${t.departureDate} > ${t.arrivalDate}`),
    check("bookings_status_known", sql`${t.status} in ('new', 'contacted', 'confirmed', 'cancelled')`),
    check("bookings_source_known", sql`${t.source} in ('safari_form', 'booking_flow')`),
    check(
      "bookings_payment_choice_known",
      sql`${t.paymentChoice} is null or ${t.paymentChoice} in ('bank_transfer', 'mpesa', 'quote')`,
    ),
    check("bookings_residency_known", sql`${t.residency} is null or ${oneOf(t.residency, RESIDENCIES)}`),
    check("bookings_singles_range", sql`${t.singles} between 0 and 20`),
    check("bookings_total_not_negative", sql`${t.totalAmount} is null or ${t.totalAmount} >= 0`),
    check(
      "bookings_deposit_within_total",
      sql`${t.depositAmount} is null or ${t.depositAmount} between 0 and ${t.totalAmount}`,
    ),
    index("bookings_status_created_idx").on(t.status, t.createdAt),
    // The staff inbox lists newest first with or without a status filter.
    index("bookings_created_idx").on(t.createdAt),
  ],
);

/**
 * Every quote a booking had before a re-quote replaced it (app/features/bookings/booking-requote.server.ts):
 * the quote as the traveller was given it, its total and deposit, why it was replaced and by whom. A booking
 * with history cannot be deleted (restrict): its price trail stays.
 */
export const bookingQuoteHistory = pgTable(
  "booking_quote_history",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** The replaced quote; null for a booking made before quotes. */
    quote: jsonb("quote").$type<Quote>(),
    /** Minor units of `currency`, as the booking held them (whole units before quotes). */
    totalAmount: integer("total_amount"),
    depositAmount: integer("deposit_amount"),
    currency: text("currency", { enum: QUOTE_CURRENCIES }),
    ratesVersion: integer("rates_version"),
    /** Why staff re-quoted, as they wrote it (never shown to the traveller). */
    reason: text("reason").notNull(),
    /** The quote that replaced it: its total, for the history's "from ... to ..." line. */
    newTotalAmount: integer("new_total_amount"),
    newCurrency: text("new_currency", { enum: QUOTE_CURRENCIES }),
    changedBy: text("changed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept when the account is removed. */
    changedByEmail: text("changed_by_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("booking_quote_history_booking_idx").on(t.bookingId, t.createdAt)],
);
