// Each language's addresses. English pages keep the site's addresses; another language's pages are the same
// addresses under its prefix with the first segment (the page's name) in that language, as a traveller would
// type or read it: /de/unterkuenfte/mara-riverbend-camp is /hotels-and-lodges/mara-riverbend-camp. Slugs of
// content (destinations, lodges), numbers and what follows the first segment stay as they are.
// docs/decisions/014-languages.md says why.
// Relative, not ~/: app/routes.ts imports this file, and the route table is read before the alias exists.
import { sameOriginPath } from "../utils/same-origin-path";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The first segment of each public page, by language, where it differs from the English one. */
export const PAGE_SEGMENTS: Record<string, Partial<Record<Locale, string>>> = {
  safaris: { it: "safari" },
  booking: { de: "buchung", fr: "reservation", it: "prenotazione", es: "reserva" },
  "hotels-and-lodges": { de: "unterkuenfte", fr: "hebergements", it: "alloggi", es: "alojamientos" },
  about: { de: "ueber-uns", fr: "a-propos", it: "chi-siamo", es: "quienes-somos" },
  destinations: { de: "reiseziele", it: "destinazioni", es: "destinos" },
  reviews: { de: "bewertungen", fr: "avis", it: "recensioni", es: "opiniones" },
  contact: { de: "kontakt", it: "contatti", es: "contacto" },
  "video-gallery": { de: "videos", fr: "videos", it: "video", es: "videos" },
  trip: { de: "reise", fr: "voyage", it: "viaggio", es: "viaje" },
};

/** A page's first segment in a language (the English one where it has no other). */
export function pageSegment(englishSegment: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? englishSegment : (PAGE_SEGMENTS[englishSegment]?.[locale] ?? englishSegment);
}

/** Every first segment any language uses for a page: a destination's slug may be none of these. */
export function reservedSegments(): Set<string> {
  const segments = new Set<string>();
  for (const [english, others] of Object.entries(PAGE_SEGMENTS)) {
    segments.add(english);
    for (const other of Object.values(others)) segments.add(other);
  }
  return segments;
}

/** The language an address is in: its first segment when that names one, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1] ?? "";
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/**
 * An English address (path, with any query and fragment) in a language: "/contact?x=1" in German is
 * "/de/kontakt?x=1". Addresses that are not the site's pages (another site, "#top", staff pages, files) are
 * given back as they are only where they do not start with "/"; callers localize only public pages.
 */
export function localizePath(englishPath: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !englishPath.startsWith("/") || englishPath.startsWith("//")) return englishPath;
  const end = englishPath.search(/[?#]/);
  const pathname = end === -1 ? englishPath : englishPath.slice(0, end);
  const rest = end === -1 ? "" : englishPath.slice(end);
  const [, first = "", ...others] = pathname.split("/");
  if (first === "") return `/${locale}${rest.startsWith("?") || rest.startsWith("#") ? rest : ""}`;
  return `/${[locale, pageSegment(first, locale), ...others].join("/")}${rest}`;
}

/** A localized address taken back to its English one and its language: "/de/kontakt" is "/contact" in German. */
export function parseLocalizedPath(path: string): { locale: Locale; englishPath: string } {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return { locale, englishPath: path };
  const [, , first = "", ...others] = pathname.split("/");
  if (first === "") return { locale, englishPath: `/${rest}` };
  const english = Object.entries(PAGE_SEGMENTS).find(([, segments]) => segments[locale] === first)?.[0] ?? first;
  return { locale, englishPath: `/${[english, ...others].join("/")}${rest}` };
}

/**
 * The same page in another language. `path` is the request's own address, so whatever a stranger typed
 * ("//evil.example/x") is made a path on this site first (app/utils/same-origin-path.ts).
 */
export function switchLocale(path: string, locale: Locale): string {
  return localizePath(parseLocalizedPath(sameOriginPath(path)).englishPath, locale);
}
