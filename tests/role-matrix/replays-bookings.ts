// Replays of a booking's actions and the bookings export.
import { eq } from "drizzle-orm";
import { bookings, payments, unmatchedProviderPayments } from "~/db/schema";
import { PUSH_ITINERARY_INTENT } from "~/features/booked-itinerary/booked-itinerary";
import * as booking from "~/routes/admin/booking";
import * as bookingsExport from "~/routes/admin/bookings-export";
import * as paymentsUnmatched from "~/routes/admin/payments-unmatched";
import type { Fixtures, Replays } from "./replay";

const onBooking = (id: number, form: Record<string, string>, tables: string[]) => ({
  handler: booking.action,
  path: `/admin/bookings/${id}`,
  params: { id: String(id) },
  form,
  tables,
});

export const bookingReplays: Replays = {
  "booking.status": (f) => onBooking(f.bookingId, { intent: "status", status: "contacted" }, ["bookings"]),
  "payment.record": (f) =>
    onBooking(
      f.bookingId,
      {
        intent: "record-payment",
        method: "bank_transfer",
        purpose: "deposit",
        currency: "USD",
        amount: "100.00",
        // A reference per post: each is unique in the ledger.
        reference: `BANK-${Math.random().toString(36).slice(2, 10)}`,
        receivedOn: "2025-03-04",
      },
      ["payments", "bookings"],
    ),
  "refund.record": async (f) => {
    // A payment of this booking (payment.record, replayed before it, made some).
    const [payment] = await f.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.bookingId, f.bookingId))
      .limit(1);
    return onBooking(
      f.bookingId,
      {
        intent: "record-refund",
        paymentId: String(payment?.id ?? 999_999),
        amount: "10.00",
        reason: "Goodwill",
        refundedOn: "2025-03-05",
      },
      ["refunds", "payments", "bookings"],
    );
  },
  "trip-link.reissue": (f) => onBooking(f.bookingId, { intent: "reissue-trip-link" }, ["trip_links", "email_outbox"]),
  "residency-proof.review": (f) =>
    onBooking(f.bookingId, { intent: "review-proof", proofId: "1", decision: "verified" }, ["residency_proofs"]),
  "booking.requote": (f) =>
    onBooking(
      f.bookingId,
      {
        intent: "requote-confirm",
        reprice: "on",
        adults: "2",
        childAges: "",
        singles: "0",
        residency: "non_resident",
        discountKind: "percent",
        discountValue: "5",
        reason: "Returning guests",
      },
      ["bookings", "booking_quote_history", "payment_schedule", "email_outbox"],
    ),
  "booking.cancel": (f) =>
    onBooking(f.bookingId, { intent: "cancel", reason: "The traveller's flights were cancelled" }, [
      "bookings",
      "enquiries",
      "email_outbox",
    ]),
  "traveller.erase": async (f) => {
    const [row] = await f.db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, f.bookingId));
    return onBooking(f.bookingId, { intent: "erase", confirmation: row?.reference ?? "" }, [
      "bookings",
      "trip_travellers",
      "trip_links",
      "residency_proofs",
      "enquiries",
    ]);
  },
  "booking.push-itinerary": (f) =>
    // An allowed role gets past the permission to the version check (409: nothing was previewed).
    onBooking(f.bookingId, { intent: PUSH_ITINERARY_INTENT, version: "not-previewed" }, ["bookings", "email_outbox"]),
  "mpesa.unmatched.match": async (f) => {
    const [reference] = await f.db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, f.bookingId));
    return onUnmatched(await unmatchedPayment(f), {
      intent: "match",
      bookingReference: reference?.reference ?? "",
      purpose: "deposit",
    });
  },
  "mpesa.unmatched.refund": async (f) =>
    onUnmatched(await unmatchedPayment(f), { intent: "refund", reference: "REVERSAL-1" }),
  "bookings.export": () => ({ handler: bookingsExport.loader, path: "/admin/bookings/export.csv", tables: [] }),
};

/** Money M-Pesa sent for no known push, as its callback keeps it for staff: one per replay, receipts unique. */
async function unmatchedPayment(f: Fixtures): Promise<number> {
  const [row] = await f.db
    .insert(unmatchedProviderPayments)
    .values({
      provider: "mpesa",
      receipt: `RM${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      amount: 100_000,
      currency: "KES",
      phone: "254712345678",
      rawBody: {},
    })
    .returning({ id: unmatchedProviderPayments.id });
  return row!.id;
}

const onUnmatched = (id: number, form: Record<string, string>) => ({
  handler: paymentsUnmatched.action,
  path: "/admin/payments/unmatched",
  form: { id: String(id), ...form },
  tables: ["unmatched_provider_payments", "payments", "email_outbox"],
});
