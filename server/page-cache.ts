// Rendered HTML of public pages, kept in this process for anonymous visitors and offered to shared caches
// (Cache-Control with stale-while-revalidate). A page is stored as a template: the parts of it that must
// differ per response (the CSP nonce, each form's submission token) are cut out and filled in fresh on
// every serve. The cache empties whenever the content version in the database moves (a staff change on
// any server): at once on the server that made the change, within about a second on the others.
import { AsyncLocalStorage } from "node:async_hooks";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { BUSINESS_TIME_ZONE } from "~/features/bookings/calendar-date";
import { issueSubmissionToken, observeIssuedSubmissionTokens } from "~/features/spam/submission-token";

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Pages only staff, sign-in, chat or the booking flow use; never cached, whatever their headers say. */
const EXCLUDED_PATHS = /^\/(admin|login|logout|forgot-password|update-password|api|chat|booking|uploads|assets)(\/|$)/;
/** One page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** Headers a stored page never replays: per-response, per-connection, or set by the cache itself. */
const UNREPLAYED_HEADERS = new Set([
  "age",
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  PAGE_CACHE_HEADER.toLowerCase(),
]);

// ---------------------------------------------------------------------------------------------------------
// Templates: a page with its per-response values cut out.

/** What fills a hole: this response's nonce, or a fresh submission token (holes with one index share it). */
export type TemplateHole = { kind: "nonce" } | { kind: "token"; index: number };

export interface PageTemplate {
  /** The text between the holes: always one more part than holes. */
  parts: string[];
  holes: TemplateHole[];
  tokenCount: number;
}

/** Cuts every occurrence of the nonce and of each token out of `html`. */
export function toTemplate(html: string, secrets: { nonce: string; tokens: readonly string[] }): PageTemplate {
  const needles: Array<{ text: string; hole: TemplateHole }> = [];
  if (secrets.nonce) needles.push({ text: secrets.nonce, hole: { kind: "nonce" } });
  [...new Set(secrets.tokens)].forEach((token, index) => {
    if (token) needles.push({ text: token, hole: { kind: "token", index } });
  });
  const found: Array<{ at: number; length: number; hole: TemplateHole }> = [];
  for (const needle of needles) {
    for (let at = html.indexOf(needle.text); at !== -1; at = html.indexOf(needle.text, at + needle.text.length)) {
      found.push({ at, length: needle.text.length, hole: needle.hole });
    }
  }
  found.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  const holes: TemplateHole[] = [];
  let cursor = 0;
  for (const match of found) {
    if (match.at < cursor) continue; // overlapping needles cannot happen with random values; be safe anyway
    parts.push(html.slice(cursor, match.at));
    holes.push(match.hole);
    cursor = match.at + match.length;
  }
  parts.push(html.slice(cursor));
  return { parts, holes, tokenCount: new Set(secrets.tokens).size };
}

/** The page for one response: its own nonce, and a new token for each token the original render issued. */
export function fillTemplate(template: PageTemplate, values: { nonce: string; issueToken: () => string }): string {
  const tokens = Array.from({ length: template.tokenCount }, () => values.issueToken());
  let html = template.parts[0] ?? "";
  template.holes.forEach((hole, index) => {
    html += hole.kind === "nonce" ? values.nonce : tokens[hole.index];
    html += template.parts[index + 1];
  });
  return html;
}

/**
 * Whether every submission token the HTML shows was seen being issued. A form whose token we did not see
 * (a token made some other way) would hand one visitor's token to the next, so such a page is not kept.
 */
export function tokensAccountedFor(html: string, issued: readonly string[]): boolean {
  if (!html.includes("submissionToken")) return true;
  if (issued.length === 0) return false;
  const known = new Set(issued);
  for (const match of html.matchAll(/name="submissionToken"[^>]*?value="([^"]*)"/g)) {
    if (!known.has(match[1] ?? "")) return false;
  }
  return true;
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
  const url = new URL(request.url, "http://localhost");
  // Client-side navigations fetch loader data (*.data), not HTML.
  if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return null;
  if (EXCLUDED_PATHS.test(url.pathname)) return null;
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Seconds until the next midnight in `timeZone`: pages may show "today" (the booking form's first date). */
export function secondsUntilMidnight(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
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
  template: PageTemplate;
  /** Headers the page's route set (Content-Type, Link, ...), replayed on every hit. */
  headers: Array<[string, string]>;
  bytes: number;
  storedAt: number;
  expiresAt: number;
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

export interface PageCache {
  /** Express middleware: serves hits, stores misses, and checks the version after every state change. */
  middleware: RequestHandler;
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

interface RenderScope {
  tokens: string[];
}

const renderScopes = new AsyncLocalStorage<RenderScope>();
observeIssuedSubmissionTokens((token) => renderScopes.getStore()?.tokens.push(token));

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

  function cacheControl(at: number): string {
    return sharedCacheControl(ttlSeconds, staleSeconds, secondsUntilMidnight(BUSINESS_TIME_ZONE, new Date(at)));
  }

  function serveHit(req: Request, res: Response, page: CachedPage): void {
    const at = now();
    const html = fillTemplate(page.template, {
      nonce: String(res.locals.cspNonce ?? ""),
      issueToken: issueSubmissionToken,
    });
    res.status(200);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl(at));
    res.setHeader("Age", String(Math.max(0, Math.floor((at - page.storedAt) / 1000))));
    res.append("Vary", "Cookie");
    res.setHeader(PAGE_CACHE_HEADER, "hit");
    const body = Buffer.from(html, "utf8");
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  function renderAndMaybeStore(req: Request, res: Response, next: NextFunction, key: string): void {
    const generation = store.generation;
    const renderNonce = String(res.locals.cspNonce ?? "");
    const headersBefore = new Set(res.getHeaderNames());
    const scope: RenderScope = { tokens: [] };
    const chunks: Buffer[] = [];
    let collected = 0;
    let cacheable = false;
    let storedHeaders: Array<[string, string]> = [];

    onWriteHead(res, (headersInArguments) => {
      const html = isHtml(res);
      cacheable =
        !headersInArguments &&
        res.statusCode === 200 &&
        html &&
        !res.hasHeader("set-cookie") &&
        !res.hasHeader("cache-control");
      if (cacheable) {
        storedHeaders = res
          .getHeaderNames()
          .filter((name) => !headersBefore.has(name) && !UNREPLAYED_HEADERS.has(name))
          .map((name) => [name, headerText(res.getHeader(name))]);
        res.setHeader("Cache-Control", cacheControl(now()));
        res.append("Vary", "Cookie");
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
      const html = Buffer.concat(chunks).toString("utf8");
      if (!tokensAccountedFor(html, scope.tokens)) {
        logger.warn({ path: key }, "page cache: a form token was not seen being issued; page not cached");
        return;
      }
      const storedAt = now();
      const untilMidnight = secondsUntilMidnight(BUSINESS_TIME_ZONE, new Date(storedAt));
      store.set(key, {
        template: toTemplate(html, { nonce: renderNonce, tokens: scope.tokens }),
        headers: storedHeaders,
        bytes: collected,
        storedAt,
        expiresAt: storedAt + Math.min(ttlSeconds, untilMidnight) * 1000,
      });
    });
    renderScopes.run(scope, () => next());
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
