// The business calendar: the one place that knows the operator keeps East Africa Time (Africa/Nairobi,
// UTC+3 all year) and turns instants into business days and back. Calendar dates are "YYYY-MM-DD" strings
// with no time and no zone, as an <input type="date"> sends them and a PostgreSQL `date` column stores them.
// Built on date-fns and @date-fns/tz, so no caller adds hours by hand. Safe in the browser; the SQL spelling
// is in business-calendar.server.ts.
import { TZDate, tzOffset } from "@date-fns/tz";
// One module per function: the package's index loads all of its three hundred functions (most of a second
// in every test worker and server start) for the five used here.
import { addDays as addDaysTo } from "date-fns/addDays";
import { addMonths as addMonthsTo } from "date-fns/addMonths";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { formatISO } from "date-fns/formatISO";
import { startOfMonth } from "date-fns/startOfMonth";
import { dateTimeFormat } from "./intl-formats";

/** Bookings are for trips in East Africa, so "today", "overdue" and "this month" are Nairobi's. */
export const BUSINESS_TIME_ZONE = "Africa/Nairobi";

// Made on first use, not when the module loads: the first formatter with a time zone loads the browser's zone
// data, about 17 ms of main thread on a desktop CPU (over 100 ms at a slow phone's speed), which every page that
// imports the calendar would pay before it could respond, for a value most pages never read.
let utcOffsetMinutes: number | undefined;

/** East Africa Time's offset from UTC in minutes (180: no daylight saving), for clocks kept as an offset. */
export function businessUtcOffsetMinutes(): number {
  utcOffsetMinutes ??= tzOffset(BUSINESS_TIME_ZONE, new Date(Date.UTC(2026, 0, 1)));
  return utcOffsetMinutes;
}

/** A calendar day, "YYYY-MM-DD". */
export type CalendarDate = string;

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

function fieldsOf(date: CalendarDate): [number, number, number] {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date: ${date}`);
  return date.split("-").map(Number) as [number, number, number];
}

/** Midnight that begins `date` in business time; a RangeError for anything that is not a calendar day. */
function midnightOf(date: CalendarDate): TZDate {
  const [year, month, day] = fieldsOf(date);
  return new TZDate(year, month - 1, day, BUSINESS_TIME_ZONE);
}

/**
 * A calendar date as a plain Date at local noon, for counting days and months with date-fns: a date has no
 * zone, and noon is never skipped or repeated by any zone's daylight saving. (Much faster than a TZDate,
 * which asks Intl for the offset on every change.)
 */
function noonOf(date: CalendarDate): Date {
  const [year, month, day] = fieldsOf(date);
  const noon = new Date(year, month - 1, day, 12);
  if (year < 100) noon.setFullYear(year); // Date reads years 0-99 as 1900-1999.
  return noon;
}

function toCalendarDate(date: Date): CalendarDate {
  return formatISO(date, { representation: "date" });
}

/** `date` moved by a whole number of days (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return toCalendarDate(addDaysTo(noonOf(date), days));
}

/** Whole days from `from` to `to` (0 on the same day, negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(noonOf(to), noonOf(from));
}

/** Negative, zero or positive as `a` is before, on or after `b` (YYYY-MM-DD sorts as text). */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `date` moved by whole months; a day the target month lacks becomes its last (31 March - 1 month = 28 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  return toCalendarDate(addMonthsTo(noonOf(date), months));
}

/** The first day of the month that holds `date`. */
export function monthStart(date: CalendarDate): CalendarDate {
  return toCalendarDate(startOfMonth(noonOf(date)));
}

/** Monday of the week that holds `date` (the business's weeks start on Monday). */
export function weekStart(date: CalendarDate): CalendarDate {
  const noon = noonOf(date);
  return toCalendarDate(addDaysTo(noon, -((noon.getDay() + 6) % 7)));
}

/**
 * The business day (Nairobi) an instant falls on: what every receipt, reminder and ledger line dates a
 * payment by. A payment made at 00:30 in Nairobi on 29 November (21:30 UTC on the 28th) is "2026-11-29".
 */
export function businessDayOf(instant: Date | string | number): CalendarDate {
  return toCalendarDate(new TZDate(new Date(instant).getTime(), BUSINESS_TIME_ZONE));
}

/** The business day it is at `now`: "today" everywhere the server judges dates. */
export function businessToday(now: Date = new Date()): CalendarDate {
  return businessDayOf(now);
}

/** The instant the business day `date` begins (00:00 in Nairobi). */
export function startOfBusinessDay(date: CalendarDate): Date {
  return new Date(midnightOf(date).getTime());
}

/** [start, end) instants of the business days `from` to `to`, both included. */
export function businessDaysInstants(from: CalendarDate, to: CalendarDate): { start: Date; end: Date } {
  return { start: startOfBusinessDay(from), end: startOfBusinessDay(addDays(to, 1)) };
}

export interface BusinessMonth {
  /** First and last day, both included. */
  from: CalendarDate;
  to: CalendarDate;
  /** [start, end) instants. */
  start: Date;
  end: Date;
}

/** The business month holding `now` ("this month"), or `offset` months from it (-1 is "last month"). */
export function businessMonth(now: Date, offset = 0): BusinessMonth {
  const from = addMonths(monthStart(businessDayOf(now)), offset);
  const to = addDays(addMonths(from, 1), -1);
  return { from, to, ...businessDaysInstants(from, to) };
}

/** A payment due on `dueDate` is overdue from the business day after it, never on the day itself. */
export function isOverdue(dueDate: CalendarDate, today: CalendarDate | Date): boolean {
  return dueDate < (typeof today === "string" ? today : businessDayOf(today));
}

/** "2026-11-29T00:30:00+03:00": an instant written in business time. */
export function toBusinessIso(instant: Date): string {
  return formatISO(new TZDate(instant.getTime(), BUSINESS_TIME_ZONE));
}

/** The instant a business-time wall clock shows these fields (month 1-12); out-of-range fields roll over, as Date's do. */
export function businessWallClockInstant(
  year: number,
  month: number,
  day: number,
  hours = 0,
  minutes = 0,
  seconds = 0,
): Date {
  return new Date(new TZDate(year, month - 1, day, hours, minutes, seconds, BUSINESS_TIME_ZONE).getTime());
}

export interface WallClock {
  /** 0 for Sunday, as Date#getDay counts. */
  weekday: number;
  /** Minutes since local midnight. */
  minuteOfDay: number;
  /** The instant (ms) of that local midnight. */
  dayStart: number;
}

/**
 * The office-hour clock: weekday and minute of the day at `instant` in business time, or on a clock kept
 * `utcOffsetMinutes` from UTC (the office hours' own offset). A fixed offset has no zone rules to consult,
 * and the response clock asks this for every day an enquiry waits, so it is plain arithmetic on the offset
 * the library gave (businessUtcOffsetMinutes); the tests hold it to businessDayOf at midnight.
 */
export function wallClock(instant: Date | number, utcOffsetMinutes = businessUtcOffsetMinutes()): WallClock {
  const offset = utcOffsetMinutes * 60_000;
  const local = new Date(new Date(instant).getTime() + offset);
  const dayStart = Math.floor(local.getTime() / 86_400_000) * 86_400_000 - offset;
  return { weekday: local.getUTCDay(), minuteOfDay: local.getUTCHours() * 60 + local.getUTCMinutes(), dayStart };
}

// Staff read and enter times in business time whatever zone the server or the browser is in.
// Each made when first used and kept (intl-formats), for the reason given at businessUtcOffsetMinutes.
const display = () =>
  dateTimeFormat(
    {
      timeZone: BUSINESS_TIME_ZONE,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    },
    "en-GB",
  );

/** "22 Nov 2026, 15:04" in business time. */
export function formatBusinessDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : display().format(date);
}

const calendarDisplay = () =>
  dateTimeFormat({ day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }, "en-GB");

/** "2026-11-22" (a date column) as "22 Nov 2026". */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !ISO_DATE.test(value)) return value ?? "";
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return calendarDisplay().format(Date.UTC(year, month - 1, day));
}

/** The value of an <input type="datetime-local"> for an instant, in business time. */
export function toDateTimeInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return toBusinessIso(date).slice(0, 16);
}

const DATE_TIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An <input type="datetime-local"> value read as business time; null when it is not one. */
export function fromDateTimeInput(value: string): Date | null {
  const match = DATE_TIME_INPUT.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // The field ranges Date's own parser accepts: 24:00 is the next midnight, 31 February rolls into March.
  const inRange = month >= 1 && month <= 12 && day >= 1 && day <= 31 && minutes <= 59 && seconds <= 59 && hours <= 24;
  if (!inRange || (hours === 24 && (minutes > 0 || seconds > 0))) return null;
  const date = businessWallClockInstant(year, month, day, hours, minutes, seconds);
  return Number.isNaN(date.getTime()) ? null : date;
}
