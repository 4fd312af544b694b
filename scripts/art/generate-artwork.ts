// Writes every picture of the catalogue to public/art as SVG. Deterministic: running it again gives
// byte-identical files, so a diff shows only pictures that really changed.
// Usage: npx tsx scripts/art/generate-artwork.ts [name-filter]
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ARTWORK, buildArtwork } from "./catalogue";

const ART_DIR = path.resolve("public/art");
/** Pictures above this size are reported: they slow the first paint on a phone. */
const SIZE_BUDGET_BYTES = 12 * 1024;

const filter = process.argv[2];
let count = 0;
const oversized: string[] = [];
for (const key of Object.keys(ARTWORK)) {
  if (filter && !key.includes(filter)) continue;
  const svg = buildArtwork(key).toSvg();
  const file = path.join(ART_DIR, `${key}.svg`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg}\n`);
  count++;
  if (svg.length > SIZE_BUDGET_BYTES) oversized.push(`${key} (${(svg.length / 1024).toFixed(1)} KB)`);
}
console.log(`Wrote ${count} pictures to ${path.relative(process.cwd(), ART_DIR)}/`);
if (oversized.length > 0) console.log(`Over ${SIZE_BUDGET_BYTES / 1024} KB: ${oversized.join(", ")}`);
