// Sends the brotli or gzip file the build wrote beside an asset (scripts/vite/precompress-assets.ts) to a
// browser that accepts it, as nginx's brotli_static and gzip_static do: smaller than compressing on the fly,
// and no compression work per request. Mounted on /assets ahead of express.static, which serves everything
// else (and an asset to a client that accepts neither, which the compression middleware then handles).
import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Response } from "express";

export type Encoding = "br" | "gzip";

/** The file written beside the asset for each encoding, in order of preference when the client has none. */
export const VARIANTS: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" };
const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** Accept-Encoding as coding -> quality (RFC 9110 12.5.3); an entry with a malformed q is left out. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const entry of header.split(",")) {
    const [name = "", ...parameters] = entry.split(";");
    let coding = name.trim().toLowerCase();
    if (!coding) continue;
    if (coding === "x-gzip") coding = "gzip";
    let quality = 1;
    for (const parameter of parameters) {
      const [key = "", value = ""] = parameter.split("=").map((part) => part.trim());
      if (key.toLowerCase() !== "q") continue;
      quality = QVALUE.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(quality)) continue;
    qualities.set(coding, Math.max(quality, qualities.get(coding) ?? 0));
  }
  return qualities;
}

function qualityOf(qualities: Map<string, number>, coding: string): number {
  const listed = qualities.get(coding) ?? qualities.get("*");
  if (listed !== undefined) return listed;
  if (coding !== "identity") return 0;
  // The file itself is acceptable unless excluded, but not preferred to what the client names: it takes the
  // lowest quality listed, as the compression middleware's negotiator has it ("br;q=0.5" still gets brotli).
  return qualities.size > 0 ? Math.min(...qualities.values()) : 1;
}

/**
 * The encoding to send, among those the build wrote for this file, or null for the file itself: the one the
 * client rates highest (q > 0), brotli before gzip when they tie. No Accept-Encoding gets the file itself,
 * as the compression middleware does; so does a client that rates identity above every encoding we have.
 */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const qualities = parseAcceptEncoding(header);
  let chosen: Encoding | null = null;
  let best = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const quality = qualityOf(qualities, encoding);
    if (quality > best) {
      chosen = encoding;
      best = quality;
    }
  }
  return chosen && qualityOf(qualities, "identity") <= best ? chosen : null;
}

/**
 * The files under `root` that have a precompressed variant beside them, by URL path ("/shell-x.js"), read
 * once: the build's hashed assets never change while the server runs.
 */
export function findPrecompressed(root: string): Map<string, Encoding[]> {
  const found = new Map<string, Encoding[]>();
  const visit = (dir: string, urlPrefix: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) visit(path.join(dir, entry.name), `${urlPrefix}${entry.name}/`);
      if (!entry.isFile()) continue;
      const encodings = PREFERENCE.filter((encoding) => files.has(entry.name + VARIANTS[encoding]));
      if (encodings.length > 0) found.set(urlPrefix + entry.name, encodings);
    }
  };
  visit(root, "/");
  return found;
}

export interface PrecompressedAssetsOptions {
  /** The same caching as the files themselves get from express.static. */
  maxAge?: string | number;
  immutable?: boolean;
}

export function precompressedAssets(root: string, options: PrecompressedAssetsOptions = {}): RequestHandler {
  const assets = findPrecompressed(root);
  // express.static (send) does the rest as for any file: the root and no path outside it, Content-Length,
  // Last-Modified, Cache-Control, HEAD, Range and conditional requests (304, 412).
  const serveVariant = express.static(root, {
    ...options,
    index: false,
    redirect: false,
    // An error reaches the callback below with its status (412, 416 ...) rather than trying the next handler.
    fallthrough: false,
    setHeaders(res, filePath, stats) {
      const encoding: Encoding = filePath.endsWith(VARIANTS.br) ? "br" : "gzip";
      const original = filePath.slice(0, -VARIANTS[encoding].length);
      // The response is Express's (express.static is handed the one the middleware received): its type()
      // gives the original file's Content-Type exactly as express.static would, not application/gzip.
      (res as unknown as Response).type(path.extname(original));
      res.setHeader("Content-Encoding", encoding);
      // send's ETag names size and time only; each encoding is a different representation with its own.
      res.setHeader("ETag", `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}-${encoding}"`);
    },
  });

  return (req, res, next) => {
    if (assets.size === 0 || (req.method !== "GET" && req.method !== "HEAD")) return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const available = assets.get(pathname);
    if (!available) return next();
    // The answer depends on Accept-Encoding whichever representation is sent, the file itself included.
    res.vary("Accept-Encoding");
    const encoding = chooseEncoding(req.headers["accept-encoding"], available);
    if (!encoding) return next();

    const url = req.url;
    const query = url.indexOf("?");
    req.url = query === -1 ? url + VARIANTS[encoding] : url.slice(0, query) + VARIANTS[encoding] + url.slice(query);
    serveVariant(req, res, (error?: unknown) => {
      req.url = url;
      // The variant went missing since start (nothing has been set yet): the file itself, from express.static.
      if ((error as { status?: number } | undefined)?.status === 404) return next();
      next(error);
    });
  };
}
