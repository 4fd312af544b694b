import { describe, expect, it } from "vitest";
import { safariBadges } from "./safari-badges";

describe("safariBadges", () => {
  it("states the length, the countries in the trip's order and the best months", () => {
    expect(safariBadges({ days: 7, countries: ["Kenya", "Tanzania"], bestMonths: [7, 8, 9, 10] })).toEqual([
      "7 days",
      "Kenya & Tanzania",
      "Best: Jul - Oct",
    ]);
    expect(safariBadges({ days: 4, countries: ["Kenya"], bestMonths: [1, 2, 7, 8, 9, 10] })).toEqual([
      "4 days",
      "Kenya",
      "Best: Jan - Feb, Jul - Oct",
    ]);
  });

  it("leaves out what it does not know rather than guessing 'Kenya' or 'Year Round'", () => {
    expect(safariBadges({ days: 1, countries: [], bestMonths: [] })).toEqual(["1 day"]);
    expect(
      safariBadges({ days: 3, countries: ["Kenya"], bestMonths: Array.from({ length: 12 }, (_, i) => i + 1) }),
    ).toEqual(["3 days", "Kenya", "Year-round"]);
  });
});
