import { describe, expect, it } from "vitest";
import { findSeasonOverlap } from "./season-overlap";

const season = (name: string, startsOn: string, endsOn: string) => ({ name, startsOn, endsOn });

describe("findSeasonOverlap", () => {
  it("accepts seasons that meet without sharing a day, in any order", () => {
    expect(
      findSeasonOverlap([
        season("High", "2027-07-01", "2027-10-31"),
        season("Shoulder", "2027-06-01", "2027-06-30"),
        season("Short rains", "2027-11-01", "2027-12-19"),
      ]),
    ).toBeNull();
    expect(findSeasonOverlap([])).toBeNull();
  });

  it("finds two seasons sharing their boundary day", () => {
    const june = season("June", "2027-06-01", "2027-07-01");
    const high = season("High", "2027-07-01", "2027-10-31");
    expect(findSeasonOverlap([high, june])).toEqual([june, high]);
  });

  it("finds a short season inside a long one even when a later season comes between them in the list", () => {
    const year = season("Whole year", "2027-01-01", "2027-12-31");
    const easter = season("Easter", "2027-03-26", "2027-03-29");
    const next = season("Next year", "2028-01-01", "2028-12-31");
    expect(findSeasonOverlap([next, easter, year])).toEqual([year, easter]);
  });
});
