// Recording a miss: as the render's response goes out, decide whether it may be kept (a plain 200 HTML page
// that sets no cookie and says nothing about caching), tell shared caches so, and once it is complete store
// it, made the same for everyone.
import type { ServerResponse } from "node:http";
import type { Request, Response } from "express";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import { cachedPagePolicy } from "../security-headers";
import { headerText, isHtml } from "./cacheable";
import { pageLifetime } from "./freshness";
import type { ContentWatch } from "./invalidation";
import {
  cachedPage,
  encodedBodies,
  MAX_PAGE_BYTES,
  PAGE_CACHE_HEADER,
  pageVary,
  shareablePage,
  UNREPLAYED_HEADERS,
} from "./shared-page";
import type { PageStore } from "./store";

export interface RecordingOptions {
  store: PageStore;
  watch: ContentWatch;
  cacheControl: (at: number) => string;
  ttlSeconds: number;
  now: () => number;
  logger: Logger;
}

/** Watches the response to `req` (a miss under `key`) and stores the page once it is sent, when it may be. */
export function recordPage(req: Request, res: Response, key: string, options: RecordingOptions): void {
  const { store, watch, now, logger } = options;
  const generation = store.generation;
  const renderNonce = String(res.locals.cspNonce ?? "");
  const chunks: Buffer[] = [];
  let collected = 0;
  let cacheable = false;
  let storedHeaders: Array<[string, string]> = [];
  let storedVary = "";

  onHeaders(res, () => {
    cacheable =
      res.statusCode === 200 && isHtml(res) && !res.hasHeader("set-cookie") && !res.hasHeader("cache-control");
    // Not kept: privateUnlessShared (cacheable.ts) decides what the response tells caches.
    if (!cacheable) return;
    // Every header the whole chain set (security headers included), as sent: a hit replays them all.
    storedHeaders = (res as unknown as { getRawHeaderNames(): string[] })
      .getRawHeaderNames()
      .filter((name) => !UNREPLAYED_HEADERS.has(name.toLowerCase()))
      .map((name) => [name, headerText(res.getHeader(name))]);
    res.setHeader("Cache-Control", options.cacheControl(now()));
    // Set whole, before compression would add Accept-Encoding after Cookie: a hit says the same.
    storedVary = pageVary(headerText(res.getHeader("vary")));
    res.setHeader("Vary", storedVary);
    res.setHeader(PAGE_CACHE_HEADER, "miss");
  });
  // The first chunk is seen before the headers are decided (writing it sends them), so collect first, judge at the end.
  if (req.method === "GET") {
    collectBody(res, (chunk) => {
      collected += chunk.length;
      if (collected <= MAX_PAGE_BYTES) chunks.push(chunk);
    });
  }
  res.once("finish", () => {
    if (req.method !== "GET" || !cacheable || collected > MAX_PAGE_BYTES) return;
    if (!watch.known() || generation !== store.generation) return;
    const shared = shareablePage(Buffer.concat(chunks).toString("utf8"), renderNonce);
    if (!shared) {
      logger.warn({ path: key }, "page cache: the nonce shows outside a nonce attribute; page not cached");
      return;
    }
    // Renders that ran side by side all finish here: the first is kept, so every hit gets the same bytes.
    if (store.has(key, now())) return;
    const storedAt = now();
    store.set(
      key,
      cachedPage({
        bodies: encodedBodies(Buffer.from(shared.html, "utf8")),
        csp: cachedPagePolicy(shared.scriptHashes),
        headers: storedHeaders,
        vary: storedVary,
        storedAt,
        expiresAt: storedAt + pageLifetime(options.ttlSeconds, storedAt) * 1000,
      }),
    );
  });
}

/**
 * Sees each chunk of the body as the handler writes it, before compression (which wraps write and end the
 * same way, earlier in the chain, so its wrappers run after this one).
 */
function collectBody(res: ServerResponse, onChunk: (chunk: Buffer) => void): void {
  const write = res.write;
  const end = res.end;
  const copy = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string")
      onChunk(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) onChunk(Buffer.from(chunk));
  };
  res.write = function recordedWrite(this: ServerResponse, ...args: unknown[]) {
    copy(args[0], args[1]);
    return (write as (...values: unknown[]) => boolean).apply(this, args);
  } as ServerResponse["write"];
  res.end = function recordedEnd(this: ServerResponse, ...args: unknown[]) {
    copy(args[0], args[1]);
    return (end as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["end"];
}
