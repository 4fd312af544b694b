import { describe, expect, it } from "vitest";
import { itineraryDuration } from "./itinerary";

describe("itineraryDuration", () => {
  it.each([
    [[], 0],
    [[1], 1],
    [[1, 2, 3, 4], 4],
    [[3, 1, 2], 3],
    [[1, 1, 2], 2],
  ])("days %j -> %i", (dayNumbers, expected) => {
    expect(itineraryDuration(dayNumbers.map((dayNumber) => ({ dayNumber })))).toBe(expected);
  });
});
