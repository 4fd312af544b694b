// Calendar arithmetic for a trip: which date each itinerary day falls on. Dates are calendar days
// ("2027-07-01"), computed in UTC so no reader's time zone or daylight saving can shift them.

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseCalendarDate(date: string): number {
  if (!CALENDAR_DATE.test(date)) throw new RangeError(`not a calendar date: ${date}`);
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return time;
}

/** `date` moved by `days` (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(parseCalendarDate(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day N of a trip starting on `start` is start + N - 1: day 1 is the start itself. */
export function itineraryDayDate(start: string, dayNumber: number): string {
  if (!Number.isInteger(dayNumber) || dayNumber < 1) throw new RangeError(`not a day number: ${dayNumber}`);
  return addDays(start, dayNumber - 1);
}

/** Whole days from `from` to `to` (0 on the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseCalendarDate(to) - parseCalendarDate(from)) / DAY_MS);
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
