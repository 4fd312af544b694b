// The kinds of picture the catalogue is made of. Each takes a seed (so two pictures of one kind still
// differ) and a few choices, and lays out a scene with its subject near the middle, where a narrow
// phone crop of a wide image still finds it.
import { between } from "./geometry";
import type { PaletteName } from "./palettes";
import { Scene } from "./scene";
import type { SilhouetteName } from "./silhouettes";

type Side = "left" | "right";

interface Subject {
  name: SilhouetteName;
  x: number;
  flip?: boolean;
  /** Pixels per metre. */
  scale?: number;
  colour?: string;
}

export interface SavannaOptions {
  palette?: PaletteName;
  sun?: { x: number; y: number; r?: number } | false;
  moon?: boolean;
  clouds?: number;
  /** Subjects standing on the near band. */
  near?: Subject[];
  /** Subjects on the middle band. */
  mid?: Subject[];
  /** A distant herd across the far band. */
  herd?: { name: SilhouetteName; from: number; to: number; count: number };
  /** Acacias: x positions on the near band (tall) and the middle band (small). */
  trees?: { near?: number[]; mid?: number[]; far?: number[] };
  tree?: "acacia" | "baobab" | "fever";
  backdrop?: "range" | "kilimanjaro" | "mesa" | "escarpment" | "none";
  kopje?: { x: number; width: number };
  birds?: { x: number; y: number; count: number };
  grass?: boolean;
  bough?: Side;
  vehicle?: { x: number; flip?: boolean };
  balloon?: { x: number; y: number; size: number };
  horizon?: number;
}

export function savanna(seed: number, options: SavannaOptions = {}): Scene {
  const s = new Scene(options.palette ?? "golden", seed, options.horizon ?? 560);
  const sun = options.sun === false ? undefined : (options.sun ?? { x: 1000, y: 430 });
  s.sky({
    sun: sun && !options.moon ? { x: sun.x, y: sun.y, r: sun.r ?? 64 } : undefined,
    moon: options.moon ? { x: sun?.x ?? 1150, y: sun?.y ?? 200, r: 38 } : undefined,
    stars: options.moon ? 70 : 0,
    clouds: options.clouds ?? 2,
  });
  const backdrop = options.backdrop ?? "range";
  if (backdrop === "kilimanjaro") s.kilimanjaro({ x: 820, width: 1500, height: 330 });
  if (backdrop === "mesa") s.mesa(1120, 520, 190);
  if (backdrop === "range") s.range({ y: s.horizon - 20, amplitude: 36 });
  if (backdrop === "escarpment") s.range({ y: s.horizon - 110, amplitude: 20, flat: true, waves: 2 });
  s.ground("far", { y: s.horizon + 12, amplitude: 12 });
  for (const x of options.trees?.far ?? []) s.acacia("far", x, 34);
  if (options.herd) s.herd("far", options.herd.name, { ...options.herd });
  if (options.balloon) s.balloon(options.balloon.x, options.balloon.y, options.balloon.size);
  if (options.birds) s.birds({ ...options.birds, spread: 110 });
  s.ground("mid", { y: s.horizon + 75, amplitude: 20 });
  if (options.kopje) {
    s.kopje("mid", options.kopje.x, options.kopje.width, options.kopje.width * 0.42, s.colour("far"));
  }
  for (const x of options.trees?.mid ?? []) plantTree(s, "mid", x, between(s.random, 95, 130), options.tree);
  for (const subject of options.mid ?? []) s.place("mid", subject.name, subject.x, subject);
  s.ground("near", { y: s.horizon + 200, amplitude: 34 });
  for (const x of options.trees?.near ?? []) plantTree(s, "near", x, between(s.random, 300, 360), options.tree);
  if (options.vehicle) s.place("near", "landCruiser", options.vehicle.x, { flip: options.vehicle.flip, scale: 60 });
  for (const subject of options.near ?? []) s.place("near", subject.name, subject.x, subject);
  if (options.grass !== false) {
    s.ground("front", { y: 885, amplitude: 14 });
    s.grass({ count: 46, height: 64 });
  }
  if (options.bough) s.bough(options.bough);
  return s;
}

function plantTree(s: Scene, layer: "mid" | "near", x: number, height: number, kind: SavannaOptions["tree"]): void {
  if (kind === "baobab") s.baobab(layer, x, height * 0.9);
  else if (kind === "fever") s.feverTree(layer, x, height);
  else s.acacia(layer, x, height);
}

/** The Mara River in the migration: a herd plunging off the bank and swimming across. */
export function riverCrossing(seed: number, palette: PaletteName = "golden"): Scene {
  const s = new Scene(palette, seed, 500);
  s.sky({ sun: { x: 1180, y: 360, r: 56 }, clouds: 2 });
  s.range({ y: 480, amplitude: 20, flat: true });
  s.ground("far", { y: 515, amplitude: 8 });
  s.herd("far", "wildebeest", { from: 80, to: 620, count: 22, scale: 5 });
  s.acacia("far", 1380, 40);
  s.ground("mid", { y: 570, amplitude: 10 });
  s.acacia("mid", 180, 110);
  s.river({
    points: [
      [900, 566],
      [760, 610],
      [820, 680],
      [700, 780],
      [760, 960],
    ],
    widths: [90, 300, 520, 760, 1100],
  });
  // far bank: the herd climbing out
  s.herd("mid", "wildebeest", { from: 930, to: 1300, count: 9, facing: "right", scale: 20 });
  // near left bank with the herd jumping in
  s.profile("near", [
    [-420, 650],
    [0, 640],
    [200, 630],
    [330, 650],
    [420, 760],
    [460, 960],
  ]);
  s.place("near", "wildebeest", 150, { scale: 46 });
  s.place("near", "wildebeest", 260, { scale: 46 });
  s.place("near", "wildebeest", 355, { scale: 44, rotate: 22, lift: -8 });
  for (const [x, y, scale, flip] of [
    [530, 708, 46, false],
    [650, 690, 40, false],
    [760, 674, 34, false],
    [590, 790, 54, false],
    [870, 656, 28, false],
  ] as const) {
    s.swim("near", "wildebeest", x, y, { scale, flip });
  }
  s.profile("front", [
    [1050, 960],
    [1180, 800],
    [1300, 760],
    [1500, 750],
    [2020, 740],
  ]);
  s.grass({ count: 26, height: 70 });
  return s;
}

/** Elephants crossing the plain below Kilimanjaro at first light (Amboseli). */
export function kilimanjaroPlains(
  seed: number,
  options: { palette?: PaletteName; subject?: SilhouetteName; count?: number; swamp?: boolean } = {},
): Scene {
  const s = new Scene(options.palette ?? "dawn", seed, 600);
  s.sky({ sun: { x: 1350, y: 470, r: 40 }, clouds: 0, glow: 0.45 });
  s.kilimanjaro({ x: 800, width: 1500, height: 360 });
  s.cloud(560, 470, 520, "far", 0.6);
  s.cloud(1120, 490, 420, "far", 0.5);
  s.ground("far", { y: 612, amplitude: 6 });
  s.herd("far", "wildebeest", { from: 1000, to: 1400, count: 8 });
  if (options.swamp) s.lake({ y0: 630, y1: 700, layer: "far", sunX: 1350 });
  s.ground("mid", { y: 690, amplitude: 10 });
  s.acacia("mid", 1300, 90);
  s.feverTree("mid", 200, 120);
  const subject = options.subject ?? "elephant";
  const count = options.count ?? 5;
  for (let index = 0; index < count; index++) {
    const x = 520 + index * 130 + between(s.random, -30, 30);
    s.place("mid", subject, x, { scale: index % 2 ? 22 : 26, flip: index === 3 });
  }
  s.ground("near", { y: 830, amplitude: 16 });
  s.grass({ layer: "near", count: 30, height: 44 });
  s.birds({ x: 300, y: 330, count: 5, spread: 80, size: 10 });
  return s;
}

/** Looking down into a caldera from its rim in the morning mist (Ngorongoro). */
export function crater(
  seed: number,
  options: { palette?: PaletteName; lake?: boolean; subject?: SilhouetteName; flamingos?: boolean } = {},
): Scene {
  const s = new Scene(options.palette ?? "mist", seed, 430);
  s.sky({ sun: { x: 1200, y: 250, r: 46 }, clouds: 3, glow: 0.4 });
  // the far crater wall: steep sides, a long level rim
  s.profile("far", [
    [-420, 470],
    [-100, 420],
    [150, 380],
    [400, 372],
    [800, 388],
    [1150, 376],
    [1450, 384],
    [1700, 420],
    [2020, 470],
  ]);
  s.cloud(500, 392, 500, "far", 0.55);
  s.cloud(1250, 402, 380, "far", 0.45);
  s.profile("mid", [
    [-420, 560],
    [300, 540],
    [800, 536],
    [1300, 540],
    [2020, 556],
  ]);
  if (options.lake !== false) {
    s.add(
      "mid",
      `<ellipse cx="930" cy="580" rx="330" ry="26" fill="${s.gradient([
        [0, s.palette.water[0]],
        [1, s.palette.water[1]],
      ])}"/>`,
    );
  }
  if (options.flamingos) {
    let d = "";
    for (let index = 0; index < 70; index++) {
      const x = 640 + between(s.random, 0, 580);
      const y = 566 + between(s.random, 0, 24);
      d += `M${Math.round(x)} ${Math.round(y)}h5`;
    }
    s.add("mid", `<path d="${d}" stroke="#f3a3ae" stroke-width="3" stroke-linecap="round"/>`);
  }
  s.herd("mid", options.subject === "zebra" ? "zebra" : "wildebeest", { from: 200, to: 620, count: 12, scale: 9 });
  s.herd("mid", "zebra", { from: 1250, to: 1500, count: 5, scale: 9 });
  if (options.subject === "rhino") s.place("mid", "rhino", 1050, { scale: 28, flip: true, sink: -60 });
  s.profile("near", [
    [-420, 700],
    [0, 690],
    [260, 730],
    [500, 820],
    [700, 960],
  ]);
  s.forest("near", { from: -100, to: 380, height: 190, count: 9 });
  s.profile(
    "front",
    [
      [1100, 960],
      [1300, 840],
      [1500, 800],
      [2020, 780],
    ],
    { record: true },
  );
  s.forest("front", { from: 1380, to: 1800, height: 260, count: 5 });
  return s;
}

/** The Swahili coast: palms over white sand, a dhow on turquoise water. */
export function beach(
  seed: number,
  options: { palette?: PaletteName; dhows?: number; palmSide?: Side; town?: boolean; dolphins?: boolean } = {},
): Scene {
  const palette = options.palette ?? "coast";
  const s = new Scene(palette, seed, 500);
  s.sky({ sun: palette === "coast" ? undefined : { x: 820, y: 430, r: 58 }, clouds: 4, glow: 0.35 });
  s.lake({ y0: 500, y1: 760, layer: "far", sunX: palette === "coast" ? undefined : 820 });
  s.ribbon(
    "far",
    [
      [-420, 575],
      [400, 580],
      [1000, 572],
      [2020, 578],
    ],
    3,
    "#ffffff",
    0.5,
  );
  if (options.town) s.town("far", { from: 40, to: 520, height: 42, lit: palette !== "coast" });
  const dhows = options.dhows ?? 1;
  for (let index = 0; index < dhows; index++) {
    s.dhow("mid", 980 + index * 260, 600 + index * 12, 150 - index * 50, { flip: index % 2 === 1 });
  }
  if (options.dolphins) {
    s.dolphins("mid", [
      { x: 620, y: 650, size: 40 },
      { x: 720, y: 668, size: 34, flip: false },
    ]);
  }
  s.profile(
    "near",
    [
      [-420, 760],
      [200, 752],
      [800, 770],
      [1400, 760],
      [2020, 770],
    ],
    { colour: s.palette.sand },
  );
  s.ribbon(
    "near",
    [
      [-420, 762],
      [500, 760],
      [1200, 772],
      [2020, 764],
    ],
    5,
    "#ffffff",
    0.7,
  );
  const side = options.palmSide ?? "left";
  const baseX = side === "left" ? 180 : 1420;
  const lean = side === "left" ? 0.32 : -0.32;
  s.palm("near", baseX, 520, { lean, colour: s.colour("near") });
  s.palm("near", baseX + (side === "left" ? 140 : -140), 400, { lean: lean * 1.4, colour: s.colour("near") });
  s.profile(
    "front",
    [
      [-420, 880],
      [400, 870],
      [1000, 884],
      [2020, 874],
    ],
    { colour: mixSand(s) },
  );
  return s;
}

function mixSand(s: Scene): string {
  return s.palette.sand === "#efdcb1" ? "#e6cf9c" : s.palette.layers.front;
}

/** A lake shore: pink flamingos along the water, fever trees and an escarpment (Nakuru, Manyara). */
export function lakeShore(
  seed: number,
  options: { palette?: PaletteName; subject?: SilhouetteName; climbingLion?: boolean; flamingos?: number } = {},
): Scene {
  const s = new Scene(options.palette ?? "dawn", seed, 520);
  s.sky({ sun: { x: 1150, y: 420, r: 50 }, clouds: 2 });
  s.range({ y: 470, amplitude: 24, flat: true, waves: 2 });
  s.ground("far", { y: 525, amplitude: 6 });
  s.lake({ y0: 528, y1: 700, layer: "far", sunX: 1150 });
  const flamingos = options.flamingos ?? 60;
  let d = "";
  for (let index = 0; index < flamingos; index++) {
    const x = between(s.random, 150, 1500);
    const y = 560 + between(s.random, 0, 60) * (x > 800 ? 1 : 0.7);
    d += `M${Math.round(x)} ${Math.round(y)}h${Math.round(3 + (y - 540) / 14)}`;
  }
  s.add("far", `<path d="${d}" stroke="#f09aa8" stroke-width="4" stroke-linecap="round"/>`);
  s.profile("mid", [
    [-420, 690],
    [300, 680],
    [700, 700],
    [1100, 694],
    [2020, 686],
  ]);
  for (const x of [980, 1040, 1090, 1170]) {
    s.place("mid", "flamingo", x, { scale: 40, flip: x === 1040, colour: "#e9879a", sink: 8 });
  }
  s.ripples("mid", [
    { x: 1000, y: 696, w: 60 },
    { x: 1120, y: 700, w: 80 },
  ]);
  s.feverTree("mid", 300, 260);
  s.feverTree("mid", 520, 200);
  if (options.subject) s.place("mid", options.subject, 700, { scale: 40 });
  s.profile("near", [
    [-420, 830],
    [400, 820],
    [900, 850],
    [2020, 840],
  ]);
  if (options.climbingLion) {
    s.acacia("near", 1320, 420, { lean: 0.05 });
    s.place("near", "lion", 1250, { scale: 34, lift: 290, flip: true });
  }
  s.grass({ layer: "near", count: 34, height: 48 });
  return s;
}

/** A Maasai homestead at sunset: houses inside a thorn fence, people standing and dancing. */
export function village(seed: number, options: { palette?: PaletteName; dancers?: boolean } = {}): Scene {
  const s = new Scene(options.palette ?? "dusk", seed, 560);
  s.sky({ sun: { x: 800, y: 440, r: 110 }, clouds: 2 });
  s.range({ y: 540, amplitude: 28 });
  s.ground("far", { y: 575, amplitude: 10 });
  s.herd("far", "zebra", { from: 1250, to: 1500, count: 5 });
  s.ground("mid", { y: 635, amplitude: 12 });
  s.huts("mid", { from: 120, to: 560, count: 4, size: 90, fence: true });
  s.huts("mid", { from: 1150, to: 1450, count: 3, size: 80, fence: true });
  s.acacia("mid", 1500, 120);
  s.ground("near", { y: 770, amplitude: 14 });
  const people: [number, "herder" | "woman" | "jumper", boolean][] = options.dancers
    ? [
        [560, "herder", false],
        [640, "woman", false],
        [720, "herder", true],
        [800, "jumper", false],
        [880, "herder", false],
        [960, "woman", true],
        [1040, "herder", true],
      ]
    : [
        [650, "herder", false],
        [760, "woman", false],
        [880, "herder", true],
      ];
  for (const [x, name, flip] of people) {
    s.place("near", name, x, { scale: 100, flip, lift: name === "jumper" ? 40 : 0 });
  }
  s.ground("front", { y: 890, amplitude: 10 });
  s.grass({ count: 28, height: 60 });
  return s;
}

/** A tented camp: canvas tents on decks under acacias, lamps lit, sometimes a fire. */
export function camp(
  seed: number,
  options: { palette?: PaletteName; tents?: number; fire?: boolean; moon?: boolean; river?: boolean } = {},
): Scene {
  const palette = options.palette ?? "night";
  const s = new Scene(palette, seed, 560);
  s.sky({
    sun: options.moon ? undefined : { x: 1250, y: 470, r: 50 },
    moon: options.moon ? { x: 1220, y: 170, r: 34 } : undefined,
    stars: palette === "night" ? 90 : 0,
    clouds: palette === "night" ? 1 : 2,
    glow: palette === "night" ? 0.25 : 0.55,
  });
  s.range({ y: 545, amplitude: 26 });
  s.ground("far", { y: 580, amplitude: 8 });
  if (options.river) s.lake({ y0: 590, y1: 650, layer: "far", sunX: options.moon ? 1220 : 1250 });
  s.ground("mid", { y: 660, amplitude: 10 });
  s.acacia("mid", 220, 240);
  s.acacia("mid", 1380, 200);
  s.ground("near", { y: 800, amplitude: 10 });
  const tents = options.tents ?? 2;
  const spacing = tents > 1 ? 560 / (tents - 1) : 0;
  for (let index = 0; index < tents; index++) {
    s.tent("near", tents === 1 ? 820 : 540 + index * spacing, tents === 1 ? 340 : 260);
  }
  if (options.fire) s.campfire("near", tents === 1 ? 1140 : 820, 30);
  s.grass({ layer: "near", count: 30, height: 40 });
  return s;
}

/** A lodge under thatched roofs looking over a waterhole, with wildlife come to drink. */
export function lodge(
  seed: number,
  options: {
    palette?: PaletteName;
    subject?: SilhouetteName;
    count?: number;
    backdrop?: "range" | "kilimanjaro" | "crater";
    side?: Side;
    roofs?: number;
  } = {},
): Scene {
  const s = new Scene(options.palette ?? "golden", seed, 540);
  const side = options.side ?? "right";
  const mirror = (x: number) => (side === "right" ? x : 1600 - x);
  s.sky({ sun: { x: mirror(420), y: 420, r: 52 }, clouds: 2 });
  if (options.backdrop === "kilimanjaro") s.kilimanjaro({ x: mirror(700), width: 1300, height: 300 });
  else if (options.backdrop === "crater")
    s.profile("far", [
      [-420, 520],
      [0, 470],
      [400, 462],
      [1000, 470],
      [1600, 462],
      [2020, 520],
    ]);
  else s.range({ y: 520, amplitude: 30 });
  s.ground("far", { y: 555, amplitude: 6 });
  s.lake({ y0: 600, y1: 660, layer: "far", sunX: mirror(420) });
  s.ground("mid", { y: 598, amplitude: 3 });
  const subject = options.subject ?? "elephant";
  for (let index = 0; index < (options.count ?? 3); index++) {
    s.place("mid", subject, mirror(300 + index * 120), { scale: 18, flip: (index === 1) !== (side === "left") });
  }
  const bank: [number, number][] = [
    [-420, 760],
    [700, 740],
    [1000, 700],
    [1300, 690],
    [2020, 700],
  ];
  s.profile("near", side === "right" ? bank : bank.map(([x, y]) => [1600 - x, y] as [number, number]).reverse());
  s.lodge("near", mirror(1180), 560, { roofs: options.roofs ?? 3 });
  s.acacia("near", mirror(780), 300);
  s.profile("front", [
    [-420, 880],
    [600, 870],
    [2020, 880],
  ]);
  s.grass({ count: 30, height: 60 });
  return s;
}

/** A Swahili waterfront town at dusk (Stone Town, Lamu) with dhows moored off it. */
export function waterfront(seed: number, options: { palette?: PaletteName; dhows?: number } = {}): Scene {
  const palette = options.palette ?? "dusk";
  const s = new Scene(palette, seed, 560);
  s.sky({ sun: { x: 1250, y: 470, r: 50 }, clouds: 3 });
  s.lake({ y0: 560, y1: 900, layer: "far", sunX: 1250 });
  s.ground("mid", {
    y: 560,
    amplitude: 0,
    points: [
      [-420, 600],
      [-100, 590],
      [500, 588],
      [900, 592],
      [1000, 640],
      [1100, 700],
      [1200, 960],
    ],
  });
  s.town("mid", { from: -120, to: 920, height: 120, lit: palette !== "coast" && palette !== "day" });
  const dhows = options.dhows ?? 3;
  for (let index = 0; index < dhows; index++) {
    s.dhow("near", 1000 + index * 190, 740 + index * 30, 200 - index * 40, { flip: index === 1 });
  }
  s.ripples("near", [
    { x: 1010, y: 742, w: 220 },
    { x: 1190, y: 772, w: 150 },
  ]);
  return s;
}

/** Balloons rising over the plains at sunrise. */
export function balloons(seed: number, options: { palette?: PaletteName; count?: number } = {}): Scene {
  return savanna(seed, {
    palette: options.palette ?? "dawn",
    sun: { x: 420, y: 520, r: 52 },
    clouds: 2,
    balloon: { x: 900, y: 280, size: 170 },
    herd: { name: "wildebeest", from: 200, to: 1300, count: 26 },
    trees: { mid: [1350], far: [500, 1200] },
    mid: [{ name: "giraffe", x: 1150, scale: 16 }],
    grass: true,
  });
}

/** Kopjes on the short-grass plains, a lion on the rocks. */
export function kopjes(seed: number, options: { palette?: PaletteName } = {}): Scene {
  const s = savanna(seed, {
    palette: options.palette ?? "golden",
    sun: { x: 520, y: 440 },
    kopje: { x: 900, width: 520 },
    herd: { name: "zebra", from: 200, to: 600, count: 10 },
    trees: { far: [1400], mid: [1420] },
    near: [{ name: "lion", x: 400 }],
  });
  s.place("mid", "lion", 860, { scale: 34, lift: 196, flip: true, colour: s.colour("near") });
  return s;
}

/** Highland or coral-rag forest with light falling between the trunks. */
export function forestScene(seed: number, options: { palette?: PaletteName } = {}): Scene {
  const s = new Scene(options.palette ?? "mist", seed, 600);
  s.sky({ sun: { x: 800, y: 300, r: 46 }, clouds: 0, glow: 0.5 });
  s.ground("far", { y: 640, amplitude: 10 });
  s.forest("far", { from: -200, to: 1800, height: 330, count: 24 });
  s.ground("mid", { y: 700, amplitude: 12 });
  s.forest("mid", { from: -200, to: 1800, height: 420, count: 12 });
  s.add(
    "mid",
    `<path d="M700 0L900 0L1120 900L620 900Z" fill="${s.palette.glow}" opacity=".22"/><path d="M760 0L820 0L960 900L760 900Z" fill="${s.palette.glow}" opacity=".25"/>`,
  );
  s.ground("near", { y: 840, amplitude: 16 });
  s.forest("near", { from: -100, to: 260, height: 700, count: 3 });
  s.forest("near", { from: 1350, to: 1750, height: 700, count: 3 });
  s.grass({ layer: "near", count: 40, height: 60 });
  return s;
}

/** A game-drive vehicle stopped to watch lions or elephants. */
export function gameDrive(
  seed: number,
  options: { palette?: PaletteName; subject?: SilhouetteName; count?: number; tree?: "acacia" | "baobab" } = {},
): Scene {
  const subject = options.subject ?? "lion";
  const count = options.count ?? 2;
  return savanna(seed, {
    palette: options.palette ?? "golden",
    sun: { x: 1120, y: 430 },
    trees: { near: [1320], mid: [260], far: [700] },
    tree: options.tree,
    vehicle: { x: 420 },
    near: Array.from({ length: count }, (_, index) => ({
      name: subject,
      x: 880 + index * (subject === "elephant" ? 190 : 120),
      flip: true,
    })),
    herd: { name: "zebra", from: 900, to: 1400, count: 8 },
  });
}

/** Animals come down to drink at a river or pool, hippos in the water, trees on the far bank. */
export function waterhole(
  seed: number,
  options: {
    palette?: PaletteName;
    subject?: SilhouetteName;
    count?: number;
    hippos?: boolean;
    tree?: "acacia" | "baobab" | "fever" | "palm";
    backdrop?: "range" | "escarpment";
    colour?: string;
  } = {},
): Scene {
  const s = new Scene(options.palette ?? "golden", seed, 520);
  s.sky({ sun: { x: 1200, y: 400, r: 54 }, clouds: 2 });
  if (options.backdrop === "escarpment") s.range({ y: 420, amplitude: 18, flat: true, waves: 2 });
  else s.range({ y: 500, amplitude: 30 });
  s.ground("far", { y: 540, amplitude: 8 });
  const tree = options.tree ?? "acacia";
  for (const [x, h] of [
    [260, 150],
    [1420, 130],
  ] as const) {
    if (tree === "baobab") s.baobab("far", x, h * 1.1);
    else if (tree === "fever") s.feverTree("far", x, h * 1.3);
    else if (tree === "palm") s.palm("far", x, h * 1.4, { lean: x < 800 ? 0.15 : -0.15 });
    else s.acacia("far", x, h);
  }
  s.lake({ y0: 556, y1: 800, layer: "far", sunX: 1200 });
  s.profile("mid", [
    [-420, 640],
    [300, 632],
    [640, 640],
    [860, 672],
    [1000, 740],
    [1080, 960],
  ]);
  const subject = options.subject ?? "elephant";
  const count = options.count ?? 4;
  for (let index = 0; index < count; index++) {
    s.place("mid", subject, 240 + index * (520 / count) + between(s.random, -15, 15), {
      scale: 30,
      flip: index % 3 === 1,
      colour: options.colour,
    });
  }
  if (options.hippos) {
    s.hippos(
      "far",
      [
        { x: 1180, y: 660, size: 44 },
        { x: 1300, y: 690, size: 54, flip: true },
        { x: 1440, y: 650, size: 36 },
      ],
      s.colour("mid"),
    );
  }
  s.profile("near", [
    [-420, 820],
    [300, 812],
    [700, 850],
    [1100, 868],
    [2020, 872],
  ]);
  s.grass({ layer: "near", count: 36, height: 54 });
  return s;
}

/** A beach house under palms on the Swahili coast. */
export function beachHouse(seed: number, options: { palette?: PaletteName } = {}): Scene {
  const s = beach(seed, { palette: options.palette ?? "golden", dhows: 1, palmSide: "right" });
  s.lodge("near", 560, 420, { roofs: 2 });
  return s;
}
