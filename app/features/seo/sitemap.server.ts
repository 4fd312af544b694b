// The sitemap search engines read at /sitemap.xml (sitemaps.org protocol 0.9).
import type { DatabaseOrTransaction } from "~/db/client.server";
import { canonicalUrl } from "./page-meta";
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
  const entries = urls.map(({ path, lastModified }) => {
    const loc = `    <loc>${escapeXml(canonicalUrl(siteUrl, path))}</loc>`;
    const modified = lastModified ? `\n    <lastmod>${lastmod(lastModified)}</lastmod>` : "";
    return `  <url>\n${loc}${modified}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** The whole sitemap of the site at `siteUrl` (SITE_URL), from what the database holds now. */
export async function sitemapXml(db: DatabaseOrTransaction, siteUrl: string): Promise<string> {
  return buildSitemapXml(siteUrl, await listPublicUrls(db));
}
