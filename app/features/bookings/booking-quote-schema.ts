// The quote's choices as both booking forms' schemas check them (browser and server alike): residency,
// children's ages, single rooms, a discount code and the total the form showed. The forms add their own
// party checks (safari-booking-schema.ts, booking-flow-schema.ts).
import { z } from "zod";
import { QUOTE_REQUEST_LIMITS } from "~/features/quotes/quote-request-schema";
import { RESIDENCIES } from "~/features/quotes/rate-book";
import { singleLine } from "./booking-form-fields";
import { readChildAges } from "./booking-quote-choices";

export const BOOKING_QUOTE_MESSAGES = {
  residency: "Please choose your residency.",
  childAges: "Please give each child's age in years, separated by commas, for example 4, 9.",
  childAgeRange: `Each child's age must be from 0 to ${QUOTE_REQUEST_LIMITS.childAge.max}; travellers of ${QUOTE_REQUEST_LIMITS.childAge.max + 1} and over are adults.`,
  agesForChildren: (children: number) =>
    children === 1 ? "Please give the age of the child." : `Please give the ages of all ${children} children.`,
  noChildren: "Children's ages are only needed when children are travelling.",
  agesWithinGuests: "At least one guest must be an adult: give ages only for the children.",
  singles: "The number of single rooms must be a whole number, 0 or more.",
  singlesOverAdults: (adults: number) => `Single rooms are for adults: choose at most ${adults}.`,
  discountCode: `A discount code has ${QUOTE_REQUEST_LIMITS.code.minLength} to ${QUOTE_REQUEST_LIMITS.code.maxLength} letters, digits, '-' or '_'.`,
} as const;

const M = BOOKING_QUOTE_MESSAGES;

const blank = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** The fields every booking form adds for its quote. */
export const bookingQuoteShape = {
  residency: z.preprocess((value) => blank(value) || "non_resident", z.enum(RESIDENCIES, { error: M.residency })),
  childAges: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z.string().transform((text, context) => {
      const ages = readChildAges(text);
      if (!ages) {
        context.addIssue({ code: "custom", message: M.childAges, continue: true });
        return [];
      }
      if (ages.some((age) => age > QUOTE_REQUEST_LIMITS.childAge.max)) {
        context.addIssue({ code: "custom", message: M.childAgeRange, continue: true });
        return [];
      }
      return ages;
    }),
  ),
  singles: z.preprocess(
    (value) => {
      const text = blank(value);
      if (text === "" || text === undefined) return 0;
      return typeof text === "string" && /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
    },
    z.number({ error: M.singles }).int({ error: M.singles }).min(0, { error: M.singles }),
  ),
  discountCode: z.preprocess(
    (value) => singleLine(value) || null,
    z.string({ error: M.discountCode }).regex(QUOTE_REQUEST_LIMITS.code.pattern, { error: M.discountCode }).nullable(),
  ),
  /** Minor units of the quote's currency as the form showed it; null when no price was shown. */
  quotedTotal: z.preprocess((value) => {
    const text = blank(value);
    return typeof text === "string" && /^\d{1,12}$/.test(text) ? Number(text) : null;
  }, z.number().nullable()),
};
