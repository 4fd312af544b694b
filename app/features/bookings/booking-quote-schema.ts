// The quote's choices as both booking forms' schemas check them (browser and server alike): residency,
// children's ages, single rooms, a discount code and the total the form showed. The forms add their own
// party checks (safari-booking-schema.ts, booking-flow-schema.ts).
import { z } from "zod";
import { QUOTE_REQUEST_LIMITS } from "~/features/quotes/quote-request-limits";
import { readTravellerResidency } from "~/features/quotes/trip-choice";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { type MessageValues, translate } from "~/i18n/translate";
import { SAFARI_FORM } from "~/utils/constants";
import { message, singleLine, wholeNumber } from "./booking-form-fields";
import { readChildAges } from "./booking-quote-choices";

const t = (id: keyof typeof bookingQuoteMessages & string, values?: MessageValues) =>
  translate(bookingQuoteMessages, id, values);

/** The checks' words, in the language of the page (browser) or request (server) at the moment they are read. */
export const BOOKING_QUOTE_MESSAGES = {
  get residency() {
    return t("bookingQuote.error.residency");
  },
  get childAges() {
    return t("bookingQuote.error.childAges");
  },
  get childAgeRange() {
    return t("bookingQuote.error.childAgeRange", {
      max: QUOTE_REQUEST_LIMITS.childAge.max,
      adultAge: QUOTE_REQUEST_LIMITS.childAge.max + 1,
    });
  },
  agesForChildren: (children: number) => t("bookingQuote.error.agesForChildren", { children }),
  get noChildren() {
    return t("bookingQuote.error.noChildren");
  },
  get singles() {
    return t("bookingQuote.error.singles");
  },
  singlesOverAdults: (adults: number) => t("bookingQuote.error.singlesOverAdults", { adults }),
  get discountCode() {
    return t("bookingQuote.error.discountCode", {
      min: QUOTE_REQUEST_LIMITS.code.minLength,
      max: QUOTE_REQUEST_LIMITS.code.maxLength,
    });
  },
};

const M = BOOKING_QUOTE_MESSAGES;

const blank = (value: unknown) => (typeof value === "string" ? value.trim() : value);

/** The fields every booking form adds for its quote; each message is worded when an issue is raised. */
export const bookingQuoteShape = {
  // The traveller's residency as the form names it ("resident_kenya"...): the rate card's and, for a resident, the
  // country they live in (TripChoice).
  residency: z.preprocess(
    (value) => blank(value) || "non_resident",
    z.string().transform((text, context) => {
      const read = readTravellerResidency(text);
      if (read) return read;
      context.addIssue({ code: "custom", message: M.residency, input: text });
      return z.NEVER;
    }),
  ),
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
    z
      .number({ error: () => M.singles })
      .int({ error: () => M.singles })
      .min(0, { error: () => M.singles }),
  ),
  discountCode: z.preprocess(
    (value) => singleLine(value) || null,
    z
      .string({ error: () => M.discountCode })
      .regex(QUOTE_REQUEST_LIMITS.code.pattern, { error: () => M.discountCode })
      .nullable(),
  ),
  /** Minor units of the quote's currency as the form showed it; null when no price was shown. */
  quotedTotal: z.preprocess((value) => {
    const text = blank(value);
    return typeof text === "string" && /^\d{1,12}$/.test(text) ? Number(text) : null;
  }, z.number().nullable()),
};

/**
 * The party, asked the same way and in the same words on both booking forms: adults, children, and each child's
 * age (childAges above). Checked with `partyChecks`.
 */
export const partyShape = {
  adults: wholeNumber({
    required: message("bookings.validation.adultsMin"),
    min: { value: SAFARI_FORM.adults.min, message: message("bookings.validation.adultsMin") },
    max: { value: SAFARI_FORM.adults.max, message: message("bookings.validation.adultsMax") },
  }),
  children: wholeNumber({
    required: message("bookings.validation.childrenMin"),
    fallback: SAFARI_FORM.children.default,
    min: { value: SAFARI_FORM.children.min, message: message("bookings.validation.childrenMin") },
    max: { value: SAFARI_FORM.children.max, message: message("bookings.validation.childrenMax") },
  }),
};

/** The fields `partyChecks` compares: it runs once each of them is valid on its own. */
export const PARTY_FIELDS = ["adults", "children", "childAges", "singles"];

/** One age for each child; single rooms for adults only. */
export function partyChecks(
  { adults, children, childAges, singles }: { adults: number; children: number; childAges: number[]; singles: number },
  context: z.core.$RefinementCtx,
) {
  if (childAges.length !== children) {
    context.addIssue({
      code: "custom",
      path: ["childAges"],
      message: children === 0 ? M.noChildren : M.agesForChildren(children),
    });
  }
  if (singles > adults) {
    context.addIssue({ code: "custom", path: ["singles"], message: M.singlesOverAdults(adults) });
  }
}

/** `partyChecks` as a refinement's options: as soon as the party's own fields are valid, whatever else is wrong. */
export const PARTY_CHECKS_WHEN = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => PARTY_FIELDS.includes(String(issue.path?.[0]))),
};
