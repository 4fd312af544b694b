// The build's precompressed assets (scripts/vite/precompress-assets.ts) as the production server sends them
// (server/precompressed-assets.ts): the .br or .gz file byte for byte, decoding to the asset itself, with the
// asset's own type, caching and security headers.
import { readdir, readFile } from "node:fs/promises";
import http, { type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, buildDir, startAppServer } from "./support/app-server";
import { get } from "./support/http";

const assetsDir = path.join(buildDir, "client", "assets");
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/;

function head(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "HEAD", headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("precompressed assets", () => {
  let server: AppServer;
  let shell: string;

  beforeAll(async () => {
    server = await startAppServer();
    const page = await get(`${server.url}/`);
    const scripts = [...page.text.matchAll(/"\/assets\/(shell-[\w-]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts, "the shell chunk in the home page").not.toHaveLength(0);
    shell = scripts[0]!;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are written by the build for every compressible asset, and decode to it", async () => {
    const names = await readdir(assetsDir);
    const originals = names.filter((name) => COMPRESSIBLE.test(name));
    expect(originals.length).toBeGreaterThan(10);
    let withVariants = 0;
    for (const name of originals) {
      const original = await readFile(path.join(assetsDir, name));
      const present = { br: names.includes(`${name}.br`), gz: names.includes(`${name}.gz`) };
      // Tiny modules (a re-export of 60 bytes) would only grow; anything of 1 kB or more must have both.
      if (original.length >= 1000) expect(present, name).toEqual({ br: true, gz: true });
      if (present.br) {
        const br = await readFile(path.join(assetsDir, `${name}.br`));
        expect(br.length, name).toBeLessThan(original.length);
        expect(zlib.brotliDecompressSync(br).equals(original), name).toBe(true);
      }
      if (present.gz) {
        const gz = await readFile(path.join(assetsDir, `${name}.gz`));
        expect(gz.length, name).toBeLessThan(original.length);
        expect(zlib.gunzipSync(gz).equals(original), name).toBe(true);
      }
      if (present.br && present.gz) withVariants++;
    }
    expect(withVariants).toBeGreaterThan(10);
    // React Router writes its browser manifest during the server build: it is precompressed too.
    expect(names.some((name) => /^manifest-\w+\.js\.gz$/.test(name))).toBe(true);
  });

  it("sends the shell chunk as brotli, gzip or itself, always the same bytes once decoded", async () => {
    const original = await readFile(path.join(assetsDir, shell));
    const cases = [
      { acceptEncoding: "gzip, deflate, br, zstd", encoding: "br", file: `${shell}.br` },
      { acceptEncoding: "gzip, deflate", encoding: "gzip", file: `${shell}.gz` },
      { acceptEncoding: "identity", encoding: undefined, file: shell },
    ];
    const etags = new Set<string>();
    let contentType: string | undefined;
    for (const { acceptEncoding, encoding, file } of cases) {
      const response = await get(`${server.url}/assets/${shell}`, { "Accept-Encoding": acceptEncoding });
      expect(response.status, acceptEncoding).toBe(200);
      expect(response.header("content-encoding"), acceptEncoding).toBe(encoding);
      // The file the build wrote, byte for byte: never compressed a second time on the way out.
      expect(response.raw.equals(await readFile(path.join(assetsDir, file))), acceptEncoding).toBe(true);
      expect(Buffer.from(response.text, "utf8").equals(original), acceptEncoding).toBe(true);
      expect(response.header("content-length"), acceptEncoding).toBe(String(response.raw.length));
      expect(response.header("content-type"), acceptEncoding).toMatch(
        /^(text|application)\/javascript; charset=utf-8$/,
      );
      contentType ??= response.header("content-type");
      expect(response.header("content-type"), acceptEncoding).toBe(contentType);
      expect(response.header("cache-control"), acceptEncoding).toBe("public, max-age=31536000, immutable");
      expect(response.header("vary"), acceptEncoding).toMatch(/accept-encoding/i);
      // The security headers still reach assets.
      expect(response.header("x-content-type-options"), acceptEncoding).toBe("nosniff");
      expect(response.header("content-security-policy"), acceptEncoding).toMatch(/default-src 'self'/);
      expect(response.header("x-request-id"), acceptEncoding).toBeTruthy();
      etags.add(response.header("etag") ?? "");
    }
    expect(etags.size, "one ETag per representation").toBe(3);
  });

  it("sends the stylesheet precompressed too", async () => {
    const page = await get(`${server.url}/`);
    const stylesheet = /\/assets\/([\w-]+\.css)\b/.exec(page.text)?.[1];
    expect(stylesheet).toBeTruthy();
    const response = await get(`${server.url}/assets/${stylesheet}`, { "Accept-Encoding": "br" });
    expect(response.header("content-encoding")).toBe("br");
    expect(response.header("content-type")).toBe("text/css; charset=utf-8");
    expect(response.text).toBe(await readFile(path.join(assetsDir, stylesheet!), "utf8"));
  });

  it("answers HEAD and a revalidation with the chosen representation's headers", async () => {
    const brotli = await readFile(path.join(assetsDir, `${shell}.br`));
    const answer = await head(`${server.url}/assets/${shell}`, { "Accept-Encoding": "br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(brotli.length));

    const revalidated = await get(`${server.url}/assets/${shell}`, {
      "Accept-Encoding": "br",
      "If-None-Match": String(answer.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);
  });

  it("never turns a missing asset into a precompressed one", async () => {
    for (const target of [`/assets/${shell}x`, `/assets/..%2f..%2fserver%2findex.js`, "/assets/../package.json"]) {
      const response = await get(`${server.url}${target}`, { "Accept-Encoding": "br, gzip" });
      expect(response.status, target).toBe(404);
      expect(response.header("cache-control") ?? "", target).not.toContain("immutable");
    }
  });
});
