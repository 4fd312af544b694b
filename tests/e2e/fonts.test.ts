// Web fonts: the two Latin faces every first screen uses are preloaded (and are the very files the stylesheet
// names, so each downloads once), cut at build time to the weights 400-600 that those screens use
// (scripts/vite/subset-fonts.ts), and until they arrive the text is set in metric-matched fallbacks, so the
// swap moves nothing: the home page's hero and a safari's hero keep every line where it was.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLocale, publicPages } from "../../scripts/i18n/public-pages";
import { type AppServer, startAppServer } from "./support/app-server";
import { desktop, launchBrowser, phone } from "./support/browser";
import { get } from "./support/http";

let browser: Browser;
let server: AppServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startAppServer()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

interface Box {
  element: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

// The hero's text and the header's, each element's box in CSS pixels.
function heroBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".hero-text > *, .hero-actions > *, .hero-bottom a, .site-brand")].map((element) => {
      const rect = element.getBoundingClientRect();
      const text = element.textContent?.trim().slice(0, 40) ?? "";
      return { element: `${element.tagName} ${text}`, x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
}

/** The first safari's page, as the safari list links to it. */
async function firstSafariPath(): Promise<string> {
  const list = await get(`${server.url}/safaris`);
  const path = /href="(\/safaris\/\d+)"/.exec(list.text)?.[1];
  if (!path) throw new Error("No safari linked from /safaris");
  return path;
}

function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

const webFontsReady = () =>
  document.fonts.check('500 40px "Fraunces Variable"') &&
  document.fonts.check('400 16px "Inter Variable"') &&
  document.fonts.check('600 16px "Inter Variable"');

describe("web fonts", () => {
  it("preloads the Latin Fraunces and Inter files, the same ones the stylesheet's @font-face rules load", async () => {
    const page = await get(`${server.url}/`);
    expect(page.status).toBe(200);
    const preloads = [...page.text.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g)].map(([tag]) => tag);
    const hrefs = preloads.map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? "");
    expect(hrefs).toHaveLength(2);
    expect(hrefs.some((href) => /\/assets\/fraunces-latin-wght-400-600-normal-[\w-]+\.woff2$/.test(href))).toBe(true);
    expect(hrefs.some((href) => /\/assets\/inter-latin-wght-400-600-normal-[\w-]+\.woff2$/.test(href))).toBe(true);
    for (const tag of preloads) {
      // Fonts are always fetched in CORS mode: a preload without crossorigin would be fetched twice.
      expect(tag).toMatch(/\bcrossorigin="anonymous"/);
      expect(tag).toMatch(/\btype="font\/woff2"/);
    }

    const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"#]+)#?"/.exec(page.text)?.[1];
    expect(stylesheet, "the page's stylesheet").toBeTruthy();
    const css = (await get(`${server.url}${stylesheet}`)).text;
    for (const href of hrefs) expect(css).toContain(`url(${href})`);
    // Each web font names its metric-matched fallback before the generic families.
    expect(css).toMatch(/"Inter Variable",\s*"Inter Fallback"/);
    expect(css).toMatch(/"Fraunces Variable",\s*"Fraunces Fallback"/);
  });

  // One page of every public type (the list the language checks use) and a translated one: a word in bold (700)
  // or italic anywhere on the page (a table header, a press wordmark) would fetch a third file, sharing a slow
  // phone's bandwidth with the page's picture and script.
  it("sets every public page in the two preloaded files: no other font file is downloaded", async () => {
    const pages = (await publicPages(server.url)).filter((page) => page.status === 200);
    const reviews = pages.find((page) => page.name === "reviews");
    if (!reviews) throw new Error("No reviews page among the public pages");
    const paths = [...pages.map((page) => page.path), inLocale(reviews, "de")];
    const extra: string[] = [];
    for (const path of paths) {
      const preloaded = [...(await get(`${server.url}${path}`)).text.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(
        ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1],
      );
      expect(preloaded, `${path}: the preloaded fonts`).toHaveLength(2);
      const context = await browser.newContext({ baseURL: server.url, viewport: desktop });
      try {
        const page = await context.newPage();
        const fonts: string[] = [];
        page.on("request", (request) => {
          if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
        });
        await page.goto(path, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await page.evaluate(webFontsReady), `${path}: fonts ready`).toBe(true);
        for (const font of new Set(fonts)) if (!preloaded.includes(font)) extra.push(`${path}: ${font}`);
      } finally {
        await context.close();
      }
    }
    expect(extra).toEqual([]);
  });

  for (const which of ["home", "safari"] as const) {
    for (const viewport of [phone, { width: 412, height: 823 }, desktop]) {
      it(`keeps the ${which} page's hero in place at ${viewport.width} px when the web fonts replace the fallbacks`, async () => {
        const path = which === "home" ? "/" : await firstSafariPath();
        const context = await browser.newContext({ baseURL: server.url, viewport, reducedMotion: "reduce" });
        try {
          const page = await context.newPage();
          await page.addInitScript(() => {
            const shifts: { value: number; sources: string[] }[] = [];
            (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                sources: { node?: Node }[];
              })[]) {
                shifts.push({
                  value: entry.value,
                  sources: entry.sources.map((source) => source.node?.nodeName ?? "?"),
                });
              }
            }).observe({ type: "layout-shift", buffered: true });
          });
          // Hold every font file until the page has been laid out and painted with the fallbacks.
          let release = () => {};
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          await page.route(/\.woff2$/, async (route) => {
            await held;
            await route.continue();
          });

          await page.goto(path, { waitUntil: "domcontentloaded" });
          await page.locator(".hero h1").waitFor();
          await nextFrames(page);
          expect(await page.evaluate(webFontsReady), "web fonts still held back").toBe(false);
          // The text is set in the fallbacks the stylesheet names: local Arial and Times New Roman (regular and
          // bold), or their metric twins (Liberation, Arimo, Tinos), which Debian's Chromium brings along.
          const fallbacks = await page.evaluate(() =>
            [...document.fonts]
              .filter((face) => face.family.endsWith("Fallback"))
              .map((face) => `${face.family} ${face.weight}: ${face.status}`),
          );
          expect(
            fallbacks.filter((face) => face.endsWith("loaded")).length,
            fallbacks.join(", "),
          ).toBeGreaterThanOrEqual(3);
          expect(
            fallbacks.filter((face) => face.endsWith("error")),
            fallbacks.join(", "),
          ).toEqual([]);
          const before = await heroBoxes(page);
          expect(before.length).toBeGreaterThanOrEqual(3);

          release();
          await page.waitForFunction(webFontsReady);
          await nextFrames(page);
          const after = await heroBoxes(page);

          expect(after.map((box) => box.element)).toEqual(before.map((box) => box.element));
          for (const [index, box] of after.entries()) {
            const was = before[index]!;
            // Same lines in the same places; a word may end a pixel or two earlier or later.
            expect(Math.abs(box.y - was.y), `${box.element}: top`).toBeLessThanOrEqual(1);
            expect(Math.abs(box.height - was.height), `${box.element}: height`).toBeLessThanOrEqual(1);
            expect(Math.abs(box.x - was.x), `${box.element}: left`).toBeLessThanOrEqual(3);
            expect(Math.abs(box.width - was.width), `${box.element}: width`).toBeLessThanOrEqual(0.04 * was.width + 3);
          }
          const shifts = await page.evaluate(
            () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
          );
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
        } finally {
          await context.close();
        }
      });
    }
  }
});
