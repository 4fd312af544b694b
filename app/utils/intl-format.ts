// Intl formatters, each made once per locale and options and only when first used. Making one costs far more
// than formatting with it (the first of each kind sets up the locale's data: tens of milliseconds on a phone),
// and a page's hydration formats a price, a month or a date on every card.
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

const made = new Map<string, Formatter>();

function once<T extends Formatter>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return once("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return once("list", locale, options, () => new Intl.ListFormat(locale, options));
}
