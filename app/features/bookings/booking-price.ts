// What a booking costs, in whole units of the package's currency. The server computes it from the
// package row and the validated guest count; numbers sent by a browser are never used. Browser-safe, so
// the booking summary can show the same figures.
import { BUSINESS_TERMS } from "~/utils/constants";

export interface PackagePrice {
  /** Whole units of `currency`; null means the package is priced on request. */
  price: number | null;
  currency: "KES" | "USD";
  pricePerPerson: boolean;
}

export interface BookingPrice {
  currency: string;
  total: number | null;
  deposit: number | null;
  balance: number | null;
}

/**
 * Total = price x guests (or the price itself for a package priced per group); the deposit is
 * BUSINESS_TERMS.depositPercent of the total, rounded half up to a whole unit; the balance is the rest.
 */
export function bookingPrice(pkg: PackagePrice, guests: number): BookingPrice {
  if (!Number.isInteger(guests) || guests < 1)
    throw new RangeError(`guests must be a positive whole number: ${guests}`);
  if (pkg.price === null) return { currency: pkg.currency, total: null, deposit: null, balance: null };
  const total = pkg.pricePerPerson ? pkg.price * guests : pkg.price;
  // Whole-number arithmetic: (total * percent + 50) / 100 floored is total * percent / 100 rounded half up.
  const deposit = Math.floor((total * BUSINESS_TERMS.depositPercent + 50) / 100);
  return { currency: pkg.currency, total, deposit, balance: total - deposit };
}

/** A quote's figures in whole units (its amounts are minor units), for the summary beside the flow. */
export function priceOfQuote(quote: {
  currency: string;
  total: number | null;
  deposit: number | null;
  balance: number | null;
}): BookingPrice {
  const whole = (amount: number | null) => (amount === null ? null : amount / 100);
  return {
    currency: quote.currency,
    total: whole(quote.total),
    deposit: whole(quote.deposit),
    balance: whole(quote.balance),
  };
}
