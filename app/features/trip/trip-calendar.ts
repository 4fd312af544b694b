// The trip as an iCalendar file (RFC 5545), written by hand: two all-day events need about thirty lines,
// which is less to keep than a dependency, and the rules that matter (CRLF lines, folding at 75 octets,
// escaped text, DATE values with an exclusive end) are all here and tested. The events are worded in the
// current language (the booking's: trip-downloads.server.ts).
import { tripCalendarMessages } from "~/i18n/messages/en/trip-calendar";
import { translate } from "~/i18n/translate";
import { addDays } from "~/utils/business-calendar";

const t = (id: keyof typeof tripCalendarMessages & string, values: Record<string, string>) =>
  translate(tripCalendarMessages, id, values);

export interface CalendarTrip {
  reference: string;
  packageTitle: string;
  /** First and last day of the trip (calendar dates). */
  start: string;
  end: string;
  /** The trip page's address, so the event leads back to it. */
  url: string;
  /** The balance's due date and what is owed, while something is owed. */
  balanceDue: { date: string; amount: string } | null;
  /** The domain UIDs are made unique in. */
  domain: string;
  now: Date;
}

const PRODUCT = "-//Heartbeest Safari//Trip page//EN";

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // The first line holds 75 octets; the others 74 after their leading space.
    if (size + octets > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += character;
    size += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const dateValue = (date: string) => date.replaceAll("-", "");
const stamp = (now: Date) => `${now.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

function allDayEvent(
  uid: string,
  start: string,
  endExclusive: string,
  summary: string,
  description: string,
  trip: CalendarTrip,
) {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp(trip.now)}`,
    `DTSTART;VALUE=DATE:${dateValue(start)}`,
    `DTEND;VALUE=DATE:${dateValue(endExclusive)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${trip.url}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

export function tripCalendar(trip: CalendarTrip): string {
  const reference = trip.reference.toLowerCase();
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...allDayEvent(
      `${reference}-trip@${trip.domain}`,
      trip.start,
      addDays(trip.end, 1),
      t("tripCalendar.trip.summary", { packageTitle: trip.packageTitle, reference: trip.reference }),
      t("tripCalendar.trip.description", { reference: trip.reference, url: trip.url }),
      trip,
    ),
  ];
  if (trip.balanceDue) {
    lines.push(
      ...allDayEvent(
        `${reference}-balance@${trip.domain}`,
        trip.balanceDue.date,
        addDays(trip.balanceDue.date, 1),
        t("tripCalendar.balance.summary", { amount: trip.balanceDue.amount, reference: trip.reference }),
        t("tripCalendar.balance.description", { reference: trip.reference, url: trip.url }),
        trip,
      ),
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
