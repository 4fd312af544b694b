// Small drawing helpers for the artwork generator: a seeded random source (same input, same pictures),
// compact number output (the SVGs stay small) and smooth outlines from hand-placed points.

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = ReturnType<typeof createRandom>;

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

/** Whole units: at 1600 x 900 a tenth of a unit is invisible, and every digit costs bytes. */
export function n(value: number): string {
  const rounded = Math.round(value);
  return rounded === 0 ? "0" : String(rounded);
}

/** Two decimals at most, no leading zero: for scales and opacities. */
export function n2(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  if (rounded === 0) return "0";
  return String(rounded).replace(/^(-?)0\./, "$1.");
}

/** A point of an outline; a third element of 1 marks a sharp corner (hooves, ear tips, roof eaves). */
export type OutlinePoint = readonly [number, number] | readonly [number, number, 1];

/** Numbers joined the way SVG allows: a minus sign needs no space before it. */
export function join(values: readonly number[]): string {
  let text = "";
  for (const value of values) {
    const part = n(value);
    text += text === "" || part.startsWith("-") ? part : ` ${part}`;
  }
  return text;
}

/**
 * Path data for curve segments given in absolute whole units, written as relative commands (short
 * numbers) from the rounded points so rounding never drifts.
 */
class PathWriter {
  private x = 0;
  private y = 0;
  d = "";

  move(x: number, y: number): void {
    this.x = Math.round(x);
    this.y = Math.round(y);
    this.d += `M${join([this.x, this.y])}`;
  }

  line(x: number, y: number): void {
    const rx = Math.round(x);
    const ry = Math.round(y);
    this.d += `l${join([rx - this.x, ry - this.y])}`;
    this.x = rx;
    this.y = ry;
  }

  curve(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void {
    const rx = Math.round(x);
    const ry = Math.round(y);
    this.d += `c${join([
      Math.round(c1x) - this.x,
      Math.round(c1y) - this.y,
      Math.round(c2x) - this.x,
      Math.round(c2y) - this.y,
      rx - this.x,
      ry - this.y,
    ])}`;
    this.x = rx;
    this.y = ry;
  }
}

/**
 * A closed outline through the points, smoothed with Catmull-Rom curves except at corners, so an
 * animal can be drawn as a list of landmarks instead of hand-tuned control points.
 */
export function smoothOutline(points: readonly OutlinePoint[], tension = 0.5): string {
  const count = points.length;
  const at = (index: number) => points[((index % count) + count) % count]!;
  const isCorner = (point: OutlinePoint) => point.length === 3;
  const k = tension / 3;
  const path = new PathWriter();
  path.move(at(0)[0], at(0)[1]);
  for (let index = 0; index < count; index++) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    if (isCorner(p1) && isCorner(p2)) {
      if (index < count - 1) path.line(p2[0], p2[1]);
      continue;
    }
    const c1 = isCorner(p1) ? p1 : [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = isCorner(p2) ? p2 : [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    path.curve(c1[0]!, c1[1]!, c2[0]!, c2[1]!, p2[0], p2[1]);
  }
  return `${path.d}z`;
}

/** An open smooth line through the points (ground lines, ridges, shores). */
export function smoothLine(points: readonly (readonly [number, number])[], tension = 0.5): string {
  const count = points.length;
  const at = (index: number) => points[Math.min(Math.max(index, 0), count - 1)]!;
  const k = tension / 3;
  const path = new PathWriter();
  path.move(at(0)[0], at(0)[1]);
  for (let index = 0; index < count - 1; index++) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    path.curve(
      p1[0] + (p2[0] - p0[0]) * k,
      p1[1] + (p2[1] - p0[1]) * k,
      p2[0] - (p3[0] - p1[0]) * k,
      p2[1] - (p3[1] - p1[1]) * k,
      p2[0],
      p2[1],
    );
  }
  return path.d;
}

/** Bounding box of outline points, for scaling a silhouette to its real-world height. */
export function bounds(points: readonly (readonly number[])[]): {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
} {
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    minX = Math.min(minX, x!);
    maxX = Math.max(maxX, x!);
    minY = Math.min(minY, y!);
    maxY = Math.max(maxY, y!);
  }
  return { minX, maxX, minY, maxY };
}

/** Mixes two #rrggbb colours; amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const parse = (hex: string) => [1, 3, 5].map((offset) => Number.parseInt(hex.slice(offset, offset + 2), 16));
  const a = parse(from);
  const b = parse(to);
  return `#${a
    .map((channel, index) =>
      Math.round(channel + (b[index]! - channel) * amount)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A horizon line: a gentle sum of waves across the scene, from x0 to x1, at base height y. */
export function ridge(
  random: Random,
  options: { x0: number; x1: number; y: number; amplitude: number; waves?: number; step?: number },
): [number, number][] {
  const { x0, x1, y, amplitude } = options;
  const waves = options.waves ?? 3;
  const step = options.step ?? 110;
  const components = Array.from({ length: waves }, (_, index) => ({
    frequency: (index + 1) * between(random, 0.6, 1.4) * ((2 * Math.PI) / 1600),
    phase: between(random, 0, Math.PI * 2),
    weight: 1 / (index + 1),
  }));
  const total = components.reduce((sum, component) => sum + component.weight, 0);
  const points: [number, number][] = [];
  for (let x = x0; x <= x1 + 0.001; x += step) {
    const wave = components.reduce(
      (sum, component) => sum + component.weight * Math.sin(x * component.frequency + component.phase),
      0,
    );
    points.push([x, y - (wave / total) * amplitude]);
  }
  return points;
}
