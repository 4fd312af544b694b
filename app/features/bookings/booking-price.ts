// What a booking costs, as every booking screen shows it: the figures of the quote the booking is taken at,
// in minor units of the quote's currency, formatted by one function (formatMinorUnits), so the sidebar, the
// payment choices and the confirmation read the same cents as the quote panel beside them. Browser-safe.
import { MINOR_UNIT_DIGITS, type QuoteCurrency } from "~/utils/price-terms";

export interface BookingPrice {
  currency: QuoteCurrency;
  /** Minor units of `currency`; null when the trip is priced on request. */
  total: number | null;
  deposit: number | null;
  balance: number | null;
}

/** A quote's figures (already minor units). */
export function priceOfQuote(quote: {
  currency: QuoteCurrency;
  total: number | null;
  deposit: number | null;
  balance: number | null;
}): BookingPrice {
  return { currency: quote.currency, total: quote.total, deposit: quote.deposit, balance: quote.balance };
}

/**
 * A booking from before quotes kept whole units of its currency: the same figures in minor units, so they
 * are shown by the same function as every other amount.
 */
export function priceOfWholeUnits(amounts: {
  currency: QuoteCurrency;
  total: number | null;
  deposit: number | null;
  balance: number | null;
}): BookingPrice {
  const factor = 10 ** MINOR_UNIT_DIGITS[amounts.currency];
  const minor = (amount: number | null) => (amount === null ? null : amount * factor);
  return {
    currency: amounts.currency,
    total: minor(amounts.total),
    deposit: minor(amounts.deposit),
    balance: minor(amounts.balance),
  };
}
