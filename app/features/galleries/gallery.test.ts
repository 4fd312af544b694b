// The gallery's tiles fill their rows without holes, whatever the number of pictures.
import { describe, expect, it } from "vitest";
import { focalPosition, tileSpan } from "./gallery";

/** Cells a tile covers in a grid of `columns` at a width, from its classes. */
function cells(classes: string, wide: boolean): number {
  const pick = (prefix: string, fallback: number) => {
    const wideMatch = wide ? classes.match(new RegExp(`md:${prefix}-(\\d)`)) : null;
    const match = wideMatch ?? classes.match(new RegExp(`(?:^| )${prefix}-(\\d)`));
    return match ? Number(match[1]) : fallback;
  };
  return pick("col-span", 1) * pick("row-span", 1);
}

describe("gallery tiles", () => {
  it.each([1, 2, 3, 4, 5, 7])("fill whole rows with %i picture(s) on a phone and from 768 px", (count) => {
    const spans = Array.from({ length: count }, (_, index) => tileSpan(index, count));
    const phone = spans.reduce((sum, classes) => sum + cells(classes, false), 0);
    const wide = spans.reduce((sum, classes) => sum + cells(classes, true), 0);
    expect(phone % 2).toBe(0);
    // Up to five pictures make one block of two rows of four; more add rows below, the last perhaps part-filled.
    if (count <= 5) expect(wide).toBe(8);
  });

  it("crops around the focal point", () => {
    expect(focalPosition({ focalX: 25, focalY: 75 })).toEqual({ objectPosition: "25% 75%" });
  });
});
