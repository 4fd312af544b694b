// The business calendar: calendar-date arithmetic, and every question about "today", "this month" and
// "overdue" asked one minute either side of Nairobi's midnight (23:59 is 20:59Z, 00:01 is 21:01Z).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  BUSINESS_TIME_ZONE,
  businessDayOf,
  businessDaysInstants,
  businessMonth,
  businessToday,
  businessUtcOffsetMinutes,
  businessWallClockInstant,
  compareDates,
  daysBetween,
  formatBusinessDateTime,
  formatCalendarDate,
  fromDateTimeInput,
  isCalendarDate,
  isOverdue,
  monthStart,
  startOfBusinessDay,
  toBusinessIso,
  toDateTimeInput,
  wallClock,
  weekStart,
} from "./business-calendar";

/** 23:59 on 30 November and 00:01 on 1 December in Nairobi: the last minute of a month and the first of the next. */
const BEFORE_MIDNIGHT = new Date("2026-11-30T20:59:00Z");
const AFTER_MIDNIGHT = new Date("2026-11-30T21:01:00Z");

describe("calendar dates", () => {
  it.each([
    ["2027-07-01", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2027-04-31", false],
    ["2027-13-01", false],
    ["2027-00-10", false],
    ["2027-7-1", false],
    ["01/07/2027", false],
    ["2027-07-01T00:00:00Z", false],
    ["", false],
  ])("%s is a calendar date: %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-07-01", 4)).toBe("2027-07-05");
    expect(addDays("2027-12-30", 3)).toBe("2028-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2027-07-01", "2027-07-05")).toBe(4);
    expect(daysBetween("2027-07-05", "2027-07-01")).toBe(-4);
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
    expect(daysBetween("2026-01-01", "2029-01-01")).toBe(3 * 365 + 1);
  });

  it("refuses to count from something that is not a date", () => {
    expect(() => addDays("2027-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("1 July 2027", "2027-07-01")).toThrow(RangeError);
  });

  it("compares, and moves by months, weeks and month starts", () => {
    expect(compareDates("2026-11-30", "2026-12-01")).toBeLessThan(0);
    expect(compareDates("2026-12-01", "2026-12-01")).toBe(0);
    expect(compareDates("2027-01-01", "2026-12-31")).toBeGreaterThan(0);
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2024-02-29", -36)).toBe("2021-02-28");
    expect(monthStart("2026-11-30")).toBe("2026-11-01");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
  });
});

describe("today and the business day of an instant", () => {
  it("keeps East Africa Time, UTC+3 all year", () => {
    expect(BUSINESS_TIME_ZONE).toBe("Africa/Nairobi");
    expect(businessUtcOffsetMinutes()).toBe(180);
  });

  it("turns at midnight in Nairobi, not in UTC", () => {
    expect(businessToday(BEFORE_MIDNIGHT)).toBe("2026-11-30");
    expect(businessToday(AFTER_MIDNIGHT)).toBe("2026-12-01");
    expect(businessDayOf(new Date("2026-11-28T20:59:59Z"))).toBe("2026-11-28");
    expect(businessDayOf(new Date("2026-11-28T21:00:00Z"))).toBe("2026-11-29");
    expect(businessDayOf("2027-06-30T22:30:00Z")).toBe("2027-07-01");
    // The UTC day there is still the 30th: a server in UTC must not be asked.
    expect(new Date("2027-06-30T22:30:00Z").toISOString().slice(0, 10)).toBe("2027-06-30");
  });

  it("gives each business day's first instant, and a range's [start, end)", () => {
    expect(startOfBusinessDay("2026-12-01")).toEqual(new Date("2026-11-30T21:00:00Z"));
    expect(businessDaysInstants("2026-09-01", "2026-09-30")).toEqual({
      start: new Date("2026-08-31T21:00:00Z"),
      end: new Date("2026-09-30T21:00:00Z"),
    });
    const { start, end } = businessDaysInstants("2026-11-30", "2026-11-30");
    expect(BEFORE_MIDNIGHT >= start && BEFORE_MIDNIGHT < end).toBe(true);
    expect(AFTER_MIDNIGHT >= start && AFTER_MIDNIGHT < end).toBe(false);
  });
});

describe("this month and last month", () => {
  it("is November at 23:59 on 30 November and December a minute after midnight", () => {
    expect(businessMonth(BEFORE_MIDNIGHT)).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      start: new Date("2026-10-31T21:00:00Z"),
      end: new Date("2026-11-30T21:00:00Z"),
    });
    expect(businessMonth(AFTER_MIDNIGHT)).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
    expect(businessMonth(BEFORE_MIDNIGHT, -1)).toMatchObject({ from: "2026-10-01", to: "2026-10-31" });
    expect(businessMonth(AFTER_MIDNIGHT, -1)).toMatchObject({ from: "2026-11-01", to: "2026-11-30" });
  });

  it("knows February's length and the turn of the year", () => {
    expect(businessMonth(new Date("2028-02-15T09:00:00Z"))).toMatchObject({ from: "2028-02-01", to: "2028-02-29" });
    expect(businessMonth(new Date("2026-12-31T21:01:00Z"), -1)).toMatchObject({ from: "2026-12-01", to: "2026-12-31" });
  });
});

describe("due and overdue", () => {
  it("a payment due on 30 November is due until 23:59 that night in Nairobi and overdue from 00:01", () => {
    expect(isOverdue("2026-11-30", BEFORE_MIDNIGHT)).toBe(false);
    expect(isOverdue("2026-11-30", AFTER_MIDNIGHT)).toBe(true);
    expect(isOverdue("2026-11-30", "2026-11-30")).toBe(false);
    expect(isOverdue("2026-11-30", "2026-12-01")).toBe(true);
  });
});

describe("the office-hour clock", () => {
  it("reads Nairobi's weekday and minute of the day either side of midnight", () => {
    // Monday 30 November 23:59, then Tuesday 1 December 00:01.
    expect(wallClock(BEFORE_MIDNIGHT)).toEqual({
      weekday: 1,
      minuteOfDay: 23 * 60 + 59,
      dayStart: Date.parse("2026-11-29T21:00:00Z"),
    });
    expect(wallClock(AFTER_MIDNIGHT)).toEqual({
      weekday: 2,
      minuteOfDay: 1,
      dayStart: Date.parse("2026-11-30T21:00:00Z"),
    });
  });

  it("reads a clock kept at another offset", () => {
    // 02:00 UTC on Tuesday is 21:00 on Monday in New York (UTC-5).
    expect(wallClock(new Date("2026-12-01T02:00:00Z"), -300)).toEqual({
      weekday: 1,
      minuteOfDay: 21 * 60,
      dayStart: Date.parse("2026-11-30T05:00:00Z"),
    });
  });
});

describe("times for staff", () => {
  it("shows an instant in business time", () => {
    expect(formatBusinessDateTime(new Date("2026-11-22T12:04:00Z"))).toBe("22 Nov 2026, 15:04");
    expect(formatBusinessDateTime(BEFORE_MIDNIGHT)).toBe("30 Nov 2026, 23:59");
    expect(formatBusinessDateTime(AFTER_MIDNIGHT)).toBe("1 Dec 2026, 00:01");
    expect(formatBusinessDateTime(null)).toBe("");
    expect(formatBusinessDateTime("not a time")).toBe("");
    expect(formatCalendarDate("2026-11-22")).toBe("22 Nov 2026");
    expect(formatCalendarDate("someday")).toBe("someday");
  });

  it("writes and reads <input type=datetime-local> values in business time", () => {
    expect(toDateTimeInput(BEFORE_MIDNIGHT)).toBe("2026-11-30T23:59");
    expect(toDateTimeInput("2026-11-30T21:01:00Z")).toBe("2026-12-01T00:01");
    expect(toDateTimeInput(null)).toBe("");
    expect(fromDateTimeInput("2026-11-30T23:59")).toEqual(BEFORE_MIDNIGHT);
    expect(fromDateTimeInput("2026-12-01T00:01:00")).toEqual(AFTER_MIDNIGHT);
    // As Date's own parser reads them: 24:00 is the next midnight, 31 February rolls into March.
    expect(fromDateTimeInput("2026-11-30T24:00")).toEqual(new Date("2026-11-30T21:00:00Z"));
    expect(fromDateTimeInput("2026-02-31T10:00")).toEqual(new Date("2026-03-03T07:00:00Z"));
    for (const refused of [
      "2026-11-30T25:00",
      "2026-11-30T24:01",
      "2026-11-30T23:60",
      "2026-13-01T10:00",
      "2026-11-32T10:00",
      "2026-11-30",
      "",
    ]) {
      expect(fromDateTimeInput(refused)).toBeNull();
    }
  });

  it("writes a wall clock and an instant in business time", () => {
    expect(toBusinessIso(AFTER_MIDNIGHT)).toBe("2026-12-01T00:01:00+03:00");
    expect(businessWallClockInstant(2026, 11, 30, 23, 59)).toEqual(BEFORE_MIDNIGHT);
  });
});

describe("one calendar", () => {
  it("the office clock, the business day and its first instant agree at every minute around midnight", () => {
    for (let minute = -90; minute <= 90; minute++) {
      const instant = new Date(Date.parse("2026-11-30T21:00:00Z") + minute * 60_000);
      const clock = wallClock(instant);
      expect(new Date(clock.dayStart)).toEqual(startOfBusinessDay(businessDayOf(instant)));
      expect(toBusinessIso(instant).slice(11, 16)).toBe(
        `${String(Math.floor(clock.minuteOfDay / 60)).padStart(2, "0")}:${String(clock.minuteOfDay % 60).padStart(2, "0")}`,
      );
    }
  });
});

describe("loading the calendar", () => {
  // Every page that imports the calendar (both booking forms, the office hours) loads it before it can respond,
  // and the first date formatter a browser makes costs tens of milliseconds: none is made until one is needed.
  // Loaded in a process of its own, since this file's imports (and the time-zone library's own cache of
  // formatters) have loaded it already here.
  it("makes no date formatter while it loads", async () => {
    const counted = await runInFreshProcess(`
      let made = 0;
      const RealFormat = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(RealFormat, {
        construct(target, args, newTarget) { made += 1; return Reflect.construct(target, args, newTarget); },
      });
      const calendar = await import("./app/utils/business-calendar.ts");
      await import("./app/features/inbox/office-hours.ts");
      const atLoad = made;
      calendar.formatCalendarDate("2026-11-22");
      console.log(JSON.stringify({ atLoad, afterUse: made }));
    `);
    expect(JSON.parse(counted)).toEqual({ atLoad: 0, afterUse: 1 });
  });
});

async function runInFreshProcess(source: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    "--import",
    "tsx",
    "--input-type=module",
    "-e",
    source,
  ]);
  return stdout.trim();
}
