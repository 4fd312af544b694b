// Sends the brotli or gzip file the build wrote beside an asset (scripts/vite/precompress-assets.ts) to a
// browser that accepts it, as nginx's brotli_static and gzip_static do: smaller than compressing on the fly,
// and no compression work per request. Mounted on /assets ahead of express.static, which serves everything
// else (and an asset to a client that accepts neither, which the compression middleware then handles).
import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Response } from "express";
import { chooseEncoding, type Encoding } from "./content-encoding";

/** The file written beside the asset for each encoding, in order of preference when the client has none. */
export const VARIANTS: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" };
const PREFERENCE: readonly Encoding[] = ["br", "gzip"];

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
