// The sitemap search engines read at /sitemap.xml (sitemaps.org protocol 0.9): every public page in every
// language, each entry naming the page's copies in all of them and x-default (Google's xhtml:link alternates),
// the same list the page's own hreflang links give.
import type { DatabaseOrTransaction } from "~/db/client.server";
import { LOCALES } from "~/i18n/locales";
import { languageAlternates } from "./alternates";
import { listPublicUrls, type PublicUrl } from "./public-urls.server";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** W3C datetime to the second, in UTC. */
function lastmod(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function buildSitemapXml(siteUrl: string, urls: readonly PublicUrl[]): string {
  const pages = urls.map(({ path, lastModified }) => {
    const alternates = languageAlternates(siteUrl, path);
    const links = alternates.map(
      ({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
    );
    const modified = lastModified ? `\n    <lastmod>${lastmod(lastModified)}</lastmod>` : "";
    return { alternates, after: `${modified}\n${links.join("\n")}\n  </url>` };
  });
  // Every page in English first, as the sitemap always listed them, then every page in each other language; a
  // language that cannot show a page has no entry for it.
  const entries = LOCALES.flatMap((locale) =>
    pages.flatMap(({ alternates, after }) => {
      const own = alternates.find((alternate) => alternate.hrefLang === locale);
      return own ? [`  <url>\n    <loc>${escapeXml(own.href)}</loc>${after}`] : [];
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** The whole sitemap of the site at `siteUrl` (SITE_URL), from what the database holds now. */
export async function sitemapXml(db: DatabaseOrTransaction, siteUrl: string): Promise<string> {
  return buildSitemapXml(siteUrl, await listPublicUrls(db));
}
