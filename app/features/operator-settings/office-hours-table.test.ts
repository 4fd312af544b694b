import { describe, expect, it } from "vitest";
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from "~/features/inbox/office-hours";
import { officeHoursTable as table } from "./office-hours-table";

// Intl puts a narrow no-break space before AM/PM and thin spaces around the dash; compared here as plain spaces.
const officeHoursTable = (hours: OfficeHours) =>
  table(hours).map((row) => ({ ...row, hours: row.hours?.replace(/[\u202f\u2009]/g, " ") ?? null }));

describe("officeHoursTable", () => {
  it("joins the weekdays that share hours, Monday first, and names the closed day", () => {
    expect(officeHoursTable(DEFAULT_OFFICE_HOURS)).toEqual([
      { days: "Monday – Friday", hours: "8 AM – 6 PM" },
      { days: "Saturday", hours: "9 AM – 3 PM" },
      { days: "Sunday", hours: null },
    ]);
  });

  it("shows minutes when any day needs them, and splits a week whose days differ", () => {
    const hours: OfficeHours = {
      utcOffsetMinutes: 180,
      days: [
        { open: 600, close: 780 },
        { open: 510, close: 1050 },
        { open: 510, close: 1050 },
        null,
        { open: 510, close: 1050 },
        { open: 510, close: 1050 },
        null,
      ],
    };
    expect(officeHoursTable(hours)).toEqual([
      { days: "Monday – Tuesday", hours: "8:30 AM – 5:30 PM" },
      { days: "Wednesday", hours: null },
      { days: "Thursday – Friday", hours: "8:30 AM – 5:30 PM" },
      { days: "Saturday", hours: null },
      { days: "Sunday", hours: "10:00 AM – 1:00 PM" },
    ]);
  });
});
