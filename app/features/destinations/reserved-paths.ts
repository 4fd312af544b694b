// Destinations live at the root (/{slug}, and /de/{slug} ...), so a destination must never take the name of a
// real page in any language, nor a language's own prefix. Used by the destination route (a reserved name is never
// looked up) and by staff validation of slugs.
import { LOCALES } from "~/i18n/locales";
import { reservedSegments } from "~/i18n/paths";

/**
 * Every first path segment the site answers itself: the pages of the route table (each page's name in every
 * language, and the languages' prefixes), resource routes, the HTTP server's own endpoints and static folders,
 * plus names kept free for features the product is expected to grow (api, media, uploads). A test checks that
 * every top-level route in app/routes.ts and every entry of public/ is listed here.
 */
export const RESERVED_TOP_LEVEL_PATHS: ReadonlySet<string> = new Set([
  // Languages (/de ...) and every page's name in each (/de/kontakt, /fr/avis ...)
  ...LOCALES,
  ...reservedSegments(),
  // Pages
  "about",
  "safaris",
  "packages",
  "destinations",
  "booking",
  "hotels-and-lodges",
  "video-gallery",
  "reviews",
  "contact",
  "chat",
  "trip",
  "login",
  "logout",
  "forgot-password",
  "update-password",
  "reset-password",
  "invite",
  "admin",
  // Resources and server endpoints
  "sitemap.xml",
  "robots.txt",
  "messages",
  "favicon.ico",
  "favicon.svg",
  "healthz",
  "readyz",
  "assets",
  "api",
  "auth",
  "media",
  "uploads",
  "images",
  "art",
  "fonts",
]);

/** True when /{slug} is (or may become) one of the site's own pages, so it cannot name a destination. */
export function isReservedTopLevelPath(slug: string): boolean {
  return RESERVED_TOP_LEVEL_PATHS.has(slug.trim().toLowerCase());
}
