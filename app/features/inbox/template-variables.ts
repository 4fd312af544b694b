// The variables a reply template may hold ({name}, {quote} ...), what each becomes, and filling them in.
// Pure, so the composer, the templates page's preview and the server's send all fill the same way; amounts
// and dates are written as in the reply's language.
import { INTL_LOCALE, type Locale, type TranslatedLocale } from "~/i18n/locales";

export const TEMPLATE_VARIABLES = [
  { name: "name", meaning: "The traveller's name as they gave it", sample: "Wanjiru Kamau" },
  { name: "first_name", meaning: "The first word of the traveller's name", sample: "Wanjiru" },
  { name: "reference", meaning: "The enquiry's reference (KSF-… for a booking, ENQ-… otherwise)", sample: "KSF-1001" },
  {
    name: "package",
    meaning: "The booked package, or the subject the traveller wrote about",
    sample: "Maasai Mara Explorer",
  },
  { name: "quote", meaning: "The booking's quoted total, in its currency", sample: "USD 2,760.00" },
  { name: "deposit", meaning: "The deposit to confirm (30% of the quote)", sample: "USD 828.00" },
  { name: "balance_due_date", meaning: "The day the balance is due", sample: "14 May 2027" },
  { name: "staff_name", meaning: "Your name, as the one writing", sample: "Akinyi Wafula" },
  {
    name: "trip_link",
    meaning: "The traveller's private trip page: a new link is made when the reply is sent (bookings only)",
    sample: "https://heartbeest-safari.example/trip/…",
  },
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]["name"];
export type TemplateValues = Partial<Record<TemplateVariable, string | null>>;

const KNOWN = new Set<string>(TEMPLATE_VARIABLES.map((variable) => variable.name));
/** A variable is a name in braces; anything else in braces ({ }, {A B}) is plain text. */
const VARIABLE = /\{([a-z_][a-z0-9_]*)\}/gi;

export function isTemplateVariable(name: string): name is TemplateVariable {
  return KNOWN.has(name);
}

/** Every variable the text names, once each, in order of first use. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((match) => match[1] as string))];
}

/** The names in braces that are not variables we know ({nmae}, {price}). */
export function unknownVariables(...texts: string[]): string[] {
  return [...new Set(texts.flatMap(variablesIn))].filter((name) => !isTemplateVariable(name));
}

export interface FilledText {
  text: string;
  /** Known variables with no value here: left in the text as they were, for staff to write by hand. */
  missing: TemplateVariable[];
}

/** Fills every known variable that has a value; unknown ones and those without a value stay as written. */
export function fillTemplate(
  text: string,
  values: TemplateValues,
  { keep = [] as TemplateVariable[] } = {},
): FilledText {
  const missing = new Set<TemplateVariable>();
  const filled = text.replace(VARIABLE, (whole, name: string) => {
    if (!isTemplateVariable(name) || keep.includes(name)) return whole;
    const value = values[name];
    if (value === undefined || value === null || value === "") {
      missing.add(name);
      return whole;
    }
    return value;
  });
  return { text: filled, missing: [...missing] };
}

/** The sample values the templates page previews with. */
export const SAMPLE_VALUES: TemplateValues = Object.fromEntries(
  TEMPLATE_VARIABLES.map((variable) => [variable.name, variable.sample]),
);

/**
 * A quote's amount (minor units) in its currency, as a reader of the reply's language writes it:
 * 'USD 2,760.00' in English, '2.760,00 USD' in German.
 */
export function formatQuoteAmount(minorUnits: number, currency: string, locale: Locale = "en"): string {
  return new Intl.NumberFormat(intlTagFor(locale), { style: "currency", currency, currencyDisplay: "code" })
    .format(minorUnits / 100)
    .replace(/\u00a0|\u202f/g, " ");
}

/** A date column's value ('2027-05-14') as '14 May 2027' (English), '14. Mai 2027' (German) ... */
export function formatLongDay(value: string, locale: Locale = "en"): string {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(intlTagFor(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day));
}

/** Replies in English keep the British forms staff have always written ('14 May 2027'). */
function intlTagFor(locale: Locale): string {
  return locale === "en" ? "en-GB" : INTL_LOCALE[locale];
}

export interface TemplateSource {
  name: string;
  reference: string;
  /** The package booked, or what the traveller wrote about; null when there is neither. */
  about: string | null;
  quote: { total: number | null; deposit: number | null; currency: string; balanceDueDate: string | null } | null;
  staffName: string;
  tripLink?: string | null;
}

/** The first word of a traveller's name, as {first_name} and WhatsApp's template greet them. */
export function firstNameOf(name: string): string {
  const trimmed = name.trim();
  return trimmed.split(/\s+/)[0] ?? trimmed;
}

/**
 * The values an enquiry gives its variables, amounts and dates written as in `locale` (the reply's language);
 * null where it has none (no booking, no quote).
 */
export function templateValues(source: TemplateSource, locale: Locale = "en"): TemplateValues {
  const name = source.name.trim();
  const quote = source.quote;
  return {
    name,
    first_name: firstNameOf(name),
    reference: source.reference,
    package: source.about,
    quote: quote && quote.total !== null ? formatQuoteAmount(quote.total, quote.currency, locale) : null,
    deposit: quote && quote.deposit !== null ? formatQuoteAmount(quote.deposit, quote.currency, locale) : null,
    balance_due_date: quote?.balanceDueDate ? formatLongDay(quote.balanceDueDate, locale) : null,
    staff_name: source.staffName,
    trip_link: source.tripLink ?? null,
  };
}

/** A template's form fields for a language's wording: subject_de, body_de ... (the English are subject, body). */
export const wordingField = (part: "subject" | "body", locale: TranslatedLocale) => `${part}_${locale}` as const;
