// What the two card pages (/trip/{token}/pay/card and its return page) share: the booking behind the token
// or the site's 404, the headers that keep them out of every cache and index, and what can be paid by card.
import { data } from "react-router";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { findBookingByTripToken, type TripBooking } from "~/features/trip/trip-links.server";
import { findBookingPayment } from "./booking-records.server";
import type { CardPayOption } from "./card-pay-form";
import { amountOwedFor } from "./card-payments.server";
import { readLedger } from "./ledger.server";

export const CARD_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The booking behind a live trip token; anything else is the same 404 as an unknown page. */
export async function cardBookingOr404(db: DatabaseOrTransaction, token: string): Promise<TripBooking> {
  const booking = await findBookingByTripToken(db, token);
  if (!booking) throw data(null, { status: 404, headers: CARD_PAGE_HEADERS });
  return booking;
}

export function cardNotFound(): never {
  throw data(null, { status: 404, headers: CARD_PAGE_HEADERS });
}

/** The deposit and/or the balance, with what each would charge now; empty when nothing is owed. */
export async function cardPayOptions(db: DatabaseOrTransaction, bookingId: number): Promise<CardPayOption[]> {
  const ledger = await readLedger(db, bookingId);
  if (!ledger) return [];
  const options: CardPayOption[] = [];
  for (const purpose of ["deposit", "balance"] as const) {
    const owed = amountOwedFor(ledger.summary, purpose);
    if (owed > 0) options.push({ purpose, owed: formatMinorUnits(owed, ledger.currency) });
  }
  return options;
}

/** The booking's card payment `paymentId` (as the URL gives it), or undefined when it is not this booking's. */
export function findCardPayment(db: DatabaseOrTransaction, bookingId: number, paymentId: string) {
  return findBookingPayment(db, bookingId, paymentId, { method: "card" });
}
