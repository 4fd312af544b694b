import { describe, expect, it } from "vitest";
import { reviewDateLabel } from "./review-card";
import { shownRating } from "./star-rating";

describe("shownRating", () => {
  it.each([
    [5, 5],
    [1, 1],
    [4.44, 4.4],
    [4.66667, 4.7],
    [0, 0],
    [-2, 0],
    [9, 5],
    [Number.NaN, 0],
  ])("%d -> %d", (rating, expected) => {
    expect(shownRating(rating)).toBe(expected);
  });
});

describe("reviewDateLabel", () => {
  it("names the month and year in UTC", () => {
    expect(reviewDateLabel(new Date("2025-03-31T23:30:00Z"))).toBe("March 2025");
    expect(reviewDateLabel("2024-12-01T00:10:00Z")).toBe("December 2024");
  });

  it("gives nothing for an unreadable date", () => {
    expect(reviewDateLabel("not a date")).toBe("");
  });
});
