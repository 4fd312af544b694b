import { describe, expect, it } from "vitest";
import { departureFor, itineraryDayDate, tripDates } from "./trip-dates";

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

describe("departureFor", () => {
  it("proposes the safari's last day as the departure: 7 days from 14 July end on 20 July", () => {
    expect(departureFor("2027-07-14", 7)).toBe("2027-07-20");
    expect(departureFor("2027-12-29", 4)).toBe("2028-01-01");
    expect(departureFor("2028-02-27", 3)).toBe("2028-02-29");
    // A day trip cannot leave on the day it arrives: the form's departure must follow the arrival.
    expect(departureFor("2027-07-14", 1)).toBe("2027-07-15");
  });
});

describe("tripDates", () => {
  const quote = { start: "2027-07-30", end: "2027-08-02" };

  it("ends on the departure the traveller chose on the safari page, later or earlier than the package's end", () => {
    const booking = { source: "safari_form", arrivalDate: "2027-07-30", quote } as const;
    expect(tripDates({ ...booking, departureDate: "2027-08-05" })).toEqual({ start: "2027-07-30", end: "2027-08-05" });
    expect(tripDates({ ...booking, departureDate: "2027-08-01" })).toEqual({ start: "2027-07-30", end: "2027-08-01" });
    expect(tripDates({ ...booking, quote: null, departureDate: "2027-08-03" }).end).toBe("2027-08-03");
  });

  it("ends a booking flow's trip on its stored last day, and a one-day trip on the day it starts", () => {
    const flow = { source: "booking_flow", arrivalDate: "2027-07-30" } as const;
    expect(tripDates({ ...flow, quote, departureDate: "2027-08-02" }).end).toBe("2027-08-02");
    const dayTrip = { start: "2027-07-30", end: "2027-07-30" };
    expect(tripDates({ ...flow, quote: dayTrip, departureDate: "2027-07-31" })).toEqual({
      start: "2027-07-30",
      end: "2027-07-30",
    });
    // Moved by staff after booking: the stored dates win.
    expect(tripDates({ ...flow, quote, departureDate: "2027-08-06" }).end).toBe("2027-08-06");
  });
});
