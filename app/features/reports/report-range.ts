// The date range the Numbers page covers: two calendar days in East Africa Time, both included, read from
// the page's GET form. One range for every chart; weeks start on Monday, months are calendar months.
import {
  addDays,
  addMonths,
  businessDaysInstants,
  daysBetween,
  formatCalendarDate,
  isCalendarDate,
  monthStart,
  weekStart,
} from "~/utils/business-calendar";

export { monthStart, weekStart };

export interface ReportRange {
  /** First day, YYYY-MM-DD (East Africa Time), included. */
  from: string;
  /** Last day, included. */
  to: string;
}

/** With no range asked for, the page shows the last 90 days (today included). */
export const DEFAULT_RANGE_DAYS = 90;
/** Longer ranges are refused: three years of weekly bars is already more than a chart can say. */
export const MAX_RANGE_YEARS = 3;

export const RANGE_FIELDS = { from: "from", to: "to", shownFrom: "shown_from", shownTo: "shown_to" } as const;

export type RangeErrors = Partial<Record<"from" | "to" | "range", string>>;

export type RangeReading =
  | { ok: true; range: ReportRange }
  | {
      ok: false;
      /** The range the page goes on showing: the one shown before, or the default. */
      range: ReportRange;
      errors: RangeErrors;
      /** What was typed, so the form keeps it. */
      entered: { from: string; to: string };
    };

export function defaultRange(today: string): ReportRange {
  return { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
}

/** "1 Sep 2026" for 2026-09-01. */
export function formatDay(date: string): string {
  return formatCalendarDate(date);
}

/** The same day `years` years earlier (29 February becomes 28 February). */
function yearsBefore(date: string, years: number): string {
  return addMonths(date, -12 * years);
}

/** Whether a range is short enough: `from` no earlier than the same day three years before `to`. */
function withinMaximum(range: ReportRange): boolean {
  return range.from >= yearsBefore(range.to, MAX_RANGE_YEARS);
}

function validRange(from: string | null, to: string | null): ReportRange | null {
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) return null;
  const range = { from, to };
  return from <= to && withinMaximum(range) ? range : null;
}

/**
 * Reads ?from=&to= (and the range shown before, which the form carries along). Missing values take the
 * default's; anything wrong is said in words, and the page keeps showing the previous range.
 */
export function readRange(params: URLSearchParams, today: string): RangeReading {
  const from = (params.get(RANGE_FIELDS.from) ?? "").trim();
  const to = (params.get(RANGE_FIELDS.to) ?? "").trim();
  const fallback = defaultRange(today);
  if (!from && !to) return { ok: true, range: fallback };

  const errors: RangeErrors = {};
  if (from && !isCalendarDate(from)) errors.from = `“${from}” is not a date. Write it as YYYY-MM-DD, e.g. ${today}.`;
  if (to && !isCalendarDate(to)) errors.to = `“${to}” is not a date. Write it as YYYY-MM-DD, e.g. ${today}.`;
  if (!errors.from && !errors.to) {
    const end = to || today;
    const start = from || addDays(end, -(DEFAULT_RANGE_DAYS - 1));
    const range = { from: start, to: end };
    if (start > end) {
      errors.range = `The range starts on ${formatDay(start)}, after it ends on ${formatDay(end)}. Choose a start on or before the end.`;
    } else if (!withinMaximum(range)) {
      errors.range = `A range can cover at most ${MAX_RANGE_YEARS} years; ${formatDay(start)} to ${formatDay(end)} covers ${daysBetween(start, end) + 1} days. Choose a later start or an earlier end.`;
    } else {
      return { ok: true, range };
    }
  }
  const shown = validRange(params.get(RANGE_FIELDS.shownFrom), params.get(RANGE_FIELDS.shownTo));
  return { ok: false, range: shown ?? fallback, errors, entered: { from, to } };
}

/** The query string of a range, as the page's links and the CSV links carry it. */
export function rangeQuery(range: ReportRange): string {
  return new URLSearchParams({ [RANGE_FIELDS.from]: range.from, [RANGE_FIELDS.to]: range.to }).toString();
}

export interface RangePreset {
  label: string;
  range: ReportRange;
}

/** The first day of the month `months` months before the month of `date`. */
function monthsBack(date: string, months: number): string {
  return addMonths(monthStart(date), -months);
}

/** Ranges staff ask for most, each ending today and starting on a week's or a month's first day. */
export function rangePresets(today: string): RangePreset[] {
  const presets: RangePreset[] = [
    { label: "This month", range: { from: monthStart(today), to: today } },
    { label: "Last 4 weeks", range: { from: addDays(weekStart(today), -21), to: today } },
    { label: "Last 3 months", range: { from: monthsBack(today, 2), to: today } },
    { label: "This year", range: { from: `${today.slice(0, 4)}-01-01`, to: today } },
    { label: "Last 12 months", range: { from: monthsBack(today, 11), to: today } },
    { label: `Last ${DEFAULT_RANGE_DAYS} days`, range: defaultRange(today) },
  ];
  // Two presets can name the same days (in December 'This year' is 'Last 12 months'): the first is offered,
  // so a range is never highlighted twice.
  return presets.filter(
    (preset, index) =>
      presets.findIndex((other) => other.range.from === preset.range.from && other.range.to === preset.range.to) ===
      index,
  );
}

/** Every week (its Monday) that has at least one day in the range, in order. */
export function weeksIn(range: ReportRange): string[] {
  const weeks: string[] = [];
  for (let monday = weekStart(range.from); monday <= range.to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** Every month (its first day) that has at least one day in the range, in order. */
export function monthsIn(range: ReportRange): string[] {
  const months: string[] = [];
  for (let first = monthStart(range.from); first <= range.to; first = monthsBack(first, -1)) months.push(first);
  return months;
}

/** [start, end) instants of the range's days in East Africa Time. */
export function rangeInstants(range: ReportRange): { start: Date; end: Date } {
  return businessDaysInstants(range.from, range.to);
}
