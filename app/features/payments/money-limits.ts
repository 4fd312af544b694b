// The limits on an amount staff type (a payment, a refund, a staff discount), in one place. Amounts are kept
// as PostgreSQL integers of minor units, so nothing above INTEGER_MAX can be stored; a typed amount is
// refused in words long before that rather than failing in the database.
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { MINOR_UNIT_DIGITS, type QuoteCurrency } from "~/features/quotes/rate-book";

/** A PostgreSQL `integer`'s largest value: the most any amount column can hold, in minor units. */
export const COLUMN_MAX_MINOR_UNITS = 2_147_483_647;

/**
 * The most one entry typed by staff may be, in minor units of its currency: 20,000,000.00. Above any
 * safari's price in any currency the site takes (TZS 20 million is about USD 7,500, so a larger TZS payment
 * is recorded in parts), and below the column's limit with room for a conversion into the booking's currency.
 */
export const MAX_TYPED_MINOR_UNITS = 2_000_000_000;

/** "USD 20,000,000.00": the largest amount one entry may be, as staff read it. */
export function maxTypedAmount(currency: QuoteCurrency): string {
  return formatMinorUnits(MAX_TYPED_MINOR_UNITS, currency);
}

/**
 * "1500.50" -> 150050 minor units of `currency` (with its number of decimals); null when not an amount.
 * An amount too long to count exactly is Infinity, so the caller refuses it as too large, not as malformed.
 */
export function parseTypedAmount(raw: string, currency: QuoteCurrency = "USD"): number | null {
  const digits = MINOR_UNIT_DIGITS[currency];
  const text = raw.trim().replace(/[,\s]/g, "");
  const pattern = digits > 0 ? new RegExp(`^\\d{1,40}(\\.\\d{1,${digits}})?$`) : /^\d{1,40}$/;
  if (!pattern.test(text)) return null;
  const [whole = "0", minor = ""] = text.split(".");
  const value = Number(whole) * 10 ** digits + Number(minor.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(value) ? value : Number.POSITIVE_INFINITY;
}

/** How staff are asked to type an amount of `currency`: "USD, with cents: 1500.00 is USD 1,500.00". */
export function amountHint(currency: QuoteCurrency): string {
  const digits = MINOR_UNIT_DIGITS[currency];
  const example = 150_000 * 10 ** (digits - 2);
  const typed = digits > 0 ? `1500.${"0".repeat(digits)}` : "1500";
  return `In ${currency}${digits > 0 ? ` with ${digits} decimals` : ", whole units"}: ${typed} is ${formatMinorUnits(example, currency)}.`;
}
