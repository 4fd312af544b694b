// Calendar arithmetic for a trip: which date each itinerary day falls on, and the departure a booking form
// proposes. Dates are calendar days ("2027-07-01"), counted by the business calendar.

import { addDays } from "~/utils/business-calendar";

/** Day N of a trip starting on `start` is start + N - 1: day 1 is the start itself. */
export function itineraryDayDate(start: string, dayNumber: number): string {
  if (!Number.isInteger(dayNumber) || dayNumber < 1) throw new RangeError(`not a day number: ${dayNumber}`);
  return addDays(start, dayNumber - 1);
}

/**
 * The departure a booking form proposes for a safari of `durationDays` starting on `arrival`: its last day, since
 * an N-day safari ends N - 1 days after it starts (DECISIONS 'Prices and quotes'); a day trip leaves the next day,
 * as a departure must follow the arrival.
 */
export function departureFor(arrival: string, durationDays: number): string {
  return addDays(arrival, Math.max(durationDays - 1, 1));
}

/** The booking's dates as stored, and how it was made. */
export interface StoredTripDates {
  source: "safari_form" | "booking_flow";
  arrivalDate: string;
  departureDate: string;
  quote: { start: string; end: string } | null;
}

/**
 * The trip's first and last day: the booking's own dates. The safari page's form stores the departure the
 * traveller chose, which may well be later than the package's end (the quote's end says only where the package
 * ends). The one exception: the booking flow stores a one-day trip's departure as the next day (a stored
 * departure must follow the arrival), while the trip itself ends the day it starts.
 */
export function tripDates(booking: StoredTripDates): { start: string; end: string } {
  const start = booking.arrivalDate;
  const oneDayFlowTrip =
    booking.source === "booking_flow" &&
    booking.quote !== null &&
    booking.quote.end === start &&
    booking.departureDate === addDays(start, 1);
  return { start, end: oneDayFlowTrip ? start : booking.departureDate };
}
