// The booking page's money forms, posted with an `intent`: each is read by its schema, handed to the ledger
// or the staff commands, and answered with a redirect and a toast, or a refusal in words beside its form
// with what was typed kept.

import { redirectWithToast } from "~/components/ui/toast.server";
import type { Database } from "~/db/client.server";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { refuse } from "~/features/forms/refuse.server";
import { recordManualPayment, recordRefund } from "~/features/payments/ledger.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { type StaffRole, staffCan } from "~/features/staff/staff-policy";
import { TRIP_LINKS_PER_ADDRESS, TRIP_LINKS_PER_BOOKING } from "~/features/trip/trip-link-limits";
import { TripLinkLimitError } from "~/features/trip/trip-links.server";
import {
  manualPaymentSchema,
  type PaymentIntent,
  proofReviewSchema,
  refundSchema,
  reissueTripLinkSchema,
} from "./payment-forms-schema";
import { reissueTripLink, reviewResidencyProof, type StaffActor } from "./staff-ledger.server";

export interface PaymentActionContext {
  db: Database;
  bookingId: number;
  actor: StaffActor;
  /** What the signed-in member of staff may do: a refund needs "money". */
  role: StaffRole;
  siteUrl: string;
  /** The staff member's address, for the per-address cap on minting trip links. */
  clientAddress?: string | null;
}

export async function handlePaymentIntent(
  intent: PaymentIntent,
  form: Record<string, string>,
  { db, bookingId, actor, role, siteUrl, clientAddress = null }: PaymentActionContext,
) {
  const back = `/admin/bookings/${bookingId}`;
  const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) =>
    refuse(400, {
      intent,
      values: form,
      fieldErrors: fieldErrorsOf(error),
      formError: "Please correct the fields marked below.",
    });

  if (intent === "record-payment") {
    const parsed = manualPaymentSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error);
    const entry = parsed.data;
    const result = await recordManualPayment(db, actor, { bookingId, ...entry }, siteUrl);
    if (result.status === "duplicate_reference") {
      return refuse(409, {
        intent,
        values: form,
        fieldErrors: { reference: "This reference is already recorded for this method." },
        formError: `A ${entry.method === "cash" ? "cash payment" : "bank transfer"} with the reference ${entry.reference} is already in the ledger, so it was not recorded again. If this is a different payment, give its own reference.`,
      });
    }
    if (result.status === "no_exchange_rate") {
      return refuse(409, {
        intent,
        values: form,
        fieldErrors: { currency: "No exchange rate is set for this currency." },
        formError: `There is no exchange rate between ${entry.currency} and the booking's currency, so the payment cannot be credited. Set it on Rates › Exchange rates, or record the amount in the booking's currency.`,
      });
    }
    if (result.status === "too_large") {
      return refuse(400, {
        intent,
        values: form,
        fieldErrors: { amount: "Too large to record in one entry." },
        formError: `This payment would be worth ${formatMinorUnits(result.credited, result.currency)} to the booking, more than one entry can hold. Record it in parts.`,
      });
    }
    if (result.status === "booking_not_found") throw refuse(404, { formError: "This booking no longer exists." });
    return redirectWithToast(back, {
      title: `${formatMinorUnits(entry.amount, entry.currency)} recorded. A receipt is on its way to the traveller.`,
    });
  }

  if (intent === "record-refund") {
    if (!staffCan(role, "money")) {
      return refuse(403, {
        intent,
        values: form,
        formError:
          "Only an owner or a manager can record a refund. Ask one of them to record it; nothing was recorded.",
      });
    }
    const parsed = refundSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error);
    const result = await recordRefund(db, actor, { bookingId, ...parsed.data });
    if (result.status === "payment_not_found") {
      return refuse(404, {
        intent,
        values: form,
        fieldErrors: { paymentId: "Not one of this booking's payments." },
        formError:
          "That payment is not in this booking's ledger, so nothing was recorded. Choose one of the payments listed.",
      });
    }
    if (result.status === "not_refundable") {
      return refuse(409, {
        intent,
        values: form,
        formError: "Only a payment that succeeded and has money left to give back can be refunded.",
      });
    }
    if (result.status === "exceeds_payment") {
      return refuse(409, {
        intent,
        values: form,
        fieldErrors: { amount: "More than is left to refund on this payment." },
        formError: `At most ${formatMinorUnits(result.refundable, result.currency)} is left to refund on this payment.`,
      });
    }
    return redirectWithToast(back, { title: "Refund recorded." });
  }

  if (intent === "reissue-trip-link") {
    if (!reissueTripLinkSchema.safeParse(form).success) return refuse(400, { intent, values: form });
    let result: Awaited<ReturnType<typeof reissueTripLink>>;
    try {
      result = await reissueTripLink(db, { bookingId, actor, siteUrl, clientAddress });
    } catch (error) {
      if (!(error instanceof TripLinkLimitError)) throw error;
      return refuse(
        429,
        { intent, values: form, formError: tripLinkLimitMessage(error) },
        { headers: { "Retry-After": String(error.retryAfterSeconds) } },
      );
    }
    if (!result) throw refuse(404, { formError: "This booking no longer exists." });
    return redirectWithToast(back, {
      title: `Old trip link${result.revoked === 1 ? "" : "s"} revoked. A new link is on its way to ${result.emailedTo}.`,
    });
  }

  const parsed = proofReviewSchema.safeParse(form);
  if (!parsed.success) return invalid(parsed.error);
  const review = await reviewResidencyProof(db, {
    bookingId,
    proofId: parsed.data.proofId,
    decision: parsed.data.decision,
    note: parsed.data.reviewNote,
    actor,
  });
  if (review.status === "proof_not_found") {
    return refuse(404, { intent, values: form, formError: "That proof of residency is not on this booking." });
  }
  return redirectWithToast(back, {
    title:
      review.decision === "verified"
        ? "Proof of residency verified."
        : "Proof of residency rejected. Re-quote the booking at the non-resident rate and tell the traveller.",
  });
}

/** Why no new trip link was sent, in words: the old link still works, and when to try again. */
function tripLinkLimitMessage(error: TripLinkLimitError): string {
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  const wait = minutes >= 90 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const cap =
    error.limit === "booking"
      ? `This booking has had ${TRIP_LINKS_PER_BOOKING.limit} trip links in the last ${TRIP_LINKS_PER_BOOKING.windowMs / 3_600_000} hours, the most allowed.`
      : `${TRIP_LINKS_PER_ADDRESS.limit} trip links have been sent from this address in the last ${TRIP_LINKS_PER_ADDRESS.windowMs / 60_000} minutes, the most allowed.`;
  return `No new link was sent and the current one still works. ${cap} Try again in ${wait}.`;
}
