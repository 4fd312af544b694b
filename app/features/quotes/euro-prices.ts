// Euro equivalents beside prices for readers of German, French, Italian and Spanish: a guide worked out at the
// exchange rates staff set for quotes (euro-conversion.ts), rounded to whole euros ('from' prices to the nearest
// ten). Display only: quotes and bookings stay in their own currency and no euro figure is ever posted. How they
// read and on which pages: worded on the server for the catalogue's prices (the pages only draw the words), and
// in the browser only by the quote beside a booking form.
import type { Locale } from "~/i18n/locales";
import { euroPricesMessages } from "~/i18n/messages/en/euro-prices";
import { currentLocale, translate } from "~/i18n/translate";
import { dateTimeFormat, numberFormat } from "~/utils/intl-formats";
import type { QuoteCurrency } from "./rate-book";

/** The languages of the euro area's travellers: their pages show euros beside other currencies. */
export const EURO_LOCALES: readonly Locale[] = ["de", "fr", "it", "es"];

/** Whether pages in `locale` (the current language by default) show euro equivalents. */
export function showsEuros(locale: Locale = currentLocale()): boolean {
  return EURO_LOCALES.includes(locale);
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
 * A euro equivalent as worded for the page, "≈ 2.310 €" (screen readers say "≈" as "approximately equal to" in
 * the reader's language), so drawing it costs a page's script neither formats nor texts.
 */
export interface EuroFigure {
  euros: number;
  text: string;
}

/** Whole euros worded in the current language. */
export function euroFigure(euros: number): EuroFigure {
  return { euros, text: translate(euroPricesMessages, "euroPrices.approx", { price: formatEuros(euros) }) };
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
