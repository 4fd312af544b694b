// Lists the English left on the translated public site, page by page: every public page in German, French,
// Italian and Spanish on a 375 px phone, with its interactive parts opened (the menu, the review dialog, forms
// sent empty to show their messages). What counts as English: tests/e2e/support/english-leftovers.ts.
//
//   BASE=http://localhost:3118 npx tsx scripts/i18n/find-english.ts [de fr ...] [--json]
//
// Against a running server (a production build: `node server.js`). It only reads pages and sends empty forms,
// which the site refuses, so it stores nothing. Each page's line says what was opened on it. Exits 1 when it
// found English or could not read a page.
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

/** Whether a step worked: a part can be missing or refuse (it is reported, not thrown). */
async function tried(work: () => Promise<unknown>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch {
    return false;
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
async function sendFormsEmpty(page: Page, scope: string, texts: VisibleText[], opened: string[]): Promise<void> {
  const forms = page.locator(`${scope} form`).filter({ has: page.locator("input[type=email], input[name=email]") });
  await forms
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  for (let index = 0; index < (await forms.count()); index += 1) {
    const form = forms.nth(index);
    if (!(await form.isVisible())) continue;
    const refused = await tried(async () => {
      await hydrated(page, `${scope} form >> nth=${index}`);
      await form.locator("button[type=submit], button:not([type])").last().click({ timeout: 5_000 });
      await form.locator("[aria-invalid=true]").first().waitFor({ timeout: 8_000 });
    });
    const invalid = await form.locator("[aria-invalid=true]").count();
    opened.push(refused ? `form sent empty (${invalid} fields refused)` : "form sent empty: NO REFUSAL SHOWN");
    texts.push(...(await visibleTexts(page)));
  }
}

/** The pages with a form asking for an e-mail address, sent empty to show its messages. */
const PAGES_WITH_FORMS = new Set(["a safari", "booking, step 1", "contact", "chat"]);

async function textsOf(page: Page, target: PublicPage, url: string) {
  const opened: string[] = [];
  await visit(page, url);
  const texts = await visibleTexts(page);
  // The phone's menu.
  const menu = await tried(async () => {
    await page.locator("button[aria-controls=site-menu]").click({ timeout: 3_000 });
    await page.locator("#site-menu").waitFor({ state: "visible", timeout: 3_000 });
    texts.push(...(await visibleTexts(page)));
    await page.keyboard.press("Escape");
  });
  opened.push(menu ? "menu" : "menu: DID NOT OPEN");
  if (target.name === "reviews") {
    const dialog = await tried(async () => {
      await page.locator("a[href*='write=1']").first().click({ timeout: 5_000 });
      await page.getByRole("dialog").waitFor({ timeout: 10_000 });
      texts.push(...(await visibleTexts(page)));
    });
    opened.push(dialog ? "review dialog" : "review dialog: DID NOT OPEN");
    if (dialog) {
      await sendFormsEmpty(page, "[role=dialog]", texts, opened);
      await page.keyboard.press("Escape");
    }
  } else if (PAGES_WITH_FORMS.has(target.name)) {
    await sendFormsEmpty(page, "main", texts, opened);
    if (!opened.some((step) => step.startsWith("form"))) opened.push("form: NOT FOUND");
  }
  return { texts, opened };
}

async function findIn(browser: Browser, locale: Locale, pages: PublicPage[]) {
  const matcher = await englishMatcher(locale);
  const found: { page: PublicPage; url: string; status: string; opened: string[]; leftovers: Leftover[] }[] = [];
  // A browser set to the page's language, as a traveller's would be: no banner suggests another.
  const tab = await openPage(browser, base, { viewport: phone, locale: INTL_LOCALE[locale] });
  try {
    for (const target of pages) {
      const url = inLocale(target, locale);
      try {
        const { texts, opened } = await textsOf(tab, target, url);
        found.push({ page: target, url, status: "ok", opened, leftovers: unique(matcher.find(texts)) });
      } catch (error) {
        const status = `failed: ${(error as Error).message.split("\n")[0]}`;
        found.push({ page: target, url, status, opened: [], leftovers: [] });
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
let failures = 0;
const report: Record<string, unknown> = {};
try {
  for (const locale of chosen) {
    const results = await findIn(browser, locale, pages);
    report[locale] = results.map(({ url, status, opened, leftovers }) => ({ url, status, opened, leftovers }));
    for (const { status, opened, leftovers } of results) {
      total += leftovers.length;
      // A step that did not work is written in capitals ("menu: DID NOT OPEN").
      if (status !== "ok" || opened.some((step) => /[A-Z]{3}/.test(step))) failures += 1;
    }
    if (json) continue;
    console.log(`\n=== ${locale} ===`);
    for (const { page, url, status, opened, leftovers } of results) {
      const head = `${url} (${page.name}; ${opened.join(", ")})`;
      if (status !== "ok") console.log(`${head}: ${status}`);
      else if (leftovers.length === 0) console.log(`${head}: none`);
      else {
        console.log(`${head}: ${leftovers.length}`);
        const countries = leftovers.filter((leftover) => leftover.kind === "country");
        for (const leftover of leftovers) {
          if (leftover.kind === "country") continue;
          const why = leftover.kind === "words" ? `reads as English: ${leftover.english}` : leftover.source;
          console.log(`  [${leftover.area}] "${leftover.text}"  <- ${why}`);
        }
        // A country list in English is one finding, not two hundred.
        if (countries.length > 0) {
          const sample = countries.slice(0, 4).map((leftover) => `${leftover.text} ${leftover.source.slice(7)}`);
          console.log(`  [country] ${countries.length} country names in English, e.g. ${sample.join(", ")}`);
        }
      }
    }
  }
} finally {
  await browser.close();
}
if (json) console.log(JSON.stringify(report, null, 2));
else {
  const unread = failures ? `; ${failures} page(s) not read in full (see the capitals above)` : "";
  console.log(`\n${total} English text(s) found${unread}.`);
}
process.exitCode = total > 0 || failures > 0 ? 1 : 0;
