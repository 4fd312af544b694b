// The money side of a booking: what is due and when, what was paid and refunded, and the traveller's own
// trip page with the details operators need. The balance is always derived from these rows, never typed in
// (app/features/payments/ledger.server.ts).
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { QUOTE_CURRENCIES } from "../../utils/price-terms";
import { staffUsers } from "./auth";
import { bookings } from "./bookings";
import { createdAt, updatedAt } from "./columns";
import { oneOf } from "./one-of";

/** Raw bytes: proofs of residency are private, so they live in the database, not in public media storage. */
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

export const SCHEDULE_KINDS = ["deposit", "balance"] as const;
export const PAYMENT_METHODS = ["mpesa", "card", "bank_transfer", "cash"] as const;
export const PAYMENT_STATUSES = ["pending", "succeeded", "failed", "refunded"] as const;
export const RESIDENCY_PROOF_STATUSES = ["submitted", "verified", "rejected"] as const;

/** What a booking owes and when: a deposit due on booking and the balance due on the quote's date. */
export const paymentSchedule = pgTable(
  "payment_schedule",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: SCHEDULE_KINDS }).notNull(),
    /** Minor units of `currency` (the booking's quote currency). */
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: QUOTE_CURRENCIES }).notNull(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("payment_schedule_booking_kind_key").on(t.bookingId, t.kind),
    check("payment_schedule_kind_known", oneOf(t.kind, SCHEDULE_KINDS)),
    check("payment_schedule_amount_not_negative", sql`${t.amount} >= 0`),
    index("payment_schedule_due_idx").on(t.dueDate),
  ],
);

/**
 * One row per attempt to pay or per payment staff record. A provider's reference (M-Pesa's
 * CheckoutRequestID, the card provider's order tracking id, a bank's reference) and an M-Pesa receipt are
 * unique, so a repeated notification can never count a payment twice.
 */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** What the payment was meant for; the ledger credits it to the booking whatever the purpose. */
    purpose: text("purpose", { enum: SCHEDULE_KINDS }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** As paid: minor units of `currency`. */
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: QUOTE_CURRENCIES }).notNull(),
    /** The same payment in the booking's currency, which is what the ledger adds up. */
    creditedAmount: integer("credited_amount").notNull(),
    creditedCurrency: text("credited_currency", { enum: QUOTE_CURRENCIES }).notNull(),
    /** Units of `currency` per unit of the booking's currency used for `creditedAmount`; null when the same. */
    exchangeRate: numeric("exchange_rate", { precision: 18, scale: 6, mode: "number" }),
    providerReference: text("provider_reference"),
    /** M-Pesa's receipt number or the card provider's confirmation code, once the provider confirms. */
    providerReceipt: text("provider_receipt"),
    /** The M-Pesa number the push went to (2547XXXXXXXX). */
    phone: text("phone"),
    /** The provider's result code and words when a payment failed (1032 cancelled, 1037 timed out...). */
    failureCode: text("failure_code"),
    failureReason: text("failure_reason"),
    /** For transfers and cash: the day the money arrived, as staff recorded it. */
    receivedOn: date("received_on", { mode: "string" }),
    note: text("note").notNull().default(""),
    recordedBy: text("recorded_by").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The last time the provider was asked about a pending payment (STK Query, transaction status). */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_method_reference_key")
      .on(t.method, t.providerReference)
      .where(sql`${t.providerReference} is not null`),
    uniqueIndex("payments_method_receipt_key")
      .on(t.method, t.providerReceipt)
      .where(sql`${t.providerReceipt} is not null`),
    check("payments_purpose_known", oneOf(t.purpose, SCHEDULE_KINDS)),
    check("payments_method_known", oneOf(t.method, PAYMENT_METHODS)),
    check("payments_status_known", oneOf(t.status, PAYMENT_STATUSES)),
    check("payments_amount_positive", sql`${t.amount} > 0 and ${t.creditedAmount} > 0`),
    index("payments_booking_idx").on(t.bookingId),
    index("payments_pending_idx").on(t.status, t.createdAt),
  ],
);

/** Money given back against a succeeded payment; refunds lower what the booking has paid. */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    /** In the payment's own currency (minor units) and, for the ledger, in the booking's. */
    amount: integer("amount").notNull(),
    creditedAmount: integer("credited_amount").notNull(),
    reason: text("reason").notNull(),
    reference: text("reference").notNull().default(""),
    recordedBy: text("recorded_by").references(() => staffUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("refunds_amount_positive", sql`${t.amount} > 0 and ${t.creditedAmount} > 0`)],
);

/** Every change of a payment's state and every provider message about it, as received. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    /** callback, stk_query, reconciliation, ipn, status_check, staff, push... */
    source: text("source").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    detail: jsonb("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_events_payment_idx").on(t.paymentId)],
);

/**
 * The private link to a booking's trip page. Only the token's SHA-256 is kept: the link itself lives in
 * the traveller's e-mail. Staff revoke a link and issue a new one.
 */
export const tripLinks = pgTable(
  "trip_links",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    tokenHash: text("token_hash").notNull().unique(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("trip_links_booking_idx").on(t.bookingId)],
);

/** One row per traveller on a booking: what operators need for permits, lodges and flights. */
export const tripTravellers = pgTable(
  "trip_travellers",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** 1 = the lead traveller. */
    position: integer("position").notNull(),
    fullName: text("full_name").notNull(),
    nationality: text("nationality").notNull().default(""),
    passportNumber: text("passport_number"),
    passportExpiry: date("passport_expiry", { mode: "string" }),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    dietaryNeeds: text("dietary_needs").notNull().default(""),
    medicalNotes: text("medical_notes"),
    emergencyContact: text("emergency_contact").notNull().default(""),
    /** Set by the retention job when passport and medical details were deleted. */
    personalDataRemovedAt: timestamp("personal_data_removed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("trip_travellers_booking_position_key").on(t.bookingId, t.position),
    check("trip_travellers_position_range", sql`${t.position} between 1 and 40`),
  ],
);

/** A document showing the traveller may have the resident or citizen rate they were quoted. */
export const residencyProofs = pgTable(
  "residency_proofs",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    /** The document itself (at most 5 MB), served only through the trip page or the portal. */
    content: bytes("content").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    status: text("status", { enum: RESIDENCY_PROOF_STATUSES }).notNull().default("submitted"),
    reviewedBy: text("reviewed_by").references(() => staffUsers.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    check("residency_proofs_status_known", oneOf(t.status, RESIDENCY_PROOF_STATUSES)),
    index("residency_proofs_booking_idx").on(t.bookingId),
  ],
);

export const UNMATCHED_PAYMENT_STATUSES = ["open", "matched", "refunded"] as const;

/**
 * Money a provider says arrived that the app could not tie to a payment it started (an M-Pesa callback for a
 * push it never recorded, or one whose push had been given up on): kept for staff to match to a booking or
 * mark refunded, never only logged.
 */
export const unmatchedProviderPayments = pgTable(
  "unmatched_provider_payments",
  {
    id: serial("id").primaryKey(),
    /** "mpesa" for now. */
    provider: text("provider").notNull(),
    /** M-Pesa's CheckoutRequestID and MerchantRequestID. */
    checkoutRequestId: text("checkout_request_id"),
    merchantRequestId: text("merchant_request_id"),
    /** M-Pesa's receipt number (MpesaReceiptNumber). */
    receipt: text("receipt"),
    /** As the provider reported it: minor units of `currency` (KES for M-Pesa). */
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: QUOTE_CURRENCIES }).notNull(),
    phone: text("phone"),
    /** When the provider says the money moved (M-Pesa's TransactionDate, Nairobi time). */
    transactionAt: timestamp("transaction_at", { withTimezone: true }),
    /** The provider's message as received, cut to a bounded size. */
    rawBody: jsonb("raw_body"),
    status: text("status", { enum: UNMATCHED_PAYMENT_STATUSES }).notNull().default("open"),
    matchedBookingId: integer("matched_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    matchedPaymentId: integer("matched_payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** Staff's words: why it was matched, or the refund's reference and reason. */
    note: text("note").notNull().default(""),
    refundReference: text("refund_reference"),
    handledBy: text("handled_by").references(() => staffUsers.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("unmatched_provider_payments_checkout_key")
      .on(t.provider, t.checkoutRequestId)
      .where(sql`${t.checkoutRequestId} is not null`),
    uniqueIndex("unmatched_provider_payments_receipt_key")
      .on(t.provider, t.receipt)
      .where(sql`${t.receipt} is not null`),
    check("unmatched_provider_payments_status_known", oneOf(t.status, UNMATCHED_PAYMENT_STATUSES)),
    check("unmatched_provider_payments_amount_positive", sql`${t.amount} > 0`),
    index("unmatched_provider_payments_status_idx").on(t.status, t.createdAt),
  ],
);
