// The limits a quote's question is checked against, apart from the checks themselves (quote-request-schema.ts),
// so the booking forms' browser code can read them without the server's wording of every refusal.

import { SAFARI_FORM } from "~/utils/constants";
import { BOOKING_DATE_LIMITS } from "~/utils/form-limits";

/** Every limit a quote request is checked against. */
export const QUOTE_REQUEST_LIMITS = {
  adults: { min: SAFARI_FORM.adults.min, max: SAFARI_FORM.adults.max },
  children: { max: SAFARI_FORM.children.max },
  /** Adults and children together: one private party. */
  travellers: { max: SAFARI_FORM.adults.max },
  /** Whole years at the start date; 18 and over travel as adults. */
  childAge: { min: 0, max: 17 },
  horizonYears: BOOKING_DATE_LIMITS.horizonYears,
  code: { pattern: /^[A-Za-z0-9_-]{3,32}$/, minLength: 3, maxLength: 32 },
  /** Package ids are positive PostgreSQL integers. */
  packageId: { max: 2_147_483_647 },
} as const;
