// Renders the artwork to PNG contact sheets in Chromium, to look at the pictures as a visitor will.
// Usage: npx tsx scripts/art/preview-artwork.ts [output-folder] [name-filter[,name-filter...]]
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ARTWORK } from "./catalogue";
import { launchChromium } from "./chromium";

const outputDir = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), "artwork-preview"));
const filters = process.argv[3]?.split(",") ?? [];
const keys = Object.keys(ARTWORK).filter((key) => filters.length === 0 || filters.some((part) => key.includes(part)));
const PER_SHEET = 12;
const COLUMNS = 3;
const TILE_WIDTH = 560;
const TILE_HEIGHT = 315;

await mkdir(outputDir, { recursive: true });
const browser = await launchChromium();
try {
  for (let sheet = 0; sheet * PER_SHEET < keys.length; sheet++) {
    const batch = keys.slice(sheet * PER_SHEET, (sheet + 1) * PER_SHEET);
    const tiles = batch
      .map((key) => {
        const svg = readFileSync(path.resolve("public/art", `${key}.svg`)).toString("base64");
        return `<figure style="margin:0"><img src="data:image/svg+xml;base64,${svg}" width="${TILE_WIDTH}" height="${TILE_HEIGHT}" style="display:block;object-fit:cover"><figcaption style="font:12px sans-serif;padding:4px">${key}</figcaption></figure>`;
      })
      .join("");
    const page = await browser.newPage({
      viewport: { width: COLUMNS * TILE_WIDTH, height: Math.ceil(batch.length / COLUMNS) * (TILE_HEIGHT + 22) },
    });
    await page.setContent(
      `<body style="margin:0;display:grid;grid-template-columns:repeat(${COLUMNS},${TILE_WIDTH}px)">${tiles}</body>`,
    );
    const file = path.join(outputDir, `sheet-${String(sheet + 1).padStart(2, "0")}.png`);
    await page.screenshot({ path: file });
    await page.close();
    console.log(file);
  }
} finally {
  await browser.close();
}
