// What a traveller chooses for a trip, typed once for every way of asking: /api/quote's query string is read
// into one (quote-request-schema.ts, parseQuoteQuery), both booking forms' schemas produce one (BookingRequest,
// app/features/bookings/booking-request.ts), and the quote engine prices one as it is (quoteTrip).
import type { DiscountCode, QuoteCurrency, ResidenceCountry, Residency } from "./rate-book";

/** A trip as chosen: the party is adults plus each child's age (its only spelling). */
export interface TripChoice {
  packageId: number;
  /** YYYY-MM-DD. */
  start: string;
  adults: number;
  /** Whole years at the start date; each child once. */
  childAges: number[];
  residency: Residency;
  /**
   * For a resident: the country they live in, which decides the park fees they pay in each country (a resident
   * of Kenya pays the non-resident fee in a Tanzanian park). null for others, and for a resident who did not say
   * (a booking or link from before this was asked: charged the resident fee in both countries, as then).
   */
  residentOf: ResidenceCountry | null;
  /** Travellers (adults) wanting a room of their own. */
  singles: number;
  /** The discount code as typed, trimmed (already checked for shape); null when none was given. */
  code: string | null;
}

/** What the engine needs besides the choice: the package is the rate book's. */
export interface QuoteTerms {
  /** Currency to show the total in besides the card's own; null: the card's currency. */
  displayCurrency: QuoteCurrency | null;
  /** The code's row, if one exists. */
  discount: DiscountCode | null;
  /** The day the quote is given (for code validity and the balance's due date). */
  today: string;
}

/** The quote engine's input: a choice (its package is the rate book's) and the terms it is priced on. */
export type QuoteRequest = Omit<TripChoice, "packageId"> & QuoteTerms;

/**
 * How a traveller names their residency, in both booking forms and in /api/quote's query string: the rate card's
 * residency, and for a resident the country they live in. "resident" alone (a link from before the country was
 * asked) is still read: a resident of one of the two, unsaid.
 */
export const TRAVELLER_RESIDENCIES = ["non_resident", "resident_kenya", "resident_tanzania", "citizen"] as const;
export type TravellerResidency = (typeof TRAVELLER_RESIDENCIES)[number];

// A Map, not an object: a posted "constructor" or "toString" must not find anything.
const RESIDENT_OF = new Map<string, ResidenceCountry>([
  ["resident_kenya", "Kenya"],
  ["resident_tanzania", "Tanzania"],
]);

/** "resident_kenya" -> resident of Kenya; "resident" -> resident, country unsaid; anything unknown -> null. */
export function readTravellerResidency(
  value: string,
): { residency: Residency; residentOf: ResidenceCountry | null } | null {
  if (value === "non_resident" || value === "citizen") return { residency: value, residentOf: null };
  if (value === "resident") return { residency: "resident", residentOf: null };
  const country = RESIDENT_OF.get(value);
  return country ? { residency: "resident", residentOf: country } : null;
}

/** The form's or query string's value for a residency: `readTravellerResidency`'s reverse. */
export function travellerResidencyValue(choice: Pick<TripChoice, "residency" | "residentOf">): string {
  if (choice.residency !== "resident" || choice.residentOf === null) return choice.residency;
  return choice.residentOf === "Kenya" ? "resident_kenya" : "resident_tanzania";
}
