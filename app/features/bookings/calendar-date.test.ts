import { describe, expect, it } from "vitest";
import {
  addDays,
  BUSINESS_TIME_ZONE,
  daysBetween,
  departureFor,
  isCalendarDate,
  localToday,
  todayIn,
} from "./calendar-date";

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

  it("tells the day in Nairobi, which can differ from the day in UTC or Los Angeles", () => {
    const lateEveningUtc = new Date("2027-06-30T22:30:00Z");
    expect(todayIn(BUSINESS_TIME_ZONE, lateEveningUtc)).toBe("2027-07-01");
    expect(todayIn("UTC", lateEveningUtc)).toBe("2027-06-30");
    expect(todayIn("America/Los_Angeles", lateEveningUtc)).toBe("2027-06-30");
    expect(todayIn(BUSINESS_TIME_ZONE, new Date("2027-06-30T20:59:59Z"))).toBe("2027-06-30");
  });

  it("gives the local day of a Date", () => {
    expect(localToday(new Date(2027, 6, 1, 23, 59))).toBe("2027-07-01");
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-07-01", 4)).toBe("2027-07-05");
    expect(addDays("2027-12-30", 3)).toBe("2028-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(daysBetween("2027-07-01", "2027-07-05")).toBe(4);
    expect(daysBetween("2027-07-05", "2027-07-01")).toBe(-4);
  });

  it("proposes the safari's last day as the departure: 7 days from 14 July end on 20 July", () => {
    expect(departureFor("2027-07-14", 7)).toBe("2027-07-20");
    expect(departureFor("2027-12-29", 4)).toBe("2028-01-01");
    expect(departureFor("2028-02-27", 3)).toBe("2028-02-29");
    // A day trip cannot leave on the day it arrives: the form's departure must follow the arrival.
    expect(departureFor("2027-07-14", 1)).toBe("2027-07-15");
  });
});
