// Intl formats in the language the page or e-mail is written in (the request's on the server, the address's in
// the browser), each made once per language and options: making one costs far more than using it, and a list
// of cards or a month grid formats a dozen dates or prices in one render. Never keep a format made for one
// language in a module-level constant: the next request may speak another.
import { currentLocale, intlLocale } from "~/i18n/translate";

type Made = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

const made = new Map<string, Made>();

function madeOnce<T extends Made>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

/**
 * The BCP 47 tag to format with: the current language's, or `english` when the page is English and its text
 * has always been written another English way ("en-GB": "1 July 2027", not "July 1, 2027").
 */
export function formatLocale(english?: string): string {
  return english !== undefined && currentLocale() === "en" ? english : intlLocale();
}

export function numberFormat(options: Intl.NumberFormatOptions = {}, locale: string = intlLocale()) {
  return madeOnce(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale: string = intlLocale()) {
  return madeOnce(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(options: Intl.ListFormatOptions, locale: string = intlLocale()) {
  return madeOnce(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
}
