// What a first visit to a page downloads, read from its HTML the way a browser's preload scanner would:
// module scripts (modulepreload links, <script type="module" src>, imports in inline module scripts),
// stylesheets, preloaded fonts, and the images fetched at once (preloaded, or <img> not marked lazy).

export type AssetKind = "js" | "css" | "font" | "image";

export interface Asset {
  kind: AssetKind;
  /** As written in the page: a site path ("/assets/root-x.js") or an absolute URL. */
  href: string;
}

type Attributes = Record<string, string>;

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The attributes of every `<tag ...>` opening tag, names lowercased, entities in values decoded. */
export function tagsOf(html: string, tag: string): Attributes[] {
  const found: Attributes[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))) {
    const attributes: Attributes = {};
    for (const attribute of (match[1] ?? "").matchAll(ATTRIBUTE)) {
      const name = attribute[1]?.toLowerCase();
      if (!name) continue;
      attributes[name] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
    }
    found.push(attributes);
  }
  return found;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/**
 * Module paths an inline module script loads: static `from "..."`, bare `import "..."`, `import("...")`, and
 * the module preloads it adds itself (app/entry.server.tsx issues React Router's preloads and route imports
 * after the first paint: `for (const href of ["/assets/a.js", ...])`). Paths merely named in data (React
 * Router's route manifest) are not loads.
 */
export function inlineImports(source: string): string[] {
  const paths: string[] = [];
  const add = (path: string | undefined) => {
    if (path && !paths.includes(path)) paths.push(path);
  };
  for (const match of source.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) {
    for (const path of JSON.parse(match[1] ?? "[]") as unknown[]) if (typeof path === "string") add(path);
  }
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)(["'])([^"']+\.m?js)\1/g)) add(match[2]);
  return paths;
}

/**
 * Static imports inside a built JavaScript chunk (`import{a}from"./x.js"`, `import"./y.js"`), resolved
 * against the chunk's own path. Dynamic `import()` is left out: it loads later, on demand.
 */
export function chunkImports(source: string, chunkPath: string): string[] {
  const paths = new Set<string>();
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)(["'])(\.{1,2}\/[^"']+\.m?js|\/[^"']+\.m?js)\1/g)) {
    const target = match[2];
    if (!target) continue;
    paths.add(new URL(target, `http://site${chunkPath}`).pathname);
  }
  return [...paths];
}

/** Every asset a first visit fetches, deduplicated, in document order. */
export function pageAssets(html: string): Asset[] {
  const assets: Asset[] = [];
  const seen = new Set<string>();
  const add = (kind: AssetKind, href: string | undefined) => {
    if (!href || href.startsWith("data:")) return;
    const key = `${kind} ${href}`;
    if (seen.has(key)) return;
    seen.add(key);
    assets.push({ kind, href });
  };

  for (const link of tagsOf(html, "link")) {
    const rel = (link.rel ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("modulepreload")) add("js", link.href);
    else if (rel.includes("stylesheet")) add("css", link.href);
    else if (rel.includes("preload") && link.as === "font") add("font", link.href);
    else if (rel.includes("preload") && link.as === "style") add("css", link.href);
    else if (rel.includes("preload") && link.as === "script") add("js", link.href);
    else if (rel.includes("preload") && link.as === "image") add("image", link.href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [attributes] = tagsOf(`<script ${match[1] ?? ""}>`, "script");
    if (attributes?.src) add("js", attributes.src);
    else if ((attributes?.type ?? "") === "module") for (const path of inlineImports(match[2] ?? "")) add("js", path);
  }
  for (const image of tagsOf(html, "img")) {
    if ((image.loading ?? "").toLowerCase() !== "lazy") add("image", image.src);
  }
  return assets;
}
