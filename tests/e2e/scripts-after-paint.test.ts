// The scripts-after-first-paint rewrite (app/entry.server.tsx) on the production build's real pages, one of
// every public page type. The rewrite steps aside, silently, when React Router's markup is not the shape it
// was written for; this test is what notices: no module preload left in the head, the route modules
// imported only after the paint wait, every module React Router would have fetched still fetched, the CSP
// (the render's nonce, or a stored page's hashes) still allowing the rewritten script, and the page still
// hydrating in Chromium.
import { createHash } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server";
import { closePage, launchBrowser, openPage, recordOf, visit } from "./support/browser";
import { get } from "./support/http";

let server: AppServer;
let browser: Browser;
const pages: Page[] = [];
/** One path per public page type, read from the sitemap and the pages themselves once the server runs. */
const paths: Record<string, string> = {};

const NAMED_PAGES: Record<string, string> = {
  home: "/",
  about: "/about",
  safaris: "/safaris",
  destinations: "/destinations",
  hotels: "/hotels-and-lodges",
  videos: "/video-gallery",
  reviews: "/reviews",
  contact: "/contact",
};
const PAGE_TYPES = [...Object.keys(NAMED_PAGES), "safari", "destination", "hotel", "booking flow"];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
  Object.assign(paths, NAMED_PAGES);
  const sitemap = await get(`${server.url}/sitemap.xml`);
  const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const named = new Set(Object.values(NAMED_PAGES));
  paths.safari = listed.find((path) => /^\/safaris\/\d+$/.test(path)) ?? "";
  paths.hotel = listed.find((path) => /^\/hotels-and-lodges\/[^/]+$/.test(path)) ?? "";
  paths.destination = listed.find((path) => /^\/[^/]+$/.test(path) && !named.has(path)) ?? "";
  paths["booking flow"] = paths.safari.replace(/^\/safaris\//, "/booking/");
  for (const type of PAGE_TYPES) expect(paths[type], `a ${type} page in the sitemap`).toMatch(/^\//);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(async () => {
  try {
    for (const page of pages) expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

interface InlineScript {
  attributes: string;
  code: string;
}

function inlineScripts(html: string): InlineScript[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ""))
    .map((match) => ({ attributes: match[1] ?? "", code: match[2] ?? "" }));
}

/** React Router's module script, as the rewrite left it. */
function routeModulesScript(html: string): InlineScript {
  const script = inlineScripts(html).find((candidate) => candidate.code.includes("window.__reactRouterRouteModules"));
  if (!script) throw new Error("No React Router module script in the page.");
  return script;
}

/** The modules the rewritten script preloads and imports after the paint, in its own words. */
function modulesLoadedAfterPaint(code: string): { preloads: string[]; imports: string[] } {
  const preloadList = /for \(const href of (\[[^\]]*\])\)/.exec(code)?.[1];
  const importList = /await Promise\.all\(\[((?:import\("[^"]+"\)(?:, )?)+)\]\)/.exec(code)?.[1] ?? "";
  return {
    preloads: preloadList ? (JSON.parse(preloadList) as string[]) : [],
    imports: [...importList.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1] ?? ""),
  };
}

function sha256Source(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

function scriptSources(csp: string): string[] {
  const directive = csp.split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** The markup checks every page must pass, whichever way it was answered. */
function expectRewritten(html: string, type: string) {
  const [head = "", body = ""] = html.split("</head>");
  expect(head, `${type}: React Router's module preloads are in the head before the paint`).not.toMatch(
    /rel="modulepreload"/,
  );
  expect(head, `${type}: the stylesheet stays in the head`).toMatch(/<link\b[^>]*rel="stylesheet"/);
  const { code } = routeModulesScript(body);
  expect(code, `${type}: a static import would start downloading at once`).not.toMatch(/^\s*import\s/m);
  const paintWait = code.indexOf('"first-contentful-paint"');
  const { preloads, imports } = modulesLoadedAfterPaint(code);
  expect(paintWait, `${type}: the script waits for the first paint`).toBeGreaterThan(-1);
  expect(preloads.length, `${type}: module preloads after the paint`).toBeGreaterThan(0);
  expect(imports.length, `${type}: route imports after the paint`).toBeGreaterThan(1);
  expect(code.indexOf("for (const href of"), `${type}: preloads come after the wait`).toBeGreaterThan(paintWait);
  expect(code.indexOf("await Promise.all([import("), `${type}: imports come after the wait`).toBeGreaterThan(paintWait);
  for (const url of [...preloads, ...imports]) expect(url, type).toMatch(/^\/assets\/[\w.-]+\.js$/);
  return { preloads, imports };
}

describe.each(PAGE_TYPES)("the %s page", (type) => {
  it("is sent with its scripts after the first paint, allowed by the render's nonce", async () => {
    // A cookie keeps the page out of the page cache: this is the render itself, with its nonce.
    const response = await get(`${server.url}${paths[type]}`, { cookie: "visited=1" });
    expect(response.status, paths[type]).toBe(200);
    expect(response.header("x-page-cache"), paths[type]).toBeUndefined();
    expectRewritten(response.text, type);
    const nonce = /'nonce-([^']+)'/.exec(response.header("content-security-policy") ?? "")?.[1];
    expect(nonce, `${type}: a nonce in the policy`).toBeTruthy();
    for (const script of inlineScripts(response.text)) {
      expect(script.attributes, `${type}: every inline script carries the response's nonce`).toContain(
        `nonce="${nonce}"`,
      );
    }
  });

  it("loads every module React Router asks for, after the paint, and hydrates in Chromium", async () => {
    for (const fresh of [true, false]) {
      const page = await openPage(browser, server.url);
      pages.push(page);
      // With a cookie, the render (nonce); without, the page cache's stored copy (hashes).
      if (fresh) await page.context().addCookies([{ name: "visited", value: "1", url: server.url }]);
      const documentResponse = page.waitForResponse((response) => response.request().resourceType() === "document");
      await visit(page, paths[type] ?? "/");
      const html = await (await documentResponse).text();
      const { preloads, imports } = expectRewritten(html, type);

      // The manifest of this build names what <Scripts> would have preloaded for the routes this page matched.
      const expected = await page.evaluate(() => {
        const globals = window as unknown as {
          __reactRouterManifest: {
            entry: { module: string; imports?: string[] };
            routes: Record<string, { module: string; imports?: string[] }>;
          };
          __reactRouterRouteModules: Record<string, unknown>;
        };
        const manifest = globals.__reactRouterManifest;
        const matched = Object.keys(globals.__reactRouterRouteModules);
        const modules = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
        for (const id of matched) {
          const route = manifest.routes[id];
          if (route) modules.push(route.module, ...(route.imports ?? []));
        }
        return { matched, modules };
      });
      expect(expected.matched, type).toContain("root");
      for (const module of new Set(expected.modules)) {
        expect([...preloads, ...imports], `${type}: ${module} is still fetched`).toContain(module);
      }
      // The preloads were put back into the head by the script, after the paint.
      const preloadedNow = await page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
      expect(preloadedNow, type).toEqual(expect.arrayContaining(preloads));

      // Hydrated: a link in the site's header navigates on the client, keeping this document.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const target = paths[type] === "/about" ? "/contact" : "/about";
      await page.locator(`header a[href="${target}"]`).first().click();
      await page.waitForURL((url) => url.pathname === target);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true))
        .toBe(true);
    }
  });
});

// The booking flow is never kept (a traveller's entries), so it is rendered with a nonce every time.
describe.each(PAGE_TYPES.filter((type) => type !== "booking flow"))("the %s page, stored", (type) => {
  it("is kept by the page cache with a hash for the rewritten script in its policy", async () => {
    const url = `${server.url}${paths[type]}`;
    // The first anonymous request renders and stores the page; the next is answered from the store.
    await get(url);
    const hit = await get(url);
    expect(hit.header("x-page-cache"), `${type} answered from the page cache`).toBe("hit");
    expectRewritten(hit.text, type);
    const allowed = scriptSources(hit.header("content-security-policy") ?? "");
    expect(
      allowed.some((source) => source.startsWith("'nonce-")),
      type,
    ).toBe(false);
    for (const script of inlineScripts(hit.text)) {
      expect(allowed, `${type}: the policy lists the hash of every inline script`).toContain(sha256Source(script.code));
    }
  });
});
