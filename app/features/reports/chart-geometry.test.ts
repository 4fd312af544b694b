// Where the bars go: heights in proportion to the values, stacks that add up, refunds below the line,
// labels only where they fit, and charts with nothing (or one thing) to draw.
import { describe, expect, it } from "vitest";
import { horizontalBars, verticalBars } from "./chart-geometry";

const count = (value: number) => String(value);

function bars(values: number[], extra: Partial<Parameters<typeof verticalBars>[0]> = {}) {
  return verticalBars({
    size: "wide",
    categories: values.map((_, i) => ({ key: `c${i}`, label: `C${i}` })),
    stacked: [{ series: "a", values }],
    yTitle: "Things",
    yFormat: count,
    integers: true,
    emptyText: "Nothing here",
    ...extra,
  });
}

const baseline = (geometry: ReturnType<typeof bars>) => geometry.rules.find((rule) => rule.role === "baseline")!.y1;

describe("verticalBars", () => {
  it("draws bars whose heights are in proportion to their values, from one baseline", () => {
    const geometry = bars([2, 4, 8]);
    const [two, four, eight] = geometry.rects;
    expect(four!.height / two!.height).toBeCloseTo(2, 5);
    expect(eight!.height / two!.height).toBeCloseTo(4, 5);
    for (const rect of geometry.rects) expect(rect.y + rect.height).toBeCloseTo(baseline(geometry), 5);
    // Bars stay inside the drawing and in order.
    expect(two!.x).toBeLessThan(four!.x);
    expect(eight!.x + eight!.width).toBeLessThanOrEqual(geometry.width);
    expect(Math.min(...geometry.rects.map((rect) => rect.y))).toBeGreaterThanOrEqual(0);
  });

  it("stacks series on each other and writes the total over the stack", () => {
    const geometry = bars([3, 1], {
      stacked: [
        { series: "a", values: [3, 1] },
        { series: "b", values: [2, 0] },
      ],
      valueLabels: ["5", "1"],
    });
    const [a0, b0, a1] = geometry.rects;
    expect(geometry.rects).toHaveLength(3); // a zero draws nothing
    expect(b0!.y + b0!.height).toBeCloseTo(a0!.y, 5);
    expect(b0!.height / a1!.height).toBeCloseTo(2, 5);
    const total = geometry.texts.find((text) => text.role === "value" && text.text === "5")!;
    expect(total.y).toBeLessThan(b0!.y);
  });

  it("draws values below zero under the baseline", () => {
    const geometry = bars([0, 100], {
      stacked: [{ series: "in", values: [0, 100] }],
      below: [{ series: "out", values: [50, 0] }],
      integers: false,
    });
    const out = geometry.rects.find((rect) => rect.series === "out")!;
    const inRect = geometry.rects.find((rect) => rect.series === "in")!;
    expect(out.y).toBeCloseTo(baseline(geometry), 5);
    expect(inRect.height / out.height).toBeCloseTo(2, 5);
    expect(geometry.texts.some((text) => text.role === "tick" && text.text.startsWith("-"))).toBe(true);
  });

  it("says so when there is nothing to draw, with a zero axis and no bars", () => {
    const geometry = bars([0, 0, 0]);
    expect(geometry.rects).toEqual([]);
    expect(geometry.texts.find((text) => text.role === "empty")?.text).toBe("Nothing here");
    expect(geometry.texts.filter((text) => text.role === "tick").map((text) => text.text)).toContain("0");
  });

  it("labels an empty money axis once, not '0' at every step", () => {
    const whole = (value: number) => `USD ${Math.round(value)}`;
    const geometry = bars([0, 0], { yFormat: whole, integers: false });
    const valueTicks = geometry.texts.filter((text) => text.role === "tick" && text.anchor === "end");
    expect(valueTicks.map((text) => text.text)).toEqual(["USD 0"]);
  });

  it("draws a single bar to the top of the scale", () => {
    const geometry = bars([7]);
    expect(geometry.rects).toHaveLength(1);
    expect(geometry.rects[0]!.width).toBeGreaterThan(100);
    expect(geometry.texts.some((text) => text.role === "empty")).toBe(false);
  });

  it("puts only whole numbers on a count axis", () => {
    const ticks = bars([1, 2]).texts.filter((text) => text.role === "tick" && /^\d/.test(text.text));
    expect(ticks.map((tick) => tick.text)).toEqual(expect.arrayContaining(["0", "1", "2"]));
    expect(ticks.every((tick) => !tick.text.includes("."))).toBe(true);
  });

  it("labels only some categories when there are many, and leaves out totals that do not fit", () => {
    const values = Array.from({ length: 52 }, (_, i) => i + 100);
    const geometry = bars(values, { valueLabels: values.map(String), size: "narrow" });
    const categoryLabels = geometry.texts.filter((text) => text.role === "tick" && text.text.startsWith("C"));
    expect(categoryLabels.length).toBeLessThanOrEqual(5);
    expect(geometry.texts.filter((text) => text.role === "value")).toEqual([]);
  });

  it("draws a line through the middle of each bar", () => {
    const geometry = bars([2, 4], { line: { series: "l", values: [1, 3] } });
    expect(geometry.dots).toHaveLength(2);
    const [first] = geometry.rects;
    expect(geometry.dots[0]!.cx).toBeCloseTo(first!.x + first!.width / 2, 5);
    expect(geometry.paths[0]?.d).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
  });
});

describe("horizontalBars", () => {
  it("gives each row its label and bars in proportion, each with its value written after it", () => {
    const geometry = horizontalBars({
      size: "narrow",
      rows: [
        { label: "Enquiries", bars: [{ series: "s", value: 10, text: "10" }] },
        { label: "Quoted", bars: [{ series: "s", value: 5, text: "5 · 50% of all" }] },
      ],
      emptyText: "None",
    });
    const [ten, five] = geometry.rects;
    expect(ten!.width / five!.width).toBeCloseTo(2, 5);
    expect(geometry.texts.filter((text) => text.role === "label").map((text) => text.text)).toEqual([
      "Enquiries",
      "Quoted",
    ]);
    const value = geometry.texts.find((text) => text.text === "5 · 50% of all")!;
    expect(value.x).toBeGreaterThan(five!.x + five!.width);
    // The longest value still ends inside the drawing.
    expect(value.x + value.text.length * 12 * 0.58).toBeLessThanOrEqual(geometry.width + 1);
    expect(geometry.height).toBeGreaterThan(five!.y + five!.height);
  });

  it("says so when every value is zero", () => {
    const geometry = horizontalBars({
      size: "wide",
      rows: [{ label: "Enquiries", bars: [{ series: "s", value: 0, text: "0" }] }],
      emptyText: "No enquiries in this range",
    });
    expect(geometry.rects).toEqual([]);
    expect(geometry.texts.find((text) => text.role === "empty")?.text).toBe("No enquiries in this range");
  });
});
