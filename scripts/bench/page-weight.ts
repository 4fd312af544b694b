// A first visit's download, by kind: the HTML, then every asset its markup asks for at once, each fetched
// once with gzip accepted and counted as the bytes that crossed the wire.
import { type AssetKind, chunkImports, pageAssets } from "./html-assets";
import { fetchGzip } from "./http";

export interface AssetWeight {
  kind: AssetKind;
  path: string;
  status: number;
  /** Bytes as transferred (gzip when the server compressed it; files under 1 KB are sent as they are). */
  bytes: number;
  /** Decompressed size. */
  rawBytes: number;
  /** A module the markup does not preload, found only by following a chunk's static imports. */
  discovered?: boolean;
}

export interface PageWeight {
  path: string;
  status: number;
  htmlBytes: number;
  htmlRawBytes: number;
  assets: AssetWeight[];
  /** Transferred bytes per kind. */
  totals: Record<AssetKind, number>;
  /** HTML + JS + CSS + fonts + images fetched at once. */
  totalBytes: number;
}

export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const page = await fetchGzip(new URL(path, baseUrl).href);
  const html = page.body.toString("utf8");
  const assets: AssetWeight[] = [];
  const listed = pageAssets(html);
  const origin = new URL(baseUrl).origin;
  // What the markup names is fetched anyway; only modules outside it count as discovered.
  const declared = new Set(listed.map((asset) => new URL(asset.href, baseUrl).pathname));
  const seen = new Set<string>();

  const load = async (kind: AssetKind, href: string) => {
    const url = new URL(href, baseUrl);
    // Only the site's own files: a third-party URL would need the internet (and would be its own finding).
    if (url.origin !== origin || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    const fetched = await fetchGzip(url.href);
    const discovered = !declared.has(url.pathname);
    assets.push({
      kind,
      path: url.pathname,
      status: fetched.status,
      bytes: fetched.wireBytes,
      rawBytes: fetched.body.length,
      ...(discovered ? { discovered } : {}),
    });
    // A module's static imports load before it runs, preloaded or not: follow them so none is missed.
    if (kind === "js" && fetched.status === 200) {
      for (const imported of chunkImports(fetched.body.toString("utf8"), url.pathname)) await load("js", imported);
    }
  };
  for (const asset of listed) await load(asset.kind, asset.href);

  const totals: Record<AssetKind, number> = { js: 0, css: 0, font: 0, image: 0 };
  for (const asset of assets) totals[asset.kind] += asset.bytes;
  const totalBytes = page.wireBytes + totals.js + totals.css + totals.font + totals.image;
  return {
    path,
    status: page.status,
    htmlBytes: page.wireBytes,
    htmlRawBytes: page.body.length,
    assets,
    totals,
    totalBytes,
  };
}
