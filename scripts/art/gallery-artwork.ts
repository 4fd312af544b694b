// The sample galleries' pictures (app/seed/content/galleries.ts), each of its own place: Kilimanjaro over
// Amboseli's elephants, the Ngorongoro crater floor, Nakuru's flamingos, the Indian Ocean coast, the Mara
// river, Samburu's dry country, Tsavo's red earth, and the lodges and camps at other hours of the day.
import {
  balloons,
  beach,
  beachHouse,
  camp,
  crater,
  forestScene,
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
import type { Scene } from "./scene";

type Build = (seed: number) => Scene;

const RED_EARTH = "#8c3d24";

export const GALLERY_ARTWORK: Record<string, Build> = {
  // Destinations
  "galleries/maasai-mara/crossing-at-dawn": (seed) => riverCrossing(seed, "dawn"),
  "galleries/maasai-mara/lions-in-the-grass": (seed) =>
    savanna(seed, {
      palette: "day",
      sun: { x: 1250, y: 300, r: 46 },
      trees: { near: [260], mid: [1350], far: [800] },
      near: [
        { name: "lion", x: 640, scale: 64 },
        { name: "lion", x: 820, scale: 52, flip: true },
        { name: "lion", x: 960, scale: 44 },
      ],
      herd: { name: "wildebeest", from: 900, to: 1500, count: 14 },
    }),
  "galleries/maasai-mara/herders-at-dusk": (seed) =>
    savanna(seed, {
      palette: "dusk",
      sun: { x: 400, y: 450, r: 70 },
      trees: { near: [1350], far: [900] },
      near: [
        { name: "herder", x: 720, scale: 90 },
        { name: "herder", x: 820, scale: 84, flip: true },
      ],
      herd: { name: "wildebeest", from: 100, to: 600, count: 10 },
    }),
  "galleries/amboseli/elephants-below-kibo": (seed) => kilimanjaroPlains(seed, { palette: "day", count: 6 }),
  "galleries/amboseli/swamp-at-first-light": (seed) =>
    kilimanjaroPlains(seed, { palette: "dawn", swamp: true, count: 4 }),
  "galleries/amboseli/giraffes-and-the-mountain": (seed) =>
    kilimanjaroPlains(seed, { palette: "mist", subject: "giraffe", count: 3 }),
  "galleries/samburu/reticulated-giraffes": (seed) =>
    savanna(seed, {
      palette: "day",
      backdrop: "mesa",
      sun: { x: 300, y: 300, r: 44 },
      trees: { near: [1380], mid: [220] },
      near: [
        { name: "giraffe", x: 700, scale: 46 },
        { name: "giraffe", x: 860, scale: 40, flip: true },
      ],
    }),
  "galleries/samburu/river-elephants": (seed) =>
    waterhole(seed, { palette: "golden", subject: "elephant", count: 4, tree: "palm" }),
  "galleries/samburu/morning-herders": (seed) => village(seed, { palette: "dawn" }),
  "galleries/ngorongoro/crater-floor": (seed) => crater(seed, { palette: "day", lake: false, subject: "zebra" }),
  "galleries/ngorongoro/flamingo-lake": (seed) => crater(seed, { palette: "dawn", flamingos: true }),
  "galleries/ngorongoro/black-rhino": (seed) => crater(seed, { palette: "golden", subject: "rhino", lake: false }),
  "galleries/serengeti/plains-at-noon": (seed) =>
    savanna(seed, {
      palette: "day",
      sun: { x: 1200, y: 260, r: 44 },
      backdrop: "none",
      herd: { name: "wildebeest", from: -100, to: 1700, count: 40 },
      mid: Array.from({ length: 10 }, (_, index) => ({
        name: index % 3 === 0 ? ("zebra" as const) : ("wildebeest" as const),
        x: 150 + index * 130,
        scale: 20,
      })),
      trees: { near: [1400] },
    }),
  "galleries/serengeti/kopje-at-dawn": (seed) => kopjes(seed, { palette: "dawn" }),
  "galleries/serengeti/balloons-over-the-plains": (seed) => balloons(seed, { palette: "golden", count: 3 }),
  "galleries/tsavo/red-elephants": (seed) =>
    waterhole(seed, { palette: "day", subject: "elephant", count: 4, colour: RED_EARTH, tree: "baobab" }),
  "galleries/tsavo/baobab-country": (seed) =>
    savanna(seed, {
      palette: "ember",
      sun: { x: 460, y: 420, r: 60 },
      tree: "baobab",
      trees: { near: [1180], mid: [380, 760] },
      near: [{ name: "elephant", x: 760, scale: 44, colour: RED_EARTH }],
    }),
  "galleries/tsavo/yatta-escarpment": (seed) =>
    savanna(seed, {
      palette: "mist",
      backdrop: "escarpment",
      sun: { x: 1200, y: 360 },
      tree: "baobab",
      trees: { near: [260], mid: [1280] },
      mid: [
        { name: "gazelle", x: 760, scale: 24 },
        { name: "gazelle", x: 820, scale: 22, flip: true },
      ],
    }),
  "galleries/lake-nakuru/flamingo-shore": (seed) => lakeShore(seed, { palette: "day", flamingos: 170 }),
  "galleries/lake-nakuru/rhino-in-the-fever-trees": (seed) =>
    savanna(seed, {
      palette: "golden",
      sun: { x: 400, y: 420 },
      tree: "fever",
      trees: { near: [1250], mid: [300, 620, 1420] },
      near: [{ name: "rhino", x: 820, scale: 48, flip: true }],
    }),
  "galleries/lake-nakuru/pink-lake-at-dusk": (seed) => lakeShore(seed, { palette: "dusk", flamingos: 120 }),
  "galleries/tarangire/baobabs-and-elephants": (seed) =>
    waterhole(seed, { palette: "dawn", subject: "elephant", count: 5, tree: "baobab" }),
  "galleries/tarangire/giraffe-at-sunset": (seed) =>
    savanna(seed, {
      palette: "dusk",
      sun: { x: 1100, y: 440, r: 64 },
      tree: "baobab",
      trees: { near: [320], mid: [1300] },
      near: [{ name: "giraffe", x: 820, scale: 48 }],
    }),
  "galleries/tarangire/river-herds": (seed) =>
    waterhole(seed, { palette: "day", subject: "zebra", count: 6, hippos: true }),
  "galleries/lake-manyara/lion-in-the-tree": (seed) => lakeShore(seed, { palette: "day", climbingLion: true }),
  "galleries/lake-manyara/escarpment-and-lake": (seed) =>
    waterhole(seed, { palette: "golden", subject: "flamingo", count: 3, backdrop: "escarpment" }),
  "galleries/lake-manyara/groundwater-forest": (seed) => forestScene(seed, { palette: "golden" }),
  "galleries/zanzibar/turquoise-shore": (seed) => beach(seed, { palette: "day", dhows: 1, palmSide: "left" }),
  "galleries/zanzibar/stone-town-evening": (seed) => waterfront(seed, { palette: "dusk", dhows: 2 }),
  "galleries/zanzibar/dhows-at-dawn": (seed) => beach(seed, { palette: "dawn", dhows: 3, palmSide: "right" }),
  "galleries/diani/white-sand-and-palms": (seed) => beach(seed, { palette: "coast", dhows: 1, palmSide: "left" }),
  "galleries/diani/dolphins-offshore": (seed) =>
    beach(seed, { palette: "golden", dhows: 0, dolphins: true, palmSide: "right" }),
  "galleries/diani/reef-at-dusk": (seed) => beach(seed, { palette: "dusk", dhows: 2, palmSide: "left" }),
  "galleries/lamu/old-town-waterfront": (seed) => waterfront(seed, { palette: "day", dhows: 2 }),
  "galleries/lamu/dhows-under-sail": (seed) => waterfront(seed, { palette: "golden", dhows: 4 }),
  "galleries/lamu/shela-dunes": (seed) => beach(seed, { palette: "coast", dhows: 2, palmSide: "right" }),

  // Lodges and camps, at other hours than their cover
  "galleries/mara-riverbend-camp/tents-at-dawn": (seed) => camp(seed, { palette: "dawn", tents: 3, river: true }),
  "galleries/mara-riverbend-camp/fire-under-the-moon": (seed) =>
    camp(seed, { palette: "night", tents: 2, fire: true, moon: true, river: true }),
  "galleries/mara-ridge-lodge/morning-at-the-waterhole": (seed) =>
    lodge(seed, { palette: "day", subject: "zebra", count: 5, side: "left" }),
  "galleries/mara-ridge-lodge/dusk-on-the-ridge": (seed) =>
    lodge(seed, { palette: "dusk", subject: "elephant", count: 3 }),
  "galleries/kilima-view-lodge/kibo-at-dawn": (seed) =>
    lodge(seed, { palette: "day", backdrop: "kilimanjaro", subject: "elephant", count: 3, side: "right" }),
  "galleries/kilima-view-lodge/evening-roofs": (seed) =>
    lodge(seed, { palette: "golden", backdrop: "kilimanjaro", side: "left", roofs: 3, subject: "giraffe", count: 2 }),
  "galleries/ewaso-river-camp/riverside-tents": (seed) => camp(seed, { palette: "day", tents: 3, river: true }),
  "galleries/ewaso-river-camp/night-fire": (seed) => camp(seed, { palette: "night", tents: 2, fire: true }),
  "galleries/ngorongoro-rim-lodge/rim-at-sunrise": (seed) =>
    lodge(seed, { palette: "dawn", backdrop: "crater", subject: "wildebeest", count: 5, side: "left" }),
  "galleries/ngorongoro-rim-lodge/rim-in-golden-light": (seed) =>
    lodge(seed, { palette: "golden", backdrop: "crater", subject: "zebra", count: 3, roofs: 2 }),
  "galleries/seronera-plains-camp/camp-at-dawn": (seed) => camp(seed, { palette: "dawn", tents: 2 }),
  "galleries/seronera-plains-camp/evening-fire": (seed) => camp(seed, { palette: "dusk", tents: 3, fire: true }),
  "galleries/baobab-hill-lodge/morning-giraffes": (seed) =>
    lodge(seed, { palette: "day", subject: "giraffe", count: 3, side: "right" }),
  "galleries/baobab-hill-lodge/golden-hour": (seed) =>
    lodge(seed, { palette: "golden", subject: "elephant", count: 3, side: "left", roofs: 2 }),
  "galleries/red-earth-lodge/elephants-at-dawn": (seed) =>
    lodge(seed, { palette: "dawn", subject: "elephant", count: 5, roofs: 3 }),
  "galleries/red-earth-lodge/night-sky": (seed) => camp(seed, { palette: "night", tents: 1, fire: true, moon: true }),
  "galleries/fever-tree-lodge/rhinos-at-the-waterhole": (seed) =>
    lodge(seed, { palette: "mist", subject: "rhino", count: 2, side: "right", roofs: 3 }),
  "galleries/fever-tree-lodge/flamingo-evening": (seed) => lakeShore(seed, { palette: "golden", flamingos: 140 }),
  "galleries/coral-rag-beach-house/morning-tide": (seed) => beachHouse(seed, { palette: "day" }),
  "galleries/coral-rag-beach-house/evening-veranda": (seed) => beachHouse(seed, { palette: "dusk" }),
};
