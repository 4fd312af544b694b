// What a booking form asks for, whichever form it is: the trip chosen (TripChoice) and the traveller. Both
// forms' schemas (safari-booking-schema.ts, booking-flow-schema.ts) read their own fields, in their own words,
// into this one shape; from there one pipeline (submitBooking) prices, stores and confirms it. Browser-safe.
import type { TripChoice } from "~/features/quotes/trip-choice";

/** Kept equal to PAYMENT_CHOICES of the database schema (a test checks); this file must stay browser-safe. */
export const PAYMENT_CHOICES = ["bank_transfer", "mpesa", "quote"] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** Which form a booking came from (bookings.source): the 'Book This Safari' form or the three-step flow. */
export type BookingFormName = "safari_form" | "booking_flow";

export interface BookingTraveller {
  name: string;
  email: string;
  phone: string;
  /** The country's English name (countries.ts). */
  country: string;
  /** The safari form's message; null when none was written. */
  message: string | null;
  /** Anything else the traveller asks for (the safari form's 'other information'); null when none. */
  specialRequests: string | null;
}

export interface BookingRequest {
  form: BookingFormName;
  trip: TripChoice;
  /** The departure the traveller asked for (the safari form's); null: the day the quoted trip ends. */
  departure: string | null;
  traveller: BookingTraveller;
  /** How the deposit is to be paid (the flow's payment step); null: not asked (the safari form). */
  payment: PaymentChoice | null;
  /** Minor units of the quote's currency as the form showed it; null when no price was shown. */
  quotedTotal: number | null;
}
