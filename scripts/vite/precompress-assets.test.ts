import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Gzipper, precompressDirectory, zlibGzipper, zopfliGzipper } from "./precompress-assets";

const script = Buffer.from(Array.from({ length: 300 }, (_, i) => `export const v${i} = "safari ${i % 9}";`).join("\n"));

describe("precompressDirectory", () => {
  let dir: string;
  let gzipper: Gzipper;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
    await mkdir(path.join(dir, "nested"));
    gzipper = zopfliGzipper(2);
  });
  afterEach(async () => {
    await gzipper.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("writes .br and .gz that decode to each compressible file, with Zopfli", async () => {
    await writeFile(path.join(dir, "app.js"), script);
    await writeFile(path.join(dir, "nested", "style.css"), script);
    await writeFile(path.join(dir, "font.woff2"), script);

    const result = await precompressDirectory(dir, gzipper);

    expect(gzipper.name).toMatch(/^Zopfli/);
    expect(gzipper.failures()).toBe(0);
    expect(result.files).toBe(2);
    for (const file of ["app.js", "nested/style.css"]) {
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(script)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(script)).toBe(true);
      // Zopfli does at least as well as zlib's best.
      expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(script, { level: 9 }).length);
    }
    expect(existsSync(path.join(dir, "font.woff2.gz"))).toBe(false);
    expect(result.originalBytes).toBe(2 * script.length);
    expect(result.gzipBytes).toBeLessThan(script.length);
  });

  it("writes no variant that would be larger than the file, and removes an old one", async () => {
    await writeFile(path.join(dir, "tiny.js"), 'export{a}from"./a.js";');
    await writeFile(path.join(dir, "tiny.js.gz"), "left by an earlier build");

    const result = await precompressDirectory(dir, gzipper);

    expect(result.files).toBe(1);
    expect(existsSync(path.join(dir, "tiny.js.gz"))).toBe(false);
    expect(existsSync(path.join(dir, "tiny.js.br"))).toBe(false);
  });

  it("with modifiedSince, compresses only the files written since", async () => {
    await writeFile(path.join(dir, "old.js"), script);
    await writeFile(path.join(dir, "new.js"), script);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(path.join(dir, "old.js"), anHourAgo, anHourAgo);

    const result = await precompressDirectory(dir, gzipper, { modifiedSince: Date.now() - 60_000 });

    expect(result.files).toBe(1);
    expect(existsSync(path.join(dir, "new.js.gz"))).toBe(true);
    expect(existsSync(path.join(dir, "old.js.gz"))).toBe(false);
  });

  it("gzips with zlib level 9 as the fallback", async () => {
    await writeFile(path.join(dir, "app.js"), script);
    await precompressDirectory(dir, zlibGzipper());
    expect(zlib.gunzipSync(await readFile(path.join(dir, "app.js.gz"))).equals(script)).toBe(true);
  });
});
