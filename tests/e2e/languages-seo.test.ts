// The site's languages as search engines and visitors find them, against the production build: each page's
// language, canonical link and hreflang alternates (x-default the English page) in all five languages, the
// sitemap's localized entries, the language switcher keeping the visitor on the same page (with and without
// JavaScript, on a phone and a desktop), and the suggestion a browser's preferred language brings, which never
// redirects and is not shown again once closed.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit, waitForHydration } from "./support/browser";
import { get } from "./support/http";

const LODGE = "/hotels-and-lodges/mara-riverbend-camp";
const BANNER_DE = "Diese Seite gibt es auch auf Deutsch.";
const BANNER_EN = "This page is also in English.";

let server: AppServer;
let browser: Browser;
let safariPath: string;
const pages: Page[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ readyTimeoutMs: 170_000 }), launchBrowser()]);
  const list = await get(`${server.url}/safaris`);
  safariPath = /href="(\/safaris\/\d+)"/.exec(list.text)?.[1] ?? "";
  expect(safariPath, "a safari's address on the safari list").not.toBe("");
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
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

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

/** Every attribute of each tag `name` in `html`, lower-cased names, entities of & decoded. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        value.replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

/** What the head says about the page's languages. */
function languageTags(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const links = tags(head, "link");
  return {
    lang: tags(html, "html")[0]?.lang,
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href),
    alternates: links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => [link.hreflang, link.href] as [string, string]),
    robots: tags(head, "meta").find((meta) => meta.name === "robots")?.content ?? null,
  };
}

/** The page at `englishPath` in every language and x-default, as absolute URLs on the server under test. */
function expectedAlternates(englishPath: string): [string, string][] {
  const url = (locale: Locale) => `${server.url}${localizePath(englishPath, locale)}`;
  return [...LOCALES.map((locale): [string, string] => [locale, url(locale)]), ["x-default", url("en")]];
}

describe("each page in each language", () => {
  it("has its language, a canonical link to itself and hreflang links to all five languages and x-default", async () => {
    const indexable = ["/", "/about", "/safaris", safariPath, "/destinations", "/maasai-mara", LODGE, "/reviews"];
    for (const englishPath of [...indexable, "/hotels-and-lodges", "/video-gallery", "/contact"]) {
      for (const locale of LOCALES) {
        const path = localizePath(englishPath, locale);
        const response = await get(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
        const found = languageTags(response.text);
        expect(found.lang, path).toBe(locale);
        expect(found.canonical, path).toEqual([`${server.url}${path}`]);
        expect(found.alternates, path).toEqual(expectedAlternates(englishPath));
        expect(found.robots, path).toBeNull();
      }
    }
  });

  it("keeps a page kept out of search results out in every language, with the same alternates", async () => {
    const bookingPath = `/booking/${safariPath.split("/").at(-1)}`;
    for (const locale of LOCALES) {
      const path = localizePath(bookingPath, locale);
      const found = languageTags((await get(`${server.url}${path}`)).text);
      expect(found.lang, path).toBe(locale);
      expect(found.robots, path).toBe("noindex, nofollow");
      expect(found.canonical, path).toEqual([]);
      expect(found.alternates, path).toEqual(expectedAlternates(bookingPath));
    }
  });

  it("treats a localized safari list as the English one: a country's list is a page, other filters are views", async () => {
    const country = languageTags((await get(`${server.url}/it/safari?country=kenya`)).text);
    expect(country.robots).toBeNull();
    expect(country.canonical).toEqual([`${server.url}/it/safari?country=kenya`]);
    expect(country.alternates).toContainEqual(["de", `${server.url}/de/safaris?country=kenya`]);
    expect(country.alternates).toContainEqual(["x-default", `${server.url}/safaris?country=kenya`]);

    const filtered = languageTags((await get(`${server.url}/fr/safaris?country=kenya&days=5-7`)).text);
    const english = languageTags((await get(`${server.url}/safaris?country=kenya&days=5-7`)).text);
    expect(filtered.robots).toBe(english.robots);
    expect(filtered.robots).toBe("noindex, follow");
    expect(filtered.canonical).toEqual([]);
  });

  it("gives structured data in the page's language", async () => {
    const html = (await get(`${server.url}/de/unterkuenfte/mara-riverbend-camp`)).text;
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const node = JSON.parse(json) as { url?: string; mainEntityOfPage?: { inLanguage?: string } };
    expect(node.url).toBe(`${server.url}/de/unterkuenfte/mara-riverbend-camp`);
    expect(node.mainEntityOfPage?.inLanguage).toBe("de");
  });

  it("is in the same language in the browser, its tags as the server wrote them", async () => {
    const page = await newPage();
    await visit(page, "/es/alojamientos/mara-riverbend-camp");
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    const links = await page.$$eval('link[rel="alternate"][hreflang]', (elements) =>
      elements.map((element) => [element.getAttribute("hreflang"), (element as HTMLLinkElement).href]),
    );
    expect(links).toEqual(expectedAlternates(LODGE));
    expect(await page.$eval('link[rel="canonical"]', (element) => (element as HTMLLinkElement).href)).toBe(
      `${server.url}/es/alojamientos/mara-riverbend-camp`,
    );
  });
});

describe("the sitemap", () => {
  it("lists every public page in every language, each with its alternates", async () => {
    const xml = (await get(`${server.url}/sitemap.xml`)).text;
    const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    for (const englishPath of ["/", "/about", "/safaris", safariPath, "/maasai-mara", LODGE, "/contact"]) {
      for (const locale of LOCALES) {
        expect(locs.has(`${server.url}${localizePath(englishPath, locale)}`), `${englishPath} in ${locale}`).toBe(true);
      }
    }
    const entry = xml
      .split("<url>")
      .find((part) => part.includes(`<loc>${server.url}/fr/hebergements/mara-riverbend-camp</loc>`));
    const alternates = [
      ...(entry ?? "").matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ].map((match) => [match[1], match[2]]);
    expect(alternates).toEqual(expectedAlternates(LODGE));
    // The traveller's own pages stay out.
    expect(xml).not.toMatch(
      /\/(booking|buchung|reservation|prenotazione|reserva|trip|reise|voyage|viaggio|viaje|chat)\b/,
    );
  });
});

describe("the language switcher", () => {
  const from = "/de/unterkuenfte/mara-riverbend-camp";
  const to = "/fr/hebergements/mara-riverbend-camp";

  it("opens the same page in another language from the navigation bar, as a new document", async () => {
    const page = await newPage();
    await visit(page, from);
    await page.evaluate(() => {
      (window as unknown as { sameDocument?: boolean }).sameDocument = true;
    });
    const bar = page.getByRole("navigation", { name: "Hauptnavigation" });
    await bar.locator("summary").click();
    const list = bar.getByRole("list", { name: "Sprache" });
    expect(await list.getByRole("link", { name: "Deutsch" }).getAttribute("aria-current")).toBe("true");
    await expectAccessible(page, "language menu open");
    await Promise.all([page.waitForURL(`**${to}`), list.getByRole("link", { name: "Français" }).click()]);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await expectAccessible(page);
  });

  it("is in the phone's menu, and in the footer, each language named in itself", async () => {
    const page = await newPage({ viewport: phone });
    await visit(page, from);
    await page.getByRole("button", { name: "Menü" }).click();
    const menu = page.getByRole("list", { name: "Sprache" });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "English",
      "Deutsch",
      "Français",
      "Italiano",
      "Español",
    ]);
    expect(await menu.getByRole("link", { name: "Italiano" }).getAttribute("hreflang")).toBe("it");
    expect(await menu.getByRole("link", { name: "Italiano" }).getAttribute("lang")).toBe("it");
    await expectAccessible(page, "menu open");
    await Promise.all([page.waitForURL(`**${to}`), menu.getByRole("link", { name: "Français" }).click()]);
    await waitForHydration(page);
    await expectAccessible(page);

    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Langue" });
    expect(await footer.getByRole("link", { name: "English" }).getAttribute("href")).toBe(LODGE);
    expect(await footer.getByRole("link", { name: "Français" }).getAttribute("aria-current")).toBe("true");
  });

  it("works without JavaScript, keeping the query the page reads", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    // A filtered list reached from a newsletter: the filter is the page's, the tracking parameter is not (the
    // landing address is recorded by the browser; the page cache answers it as the address without it).
    await visit(page, "/de/safaris?country=kenya&utm_source=newsletter");
    await expectAccessible(page);
    await page.locator("header summary").click();
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/fr/safaris" && url.search === "?country=kenya"),
      page.getByRole("list", { name: "Sprache" }).first().getByRole("link", { name: "Français" }).click(),
    ]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    await expectAccessible(page);
    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Italiano" });
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/it/safari" && url.search === "?country=kenya"),
      footerLink.click(),
    ]);
    await expectAccessible(page);
  });
});

describe("a browser that prefers another language", () => {
  it("is offered the page in it, in that language, never redirected, and not again once it said no", async () => {
    const page = await newPage({ locale: "de-DE" });
    const response = await visit(page, "/about");
    // The address alone decides: the English page, answered as it is.
    expect(response.status()).toBe(200);
    expect(response.request().redirectedFrom()).toBeNull();
    expect(await response.request().headerValue("accept-language")).toMatch(/^de-DE/);
    expect(new URL(page.url()).pathname).toBe("/about");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    const banner = page.getByRole("complementary", { name: BANNER_DE });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getAttribute("lang")).toBe("de");
    expect(await banner.getByRole("link", { name: "Auf Deutsch lesen" }).getAttribute("href")).toBe("/de/ueber-uns");
    await expectAccessible(page, "language suggestion shown");

    // Closing it is one of the page's own controls, in the page's language.
    await banner.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await visit(page, "/contact");
    await page.waitForTimeout(1_500);
    expect(await page.getByText(BANNER_DE).count()).toBe(0);
    await expectAccessible(page);
  });

  it("follows the suggestion to the same page in its language, where nothing more is suggested", async () => {
    const page = await newPage({ locale: "de-DE" });
    await visit(page, LODGE);
    const banner = page.getByRole("complementary", { name: BANNER_DE });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expectAccessible(page);
    await banner.getByRole("link").click();
    await page.waitForURL("**/de/unterkuenfte/mara-riverbend-camp");
    await waitForHydration(page);
    await page.waitForTimeout(1_500);
    expect(await page.getByRole("complementary").filter({ hasText: "Seite" }).count()).toBe(0);
    await expectAccessible(page);
  });

  it("remembers the language chosen with the switcher: a German browser that chose French is not offered German", async () => {
    const page = await newPage({ locale: "de-DE" });
    await visit(page, "/contact");
    await expect.poll(() => page.getByRole("complementary", { name: BANNER_DE }).isVisible()).toBe(true);
    await expectAccessible(page);
    const french = page.getByRole("contentinfo").getByRole("link", { name: "Français" });
    await Promise.all([page.waitForURL((url) => url.pathname === "/fr/contact"), french.click()]);
    await waitForHydration(page);
    await page.waitForTimeout(1_500);
    expect(await page.getByText(BANNER_DE).count()).toBe(0);
    await expectAccessible(page);
    // Back on an English page (a search result, say), the offer is the chosen French, not the browser's German.
    await visit(page, "/about");
    await expect
      .poll(() => page.getByRole("complementary", { name: "Cette page existe aussi en français." }).isVisible())
      .toBe(true);
    expect(await page.getByText(BANNER_DE).count()).toBe(0);
    await expectAccessible(page, "language suggestion of the chosen language");
  });

  it("on a page in German, offers English to a browser that reads English first", async () => {
    const page = await newPage({ locale: "en-GB" });
    await visit(page, "/de/kontakt");
    const banner = page.getByRole("complementary", { name: BANNER_EN });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole("link", { name: "Read it in English" }).getAttribute("href")).toBe("/contact");
    expect(await banner.getByRole("button").getAttribute("aria-label")).toBe("Schließen");
    await expectAccessible(page);
  });

  it("sends every visitor the same page, whatever their browser's languages", async () => {
    for (const language of ["de-DE,de;q=0.9", "fr-FR", "en-GB"]) {
      const response = await get(`${server.url}/`, { "accept-language": language });
      expect(response.status).toBe(200);
      expect(response.header("location")).toBeUndefined();
      expect(languageTags(response.text).lang).toBe("en");
      expect(response.text).not.toContain(BANNER_DE);
    }
  });
});
