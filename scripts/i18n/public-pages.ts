// The public pages every language must show in full, by their English address, with one sample of each
// page that shows a record (a safari, its booking flow, a lodge, a destination) found on the running site.
// Used by scripts/i18n/find-english.ts and tests/e2e/languages.test.ts.
import { type Locale, TRANSLATED_LOCALES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

export interface PublicPage {
  /** A short name for reports: "home", "a lodge"... */
  name: string;
  /** The English address. */
  path: string;
  /** The status the page answers with. */
  status: 200 | 404;
}

export const TRANSLATED = TRANSLATED_LOCALES;

/** An address no page has: the site's own 'nothing here' page in each language. */
export const MISSING_PATH = "/no-such-page-here";

async function html(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return response.text();
}

/** The first address of the list that matches, preferring `preferred` (a record with sample translations). */
function pick(links: string[], preferred: string, what: string): string {
  const found = links.includes(preferred) ? preferred : links[0];
  if (!found) throw new Error(`No ${what} linked from the site`);
  return found;
}

/** Every public page, with a safari, a lodge and a destination of the running site's catalogue. */
export async function publicPages(baseUrl: string): Promise<PublicPage[]> {
  const [safaris, lodges, destinations] = await Promise.all([
    html(baseUrl, "/safaris"),
    html(baseUrl, "/hotels-and-lodges"),
    html(baseUrl, "/destinations"),
  ]);
  const safariIds = [...new Set([...safaris.matchAll(/href="\/safaris\/(\d+)"/g)].map((match) => match[1] ?? ""))];
  const safariId = pick(safariIds, "1", "safari");
  const lodge = pick(
    [...new Set([...lodges.matchAll(/href="\/hotels-and-lodges\/([\w-]+)"/g)].map((match) => match[1] ?? ""))],
    "mara-riverbend-camp",
    "lodge",
  );
  const named = new Set(["admin", "about", "chat", "contact", "destinations", "hotels-and-lodges", "reviews"]);
  const destination = pick(
    [...new Set([...destinations.matchAll(/href="\/([a-z][\w-]*)"/g)].map((match) => match[1] ?? ""))].filter(
      (slug) => !named.has(slug) && !["safaris", "video-gallery"].includes(slug),
    ),
    "maasai-mara",
    "destination",
  );
  return [
    { name: "home", path: "/", status: 200 },
    { name: "safaris", path: "/safaris", status: 200 },
    { name: "a safari", path: `/safaris/${safariId}`, status: 200 },
    { name: "booking, step 1", path: `/booking/${safariId}`, status: 200 },
    { name: "hotels and lodges", path: "/hotels-and-lodges", status: 200 },
    { name: "a lodge", path: `/hotels-and-lodges/${lodge}`, status: 200 },
    { name: "about", path: "/about", status: 200 },
    { name: "destinations", path: "/destinations", status: 200 },
    { name: "a destination", path: `/${destination}`, status: 200 },
    { name: "reviews", path: "/reviews", status: 200 },
    { name: "contact", path: "/contact", status: 200 },
    { name: "video gallery", path: "/video-gallery", status: 200 },
    { name: "chat", path: "/chat", status: 200 },
    { name: "not found", path: MISSING_PATH, status: 404 },
  ];
}

/** A page's address in a language. */
export function inLocale(page: PublicPage, locale: Locale): string {
  return localizePath(page.path, locale);
}
