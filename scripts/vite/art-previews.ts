// Vite plugin: a JPEG of every piece of seeded artwork (public/art/**/*.svg), for link previews and search
// results. A page's og:image and its structured data name a picture that WhatsApp, Facebook, X and LinkedIn
// draw beside a shared link, and none of them takes SVG: a shared safari showed no picture. The pages keep
// the SVG, the smaller file (about 4 kB sent against 10 kB for a WebP of the same picture at a phone's width;
// drawn as WebP the blocking time did not move beyond its spread either, docs/performance.md).
//
// The build writes `<build>/client/art/<name>.jpg` (ART_PREVIEW_WIDTH wide) beside each SVG, kept in
// node_modules/.cache/art-previews/ and reused while the SVG and the settings are the same (about 10 s the
// first time for 145 pictures, under a second after). The dev server draws a file when it is asked for.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { ART_PREVIEW_WIDTH, artPreviewPath, seededArtName } from "../../app/utils/picture";

/** MozJPEG at 82: the skies' gradients show no banding, and a picture is about 24 kB. */
const JPEG = { quality: 82, mozjpeg: true } as const;

/** The SVG drawn at `width` pixels wide (its height in proportion), as a JPEG. */
export async function drawPreview(svg: Buffer, width: number = ART_PREVIEW_WIDTH): Promise<Buffer> {
  const { width: ownWidth } = await sharp(svg).metadata();
  // Drawn at no less than the asked width, so a picture is never enlarged from a smaller drawing.
  const density = Math.max(72, Math.ceil((72 * width) / (ownWidth || width)));
  return sharp(svg, { density }).resize({ width }).flatten({ background: "#ffffff" }).jpeg(JPEG).toBuffer();
}

/** Every SVG under `dir`, as names relative to it without the extension ("site/home-hero"). */
export async function artNames(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".svg"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\.svg$/, ""))
    .map((name) => name.split(path.sep).join("/"))
    .sort();
}

/**
 * Previews being drawn, by their cache file: two SVGs of the same bytes (the same picture in two places) share
 * one drawing rather than both writing the same cache file at once.
 */
const drawing = new Map<string, Promise<Buffer>>();

/** The preview of one SVG: from the cache when it was made from the same input, else drawn. */
function cachedPreview(svg: Buffer, cacheDir: string): Promise<Buffer> {
  // The drawing and the encoding are libvips' (librsvg, MozJPEG): a new version of any of them is a new key.
  const { sharp: sharpVersion, rsvg, mozjpeg } = sharp.versions as Record<string, string | undefined>;
  const key = createHash("sha256")
    .update(svg)
    .update(JSON.stringify({ width: ART_PREVIEW_WIDTH, JPEG, sharpVersion, rsvg, mozjpeg }))
    .digest("hex");
  const cached = path.join(cacheDir, `${key}.jpg`);
  const inFlight = drawing.get(cached);
  if (inFlight) return inFlight;
  const preview = (async () => {
    if (existsSync(cached)) return readFile(cached);
    const jpeg = await drawPreview(svg);
    await mkdir(cacheDir, { recursive: true });
    // Written under a temporary name first, so a build that stops half-way never leaves half a file behind. The
    // name is this process's: within it, `drawing` lets only one drawing of a picture write at a time.
    const partial = `${cached}.${process.pid}.tmp`;
    await writeFile(partial, jpeg);
    await rename(partial, cached);
    return jpeg;
  })().finally(() => drawing.delete(cached));
  drawing.set(cached, preview);
  return preview;
}

/** Writes the preview of every SVG under `artDir` into `outDir` (art/<name>.jpg); answers the count. */
export async function drawArtPreviews(artDir: string, outDir: string, cacheDir: string): Promise<number> {
  const queue = await artNames(artDir);
  let written = 0;
  // Two pictures at a time: libvips uses threads of its own for each.
  const worker = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const preview = await cachedPreview(await readFile(path.join(artDir, `${name}.svg`)), cacheDir);
      const file = path.join(outDir, artPreviewPath(name));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, preview);
      written++;
    }
  };
  await Promise.all([worker(), worker()]);
  return written;
}

export function artPreviews(): Plugin {
  let root = process.cwd();
  let cacheDir = "";
  const artDir = () => path.join(root, "public", "art");
  return {
    name: "art-previews",
    configResolved(config) {
      root = config.root;
      cacheDir = path.join(root, "node_modules", ".cache", "art-previews");
    },
    // The dev server: a preview is drawn when it is asked for.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        // A preview's address is its SVG's with .jpg: the same names picture.ts accepts, and no others.
        const pathname = (request.url ?? "").split("?")[0] ?? "";
        const name = pathname.endsWith(".jpg") ? seededArtName(pathname.replace(/\.jpg$/, ".svg")) : null;
        const svgFile = name ? path.join(artDir(), `${name}.svg`) : "";
        if (!name || !existsSync(svgFile)) return next();
        try {
          const jpeg = await cachedPreview(await readFile(svgFile), cacheDir);
          response.setHeader("Content-Type", "image/jpeg");
          response.setHeader("Cache-Control", "no-cache");
          response.end(jpeg);
        } catch (error) {
          next(error);
        }
      });
    },
    // The build: beside the browser's files (React Router writes them to <build>/client).
    writeBundle: {
      sequential: true,
      async handler(options) {
        if (this.environment.config.consumer !== "client" || !options.dir) return;
        const started = performance.now();
        const written = await drawArtPreviews(artDir(), options.dir, cacheDir);
        if (written === 0) return;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        this.environment.logger.info(`drew ${written} link-preview JPEGs of public/art in ${seconds} s`);
      },
    },
  };
}
