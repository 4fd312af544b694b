// Where every bar, line, tick and label of a Numbers chart goes, worked out with d3's scales on the server.
// The result is plain data that report-chart.tsx draws as SVG, so no chart code is sent to the browser.
import { scaleBand, scaleLinear } from "d3-scale";
import { line } from "d3-shape";

/** Fill patterns, so no series is told apart by colour alone. */
export type ChartPattern = "solid" | "hatch" | "dots" | "cross";

export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
  pattern: ChartPattern;
  /** Drawn as a line with points over the bars rather than as bars. */
  line?: boolean;
}

export interface ChartRect {
  x: number;
  y: number;
  width: number;
  height: number;
  series: string;
}

export interface ChartText {
  x: number;
  y: number;
  text: string;
  anchor: "start" | "middle" | "end";
  role: "tick" | "value" | "axis" | "label" | "empty";
}

export interface ChartRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  role: "grid" | "baseline";
}

export interface ChartGeometry {
  width: number;
  height: number;
  rects: ChartRect[];
  texts: ChartText[];
  rules: ChartRule[];
  paths: { d: string; series: string }[];
  dots: { cx: number; cy: number; series: string }[];
}

/** Two drawings of each chart: one for phones, one for wider screens (the page shows one of them). */
export const CHART_SIZES = {
  narrow: { width: 340, height: 260, labels: 5 },
  wide: { width: 600, height: 300, labels: 12 },
} as const;
export type ChartSize = keyof typeof CHART_SIZES;

const FONT = { tick: 12, value: 11 };
/** Roughly how wide a label is, for deciding whether it fits (the system sans at 12 px averages below this). */
export function textWidth(text: string, size = FONT.tick): number {
  return text.length * size * 0.58;
}

export interface VerticalBarsInput {
  size: ChartSize;
  categories: { key: string; label: string }[];
  /** Series stacked upwards from zero, bottom first. */
  stacked: { series: string; values: number[] }[];
  /** Series stacked downwards from zero (refunds). */
  below?: { series: string; values: number[] }[];
  /** A series drawn as a line through the middle of each bar. */
  line?: { series: string; values: number[] };
  /** Text above (or below) each bar: usually its total. */
  valueLabels?: (string | null)[];
  yTitle: string;
  /** What the categories are, under the axis. */
  xTitle?: string;
  yFormat: (value: number) => string;
  /** Only whole numbers on the axis (counts). */
  integers?: boolean;
  emptyText: string;
}

/** Steps of a value axis: d3's round ticks, whole numbers only for counts. */
function valueTicks(domain: [number, number], integers: boolean): number[] {
  const scale = scaleLinear().domain(domain);
  const ticks = scale.ticks(5);
  return integers ? ticks.filter((tick) => Number.isInteger(tick)) : ticks;
}

export function verticalBars(input: VerticalBarsInput): ChartGeometry {
  const { width, height, labels: maxLabels } = CHART_SIZES[input.size];
  const stackedTotals = input.categories.map((_, i) =>
    input.stacked.reduce((sum, series) => sum + Math.max(0, series.values[i] ?? 0), 0),
  );
  const belowTotals = input.categories.map((_, i) =>
    (input.below ?? []).reduce((sum, series) => sum + Math.max(0, series.values[i] ?? 0), 0),
  );
  const lineMax = Math.max(0, ...(input.line?.values ?? []));
  const top = Math.max(0, ...stackedTotals, lineMax);
  const bottom = Math.max(0, ...belowTotals);
  const empty = top === 0 && bottom === 0;

  // The widest tick label sets the left margin.
  const rough = scaleLinear()
    .domain([-bottom, empty ? 1 : top])
    .nice(5);
  const [domainLow, domainHigh] = rough.domain() as [number, number];
  // Nothing to draw: the zero line alone. Money rounded to whole units would read "0, 0, 0, 0" up an axis of 0-1.
  const ticks = empty ? [0] : valueTicks([domainLow, domainHigh], input.integers ?? false);
  const tickLabels = ticks.map(input.yFormat);
  const margin = {
    top: 22,
    right: 8,
    bottom: input.xTitle ? 44 : 28,
    left: Math.ceil(Math.max(...tickLabels.map((label) => textWidth(label)), 10)) + 24,
  };

  const x = scaleBand<string>()
    .domain(input.categories.map((category) => category.key))
    .range([margin.left, width - margin.right])
    .paddingInner(input.categories.length > 40 ? 0.1 : 0.25)
    .paddingOuter(0.1);
  const y = scaleLinear()
    .domain([domainLow, domainHigh])
    .range([height - margin.bottom, margin.top]);

  const geometry: ChartGeometry = { width, height, rects: [], texts: [], rules: [], paths: [], dots: [] };

  for (const [index, tick] of ticks.entries()) {
    const at = y(tick);
    geometry.rules.push({
      x1: margin.left,
      x2: width - margin.right,
      y1: at,
      y2: at,
      role: tick === 0 ? "baseline" : "grid",
    });
    geometry.texts.push({ x: margin.left - 6, y: at + 4, text: tickLabels[index] ?? "", anchor: "end", role: "tick" });
  }
  // The value axis names what it counts, along the top left.
  geometry.texts.push({ x: 4, y: 12, text: input.yTitle, anchor: "start", role: "axis" });

  const band = x.bandwidth();
  const every = Math.max(1, Math.ceil(input.categories.length / maxLabels));
  for (const [i, category] of input.categories.entries()) {
    const left = x(category.key) ?? 0;
    let base = 0;
    for (const series of input.stacked) {
      const value = Math.max(0, series.values[i] ?? 0);
      if (value > 0) {
        geometry.rects.push({
          x: left,
          y: y(base + value),
          width: band,
          height: y(base) - y(base + value),
          series: series.series,
        });
      }
      base += value;
    }
    let under = 0;
    for (const series of input.below ?? []) {
      const value = Math.max(0, series.values[i] ?? 0);
      if (value > 0) {
        geometry.rects.push({
          x: left,
          y: y(-under),
          width: band,
          height: y(-under - value) - y(-under),
          series: series.series,
        });
      }
      under += value;
    }
    const label = input.valueLabels?.[i];
    if (label && textWidth(label, FONT.value) <= band + 6) {
      const aboveTop = Math.max(stackedTotals[i] ?? 0, 0);
      geometry.texts.push({ x: left + band / 2, y: y(aboveTop) - 5, text: label, anchor: "middle", role: "value" });
    }
    if (i % every === 0) {
      geometry.texts.push({
        x: left + band / 2,
        y: height - margin.bottom + 16,
        text: category.label,
        anchor: "middle",
        role: "tick",
      });
    }
  }

  if (input.xTitle) {
    geometry.texts.push({
      x: (margin.left + width - margin.right) / 2,
      y: height - 6,
      text: input.xTitle,
      anchor: "middle",
      role: "axis",
    });
  }

  if (input.line) {
    const points = input.categories.map((category, i) => [
      (x(category.key) ?? 0) + band / 2,
      y(input.line?.values[i] ?? 0),
    ]) as [number, number][];
    const path = line().digits(1)(points);
    if (path && points.length > 1) geometry.paths.push({ d: path, series: input.line.series });
    for (const [cx, cy] of points) geometry.dots.push({ cx, cy, series: input.line.series });
  }

  if (empty) {
    geometry.texts.push({
      x: (margin.left + width) / 2,
      y: (margin.top + height - margin.bottom) / 2,
      text: input.emptyText,
      anchor: "middle",
      role: "empty",
    });
  }
  return geometry;
}

export interface HorizontalBarsInput {
  size: ChartSize;
  rows: {
    label: string;
    bars: { series: string; value: number; text: string }[];
  }[];
  emptyText: string;
}

const ROW = { label: 16, bar: 13, single: 22, gap: 2, after: 10 };

/** A label over each row and one bar per series under it, each bar's value written at its end. */
export function horizontalBars(input: HorizontalBarsInput): ChartGeometry {
  const { width } = CHART_SIZES[input.size];
  const margin = { left: 4, right: 8, top: 4 };
  const longestText = Math.max(
    0,
    ...input.rows.flatMap((row) => row.bars.map((bar) => textWidth(bar.text, FONT.value))),
  );
  const max = Math.max(0, ...input.rows.flatMap((row) => row.bars.map((bar) => bar.value)));
  const x = scaleLinear()
    .domain([0, max || 1])
    .range([margin.left, width - margin.right - longestText - 8]);
  const geometry: ChartGeometry = { width, height: 0, rects: [], texts: [], rules: [], paths: [], dots: [] };

  let top = margin.top;
  for (const row of input.rows) {
    geometry.texts.push({ x: margin.left, y: top + 12, text: row.label, anchor: "start", role: "label" });
    top += ROW.label;
    // A row of one bar (the funnel) can afford a thicker one.
    const thickness = row.bars.length === 1 ? ROW.single : ROW.bar;
    for (const bar of row.bars) {
      const end = x(Math.max(0, bar.value));
      if (bar.value > 0) {
        geometry.rects.push({
          x: margin.left,
          y: top,
          width: end - margin.left,
          height: thickness,
          series: bar.series,
        });
      }
      geometry.texts.push({ x: end + 6, y: top + thickness / 2 + 4, text: bar.text, anchor: "start", role: "value" });
      top += thickness + ROW.gap;
    }
    top += ROW.after;
  }
  geometry.rules.push({
    x1: margin.left,
    x2: margin.left,
    y1: margin.top + ROW.label - 2,
    y2: Math.max(top - ROW.after, margin.top + ROW.label),
    role: "baseline",
  });
  if (max === 0) {
    geometry.texts.push({ x: width / 2, y: top + 14, text: input.emptyText, anchor: "middle", role: "empty" });
    top += 24;
  }
  geometry.height = Math.ceil(top);
  return geometry;
}
