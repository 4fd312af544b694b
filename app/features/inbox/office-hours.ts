// The response clock counts office time only: an inquiry at 17:30 on a Friday answered at 9:30 on
// Saturday waited one office hour, not sixteen. Pure functions over instants, so the inbox, the dashboard
// and the public figure all count the same way. The local clock (weekday, midnight) is the business
// calendar's wallClock.
import { businessUtcOffsetMinutes, wallClock } from "~/utils/business-calendar";

/** Opening and closing time of one weekday in minutes after local midnight, or null when closed. */
export type OfficeDay = { open: number; close: number } | null;

export interface OfficeHours {
  /** Local time's offset from UTC in minutes (East Africa Time is UTC+3 all year, with no daylight saving). */
  utcOffsetMinutes: number;
  /** Sunday first, as Date#getUTCDay counts. */
  days: readonly [OfficeDay, OfficeDay, OfficeDay, OfficeDay, OfficeDay, OfficeDay, OfficeDay];
}

const hour = (h: number, m = 0) => h * 60 + m;

/** SPEC section 9: Mon-Fri 8am-6pm, Sat 9am-3pm, Sunday closed, East Africa Time. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  // Read from the calendar when first asked for, not when this module loads (see businessUtcOffsetMinutes).
  get utcOffsetMinutes() {
    return businessUtcOffsetMinutes();
  },
  days: [
    null,
    { open: hour(8), close: hour(18) },
    { open: hour(8), close: hour(18) },
    { open: hour(8), close: hour(18) },
    { open: hour(8), close: hour(18) },
    { open: hour(8), close: hour(18) },
    { open: hour(9), close: hour(15) },
  ],
};

/** The answer we aim for: within two office hours. */
export const DEFAULT_REPLY_TARGET_MINUTES = 120;
/** The reply target staff may set: from a quarter of an hour to a week of the default office time. */
export const REPLY_TARGET_LIMITS = { minMinutes: 15, maxMinutes: 56 * 60 } as const;
/** From this share of the target on, an enquiry is shown as nearing it. */
export const NEARING_SHARE = 0.75;
/** The public figure is the median of the first replies to enquiries received in this many days. */
export const PUBLIC_FIGURE_WINDOW_DAYS = 90;
/** Fewer measured replies than this and travellers see no figure: a new site's first two replies say little. */
export const PUBLIC_FIGURE_MIN_REPLIES = 5;

/** 'We usually reply within 2 hours' speaks in whole hours, rounded up, and never of less than one. */
export function replyFigureHours(medianMinutes: number): number {
  return Math.max(1, Math.ceil(medianMinutes / 60));
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Beyond this the loop stops counting: no enquiry waits ten years. */
const MAX_DAYS = 3660;

/** Local midnight (as a UTC instant) of the local day that contains `instant`. */
function localMidnight(instant: number, hours: OfficeHours): number {
  return wallClock(instant, hours.utcOffsetMinutes).dayStart;
}

function dayOfWeek(localMidnightInstant: number, hours: OfficeHours): number {
  return wallClock(localMidnightInstant, hours.utcOffsetMinutes).weekday;
}

/** Office minutes between two instants (0 when `end` is not after `start`). */
export function officeMinutesBetween(start: Date, end: Date, hours: OfficeHours = DEFAULT_OFFICE_HOURS): number {
  const from = start.getTime();
  const to = end.getTime();
  if (!(to > from)) return 0;
  let total = 0;
  let midnight = localMidnight(from, hours);
  for (let day = 0; day < MAX_DAYS && midnight < to; day++, midnight += DAY) {
    const office = hours.days[dayOfWeek(midnight, hours)];
    if (!office) continue;
    const open = Math.max(midnight + office.open * MINUTE, from);
    const close = Math.min(midnight + office.close * MINUTE, to);
    if (close > open) total += close - open;
  }
  return Math.floor(total / MINUTE);
}

/** The instant at which `minutes` office minutes have passed since `start`. */
export function addOfficeMinutes(start: Date, minutes: number, hours: OfficeHours = DEFAULT_OFFICE_HOURS): Date {
  let left = Math.max(0, minutes) * MINUTE;
  const from = start.getTime();
  let midnight = localMidnight(from, hours);
  for (let day = 0; day < MAX_DAYS; day++, midnight += DAY) {
    const office = hours.days[dayOfWeek(midnight, hours)];
    if (!office) continue;
    const open = Math.max(midnight + office.open * MINUTE, from);
    const close = midnight + office.close * MINUTE;
    if (close <= open) continue;
    if (close - open >= left) return new Date(open + left);
    left -= close - open;
  }
  return new Date(from + MAX_DAYS * DAY);
}

/** When the office next opens, or null while it is open at `now`: the clock stands still until then. */
export function officeOpensAt(now: Date, hours: OfficeHours = DEFAULT_OFFICE_HOURS): Date | null {
  const opens = addOfficeMinutes(now, 0, hours);
  return opens.getTime() > now.getTime() ? opens : null;
}

/**
 * The latest instant from which `minutes` office minutes have passed by `end`: addOfficeMinutes run
 * backwards. Any earlier instant has at least as many office minutes to `end`, any later one fewer.
 */
export function subtractOfficeMinutes(end: Date, minutes: number, hours: OfficeHours = DEFAULT_OFFICE_HOURS): Date {
  let left = Math.max(0, minutes) * MINUTE;
  const to = end.getTime();
  if (left === 0) return new Date(to);
  let midnight = localMidnight(to, hours);
  for (let day = 0; day < MAX_DAYS; day++, midnight -= DAY) {
    const office = hours.days[dayOfWeek(midnight, hours)];
    if (!office) continue;
    const open = midnight + office.open * MINUTE;
    const close = Math.min(midnight + office.close * MINUTE, to);
    if (close <= open) continue;
    if (close - open >= left) return new Date(close - left);
    left -= close - open;
  }
  return new Date(to - MAX_DAYS * DAY);
}

/** "moved": no reply, but the enquiry moved on without one (a proposal, money received, a loss, a cancellation). */
export type ClockState = "waiting" | "nearing" | "overdue" | "answered" | "moved" | "closed";

export interface ClockReading {
  state: ClockState;
  /** Office minutes from arrival to the first reply, or to now while waiting. */
  officeMinutes: number;
  /** When the target is (or was) reached. */
  deadline: Date;
}

export interface ClockSettings {
  hours: OfficeHours;
  targetMinutes: number;
}

export const DEFAULT_CLOCK_SETTINGS: ClockSettings = {
  hours: DEFAULT_OFFICE_HOURS,
  targetMinutes: DEFAULT_REPLY_TARGET_MINUTES,
};

/** Where an enquiry's response clock stands at `now`. */
export function readClock(
  enquiry: {
    receivedAt: Date;
    firstReplyAt: Date | null;
    closedAt: Date | null;
    /** As counted when the answer was made (under the hours then in force); absent, counted now. */
    firstReplyOfficeMinutes?: number | null;
    /** Its stage is past new without a reply (trip-stages.ts movedOnWithoutReply): the clock has stopped. */
    movedOn?: boolean;
  },
  now: Date,
  settings: ClockSettings = DEFAULT_CLOCK_SETTINGS,
): ClockReading {
  const deadline = addOfficeMinutes(enquiry.receivedAt, settings.targetMinutes, settings.hours);
  if (enquiry.firstReplyAt) {
    return {
      state: "answered",
      officeMinutes:
        enquiry.firstReplyOfficeMinutes ??
        officeMinutesBetween(enquiry.receivedAt, enquiry.firstReplyAt, settings.hours),
      deadline,
    };
  }
  const officeMinutes = officeMinutesBetween(enquiry.receivedAt, now, settings.hours);
  if (enquiry.movedOn) return { state: "moved", officeMinutes, deadline };
  if (enquiry.closedAt) return { state: "closed", officeMinutes, deadline };
  if (officeMinutes >= settings.targetMinutes) return { state: "overdue", officeMinutes, deadline };
  if (officeMinutes >= settings.targetMinutes * NEARING_SHARE) return { state: "nearing", officeMinutes, deadline };
  return { state: "waiting", officeMinutes, deadline };
}

/**
 * Where the clock's states part at `now`, for counting or filtering in the database: an enquiry on the
 * clock (no reply, not closed) received at or before `overdue` is past its target, else at or before
 * `nearing` is nearing it, else waiting; exactly as readClock reads each one.
 */
export function clockCutoffs(now: Date, settings: ClockSettings = DEFAULT_CLOCK_SETTINGS) {
  return {
    overdue: subtractOfficeMinutes(now, settings.targetMinutes, settings.hours),
    // readClock compares whole minutes with the share: 89 is not nearing 120's 90, 90 is.
    nearing: subtractOfficeMinutes(now, Math.ceil(settings.targetMinutes * NEARING_SHARE), settings.hours),
  };
}

/** The median of a list of numbers (the mean of the middle two for an even count), or null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** '1 h 20 min', '45 min', '26 h 5 min' (office time, so never days: an office day is not 24 hours), for staff screens. */
export function formatOfficeDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hoursPart = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${hoursPart} h ${rest} min` : `${hoursPart} h`;
}
