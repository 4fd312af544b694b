// The checks on a traveller's choice (TripChoice), and the reading of /api/quote's query string into one:
// package, start, adults, childAges ("4,9"), residency, singles, currency, code. Every value of the query
// arrives as text; each field gets one message (in the request's language) keyed by its name in the URL. A
// choice that is already typed (a booking form's) is judged by the same rules with tripChoiceRefusals. "Today"
// is a parameter: the server passes Nairobi's day (businessToday()), as the booking forms do.
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
import { readTravellerResidency, TRAVELLER_RESIDENCIES, type TripChoice } from "./trip-choice";

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
    return t("quoteEngine.request.residencyUnknown", { choices: TRAVELLER_RESIDENCIES.join(", ") });
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

/** The first failing rule's message, or null. */
function firstRefusal<T>(rules: readonly Rule<T>[], value: T): string | null {
  return rules.find(([test]) => !test(value))?.[1] ?? null;
}

/** The first failing rule's message, so a field shows one message (continuable: cross-field checks still run). */
function firstFailing<T>(rules: readonly Rule<T>[]) {
  return (payload: z.core.ParsePayload<T>) => {
    const message = firstRefusal(rules, payload.value);
    if (message !== null) payload.issues.push({ code: "custom", message, input: payload.value, continue: true });
  };
}

/**
 * The rules a choice's values must keep, each field's in the order its message is chosen, for a Nairobi
 * `today`. The query string's reading adds only what text can get wrong (a word for a number, "4;9").
 */
function choiceRules({ today }: { today: string }) {
  const latestStart = addDays(today, Math.round(LIMITS.horizonYears * 365.25));
  return {
    packageId: [
      [(value) => Number.isInteger(value) && value >= 1 && value <= LIMITS.packageId.max, M.packageInvalid],
    ] satisfies Rule<number>[],
    start: [
      [isCalendarDate, M.startInvalid],
      [(value) => value >= today, M.startPast],
      [(value) => value <= latestStart, M.startTooFar],
    ] satisfies Rule<string>[],
    adults: [
      [Number.isInteger, M.adultsWhole],
      [(value) => value >= LIMITS.adults.min, M.adultsMin],
      [(value) => value <= LIMITS.adults.max, M.adultsMax],
    ] satisfies Rule<number>[],
    childAges: [
      [(ages) => ages.length <= LIMITS.children.max, M.childrenMax],
      [
        (ages) =>
          ages.every((age) => Number.isInteger(age) && age >= LIMITS.childAge.min && age <= LIMITS.childAge.max),
        M.childAgeRange,
      ],
    ] satisfies Rule<number[]>[],
    singles: [
      [Number.isInteger, M.singlesWhole],
      [(value) => value >= 0, M.singlesNegative],
    ] satisfies Rule<number>[],
    code: [[(value) => value === null || LIMITS.code.pattern.test(value), M.codeMalformed]] satisfies Rule<
      string | null
    >[],
  };
}

/** The party's own rules, once adults, children's ages and single rooms are each valid. */
function partyRefusals({ adults, childAges: ages, singles }: Pick<TripChoice, "adults" | "childAges" | "singles">) {
  const errors: Partial<Record<"childAges" | "singles", string>> = {};
  if (adults + ages.length > LIMITS.travellers.max) errors.childAges = M.travellersMax;
  if (singles > adults) errors.singles = M.singlesOverAdults(adults);
  return errors;
}

/**
 * Why a typed choice cannot be quoted, by the same rules and words as its query string (errors named as in the
 * URL: `package`, `start` ...), or null when it can.
 */
export function tripChoiceRefusals(choice: TripChoice, { today }: { today: string }) {
  const rules = choiceRules({ today });
  const errors: Partial<Record<QuoteField, string>> = {};
  const refuse = (field: QuoteField, message: string | null) => {
    if (message !== null) errors[field] ??= message;
  };
  refuse("package", firstRefusal(rules.packageId, choice.packageId));
  refuse("start", firstRefusal(rules.start, choice.start));
  refuse("adults", firstRefusal(rules.adults, choice.adults));
  refuse("childAges", firstRefusal(rules.childAges, choice.childAges));
  refuse("singles", firstRefusal(rules.singles, choice.singles));
  refuse("code", firstRefusal(rules.code, choice.code));
  if (
    !RESIDENCIES.includes(choice.residency) ||
    (choice.residentOf !== null &&
      (choice.residency !== "resident" || !["Kenya", "Tanzania"].includes(choice.residentOf)))
  ) {
    refuse("residency", M.residencyUnknown);
  }
  if (!errors.adults && !errors.childAges && !errors.singles) {
    const party = partyRefusals(choice);
    refuse("childAges", party.childAges ?? null);
    refuse("singles", party.singles ?? null);
  }
  return Object.keys(errors).length > 0 ? errors : null;
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

function wholeNumber(options: { required: string; whole: string; rules: readonly Rule<number>[]; fallback?: number }) {
  return z.preprocess(
    (value) => numberFromText(value, options.fallback),
    z
      .number({ error: (issue) => (issue.input === undefined ? options.required : options.whole) })
      .check(firstFailing<number>(options.rules)),
  );
}

const AGE = /^[-+]?\d+$/;

function childAges(rules: readonly Rule<number[]>[]) {
  return (value: string | undefined, context: z.core.$RefinementCtx<string | undefined>): number[] => {
    if (value === undefined) return [];
    const parts = value.split(",").map((part) => part.trim());
    const message = parts.every((part) => AGE.test(part))
      ? firstRefusal(rules, parts.map(Number))
      : M.childAgesMalformed;
    if (message === null) return parts.map(Number);
    context.addIssue({ code: "custom", message, input: value, continue: true });
    return [];
  };
}

/** The schema of a quote's query string for a given Nairobi `today` (YYYY-MM-DD). */
export function createQuoteRequestSchema({ today }: { today: string }) {
  const rules = choiceRules({ today });
  return z
    .object({
      package: z.preprocess(
        blankAsMissing,
        z
          .string({ error: M.packageRequired })
          .check(
            firstFailing<string>([
              [
                (value) => /^\d+$/.test(value) && firstRefusal(rules.packageId, Number(value)) === null,
                M.packageInvalid,
              ],
            ]),
          )
          .transform(Number),
      ),
      start: z.preprocess(
        blankAsMissing,
        z.string({ error: M.startRequired }).check(firstFailing<string>(rules.start)),
      ),
      adults: wholeNumber({ required: M.adultsRequired, whole: M.adultsWhole, rules: rules.adults }),
      childAges: z.preprocess(blankAsMissing, z.string().optional().transform(childAges(rules.childAges))),
      // The traveller's residency ("resident_kenya"...): the rate card's residency and, for a resident, the country.
      residency: z.preprocess(
        (value) => {
          const text = blankAsMissing(value);
          return typeof text === "string" ? text.toLowerCase() : (text ?? DEFAULT_RESIDENCY);
        },
        z.string().transform((text, context) => {
          const read = readTravellerResidency(text);
          if (read) return read;
          context.addIssue({ code: "custom", message: M.residencyUnknown, input: text });
          return z.NEVER;
        }),
      ),
      singles: wholeNumber({ required: M.singlesWhole, whole: M.singlesWhole, fallback: 0, rules: rules.singles }),
      currency: z.preprocess((value) => {
        const text = blankAsMissing(value);
        return typeof text === "string" ? text.toUpperCase() : (text ?? null);
      }, z.enum(QUOTE_CURRENCIES, { error: M.currencyUnknown }).nullable()),
      code: z.preprocess(
        (value) => blankAsMissing(value) ?? null,
        z.string({ error: M.codeMalformed }).nullable().check(firstFailing<string | null>(rules.code)),
      ),
    })
    .superRefine(
      (choice, context) => {
        for (const [field, message] of Object.entries(partyRefusals(choice))) {
          context.addIssue({ code: "custom", path: [field], message });
        }
      },
      // Party checks run as soon as the numbers they need are valid, whatever else is still wrong.
      {
        when: (payload) =>
          !payload.issues.some((issue) => ["adults", "childAges", "singles"].includes(String(issue.path?.[0]))),
      },
    )
    .transform(({ package: packageId, residency: traveller, ...choices }) => ({ packageId, ...choices, ...traveller }));
}

/** What a valid query string carries: the choice, and the currency to show its total in. */
export interface QuoteQuery extends TripChoice {
  /** null: the rate card's own currency. */
  currency: QuoteCurrency | null;
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
