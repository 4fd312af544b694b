// Exact money arithmetic for the quote engine: amounts are integers in a currency's minor unit, and every
// multiplication by a percentage or an exchange rate is done on exact fractions (BigInt) and rounded once,
// half up, back to a whole minor unit. Floating point never touches an amount.
import { currentLocale } from "~/i18n/translate";
import { numberFormat } from "~/utils/intl-formats";
import { MINOR_UNIT_DIGITS, type QuoteCurrency } from "./rate-book";

/** An exact non-negative fraction. */
export interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/**
 * The exact value of a number as JavaScript writes it: 129.45 is 12945/100, not the binary fraction
 * nearest to it. Staff type exchange rates and percentages as decimals, so this is the value they meant.
 */
export function ratioOf(value: number): Ratio {
  const match = DECIMAL.exec(String(value));
  if (!match || !Number.isFinite(value)) throw new RangeError(`not a non-negative finite number: ${value}`);
  const [, whole = "", fraction = "", exponent = "0"] = match;
  const power = Number(exponent) - fraction.length;
  const digits = BigInt(whole + fraction);
  return power >= 0
    ? { numerator: digits * 10n ** BigInt(power), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-power) };
}

export function times(a: Ratio, b: Ratio): Ratio {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator };
}

export function dividedBy(a: Ratio, b: Ratio): Ratio {
  if (b.numerator === 0n) throw new RangeError("division by zero");
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator };
}

/**
 * amount x ratio rounded to a whole number, halves away from zero ("half up": 0.5 -> 1, 2.5 -> 3; the
 * engine only rounds amounts of zero or more).
 */
export function scaleRoundHalfUp(amount: number, ratio: Ratio): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be a whole number of minor units: ${amount}`);
  const negative = amount < 0;
  const numerator = BigInt(Math.abs(amount)) * ratio.numerator;
  let quotient = numerator / ratio.denominator;
  if (2n * (numerator % ratio.denominator) >= ratio.denominator) quotient += 1n;
  const result = Number(quotient);
  return negative && result !== 0 ? -result : result;
}

/** round half up (amount x percent / 100). */
export function percentOf(amount: number, percent: number): number {
  return scaleRoundHalfUp(amount, dividedBy(ratioOf(percent), ratioOf(100)));
}

/** Units of `to` per unit of `from`, given each currency's units per 1 USD; null when either rate is unset. */
export function exchangeRatio(
  exchangeRates: Partial<Record<QuoteCurrency, number>>,
  from: QuoteCurrency,
  to: QuoteCurrency,
): Ratio | null {
  if (from === to) return { numerator: 1n, denominator: 1n };
  const fromRate = exchangeRates[from];
  const toRate = exchangeRates[to];
  if (!fromRate || !toRate || fromRate <= 0 || toRate <= 0) return null;
  return dividedBy(ratioOf(toRate), ratioOf(fromRate));
}

/** The factor from minor units of `from` to minor units of `to` for a rate between their major units. */
export function minorUnitFactor(from: QuoteCurrency, to: QuoteCurrency): Ratio {
  const shift = MINOR_UNIT_DIGITS[to] - MINOR_UNIT_DIGITS[from];
  return shift >= 0
    ? { numerator: 10n ** BigInt(shift), denominator: 1n }
    : { numerator: 1n, denominator: 10n ** BigInt(-shift) };
}

/**
 * `amount` minor units of `from` in minor units of `to`: amount x rate[to] / rate[from], rounded half up;
 * null when an exchange rate is missing.
 */
export function convertAmount(
  amount: number,
  from: QuoteCurrency,
  to: QuoteCurrency,
  exchangeRates: Partial<Record<QuoteCurrency, number>>,
): number | null {
  if (from === to) return amount;
  const rate = exchangeRatio(exchangeRates, from, to);
  return rate ? scaleRoundHalfUp(amount, times(rate, minorUnitFactor(from, to))) : null;
}

/**
 * "USD 1,380.00" in English; in another language as its readers write money ("1.380,00 USD" in German): quotes,
 * the trip page, receipts and the e-mails about them, in the page's or e-mail's language.
 */
export function formatMinorUnits(amount: number, currency: QuoteCurrency): string {
  const digits = MINOR_UNIT_DIGITS[currency];
  if (currentLocale() !== "en") {
    return numberFormat({
      style: "currency",
      currency,
      currencyDisplay: "code",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount / 10 ** digits);
  }
  const sign = amount < 0 ? "-" : "";
  const scale = 10 ** digits;
  const whole = Math.floor(Math.abs(amount) / scale);
  const minor = Math.abs(amount) % scale;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${currency} ${sign}${grouped}${digits > 0 ? `.${String(minor).padStart(digits, "0")}` : ""}`;
}
