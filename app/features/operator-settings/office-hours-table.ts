// The office hours as travellers read them on the contact page, from the response clock's settings (saved at
// /admin/settings): Monday first, days with the same hours joined ('Monday – Friday'), times by Intl.
import type { OfficeHours } from "~/features/inbox/office-hours";
import { intlLocale } from "~/i18n/translate";
import { dateTimeFormat } from "~/utils/intl-formats";
import type { WeekHours } from "~/utils/public-operator-facts";

export interface OfficeHoursRow {
  /** 'Monday – Friday', or one day's name. */
  days: string;
  /** '8 AM – 6 PM' in the office's time; null when closed. */
  hours: string | null;
}

// Sunday first, as OfficeHours counts; 3 January 2021 was a Sunday.
const dayDate = (index: number) => new Date(Date.UTC(2021, 0, 3 + index));
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** The table in `locale` (the page's language unless given): "Monday – Friday", "8 AM – 6 PM" / "08–18 Uhr". */
export function officeHoursTable(
  hours: Pick<OfficeHours, "days"> | { days: WeekHours },
  locale: string = intlLocale(),
): OfficeHoursRow[] {
  const dayName = dateTimeFormat({ weekday: "long", timeZone: "UTC" }, locale);
  const withMinutes = hours.days.some((day) => day && (day.open % 60 !== 0 || day.close % 60 !== 0));
  const time = dateTimeFormat(
    { hour: "numeric", ...(withMinutes ? { minute: "2-digit" as const } : {}), timeZone: "UTC" },
    locale,
  );
  const at = (minutes: number) => new Date(Date.UTC(2021, 0, 4, 0, minutes));
  const key = (index: number) => {
    const day = hours.days[index];
    return day ? `${day.open}-${day.close}` : "closed";
  };

  // Runs of consecutive days (Monday first) with the same hours.
  const runs: { first: number; last: number }[] = [];
  for (const index of MONDAY_FIRST) {
    const run = runs.at(-1);
    if (run && key(run.last) === key(index)) run.last = index;
    else runs.push({ first: index, last: index });
  }
  const rows = runs.map(({ first, last }): OfficeHoursRow => {
    const day = hours.days[first];
    return {
      days:
        first === last
          ? dayName.format(dayDate(first))
          : `${dayName.format(dayDate(first))} – ${dayName.format(dayDate(last))}`,
      hours: day ? time.formatRange(at(day.open), at(day.close)) : null,
    };
  });
  return rows;
}

/**
 * The open rows in one line for running text: "Monday – Friday 8 AM – 8 PM, Saturday 9 AM – 3 PM". A line
 * may break between the days and their times, never inside the times ("08–" over "20 Uhr").
 */
export function weekHoursText(days: WeekHours, locale: string = intlLocale()): string {
  const unbroken = (hours: string) =>
    hours
      .replace(/ /g, "\u00a0")
      .replace(/\u2009/g, "\u202f")
      .replace(/([–-])/g, "$1\u2060");
  return officeHoursTable({ days }, locale)
    .flatMap((row) => (row.hours === null ? [] : [`${row.days} ${unbroken(row.hours)}`]))
    .join(", ");
}
