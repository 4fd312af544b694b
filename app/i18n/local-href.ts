// Every address the public site points at (links, form actions, redirects), in the language of the page it is
// on: written in English ("/contact"), it becomes "/de/kontakt" on a German page. The language is the current
// request's on the server and the address bar's in the browser (currentLocale), so a link drawn on either side
// agrees and hydration matches.
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { localeOfPath, localizePath } from "./paths";
import { currentLocale } from "./translate";

/**
 * Addresses that are not public pages stay as they are in every language: the staff portal and its sign-in,
 * the server's endpoints and resources (the chat's polling, the translation files), and files (a trip's PDF).
 */
const NOT_A_PAGE =
  /^\/(admin|login|logout|forgot-password|update-password|invite|api|uploads|messages|assets|healthz|readyz)(\/|$)|^\/chat\/messages$|\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** True when the address (path, query, fragment) is one of the site's public pages in English. */
export function isPublicPagePath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  return !NOT_A_PAGE.test(pathname);
}

/**
 * The public page at `englishPath` ("/safaris/3?x=1#top") in the current language (or `locale`). Anything else
 * comes back as it is: another site, "#top", "?page=2", "mailto:", a staff page, a file, an address already in
 * a language (so a path passed through twice is still right).
 */
export function localHref(englishPath: string, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE || !isPublicPagePath(englishPath)) return englishPath;
  const end = englishPath.search(/[?#]/);
  if (localeOfPath(end === -1 ? englishPath : englishPath.slice(0, end)) !== DEFAULT_LOCALE) return englishPath;
  return localizePath(englishPath, locale);
}
