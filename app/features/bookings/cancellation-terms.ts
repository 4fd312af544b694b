// What a cancellation means for a booking's money, by its ledger and the booking terms (free cancellation up
// to BUSINESS_TERMS.freeCancellationDays before the start). Pure, so the staff's Cancel booking form, the
// traveller's e-mail and the cancelled trip page say the same numbers.
import type { LedgerPayment } from "~/features/payments/ledger";
import type { QuoteCurrency } from "~/features/quotes/rate-book";
import { daysBetween } from "~/utils/business-calendar";
import { BUSINESS_TERMS } from "~/utils/constants";

export interface CancellationTerms {
  currency: QuoteCurrency;
  /** Everything that came in (succeeded payments, in the booking's currency), before refunds. */
  paid: number;
  /** Given back so far. */
  refunded: number;
  /** Still held: what the ledger can still give back (paid less refunded). */
  refundable: number;
  /** Whole days from the day of cancelling to the first day of the trip. */
  daysBeforeStart: number;
  /** Cancelled at least freeCancellationDays before the start: the terms promise the money back. */
  free: boolean;
}

export function cancellationTerms({
  currency,
  payments,
  startDate,
  on,
}: {
  currency: QuoteCurrency;
  payments: readonly Pick<LedgerPayment, "status" | "creditedAmount" | "refundedAmount">[];
  /** The trip's first day. */
  startDate: string;
  /** The operator's calendar day of the cancellation. */
  on: string;
}): CancellationTerms {
  const counted = payments.filter((payment) => payment.status === "succeeded" || payment.status === "refunded");
  const paid = counted.reduce((sum, payment) => sum + payment.creditedAmount, 0);
  const refunded = counted.reduce((sum, payment) => sum + payment.refundedAmount, 0);
  const daysBeforeStart = daysBetween(on, startDate);
  return {
    currency,
    paid,
    refunded,
    refundable: Math.max(0, paid - refunded),
    daysBeforeStart,
    free: daysBeforeStart >= BUSINESS_TERMS.freeCancellationDays,
  };
}
