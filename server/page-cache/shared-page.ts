// A rendered page made the same for everyone and ready to answer from memory: its render's nonce replaced by
// script hashes, its body compressed once per encoding with an ETag each, and every hit's headers prepared.
import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { Encoding } from "../content-encoding";

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** One page larger than this is served but not kept. */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/**
 * Headers a stored page never replays: per-response (the request id, HSTS, which depends on how the request
 * arrived), per-connection, or set by the cache itself. Every other header the miss was sent with (the
 * security headers, the route's Content-Type, Link, ...) is replayed on every hit, byte for byte.
 */
export const UNREPLAYED_HEADERS = new Set([
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

export type PageEncoding = Encoding | "identity";

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
