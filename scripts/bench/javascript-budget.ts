// The JavaScript a visit really downloads, measured in Chromium: gzip only (the budget is in gzipped bytes),
// from the first request until the page has hydrated and gone idle (parts deferred until idle included),
// then again after scrolling to the foot of the page (parts that hydrate when they come into view). Both on a
// phone-sized and a desktop-sized screen, since what is in view at first differs.
import { INTL_LOCALE } from "../../app/i18n/locales";
import { localeOfPath } from "../../app/i18n/paths";
import { launchChromium } from "../art/chromium";

export const VIEWPORTS = {
  phone: { width: 375, height: 667 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface ScriptFile {
  path: string;
  /** Bytes on the wire (gzip). */
  bytes: number;
}

export interface PageJavaScript {
  path: string;
  viewport: ViewportName;
  status: number;
  /** Every module fetched before any scrolling, deferred-until-idle parts included. */
  onLoad: ScriptFile[];
  /** Every module fetched once the visitor has scrolled through the whole page. */
  scrolled: ScriptFile[];
}

export const total = (files: readonly ScriptFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

// requestIdleCallback's timeout in app/components/deferred.tsx is 2 s: wait past it.
const SETTLE_MS = 2_500;

export async function measurePageJavaScript(baseUrl: string, paths: readonly string[]): Promise<PageJavaScript[]> {
  const browser = await launchChromium();
  const results: PageJavaScript[] = [];
  try {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      for (const path of paths) {
        const context = await browser.newContext({
          viewport: VIEWPORTS[viewport],
          // A reader of the page's language: the browser asks for the language the address names, so nothing
          // suggests another one (app/i18n/paths.ts).
          locale: INTL_LOCALE[localeOfPath(new URL(path, baseUrl).pathname)],
          // Chromium would ask for brotli, which is smaller; the budget is stated in gzip.
          extraHTTPHeaders: { "accept-encoding": "gzip" },
        });
        try {
          const page = await context.newPage();
          const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
          await page.waitForTimeout(SETTLE_MS);
          const scripts = () =>
            page.evaluate(() =>
              performance
                .getEntriesByType("resource")
                .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
                .map((entry) => ({
                  path: new URL(entry.name).pathname,
                  bytes: (entry as PerformanceResourceTiming).encodedBodySize,
                })),
            );
          const onLoad = await scripts();
          await page.evaluate(async () => {
            for (let y = 0; y <= document.documentElement.scrollHeight; y += window.innerHeight / 2) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          });
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(1_000);
          results.push({ path, viewport, status: response?.status() ?? 0, onLoad, scrolled: await scripts() });
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
