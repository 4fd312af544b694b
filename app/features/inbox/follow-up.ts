// A follow-up day on an enquiry: the day staff mean to come back to it. Until then it is snoozed (out of the
// open list, in 'Snoozed'); from that day it is due and sits at the top of the open list. Pure, so the list,
// the enquiry page and the server's check read it the same way.
import { addDays, businessToday, type CalendarDate, formatCalendarDate } from "~/utils/business-calendar";

/** The furthest a follow-up may be set: a year ahead (a safari sold a year out is followed up sooner). */
export const FOLLOW_UP_MAX_DAYS = 366;
/** The quick choices beside the date: tomorrow, in three days, in a week. */
export const FOLLOW_UP_PRESETS = [
  { days: 1, label: "Tomorrow" },
  { days: 3, label: "In 3 days" },
  { days: 7, label: "In a week" },
] as const;

export type FollowUpState =
  | { kind: "none" }
  | { kind: "snoozed"; on: string }
  | { kind: "due"; on: string; late: boolean };

export function followUpState(followUpOn: string | null, now: Date): FollowUpState {
  if (!followUpOn) return { kind: "none" };
  const today = businessToday(now);
  if (followUpOn > today) return { kind: "snoozed", on: followUpOn };
  return { kind: "due", on: followUpOn, late: followUpOn < today };
}

/** "Snoozed until 3 Dec 2026", "Follow-up due today", "Follow-up due since 1 Dec 2026". */
export function followUpWords(state: FollowUpState): string | null {
  if (state.kind === "none") return null;
  if (state.kind === "snoozed") return `Snoozed until ${formatCalendarDate(state.on)}`;
  return state.late ? `Follow-up due since ${formatCalendarDate(state.on)}` : "Follow-up due today";
}

/**
 * The day a follow-up form asks for: a preset (days from today) or a date typed in, after today and within
 * FOLLOW_UP_MAX_DAYS. An error in words otherwise.
 */
export function readFollowUpDay(
  posted: { preset?: string; followUpOn?: string },
  now: Date,
): { ok: true; day: CalendarDate } | { ok: false; error: string } {
  const today = businessToday(now);
  const preset = FOLLOW_UP_PRESETS.find((choice) => String(choice.days) === posted.preset);
  if (preset) return { ok: true, day: addDays(today, preset.days) };
  const typed = posted.followUpOn?.trim() ?? "";
  if (!typed) return { ok: false, error: "Choose the day to follow up, or one of the quick choices." };
  const [year, month, day] = typed.split("-").map(Number) as [number, number, number];
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(typed) && new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === typed;
  if (!valid) return { ok: false, error: "Enter the day as a date, such as 2027-01-15." };
  if (typed <= today) return { ok: false, error: "Choose a day after today: an enquiry for today is already open." };
  if (typed > addDays(today, FOLLOW_UP_MAX_DAYS)) {
    return { ok: false, error: "Choose a day within a year from today." };
  }
  return { ok: true, day: typed };
}
