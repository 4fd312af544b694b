// Field schemas shared by both booking forms. Form posts arrive as strings and scripts may send numbers,
// so each field accepts either; blank strings count as "not given".
import { z } from "zod";
import { bookingsMessages } from "~/i18n/messages/en/bookings";
import { translate } from "~/i18n/translate";
import { addDays, isCalendarDate } from "~/utils/business-calendar";
import { SAFARI_FORM } from "~/utils/constants";
import { isCountry } from "~/utils/countries";
import { BOOKING_DATE_LIMITS, BOOKING_TEXT_LIMITS, PHONE_MIN_DIGITS } from "~/utils/form-limits";

export type BookingsMessage = keyof typeof bookingsMessages & string;

export function message(id: BookingsMessage, values?: Record<string, string | number>): string {
  return translate(bookingsMessages, id, values);
}

const CONTROL_CHARACTERS = /\p{Cc}+/gu;
const CONTROL_CHARACTERS_EXCEPT_NEWLINE = /(?:(?!\n)\p{Cc})+/gu;

/** One line of text: trimmed, control characters (a line break in a name) turned into a space. */
export function singleLine(value: unknown): unknown {
  return typeof value === "string" ? value.replace(CONTROL_CHARACTERS, " ").trim() : value;
}

/** Free text keeps its line breaks, loses other control characters, and is trimmed. */
export function multiLine(value: unknown): unknown {
  return typeof value === "string"
    ? value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARACTERS_EXCEPT_NEWLINE, " ").trim()
    : value;
}

/** A country from the fixed list, as both booking forms ask it ('Please select a country'). */
export function countryName() {
  const required = message("bookings.validation.countryRequired");
  return z.preprocess(singleLine, z.string({ error: required }).refine(isCountry, { error: required }));
}

export function tooLong(max: number) {
  return message("bookings.validation.tooLong", { max });
}

export type Rule<T> = readonly [test: (value: T) => boolean, message: string];

/**
 * Checks rules in order and reports only the first that fails, so a field shows one message. Issues stay
 * "continuable" on purpose: an aborting issue would stop the cross-field checks (departure after arrival)
 * from running while another field is still wrong.
 */
export function firstFailing<T>(rules: readonly Rule<T>[]) {
  return (payload: z.core.ParsePayload<T>) => {
    for (const [test, text] of rules) {
      if (!test(payload.value)) {
        payload.issues.push({ code: "custom", message: text, input: payload.value, continue: true });
        return;
      }
    }
  };
}

/** Required single-line text; blank gives `required`. */
export function requiredText(options: { required: string; max: number; min?: { length: number; message: string } }) {
  return z.preprocess(
    singleLine,
    z.string({ error: options.required }).check(
      firstFailing<string>([
        [(value) => value.length > 0, options.required],
        [(value) => value.length >= (options.min?.length ?? 1), options.min?.message ?? options.required],
        [(value) => value.length <= options.max, tooLong(options.max)],
      ]),
    ),
  );
}

/** Optional free text; blank becomes null. */
export function optionalText(max: number) {
  return z.preprocess(
    (value) => {
      const cleaned = multiLine(value);
      return cleaned === "" || cleaned === undefined ? null : cleaned;
    },
    z
      .string()
      .max(max, { error: tooLong(max) })
      .nullable(),
  );
}

export function phoneNumber(options: { required: string; invalid: string; max: number; minLength?: number }) {
  return z.preprocess(
    singleLine,
    z.string({ error: options.required }).check(
      firstFailing<string>([
        [(value) => value.length > 0, options.required],
        [(value) => value.length <= options.max, tooLong(options.max)],
        [(value) => value.length >= (options.minLength ?? 0), options.invalid],
        [(value) => (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS, options.invalid],
      ]),
    ),
  );
}

const anEmailAddress = z.email();

export function emailAddress(options: { required: string; invalid: string; max: number }) {
  return z.preprocess(
    singleLine,
    z.string({ error: options.required }).check(
      firstFailing<string>([
        [(value) => value.length > 0, options.required],
        [(value) => value.length <= options.max, tooLong(options.max)],
        [(value) => anEmailAddress.safeParse(value).success, options.invalid],
      ]),
    ),
  );
}

/**
 * A whole number from a form field. Blank gives `required` (or `fallback` when the field is optional);
 * anything that is not a whole number gives "Please enter a whole number".
 */
export function wholeNumber(options: {
  required: string;
  min: { value: number; message: string };
  max: { value: number; message: string };
  fallback?: number;
}) {
  const notWhole = message("bookings.validation.wholeNumber");
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value ?? options.fallback;
      const trimmed = value.trim();
      if (trimmed === "") return options.fallback;
      return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
    },
    z.number({ error: (issue) => (issue.input === undefined ? options.required : notWhole) }).check(
      firstFailing<number>([
        [Number.isInteger, notWhole],
        [(value) => value >= options.min.value, options.min.message],
        [(value) => value <= options.max.value, options.max.message],
      ]),
    ),
  );
}

function blankAsMissing(value: unknown) {
  return typeof value === "string" && value.trim() === "" ? undefined : singleLine(value);
}

/** A YYYY-MM-DD day that is not before `today` and not beyond the booking horizon. */
export function upcomingDate(options: { required: string; past: string; today: string }) {
  const latest = addDays(options.today, Math.round(BOOKING_DATE_LIMITS.horizonYears * 365.25));
  return z.preprocess(
    blankAsMissing,
    z.string({ error: options.required }).check(
      firstFailing<string>([
        [isCalendarDate, message("bookings.validation.invalidDate")],
        [(value) => value >= options.today, options.past],
        [
          (value) => value <= latest,
          message("bookings.validation.dateTooFar", { years: BOOKING_DATE_LIMITS.horizonYears }),
        ],
      ]),
    ),
  );
}

/** A YYYY-MM-DD day strictly after `after`; `notAfter` is the message when it is not. */
export function dateAfter(options: { required: string; notAfter: string; after: string }) {
  return z.preprocess(
    blankAsMissing,
    z.string({ error: options.required }).check(
      firstFailing<string>([
        [isCalendarDate, message("bookings.validation.invalidDate")],
        [(value) => value > options.after, options.notAfter],
      ]),
    ),
  );
}

/**
 * The traveller's name as both booking forms ask it: one "Full name" field, at least SAFARI_FORM.nameMinLength
 * characters (decision 032). The card provider's first and last names are split from it when paying.
 */
export function travellerName() {
  return requiredText({
    required: message("bookings.validation.nameMin"),
    max: BOOKING_TEXT_LIMITS.name,
    min: { length: SAFARI_FORM.nameMinLength, message: message("bookings.validation.nameMin") },
  });
}
