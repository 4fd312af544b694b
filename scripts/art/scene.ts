// Builds one layered landscape: a sky, then bands of land from the far hills to the foreground, each
// darker than the one behind it, with trees, wildlife, people and buildings standing on their band.
// Layers are kept apart (<g id="l-far"> ...) so the clip renderer can move them at different speeds.
import {
  between,
  createRandom,
  join,
  mix,
  n,
  n2,
  type OutlinePoint,
  type Random,
  ridge,
  smoothLine,
  smoothOutline,
} from "./geometry";
import { PALETTES, type Palette, type PaletteName } from "./palettes";
import { SILHOUETTES, type SilhouetteName, silhouettePath, UNITS_PER_METRE } from "./silhouettes";

export const WIDTH = 1600;
export const HEIGHT = 900;
/** Land and water reach this far past the frame so a panning camera never finds an edge. */
const BLEED = 420;

export const LAYERS = ["sky", "far", "air", "mid", "near", "front"] as const;
export type LayerName = (typeof LAYERS)[number];
/** How far each layer moves for one unit of camera movement: the parallax of the clips. */
export const LAYER_DEPTH: Record<LayerName, number> = {
  sky: 0,
  far: 0.12,
  air: 0.3,
  mid: 0.42,
  near: 0.8,
  front: 1.2,
};
/** Pixels per metre for wildlife standing on each band, unless a placement says otherwise. */
const PIXELS_PER_METRE: Record<LayerName, number> = { sky: 4, far: 6, air: 10, mid: 16, near: 48, front: 90 };

export interface PlaceOptions {
  flip?: boolean;
  /** Pixels per metre. */
  scale?: number;
  colour?: string;
  /** Pixels to sink the feet below the ground line (grass hides hooves). */
  sink?: number;
  /** Pixels to raise the subject above the ground line (a leap, a perch). */
  lift?: number;
  rotate?: number;
}

function orient(points: OutlinePoint[]): OutlinePoint[] {
  let area = 0;
  for (let index = 0; index < points.length; index++) {
    const [x1, y1] = points[index]!;
    const [x2, y2] = points[(index + 1) % points.length]!;
    area += x1 * y2 - x2 * y1;
  }
  return area < 0 ? [...points].reverse() : points;
}

function shape(points: OutlinePoint[], tension?: number): string {
  return smoothOutline(orient(points), tension);
}

function quad(x0: number, y0: number, w0: number, x1: number, y1: number, w1: number): string {
  // A tapered limb from (x0, y0) to (x1, y1): branches, trunks, masts.
  const angle = Math.atan2(y1 - y0, x1 - x0) + Math.PI / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return shape([
    [x0 - (cos * w0) / 2, y0 - (sin * w0) / 2, 1],
    [x0 + (cos * w0) / 2, y0 + (sin * w0) / 2, 1],
    [x1 + (cos * w1) / 2, y1 + (sin * w1) / 2, 1],
    [x1 - (cos * w1) / 2, y1 - (sin * w1) / 2, 1],
  ]);
}

export class Scene {
  readonly palette: Palette;
  readonly random: Random;
  private readonly content: Record<LayerName, string[]> = {
    sky: [],
    far: [],
    air: [],
    mid: [],
    near: [],
    front: [],
  };
  private readonly defs: string[] = [];
  private readonly symbols = new Set<string>();
  private readonly grounds: Partial<Record<LayerName, [number, number][]>> = {};
  private gradientCount = 0;

  constructor(
    palette: PaletteName,
    seed: number,
    readonly horizon = 560,
  ) {
    this.palette = PALETTES[palette];
    this.random = createRandom(seed);
  }

  colour(layer: LayerName): string {
    if (layer === "sky" || layer === "air") return mix(this.palette.layers.far, this.palette.sky[1], 0.35);
    return this.palette.layers[layer];
  }

  add(layer: LayerName, markup: string): this {
    this.content[layer].push(markup);
    return this;
  }

  gradient(stops: readonly (readonly [number, string, number?])[], vertical = true): string {
    const id = `g${this.gradientCount++}`;
    const direction = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
    const body = stops
      .map(([offset, colour, opacity]) => {
        const alpha = opacity === undefined ? "" : ` stop-opacity="${n2(opacity)}"`;
        return `<stop offset="${n2(offset)}" stop-color="${colour}"${alpha}/>`;
      })
      .join("");
    this.defs.push(`<linearGradient id="${id}" ${direction}>${body}</linearGradient>`);
    return `url(#${id})`;
  }

  private radial(colour: string, opacity: number): string {
    const id = `g${this.gradientCount++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${n2(opacity)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** The sky gradient, a glow at the horizon, and optionally sun or moon, clouds and stars. */
  sky(
    options: {
      sun?: { x: number; y: number; r: number };
      moon?: { x: number; y: number; r: number };
      clouds?: number;
      stars?: number;
      glow?: number;
    } = {},
  ): this {
    const [zenith, upper, lower, horizonColour] = this.palette.sky;
    const h = this.horizon / HEIGHT;
    const fill = this.gradient([
      [0, zenith],
      [h * 0.45, upper],
      [h * 0.8, lower],
      [h, horizonColour],
      [1, horizonColour],
    ]);
    this.add(
      "sky",
      `<rect x="-${BLEED}" y="-60" width="${WIDTH + BLEED * 2}" height="${HEIGHT + 120}" fill="${fill}"/>`,
    );
    if (options.stars) {
      const dots: string[] = [];
      for (let index = 0; index < options.stars; index++) {
        const x = between(this.random, -200, WIDTH + 200);
        const y = between(this.random, 0, this.horizon * 0.62) ** 1.04;
        dots.push(`M${n(x)} ${n(y)}h${n(between(this.random, 1.4, 3.2))}`);
      }
      this.add("sky", `<path d="${dots.join("")}" stroke="#f6f1e4" stroke-linecap="round" opacity=".8"/>`);
    }
    const glow = options.glow ?? 0.55;
    if (glow > 0) {
      const band = this.gradient([
        [0, this.palette.glow, 0],
        [0.7, this.palette.glow, glow],
        [1, this.palette.glow, glow * 0.6],
      ]);
      this.add(
        "sky",
        `<rect x="-${BLEED}" y="${n(this.horizon - 260)}" width="${WIDTH + BLEED * 2}" height="300" fill="${band}"/>`,
      );
    }
    if (options.sun) {
      const { x, y, r } = options.sun;
      this.add(
        "sky",
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 5)}" fill="${this.radial(this.palette.glow, 0.75)}"/>`,
      );
      this.add("sky", `<circle id="sun" cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${this.palette.sun}"/>`);
    }
    if (options.moon) {
      const { x, y, r } = options.moon;
      this.add(
        "sky",
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4)}" fill="${this.radial(this.palette.glow, 0.35)}"/>`,
      );
      this.add("sky", `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${this.palette.sun}"/>`);
    }
    for (let index = 0; index < (options.clouds ?? 0); index++) {
      const x = between(this.random, -100, WIDTH + 100);
      const y = between(this.random, this.horizon * 0.18, this.horizon * 0.7);
      this.cloud(x, y, between(this.random, 180, 420));
    }
    return this;
  }

  /** A long, flat-bottomed cloud, the kind that lies over the plains in the evening. */
  cloud(x: number, y: number, width: number, layer: LayerName = "sky", opacity = 0.55): this {
    const points: OutlinePoint[] = [];
    const bumps = 5;
    for (let index = 0; index <= bumps; index++) {
      const t = index / bumps;
      const lift = Math.sin(Math.PI * t) ** 0.7 * width * between(this.random, 0.05, 0.11);
      points.push([x - width / 2 + t * width, y - lift]);
    }
    points.push([x + width * 0.42, y + width * 0.015], [x - width * 0.42, y + width * 0.02]);
    this.add(layer, `<path d="${shape(points)}" fill="${this.palette.cloud}" opacity="${n2(opacity)}"/>`);
    return this;
  }

  /** A band of land from its ridge line down past the bottom of the frame. */
  ground(
    layer: LayerName,
    options: {
      y: number;
      amplitude?: number;
      waves?: number;
      colour?: string;
      step?: number;
      points?: [number, number][];
    },
  ): this {
    const points =
      options.points ??
      ridge(this.random, {
        x0: -BLEED,
        x1: WIDTH + BLEED,
        y: options.y,
        amplitude: options.amplitude ?? 20,
        waves: options.waves,
        step: options.step,
      });
    this.grounds[layer] = points;
    const line = smoothLine(points);
    const last = points[points.length - 1]!;
    const first = points[0]!;
    this.add(
      layer,
      `<path d="${line}L${n(last[0])} ${HEIGHT + 60}L${n(first[0])} ${HEIGHT + 60}Z" fill="${options.colour ?? this.colour(layer)}"/>`,
    );
    return this;
  }

  /** The height of a layer's ground line at x. */
  groundAt(layer: LayerName, x: number): number {
    const points = this.grounds[layer];
    if (!points) return this.horizon;
    for (let index = 1; index < points.length; index++) {
      const [x1, y1] = points[index]!;
      const [x0, y0] = points[index - 1]!;
      if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
    return points[points.length - 1]![1];
  }

  /** Places a silhouette with its feet on the layer's ground line. */
  place(layer: LayerName, name: SilhouetteName, x: number, options: PlaceOptions = {}): this {
    this.ensureSymbol(name);
    const scale = (options.scale ?? PIXELS_PER_METRE[layer]) / UNITS_PER_METRE;
    const y = this.groundAt(layer, x) + (options.sink ?? 2) - (options.lift ?? 0);
    const rotate = options.rotate ? ` rotate(${n(options.rotate)})` : "";
    const sx = options.flip ? -scale : scale;
    this.add(
      layer,
      `<use href="#${name}" transform="translate(${n(x)} ${n(y)})${rotate} scale(${Math.round(sx * 1000) / 1000} ${Math.round(scale * 1000) / 1000})" fill="${options.colour ?? this.colour(layer)}"/>`,
    );
    return this;
  }

  /** An animal swimming: only what is above the water line shows, ringed by a ripple. */
  swim(layer: LayerName, name: SilhouetteName, x: number, waterY: number, options: PlaceOptions = {}): this {
    this.ensureSymbol(name);
    const units = SILHOUETTES[name].metres * UNITS_PER_METRE;
    const cut = units * 0.42;
    const clipId = `swim-${name}`;
    if (!this.symbols.has(clipId)) {
      this.symbols.add(clipId);
      this.defs.push(
        `<clipPath id="${clipId}"><rect x="-400" y="-400" width="800" height="${n(400 - cut)}"/></clipPath>`,
      );
    }
    const scale = (options.scale ?? PIXELS_PER_METRE[layer]) / UNITS_PER_METRE;
    const sx = options.flip ? -scale : scale;
    this.add(
      layer,
      `<use href="#${name}" clip-path="url(#${clipId})" transform="translate(${n(x)} ${n(waterY + cut * scale)}) scale(${
        Math.round(sx * 1000) / 1000
      } ${Math.round(scale * 1000) / 1000})" fill="${options.colour ?? this.colour(layer)}"/>`,
    );
    const width = silhouettePath(name).width * scale;
    return this.ripples(layer, [{ x: x + (options.flip ? -width : width) * 0.45, y: waterY + 1, w: width * 1.3 }]);
  }

  private ensureSymbol(name: SilhouetteName): void {
    if (this.symbols.has(name)) return;
    this.symbols.add(name);
    this.defs.push(`<path id="${name}" d="${silhouettePath(name).d}"/>`);
  }

  /** A loose group of one species across a stretch of ground, smaller and denser in the distance. */
  herd(
    layer: LayerName,
    name: SilhouetteName,
    options: { from: number; to: number; count: number; scale?: number; facing?: "left" | "right" | "mixed" },
  ): this {
    const step = (options.to - options.from) / options.count;
    for (let index = 0; index < options.count; index++) {
      const x = options.from + step * (index + between(this.random, 0.1, 0.9));
      const facing = options.facing ?? "mixed";
      const flip = facing === "left" || (facing === "mixed" && this.random() < 0.35);
      const scale = (options.scale ?? PIXELS_PER_METRE[layer]) * between(this.random, 0.85, 1.1);
      this.place(layer, name, x, { flip, scale });
    }
    return this;
  }

  /** Umbrella thorn acacia: a flat, layered canopy on a forked trunk. */
  acacia(layer: LayerName, x: number, height: number, options: { colour?: string; lean?: number } = {}): this {
    const random = this.random;
    const base = this.groundAt(layer, x) + 3;
    const width = height * between(random, 1.4, 1.9);
    const lean = options.lean ?? between(random, -0.12, 0.12);
    const crownX = x + lean * height;
    const parts: string[] = [];
    const tiers = [
      { cx: crownX, top: base - height, depth: height * 0.2, w: width },
      {
        cx: crownX + between(random, -0.3, 0.3) * width,
        top: base - height * 0.86,
        depth: height * 0.14,
        w: width * between(random, 0.45, 0.6),
      },
    ];
    for (const tier of tiers) {
      const points: OutlinePoint[] = [];
      const steps = 8;
      for (let index = 0; index <= steps; index++) {
        const t = index / steps;
        const dome = (1 - Math.sin(Math.PI * t) ** 0.45) * tier.depth * 0.7;
        points.push([tier.cx - tier.w / 2 + t * tier.w, tier.top + dome + between(random, -0.18, 0.18) * tier.depth]);
      }
      for (let index = steps - 1; index >= 1; index--) {
        const t = index / steps;
        points.push([
          tier.cx - tier.w / 2 + t * tier.w + between(random, -6, 6),
          tier.top + tier.depth * between(random, 0.85, 1.15),
        ]);
      }
      parts.push(shape(points));
    }
    const forkY = base - height * between(random, 0.38, 0.5);
    const forkX = x + lean * height * 0.4;
    parts.push(quad(x, base, height * 0.07, forkX, forkY, height * 0.045));
    const canopyBottom = tiers[0]!.top + tiers[0]!.depth * 0.85;
    const branches = 3 + Math.floor(random() * 2);
    for (let index = 0; index < branches; index++) {
      const t = branches === 1 ? 0.5 : index / (branches - 1);
      const endX = crownX + (t - 0.5) * width * 0.7 + between(random, -12, 12);
      parts.push(quad(forkX, forkY + 4, height * 0.035, endX, canopyBottom + 4, height * 0.012));
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${options.colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** Yellow fever trees (Nakuru, Amboseli swamps): tall, open, several thin canopies. */
  feverTree(layer: LayerName, x: number, height: number, colour?: string): this {
    const random = this.random;
    const base = this.groundAt(layer, x) + 3;
    const parts: string[] = [
      quad(x, base, height * 0.05, x + between(random, -8, 8), base - height * 0.55, height * 0.03),
    ];
    for (let index = 0; index < 4; index++) {
      const cx = x + between(random, -0.35, 0.35) * height;
      const cy = base - height * between(random, 0.62, 0.98);
      const w = height * between(random, 0.25, 0.42);
      parts.push(quad(x, base - height * 0.5, height * 0.02, cx, cy + w * 0.12, height * 0.008));
      parts.push(
        shape([
          [cx - w / 2, cy + w * 0.06],
          [cx - w * 0.25, cy - w * 0.12],
          [cx + w * 0.15, cy - w * 0.15],
          [cx + w / 2, cy + w * 0.02],
          [cx + w * 0.1, cy + w * 0.14],
        ]),
      );
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** Baobab: a swollen trunk with short, root-like branches (Tarangire). */
  baobab(layer: LayerName, x: number, height: number, colour?: string): this {
    const random = this.random;
    const base = this.groundAt(layer, x) + 4;
    const trunkTop = base - height * 0.62;
    const half = height * 0.2;
    const parts: string[] = [
      shape([
        [x - half * 1.25, base, 1],
        [x - half * 0.95, base - height * 0.2],
        [x - half * 0.8, base - height * 0.45],
        [x - half * 0.55, trunkTop, 1],
        [x + half * 0.6, trunkTop, 1],
        [x + half * 0.85, base - height * 0.4],
        [x + half, base - height * 0.2],
        [x + half * 1.3, base, 1],
      ]),
    ];
    const branches = 5;
    for (let index = 0; index < branches; index++) {
      const t = index / (branches - 1);
      const angle = -Math.PI / 2 + (t - 0.5) * 2.6 + between(random, -0.1, 0.1);
      const length = height * (0.16 + Math.abs(t - 0.5) * 0.22) * between(random, 0.9, 1.1);
      const sx = x + (t - 0.5) * half * 0.9;
      const sy = trunkTop + 10;
      const ex = sx + Math.cos(angle) * length;
      const ey = sy + Math.sin(angle) * length;
      parts.push(quad(sx, sy, height * 0.09, ex, ey, height * 0.035));
      for (const turn of [-0.5, 0.45]) {
        const twig = angle + turn + between(random, -0.15, 0.15);
        const reach = length * between(random, 0.35, 0.55);
        parts.push(
          quad(ex, ey, height * 0.03, ex + Math.cos(twig) * reach, ey + Math.sin(twig) * reach, height * 0.01),
        );
      }
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** Coconut palm leaning over the sand. */
  palm(layer: LayerName, x: number, height: number, options: { lean?: number; colour?: string } = {}): this {
    const random = this.random;
    const base = this.groundAt(layer, x) + 4;
    const lean = options.lean ?? 0.25;
    const topX = x + lean * height;
    const topY = base - height;
    const parts: string[] = [];
    const segments = 6;
    for (let index = 0; index < segments; index++) {
      const t0 = index / segments;
      const t1 = (index + 1) / segments;
      const at = (t: number) => [x + (topX - x) * t ** 1.6, base + (topY - base) * t] as const;
      const [x0, y0] = at(t0);
      const [x1, y1] = at(t1);
      parts.push(quad(x0, y0 + 1, height * (0.05 - t0 * 0.022), x1, y1 - 1, height * (0.05 - t1 * 0.022)));
    }
    const fronds = 8;
    for (let index = 0; index < fronds; index++) {
      const angle = -Math.PI + (index / (fronds - 1)) * Math.PI + between(random, -0.15, 0.15);
      const length = height * between(random, 0.34, 0.46);
      const left: [number, number][] = [];
      const right: [number, number][] = [];
      for (let step = 0; step <= 6; step++) {
        const t = step / 6;
        const droop = t * t * length * 0.55;
        const px = topX + Math.cos(angle) * length * t;
        const py = topY + Math.sin(angle) * length * t * 0.6 + droop;
        const w = Math.sin(Math.PI * t) ** 0.8 * height * 0.045;
        left.push([px, py - w]);
        right.push([px, py + w * 0.6]);
      }
      parts.push(shape([...left, ...right.reverse()].map(([px, py]) => [px, py] as const)));
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${options.colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** Round whistling-thorn bushes along the ground line. */
  bushes(layer: LayerName, options: { from: number; to: number; count: number; size: number; colour?: string }): this {
    const parts: string[] = [];
    for (let index = 0; index < options.count; index++) {
      const x = between(this.random, options.from, options.to);
      const y = this.groundAt(layer, x) + 4;
      const r = options.size * between(this.random, 0.6, 1.3);
      parts.push(
        shape([
          [x - r * 1.3, y, 1],
          [x - r, y - r * 0.6],
          [x - r * 0.3, y - r * 0.95],
          [x + r * 0.4, y - r * 0.85],
          [x + r * 1.1, y - r * 0.4],
          [x + r * 1.3, y, 1],
        ]),
      );
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${options.colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** Tall dry grass along the bottom edge. */
  grass(options: { count?: number; height?: number; layer?: LayerName; colour?: string } = {}): this {
    const layer = options.layer ?? "front";
    const height = options.height ?? 60;
    let d = "";
    for (let index = 0; index < (options.count ?? 60); index++) {
      const x = between(this.random, -BLEED / 2, WIDTH + BLEED / 2);
      const y = this.groundAt(layer, x) + 6;
      const h = height * between(this.random, 0.4, 1.2);
      const w = between(this.random, 3, 7);
      const bend = between(this.random, -0.45, 0.45) * h;
      d += `M${join([x, y])}q${join([bend * 0.3, -h * 0.6, bend, -h])}q${join([-bend * 0.5 + w * 0.4, h * 0.5, w - bend, h])}z`;
    }
    this.add(layer, `<path d="${d}" fill="${options.colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** A flock in the air, drawn as soft wing strokes. */
  birds(options: { x: number; y: number; count: number; spread: number; size?: number; colour?: string }): this {
    let d = "";
    const size = options.size ?? 14;
    for (let index = 0; index < options.count; index++) {
      const x = options.x + between(this.random, -1, 1) * options.spread;
      const y = options.y + between(this.random, -0.4, 0.4) * options.spread;
      const s = size * between(this.random, 0.6, 1.2);
      const lift = between(this.random, 0.2, 0.6);
      d += `M${join([x - s, y - s * lift])}q${join([s * 0.55, -s * 0.2, s, s * lift])}q${join([
        s * 0.45,
        -s * (lift + 0.2),
        s,
        -s * lift,
      ])}q${join([-s * 0.5, s * 0.05, -s, s * lift + s * 0.16])}q${join([-s * 0.5, -s * (lift + 0.05), -s, -s * lift - s * 0.16])}z`;
    }
    this.add("air", `<path class="birds" d="${d}" fill="${options.colour ?? this.colour("near")}"/>`);
    return this;
  }

  /** Kilimanjaro over the plain: Kibo's snowy dome with Mawenzi's jagged shoulder to the east. */
  kilimanjaro(options: { x: number; width: number; height: number; colour?: string }): this {
    const { x, width, height } = options;
    const base = this.horizon + 20;
    const top = base - height;
    const fill = options.colour ?? mix(this.colour("far"), this.palette.sky[3], 0.22);
    const profile: OutlinePoint[] = [
      [x - width * 0.62, base, 1],
      [x - width * 0.42, base - height * 0.22],
      [x - width * 0.26, base - height * 0.55],
      [x - width * 0.14, top + height * 0.06],
      [x - width * 0.08, top],
      [x + width * 0.06, top + height * 0.01],
      [x + width * 0.14, top + height * 0.1],
      [x + width * 0.24, base - height * 0.55],
      [x + width * 0.3, base - height * 0.58],
      [x + width * 0.34, base - height * 0.68, 1],
      [x + width * 0.36, base - height * 0.6, 1],
      [x + width * 0.38, base - height * 0.7, 1],
      [x + width * 0.41, base - height * 0.55],
      [x + width * 0.5, base - height * 0.3],
      [x + width * 0.64, base, 1],
    ];
    this.add("far", `<path d="${shape(profile)}" fill="${fill}"/>`);
    const snow: OutlinePoint[] = [
      [x - width * 0.15, top + height * 0.075, 1],
      [x - width * 0.08, top + height * 0.012, 1],
      [x + width * 0.06, top + height * 0.02, 1],
      [x + width * 0.135, top + height * 0.1, 1],
      [x + width * 0.11, top + height * 0.13, 1],
      [x + width * 0.095, top + height * 0.2, 1],
      [x + width * 0.075, top + height * 0.12, 1],
      [x + width * 0.045, top + height * 0.17, 1],
      [x + width * 0.02, top + height * 0.09, 1],
      [x - width * 0.015, top + height * 0.15, 1],
      [x - width * 0.04, top + height * 0.08, 1],
      [x - width * 0.07, top + height * 0.13, 1],
      [x - width * 0.1, top + height * 0.085, 1],
      [x - width * 0.125, top + height * 0.11, 1],
    ];
    this.add("far", `<path d="${shape(snow)}" fill="${this.palette.snow}" opacity=".92"/>`);
    return this;
  }

  /** Distant ranges or an escarpment: a hazy band on the horizon. */
  range(options: { y: number; amplitude: number; waves?: number; colour?: string; flat?: boolean }): this {
    const points = ridge(this.random, {
      x0: -BLEED,
      x1: WIDTH + BLEED,
      y: options.y,
      amplitude: options.amplitude,
      waves: options.waves ?? 4,
      step: options.flat ? 120 : 60,
    });
    const fill = options.colour ?? mix(this.colour("far"), this.palette.sky[3], 0.45);
    this.add(
      "far",
      `<path d="${smoothLine(points)}L${WIDTH + BLEED} ${this.horizon + 40}L-${BLEED} ${this.horizon + 40}Z" fill="${fill}"/>`,
    );
    return this;
  }

  /** Still water from the far shore (y0) to the near shore (y1), with the sun's path on it. */
  lake(options: { y0: number; y1: number; sunX?: number; layer?: LayerName }): this {
    const layer = options.layer ?? "far";
    const fill = this.gradient([
      [0, this.palette.water[0]],
      [1, this.palette.water[1]],
    ]);
    this.add(
      layer,
      `<rect x="-${BLEED}" y="${n(options.y0)}" width="${WIDTH + BLEED * 2}" height="${n(options.y1 - options.y0)}" fill="${fill}"/>`,
    );
    if (options.sunX !== undefined) {
      let d = "";
      const rows = 7;
      for (let index = 0; index < rows; index++) {
        const t = index / rows;
        const y = options.y0 + 5 + (options.y1 - options.y0) * 0.5 * t ** 1.3;
        for (let dash = 0; dash < 2; dash++) {
          const w = (24 + index * 10) * between(this.random, 0.4, 1);
          const x = options.sunX + between(this.random, -1, 1) * (30 + index * 12) - w / 2;
          d += `M${join([x, y])}h${n(w)}`;
        }
      }
      this.add(
        layer,
        `<path d="${d}" stroke="${this.palette.sun}" stroke-width="3" stroke-linecap="round" opacity=".55"/>`,
      );
    }
    return this;
  }

  /** A river winding from the horizon to the bottom edge; returns its centre line for placing animals. */
  river(options: { points: [number, number][]; widths: number[]; layer?: LayerName }): this {
    const layer = options.layer ?? "mid";
    const { points, widths } = options;
    const left: OutlinePoint[] = [];
    const right: OutlinePoint[] = [];
    points.forEach(([x, y], index) => {
      const w = widths[index] ?? widths[widths.length - 1]!;
      left.push([x - w / 2, y]);
      right.push([x + w / 2, y]);
    });
    const fill = this.gradient([
      [0, this.palette.water[0]],
      [1, this.palette.water[1]],
    ]);
    this.add(layer, `<path d="${shape([...left, ...right.reverse()], 0.4)}" fill="${fill}"/>`);
    return this;
  }

  /** Ripples and splashes on water, drawn over the legs of animals crossing. */
  ripples(layer: LayerName, items: { x: number; y: number; w: number }[]): this {
    let d = "";
    for (const { x, y, w } of items)
      d += `M${n(x - w / 2)} ${n(y)}q${n(w / 2)} ${n(-w * 0.12)} ${n(w)} 0q${n(-w / 2)} ${n(w * 0.16)} ${n(-w)} 0z`;
    this.add(layer, `<path d="${d}" fill="${mix(this.palette.water[0], "#ffffff", 0.35)}" opacity=".85"/>`);
    return this;
  }

  /** Safari tent on a raised deck, canvas glowing from the lamp inside. */
  tent(layer: LayerName, x: number, width: number, options: { lit?: boolean } = {}): this {
    const y = this.groundAt(layer, x) + 2;
    const h = width * 0.62;
    const deck = y - h * 0.16;
    const colour = this.colour(layer);
    const parts = [
      // deck and stilts
      shape([
        [x - width * 0.68, deck, 1],
        [x + width * 0.68, deck, 1],
        [x + width * 0.68, deck + 6, 1],
        [x - width * 0.68, deck + 6, 1],
      ]),
      ...[-0.6, -0.2, 0.2, 0.6].map((t) => quad(x + t * width, deck, 5, x + t * width, y + 4, 5)),
      // railing
      shape([
        [x - width * 0.68, deck - h * 0.16, 1],
        [x - width * 0.46, deck - h * 0.16, 1],
        [x - width * 0.46, deck - h * 0.16 + 4, 1],
        [x - width * 0.68, deck - h * 0.16 + 4, 1],
      ]),
      quad(x - width * 0.67, deck, 3, x - width * 0.67, deck - h * 0.16, 3),
      // roof fly
      shape([
        [x - width * 0.62, deck - h * 0.6, 1],
        [x, deck - h, 1],
        [x + width * 0.62, deck - h * 0.6, 1],
        [x + width * 0.5, deck - h * 0.56, 1],
        [x - width * 0.5, deck - h * 0.56, 1],
      ]),
      // canvas walls
      shape([
        [x - width * 0.46, deck, 1],
        [x - width * 0.44, deck - h * 0.6, 1],
        [x + width * 0.44, deck - h * 0.6, 1],
        [x + width * 0.46, deck, 1],
      ]),
    ];
    this.add(layer, `<path d="${parts.join("")}" fill="${colour}"/>`);
    if (options.lit !== false) {
      this.add(
        layer,
        `<circle cx="${n(x)}" cy="${n(deck - h * 0.3)}" r="${n(width * 0.6)}" fill="${this.radial(this.palette.light, 0.45)}"/>`,
      );
      this.add(
        layer,
        `<path d="${shape([
          [x - width * 0.16, deck, 1],
          [x - width * 0.08, deck - h * 0.5, 1],
          [x + width * 0.08, deck - h * 0.5, 1],
          [x + width * 0.16, deck, 1],
        ])}" fill="${this.palette.light}"/>`,
      );
    }
    return this;
  }

  /** Lodge under a tall thatched (makuti) roof, windows lit. */
  lodge(layer: LayerName, x: number, width: number, options: { lit?: boolean; roofs?: number } = {}): this {
    const y = this.groundAt(layer, x) + 2;
    const colour = this.colour(layer);
    const parts: string[] = [];
    const windows: string[] = [];
    const roofs = options.roofs ?? 3;
    for (let index = 0; index < roofs; index++) {
      const t = roofs === 1 ? 0.5 : index / (roofs - 1);
      const rx = x + (t - 0.5) * width * 0.9;
      const size = width * (index === Math.floor(roofs / 2) ? 0.42 : 0.3);
      const wall = size * 0.45;
      const eave = y - wall;
      parts.push(
        shape([
          [rx - size * 0.62, eave + size * 0.04, 1],
          [rx - size * 0.3, eave - size * 0.28],
          [rx, eave - size * 0.78, 1],
          [rx + size * 0.3, eave - size * 0.28],
          [rx + size * 0.62, eave + size * 0.04, 1],
        ]),
      );
      parts.push(
        shape([
          [rx - size * 0.45, y, 1],
          [rx - size * 0.45, eave, 1],
          [rx + size * 0.45, eave, 1],
          [rx + size * 0.45, y, 1],
        ]),
      );
      if (options.lit !== false) {
        for (const offset of [-0.24, 0.08]) {
          windows.push(
            shape([
              [rx + offset * size, y - wall * 0.2, 1],
              [rx + offset * size, y - wall * 0.72, 1],
              [rx + (offset + 0.16) * size, y - wall * 0.72, 1],
              [rx + (offset + 0.16) * size, y - wall * 0.2, 1],
            ]),
          );
        }
      }
    }
    parts.push(
      shape([
        [x - width * 0.7, y, 1],
        [x + width * 0.7, y, 1],
        [x + width * 0.7, y + 10, 1],
        [x - width * 0.7, y + 10, 1],
      ]),
    );
    this.add(layer, `<path d="${parts.join("")}" fill="${colour}"/>`);
    if (windows.length > 0) {
      this.add(
        layer,
        `<circle cx="${n(x)}" cy="${n(y - width * 0.1)}" r="${n(width * 0.7)}" fill="${this.radial(this.palette.light, 0.3)}"/>`,
      );
      this.add(layer, `<path d="${windows.join("")}" fill="${this.palette.light}"/>`);
    }
    return this;
  }

  /** A manyatta: low, loaf-shaped houses of a Maasai homestead, inside a thorn fence. */
  huts(layer: LayerName, options: { from: number; to: number; count: number; size: number; fence?: boolean }): this {
    const parts: string[] = [];
    const step = (options.to - options.from) / options.count;
    for (let index = 0; index < options.count; index++) {
      const x = options.from + step * (index + 0.5) + between(this.random, -0.2, 0.2) * step;
      const y = this.groundAt(layer, x) + 3;
      const w = options.size * between(this.random, 0.85, 1.2);
      const h = w * 0.42;
      parts.push(
        shape([
          [x - w / 2, y, 1],
          [x - w * 0.46, y - h * 0.7],
          [x - w * 0.2, y - h],
          [x + w * 0.25, y - h * 0.98],
          [x + w * 0.47, y - h * 0.65],
          [x + w / 2, y, 1],
        ]),
      );
    }
    if (options.fence) {
      let x = options.from - step * 0.6;
      while (x < options.to + step * 0.6) {
        const y = this.groundAt(layer, x) + 3;
        const h = options.size * between(this.random, 0.18, 0.3);
        parts.push(
          shape([
            [x - 10, y, 1],
            [x - 7, y - h * 0.8],
            [x, y - h],
            [x + 8, y - h * 0.7],
            [x + 11, y, 1],
          ]),
        );
        x += between(this.random, 18, 28);
      }
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${this.colour(layer)}"/>`);
    return this;
  }

  /** A dhow under its lateen sail. */
  dhow(layer: LayerName, x: number, y: number, size: number, options: { flip?: boolean } = {}): this {
    const f = options.flip ? -1 : 1;
    const hull = shape([
      [x - f * size * 0.5, y - size * 0.16, 1],
      [x - f * size * 0.38, y],
      [x + f * size * 0.3, y + size * 0.01],
      [x + f * size * 0.6, y - size * 0.14, 1],
      [x, y - size * 0.08],
    ]);
    const mast = quad(
      x + f * size * 0.02,
      y - size * 0.06,
      size * 0.025,
      x + f * size * 0.06,
      y - size * 0.95,
      size * 0.012,
    );
    const sail = shape([
      [x - f * size * 0.42, y - size * 0.16, 1],
      [x + f * size * 0.58, y - size * 1.02, 1],
      [x + f * size * 0.32, y - size * 0.55],
      [x + f * size * 0.12, y - size * 0.2, 1],
    ]);
    this.add(
      layer,
      `<g class="dhow"><path d="${sail}" fill="${mix(this.palette.accent, this.palette.sky[3], 0.15)}"/><path d="${hull}${mast}" fill="${this.colour("near")}"/></g>`,
    );
    return this;
  }

  /** A hot-air balloon drifting over the plains at sunrise. */
  balloon(x: number, y: number, size: number): this {
    const r = size / 2;
    const envelope: OutlinePoint[] = [
      [x, y - r * 1.15],
      [x + r * 0.75, y - r * 0.9],
      [x + r, y - r * 0.2],
      [x + r * 0.7, y + r * 0.5],
      [x + r * 0.22, y + r * 0.95, 1],
      [x - r * 0.22, y + r * 0.95, 1],
      [x - r * 0.7, y + r * 0.5],
      [x - r, y - r * 0.2],
      [x - r * 0.75, y - r * 0.9],
    ];
    const gore = (k: number): OutlinePoint[] => [
      [x, y - r * 1.15],
      [x + r * 0.75 * k, y - r * 0.9],
      [x + r * k, y - r * 0.2],
      [x + r * 0.7 * k, y + r * 0.5],
      [x + r * 0.22 * k, y + r * 0.95, 1],
      [x - r * 0.22 * k, y + r * 0.95, 1],
      [x - r * 0.7 * k, y + r * 0.5],
      [x - r * k, y - r * 0.2],
      [x - r * 0.75 * k, y - r * 0.9],
    ];
    const basket = `M${n(x - r * 0.16)} ${n(y + r * 1.3)}h${n(r * 0.32)}v${n(r * 0.22)}h${n(-r * 0.32)}z`;
    const ropes = `M${n(x - r * 0.22)} ${n(y + r * 0.95)}L${n(x - r * 0.15)} ${n(y + r * 1.3)}M${n(x + r * 0.22)} ${n(
      y + r * 0.95,
    )}L${n(x + r * 0.15)} ${n(y + r * 1.3)}`;
    const dark = this.colour("near");
    this.add(
      "air",
      `<g class="balloon"><path d="${shape(envelope)}" fill="${this.palette.accent}"/><path d="${shape(gore(0.62))}" fill="${mix(
        this.palette.accent,
        "#f4c16a",
        0.7,
      )}"/><path d="${shape(gore(0.22))}" fill="${mix(this.palette.accent, "#2b1d1d", 0.35)}"/><path d="${basket}" fill="${dark}"/><path d="${ropes}" stroke="${dark}" stroke-width="${n2(Math.max(1, r * 0.03))}"/></g>`,
    );
    return this;
  }

  /** An acacia bough hanging into the top corner: frames a scene like a photograph taken from the shade. */
  bough(side: "left" | "right", options: { reach?: number; y?: number } = {}): this {
    const random = this.random;
    const reach = options.reach ?? 520;
    const y = options.y ?? 60;
    const f = side === "left" ? 1 : -1;
    const x0 = side === "left" ? -60 : WIDTH + 60;
    const parts: string[] = [quad(x0, y + 30, 26, x0 + f * reach, y + 70, 6)];
    for (let index = 0; index < 5; index++) {
      const t = 0.2 + index * 0.19;
      const cx = x0 + f * reach * t;
      const cy = y + 30 + 40 * t + between(random, -30, 40);
      const w = between(random, 170, 280) * (1 - t * 0.4);
      parts.push(
        shape([
          [cx - w / 2, cy + 8],
          [cx - w * 0.3, cy - w * 0.1],
          [cx + w * 0.1, cy - w * 0.14],
          [cx + w / 2, cy],
          [cx + w * 0.2, cy + w * 0.1],
          [cx - w * 0.2, cy + w * 0.1],
        ]),
      );
    }
    this.add("front", `<path d="${parts.join("")}" fill="${this.colour("front")}"/>`);
    return this;
  }

  /** Curved line (sandbank, shore, path) drawn as a filled ribbon. */
  ribbon(layer: LayerName, points: [number, number][], width: number, colour: string, opacity = 1): this {
    this.add(
      layer,
      `<path d="${smoothLine(points)}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" opacity="${n2(opacity)}"/>`,
    );
    return this;
  }

  /** Land with a hand-given profile (crater walls, escarpments, river banks) down past the frame. */
  profile(
    layer: LayerName,
    points: [number, number][],
    options: { colour?: string; bottom?: number; record?: boolean } = {},
  ): this {
    if (options.record !== false) this.grounds[layer] = points;
    const last = points[points.length - 1]!;
    const first = points[0]!;
    const bottom = options.bottom ?? HEIGHT + 60;
    this.add(
      layer,
      `<path d="${smoothLine(points)}L${n(last[0])} ${n(bottom)}L${n(first[0])} ${n(bottom)}Z" fill="${options.colour ?? this.colour(layer)}"/>`,
    );
    return this;
  }

  /** A granite kopje: rounded boulders piled on the plain (Serengeti, Samburu). */
  kopje(layer: LayerName, x: number, width: number, height: number, colour?: string): this {
    const base = this.groundAt(layer, x) + 6;
    const parts: string[] = [];
    const boulders = [
      { cx: 0, w: 1, h: 0.55, y: 0 },
      { cx: -0.22, w: 0.5, h: 0.5, y: 0.42 },
      { cx: 0.18, w: 0.42, h: 0.42, y: 0.4 },
      { cx: -0.05, w: 0.3, h: 0.3, y: 0.74 },
    ];
    for (const boulder of boulders) {
      const w = boulder.w * width * between(this.random, 0.9, 1.1);
      const h = boulder.h * height;
      const cx = x + boulder.cx * width;
      const bottom = base - boulder.y * height;
      parts.push(
        shape([
          [cx - w / 2, bottom],
          [cx - w * 0.46, bottom - h * 0.6],
          [cx - w * 0.2, bottom - h],
          [cx + w * 0.25, bottom - h * 0.96],
          [cx + w * 0.48, bottom - h * 0.5],
          [cx + w / 2, bottom],
        ]),
      );
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** A lone flat-topped mountain standing off the plain (Ololokwe above Samburu). */
  mesa(x: number, width: number, height: number, colour?: string): this {
    const base = this.horizon + 30;
    const top = base - height;
    const fill = colour ?? mix(this.colour("far"), this.palette.sky[3], 0.3);
    this.add(
      "far",
      `<path d="${shape([
        [x - width * 0.7, base, 1],
        [x - width * 0.5, base - height * 0.25],
        [x - width * 0.38, base - height * 0.55],
        [x - width * 0.33, top + height * 0.06],
        [x - width * 0.3, top, 1],
        [x + width * 0.28, top + 2, 1],
        [x + width * 0.34, top + height * 0.12],
        [x + width * 0.4, base - height * 0.5],
        [x + width * 0.55, base - height * 0.22],
        [x + width * 0.75, base, 1],
      ])}" fill="${fill}"/>`,
    );
    return this;
  }

  /** Swahili town on the waterfront: whitewashed houses, a mosque dome and a minaret (Stone Town, Lamu). */
  town(layer: LayerName, options: { from: number; to: number; height: number; lit?: boolean; colour?: string }): this {
    const parts: string[] = [];
    const windows: string[] = [];
    let x = options.from;
    const minaretAt = options.from + (options.to - options.from) * between(this.random, 0.35, 0.65);
    let minaretDone = false;
    while (x < options.to) {
      const w = options.height * between(this.random, 0.5, 1.1);
      const h = options.height * between(this.random, 0.55, 1);
      const base = this.groundAt(layer, x + w / 2) + 4;
      parts.push(`M${join([x, base])}v${n(-h)}h${n(w)}v${n(h)}z`);
      if (this.random() < 0.4) {
        // a roof terrace's low parapet with a shade roof
        parts.push(`M${join([x + w * 0.2, base - h])}v${n(-h * 0.16)}h${n(w * 0.5)}v${n(h * 0.16)}z`);
      }
      if (options.lit !== false) {
        const rows = Math.max(1, Math.floor(h / (options.height * 0.32)));
        for (let row = 0; row < rows; row++) {
          if (this.random() < 0.5) {
            windows.push(
              `M${join([x + w * between(this.random, 0.15, 0.6), base - h + options.height * (0.12 + row * 0.3)])}h${n(
                options.height * 0.1,
              )}v${n(options.height * 0.14)}h${n(-options.height * 0.1)}z`,
            );
          }
        }
      }
      if (!minaretDone && x + w > minaretAt) {
        minaretDone = true;
        const mx = x + w / 2;
        const top = base - h - options.height * 1.1;
        parts.push(quad(mx, base - h + 2, options.height * 0.16, mx, top, options.height * 0.12));
        parts.push(
          shape([
            [mx - options.height * 0.11, top + 2, 1],
            [mx - options.height * 0.08, top - options.height * 0.1],
            [mx, top - options.height * 0.22, 1],
            [mx + options.height * 0.08, top - options.height * 0.1],
            [mx + options.height * 0.11, top + 2, 1],
          ]),
        );
        const dome = options.height * 0.38;
        parts.push(
          shape([
            [mx + w * 0.1, base - h + 2, 1],
            [mx + w * 0.12 + dome * 0.1, base - h - dome * 0.7],
            [mx + w * 0.12 + dome, base - h - dome * 1.02],
            [mx + w * 0.12 + dome * 1.9, base - h - dome * 0.7],
            [mx + w * 0.14 + dome * 2, base - h + 2, 1],
          ]),
        );
      }
      x += w - 2;
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${options.colour ?? this.colour(layer)}"/>`);
    if (windows.length > 0) this.add(layer, `<path d="${windows.join("")}" fill="${this.palette.light}"/>`);
    return this;
  }

  /** Closed forest: tall trunks under rounded crowns (Jozani, the crater's highland forest). */
  forest(
    layer: LayerName,
    options: { from: number; to: number; height: number; count: number; colour?: string },
  ): this {
    const parts: string[] = [];
    for (let index = 0; index < options.count; index++) {
      const x = between(this.random, options.from, options.to);
      const base = this.groundAt(layer, x) + 4;
      const h = options.height * between(this.random, 0.7, 1.15);
      const r = h * between(this.random, 0.2, 0.3);
      parts.push(quad(x, base, h * 0.05, x + between(this.random, -6, 6), base - h + r, h * 0.025));
      parts.push(
        shape([
          [x - r * 1.2, base - h + r * 0.9],
          [x - r, base - h + r * 0.2],
          [x - r * 0.3, base - h],
          [x + r * 0.5, base - h + r * 0.1],
          [x + r * 1.15, base - h + r * 0.7],
          [x + r * 0.3, base - h + r * 1.2],
        ]),
      );
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${options.colour ?? this.colour(layer)}"/>`);
    return this;
  }

  /** A campfire's glow with its flames, for sundowners and nights in camp. */
  campfire(layer: LayerName, x: number, size: number): this {
    const y = this.groundAt(layer, x) + 2;
    this.add(
      layer,
      `<circle cx="${n(x)}" cy="${n(y - size * 0.4)}" r="${n(size * 3.2)}" fill="${this.radial(this.palette.light, 0.5)}"/>`,
    );
    this.add(
      layer,
      `<path class="flame" d="${shape([
        [x - size * 0.5, y, 1],
        [x - size * 0.3, y - size * 0.7],
        [x - size * 0.05, y - size * 1.3, 1],
        [x + size * 0.1, y - size * 0.6],
        [x + size * 0.28, y - size * 0.95, 1],
        [x + size * 0.5, y, 1],
      ])}" fill="${this.palette.light}"/>`,
    );
    return this;
  }

  /** Hippos half under water: only backs, ears and eyes break the surface. */
  hippos(layer: LayerName, items: { x: number; y: number; size: number; flip?: boolean }[], colour?: string): this {
    const parts: string[] = [];
    for (const { x, y, size, flip } of items) {
      const f = flip ? -1 : 1;
      parts.push(
        shape([
          [x - f * size, y, 1],
          [x - f * size * 0.8, y - size * 0.3],
          [x - f * size * 0.2, y - size * 0.42],
          [x + f * size * 0.3, y - size * 0.36],
          [x + f * size * 0.45, y - size * 0.5, 1],
          [x + f * size * 0.55, y - size * 0.38],
          [x + f * size * 0.95, y - size * 0.3],
          [x + f * size * 1.1, y, 1],
        ]),
      );
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${colour ?? this.colour(layer)}"/>`);
    return this.ripples(
      layer,
      items.map(({ x, y, size }) => ({ x: x + size * 0.05, y: y + 1, w: size * 2.6 })),
    );
  }

  /** Dolphins arcing out of the sea (Kisite-Mpunguti). */
  dolphins(layer: LayerName, items: { x: number; y: number; size: number; flip?: boolean }[], colour?: string): this {
    const parts: string[] = [];
    for (const { x, y, size, flip } of items) {
      const f = flip ? -1 : 1;
      parts.push(
        shape([
          [x - f * size, y + size * 0.2, 1],
          [x - f * size * 0.55, y - size * 0.35],
          [x - f * size * 0.05, y - size * 0.5],
          [x + f * size * 0.08, y - size * 0.78, 1],
          [x + f * size * 0.22, y - size * 0.46],
          [x + f * size * 0.7, y - size * 0.3],
          [x + f * size * 1.05, y - size * 0.12, 1],
          [x + f * size * 0.7, y - size * 0.12],
          [x + f * size * 0.2, y - size * 0.2],
          [x - f * size * 0.5, y - size * 0.02],
          [x - f * size * 0.85, y + size * 0.3, 1],
        ]),
      );
    }
    this.add(layer, `<path d="${parts.join("")}" fill="${colour ?? this.colour(layer)}"/>`);
    return this.ripples(
      layer,
      items.map(({ x, y, size }) => ({ x, y: y + size * 0.3, w: size * 2.4 })),
    );
  }

  toSvg(): string {
    const groups = LAYERS.filter((layer) => this.content[layer].length > 0)
      .map((layer) => `<g id="l-${layer}">${this.content[layer].join("")}</g>`)
      .join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join(
      "",
    )}</defs>${groups}</svg>`;
  }
}
