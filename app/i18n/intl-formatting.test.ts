// Dates, numbers and money follow the language of the page or e-mail being written: a German page reads
// "2.500 USD" and "Donnerstag, 1. Juli 2027", an English one keeps "USD 2,500" and "Thursday, 1 July 2027",
// and a format made for one language is never served to another.
import { describe, expect, it } from "vitest";
import { DEFAULT_OFFICE_HOURS } from "~/features/inbox/office-hours";
import { officeHoursTable } from "~/features/operator-settings/office-hours-table";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { reviewDateLabel } from "~/features/reviews/review-card";
import { formatVideoDate } from "~/features/videos/video-card";
import { bestMonthsLabel, formatLongDate, formatMoney, formatPrice, monthName } from "~/utils/format";
import { runInLocale } from "./server-messages.server";

/** Intl's no-break spaces (U+00A0, U+202F) as plain spaces, so expectations stay readable. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, " ");

describe("formatting in the current language", () => {
  it("writes prices as a German reader does", () => {
    expect(runInLocale("de", () => plain(formatPrice(2500, "USD")))).toBe("2.500 USD");
    expect(runInLocale("de", () => plain(formatMoney(185000, "KES")))).toBe("185.000 KES");
    expect(runInLocale("de", () => plain(formatMinorUnits(138000, "USD")))).toBe("1.380,00 USD");
    expect(runInLocale("fr", () => plain(formatPrice(2500, "USD")))).toBe("2 500 USD");
  });

  it("keeps English prices as they were", () => {
    expect(runInLocale("en", () => plain(formatPrice(2500, "USD")))).toBe("USD 2,500");
    expect(plain(formatPrice(2500, "USD"))).toBe("USD 2,500");
    expect(runInLocale("en", () => formatMinorUnits(138000, "USD"))).toBe("USD 1,380.00");
  });

  it("writes dates and months in German", () => {
    expect(runInLocale("de", () => formatLongDate("2027-07-01"))).toBe("Donnerstag, 1. Juli 2027");
    expect(runInLocale("de", () => monthName(3, "long"))).toBe("März");
    expect(runInLocale("de", () => reviewDateLabel("2025-03-10T12:00:00Z"))).toBe("März 2025");
    expect(runInLocale("de", () => formatVideoDate("2025-01-05T00:00:00Z"))).toBe("05.01.2025");
    expect(runInLocale("de", () => bestMonthsLabel([12, 1, 2, 3]))).toBe("Dez–Mär");
  });

  it("writes dates in the other languages too", () => {
    expect(runInLocale("fr", () => formatLongDate("2027-07-01"))).toBe("jeudi 1 juillet 2027");
    expect(runInLocale("it", () => formatLongDate("2027-07-01"))).toBe("giovedì 1 luglio 2027");
    expect(runInLocale("es", () => formatLongDate("2027-07-01"))).toBe("jueves, 1 de julio de 2027");
  });

  it("keeps British English long dates for English", () => {
    expect(runInLocale("en", () => formatLongDate("2027-07-01"))).toBe("Thursday, 1 July 2027");
  });

  it("never serves one language's format to another", () => {
    const english = () => monthName(5, "long");
    expect(runInLocale("en", english)).toBe("May");
    expect(runInLocale("es", english)).toBe("mayo");
    expect(runInLocale("it", english)).toBe("maggio");
    expect(runInLocale("en", english)).toBe("May");
  });

  it("names office days in the page's language", () => {
    const rows = runInLocale("de", () => officeHoursTable(DEFAULT_OFFICE_HOURS));
    expect(rows[0]?.days).toBe("Montag – Freitag");
    expect(plain(rows[0]?.hours ?? "")).toMatch(/^08–18 Uhr$/);
  });
});
