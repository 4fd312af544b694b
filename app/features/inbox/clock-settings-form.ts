// The settings page's form for the response clock: a row per weekday (open or closed, opening and closing
// time in East Africa Time) and the reply target in hours and minutes. Parsed here into ClockSettings, with
// each problem in words beside its field; the stored shape is checked again when saved.
import {
  type ClockSettings,
  DEFAULT_OFFICE_HOURS,
  type OfficeDay,
  type OfficeHours,
  REPLY_TARGET_LIMITS as TARGET_LIMITS,
} from "./office-hours";

/** Monday first, as the office's week reads; `index` counts Sunday as 0, as the stored settings do. */
export const WEEKDAYS = [
  { key: "mon", index: 1, name: "Monday" },
  { key: "tue", index: 2, name: "Tuesday" },
  { key: "wed", index: 3, name: "Wednesday" },
  { key: "thu", index: 4, name: "Thursday" },
  { key: "fri", index: 5, name: "Friday" },
  { key: "sat", index: 6, name: "Saturday" },
  { key: "sun", index: 0, name: "Sunday" },
] as const;

export type WeekdayKey = (typeof WEEKDAYS)[number]["key"];

/** A week's fields: per day an 'open' box and two times, named after `prefix` ('' for the clock, 'phone-'). */
export function weekFields(prefix: string) {
  return {
    open: (day: WeekdayKey) => `${prefix}${day}-open`,
    opens: (day: WeekdayKey) => `${prefix}${day}-opens`,
    closes: (day: WeekdayKey) => `${prefix}${day}-closes`,
  } as const;
}
export type WeekFields = ReturnType<typeof weekFields>;

export const clockField = {
  ...weekFields(""),
  targetHours: "target-hours",
  targetMinutes: "target-minutes",
} as const;

/** 480 -> '08:00'. */
export function timeText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** '08:00' (or '8:00', or '08:00:00' from a browser's time field) -> 480; null for anything else. */
export function parseTime(text: string | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec((text ?? "").trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 23 && minutes <= 59 ? hours * 60 + minutes : null;
}

/** A week's fields filled from its days (Sunday first). A closed day keeps blank times. */
export function weekFormValues(days: readonly OfficeDay[], fields: WeekFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { key, index } of WEEKDAYS) {
    const day = days[index] ?? null;
    if (day) values[fields.open(key)] = "on";
    values[fields.opens(key)] = day ? timeText(day.open) : "";
    values[fields.closes(key)] = day ? timeText(day.close) : "";
  }
  return values;
}

/** How a week's form words its problems: the office's opening and closing by default. */
export interface WeekWords {
  opens: (day: string) => string;
  closes: (day: string) => string;
  closesAfterOpening: (day: string, opens: string) => string;
}

const OFFICE_WORDS: WeekWords = {
  opens: (day) => `Enter ${day}'s opening time, such as 08:00.`,
  closes: (day) => `Enter ${day}'s closing time, such as 18:00.`,
  closesAfterOpening: (day, opens) => `${day} must close after it opens: choose a time after ${opens}.`,
};

/** A week's posted fields as days (Sunday first), with each wrong time in words beside its field. */
export function parseWeekForm(
  values: Record<string, string | undefined>,
  fields: WeekFields,
  words: WeekWords = OFFICE_WORDS,
): { days: OfficeDay[]; fieldErrors: Record<string, string>; anyOpen: boolean } {
  const fieldErrors: Record<string, string> = {};
  const days: OfficeDay[] = Array.from({ length: 7 }, () => null);
  let anyOpen = false;
  for (const { key, index, name } of WEEKDAYS) {
    if (values[fields.open(key)] !== "on") continue;
    anyOpen = true;
    const open = parseTime(values[fields.opens(key)]);
    const close = parseTime(values[fields.closes(key)]);
    if (open === null) fieldErrors[fields.opens(key)] = words.opens(name);
    if (close === null) fieldErrors[fields.closes(key)] = words.closes(name);
    else if (open !== null && close <= open)
      fieldErrors[fields.closes(key)] = words.closesAfterOpening(name, timeText(open));
    days[index] = open !== null && close !== null ? { open, close } : null;
  }
  return { days, fieldErrors, anyOpen };
}

/** The form's fields filled from saved settings. */
export function clockSettingsFormValues(settings: ClockSettings): Record<string, string> {
  const values = weekFormValues(settings.hours.days, clockField);
  values[clockField.targetHours] = String(Math.floor(settings.targetMinutes / 60));
  values[clockField.targetMinutes] = String(settings.targetMinutes % 60);
  return values;
}

export type ClockSettingsParse =
  | { ok: true; settings: ClockSettings }
  | { ok: false; fieldErrors: Record<string, string>; formError: string | null };

function wholeNumber(text: string | undefined, max: number): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= max ? value : null;
}

/** The posted form as settings, or what is wrong with it in words. */
export function parseClockSettingsForm(values: Record<string, string | undefined>): ClockSettingsParse {
  const { days, fieldErrors, anyOpen } = parseWeekForm(values, clockField);

  const hours = wholeNumber(values[clockField.targetHours], 999);
  const minutes = wholeNumber(values[clockField.targetMinutes], 59);
  if (hours === null) fieldErrors[clockField.targetHours] = "Enter the hours as a whole number, such as 2.";
  if (minutes === null) fieldErrors[clockField.targetMinutes] = "Enter the minutes as a whole number from 0 to 59.";
  const targetMinutes = (hours ?? 0) * 60 + (minutes ?? 0);
  if (
    hours !== null &&
    minutes !== null &&
    (targetMinutes < TARGET_LIMITS.minMinutes || targetMinutes > TARGET_LIMITS.maxMinutes)
  ) {
    fieldErrors[clockField.targetHours] =
      `The target must be between ${TARGET_LIMITS.minMinutes} minutes and ${TARGET_LIMITS.maxMinutes / 60} hours of office time.`;
  }

  const formError = anyOpen ? null : "Choose at least one day the office is open: the clock only counts office time.";
  if (Object.keys(fieldErrors).length > 0 || formError) return { ok: false, fieldErrors, formError };
  const officeHours: OfficeHours = {
    utcOffsetMinutes: DEFAULT_OFFICE_HOURS.utcOffsetMinutes,
    days: days as unknown as OfficeHours["days"],
  };
  return { ok: true, settings: { hours: officeHours, targetMinutes } };
}
