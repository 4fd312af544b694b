// Calendar dates as the booking forms use them: "YYYY-MM-DD" strings with no time and no time zone, as an
// <input type="date"> sends them and a PostgreSQL `date` column stores them. Safe in the browser.

/** Bookings are for trips in East Africa, so the server judges "today" and "in the past" on Nairobi's clock. */
export const BUSINESS_TIME_ZONE = "Africa/Nairobi";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written as YYYY-MM-DD (rejects 2027-02-30 and 2027-13-01). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar day it is at `now` in `timeZone`, e.g. todayIn("Africa/Nairobi"). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/**
 * The operator's calendar day (Nairobi) an instant falls on: what every receipt, reminder and ledger line
 * dates a payment by. A payment made at 00:30 in Nairobi on 29 November (21:30 UTC on the 28th) is "2026-11-29".
 */
export function businessDayOf(instant: Date): string {
  return todayIn(BUSINESS_TIME_ZONE, instant);
}

// Making an Intl formatter costs far more than using one; the server asks for Nairobi's day per request.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The visitor's own calendar day, for inline checks in the browser. */
export function localToday(now: Date = new Date()): string {
  return toCalendarDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** `date` moved by a whole number of days (negative goes back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return toCalendarDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/**
 * The departure a booking form proposes for a safari of `durationDays` starting on `arrival`: its last day, since
 * an N-day safari ends N - 1 days after it starts (DECISIONS 'Prices and quotes'); a day trip leaves the next day,
 * as a departure must follow the arrival.
 */
export function departureFor(arrival: string, durationDays: number): string {
  return addDays(arrival, Math.max(durationDays - 1, 1));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000);
}

function toCalendarDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
