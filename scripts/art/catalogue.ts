// Every picture the site ships, by its path under public/art (without ".svg"). The sample content in
// app/seed/content/ refers to these paths; the seed test checks that each file exists.
import {
  balloons,
  beach,
  beachHouse,
  camp,
  crater,
  forestScene,
  gameDrive,
  kilimanjaroPlains,
  kopjes,
  lakeShore,
  lodge,
  riverCrossing,
  savanna,
  village,
  waterfront,
  waterhole,
} from "./compositions";
import { GALLERY_ARTWORK } from "./gallery-artwork";
import type { Scene } from "./scene";

type Build = (seed: number) => Scene;

/** The home page's hero: the Mara at dusk. The hero clip animates this same scene. */
const homeHero: Build = (seed) => {
  const s = savanna(seed, {
    palette: "dusk",
    sun: { x: 930, y: 452, r: 72 },
    clouds: 2,
    herd: { name: "wildebeest", from: 180, to: 760, count: 16 },
    birds: { x: 560, y: 250, count: 5 },
    trees: { near: [300], mid: [1260], far: [1480] },
    mid: [
      { name: "elephant", x: 520, scale: 17 },
      { name: "elephant", x: 586, scale: 13 },
      { name: "elephant", x: 640, scale: 16 },
    ],
    near: [
      { name: "giraffe", x: 1040, flip: true, scale: 46 },
      { name: "giraffe", x: 1170, scale: 40 },
    ],
  });
  return s;
};

export const ARTWORK: Record<string, Build> = {
  // Site-wide images
  "site/home-hero": homeHero,
  "site/about-hero": (seed) =>
    savanna(seed, {
      palette: "golden",
      sun: { x: 800, y: 440, r: 80 },
      trees: { near: [1250], mid: [320], far: [900] },
      mid: [{ name: "giraffe", x: 520, scale: 24 }],
      herd: { name: "zebra", from: 950, to: 1250, count: 7 },
    }),
  "site/about-story": (seed) =>
    savanna(seed, {
      palette: "golden",
      sun: { x: 1150, y: 440 },
      trees: { near: [1000], far: [400, 1400] },
      vehicle: { x: 560 },
      near: [{ name: "herder", x: 860, scale: 92, flip: true }],
      herd: { name: "wildebeest", from: 150, to: 700, count: 16 },
    }),
  "site/about-approach": (seed) =>
    savanna(seed, {
      palette: "dawn",
      sun: { x: 430, y: 470 },
      trees: { mid: [1320], far: [260, 900] },
      mid: [
        { name: "giraffe", x: 1080, scale: 20 },
        { name: "giraffe", x: 1150, scale: 17, flip: true },
      ],
      near: [
        { name: "herder", x: 620, scale: 80 },
        { name: "herder", x: 720, scale: 76 },
        { name: "woman", x: 810, scale: 76 },
        { name: "herder", x: 900, scale: 78 },
      ],
    }),
  "site/safaris-hero": (seed) => gameDrive(seed, { palette: "dusk", subject: "elephant", count: 2 }),
  "site/destinations-hero": (seed) => kilimanjaroPlains(seed, { palette: "golden", subject: "giraffe", count: 4 }),
  "site/hotels-hero": (seed) => camp(seed, { palette: "dusk", tents: 2, fire: true }),
  "site/videos-hero": (seed) => balloons(seed, { palette: "golden" }),
  "site/reviews-hero": (seed) => village(seed, { palette: "golden" }),
  "site/contact-hero": (seed) => waterhole(seed, { palette: "dusk", subject: "giraffe", count: 3 }),
  "site/placeholder": (seed) =>
    savanna(seed, { palette: "day", sun: false, trees: { near: [1200], far: [500] }, grass: false, clouds: 3 }),

  // Safari packages
  "packages/maasai-mara-explorer": (seed) => gameDrive(seed, { palette: "golden", subject: "lion", count: 2 }),
  "packages/kenya-classic-safari": (seed) =>
    savanna(seed, {
      palette: "dawn",
      backdrop: "kilimanjaro",
      sun: { x: 1350, y: 480, r: 44 },
      trees: { mid: [300], near: [1380] },
      near: [
        { name: "giraffe", x: 720, scale: 44 },
        { name: "giraffe", x: 860, scale: 38, flip: true },
      ],
      mid: [{ name: "elephant", x: 1050, scale: 18 }],
    }),
  "packages/kenya-and-tanzania-highlights": (seed) => kopjes(seed, { palette: "dusk" }),
  "packages/great-migration-safari": (seed) =>
    savanna(seed, {
      palette: "dusk",
      sun: { x: 1180, y: 440, r: 66 },
      herd: { name: "wildebeest", from: -100, to: 1700, count: 32 },
      trees: { mid: [1400], far: [300] },
      mid: Array.from({ length: 12 }, (_, index) => ({
        name: index % 4 === 0 ? ("zebra" as const) : ("wildebeest" as const),
        x: 120 + index * 95,
        scale: 20,
      })),
      near: [
        { name: "wildebeest", x: 540, scale: 48 },
        { name: "wildebeest", x: 690, scale: 44 },
      ],
    }),
  "packages/luxury-honeymoon-safari": (seed) => camp(seed, { palette: "dusk", tents: 1, fire: true }),
  "packages/amboseli-and-kilimanjaro-getaway": (seed) => kilimanjaroPlains(seed, { palette: "golden" }),
  "packages/samburu-and-lake-nakuru-safari": (seed) =>
    savanna(seed, {
      palette: "ember",
      backdrop: "mesa",
      sun: { x: 520, y: 440 },
      trees: { near: [1380], mid: [260] },
      near: [
        { name: "giraffe", x: 760, scale: 44 },
        { name: "zebra", x: 980, scale: 48, flip: true },
      ],
    }),
  "packages/tsavo-to-diani-bush-and-beach": (seed) => beach(seed, { palette: "golden", dhows: 2, palmSide: "right" }),

  // Destinations
  "destinations/maasai-mara": (seed) => riverCrossing(seed, "golden"),
  "destinations/amboseli": (seed) => kilimanjaroPlains(seed, { palette: "dawn" }),
  "destinations/samburu": (seed) =>
    savanna(seed, {
      palette: "ember",
      backdrop: "mesa",
      sun: { x: 440, y: 430 },
      trees: { near: [1320], mid: [200, 640] },
      near: [{ name: "giraffe", x: 880, scale: 46, flip: true }],
      mid: [
        { name: "zebra", x: 1040, scale: 18 },
        { name: "zebra", x: 1100, scale: 18, flip: true },
        { name: "gazelle", x: 1180, scale: 18 },
      ],
    }),
  "destinations/ngorongoro": (seed) => crater(seed, { flamingos: true }),
  "destinations/serengeti": (seed) => kopjes(seed, { palette: "golden" }),
  "destinations/tsavo": (seed) =>
    savanna(seed, {
      palette: "ember",
      sun: { x: 1180, y: 430 },
      tree: "baobab",
      trees: { near: [300], mid: [1380] },
      near: [
        { name: "elephant", x: 820, scale: 50, colour: "#8c3d24" },
        { name: "elephant", x: 1000, scale: 40, flip: true, colour: "#8c3d24" },
      ],
    }),
  "destinations/lake-nakuru": (seed) => lakeShore(seed, { palette: "dawn", subject: "rhino", flamingos: 90 }),
  "destinations/tarangire": (seed) =>
    savanna(seed, {
      palette: "day",
      sun: { x: 1240, y: 300, r: 50 },
      tree: "baobab",
      trees: { near: [1220], mid: [300, 700] },
      near: [
        { name: "elephant", x: 520, scale: 46 },
        { name: "elephant", x: 700, scale: 34 },
      ],
    }),
  "destinations/lake-manyara": (seed) => lakeShore(seed, { palette: "golden", climbingLion: true }),
  "destinations/zanzibar": (seed) => beach(seed, { palette: "coast", dhows: 2 }),
  "destinations/diani": (seed) => beach(seed, { palette: "dawn", dhows: 1, palmSide: "right", dolphins: true }),
  "destinations/lamu": (seed) => waterfront(seed, { palette: "dusk", dhows: 3 }),

  // Attractions
  "attractions/mara-river-crossings": (seed) => riverCrossing(seed, "dusk"),
  "attractions/big-five-game-drives": (seed) => gameDrive(seed, { palette: "golden", subject: "elephant", count: 2 }),
  "attractions/traditional-maasai-villages": (seed) => village(seed, { palette: "dusk", dancers: true }),
  "attractions/balloon-flights-at-dawn": (seed) => balloons(seed),
  "attractions/elephant-herds-under-kilimanjaro": (seed) => kilimanjaroPlains(seed, { palette: "golden", count: 6 }),
  "attractions/observation-hill": (seed) => kilimanjaroPlains(seed, { palette: "mist", swamp: true, count: 3 }),
  "attractions/enkongo-narok-swamp": (seed) => waterhole(seed, { palette: "day", subject: "elephant", tree: "fever" }),
  "attractions/samburu-special-five": (seed) =>
    savanna(seed, {
      palette: "ember",
      sun: { x: 1200, y: 420 },
      trees: { near: [300], mid: [1400] },
      near: [
        { name: "giraffe", x: 700, scale: 44 },
        { name: "zebra", x: 900, scale: 46, flip: true },
        { name: "gazelle", x: 1060, scale: 46 },
      ],
    }),
  "attractions/ewaso-nyiro-river": (seed) =>
    waterhole(seed, { palette: "ember", subject: "elephant", count: 3, tree: "palm" }),
  "attractions/samburu-people-and-culture": (seed) => village(seed, { palette: "ember" }),
  "attractions/crater-floor-wildlife-drives": (seed) => crater(seed, { palette: "golden", lake: false }),
  "attractions/lake-magadi": (seed) => crater(seed, { palette: "dawn", flamingos: true }),
  "attractions/crater-rim-forest": (seed) => forestScene(seed, { palette: "mist" }),
  "attractions/great-migration-wildlife": (seed) =>
    savanna(seed, {
      palette: "golden",
      sun: { x: 420, y: 440 },
      herd: { name: "wildebeest", from: -100, to: 1700, count: 44 },
      mid: Array.from({ length: 14 }, (_, index) => ({ name: "wildebeest" as const, x: 80 + index * 100, scale: 19 })),
      trees: { near: [1350] },
    }),
  "attractions/seronera-river-valley": (seed) => waterhole(seed, { palette: "golden", subject: "giraffe", count: 3 }),
  "attractions/moru-kopjes": (seed) => kopjes(seed, { palette: "dusk" }),
  "attractions/red-elephants-of-tsavo": (seed) =>
    waterhole(seed, { palette: "ember", subject: "elephant", count: 5, colour: "#8c3d24" }),
  "attractions/mzima-springs": (seed) =>
    waterhole(seed, { palette: "day", subject: "gazelle", count: 3, hippos: true, tree: "palm" }),
  "attractions/yatta-plateau-landscape": (seed) =>
    savanna(seed, {
      palette: "ember",
      backdrop: "escarpment",
      sun: { x: 800, y: 420 },
      tree: "baobab",
      trees: { near: [1280], mid: [260, 620] },
    }),
  "attractions/flamingo-birdlife": (seed) => lakeShore(seed, { palette: "day", flamingos: 160 }),
  "attractions/rhino-sanctuary": (seed) =>
    savanna(seed, {
      palette: "mist",
      sun: { x: 1200, y: 380 },
      tree: "fever",
      trees: { near: [1320], mid: [240, 520] },
      near: [
        { name: "rhino", x: 700, scale: 46 },
        { name: "rhino", x: 870, scale: 34, flip: true },
      ],
    }),
  "attractions/baboon-cliff-viewpoint": (seed) => lakeShore(seed, { palette: "golden", flamingos: 120 }),
  "attractions/baobab-landscapes": (seed) =>
    savanna(seed, {
      palette: "golden",
      sun: { x: 820, y: 440 },
      tree: "baobab",
      trees: { near: [400, 1250], mid: [820] },
    }),
  "attractions/elephant-gatherings": (seed) =>
    waterhole(seed, { palette: "golden", subject: "elephant", count: 5, tree: "baobab" }),
  "attractions/silale-swamp": (seed) => waterhole(seed, { palette: "mist", subject: "zebra", count: 5, hippos: true }),
  "attractions/tree-climbing-lions": (seed) => lakeShore(seed, { palette: "dawn", climbingLion: true, flamingos: 30 }),
  "attractions/rift-valley-escarpment": (seed) =>
    savanna(seed, {
      palette: "dusk",
      backdrop: "escarpment",
      sun: { x: 1000, y: 440 },
      trees: { near: [300], mid: [1300] },
      mid: [{ name: "giraffe", x: 760, scale: 22 }],
    }),
  "attractions/hippo-pool": (seed) =>
    waterhole(seed, { palette: "dawn", subject: "flamingo", count: 2, hippos: true, backdrop: "escarpment" }),
  "attractions/stone-town": (seed) => waterfront(seed, { palette: "golden", dhows: 2 }),
  "attractions/sunset-dhow-cruises": (seed) => beach(seed, { palette: "dusk", dhows: 3, palmSide: "left" }),
  "attractions/jozani-forest": (seed) => forestScene(seed, { palette: "coast" }),
  "attractions/diani-beach": (seed) => beach(seed, { palette: "coast", dhows: 0, palmSide: "right" }),
  "attractions/kisite-mpunguti-marine-park": (seed) =>
    beach(seed, { palette: "day", dhows: 1, dolphins: true, palmSide: "left" }),
  "attractions/shimba-hills": (seed) =>
    savanna(seed, {
      palette: "mist",
      sun: { x: 1200, y: 360 },
      trees: { near: [1300], mid: [300, 500] },
      mid: [
        { name: "gazelle", x: 800, scale: 24 },
        { name: "gazelle", x: 860, scale: 22, flip: true },
      ],
    }),
  "attractions/lamu-old-town": (seed) => waterfront(seed, { palette: "dawn", dhows: 2 }),
  "attractions/shela-beach": (seed) => beach(seed, { palette: "golden", dhows: 1, palmSide: "left" }),
  "attractions/traditional-dhow-sailing": (seed) => waterfront(seed, { palette: "golden", dhows: 3 }),

  // Hotels and lodges
  "hotels/mara-riverbend-camp": (seed) => camp(seed, { palette: "dusk", tents: 3, river: true }),
  "hotels/mara-ridge-lodge": (seed) => lodge(seed, { palette: "golden" }),
  "hotels/kilima-view-lodge": (seed) =>
    lodge(seed, { palette: "dawn", backdrop: "kilimanjaro", side: "left", roofs: 2 }),
  "hotels/ewaso-river-camp": (seed) => camp(seed, { palette: "ember", tents: 2, river: true }),
  "hotels/ngorongoro-rim-lodge": (seed) =>
    lodge(seed, { palette: "mist", backdrop: "crater", subject: "zebra", count: 4 }),
  "hotels/seronera-plains-camp": (seed) => camp(seed, { palette: "night", tents: 2, fire: true, moon: true }),
  "hotels/baobab-hill-lodge": (seed) => lodge(seed, { palette: "dusk", subject: "giraffe", count: 2, side: "left" }),
  "hotels/red-earth-lodge": (seed) => lodge(seed, { palette: "ember", subject: "elephant", count: 4, roofs: 2 }),
  "hotels/fever-tree-lodge": (seed) =>
    lodge(seed, { palette: "day", subject: "rhino", count: 2, side: "left", roofs: 4 }),
  "hotels/coral-rag-beach-house": (seed) => beachHouse(seed, { palette: "golden" }),

  // Video thumbnails (each clip animates the scene of the same name)
  "videos/lion-pride-at-dawn": (seed) =>
    savanna(seed, {
      palette: "dawn",
      sun: { x: 1100, y: 470 },
      trees: { near: [1350], mid: [300] },
      near: [
        { name: "lion", x: 480, scale: 70 },
        { name: "lion", x: 900, scale: 62, flip: true },
      ],
      herd: { name: "zebra", from: 200, to: 700, count: 9 },
    }),
  "videos/elephants-beneath-kilimanjaro": (seed) => kilimanjaroPlains(seed, { palette: "dawn", count: 6 }),
  "videos/great-migration-river-crossing": (seed) => riverCrossing(seed, "golden"),
  "videos/maasai-village-culture": (seed) => village(seed, { palette: "dusk", dancers: true }),
  "videos/inside-our-tented-lodge": (seed) => camp(seed, { palette: "dusk", tents: 2, fire: true, river: true }),
  "videos/crater-rim-lodge-rooms": (seed) => lodge(seed, { palette: "mist", backdrop: "crater", subject: "zebra" }),
  "videos/destination-guide-zanzibar": (seed) => beach(seed, { palette: "coast", dhows: 2, palmSide: "right" }),
  "videos/destination-guide-ngorongoro": (seed) => crater(seed, { palette: "mist", flamingos: true }),
  "videos/hot-air-balloon-over-the-mara": (seed) => balloons(seed, { palette: "dawn" }),
  "videos/dhow-sailing-activities-lamu": (seed) => waterfront(seed, { palette: "dusk", dhows: 3 }),
  "videos/planning-your-first-trip": (seed) =>
    savanna(seed, {
      palette: "golden",
      sun: { x: 1200, y: 430 },
      trees: { near: [1000], mid: [300], far: [700] },
      vehicle: { x: 560, flip: true },
      herd: { name: "zebra", from: 1000, to: 1500, count: 7 },
    }),

  // The sample galleries' pictures
  ...GALLERY_ARTWORK,
};

/** A stable seed per picture, so regenerating gives byte-identical files. */
export function seedFor(key: string): number {
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function buildArtwork(key: string): Scene {
  const build = ARTWORK[key];
  if (!build) throw new Error(`No artwork named ${key}`);
  return build(seedFor(key));
}
