// Rendered HTML of public pages, kept in this process for anonymous visitors and offered to shared caches
// (Cache-Control with stale-while-revalidate). A stored page is the same bytes for everyone: its scripts
// lose the render's CSP nonce and are allowed by their hashes instead (cachedPagePolicy), and its forms keep
// the submission token they were rendered with (posts are told apart by token and content:
// app/features/spam/submission-key.server.ts). So each page is compressed once, when stored, not on every
// hit. The cache empties whenever the content version in the database moves (a staff change on any
// server): at once on the server that made the change, within about a second on the others.
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { BUSINESS_TIME_ZONE } from "~/features/bookings/calendar-date";
import { cachedPagePolicy } from "./security-headers";

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Pages only staff, sign-in, chat or the booking flow use; never cached, whatever their headers say. */
const EXCLUDED_PATHS = /^\/(admin|login|logout|forgot-password|update-password|api|chat|booking|uploads|assets)(\/|$)/;
/** A last path segment with an extension: a file, not a page (public pages have none). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;
/** One page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/**
 * Headers a stored page never replays: per-response (the request id, HSTS, which depends on how the request
 * arrived), per-connection, or set by the cache itself. Every other header the miss was sent with (the
 * security headers, the route's Content-Type, Link, ...) is replayed on every hit, byte for byte.
 */
const UNREPLAYED_HEADERS = new Set([
  "age",
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "strict-transport-security",
  "transfer-encoding",
  "vary",
  "x-request-id",
  PAGE_CACHE_HEADER.toLowerCase(),
]);
/** What every page the cache stores varies by (besides what its route named): encoding and cookies. */
const PAGE_VARY = ["Accept-Encoding", "Cookie"];

/** `vary` with Accept-Encoding and Cookie added when missing, in that order (as compression would add it). */
export function pageVary(vary: string): string {
  const tokens = vary
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  const named = new Set(tokens.map((token) => token.toLowerCase()));
  for (const token of PAGE_VARY) if (!named.has(token.toLowerCase())) tokens.push(token);
  return tokens.join(", ");
}

// ---------------------------------------------------------------------------------------------------------
// Making a page the same for everyone.

export interface SharedPage {
  html: string;
  /** CSP sources ('sha256-...') of every inline script, in order of first appearance. */
  scriptHashes: string[];
}

/**
 * The page without its render's nonce, and the hashes that allow its inline scripts in its place; null when
 * the nonce shows anywhere but in a nonce attribute (it would be handed to everyone), and the page is not kept.
 */
export function shareablePage(html: string, nonce: string): SharedPage | null {
  let shared = html;
  if (nonce) {
    shared = shared.replaceAll(` nonce="${nonce}"`, "");
    if (shared.includes(nonce)) return null;
  }
  const hashes = new Set<string>();
  for (const match of shared.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? "")) continue;
    // A hash covers the element's text as the browser reads it: the bytes between the tags, in UTF-8.
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return { html: shared, scriptHashes: [...hashes] };
}

/**
 * Quality 5 of 11: close to the best size for HTML at a small part of the time. Storing compresses at once
 * (a few milliseconds for a page, once per page per TTL), so the very next request is a hit.
 */
const BROTLI_QUALITY = 5;

export type PageEncoding = "br" | "gzip" | "identity";

/** The body in each encoding a browser may ask for, made once, and an ETag per encoding. */
export function encodedBodies(body: Buffer): Record<PageEncoding, { body: Buffer; etag: string }> {
  const gzipped = gzipSync(body, { level: 6 });
  const brotli = brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return {
    identity: { body, etag: `"${tag}"` },
    gzip: { body: gzipped, etag: `"${tag}-gzip"` },
    br: { body: brotli, etag: `"${tag}-br"` },
  };
}

/** Whether If-None-Match names one of the page's ETags (weakly compared, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const listed = ifNoneMatch.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  return listed.some((tag) => etags.includes(tag));
}

// ---------------------------------------------------------------------------------------------------------
// Which requests may be answered from the cache.

export interface CacheableRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
}

/**
 * The cache key (path and sorted query) for a GET or HEAD of a public page by an anonymous visitor, or
 * null. Any cookie (staff session, a pending toast, the chat, a booking confirmation) or credential means
 * the page may be personal, so it is rendered afresh.
 */
export function pageCacheKey(request: CacheableRequest): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.cookie || request.headers.authorization) return null;
  // The key depends on the URL alone; a hit should not parse it again (a few hundred distinct URLs at most,
  // the list starts over when a crawler sends more).
  let key = keysByUrl.get(request.url);
  if (key === undefined) {
    key = keyOfUrl(request.url);
    if (keysByUrl.size >= MAX_REMEMBERED) keysByUrl.clear();
    keysByUrl.set(request.url, key);
  }
  return key;
}

const MAX_REMEMBERED = 1_000;
const keysByUrl = new Map<string, string | null>();

function keyOfUrl(requestUrl: string): string | null {
  const url = new URL(requestUrl, "http://localhost");
  // Client-side navigations fetch loader data (*.data), not HTML.
  if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return null;
  if (EXCLUDED_PATHS.test(url.pathname)) return null;
  // A file name (favicon.ico, robots.txt, an image): the static files answer it, never a page.
  if (FILE_NAME.test(url.pathname)) return null;
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

// Making a DateTimeFormat costs far more than using one, and every cache hit asks the time.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** Seconds until the next midnight in `timeZone`: pages may show "today" (the booking form's first date). */
export function secondsUntilMidnight(timeZone: string, now: Date): number {
  const parts = clockIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = part("hour") * 3600 + part("minute") * 60 + part("second");
  return Math.max(1, 86_400 - elapsed);
}

/**
 * What shared caches (a CDN, nginx's proxy_cache) may do with an anonymous page: keep it `ttlSeconds`, then
 * serve it stale for up to `staleSeconds` while they fetch a fresh copy, never past midnight. Browsers keep
 * nothing (max-age=0), so a visitor's reload always asks again.
 */
export function sharedCacheControl(ttlSeconds: number, staleSeconds: number, untilMidnight: number): string {
  const sMaxAge = Math.min(ttlSeconds, untilMidnight);
  const stale = Math.max(0, Math.min(staleSeconds, untilMidnight - sMaxAge));
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;
}

export const PRIVATE_CACHE_CONTROL = "private, no-store";

// ---------------------------------------------------------------------------------------------------------
// The store: least recently used first out, bounded by count and bytes, entries expire.

export interface CachedPage {
  /** The page in each encoding (compressed once, when stored), with its ETag. */
  bodies: Record<PageEncoding, { body: Buffer; etag: string }>;
  /** The ETags of all the encodings: a conditional request naming any of them gets 304. */
  etags: string[];
  /** The Content-Security-Policy of every hit: the page's inline scripts by hash. */
  csp: string;
  /**
   * Headers the miss was sent with (security headers, Content-Type, Link, ...), replayed on every hit; names
   * as they were sent.
   */
  headers: Array<[string, string]>;
  /**
   * Every header of a hit but the per-response ones (Cache-Control, Age, and what the server adds: the request
   * id, HSTS), per encoding, for a 200 and a 304, as [name, value, name, value, ...]: worked out once, when
   * stored, so a hit only copies them and adds Cache-Control and Age.
   */
  answers: Record<PageEncoding, { ok: string[]; notModified: string[] }>;
  bytes: number;
  storedAt: number;
  expiresAt: number;
}

/** A page ready to store: its bodies, policy and replayed headers, with every hit's headers prepared. */
export function cachedPage(parts: {
  bodies: CachedPage["bodies"];
  csp: string;
  headers: Array<[string, string]>;
  /** The miss's Vary (pageVary of what the route set); Accept-Encoding, Cookie when left out. */
  vary?: string;
  storedAt: number;
  expiresAt: number;
}): CachedPage {
  const { bodies, csp, headers, vary = pageVary(""), storedAt, expiresAt } = parts;
  const answer = (encoding: PageEncoding, withBody: boolean): string[] => {
    const flat: string[] = [];
    for (const [name, value] of headers) flat.push(name, value);
    flat.push("Content-Security-Policy", csp, "Vary", vary, PAGE_CACHE_HEADER, "hit");
    flat.push("ETag", bodies[encoding].etag);
    // A 304 has no body: no Content-Encoding or Content-Length (as a 304 from the middleware chain).
    if (withBody) {
      if (encoding !== "identity") flat.push("Content-Encoding", encoding);
      flat.push("Content-Length", String(bodies[encoding].body.length));
    }
    return flat;
  };
  const prepare = (encoding: PageEncoding) => ({ ok: answer(encoding, true), notModified: answer(encoding, false) });
  return {
    bodies,
    csp,
    headers,
    storedAt,
    expiresAt,
    etags: Object.values(bodies).map((variant) => variant.etag),
    answers: { identity: prepare("identity"), gzip: prepare("gzip"), br: prepare("br") },
    bytes: bodies.identity.body.length + bodies.gzip.body.length + bodies.br.body.length,
  };
}

export class PageStore {
  private readonly entries = new Map<string, CachedPage>();
  private totalBytes = 0;
  /** Moves on with every clear, so a render that began before a clear is not stored after it. */
  generation = 0;

  constructor(private readonly limits: { maxEntries: number; maxBytes: number }) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string, now: number): CachedPage | undefined {
    const page = this.entries.get(key);
    if (!page) return undefined;
    this.entries.delete(key);
    if (page.expiresAt <= now) {
      this.totalBytes -= page.bytes;
      return undefined;
    }
    this.entries.set(key, page); // most recently used goes last
    return page;
  }

  /** Whether a page that has not expired is kept under `key` (without counting as a use). */
  has(key: string, now: number): boolean {
    const page = this.entries.get(key);
    return page !== undefined && page.expiresAt > now;
  }

  set(key: string, page: CachedPage): void {
    if (page.bytes > this.limits.maxBytes) return;
    this.delete(key);
    this.entries.set(key, page);
    this.totalBytes += page.bytes;
    for (const [oldestKey] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  delete(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.totalBytes -= page.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
    this.generation += 1;
  }
}

// ---------------------------------------------------------------------------------------------------------
// The cache as the HTTP server uses it.

export interface PageCacheOptions {
  ttlSeconds: number;
  staleSeconds: number;
  maxEntries: number;
  maxBytes?: number;
  /** Reads the content version from the database. */
  readVersion: () => Promise<number>;
  /** How often the version is polled for changes other servers made. */
  pollIntervalMs?: number;
  logger: Logger;
  now?: () => number;
}

/** What a hit sends: the status, every header but the server's own (request id, HSTS), and the body. */
export interface HitAnswer {
  status: 200 | 304;
  /** [name, value, name, value, ...], as res.writeHead takes them. */
  headers: string[];
  /** Null for a 304 and for HEAD. */
  body: Buffer | null;
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
  const { ttlSeconds, staleSeconds, logger } = options;
  const now = options.now ?? Date.now;
  const store = new PageStore({ maxEntries: options.maxEntries, maxBytes: options.maxBytes ?? 64 * 1024 * 1024 });

  // Null while the version is unknown (never read, or the database did not answer): nothing is served or kept.
  let knownVersion: number | null = null;
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  // A read started by a state change made here; lookups wait for it so nobody sees the page from before.
  let afterChange: Promise<void> | null = null;

  async function readOnce(): Promise<void> {
    let version: number | null;
    try {
      version = await options.readVersion();
    } catch (error) {
      if (knownVersion !== null) logger.warn({ err: error }, "page cache: content version unreadable, cache emptied");
      version = null;
    }
    if (version === null || version !== knownVersion) {
      if (store.size > 0) logger.debug({ from: knownVersion, to: version }, "page cache: content changed");
      store.clear();
    }
    knownVersion = version;
  }

  // A read already under way may have started before the change it is asked about committed: queue one more.
  function refresh(): Promise<void> {
    if (!inFlight) {
      inFlight = readOnce().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return refresh();
    });
    return queued;
  }

  function refreshAfterChange(): void {
    const pending = refresh();
    afterChange = pending;
    void pending.finally(() => {
      if (afterChange === pending) afterChange = null;
    });
  }

  await refresh();
  const poll = setInterval(() => void refresh(), options.pollIntervalMs ?? 1_000);
  poll.unref();

  // The same for every response within one second; worked out once per second.
  let cacheControlSecond = -1;
  let cacheControlValue = "";
  function cacheControl(at: number): string {
    const second = Math.floor(at / 1000);
    if (second !== cacheControlSecond) {
      cacheControlValue = sharedCacheControl(
        ttlSeconds,
        staleSeconds,
        secondsUntilMidnight(BUSINESS_TIME_ZONE, new Date(at)),
      );
      cacheControlSecond = second;
    }
    return cacheControlValue;
  }

  /** The same answer on both ways in: the server's front (hit) and the middleware (serveHit). */
  function answerFor(req: IncomingMessage, page: CachedPage): HitAnswer {
    const at = now();
    const encoding = encodingFor(req.headers["accept-encoding"]);
    const prepared = page.answers[encoding];
    const ifNoneMatch = req.headers["if-none-match"];
    const notModified = ifNoneMatch !== undefined && etagMatches(ifNoneMatch, page.etags);
    const headers = (notModified ? prepared.notModified : prepared.ok).slice();
    headers.push(
      "Cache-Control",
      cacheControl(at),
      "Age",
      String(Math.max(0, Math.floor((at - page.storedAt) / 1000))),
    );
    if (notModified) return { status: 304, headers, body: null };
    // Already encoded: the compression middleware leaves a response with a Content-Encoding alone.
    return { status: 200, headers, body: req.method === "HEAD" ? null : page.bodies[encoding].body };
  }

  function serveHit(req: Request, res: Response, page: CachedPage): void {
    const answer = answerFor(req, page);
    res.status(answer.status);
    for (let i = 0; i < answer.headers.length; i += 2)
      res.setHeader(answer.headers[i] as string, answer.headers[i + 1] as string);
    if (answer.body) res.end(answer.body);
    else res.end();
  }

  function hit(req: IncomingMessage): HitAnswer | null {
    if (afterChange || knownVersion === null) return null;
    const key = pageCacheKey(req as CacheableRequest);
    if (key === null) return null;
    const page = store.get(key, now());
    return page ? answerFor(req, page) : null;
  }

  function renderAndMaybeStore(req: Request, res: Response, next: NextFunction, key: string): void {
    const generation = store.generation;
    const renderNonce = String(res.locals.cspNonce ?? "");
    const chunks: Buffer[] = [];
    let collected = 0;
    let cacheable = false;
    let storedHeaders: Array<[string, string]> = [];
    let storedVary = "";

    onWriteHead(res, (headersInArguments) => {
      const html = isHtml(res);
      cacheable =
        !headersInArguments &&
        res.statusCode === 200 &&
        html &&
        !res.hasHeader("set-cookie") &&
        !res.hasHeader("cache-control");
      if (cacheable) {
        // Every header the whole chain set (security headers included), as sent: a hit replays them all.
        storedHeaders = (res as unknown as { getRawHeaderNames(): string[] })
          .getRawHeaderNames()
          .filter((name) => !UNREPLAYED_HEADERS.has(name.toLowerCase()))
          .map((name) => [name, headerText(res.getHeader(name))]);
        res.setHeader("Cache-Control", cacheControl(now()));
        // Set whole, before compression would add Accept-Encoding after Cookie: a hit says the same.
        storedVary = pageVary(headerText(res.getHeader("vary")));
        res.setHeader("Vary", storedVary);
        res.setHeader(PAGE_CACHE_HEADER, "miss");
      } else if (html && !res.hasHeader("cache-control")) {
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
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
      if (knownVersion === null || generation !== store.generation) return;
      const shared = shareablePage(Buffer.concat(chunks).toString("utf8"), renderNonce);
      if (!shared) {
        logger.warn({ path: key }, "page cache: the nonce shows outside a nonce attribute; page not cached");
        return;
      }
      // Renders that ran side by side all finish here: the first is kept, so every hit gets the same bytes.
      if (store.has(key, now())) return;
      const storedAt = now();
      const bodies = encodedBodies(Buffer.from(shared.html, "utf8"));
      const untilMidnight = secondsUntilMidnight(BUSINESS_TIME_ZONE, new Date(storedAt));
      store.set(
        key,
        cachedPage({
          bodies,
          csp: cachedPagePolicy(shared.scriptHashes),
          headers: storedHeaders,
          vary: storedVary,
          storedAt,
          expiresAt: storedAt + Math.min(ttlSeconds, untilMidnight) * 1000,
        }),
      );
    });
    next();
  }

  const middleware: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      // Any post may have been a staff change: once it has been handled, read the version before the next hit.
      onWriteHead(res, refreshAfterChange);
      return next();
    }
    const key = pageCacheKey(req);
    if (key === null) {
      onWriteHead(res, () => {
        if (isHtml(res) && !res.hasHeader("cache-control")) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      });
      return next();
    }
    if (afterChange) await afterChange;
    if (knownVersion === null) return next();
    const page = store.get(key, now());
    if (page) return serveHit(req, res, page);
    renderAndMaybeStore(req, res, next, key);
  };

  function databaseLost(): void {
    store.clear();
    knownVersion = null;
    void refresh();
  }

  return {
    middleware,
    hit,
    refresh,
    databaseLost,
    stop: () => clearInterval(poll),
    store,
  };
}

/** When the cache is off: anonymous pages get no shared-cache header, personal ones still get no-store. */
export function privatePagesOnly(): RequestHandler {
  return (req, res, next) => {
    onWriteHead(res, () => {
      if (pageCacheKey(req) === null && isHtml(res) && !res.hasHeader("cache-control")) {
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      }
    });
    next();
  };
}

/** preferredEncoding, remembered per Accept-Encoding value (browsers send a handful of different ones). */
const encodingsByHeader = new Map<string, PageEncoding>();
function encodingFor(acceptEncoding: string | string[] | undefined): PageEncoding {
  if (typeof acceptEncoding !== "string") return preferredEncoding(acceptEncoding);
  let encoding = encodingsByHeader.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = preferredEncoding(acceptEncoding);
    if (encodingsByHeader.size >= MAX_REMEMBERED) encodingsByHeader.clear();
    encodingsByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** The encoding to answer with: the best the client accepts (q-values), brotli before gzip on a tie. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of headerText(acceptEncoding).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  let best: PageEncoding = "identity";
  for (const encoding of ["br", "gzip"] as const) {
    if (quality(encoding) > 0 && quality(encoding) > (best === "identity" ? 0 : quality(best))) best = encoding;
  }
  return best;
}

function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(headerText(res.getHeader("content-type")));
}

function headerText(value: ReturnType<ServerResponse["getHeader"]>): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * Runs `listener` just before the status line and headers go out, once. Node sends them through writeHead
 * even when the handler never calls it, so this sees every response. `true` is passed when the handler
 * passed headers to writeHead itself (they are not visible beforehand).
 */
function onWriteHead(res: ServerResponse, listener: (headersInArguments: boolean) => void): void {
  const writeHead = res.writeHead;
  let called = false;
  res.writeHead = function patchedWriteHead(this: ServerResponse, ...args: unknown[]) {
    if (!called) {
      called = true;
      const headers = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null) as
        | OutgoingHttpHeaders
        | undefined;
      listener(headers !== undefined);
    }
    return (writeHead as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Sees each chunk of the body as the handler writes it (before compression). */
function collectBody(res: ServerResponse, onChunk: (chunk: Buffer) => void): void {
  const write = res.write;
  const end = res.end;
  const copy = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string")
      onChunk(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) onChunk(Buffer.from(chunk));
  };
  res.write = function patchedWrite(this: ServerResponse, ...args: unknown[]) {
    copy(args[0], args[1]);
    return (write as (...values: unknown[]) => boolean).apply(this, args);
  } as ServerResponse["write"];
  res.end = function patchedEnd(this: ServerResponse, ...args: unknown[]) {
    copy(args[0], args[1]);
    return (end as (...values: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["end"];
}
