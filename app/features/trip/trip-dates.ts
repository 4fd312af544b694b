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
