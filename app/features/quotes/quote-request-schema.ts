// The traveller's choices for a quote as a query string (/api/quote, the booking forms' 'Show price'):
// package, start, adults, childAges ("4,9"), residency, singles, currency, code. Every value arrives as text;
// each field gets one message (in the request's language) keyed by its name in the URL. "Today" is a parameter: the server
// passes Nairobi's day (businessToday()), as the booking forms do.
// Defaults: no childAges means no children, no singles means 0, no residency means non_resident (the
// residency of most travellers and of the 'From' price on the cards), no currency means the rate card's own.
import { z } from "zod";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { quoteEngineMessages } from "~/i18n/messages/en/quote-engine";
import { currentLocale, type MessageValues, translate } from "~/i18n/translate";
import { addDays, isCalendarDate } from "~/utils/business-calendar";
import { QUOTE_MESSAGES } from "./quote-engine";
import { QUOTE_REQUEST_LIMITS } from "./quote-request-limits";
import {
  QUOTE_CURRENCIES,
  QUOTE_FIELDS,
  type QuoteCurrency,
  type QuoteField,
  RESIDENCIES,
  type Residency,
} from "./rate-book";

export { QUOTE_REQUEST_LIMITS };

export const DEFAULT_RESIDENCY: Residency = "non_resident";

const LIMITS = QUOTE_REQUEST_LIMITS;

const t = (id: keyof typeof quoteEngineMessages & string, values?: MessageValues) =>
  translate(quoteEngineMessages, id, values);

/** Each check's words, in the language of the request being answered at the moment they are read. */
export const QUOTE_REQUEST_MESSAGES = {
  get packageRequired() {
    return t("quoteEngine.request.packageRequired");
  },
  get packageInvalid() {
    return t("quoteEngine.request.packageInvalid");
  },
  get startRequired() {
    return t("quoteEngine.request.startRequired");
  },
  get startInvalid() {
    return t("quoteEngine.request.startInvalid");
  },
  get startPast() {
    return t("quoteEngine.request.startPast");
  },
  get startTooFar() {
    return t("quoteEngine.request.startTooFar", { years: LIMITS.horizonYears });
  },
  get adultsRequired() {
    return t("quoteEngine.request.adultsRequired");
  },
  get adultsWhole() {
    return t("quoteEngine.request.adultsWhole");
  },
  get adultsMin() {
    return t("quoteEngine.request.adultsMin", { min: LIMITS.adults.min });
  },
  get adultsMax() {
    return t("quoteEngine.request.adultsMax", { max: LIMITS.adults.max });
  },
  get childAgesMalformed() {
    return t("quoteEngine.request.childAgesMalformed");
  },
  get childAgeRange() {
    return t("quoteEngine.request.childAgeRange", {
      min: LIMITS.childAge.min,
      max: LIMITS.childAge.max,
      adultAge: LIMITS.childAge.max + 1,
    });
  },
  get childrenMax() {
    return t("quoteEngine.request.childrenMax", { max: LIMITS.children.max });
  },
  get travellersMax() {
    return t("quoteEngine.request.travellersMax", { max: LIMITS.travellers.max });
  },
  get residencyUnknown() {
    return t("quoteEngine.request.residencyUnknown", { choices: RESIDENCIES.join(", ") });
  },
  get singlesWhole() {
    return t("quoteEngine.request.singlesWhole");
  },
  get singlesNegative() {
    return t("quoteEngine.request.singlesNegative");
  },
  singlesOverAdults: QUOTE_MESSAGES.singlesOverAdults,
  get currencyUnknown() {
    return t("quoteEngine.request.currencyUnknown", { choices: QUOTE_CURRENCIES.join(", ") });
  },
  get codeMalformed() {
    return t("quoteEngine.request.codeMalformed", { min: LIMITS.code.minLength, max: LIMITS.code.maxLength });
  },
};

const M = QUOTE_REQUEST_MESSAGES;

type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/** The first failing rule's message, so a field shows one message (continuable: cross-field checks still run). */
function firstFailing<T>(rules: readonly Rule<T>[]) {
  return (payload: z.core.ParsePayload<T>) => {
    for (const [test, message] of rules) {
      if (!test(payload.value)) {
        payload.issues.push({ code: "custom", message, input: payload.value, continue: true });
        return;
      }
    }
  };
}

/** Trimmed text; blank is "not given". */
function blankAsMissing(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A whole number from text: "3" -> 3, "2.5" -> 2.5 (then refused as not whole), "two" -> NaN. */
function numberFromText(value: unknown, fallback?: number): unknown {
  const text = blankAsMissing(value);
  if (text === undefined) return fallback;
  if (typeof text !== "string") return text;
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

function wholeNumber(options: { required: string; whole: string; rules: Rule<number>[]; fallback?: number }) {
  return z.preprocess(
    (value) => numberFromText(value, options.fallback),
    z
      .number({ error: (issue) => (issue.input === undefined ? options.required : options.whole) })
      .check(firstFailing<number>([[Number.isInteger, options.whole], ...options.rules])),
  );
}

const AGE = /^[-+]?\d+$/;

function childAges(value: string | undefined, context: z.core.$RefinementCtx<string | undefined>): number[] {
  if (value === undefined) return [];
  const parts = value.split(",").map((part) => part.trim());
  const refuse = (message: string) => {
    context.addIssue({ code: "custom", message, input: value, continue: true });
    return [];
  };
  if (!parts.every((part) => AGE.test(part))) return refuse(M.childAgesMalformed);
  if (parts.length > LIMITS.children.max) return refuse(M.childrenMax);
  const ages = parts.map(Number);
  if (ages.some((age) => age < LIMITS.childAge.min || age > LIMITS.childAge.max)) return refuse(M.childAgeRange);
  return ages;
}

/** The schema of a quote's query string for a given Nairobi `today` (YYYY-MM-DD). */
export function createQuoteRequestSchema({ today }: { today: string }) {
  const latestStart = addDays(today, Math.round(LIMITS.horizonYears * 365.25));
  return z
    .object({
      package: z.preprocess(
        blankAsMissing,
        z
          .string({ error: M.packageRequired })
          .check(
            firstFailing<string>([
              [(value) => /^\d+$/.test(value) && Number(value) >= 1, M.packageInvalid],
              [(value) => Number(value) <= LIMITS.packageId.max, M.packageInvalid],
            ]),
          )
          .transform(Number),
      ),
      start: z.preprocess(
        blankAsMissing,
        z.string({ error: M.startRequired }).check(
          firstFailing<string>([
            [isCalendarDate, M.startInvalid],
            [(value) => value >= today, M.startPast],
            [(value) => value <= latestStart, M.startTooFar],
          ]),
        ),
      ),
      adults: wholeNumber({
        required: M.adultsRequired,
        whole: M.adultsWhole,
        rules: [
          [(value) => value >= LIMITS.adults.min, M.adultsMin],
          [(value) => value <= LIMITS.adults.max, M.adultsMax],
        ],
      }),
      childAges: z.preprocess(blankAsMissing, z.string().optional().transform(childAges)),
      residency: z.preprocess(
        (value) => {
          const text = blankAsMissing(value);
          return typeof text === "string" ? text.toLowerCase() : (text ?? DEFAULT_RESIDENCY);
        },
        z.enum(RESIDENCIES, { error: M.residencyUnknown }),
      ),
      singles: wholeNumber({
        required: M.singlesWhole,
        whole: M.singlesWhole,
        fallback: 0,
        rules: [[(value) => value >= 0, M.singlesNegative]],
      }),
      currency: z.preprocess((value) => {
        const text = blankAsMissing(value);
        return typeof text === "string" ? text.toUpperCase() : (text ?? null);
      }, z.enum(QUOTE_CURRENCIES, { error: M.currencyUnknown }).nullable()),
      code: z.preprocess(
        (value) => blankAsMissing(value) ?? null,
        z.string({ error: M.codeMalformed }).regex(LIMITS.code.pattern, { error: M.codeMalformed }).nullable(),
      ),
    })
    .superRefine(
      ({ adults, childAges: ages, singles }, context) => {
        if (adults + ages.length > LIMITS.travellers.max) {
          context.addIssue({ code: "custom", path: ["childAges"], message: M.travellersMax });
        }
        if (singles > adults) {
          context.addIssue({ code: "custom", path: ["singles"], message: M.singlesOverAdults(adults) });
        }
      },
      // Party checks run as soon as the numbers they need are valid, whatever else is still wrong.
      {
        when: (payload) =>
          !payload.issues.some((issue) => ["adults", "childAges", "singles"].includes(String(issue.path?.[0]))),
      },
    )
    .transform(({ package: packageId, ...choices }) => ({ packageId, ...choices }));
}

/** The choices a valid query string carries. */
export interface QuoteQuery {
  packageId: number;
  start: string;
  adults: number;
  childAges: number[];
  residency: Residency;
  singles: number;
  /** null: the rate card's own currency. */
  currency: QuoteCurrency | null;
  /** As typed, trimmed; null when none was given. */
  code: string | null;
}

export type QuoteQueryResult =
  | { ok: true; value: QuoteQuery }
  | { ok: false; errors: Partial<Record<QuoteField, string>> };

// Building the schema costs far more than using it, and "today" changes once a day: the last one is kept for
// each language (its messages are worded when it is built).
const lastSchemas = new Map<string, { today: string; schema: ReturnType<typeof createQuoteRequestSchema> }>();

function schemaFor(today: string) {
  const locale = currentLocale();
  let last = lastSchemas.get(locale);
  if (last?.today !== today) {
    last = { today, schema: createQuoteRequestSchema({ today }) };
    lastSchemas.set(locale, last);
  }
  return last.schema;
}

/** Reads a quote's query string (only its first value of each field); errors name fields as in the URL. */
export function parseQuoteQuery(
  params: URLSearchParams | Partial<Record<QuoteField, string>>,
  { today }: { today: string },
): QuoteQueryResult {
  const input = Object.fromEntries(
    QUOTE_FIELDS.map((field) => [
      field,
      params instanceof URLSearchParams ? (params.get(field) ?? undefined) : params[field],
    ]),
  );
  const parsed = schemaFor(today).safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: fieldErrorsOf(parsed.error) };
}
