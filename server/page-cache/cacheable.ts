// Which requests the page cache may answer, and which responses stay private.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import { parseLocalizedPath } from "~/i18n/paths";
import { PAGE_QUERY_PARAMETERS } from "./page-params";

/**
 * Pages only staff, sign-in, invitations, chat, the booking flow or a traveller's trip use, and React Router's
 * route manifest and the translation files; never cached, whatever their headers say. Matched on the English address, so every language's are too (/de/buchung/3, /fr/voyage/...).
 */
const EXCLUDED_PATHS =
  /^\/(admin|login|logout|forgot-password|update-password|invite|api|chat|booking|trip|uploads|assets|messages|__manifest)(\/|$)/;
/** A last path segment with an extension: a file, not a page (public pages have none). */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

export const PRIVATE_CACHE_CONTROL = "private, no-store";

export interface CacheableRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
}

export interface PageCacheKey {
  /** The page's address and the parameters it reads, sorted: what it is kept and found under. */
  key: string;
  /**
   * False when the address carried other parameters (tracking, or anything a page does not read): such a
   * request is answered from the page kept for `key`, and on a miss it is rendered as `key` (the address
   * without them) and kept, so the page is the same whichever way it was reached (its language links, say,
   * never repeat a tracking parameter; the visit's landing address is recorded by the browser).
   */
  exact: boolean;
}

/** Kept per URL, as a hit should not parse the URL again (a few hundred URLs at most, LRU beyond). */
const keysByUrl = new LRUCache<string, { found: PageCacheKey | null }>({ max: 1_000 });

/**
 * The cache key for a GET or HEAD of a public page by an anonymous visitor, or null. Any cookie (staff
 * session, a pending toast, the chat, a booking confirmation) or credential means the page may be personal,
 * so it is rendered afresh.
 */
export function pageCacheKey(request: CacheableRequest): PageCacheKey | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.cookie || request.headers.authorization) return null;
  let known = keysByUrl.get(request.url);
  if (known === undefined) {
    known = { found: keyOfUrl(request.url) };
    keysByUrl.set(request.url, known);
  }
  return known.found;
}

function keyOfUrl(requestUrl: string): PageCacheKey | null {
  const url = new URL(requestUrl, "http://localhost");
  // Client-side navigations fetch loader data (*.data), not HTML.
  if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return null;
  if (EXCLUDED_PATHS.test(parseLocalizedPath(url.pathname).englishPath)) return null;
  // A file name (favicon.ico, robots.txt, an image): the static files answer it, never a page.
  if (FILE_NAME.test(url.pathname)) return null;
  const all = [...url.searchParams];
  const read = all.filter(([name]) => PAGE_QUERY_PARAMETERS.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = read.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(read).toString()}`;
  return { key, exact: read.length === all.length };
}

/**
 * A redirect answered to an address rendered without the parameters no page reads (a capitalised address, an
 * old package link) gives them back, so a newsletter's utm_* or an ad's gclid still reach the page the
 * visitor lands on, where the browser records them. Only a path on this site is touched.
 */
export function locationWithDroppedParameters(location: string, originalUrl: string): string {
  if (!location.startsWith("/") || location.startsWith("//")) return location;
  const target = new URL(location, "http://localhost");
  for (const [name, value] of new URL(originalUrl, "http://localhost").searchParams) {
    if (!PAGE_QUERY_PARAMETERS.has(name) && !target.searchParams.has(name)) target.searchParams.append(name, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}

export function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(headerText(res.getHeader("content-type")));
}

export function headerText(value: ReturnType<ServerResponse["getHeader"]>): string {
  if (value === undefined) return "";
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/**
 * The one rule on what a response may tell caches, for every response the middleware chain sends (the page
 * cache's hits carry their own shared Cache-Control). A response is personal, `private, no-store`, when it
 * answers anything but a GET or HEAD (a form re-rendered with a traveller's entries, an action's data, a
 * redirect after a post), when it is a refusal or an error (status 400 and above, whatever the route said),
 * when it sets a cookie, or when it said nothing about caching and was not a public page for an anonymous
 * visitor (staff, sign-in, chat, booking, data requests). Only a public page's plain answer, and what names
 * its own caching (assets, robots.txt, media), is left as it is. Installed before everything that may set
 * Cache-Control: on-headers runs its listeners last-added first, so this one sees the final headers.
 */
export function privateUnlessShared(): RequestHandler {
  return (req, res, next) => {
    onHeaders(res, () => {
      if (isPersonal(req, res)) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    });
    next();
  };
}

function isPersonal(req: CacheableRequest, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  if (res.statusCode >= 400 || res.hasHeader("set-cookie")) return true;
  return !res.hasHeader("cache-control") && pageCacheKey(req) === null;
}
