// The response clock's arithmetic against a calendar: office time only (Mon-Fri 8:00-18:00, Sat 9:00-15:00,
// Sunday closed, East Africa Time), across nights, Sundays and weeks, and the states the inbox shows.
import { describe, expect, it } from "vitest";
import {
  addOfficeMinutes,
  type ClockSettings,
  clockCutoffs,
  DEFAULT_CLOCK_SETTINGS,
  DEFAULT_OFFICE_HOURS,
  DEFAULT_REPLY_TARGET_MINUTES,
  formatOfficeDuration,
  median,
  type OfficeHours,
  officeMinutesBetween,
  readClock,
  subtractOfficeMinutes,
} from "./office-hours";

/** A wall-clock time in Nairobi (UTC+3). 23 November 2026 is a Monday. */
const eat = (text: string) => new Date(`${text}:00+03:00`);
const MINUTE = 60_000;

describe("officeMinutesBetween", () => {
  it.each([
    ["Friday 17:30 to Saturday 9:30: half an hour each side of the night", "2026-11-27T17:30", "2026-11-28T09:30", 60],
    ["within one office day", "2026-11-23T09:00", "2026-11-23T10:15", 75],
    ["from before opening", "2026-11-23T06:00", "2026-11-23T08:30", 30],
    ["from after closing to the next morning", "2026-11-23T19:00", "2026-11-24T08:10", 10],
    ["a whole weekday", "2026-11-24T00:00", "2026-11-25T00:00", 600],
    ["a whole Saturday", "2026-11-28T00:00", "2026-11-29T00:00", 360],
    ["Saturday 14:00 to Monday 9:00 (the Sunday counts nothing)", "2026-11-28T14:00", "2026-11-30T09:00", 120],
    ["a Sunday arrival answered on Monday", "2026-11-29T11:00", "2026-11-30T08:45", 45],
    ["all of a Sunday", "2026-11-29T00:00", "2026-11-30T00:00", 0],
    ["a Sunday arrival answered late on Sunday", "2026-11-29T10:00", "2026-11-29T23:59", 0],
    ["after Saturday's closing to Monday's opening", "2026-11-28T15:00", "2026-11-30T08:00", 0],
    ["one week, Monday to Monday", "2026-11-23T08:00", "2026-11-30T08:00", 5 * 600 + 360],
    ["two weeks and a bit, across a month's end", "2026-11-23T08:00", "2026-12-07T08:20", 2 * (5 * 600 + 360) + 20],
    [
      "Wednesday evening to the next Tuesday noon",
      "2026-11-25T17:00",
      "2026-12-01T12:00",
      60 + 600 + 600 + 360 + 600 + 240,
    ],
  ])("%s", (_label, from, to, minutes) => {
    expect(officeMinutesBetween(eat(from), eat(to))).toBe(minutes);
  });

  it("reads instants, not the server's time zone: 14:30 UTC is 17:30 in Nairobi", () => {
    expect(officeMinutesBetween(new Date("2026-11-27T14:30:00Z"), new Date("2026-11-28T06:30:00Z"))).toBe(60);
    // 5:00 UTC on a Monday is 8:00 in Nairobi: the office has just opened.
    expect(officeMinutesBetween(new Date("2026-11-30T04:00:00Z"), new Date("2026-11-30T05:00:00Z"))).toBe(0);
    expect(officeMinutesBetween(new Date("2026-11-30T05:00:00Z"), new Date("2026-11-30T06:00:00Z"))).toBe(60);
  });

  it("is 0 when the end is not after the start, and counts whole minutes only", () => {
    expect(officeMinutesBetween(eat("2026-11-24T10:00"), eat("2026-11-24T10:00"))).toBe(0);
    expect(officeMinutesBetween(eat("2026-11-24T11:00"), eat("2026-11-24T10:00"))).toBe(0);
    const start = eat("2026-11-24T10:00");
    expect(officeMinutesBetween(start, new Date(start.getTime() + 59_999))).toBe(0);
    expect(officeMinutesBetween(start, new Date(start.getTime() + 60_000))).toBe(1);
    expect(officeMinutesBetween(new Date(Number.NaN), start)).toBe(0);
  });

  it("adds up the same however a span is cut", () => {
    const points = ["2026-11-23T07:00", "2026-11-25T12:34", "2026-11-28T14:59", "2026-11-29T20:00", "2026-12-02T09:01"];
    let sum = 0;
    for (let index = 1; index < points.length; index++) {
      sum += officeMinutesBetween(eat(points[index - 1] as string), eat(points[index] as string));
    }
    expect(sum).toBe(officeMinutesBetween(eat(points[0] as string), eat(points.at(-1) as string)));
  });

  it("follows other hours and other time zones", () => {
    const sundayMornings: OfficeHours = {
      utcOffsetMinutes: 180,
      days: [{ open: 600, close: 840 }, null, null, null, null, null, null],
    };
    expect(officeMinutesBetween(eat("2026-11-28T12:00"), eat("2026-11-30T12:00"), sundayMornings)).toBe(240);
    // An office in New York (UTC-5) open 9:00-17:00 on weekdays: 13:00-15:00 UTC on a Monday is 8:00-10:00 there.
    const newYork: OfficeHours = {
      utcOffsetMinutes: -300,
      days: [null, ...Array(5).fill({ open: 540, close: 1020 }), null] as unknown as OfficeHours["days"],
    };
    expect(officeMinutesBetween(new Date("2026-11-30T13:00:00Z"), new Date("2026-11-30T15:00:00Z"), newYork)).toBe(60);
    // Friday 16:00 to Monday 10:00 in New York: one hour on Friday, one on Monday.
    expect(officeMinutesBetween(new Date("2026-11-27T21:00:00Z"), new Date("2026-11-30T15:00:00Z"), newYork)).toBe(120);
  });
});

describe("addOfficeMinutes", () => {
  it.each([
    ["an hour from Friday 17:30 is Saturday 9:30", "2026-11-27T17:30", 60, "2026-11-28T09:30"],
    ["half an hour from Friday 17:30 is the closing time itself", "2026-11-27T17:30", 30, "2026-11-27T18:00"],
    ["two hours from Saturday 14:00 is Monday 9:00", "2026-11-28T14:00", 120, "2026-11-30T09:00"],
    ["two hours from a Sunday arrival is Monday 10:00", "2026-11-29T11:00", 120, "2026-11-30T10:00"],
    ["from before opening, the count starts at opening", "2026-11-24T06:15", 45, "2026-11-24T08:45"],
    [
      "a week of office time from Monday 8:00 runs out at Saturday's closing",
      "2026-11-23T08:00",
      3360,
      "2026-11-28T15:00",
    ],
    ["and a minute more is Monday 8:01", "2026-11-23T08:00", 3361, "2026-11-30T08:01"],
  ])("%s", (_label, from, minutes, expected) => {
    expect(addOfficeMinutes(eat(from), minutes).toISOString()).toBe(eat(expected).toISOString());
  });

  it("is the inverse of officeMinutesBetween, and the earliest such instant", () => {
    const firstStart = eat("2026-11-21T00:00").getTime();
    for (let start = firstStart; start < firstStart + 8 * 24 * 60 * MINUTE; start += 97 * MINUTE) {
      for (const minutes of [1, 59, 60, 90, 120, 361, 600, 1234, 3360]) {
        const from = new Date(start);
        const at = addOfficeMinutes(from, minutes);
        expect(officeMinutesBetween(from, at), `${from.toISOString()} + ${minutes}`).toBe(minutes);
        // A minute earlier, one office minute is still to come: the deadline is not later than it must be.
        expect(officeMinutesBetween(from, new Date(at.getTime() - MINUTE))).toBe(minutes - 1);
      }
    }
  });

  it("treats a negative amount as none", () => {
    expect(addOfficeMinutes(eat("2026-11-24T10:00"), -30).toISOString()).toBe(eat("2026-11-24T10:00").toISOString());
  });
});

describe("subtractOfficeMinutes", () => {
  it.each([
    ["two office hours before Monday 9:00 is Saturday 14:00", "2026-11-30T09:00", 120, "2026-11-28T14:00"],
    ["two before Monday 10:00 is Monday's opening itself", "2026-11-30T10:00", 120, "2026-11-30T08:00"],
    ["an hour before Saturday 9:30 is Friday 17:30", "2026-11-28T09:30", 60, "2026-11-27T17:30"],
    ["from a Sunday, the count starts at Saturday's closing", "2026-11-29T12:00", 30, "2026-11-28T14:30"],
  ])("%s", (_label, to, minutes, expected) => {
    expect(subtractOfficeMinutes(eat(to), minutes).toISOString()).toBe(eat(expected).toISOString());
  });

  it("is the latest start from which that many office minutes have passed", () => {
    const firstEnd = eat("2026-11-30T00:00").getTime();
    for (let end = firstEnd; end < firstEnd + 8 * 24 * 60 * MINUTE; end += 89 * MINUTE) {
      for (const minutes of [1, 45, 90, 120, 600, 1234]) {
        const to = new Date(end);
        const from = subtractOfficeMinutes(to, minutes);
        expect(officeMinutesBetween(from, to), `${to.toISOString()} - ${minutes}`).toBe(minutes);
        expect(officeMinutesBetween(new Date(from.getTime() + MINUTE), to)).toBe(minutes - 1);
      }
    }
  });
});

describe("clockCutoffs", () => {
  it("part the states exactly where readClock does", () => {
    const settingsList: ClockSettings[] = [DEFAULT_CLOCK_SETTINGS, { hours: DEFAULT_OFFICE_HOURS, targetMinutes: 50 }];
    for (const settings of settingsList) {
      for (const now of ["2026-11-30T10:17", "2026-11-29T12:00", "2026-11-28T09:05", "2026-12-01T18:30"].map(eat)) {
        const cutoffs = clockCutoffs(now, settings);
        for (let minutesAgo = 0; minutesAgo < 4 * 24 * 60; minutesAgo += 7) {
          const receivedAt = new Date(now.getTime() - minutesAgo * MINUTE);
          const expected = readClock({ receivedAt, firstReplyAt: null, closedAt: null }, now, settings).state;
          const byCutoff =
            receivedAt <= cutoffs.overdue ? "overdue" : receivedAt <= cutoffs.nearing ? "nearing" : "waiting";
          expect(byCutoff, `${receivedAt.toISOString()} at ${now.toISOString()}`).toBe(expected);
        }
      }
    }
  });
});

describe("readClock", () => {
  const received = eat("2026-11-23T08:00");
  const waitingAt = (time: string) =>
    readClock({ receivedAt: received, firstReplyAt: null, closedAt: null }, eat(time));

  it("waits, nears the target from three quarters of it, and is past it at the target", () => {
    expect(DEFAULT_REPLY_TARGET_MINUTES).toBe(120);
    expect(waitingAt("2026-11-23T08:00")).toMatchObject({ state: "waiting", officeMinutes: 0 });
    expect(waitingAt("2026-11-23T09:29")).toMatchObject({ state: "waiting", officeMinutes: 89 });
    expect(waitingAt("2026-11-23T09:30")).toMatchObject({ state: "nearing", officeMinutes: 90 });
    expect(waitingAt("2026-11-23T09:59")).toMatchObject({ state: "nearing", officeMinutes: 119 });
    expect(waitingAt("2026-11-23T10:00")).toMatchObject({ state: "overdue", officeMinutes: 120 });
    expect(waitingAt("2026-11-25T10:00")).toMatchObject({ state: "overdue", officeMinutes: 1320 });
    expect(waitingAt("2026-11-23T09:00").deadline.toISOString()).toBe(eat("2026-11-23T10:00").toISOString());
  });

  it("stands still overnight and on Sunday", () => {
    const friday = { receivedAt: eat("2026-11-27T17:00"), firstReplyAt: null, closedAt: null };
    expect(readClock(friday, eat("2026-11-27T23:00"))).toMatchObject({ state: "waiting", officeMinutes: 60 });
    expect(readClock(friday, eat("2026-11-28T09:29"))).toMatchObject({ state: "waiting", officeMinutes: 89 });
    expect(readClock(friday, eat("2026-11-28T09:30"))).toMatchObject({ state: "nearing", officeMinutes: 90 });
    expect(readClock(friday, eat("2026-11-28T10:00")).state).toBe("overdue");
    expect(readClock(friday, eat("2026-11-28T10:00")).deadline.toISOString()).toBe(
      eat("2026-11-28T10:00").toISOString(),
    );

    const sunday = { receivedAt: eat("2026-11-29T23:00"), firstReplyAt: null, closedAt: null };
    expect(readClock(sunday, eat("2026-11-30T07:59"))).toMatchObject({ state: "waiting", officeMinutes: 0 });
    expect(readClock(sunday, eat("2026-11-30T07:59")).deadline.toISOString()).toBe(
      eat("2026-11-30T10:00").toISOString(),
    );
  });

  it("stops at the first reply, whatever the time now, and a closed enquiry is off the clock", () => {
    const answered = { receivedAt: received, firstReplyAt: eat("2026-11-23T08:50"), closedAt: null };
    expect(readClock(answered, eat("2026-12-20T12:00"))).toMatchObject({ state: "answered", officeMinutes: 50 });
    const answeredLate = { receivedAt: eat("2026-11-27T17:30"), firstReplyAt: eat("2026-11-30T09:00"), closedAt: null };
    expect(readClock(answeredLate, eat("2026-12-01T09:00"))).toMatchObject({ state: "answered", officeMinutes: 450 });
    const answeredThenClosed = { ...answered, closedAt: eat("2026-11-24T12:00") };
    expect(readClock(answeredThenClosed, eat("2026-12-01T09:00")).state).toBe("answered");
    const closed = { receivedAt: received, firstReplyAt: null, closedAt: eat("2026-11-23T09:00") };
    expect(readClock(closed, eat("2026-11-25T12:00")).state).toBe("closed");
  });

  it("follows the target and hours it is given", () => {
    const settings: ClockSettings = { hours: DEFAULT_OFFICE_HOURS, targetMinutes: 60 };
    const enquiry = { receivedAt: received, firstReplyAt: null, closedAt: null };
    expect(readClock(enquiry, eat("2026-11-23T08:44"), settings).state).toBe("waiting");
    expect(readClock(enquiry, eat("2026-11-23T08:45"), settings).state).toBe("nearing");
    expect(readClock(enquiry, eat("2026-11-23T09:00"), settings).state).toBe("overdue");
    expect(readClock(enquiry, eat("2026-11-23T09:00"), DEFAULT_CLOCK_SETTINGS).state).toBe("waiting");
  });
});

describe("median", () => {
  it("is null for nothing, the middle value for an odd count and the mean of the middle two for an even one", () => {
    expect(median([])).toBeNull();
    expect(median([42])).toBe(42);
    expect(median([30, 5, 12])).toBe(12);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([1, 1000, 2, 3, 4])).toBe(3);
  });

  it("sorts numbers as numbers and leaves the list as it was", () => {
    const values = [100, 9, 20];
    expect(median(values)).toBe(20);
    expect(values).toEqual([100, 9, 20]);
  });
});

describe("formatOfficeDuration", () => {
  it.each([
    [0, "0 min"],
    [45, "45 min"],
    [59.6, "1 h"],
    [60, "1 h"],
    [80, "1 h 20 min"],
    [1565, "26 h 5 min"],
    [-5, "0 min"],
  ])("%s minutes read '%s'", (minutes, text) => {
    expect(formatOfficeDuration(minutes)).toBe(text);
  });
});

describe("the office day turns at midnight in Nairobi", () => {
  // Open all Sunday (00:00-24:00) and no other day: 23:59 on Saturday 28 November in Nairobi (20:59Z) is
  // outside, 00:01 on Sunday (21:01Z, still Saturday in UTC) is inside.
  const sundaysOnly: OfficeHours = {
    utcOffsetMinutes: DEFAULT_OFFICE_HOURS.utcOffsetMinutes,
    days: [{ open: 0, close: 24 * 60 }, null, null, null, null, null, null],
  };
  const beforeMidnight = new Date("2026-11-28T20:59:00Z");
  const afterMidnight = new Date("2026-11-28T21:01:00Z");

  it("counts only the Sunday minutes of a span across it", () => {
    expect(officeMinutesBetween(beforeMidnight, afterMidnight, sundaysOnly)).toBe(1);
    expect(officeMinutesBetween(beforeMidnight, new Date("2026-11-28T21:00:00Z"), sundaysOnly)).toBe(0);
  });

  it("starts the count at Sunday's midnight for an enquiry at 23:59, and at once for one at 00:01", () => {
    expect(addOfficeMinutes(beforeMidnight, 10, sundaysOnly)).toEqual(new Date("2026-11-28T21:10:00Z"));
    expect(addOfficeMinutes(afterMidnight, 10, sundaysOnly)).toEqual(new Date("2026-11-28T21:11:00Z"));
  });

  it("keeps the default office hours in East Africa Time", () => {
    expect(DEFAULT_OFFICE_HOURS.utcOffsetMinutes).toBe(180);
    // Friday 27 November 23:59 and Saturday 00:01 both wait for Saturday's 9:00 opening.
    expect(addOfficeMinutes(new Date("2026-11-27T20:59:00Z"), 60)).toEqual(eat("2026-11-28T10:00"));
    expect(addOfficeMinutes(new Date("2026-11-27T21:01:00Z"), 60)).toEqual(eat("2026-11-28T10:00"));
  });
});
