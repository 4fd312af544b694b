import { describe, expect, it } from "vitest";
import { deferScriptsAfterFirstPaint } from "./entry.server";

// The shape React Router 7.18's <Scripts> gives a page (React hoists the preloads into <head>).
const page = (preloadAttributes = "") => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"${preloadAttributes}/>
<link rel="modulepreload" href="/assets/shell-B.js" nonce="n0nce"/>
<link rel="stylesheet" href="/assets/shell-C.css"/></head><body><main>Where the wild still keeps its own time</main>
<script nonce="n0nce">window.__reactRouterContext = {};</script>
<script nonce="n0nce" type="module" async="">import "/assets/manifest-D.js";
import * as route0 from "/assets/root-E.js";
import * as route1 from "/assets/home-F.js";

window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe("deferScriptsAfterFirstPaint", () => {
  it("takes the module preloads out of the head and adds them, and the route imports, after the first paint", () => {
    const html = deferScriptsAfterFirstPaint(page());
    expect(html).not.toBeNull();
    const [head, body] = (html ?? "").split("</head>");
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" href="/assets/shell-C.css"/>');
    expect(body).toContain("<main>Where the wild still keeps its own time</main>");
    // The same script element (and nonce), now waiting for the paint before it fetches anything.
    const script = /<script nonce="n0nce" type="module" async="">([\s\S]*?)<\/script>/.exec(body ?? "")?.[1] ?? "";
    const waits = script.indexOf('"first-contentful-paint"');
    const preloads = script.indexOf('["/assets/entry.client-A.js","/assets/shell-B.js"]');
    const imports = script.indexOf(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-D.js"), import("/assets/root-E.js"), import("/assets/home-F.js")]);',
    );
    expect(waits).toBeGreaterThan(-1);
    expect(preloads).toBeGreaterThan(waits);
    expect(imports).toBeGreaterThan(preloads);
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/site/home":route1};');
    expect(script).toContain('import("/assets/entry.client-A.js");');
  });

  it("leaves a page alone when its scripts are not React Router's, or a preload carries integrity", () => {
    expect(deferScriptsAfterFirstPaint("<html><head></head><body><p>No scripts</p></body></html>")).toBeNull();
    expect(deferScriptsAfterFirstPaint(page(' integrity="sha384-abc"'))).toBeNull();
  });
});
