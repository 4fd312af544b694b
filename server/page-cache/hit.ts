// Answering from a stored page: the encoding the client accepts, 304 for a matching If-None-Match, and the
// headers prepared when the page was stored plus Cache-Control and Age.
import type { IncomingMessage } from "node:http";
import type { Response } from "express";
import { LRUCache } from "lru-cache";
import { chooseEncoding } from "../content-encoding";
import { type CachedPage, etagMatches, type PageEncoding } from "./shared-page";

/** What a hit sends: the status, every header but the server's own (request id, HSTS), and the body. */
export interface HitAnswer {
  status: 200 | 304;
  /** [name, value, name, value, ...], as res.writeHead takes them. */
  headers: string[];
  /** Null for a 304 and for HEAD. */
  body: Buffer | null;
}

/** The encoding per Accept-Encoding value: browsers send a handful of different ones. */
const encodingsByHeader = new LRUCache<string, PageEncoding>({ max: 1_000 });
function encodingFor(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return "identity";
  let encoding = encodingsByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = chooseEncoding(acceptEncoding, ["br", "gzip"]) ?? "identity";
    encodingsByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** The same answer on both ways in: the server's front (server/cache-front.ts) and the middleware. */
export function hitAnswer(req: IncomingMessage, page: CachedPage, at: number, cacheControl: string): HitAnswer {
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const prepared = page.answers[encoding];
  const ifNoneMatch = req.headers["if-none-match"];
  const notModified = ifNoneMatch !== undefined && etagMatches(ifNoneMatch, page.etags);
  const headers = (notModified ? prepared.notModified : prepared.ok).slice();
  headers.push("Cache-Control", cacheControl, "Age", String(Math.max(0, Math.floor((at - page.storedAt) / 1000))));
  if (notModified) return { status: 304, headers, body: null };
  // Already encoded: the compression middleware leaves a response with a Content-Encoding alone.
  return { status: 200, headers, body: req.method === "HEAD" ? null : page.bodies[encoding].body };
}

/** Sends a hit through Express's response (the middleware's way in). */
export function sendHit(res: Response, answer: HitAnswer): void {
  res.status(answer.status);
  for (let i = 0; i < answer.headers.length; i += 2) {
    res.setHeader(answer.headers[i] as string, answer.headers[i + 1] as string);
  }
  if (answer.body) res.end(answer.body);
  else res.end();
}
