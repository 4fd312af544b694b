// Lists the English left on the translated public site, page by page: every public page in German, French,
// Italian and Spanish on a 375 px phone, with its interactive parts opened (the menu, the review dialog, forms
// sent empty to show their messages). What counts as English: tests/e2e/support/english-leftovers.ts.
//
//   BASE=http://localhost:3118 npx tsx scripts/i18n/find-english.ts [de fr ...] [--json]
//
// Against a running server (a production build: `node server.js`). It only reads pages and sends empty forms,
// which the site refuses, so it stores nothing. Exits 1 when it found English.
import type { Browser, Page } from "playwright-core";
import { INTL_LOCALE } from "~/i18n/locales";
import { launchBrowser, openPage, phone, visit } from "../../tests/e2e/support/browser";
import {
  englishMatcher,
  type Leftover,
  type VisibleText,
  visibleTexts,
} from "../../tests/e2e/support/english-leftovers";
import { inLocale, type PublicPage, publicPages, TRANSLATED } from "./public-pages";

type Locale = (typeof TRANSLATED)[number];

const base = process.env.BASE ?? "http://localhost:3000";
const args = process.argv.slice(2);
const json = args.includes("--json");
const locales = args.filter((arg) => (TRANSLATED as readonly string[]).includes(arg)) as Locale[];
const chosen: readonly Locale[] = locales.length > 0 ? locales : TRANSLATED;

async function quietly(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch {
    // A part a page does not have (no menu button on a wide screen, no form): nothing to open.
  }
}

/** Waits until a part that hydrates when seen (app/components/deferred.tsx) has its code. */
async function hydrated(page: Page, selector: string): Promise<void> {
  const part = page.locator(selector).first();
  await part.scrollIntoViewIfNeeded({ timeout: 3_000 });
  await page
    .waitForFunction(
      (element) => {
        const deferred = element?.closest("[data-deferred]");
        return !deferred || deferred.getAttribute("data-deferred") === "hydrated";
      },
      await part.elementHandle({ timeout: 3_000 }),
      { timeout: 8_000 },
    )
    .catch(() => undefined);
}

/** Sends each form of the page that asks for an e-mail address empty, so its messages show. */
async function sendFormsEmpty(page: Page, scope: string, texts: VisibleText[]): Promise<void> {
  const forms = page.locator(`${scope} form`).filter({ has: page.locator("input[type=email], input[name=email]") });
  for (let index = 0; index < (await forms.count()); index += 1) {
    const form = forms.nth(index);
    if (!(await form.isVisible())) continue;
    await quietly(async () => {
      await hydrated(page, `${scope} form >> nth=${index}`);
      await form.locator("button[type=submit], button:not([type])").last().click({ timeout: 5_000 });
      await form.locator("[aria-invalid=true]").first().waitFor({ timeout: 8_000 });
    });
    texts.push(...(await visibleTexts(page)));
  }
}

async function textsOf(page: Page, target: PublicPage, url: string): Promise<VisibleText[]> {
  await visit(page, url);
  const texts = await visibleTexts(page);
  // The phone's menu.
  await quietly(async () => {
    await page.locator("button[aria-controls=site-menu]").click({ timeout: 3_000 });
    await page.locator("#site-menu").waitFor({ state: "visible", timeout: 3_000 });
    texts.push(...(await visibleTexts(page)));
    await page.keyboard.press("Escape");
  });
  if (target.name === "reviews") {
    await quietly(async () => {
      await page.locator("a[href*='write=1']").first().click({ timeout: 5_000 });
      const dialog = page.getByRole("dialog");
      await dialog.waitFor({ timeout: 10_000 });
      texts.push(...(await visibleTexts(page)));
      await sendFormsEmpty(page, "[role=dialog]", texts);
      await page.keyboard.press("Escape");
    });
  } else {
    await sendFormsEmpty(page, "main", texts);
  }
  return texts;
}

async function findIn(browser: Browser, locale: Locale, pages: PublicPage[]) {
  const matcher = await englishMatcher(locale);
  const found: { page: PublicPage; url: string; status: number | string; leftovers: Leftover[] }[] = [];
  // A browser set to the page's language, as a traveller's would be: no banner suggests another.
  const tab = await openPage(browser, base, { viewport: phone, locale: INTL_LOCALE[locale] });
  try {
    for (const target of pages) {
      const url = inLocale(target, locale);
      try {
        const texts = await textsOf(tab, target, url);
        found.push({ page: target, url, status: "ok", leftovers: unique(matcher.find(texts)) });
      } catch (error) {
        found.push({ page: target, url, status: `failed: ${(error as Error).message.split("\n")[0]}`, leftovers: [] });
      }
    }
  } finally {
    await tab.context().close();
  }
  return found;
}

function unique(leftovers: Leftover[]): Leftover[] {
  const seen = new Set<string>();
  return leftovers.filter((leftover) => {
    const key = `${leftover.area}\u0000${leftover.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const pages = await publicPages(base);
const browser = await launchBrowser();
let total = 0;
const report: Record<string, unknown> = {};
try {
  for (const locale of chosen) {
    const results = await findIn(browser, locale, pages);
    report[locale] = results.map(({ url, status, leftovers }) => ({ url, status, leftovers }));
    if (json) continue;
    console.log(`\n=== ${locale} ===`);
    for (const { page, url, status, leftovers } of results) {
      total += leftovers.length;
      const head = `${url} (${page.name})`;
      if (status !== "ok") console.log(`${head}: ${status}`);
      else if (leftovers.length === 0) console.log(`${head}: none`);
      else {
        console.log(`${head}: ${leftovers.length}`);
        for (const leftover of leftovers) {
          const why = leftover.kind === "words" ? `reads as English: ${leftover.english}` : leftover.source;
          console.log(`  [${leftover.area}] "${leftover.text}"  <- ${why}`);
        }
      }
    }
  }
} finally {
  await browser.close();
}
if (json) {
  total = Object.values(report)
    .flat()
    .reduce((sum: number, entry) => sum + (entry as { leftovers: unknown[] }).leftovers.length, 0);
  console.log(JSON.stringify(report, null, 2));
} else console.log(`\n${total} English text(s) found.`);
process.exitCode = total > 0 ? 1 : 0;
