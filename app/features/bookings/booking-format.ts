// How booking dates and amounts read, in e-mails and on the booking pages alike, in the language the page or
// e-mail is written in (runInLocale on the server). Browser-safe.
import { dateTimeFormat, formatLocale, numberFormat } from "~/utils/intl-formats";

/**
 * "Thursday, 1 July 2027" (English) or "Donnerstag, 1. Juli 2027" (German) for the calendar day "2027-07-01",
 * whatever the reader's time zone.
 */
export function formatLongDate(date: string, locale: string = formatLocale("en-GB")): string {
  return dateTimeFormat(
    { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
    locale,
  ).format(new Date(`${date}T00:00:00Z`));
}

/** "USD 1,200", "KES 185,000" ("1.200 USD" in German): the currency's code and whole units with thousands separators. */
export function formatMoney(amount: number, currency: string, locale: string = formatLocale()): string {
  return numberFormat(
    { style: "currency", currency, currencyDisplay: "code", maximumFractionDigits: 0, minimumFractionDigits: 0 },
    locale,
  )
    .format(amount)
    .replace(/\u00a0/g, " ");
}
