import { describe, expect, it } from "vitest";
import { chunkImports, inlineImports, pageAssets } from "./html-assets";

const html = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/root-a.css"/>
<link nonce="x" rel="preload" href="/assets/font-b.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<link rel="preload" as="image" href="/media/hero.jpg" fetchPriority="high"/>
<link rel="modulepreload" href="/assets/entry.client-c.js" nonce="x"/>
<link rel="modulepreload" href="/assets/root-d.js"/>
<link rel="canonical" href="https://example.com/"/>
<link rel="icon" href="/favicon.svg"/>
</head><body>
<img src="/art/hero.svg" alt="" fetchpriority="high" loading="eager"/>
<img src="/art/card.svg" alt="" loading="lazy"/>
<img src="/art/logo.svg" alt="">
<script type="module" nonce="x">import "/assets/manifest-e.js";
import * as route0 from "/assets/root-d.js";
import("/assets/entry.client-c.js");</script>
<script>window.__ctx = { import: "not/a/module.js" };</script>
</body></html>`;

describe("pageAssets", () => {
  it("finds module scripts, stylesheets, preloaded fonts and the images fetched at once, each once", () => {
    expect(pageAssets(html)).toEqual([
      { kind: "css", href: "/assets/root-a.css" },
      { kind: "font", href: "/assets/font-b.woff2" },
      { kind: "image", href: "/media/hero.jpg" },
      { kind: "js", href: "/assets/entry.client-c.js" },
      { kind: "js", href: "/assets/root-d.js" },
      { kind: "js", href: "/assets/manifest-e.js" },
      { kind: "image", href: "/art/hero.svg" },
      { kind: "image", href: "/art/logo.svg" },
    ]);
  });
});

describe("imports", () => {
  it("reads static and dynamic imports of an inline module script", () => {
    expect(inlineImports(`import "/a.js";import*as r from"/b.js";import("/c.js")`)).toEqual([
      "/a.js",
      "/b.js",
      "/c.js",
    ]);
  });

  it("counts the preloads and imports a script issues after the first paint (app/entry.server.tsx)", () => {
    const script = `await new Promise((painted) => setTimeout(painted));
for (const href of ["/assets/entry.client-c.js","/assets/shell-e.js"]) document.head.append(href);
const [, route0] = await Promise.all([import("/assets/manifest-f.js"), import("/assets/root-d.js")]);
import("/assets/entry.client-c.js");`;
    expect(inlineImports(script)).toEqual([
      "/assets/entry.client-c.js",
      "/assets/shell-e.js",
      "/assets/manifest-f.js",
      "/assets/root-d.js",
    ]);
  });

  it("resolves a chunk's static imports and leaves its dynamic ones for later", () => {
    const source = `import{a as e}from"./jsx-runtime-x.js";import"./side-effect.js";const m=()=>import("./lazy.js");`;
    expect(chunkImports(source, "/assets/root-d.js")).toEqual(["/assets/jsx-runtime-x.js", "/assets/side-effect.js"]);
  });
});
