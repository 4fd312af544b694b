// The rate editor's readings of what staff type: amounts to minor units, the season clash sentence, park
// fee rows and exchange rates.
import { describe, expect, it } from "vitest";
import {
  amountText,
  monthsFieldText,
  parseAmount,
  parseCardForm,
  parseExchangeRatesForm,
  parseMonthsField,
  parseParkFeesForm,
  parseSeasonForm,
  seasonDates,
} from "./rate-forms";

describe("amounts", () => {
  it.each([
    ["1380", 138_000],
    ["1380.5", 138_050],
    ["1,380.05", 138_005],
    [" 0 ", 0],
  ])("reads %s as %i minor units", (typed, minor) => {
    expect(parseAmount(typed)).toEqual({ amount: minor });
  });

  it("refuses negative and malformed amounts, and reads blank as no rate", () => {
    expect(parseAmount("-5")).toEqual({ error: "Enter an amount of 0 or more, not a negative one." });
    expect(parseAmount("12.345")).toEqual({ error: "Enter an amount such as 1380 or 1380.50." });
    expect(parseAmount("")).toEqual({ amount: null });
  });

  it("writes amounts back as staff type them", () => {
    expect(amountText(138_000)).toBe("1380");
    expect(amountText(138_050)).toBe("1380.50");
    expect(amountText(null)).toBe("");
  });
});

describe("a card", () => {
  it("skips blank rows and sorts tiers and bands", () => {
    const parsed = parseCardForm({
      currency: "KES",
      "tier-0-min": "4",
      "tier-0-max": "6",
      "tier-0-high": "500",
      "tier-1-min": "1",
      "tier-1-max": "3",
      "tier-1-green": "300.25",
      "tier-2-min": "",
      "tier-2-max": "",
      "band-0-min": "3",
      "band-0-max": "11",
      "band-0-kind": "fixed",
      "band-0-value": "40",
      "band-1-min": "0",
      "band-1-max": "2",
      "band-1-kind": "free",
      "band-1-value": "",
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        currency: "KES",
        tiers: [
          { minTravellers: 1, maxTravellers: 3, rates: { green: 30_025 } },
          { minTravellers: 4, maxTravellers: 6, rates: { high: 50_000 } },
        ],
        singleSupplement: {},
        childBands: [
          { minAge: 0, maxAge: 2, kind: "free", value: 0 },
          { minAge: 3, maxAge: 11, kind: "fixed", value: 4_000 },
        ],
      },
    });
  });
});

describe("seasons", () => {
  const longRains = {
    id: 1,
    name: "Long rains 2027",
    kind: "green" as const,
    startsOn: "2027-04-01",
    endsOn: "2027-05-31",
  };

  it("names the season it overlaps, with its dates", () => {
    const parsed = parseSeasonForm({ name: "Clash", kind: "shoulder", startsOn: "2027-05-31", endsOn: "2027-06-30" }, [
      longRains,
    ]);
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { startsOn: "This season overlaps Long rains 2027 (1 Apr – 31 May 2027)." },
    });
  });

  it("takes the day after another season ends, and writes dates across a new year in full", () => {
    expect(
      parseSeasonForm({ name: "June", kind: "shoulder", startsOn: "2027-06-01", endsOn: "2027-06-30" }, [longRains]).ok,
    ).toBe(true);
    expect(seasonDates("2027-12-20", "2028-01-05")).toBe("20 Dec 2027 – 5 Jan 2028");
  });

  it("refuses a date that does not exist", () => {
    const parsed = parseSeasonForm({ name: "X", kind: "high", startsOn: "2027-02-30", endsOn: "2027-03-01" }, []);
    expect(parsed.ok === false && parsed.fieldErrors.startsOn).toBe("Enter the first day as a date.");
  });
});

describe("park fees and exchange rates", () => {
  const feeRow = (index: number, min: string, max: string, months: string) => ({
    [`fee-${index}-residency`]: "resident",
    [`fee-${index}-min`]: min,
    [`fee-${index}-max`]: max,
    [`fee-${index}-months`]: months,
    [`fee-${index}-currency`]: "KES",
    [`fee-${index}-amount`]: "1500",
  });

  it("refuses two fee rows covering the same age for one residency in the same month", () => {
    const parsed = parseParkFeesForm({ ...feeRow(0, "0", "17", "Jul-Dec"), ...feeRow(1, "12", "120", "Nov-Feb") });
    expect(parsed).toEqual({
      ok: false,
      fieldErrors: { "fee-1-min": "Ages 12–120 overlap ages 0–17 for the same residency and months." },
    });
    // A month's own row beside an all-year row of the same ages is how a fee changes with the months.
    const monthly = parseParkFeesForm({ ...feeRow(0, "18", "120", ""), ...feeRow(1, "18", "120", "7-12") });
    expect(monthly.ok && monthly.value.map((fee) => fee.months)).toEqual([null, [7, 8, 9, 10, 11, 12]]);
  });

  it("reads months as staff write them, and says how to write them when it cannot", () => {
    expect(parseMonthsField("Jul-Dec")).toEqual({ months: [7, 8, 9, 10, 11, 12] });
    expect(parseMonthsField(" jan – feb , July to October ")).toEqual({ months: [1, 2, 7, 8, 9, 10] });
    expect(parseMonthsField("Nov-Feb")).toEqual({ months: [1, 2, 11, 12] });
    expect(parseMonthsField("6")).toEqual({ months: [6] });
    expect(parseMonthsField("")).toEqual({ months: null });
    expect(parseMonthsField("Jan-Dec")).toEqual({ months: null });
    expect(parseMonthsField("Juli")).toEqual({
      error:
        '"Juli" is not a month. Write months as Jul-Dec or 7-12, several separated by commas, or leave empty for all year.',
    });
    expect(parseMonthsField("13")).toMatchObject({ error: expect.stringContaining('"13" is not a month') });
    expect(parseMonthsField("Jul-")).toMatchObject({ error: expect.stringContaining("Write months as Jul-Dec") });
    expect(monthsFieldText([1, 2, 7, 8, 9, 10])).toBe("Jan-Feb, Jul-Oct");
    expect(monthsFieldText([6])).toBe("Jun");
    expect(monthsFieldText(null)).toBe("");
  });

  it("reads units per USD, and blank as no rate", () => {
    expect(parseExchangeRatesForm({ "rate-KES": "129.25", "rate-EUR": "" }, ["KES", "EUR", "GBP"])).toEqual({
      ok: true,
      value: { KES: 129.25, EUR: null },
    });
    expect(parseExchangeRatesForm({ "rate-KES": "0" }, ["KES"])).toEqual({
      ok: false,
      fieldErrors: { "rate-KES": "Enter a rate above 0." },
    });
  });
});
