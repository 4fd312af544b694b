// The site in German, French, Italian and Spanish, against the production build: every public page in each
// language answers with its status, <html lang> and hreflang links (every language and x-default) and shows
// no English in its navigation, headings, buttons, labels and form messages (support/english-leftovers.ts);
// the sitemap lists every page in every language; the language switcher on a German lodge page leads to the
// same lodge in French. In German, the contact form and the three-step booking refuse in German (with script
// and without), confirm in German, and the e-mails they queue (read from the outbox once the server has
// stopped) speak German to the traveller, the booking's with a link to its /de/reise/ page.
// One server, one browser, a context per scenario; plain HTTP where no browser is needed.
import { rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { INTL_LOCALE, LOCALES, TRANSLATED_LOCALES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { addDays, businessToday } from "~/utils/business-calendar";
import { inLocale, type PublicPage, publicPages } from "../../scripts/i18n/public-pages";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible } from "./support/axe";
import { launchBrowser, openPage, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import {
  catalogueOf,
  describeLeftovers,
  englishLeftovers,
  englishMatcher,
  messagePattern,
  normalize,
} from "./support/english-leftovers";
import { get } from "./support/http";
import { overflowOf } from "./support/overflow";

const STAFF_EMAIL = "team@heartbeest.test";
const CONTACT = { name: "Anke Vogel", email: "anke.vogel@example.com", subject: "Familienreise im August" };
const BOOKING = { first: "Jonas", last: "Brandt", email: "jonas.brandt@example.com" };

let dataDir: string;
let server: AppServer;
let browser: Browser;
let pages: PublicPage[];
let german: Map<string, string>;
let english: Map<string, string>;
let address = 60;

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-languages-e2e-");
  await prepareSiteDatabase(dataDir, []);
  [server, browser, german, english] = await Promise.all([
    startAppServer({ dataDir, env: { STAFF_EMAIL, TRUST_PROXY: "true" } }),
    launchBrowser(),
    catalogueOf("de"),
    catalogueOf("en"),
  ]);
  pages = await publicPages(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/**
 * A page in a fresh context, from an address of its own (the forms limit posts per address), in a browser set
 * to the page's language as a traveller's would be (German unless told), so no banner suggests another.
 */
async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  address += 1;
  return openPage(browser, server.url, {
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${address}` },
    locale: INTL_LOCALE.de,
    ...options,
  });
}

/** A German message by id (the test fails at once if the catalogue lost it). */
function de(id: string): string {
  const text = german.get(id);
  if (!text) throw new Error(`No German message ${id}`);
  return text;
}

/** Whether `text` holds the German message `id` (placeholders filled with anything) and not the English one. */
function holdsGerman(text: string | null, id: string): boolean {
  const shown = normalize(text ?? "");
  const holds = (message: string | undefined) => !!message && messagePattern(message, { whole: false }).test(shown);
  return holds(de(id)) && !holds(english.get(id));
}

/** The hreflang links of a document: language to address. */
function alternates(html: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/gi)) {
    const lang = /\bhreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (lang && href) links.set(lang.toLowerCase(), href.replace(/&amp;/g, "&"));
  }
  return links;
}

/** English among the page's form messages (hints, errors, alerts). */
async function formMessagesInEnglish(page: Page) {
  return (await englishLeftovers(page, "de")).filter((leftover) => leftover.area === "form-message");
}

/**
 * German pages are read once the page's script has taken over (what the browser draws counts too, and a
 * hydration error fails); French, Italian and Spanish as the server sends them, which is the same text at a
 * fraction of the time (scripts/i18n/find-english.ts reads all four with script, menus and forms opened).
 */
const READ_WITH_SCRIPT: readonly string[] = ["de"];

/** The booking flow's details step sent empty: the required fields refused in German, no English among its messages. */
async function expectGermanRefusals(page: Page, details: Locator): Promise<void> {
  await details.locator("[aria-invalid=true]").first().waitFor();
  for (const id of ["nameMin", "phoneRequired"]) {
    const message = `bookings.validation.${id}`;
    // Each message as it is drawn (the first refused field is marked before every message is in place).
    await expect.poll(() => details.getByText(messagePattern(de(message))).count(), { message }).toBe(1);
  }
  expect.soft(describeLeftovers(await formMessagesInEnglish(page))).toEqual([]);
}

function bookingFlowPath(): string {
  const booking = pages.find((page) => page.name === "booking, step 1");
  if (!booking) throw new Error("no booking page");
  return inLocale(booking, "de");
}

/**
 * Fills the German booking flow's first step (sent empty first when asked, to see it refuse) and goes on to
 * the payment step, answered once that step has drawn its confirm button; when the step does not come, the
 * error says what the page showed instead.
 */
async function reachPaymentStep(page: Page, { refusedFirst }: { refusedFirst: boolean }): Promise<Locator> {
  const details = page.getByRole("form", { name: de("bookings.flow.step.details") });
  const next = details.getByRole("button", { name: de("bookings.flow.continue") });
  if (refusedFirst) {
    await next.click();
    await expectGermanRefusals(page, details);
  }
  await details.locator("[name=name]").fill(`${BOOKING.first} ${BOOKING.last}`);
  await details.locator("[name=email]").fill(BOOKING.email);
  await details.locator("[name=phone]").fill("+49 151 2345 6789");
  const country = details.locator("[name=country]");
  const germany = await country
    .locator("option")
    .evaluateAll(
      (options) =>
        (options as HTMLOptionElement[]).find((option) =>
          /^(Germany|Deutschland|DE)$/.test(option.value || option.text),
        )?.value,
    );
  await country.selectOption(germany ?? "Germany");
  await details.locator("[name=startDate]").fill(addDays(businessToday(), 60));
  await next.click();
  const payment = page.getByRole("form", { name: de("bookings.flow.step.payment") });
  try {
    await payment.locator("button[value=confirm]").waitFor({ timeout: 15_000 });
  } catch (error) {
    const shown = normalize(
      (await page
        .locator("main")
        .textContent()
        .catch(() => "")) ?? "",
    ).slice(0, 1_500);
    throw new Error(`The payment step did not come; the page showed: ${shown}`, { cause: error });
  }
  return payment;
}

describe("every public page in every language", () => {
  for (const locale of TRANSLATED_LOCALES) {
    const scripted = READ_WITH_SCRIPT.includes(locale);
    it.concurrent(`${locale}${scripted ? ", with script" : ""}: status, lang, hreflang, no English`, async ({
      expect,
    }) => {
      const problems: string[] = [];
      const page = await newPage({ javaScriptEnabled: scripted, locale: INTL_LOCALE[locale] });
      // Text is all this looks at: pictures, videos and fonts are not fetched.
      await page.context().route(/\.(png|jpe?g|webp|avif|gif|svg|woff2?|mp4|webm)(\?.*)?$/, (route) => route.abort());
      try {
        for (const target of pages) {
          const url = inLocale(target, locale);
          const response = await page.goto(url, { waitUntil: "domcontentloaded" });
          const html = (await response?.text()) ?? "";
          if (response?.status() !== target.status) problems.push(`${url}: status ${response?.status()}`);
          const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
          if (lang !== locale) problems.push(`${url}: <html lang="${lang}">`);
          // Every page, the one not found too: the same address in each language, and x-default.
          const links = alternates(html);
          for (const other of LOCALES) {
            const expected = `${server.url}${localizePath(target.path, other)}`;
            if (links.get(other) !== expected) problems.push(`${url}: hreflang ${other} is ${links.get(other)}`);
          }
          if (links.get("x-default") !== `${server.url}${target.path}`) {
            problems.push(`${url}: hreflang x-default is ${links.get("x-default")}`);
          }
          await waitForHydration(page).catch((error: Error) =>
            problems.push(`${url}: ${error.message.split("\n")[0]}`),
          );
          const leftovers = (await englishLeftovers(page, locale)).filter((leftover) => leftover.area !== "country");
          for (const line of describeLeftovers(leftovers)) problems.push(`${url}: ${line}`);
        }
        problems.push(...recordOf(page).problems);
      } finally {
        await page.context().close();
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }
});

describe("every public page in every language fits a phone", () => {
  for (const locale of LOCALES) {
    it.concurrent(`${locale}: at 320 and 375 px nothing reaches past the window or is cut`, async ({ expect }) => {
      const problems: string[] = [];
      // The server's HTML (the layout script would not change), at the narrowest phone first.
      const page = await newPage({
        javaScriptEnabled: false,
        locale: INTL_LOCALE[locale],
        viewport: { width: 320, height: 640 },
      });
      await page.context().route(/\.(mp4|webm)(\?.*)?$/, (route) => route.abort());
      try {
        for (const target of pages) {
          const url = inLocale(target, locale);
          await page.setViewportSize({ width: 320, height: 640 });
          await page.goto(url, { waitUntil: "load" });
          for (const width of [320, 375]) {
            await page.setViewportSize({ width, height: 640 });
            const overflow = await overflowOf(page);
            if (overflow.page > 0) problems.push(`${url} at ${width}: the page is ${overflow.page} px too wide`);
            for (const element of overflow.elements) problems.push(`${url} at ${width}: past the edge: ${element}`);
            for (const control of overflow.clippedControls) problems.push(`${url} at ${width}: text cut: ${control}`);
          }
        }
      } finally {
        await page.context().close();
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }
});

describe("names staff write (seasons, parks) in every language", () => {
  /** The sample's English season words and park-name endings (app/seed/content/rates.ts). */
  const ENGLISH_NAMES =
    /\b(Short dry season|Long rains|Early dry season|High season|Short rains|Festive season) \d{4}|\b(National Reserve|National Park|Conservation Area|Marine Park)\b/;
  const TRANSLATED: Record<(typeof TRANSLATED_LOCALES)[number], RegExp> = {
    de: /Hochsaison 20\d\d/,
    fr: /Haute saison 20\d\d/,
    it: /Alta stagione 20\d\d/,
    es: /Temporada alta 20\d\d/,
  };
  /** A page's words as drawn without script: its HTML less scripts, styles and tags. */
  const wordsOf = (html: string) =>
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|&#160;/g, " ")
      .replace(/\s+/g, " ");

  it("every safari page's season calendar and itinerary name them in the page's language, never in English", async () => {
    // Every package on sale, as the English list links them.
    const list = await get(`${server.url}/safaris`);
    const safariPaths = [...new Set([...list.text.matchAll(/href="(\/safaris\/\d+)"/g)].map((match) => match[1]!))];
    expect(safariPaths.length).toBeGreaterThanOrEqual(8);
    const englishLeft: string[] = [];
    for (const locale of TRANSLATED_LOCALES) {
      let calendars = 0;
      for (const safariPath of safariPaths) {
        const response = await get(`${server.url}${localizePath(safariPath, locale)}`);
        expect(response.status, safariPath).toBe(200);
        const words = wordsOf(response.text);
        const english = ENGLISH_NAMES.exec(words);
        if (english) englishLeft.push(`${locale} ${safariPath}: "${english[0]}"`);
        if (TRANSLATED[locale].test(words)) calendars += 1;
      }
      expect(calendars, `${locale}: safari pages whose calendar names a high season in ${locale}`).toBe(
        safariPaths.length,
      );
    }
    expect(englishLeft).toEqual([]);
  });
});

describe("the sitemap", () => {
  it("lists every public page in every language", async () => {
    const sitemap = await get(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const listed = new Set([...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ""));
    // The pages of this file that are for search engines (not the chat, a booking form or 'nothing here').
    const indexed = pages.filter((page) => page.status === 200 && !/^\/(chat|booking)\b/.test(page.path));
    const englishListed = [...listed].filter((loc) => !/^\/(de|fr|it|es)(\/|$)/.test(new URL(loc).pathname));
    const missing: string[] = [];
    for (const englishPath of new Set([
      ...indexed.map((page) => page.path),
      ...englishListed.map((loc) => new URL(loc).pathname),
    ])) {
      for (const locale of LOCALES) {
        const loc = `${server.url}${localizePath(englishPath, locale)}`;
        if (!listed.has(loc)) missing.push(loc);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("the language switcher", () => {
  it("leads from a German lodge page to the same lodge in French", async () => {
    const lodge = pages.find((page) => page.name === "a lodge");
    if (!lodge) throw new Error("no lodge page");
    const page = await newPage();
    try {
      await visit(page, inLocale(lodge, "de"));
      const name = await page.getByRole("heading", { level: 1 }).textContent();
      // The navigation bar's switcher: folded under the current language (a <details>, or a button) if it is.
      const header = page.locator("header");
      const french = header.locator('a[hreflang="fr"]').or(header.getByRole("link", { name: "Français" }));
      if (!(await french.first().isVisible())) {
        await header
          .locator("summary, button[aria-expanded]")
          .filter({ hasText: /Deutsch|Sprache|\bDE\b/i })
          .first()
          .click({ timeout: 15_000 });
      }
      await french.filter({ visible: true }).first().click({ timeout: 15_000 });
      await page.waitForURL(`**${inLocale(lodge, "fr")}`);
      expect(await page.locator("html").getAttribute("lang")).toBe("fr");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(name);
    } finally {
      await page.context().close();
    }
  });
});

describe("in German", () => {
  const contactForm = (page: Page) => page.locator("main form").filter({ has: page.locator("textarea[name=message]") });
  const germanErrors = ["nameMin", "emailInvalid", "subjectRequired", "messageMin"].map(
    (name) => `contact.validation.${name}`,
  );

  it("the contact form refuses in German with script, then confirms in German", async () => {
    const page = await newPage();
    try {
      await visit(page, "/de/kontakt");
      const form = contactForm(page);
      await form.getByRole("button", { name: de("contact.form.submit") }).click();
      await form.locator("[aria-invalid=true]").first().waitFor();
      for (const id of germanErrors) expect.soft(await form.getByText(messagePattern(de(id))).count(), id).toBe(1);
      expect.soft(describeLeftovers(await formMessagesInEnglish(page))).toEqual([]);
      await expectAccessible(page, "German contact errors");

      await form.locator("[name=name]").fill(CONTACT.name);
      await form.locator("[name=email]").fill(CONTACT.email);
      await form.locator("[name=subject]").fill(CONTACT.subject);
      await form.locator("[name=message]").fill("Wir sind zu viert und möchten im August zehn Tage reisen.");
      await form.getByRole("button", { name: de("contact.form.submit") }).click();
      const toast = page.locator(".toast");
      await toast.first().waitFor({ timeout: 15_000 });
      expect.soft(holdsGerman(await toast.first().textContent(), "contact.toast.successTitle")).toBe(true);
      expect(recordOf(page).problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("the contact form refuses in German without script, keeping what was typed", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    try {
      await visit(page, "/de/kontakt");
      const form = contactForm(page);
      await form.locator("[name=name]").fill("A");
      await form.locator("[name=email]").fill("anke@example.com");
      await form.locator("[name=subject]").fill("Hallo");
      await form.locator("[name=message]").fill("Zu kurz");
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.request().method() === "POST"),
        form.getByRole("button", { name: de("contact.form.submit") }).click(),
      ]);
      expect(response.status()).toBe(400);
      await page.waitForLoadState("load");
      for (const id of ["contact.validation.nameMin", "contact.validation.messageMin"]) {
        expect(
          await contactForm(page)
            .getByText(messagePattern(de(id)))
            .count(),
          id,
        ).toBe(1);
      }
      expect(await contactForm(page).locator("[name=message]").inputValue()).toBe("Zu kurz");
      const leftovers = (await englishLeftovers(page, "de")).filter((leftover) => leftover.area === "form-message");
      expect(describeLeftovers(leftovers)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("the booking flow reached by a click from a German safari page refuses in German too", async () => {
    const safari = pages.find((page) => page.name === "a safari");
    if (!safari) throw new Error("no safari page");
    const page = await newPage();
    try {
      await visit(page, inLocale(safari, "de"));
      await waitForHydration(page);
      // Drawn by the browser, not loaded: a mark on the window survives only a client-side navigation.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("link", { name: de("safaris.panel.stepByStepLink") }).click();
      const details = page.getByRole("form", { name: de("bookings.flow.step.details") });
      await details.waitFor();
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await details.getByRole("button", { name: de("bookings.flow.continue") }).click();
      await expectGermanRefusals(page, details);
    } finally {
      await page.context().close();
    }
  });

  it("a booking in three steps refuses in German, then ends on the German confirmation page", async () => {
    const bookingPath = bookingFlowPath();
    const page = await newPage();
    try {
      await visit(page, bookingPath);
      const payment = await reachPaymentStep(page, { refusedFirst: true });
      await payment.locator("input[name=paymentChoice][value=bank_transfer]").check();
      const confirm = payment.locator("button[value=confirm]");
      expect(normalize((await confirm.textContent()) ?? "")).toBe(de("bookings.flow.confirm"));
      await confirm.click();

      await page.waitForURL(`**${bookingPath}?step=confirmation`, { timeout: 20_000 });
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      await expect
        .poll(async () => holdsGerman(await page.locator("main").textContent(), "bookings.flow.confirmation.title"))
        .toBe(true);
      await expect.poll(() => page.locator(".toast").count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const toast = await page.locator(".toast").first().textContent();
      expect.soft(holdsGerman(toast, "bookings.toast.submitted.title")).toBe(true);
      const leftovers = (await englishLeftovers(page, "de")).filter((leftover) => leftover.area !== "country");
      expect.soft(describeLeftovers(leftovers)).toEqual([]);
      await expectAccessible(page, "German booking confirmation");
      expect(recordOf(page).problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("the payment step's German texts, lost once on the way, are fetched again; lost for good, it is in English rather than missing", async () => {
    const bookingPath = bookingFlowPath();
    for (const losses of [1, Number.POSITIVE_INFINITY]) {
      const page = await newPage();
      try {
        // The step's namespace is not sent with the first step's page: the browser fetches it when it is shown.
        let lost = 0;
        await page.route(/\/messages\/de\/booking-flow-outcome\.json/, (route) =>
          lost++ < losses ? route.abort("connectionreset") : route.continue(),
        );
        await visit(page, bookingPath);
        const payment = await reachPaymentStep(page, { refusedFirst: false });
        const confirm = losses === 1 ? de("bookings.flow.confirm") : english.get("bookings.flow.confirm");
        await payment.getByRole("button", { name: confirm, exact: true }).waitFor({ timeout: 15_000 });
        expect(lost, `${losses} lost`).toBe(losses === 1 ? 2 : 3);
      } finally {
        await page.context().close();
      }
    }
  });

  it("queued the traveller's e-mails in German (the booking's with its /de/reise/ link), staff told the language", async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    const rows = await handle.db.select().from(emailOutbox);
    await handle.close();
    const matcher = await englishMatcher("de");
    const englishLines = (text: string) =>
      describeLeftovers(
        matcher.find(
          text
            .split("\n")
            .filter((line) => line.trim())
            .map((line) => ({ area: "form-message" as const, text: line })),
        ),
      );

    // The inquiry: staff read English and are told to answer in German; anything to the traveller is German.
    const inquiry = rows.filter((row) => row.replyTo === CONTACT.email || row.toAddress === CONTACT.email);
    const staff = inquiry.find((row) => row.toAddress === STAFF_EMAIL);
    expect(staff?.subject).toBe(`Website inquiry: ${CONTACT.subject}`);
    expect.soft(staff?.textBody).toMatch(/Writes in German/);
    for (const row of inquiry.filter((candidate) => candidate.toAddress === CONTACT.email)) {
      expect.soft(englishLines(`${row.subject}\n${row.textBody}`), row.kind).toEqual([]);
    }

    // The booking's confirmation.
    const confirmation = rows.find((row) => row.toAddress === BOOKING.email);
    expect(confirmation, "the booking's confirmation e-mail").toBeDefined();
    if (!confirmation) return;
    expect.soft(holdsGerman(confirmation.subject, "bookings.email.confirmation.subject"), "subject").toBe(true);
    expect.soft(holdsGerman(confirmation.textBody, "bookings.email.confirmation.greeting"), "greeting").toBe(true);
    expect.soft(holdsGerman(confirmation.textBody, "bookings.email.confirmation.signOff"), "sign-off").toBe(true);
    expect.soft(confirmation.textBody).toMatch(new RegExp(`${server.url}/de/reise/[\\w-]+`));
    expect.soft(englishLines(`${confirmation.subject}\n${confirmation.textBody}`)).toEqual([]);
  });
});
