// Intl formats in the language the page or e-mail is written in (the request's on the server, the address's in
// the browser), each made once per language and options: making one costs far more than using it, and a list
// of cards or a month grid formats a dozen dates or prices in one render. Never keep a format made for one
// language in a module-level constant: the next request may speak another.
//
// A browser pays most for the first number or date format a page makes (it loads the language's data: 25-100
// ms on a fast desktop, four times that on a phone), and it would pay it while hydrating, for texts the server
// has just written. So the server notes every text it formats while drawing a page, the document carries them
// (pageMessagesScript in app/i18n/server-messages.server.ts) and the browser reads them back from there: an
// Intl format is made in the browser only for a value the server did not draw.
import { currentLocale, intlLocale } from "~/i18n/translate";

/** Where formatted texts are remembered (server: the page being drawn) or recalled (browser: the page sent). */
export interface FormatMemory {
  recall(key: string): string | undefined;
  remember(key: string, text: string): void;
}

/** The element of the document that carries the texts the server formatted, by format and value. */
export const PAGE_FORMATS_ELEMENT_ID = "page-formats";

/** In the browser: the texts the page was sent, read when first asked for. */
function pageFormats(): FormatMemory | undefined {
  if (typeof document === "undefined") return undefined;
  let sent: Map<string, string> | undefined;
  return {
    recall(key) {
      if (!sent) {
        const element = document.getElementById(PAGE_FORMATS_ELEMENT_ID);
        sent = new Map(element?.textContent ? Object.entries(JSON.parse(element.textContent)) : []);
      }
      return sent.get(key);
    },
    remember() {},
  };
}

let memory: FormatMemory | undefined = pageFormats();

/** Sets the memory; answers the one it replaces, so a test can put it back. */
export function setFormatMemory(next: FormatMemory | undefined): FormatMemory | undefined {
  const previous = memory;
  memory = next;
  return previous;
}

/** A number, a date (or its time in milliseconds) or a list: what the formats below are given. */
type Formattable = number | bigint | Date | readonly string[];

function valueKey(value: Formattable): string {
  if (value instanceof Date) return String(value.getTime());
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A format made only when a text is not remembered; the same calls as Intl's own, for the ones this site uses. */
class KeptFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat> {
  private made: F | undefined;

  constructor(
    private readonly key: string,
    private readonly make: () => F,
  ) {}

  private intl(): F {
    this.made ??= this.make();
    return this.made;
  }

  protected kept(value: string, write: (format: F) => string): string {
    const key = `${this.key} ${value}`;
    const recalled = memory?.recall(key);
    if (recalled !== undefined) return recalled;
    const text = write(this.intl());
    memory?.remember(key, text);
    return text;
  }
}

export class KeptNumberFormat extends KeptFormat<Intl.NumberFormat> {
  format(value: number | bigint): string {
    return this.kept(valueKey(value), (format) => format.format(value));
  }
}

export class KeptDateTimeFormat extends KeptFormat<Intl.DateTimeFormat> {
  format(value: Date | number): string {
    return this.kept(valueKey(value), (format) => format.format(value));
  }

  formatRange(start: Date | number, end: Date | number): string {
    return this.kept(`${valueKey(start)}~${valueKey(end)}`, (format) => format.formatRange(start, end));
  }
}

export class KeptListFormat extends KeptFormat<Intl.ListFormat> {
  format(items: readonly string[]): string {
    return this.kept(valueKey(items), (format) => format.format(items));
  }
}

const kept = new Map<string, KeptNumberFormat | KeptDateTimeFormat | KeptListFormat>();

function keptOnce<T extends KeptNumberFormat | KeptDateTimeFormat | KeptListFormat>(key: string, make: () => T): T {
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
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
  const key = `number ${locale} ${JSON.stringify(options)}`;
  return keptOnce(key, () => new KeptNumberFormat(key, () => new Intl.NumberFormat(locale, options)));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale: string = intlLocale()) {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  return keptOnce(key, () => new KeptDateTimeFormat(key, () => new Intl.DateTimeFormat(locale, options)));
}

export function listFormat(options: Intl.ListFormatOptions, locale: string = intlLocale()) {
  const key = `list ${locale} ${JSON.stringify(options)}`;
  return keptOnce(key, () => new KeptListFormat(key, () => new Intl.ListFormat(locale, options)));
}
