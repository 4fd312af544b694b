import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { ART_PREVIEW_WIDTH } from "../../app/utils/picture";
import { artNames, drawArtPreviews, drawPreview } from "./art-previews";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "heartbeest-art-previews-"));
  dirs.push(dir);
  return dir;
}

/** A 160 x 90 picture: an orange sky over a brown hill, as the artwork is drawn. */
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90">' +
    '<rect width="160" height="90" fill="#f2a950"/><path d="M0 60 Q80 30 160 60 V90 H0Z" fill="#6b3d1f"/></svg>',
);

describe("drawPreview", () => {
  it("draws the SVG as a JPEG of the asked width, its height in proportion, with its colours", async () => {
    const jpeg = await drawPreview(SVG, 640);
    const picture = sharp(jpeg);
    const { format, width, height } = await picture.metadata();
    expect({ format, width, height }).toEqual({ format: "jpeg", width: 640, height: 360 });
    const { data } = await picture.raw().toBuffer({ resolveWithObject: true });
    // Top left is sky, bottom left is hill (within the encoder's rounding).
    const pixel = (x: number, y: number) => [...data.subarray((y * 640 + x) * 3, (y * 640 + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) < 12);
    expect(near(pixel(5, 5), [0xf2, 0xa9, 0x50]), `sky ${pixel(5, 5)}`).toBe(true);
    expect(near(pixel(5, 350), [0x6b, 0x3d, 0x1f]), `hill ${pixel(5, 350)}`).toBe(true);
  });
});

describe("drawArtPreviews", () => {
  it("writes a preview of every SVG beside where the SVG is served, folders kept, and reuses what it drew", async () => {
    const art = await tempDir();
    const out = await tempDir();
    const cache = await tempDir();
    await mkdir(path.join(art, "galleries", "amboseli"), { recursive: true });
    await writeFile(path.join(art, "hero.svg"), SVG);
    await writeFile(path.join(art, "galleries", "amboseli", "swamp.svg"), SVG);
    await writeFile(path.join(art, "notes.txt"), "not a picture");
    expect(await artNames(art)).toEqual(["galleries/amboseli/swamp", "hero"]);

    expect(await drawArtPreviews(art, out, cache)).toBe(2);
    for (const name of ["hero", "galleries/amboseli/swamp"]) {
      const file = path.join(out, "art", `${name}.jpg`);
      expect(await sharp(file).metadata(), file).toMatchObject({ format: "jpeg", width: ART_PREVIEW_WIDTH });
    }

    // The second build draws nothing: the cache holds one file (the two SVGs are the same bytes), untouched.
    const cached = await readdir(cache);
    expect(cached).toHaveLength(1);
    const before = await stat(path.join(cache, cached[0] ?? ""));
    expect(await drawArtPreviews(art, await tempDir(), cache)).toBe(2);
    expect((await stat(path.join(cache, cached[0] ?? ""))).mtimeMs).toBe(before.mtimeMs);
    expect(await readdir(cache)).toHaveLength(1);
  });

  it("draws the same picture in two places once, however the two drawings meet", async () => {
    // Eight pictures, each twice in its own folder: in name order each pair comes up together, one per drawing
    // slot. Both used to draw and write the same temporary file; the second rename then found it gone (seen in
    // CI).
    const art = await tempDir();
    const cache = await tempDir();
    const names: string[] = [];
    for (let i = 0; i < 8; i++) {
      const picture = Buffer.from(SVG.toString().replace("#f2a950", `#f2a9${(0x50 + i).toString(16)}`));
      await mkdir(path.join(art, `picture-${i}`));
      for (const copy of ["first", "second"]) {
        await writeFile(path.join(art, `picture-${i}`, `${copy}.svg`), picture);
        names.push(`picture-${i}/${copy}`);
      }
    }
    const out = await tempDir();
    expect(await drawArtPreviews(art, out, cache)).toBe(16);
    for (const name of names) {
      expect(await sharp(path.join(out, "art", `${name}.jpg`)).metadata(), name).toMatchObject({ format: "jpeg" });
    }
    // One file per picture, and nothing half-written left behind.
    expect((await readdir(cache)).sort()).toEqual(
      (await readdir(cache)).filter((file) => file.endsWith(".jpg")).sort(),
    );
    expect(await readdir(cache)).toHaveLength(8);
  });
});
