// Rendered HTML of public pages, kept in this process for anonymous visitors and offered to shared caches
// (Cache-Control with stale-while-revalidate). A stored page is the same bytes for everyone: its scripts
// lose the render's CSP nonce and are allowed by their hashes instead (cachedPagePolicy), and its forms keep
// the submission token they were rendered with (posts are told apart by token and content:
// app/features/spam/submission-key.server.ts). So each page is compressed once, when stored, not on every
// hit. The cache empties whenever the content version in the database moves (a staff change on any
// server): at once on the server that made the change, within about a second on the others.
//
// By concern, in server/page-cache/: what may be cached (cacheable.ts), how long (freshness.ts), a page
// made shareable (shared-page.ts), the store (store.ts), recording a miss (recording.ts), answering a hit
// (hit.ts), and when pages go (invalidation.ts). This module puts them together for the HTTP server.
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import onHeaders from "on-headers";
import type { Logger } from "pino";
import { type CacheableRequest, locationWithDroppedParameters, pageCacheKey } from "./page-cache/cacheable";
import { cacheControlClock } from "./page-cache/freshness";
import { type HitAnswer, hitAnswer, sendHit } from "./page-cache/hit";
import { watchContentVersion } from "./page-cache/invalidation";
import { recordPage } from "./page-cache/recording";
import { PageStore } from "./page-cache/store";

export {
  locationWithDroppedParameters,
  type PageCacheKey,
  PRIVATE_CACHE_CONTROL,
  pageCacheKey,
  privateUnlessShared,
} from "./page-cache/cacheable";
export { secondsUntilMidnight, sharedCacheControl } from "./page-cache/freshness";
export type { HitAnswer } from "./page-cache/hit";
export {
  type CachedPage,
  cachedPage,
  encodedBodies,
  etagMatches,
  PAGE_CACHE_HEADER,
  type PageEncoding,
  pageVary,
  shareablePage,
} from "./page-cache/shared-page";
export { PageStore } from "./page-cache/store";

export interface PageCacheOptions {
  ttlSeconds: number;
  staleSeconds: number;
  maxEntries: number;
  maxBytes?: number;
  /** Reads the content version from the database. */
  readVersion: () => Promise<number>;
  /** How often the version is polled for changes other servers made. */
  pollIntervalMs?: number;
  /** How long one version read may take before the cache counts it as unreadable. */
  readTimeoutMs?: number;
  logger: Logger;
  now?: () => number;
}

export interface PageCache {
  /** Express middleware: serves hits, stores misses, and checks the version after every state change. */
  middleware: RequestHandler;
  /**
   * The answer to a request that is a plain hit, worked out at once (no waiting), or null: then the request
   * takes the middleware chain, where `middleware` serves, waits for or renders it. For the HTTP server's
   * front (server/cache-front.ts), which answers hits before any middleware runs.
   */
  hit(req: IncomingMessage): HitAnswer | null;
  /** Reads the content version now; the cache empties if it moved (or cannot be read). */
  refresh(): Promise<void>;
  /**
   * The database connection was lost: serve nothing from memory until the version can be read again, so
   * visitors see the same answer (503) a fresh render gives, not pages that may miss a change.
   */
  databaseLost(): void;
  stop(): void;
  readonly store: PageStore;
}

/** Starts the cache: reads the content version once, then polls it. Resolves once the first read is done. */
export async function startPageCache(options: PageCacheOptions): Promise<PageCache> {
  const { ttlSeconds, logger } = options;
  const now = options.now ?? Date.now;
  const store = new PageStore({ maxEntries: options.maxEntries, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });
  const watch = await watchContentVersion({
    store,
    readVersion: options.readVersion,
    pollIntervalMs: options.pollIntervalMs ?? 1_000,
    readTimeoutMs: options.readTimeoutMs,
    logger,
  });
  const cacheControl = cacheControlClock(ttlSeconds, options.staleSeconds);
  const recording = { store, watch, cacheControl, ttlSeconds, now, logger };

  function answer(req: IncomingMessage, key: string): HitAnswer | null {
    const page = store.get(key, now());
    if (!page) return null;
    const at = now();
    return hitAnswer(req, page, at, cacheControl(at));
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Any post may have been a staff change: once it has been handled, read the version before the next hit.
      onHeaders(res, watch.refreshAfterChange);
      return next();
    }
    const found = pageCacheKey(req);
    if (found === null) return next();
    const pending = watch.pendingChange();
    if (pending) await pending;
    if (!watch.known()) return next();
    const hit = answer(req, found.key);
    if (hit) return sendHit(res, hit);
    if (!found.exact) {
      // Only a page (a browser's navigation asks for HTML) is answered as the address without the
      // parameters it does not read; anything else keeps its address and is not kept.
      if (!/text\/html/.test(req.headers.accept ?? "")) return next();
      // Rendered as the address without the parameters no page reads (React Router reads originalUrl); a
      // redirect gives them back.
      const original = req.originalUrl;
      req.url = req.originalUrl = found.key;
      onHeaders(res, () => {
        const location = res.getHeader("location");
        if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === "string") {
          res.setHeader("Location", locationWithDroppedParameters(location, original));
        }
      });
    }
    recordPage(req, res, found.key, recording);
    next();
  };

  return {
    middleware,
    hit(req) {
      if (watch.pendingChange() || !watch.known()) return null;
      const found = pageCacheKey(req as CacheableRequest);
      return found === null ? null : answer(req, found.key);
    },
    refresh: watch.refresh,
    databaseLost: watch.databaseLost,
    stop: watch.stop,
    store,
  };
}
