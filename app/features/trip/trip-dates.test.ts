import { describe, expect, it } from "vitest";
import { addDays, daysBetween, itineraryDayDate } from "./trip-dates";

describe("itineraryDayDate", () => {
  it.each([
    ["2027-07-01", 1, "2027-07-01"],
    ["2027-07-01", 2, "2027-07-02"],
    ["2027-07-30", 3, "2027-08-01"],
    ["2027-12-31", 2, "2028-01-01"],
    ["2028-02-28", 2, "2028-02-29"],
    ["2027-02-28", 2, "2027-03-01"],
    // Daylight saving changes elsewhere never move an East African calendar day.
    ["2027-03-27", 3, "2027-03-29"],
    ["2027-10-30", 3, "2027-11-01"],
  ])("day N of a trip from %s: day %i is %s", (start, day, expected) => {
    expect(itineraryDayDate(start, day)).toBe(expected);
  });

  it.each([0, -1, 1.5])("refuses day %s", (day) => {
    expect(() => itineraryDayDate("2027-07-01", day)).toThrow(RangeError);
  });

  it.each(["2027-02-30", "1 July 2027", ""])("refuses the date %j", (date) => {
    expect(() => itineraryDayDate(date, 1)).toThrow(RangeError);
  });
});

describe("addDays and daysBetween", () => {
  it("go back and forth across a month and a leap day", () => {
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
    expect(daysBetween("2027-07-05", "2027-07-01")).toBe(-4);
  });
});
