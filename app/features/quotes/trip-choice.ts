// What a traveller chooses for a trip, typed once for every way of asking: /api/quote's query string is read
// into one (quote-request-schema.ts, parseQuoteQuery), both booking forms' schemas produce one (BookingRequest,
// app/features/bookings/booking-request.ts), and the quote engine prices one as it is (quoteTrip).
import type { DiscountCode, QuoteCurrency, Residency } from "./rate-book";

/** A trip as chosen: the party is adults plus each child's age (its only spelling). */
export interface TripChoice {
  packageId: number;
  /** YYYY-MM-DD. */
  start: string;
  adults: number;
  /** Whole years at the start date; each child once. */
  childAges: number[];
  residency: Residency;
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
