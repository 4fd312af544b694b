// A page's address in each of the site's languages, for its canonical link, its hreflang links and the
// sitemap: English at the site's own addresses, the others under /de, /fr, /it and /es with the page's name in
// that language (app/i18n/paths.ts). x-default, the page for a reader of none of them, is the English one.
// docs/decisions/014-languages.md says why.
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";
import { localizePath, parseLocalizedPath } from "~/i18n/paths";
import { sameOriginPath } from "~/utils/same-origin-path";

export type HrefLang = Locale | "x-default";

export interface LanguageAlternate {
  hrefLang: HrefLang;
  /** Absolute URL of the page in that language. */
  href: string;
}

export interface PageAddressOptions {
  /**
   * Whether the query is part of the page's address (a country's safari list, /safaris?country=kenya). By
   * default it is not: a page's other views (a second page of reviews, a filter) point at the page itself.
   */
  keepQuery?: boolean;
}

/** The page's absolute URL without query or fragment, no trailing slash except for the home page. */
export function canonicalUrl(siteUrl: string, path: string): string {
  // The request's own address: "//evil.example/x" is a path here (app/utils/same-origin-path.ts).
  const withSlash = sameOriginPath(path.replace(/[?#].*$/, ""));
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
  return `${siteUrl.replace(/\/+$/, "")}${trimmed || "/"}`;
}

function split(path: string): { pathname: string; query: string } {
  const withoutFragment = path.replace(/#.*$/, "");
  const start = withoutFragment.indexOf("?");
  if (start === -1) return { pathname: withoutFragment, query: "" };
  const query = withoutFragment.slice(start);
  return { pathname: withoutFragment.slice(0, start), query: query === "?" ? "" : query };
}

/**
 * The page at `path` (its English address, or its address in any language) in `locale`, as a site path; null
 * when that language cannot show it there: a destination whose slug is another page's name in that language
 * (/kontakt in German is /de/kontakt, the contact page) is only reachable in the languages where it is not.
 */
export function localizedPagePath(
  path: string,
  locale: Locale,
  { keepQuery = false }: PageAddressOptions = {},
): string | null {
  const { pathname, query } = split(path);
  const english = parseLocalizedPath(sameOriginPath(pathname)).englishPath;
  const localized = localizePath(english, locale);
  const back = parseLocalizedPath(localized);
  if (back.locale !== locale || back.englishPath !== english) return null;
  return `${localized}${keepQuery ? query : ""}`;
}

/** The page's absolute URL in `locale` (see localizedPagePath), or null where that language cannot show it. */
export function localizedPageUrl(
  siteUrl: string,
  path: string,
  locale: Locale,
  options: PageAddressOptions = {},
): string | null {
  const localized = localizedPagePath(path, locale, options);
  if (localized === null) return null;
  const { pathname, query } = split(localized);
  return `${canonicalUrl(siteUrl, pathname)}${query}`;
}

/**
 * The page in every language that can show it, then x-default (the English page): what the hreflang links of
 * each of its copies say, all the same list, each copy naming itself too.
 */
export function languageAlternates(
  siteUrl: string,
  path: string,
  options: PageAddressOptions = {},
): LanguageAlternate[] {
  const alternates: LanguageAlternate[] = [];
  for (const locale of LOCALES) {
    const href = localizedPageUrl(siteUrl, path, locale, options);
    if (href) alternates.push({ hrefLang: locale, href });
  }
  const english = alternates.find((alternate) => alternate.hrefLang === DEFAULT_LOCALE);
  if (english) alternates.push({ hrefLang: "x-default", href: english.href });
  return alternates;
}
