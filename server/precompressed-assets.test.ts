import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPrecompressed, precompressedAssets } from "./precompressed-assets";

// A script large enough (over compression's 1 kB threshold) to be compressed on the fly when no variant is sent.
const script = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const value${i} = "heartbeest ${i % 7}";`).join("\n"),
);
const style = Buffer.from(Array.from({ length: 100 }, (_, i) => `.c${i}{color:#${i}0a}`).join("\n"));
const br = (input: Buffer) => zlib.brotliCompressSync(input);
const gz = (input: Buffer) => zlib.gzipSync(input, { level: 9 });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

let port = 0;

/** The path is sent exactly as given (a URL would resolve "../" before it left). */
function request(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: "127.0.0.1", port, path: target, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw: Buffer.concat(chunks) }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function decode({ headers, raw }: Answer): Buffer {
  const encoding = headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(raw);
  if (encoding === "gzip") return zlib.gunzipSync(raw);
  if (encoding === "deflate") return zlib.inflateSync(raw);
  return raw;
}

describe("precompressedAssets", () => {
  let dir: string;
  let root: string;
  let server: Server;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "precompressed-assets-"));
    root = path.join(dir, "assets");
    await mkdir(path.join(root, "nested"), { recursive: true });
    const files: Record<string, Buffer> = {
      "app.js": script,
      "app.js.br": br(script),
      "app.js.gz": gz(script),
      "style.css": style,
      "style.css.gz": gz(style),
      "plain.js": script,
      "nested/deep.js": script,
      "nested/deep.js.br": br(script),
      "orphan.js.gz": gz(script),
      ".hidden.js": script,
      ".hidden.js.gz": gz(script),
      "vanishing.css": style,
      "vanishing.css.gz": gz(style),
      // Outside the assets folder: never reachable.
      "../outside.js": script,
      "../outside.js.gz": gz(script),
    };
    for (const [name, content] of Object.entries(files)) await writeFile(path.join(root, name), content);

    const app = express();
    app.use(compression());
    const caching = { immutable: true, maxAge: "1y" };
    app.use("/assets", precompressedAssets(root, caching));
    app.use("/assets", express.static(root, { ...caching, index: false }));
    app.use((_req, res) => void res.status(404).type("text/plain").send("not found"));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it("finds the files with a variant beside them, and only those", () => {
    expect(Object.fromEntries(findPrecompressed(root))).toEqual({
      "/app.js": ["br", "gzip"],
      "/style.css": ["gzip"],
      "/nested/deep.js": ["br"],
      "/vanishing.css": ["gzip"],
    });
    expect(findPrecompressed(path.join(dir, "missing")).size).toBe(0);
  });

  it("sends the brotli file, with the original's type and the assets' caching", async () => {
    const identity = await request(`/assets/app.js`);
    const answer = await request(`/assets/app.js`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.raw.equals(br(script))).toBe(true);
    expect(decode(answer).equals(script)).toBe(true);
    expect(answer.headers["content-type"]).toBe(identity.headers["content-type"]);
    expect(answer.headers["content-type"]).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(answer.headers["content-length"]).toBe(String(br(script).length));
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers["last-modified"]).toBeTruthy();
    expect(answer.headers.etag).toMatch(/^W\/".+-br"$/);
  });

  it("sends the gzip file as it is (not compressed again) to a client without brotli", async () => {
    const answer = await request(`/assets/app.js`, { "Accept-Encoding": "gzip, deflate" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.raw.equals(gz(script))).toBe(true);
    expect(answer.headers["content-length"]).toBe(String(answer.raw.length));
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers.etag).toMatch(/-gzip"$/);
  });

  it("follows the client's q-values", async () => {
    const answer = await request(`/assets/app.js`, { "Accept-Encoding": "br;q=0.3, gzip;q=0.9" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
  });

  it("sends gzip when it is the only variant, even to a brotli client", async () => {
    const answer = await request(`/assets/style.css`, { "Accept-Encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(decode(answer).equals(style)).toBe(true);
  });

  it("sends the file itself, still varying on Accept-Encoding, when the client accepts no encoding", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "Accept-Encoding": "identity" },
      { "Accept-Encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of cases) {
      const answer = await request(`/assets/app.js`, headers);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.raw.equals(script)).toBe(true);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    }
  });

  it("leaves other encodings, and files without variants, to the compression middleware", async () => {
    const deflated = await request(`/assets/app.js`, { "Accept-Encoding": "deflate" });
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect(decode(deflated).equals(script)).toBe(true);
    const plain = await request(`/assets/plain.js`, { "Accept-Encoding": "br" });
    expect(plain.headers["content-encoding"]).toBe("br");
    expect(plain.raw.equals(br(script))).toBe(false);
    expect(decode(plain).equals(script)).toBe(true);
  });

  it("answers HEAD with the variant's headers and no body", async () => {
    const answer = await request(`/assets/app.js`, { "Accept-Encoding": "br" }, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(br(script).length));
    expect(answer.raw.length).toBe(0);
  });

  it("answers 304 to the same representation's ETag only", async () => {
    const first = await request(`/assets/app.js`, { "Accept-Encoding": "br" });
    const again = await request(`/assets/app.js`, { "Accept-Encoding": "br", "If-None-Match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    const other = await request(`/assets/app.js`, { "Accept-Encoding": "gzip", "If-None-Match": first.headers.etag! });
    expect(other.status).toBe(200);
    expect(other.headers["content-encoding"]).toBe("gzip");
  });

  it("keeps the query string and decodes the path as express.static does", async () => {
    const query = await request(`/assets/app.js?v=1`, { "Accept-Encoding": "br" });
    expect(query.headers["content-encoding"]).toBe("br");
    const encoded = await request(`/assets/app%2Ejs`, { "Accept-Encoding": "br" });
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(decode(encoded).equals(script)).toBe(true);
    const nested = await request(`/assets/nested/deep.js`, { "Accept-Encoding": "br" });
    expect(nested.headers["content-encoding"]).toBe("br");
  });

  it("never serves a variant without its file, a hidden file, or anything outside the folder", async () => {
    for (const target of [
      "/assets/orphan.js",
      "/assets/.hidden.js",
      "/assets/../outside.js",
      "/assets/%2e%2e/outside.js",
      "/assets/%2e%2e%2foutside.js",
      "/assets/nested/..%2f..%2foutside.js",
      "/assets/%E0%A4%A",
    ]) {
      const answer = await request(target, { "Accept-Encoding": "br, gzip" });
      expect(answer.status, target).toBe(404);
      expect(answer.raw.toString(), target).toBe("not found");
    }
  });

  it("sends a .gz or .br asked for by name as a file, not as an encoding", async () => {
    const answer = await request(`/assets/app.js.gz`, { "Accept-Encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.raw.equals(gz(script))).toBe(true);
  });

  it("passes other methods on", async () => {
    const answer = await request(`/assets/app.js`, { "Accept-Encoding": "br" }, "POST");
    expect(answer.status).toBe(404);
  });

  it("falls back to the file itself when a variant disappears while running", async () => {
    await rm(path.join(root, "vanishing.css.gz"));
    const answer = await request(`/assets/vanishing.css`, { "Accept-Encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(decode(answer).equals(style)).toBe(true);
  });
});
