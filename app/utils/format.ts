// How catalogue values read on a page: prices, months, durations and shortened descriptions.
// Numbers and month names come from Intl; words come from the translation layer.
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { intlLocale, translate } from "~/i18n/translate";
import { TRUNCATION } from "./constants";
import { dateTimeFormat, formatLocale, listFormat, numberFormat } from "./intl-formats";

/** Currencies a package may be priced in (the schema's `CURRENCIES`); any ISO 4217 code formats. */
export type CurrencyCode = string;

/**
 * A price in its own currency with thousands separators and no decimals, as the page's language writes it:
 * "KES 185,000", "USD 1,200" in English, "2.500 USD" in German (the current language unless `locale` is given).
 * Intl puts a no-break space (U+00A0) between code and amount so they never wrap apart on a phone;
 * compare with `toContain("KES\u00a0185,000")` or normalise whitespace in tests.
 * A null price gives null: the page shows "Contact for pricing" (`catalogue.price.contact`).
 */
export function formatPrice(price: number | null, currency: CurrencyCode, locale: string = intlLocale()) {
  if (price === null) return null;
  return numberFormat(
    { style: "currency", currency, currencyDisplay: "code", minimumFractionDigits: 0, maximumFractionDigits: 0 },
    locale,
  ).format(price);
}

/** "1 day", "4 days". */
export function durationLabel(days: number): string {
  return translate(catalogueMessages, "catalogue.duration.days", { count: days });
}

export type MonthStyle = "short" | "long";

function assertMonthNumber(monthNumber: number) {
  if (!Number.isInteger(monthNumber) || monthNumber < 1 || monthNumber > 12) {
    throw new RangeError(`month number must be 1 to 12, got ${monthNumber}`);
  }
}

/** The name of month 1-12 in the current language (or `locale`): "Jan" (short, the default) or "January" (long). */
export function monthName(monthNumber: number, style: MonthStyle = "short", locale: string = intlLocale()): string {
  assertMonthNumber(monthNumber);
  // Mid-month in UTC, so no time zone can move the date into a neighbouring month.
  return dateTimeFormat({ month: style, timeZone: "UTC" }, locale).format(Date.UTC(2000, monthNumber - 1, 15));
}

/** The twelve month names, January first (the "When to Visit" grid). */
export function monthNames(style: MonthStyle = "short", locale: string = intlLocale()): string[] {
  return Array.from({ length: 12 }, (_, index) => monthName(index + 1, style, locale));
}

/**
 * The "Best time to visit" label for a destination's best months, with short month names so it fits on
 * a card: none (or all twelve) -> "Year-round"; one -> "Jul"; two -> "Jul & Aug"; more -> "Jun - Oct".
 *
 * Months are de-duplicated and sorted by number, and numbers outside 1-12 are ignored. Where three or
 * more months do not form one unbroken season, each season is named ("Jan - Feb, Jun - Oct") instead of
 * one misleading "Jan - Oct", and a season across the new year reads "Dec - Mar", not "Jan - Dec".
 */
export function bestMonthsLabel(monthNumbers: readonly number[], locale: string = intlLocale()): string {
  const months = [...new Set(monthNumbers)]
    .filter((month) => Number.isInteger(month) && month >= 1 && month <= 12)
    .sort((a, b) => a - b);
  const name = (month: number) => monthName(month, "short", locale);
  const [first, second] = months;
  if (first === undefined || months.length === 12) {
    return translate(catalogueMessages, "catalogue.bestMonths.yearRound");
  }
  if (second === undefined) return name(first);
  if (months.length === 2) {
    return translate(catalogueMessages, "catalogue.bestMonths.pair", { first: name(first), second: name(second) });
  }
  const seasons = seasonsOf(months).map((season) => {
    const start = season[0]!;
    const end = season[season.length - 1]!;
    if (start === end) return name(start);
    return translate(catalogueMessages, "catalogue.bestMonths.range", { first: name(start), last: name(end) });
  });
  return listFormat({ type: "unit", style: "short" }, locale).format(seasons);
}

/** Splits sorted month numbers into unbroken runs, joining December to January across the new year. */
function seasonsOf(sortedMonths: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const month of sortedMonths) {
    const current = runs[runs.length - 1];
    if (current && current[current.length - 1] === month - 1) current.push(month);
    else runs.push([month]);
  }
  const firstRun = runs[0];
  const lastRun = runs[runs.length - 1];
  if (runs.length > 1 && firstRun?.[0] === 1 && lastRun?.[lastRun.length - 1] === 12) {
    runs.shift();
    lastRun.push(...firstRun);
  }
  return runs;
}

const ELLIPSIS = "\u2026";

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Shortens text to at most `maxLength` characters, ellipsis included. The cut falls at the last word
 * boundary that fits, trailing punctuation is dropped and a single "…" is added; text that already fits
 * is returned whole. Runs of whitespace (line breaks from the editor) become single spaces. Only a word
 * so long that cutting before it would lose most of the room is cut inside.
 */
export function truncateText(text: string, maxLength: number): string {
  const clean = collapseWhitespace(text);
  if (clean.length <= maxLength) return clean;
  const room = maxLength - ELLIPSIS.length;
  let end = clean.lastIndexOf(" ", room);
  if (end < room * 0.6) end = room;
  // Never leave half of a surrogate pair (an emoji) before the ellipsis.
  if (/[\ud800-\udbff]/.test(clean.charAt(end - 1))) end -= 1;
  return clean.slice(0, end).replace(/[\s,;:.!?\-–—]+$/, "") + ELLIPSIS;
}

/** A hotel card's description: at most 150 characters (see `truncateText`). */
export function hotelDescriptionExcerpt(description: string): string {
  return truncateText(description, TRUNCATION.hotelDescription);
}

/** A video card's description: at most 120 characters (see `truncateText`). */
export function videoDescriptionExcerpt(description: string): string {
  return truncateText(description, TRUNCATION.videoDescription);
}

// Words whose full stop does not end a sentence; destination texts are full of "Mt. Kenya".
const ABBREVIATIONS = new Set(["mt", "mts", "mr", "mrs", "ms", "dr", "st", "prof", "jr", "sr", "approx", "e.g", "i.e"]);

/**
 * The first sentence of a text (a destination card's overview), with its closing punctuation. A full
 * stop after a known abbreviation ("Mt.") or an initial ("J."), or followed by a lowercase word, does
 * not end the sentence. Text without an ending is returned whole.
 */
export function firstSentence(text: string): string {
  const clean = collapseWhitespace(text);
  for (const match of clean.matchAll(/[.!?]+["'’”)]*(?= |$)/g)) {
    const end = match.index + match[0].length;
    if (match[0].startsWith(".")) {
      const word = /(\S+)$/.exec(clean.slice(0, match.index))?.[1] ?? "";
      if (ABBREVIATIONS.has(word.toLowerCase()) || /^[A-Z]$/.test(word)) continue;
    }
    const next = clean.charAt(end + 1);
    if (next === "" || !/\p{Ll}/u.test(next)) return clean.slice(0, end);
  }
  return clean;
}

// Booking dates and amounts, in e-mails and on the booking pages alike, in the language the page or e-mail
// is written in (runInLocale on the server).

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
