import { describe, expect, it } from "vitest";
import { DEFAULT_OFFICE_HOURS, type OfficeHours } from "~/features/inbox/office-hours";
import { INTL_LOCALE, type Locale } from "~/i18n/locales";
import { officeHoursTable as table, weekHoursText } from "./office-hours-table";
import { SAMPLE_PHONE_HOURS } from "./operator-facts";

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

  it("words the phone hours in each of the site's languages, from times staff set once", () => {
    const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, " ").replace(/\u2060/g, "");
    const text = (locale: Locale) => plain(weekHoursText(SAMPLE_PHONE_HOURS, INTL_LOCALE[locale]));
    expect(text("en")).toBe("Monday – Friday 8 AM – 8 PM, Saturday 9 AM – 3 PM");
    expect(text("de")).toBe("Montag – Freitag 08–20 Uhr, Samstag 09–15 Uhr");
    expect(text("fr")).toBe("lundi – vendredi 08 – 20, samedi 09 – 15");
    // The times never break across lines: no plain space in them, a word joiner after each dash.
    expect(weekHoursText(SAMPLE_PHONE_HOURS, INTL_LOCALE.de)).toBe(
      "Montag – Freitag 08–\u206020\u00a0Uhr, Samstag 09–\u206015\u00a0Uhr",
    );
    expect(text("it")).toMatch(/^lunedì – venerdì .*, sabato /);
    expect(text("es")).toMatch(/^lunes – viernes .*, sábado /);
  });
});
