// Euro equivalents beside prices for readers of German, French, Italian and Spanish: a guide worked out at the
// exchange rates staff set for quotes, rounded to whole euros ('from' prices to the nearest ten). Display only:
// quotes and bookings stay in their own currency and no euro figure is ever posted. Browser-safe and small.

import type { Locale } from "~/i18n/locales";
import { euroPricesMessages } from "~/i18n/messages/en/euro-prices";
import { currentLocale, translate } from "~/i18n/translate";
import { dateTimeFormat, numberFormat } from "~/utils/intl-formats";
import { exchangeRatio, scaleRoundHalfUp, times } from "./quote-engine-money";
import { MINOR_UNIT_DIGITS, type QuoteCurrency } from "./rate-book";

/** The languages of the euro area's travellers: their pages show euros beside other currencies. */
export const EURO_LOCALES: readonly Locale[] = ["de", "fr", "it", "es"];

/** Whether pages in `locale` (the current language by default) show euro equivalents. */
export function showsEuros(locale: Locale = currentLocale()): boolean {
  return EURO_LOCALES.includes(locale);
}

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

/** "2.310 €" (German), "2 310 €" (French): whole euros as the page's language writes them. */
export function formatEuros(euros: number): string {
  return numberFormat({
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(euros);
}

/**
 * What a page needs to show a quote's total in euros (worked out in the browser as the live quote changes): the
 * rates, and for each currency a quote may be in, the day its conversion to euros was last set by staff.
 */
export interface EuroRate {
  /** Units of each currency per 1 USD as staff set them (USD is 1, EUR is always there). */
  unitsPerUsd: Partial<Record<QuoteCurrency, number>>;
  /** YYYY-MM-DD (Nairobi): the later of the day the euro's and the currency's rates were set. */
  setOn: Partial<Record<QuoteCurrency, string>>;
}

/**
 * The line under euro figures: "A guide in euros at our exchange rate of 12 March 2026: you book and pay in
 * USD." (`quote`), or the price table's note (`table`). Null when the currency has no rate to euros.
 */
export function euroRateNote(kind: "quote" | "table", currency: QuoteCurrency, rate: EuroRate): string | null {
  const setOn = rate.setOn[currency];
  if (!setOn) return null;
  const date = dateTimeFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${setOn}T00:00:00Z`),
  );
  return translate(euroPricesMessages, kind === "quote" ? "euroPrices.quoteNote" : "euroPrices.tableNote", {
    date,
    currency,
  });
}
