import { describe, expect, it } from "vitest";
import { convertAmount, formatMinorUnits, percentOf, ratioOf, scaleRoundHalfUp } from "./quote-engine-money";

describe("quote money arithmetic", () => {
  it.each([
    [129.45, 12945n, 100n],
    [0.92, 92n, 100n],
    [2650, 2650n, 1n],
    [1e-7, 1n, 10_000_000n],
    [1e21, 10n ** 21n, 1n],
  ])("reads %s as the decimal it is written as", (value, numerator, denominator) => {
    expect(ratioOf(value)).toEqual({ numerator, denominator });
  });

  it.each([
    // amount, percent, result: halves go up
    [38333, 50, 19167],
    [12345, 30, 3704],
    [11, 30, 3],
    [24690, 30, 7407],
    [100, 12.5, 13],
    [0, 30, 0],
  ])("%i x %s%% = %i", (amount, percent, result) => {
    expect(percentOf(amount, percent)).toBe(result);
  });

  it("keeps amounts beyond 2^53 exact while multiplying", () => {
    // (10^12 + 7) x 12945 is past 2^53: floating point would lose the last digits before rounding.
    expect(convertAmount(1_000_000_000_007, "TZS", "KES", { KES: 129.45, TZS: 2650 })).toBe(48_849_056_604);
  });

  it("rounds negative amounts away from zero and never gives -0", () => {
    expect(scaleRoundHalfUp(-15, ratioOf(0.3))).toBe(-5);
    expect(Object.is(scaleRoundHalfUp(-1, ratioOf(0.1)), 0)).toBe(true);
  });

  it("converts only with both exchange rates", () => {
    expect(convertAmount(5000, "EUR", "USD", { USD: 1, EUR: 0.92 })).toBe(5435);
    expect(convertAmount(5000, "USD", "USD", {})).toBe(5000);
    expect(convertAmount(5000, "GBP", "USD", { USD: 1 })).toBeNull();
  });

  it("writes amounts for labels", () => {
    expect(formatMinorUnits(1_000_000, "USD")).toBe("USD 10,000.00");
    expect(formatMinorUnits(5, "KES")).toBe("KES 0.05");
    expect(formatMinorUnits(123_456_789, "TZS")).toBe("TZS 1,234,567.89");
  });
});
