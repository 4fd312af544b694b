// Staff read and enter times in East Africa Time (UTC+3 all year, no daylight saving), where the
// business runs, whatever time zone the server or the browser is in.

import { BUSINESS_TIME_ZONE } from "~/features/bookings/calendar-date";

export { BUSINESS_TIME_ZONE };

const OFFSET = "+03:00";

const display = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "22 Nov 2026, 15:04" in East Africa Time. */
export function formatBusinessDateTime(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : display.format(date);
}

/** "2026-11-22" (a date column) as "22 Nov 2026". */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? "";
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, day),
  );
}

/** The value of an <input type="datetime-local"> for an instant, in East Africa Time. */
export function toDateTimeInput(value: string | Date | null | undefined): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const shifted = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 16);
}

/** An <input type="datetime-local"> value read as East Africa Time; null when it is not one. */
export function fromDateTimeInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(`${value.length === 16 ? `${value}:00` : value}${OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
