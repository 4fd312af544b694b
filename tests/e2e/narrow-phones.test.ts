// Pages on the narrowest phones (320 and 375 px wide) in all five languages, against the production build:
// the booking flow's step labels each stay in their own column (German 'Buchungsdetails' once ran into
// 'Zahlung'), the Reviews page's two tabs show their whole text inside the window (Spanish 'Opiniones de
// 5 estrellas' was cut at its edge), and a one-word address that is no destination gets the site's own 404
// in the page's language, not a 'Destination Not Found' that names the typo as a place.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { INTL_LOCALE, LOCALES, type Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, openPage, photograph, recordOf, visit } from "./support/browser";
import { catalogueOf } from "./support/english-leftovers";
import { type SiteUnderTest, startSiteUnderTest } from "./support/site-under-test";

const WIDTHS = [320, 375] as const;

let site: SiteUnderTest;
let browser: Browser;
const catalogues = new Map<Locale, Map<string, string>>();
const pages: Page[] = [];

beforeAll(async () => {
  site = await startSiteUnderTest({ dataDirPrefix: "heartbeest-narrow-e2e-" });
  browser = site.browser;
  for (const locale of LOCALES) catalogues.set(locale, await catalogueOf(locale));
});

afterAll(async () => {
  await site?.stop();
});

afterEach(async () => {
  try {
    for (const page of pages) {
      expectEveryVisitedPageScanned(page);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

/** A phone set to the page's language, as a traveller's would be, so no banner offers another. */
async function newPage(width: number, locale: Locale): Promise<Page> {
  const page = await openPage(browser, site.server.url, {
    viewport: { width, height: 740 },
    locale: INTL_LOCALE[locale],
  });
  pages.push(page);
  return page;
}

function message(locale: Locale, id: string): string {
  const text = catalogues.get(locale)?.get(id);
  if (!text) throw new Error(`No ${locale} message ${id}`);
  return text;
}

/** Boxes of a step's label text (its lines), and the column (the list item) it belongs to. */
async function stepLabels(page: Page, locale: Locale) {
  return page
    .getByRole("navigation", { name: message(locale, "bookings.flow.steps") })
    .locator("ol > li")
    .evaluateAll((items) =>
      items.map((item) => {
        const label = item.lastElementChild as HTMLElement;
        // The visible words only: the status after them is for screen readers (sr-only).
        const words = Array.from(label.childNodes).find((node) => node.nodeType === Node.TEXT_NODE);
        const range = document.createRange();
        if (words) range.selectNodeContents(words);
        const lines = Array.from(range.getClientRects()).map(({ left, right, top, bottom }) => ({
          left,
          right,
          top,
          bottom,
        }));
        const column = item.getBoundingClientRect();
        return { text: words?.textContent ?? "", lines, column: { left: column.left, right: column.right } };
      }),
    );
}

describe("the booking flow's step indicator", () => {
  for (const locale of LOCALES) {
    it(`${locale}: keeps each step's label inside its own column at 320 and 375 px`, async () => {
      const path = localizePath("/booking/1", locale);
      const page = await newPage(375, locale);
      const response = await visit(page, path);
      expect(response.status(), path).toBe(200);
      await expectAccessible(page);
      if (locale === "de") {
        await photograph(
          page,
          "narrow-steps-de",
          page.getByRole("navigation", { name: message(locale, "bookings.flow.steps") }),
        );
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const steps = await stepLabels(page, locale);
        expect(steps.map((step) => step.text)).toEqual(
          ["details", "payment", "confirmation"].map((step) => message(locale, `bookings.flow.step.${step}`)),
        );
        for (const [index, step] of steps.entries()) {
          expect(step.lines.length, `${step.text} drawn`).toBeGreaterThan(0);
          for (const line of step.lines) {
            expect(line.left, `${width}px: '${step.text}' starts inside its column`).toBeGreaterThanOrEqual(
              step.column.left - 0.5,
            );
            expect(line.right, `${width}px: '${step.text}' ends inside its column`).toBeLessThanOrEqual(
              step.column.right + 0.5,
            );
            expect(line.right, `${width}px: '${step.text}' inside the window`).toBeLessThanOrEqual(width);
          }
          const next = steps[index + 1];
          if (next) {
            const end = Math.max(...step.lines.map((line) => line.right));
            const start = Math.min(...next.lines.map((line) => line.left));
            expect(end, `${width}px: '${step.text}' runs into '${next.text}'`).toBeLessThanOrEqual(start);
          }
        }
      }
    });
  }
});

describe("the Reviews page's tabs", () => {
  for (const locale of LOCALES) {
    it(`${locale}: show their whole text inside the window at 320 and 375 px`, async () => {
      const path = localizePath("/reviews", locale);
      const page = await newPage(375, locale);
      const response = await visit(page, path);
      expect(response.status(), path).toBe(200);
      await expectAccessible(page);
      const tablist = page.getByRole("tablist");
      if (locale === "es") await photograph(page, "narrow-review-tabs-es", tablist);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        const fits = await tablist.evaluate((list) => ({
          scrolls: list.scrollWidth > list.clientWidth + 1,
          tabs: Array.from(list.querySelectorAll<HTMLElement>("[role=tab]")).map((tab) => {
            const box = tab.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(tab);
            const words = range.getBoundingClientRect();
            return {
              text: tab.textContent ?? "",
              clipped: tab.scrollWidth > tab.clientWidth + 1,
              left: box.left,
              right: box.right,
              wordsLeft: words.left,
              wordsRight: words.right,
            };
          }),
        }));
        expect(fits.tabs.map((tab) => tab.text)).toEqual([
          message(locale, "reviews.tabs.all"),
          message(locale, "reviews.tabs.fiveStar"),
        ]);
        expect(fits.scrolls, `${width}px: the tab list scrolls sideways`).toBe(false);
        for (const tab of fits.tabs) {
          expect(tab.clipped, `${width}px: '${tab.text}' clipped`).toBe(false);
          expect(tab.left, `${width}px: '${tab.text}' inside the window`).toBeGreaterThanOrEqual(0);
          expect(tab.right, `${width}px: '${tab.text}' inside the window`).toBeLessThanOrEqual(width);
          // The words themselves stay inside their pill, not just the pill inside the window.
          expect(tab.wordsLeft, `${width}px: '${tab.text}' inside its pill`).toBeGreaterThanOrEqual(tab.left);
          expect(tab.wordsRight, `${width}px: '${tab.text}' inside its pill`).toBeLessThanOrEqual(tab.right);
        }
      }
    });
  }
});

describe("a one-word address that is no destination", () => {
  for (const locale of LOCALES) {
    it(`${locale}: answers 404 with the site's own not-found page in the page's language`, async () => {
      const path = locale === "en" ? "/no-such-page-here" : `/${locale}/no-such-page-here`;
      const page = await newPage(375, locale);
      const response = await visit(page, path);
      expect(response.status(), path).toBe(404);
      await expectAccessible(page);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(message(locale, "notFound.title"));
      const text = (await page.locator("main").textContent()) ?? "";
      // The typo is not turned into a place's name, and nothing offers it among the destinations.
      expect(text).not.toContain("No Such Page Here");
      await expect(page.title()).resolves.toContain(message(locale, "notFound.metaTitle"));
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      const home = page.locator("main").getByRole("link", { name: message(locale, "notFound.home") });
      expect(await home.getAttribute("href")).toBe(localizePath("/", locale));
      if (locale === "de") await photograph(page, "narrow-not-found-de");
    });
  }
});
