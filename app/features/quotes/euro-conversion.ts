// A price's euro equivalent, worked out exactly at the staff-set exchange rates (the quote engine's arithmetic):
// on the server for the catalogue's prices, in the browser for a live quote's total.
import { exchangeRatio, scaleRoundHalfUp, times } from "./quote-engine-money";
import { MINOR_UNIT_DIGITS, type QuoteCurrency } from "./rate-book";

/** Whole euros (1) for a quote's total; tens (10) for a 'from' price, which is only ever a starting point. */
export type EuroStep = 1 | 10;

/**
 * `amount` minor units of `currency` in euros, rounded half up once to a multiple of `step`, exactly (no floating
 * point): amount x rate[EUR] / rate[currency], each rate being units per 1 USD as staff set them. Null when
 * either rate is not set, or the amount is in euros already (nothing to add beside it).
 */
export function euroEquivalent(
  amount: number,
  currency: QuoteCurrency,
  unitsPerUsd: Partial<Record<QuoteCurrency, number>>,
  step: EuroStep = 1,
): number | null {
  if (currency === "EUR") return null;
  const rate = exchangeRatio({ USD: 1, ...unitsPerUsd }, currency, "EUR");
  if (!rate) return null;
  const perStep = BigInt(10 ** MINOR_UNIT_DIGITS[currency] * step);
  return scaleRoundHalfUp(amount, times(rate, { numerator: 1n, denominator: perStep })) * step;
}
