import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeSubsetFont, SUBSET_FONTS, unicodeRangeText } from "./subset-fonts";

const require = createRequire(import.meta.url);
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("unicodeRangeText", () => {
  it("lists every character of a unicode-range", () => {
    expect(unicodeRangeText("U+0041-0043, U+00E9,U+2014")).toBe("ABCé—");
  });

  it("keeps the characters the site prints: Latin-1 (accents, ©, non-breaking space), dashes, curly quotes, €", () => {
    const latin = unicodeRangeText(
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    );
    for (const char of "éèàçñüöäÉ©® \u00a0–—‘’“”…€™") expect(latin).toContain(char);
  });

  it("refuses what it cannot read", () => {
    expect(() => unicodeRangeText("U+00G1")).toThrow(/unicode-range/);
  });
});

describe("makeSubsetFont", () => {
  it("writes each Latin file smaller than fontsource's, as woff2, and reuses it while the input is the same", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "subset-fonts-"));
    dirs.push(dir);
    for (const spec of SUBSET_FONTS) {
      const output = await makeSubsetFont(spec, dir);
      const font = await readFile(output);
      expect(font.subarray(0, 4).toString("latin1")).toBe("wOF2");
      const original = await stat(
        path.join(path.dirname(require.resolve(`${spec.packageName}/package.json`)), "files", spec.file),
      );
      expect(font.length).toBeLessThan(original.size);
      const written = (await stat(output)).mtimeMs;
      await makeSubsetFont(spec, dir);
      expect((await stat(output)).mtimeMs).toBe(written);
    }
  }, 60_000);
});
