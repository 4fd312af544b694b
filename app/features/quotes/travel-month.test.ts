import { describe, expect, it } from "vitest";
import { travelMonthSpan } from "./catalogue-prices";

describe("the days of a travel month", () => {
  it("are its next occurrence: what is left of this month, a later month this year, a past one next year", () => {
    expect(travelMonthSpan(11, "2026-11-25")).toEqual({ from: "2026-11-25", to: "2026-11-30" });
    expect(travelMonthSpan(12, "2026-11-25")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(travelMonthSpan(2, "2026-11-25")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    expect(travelMonthSpan(2, "2027-11-25")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });
});
