import { describe, expect, it } from "vitest";
import { escapeText, foldLine, tripCalendar } from "./trip-calendar";

const trip = {
  reference: "KSF-1042",
  packageTitle: "Masai Mara, Lake Nakuru; Amboseli",
  start: "2027-07-30",
  end: "2027-08-02",
  url: "https://heartbeest.example/trip/abc",
  balanceDue: { date: "2027-05-31", amount: "USD 3,150.00" },
  domain: "heartbeest.example",
  now: new Date("2026-11-25T14:05:09.123Z"),
};

/** Unfolds and splits an iCalendar text into its events' properties. */
function events(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      found.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}

describe("tripCalendar", () => {
  const ics = tripCalendar(trip);

  it("is a calendar of CRLF lines none longer than 75 octets", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("holds the safari as an all-day event from the first day to the day after the last", () => {
    const [safari] = events(ics);
    expect(safari).toMatchObject({
      UID: "ksf-1042-trip@heartbeest.example",
      "DTSTART;VALUE=DATE": "20270730",
      "DTEND;VALUE=DATE": "20270803",
      SUMMARY: "Masai Mara\\, Lake Nakuru\\; Amboseli (KSF-1042)",
      DTSTAMP: "20261125T140509Z",
      URL: "https://heartbeest.example/trip/abc",
    });
  });

  it("holds the balance due date as a one-day event", () => {
    const [, balance] = events(ics);
    expect(balance).toMatchObject({
      UID: "ksf-1042-balance@heartbeest.example",
      "DTSTART;VALUE=DATE": "20270531",
      "DTEND;VALUE=DATE": "20270601",
      SUMMARY: "Safari balance due: USD 3\\,150.00 (KSF-1042)",
    });
  });

  it("has no balance event once nothing is owed", () => {
    expect(events(tripCalendar({ ...trip, balanceDue: null }))).toHaveLength(1);
  });
});

describe("escapeText and foldLine", () => {
  it("escapes the characters TEXT reserves", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds between characters, never inside one", () => {
    const line = `SUMMARY:${"é".repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });
});
