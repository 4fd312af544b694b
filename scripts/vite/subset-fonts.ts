// Vite plugin: the Latin web fonts every page's first screen needs, cut to the weights the site sets on them.
//
// fontsource's variable files carry the whole wght axis (100 to 900). The site's text uses 400, 500 and 600
// (body, navigation and buttons in Inter; prices, titles and the brand in Fraunces); 300, 700 and 800 appear only
// in a few places (the 404 figure, the press logos, table headers) and keep coming from fontsource's full file
// (app/app.css). So the two files every page preloads are instanced by HarfBuzz (subset-font) to wght 400-600:
// the same characters (fontsource's own Latin unicode-range, the only characters the browser ever takes from
// these files), every OpenType feature, the same outlines and metrics at each of those weights; Fraunces 36.6 ->
// 30.6 kB, Inter 48.3 -> 30.1 kB (on disk).
//
// The files are made from the installed packages on each build (so they follow a fontsource upgrade; about 5 s,
// once: the result is kept in node_modules/.cache/subset-fonts/ and reused while the source file, the options
// and subset-font's version are the same), and reached through an alias: `@subset-fonts/<name>.woff2` in CSS
// url() or a `?url` import. Vite then fingerprints them into /assets like any other asset.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: "woff2"; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>;

export interface SubsetFontSpec {
  /** The file written, and the name after `@subset-fonts/`. */
  name: string;
  /** The fontsource package. */
  packageName: string;
  /** The variable file in the package's files/ folder. */
  file: string;
  /** The package's subset (unicode.json) whose characters are kept. */
  subset: string;
  /** The wght range kept. */
  weight: { min: number; max: number };
}

/** `@subset-fonts/<name>` is the file `<name>` in the cache folder. */
export const ALIAS = "@subset-fonts";

export const SUBSET_FONTS: SubsetFontSpec[] = [
  {
    name: "fraunces-latin-wght-400-600-normal.woff2",
    packageName: "@fontsource-variable/fraunces",
    file: "fraunces-latin-wght-normal.woff2",
    subset: "latin",
    weight: { min: 400, max: 600 },
  },
  {
    name: "inter-latin-wght-400-600-normal.woff2",
    packageName: "@fontsource-variable/inter",
    file: "inter-latin-wght-normal.woff2",
    subset: "latin",
    weight: { min: 400, max: 600 },
  },
];

/** The characters of a CSS unicode-range ("U+0000-00FF,U+0131,..."), as a string. */
export function unicodeRangeText(range: string): string {
  let text = "";
  for (const part of range.split(",")) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`subset-fonts: cannot read unicode-range part "${part}"`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

function packageDir(packageName: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`));
}

/** Writes the font into `outDir` unless the copy there was made from the same input; returns its path. */
export async function makeSubsetFont(spec: SubsetFontSpec, outDir: string): Promise<string> {
  const dir = packageDir(spec.packageName);
  const source = await readFile(path.join(dir, "files", spec.file));
  const ranges = JSON.parse(await readFile(path.join(dir, "unicode.json"), "utf8")) as Record<string, string>;
  const range = ranges[spec.subset];
  if (!range) throw new Error(`subset-fonts: ${spec.packageName} has no "${spec.subset}" subset`);
  const subsetFontVersion = (require("subset-font/package.json") as { version: string }).version;
  const stamp = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ range, weight: spec.weight, subsetFontVersion }))
    .digest("hex");
  const output = path.join(outDir, spec.name);
  const stampFile = `${output}.stamp`;
  if (existsSync(output) && existsSync(stampFile) && (await readFile(stampFile, "utf8")) === stamp) return output;

  const subsetFont = require("subset-font") as SubsetFont;
  const font = await subsetFont(source, unicodeRangeText(range), {
    targetFormat: "woff2",
    variationAxes: { wght: spec.weight },
  });
  await mkdir(outDir, { recursive: true });
  // Written under a temporary name first, so a build that stops half-way never leaves half a font behind.
  const partial = `${output}.${process.pid}.tmp`;
  await writeFile(partial, font);
  await rename(partial, output);
  await writeFile(stampFile, stamp);
  return output;
}

export function subsetFonts(specs: SubsetFontSpec[] = SUBSET_FONTS): Plugin {
  let outDir = "";
  let ready: Promise<unknown> | undefined;
  const makeAll = () => {
    ready ??= Promise.all(specs.map((spec) => makeSubsetFont(spec, outDir)));
    return ready;
  };
  return {
    name: "subset-fonts",
    enforce: "pre",
    config(config) {
      outDir = path.resolve(config.root ?? process.cwd(), "node_modules/.cache/subset-fonts");
      return { resolve: { alias: [{ find: ALIAS, replacement: outDir }] } };
    },
    // Before any module or stylesheet is read (the client and the server build, and the dev server).
    async buildStart() {
      await makeAll();
    },
  };
}
