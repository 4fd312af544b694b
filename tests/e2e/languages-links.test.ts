// Addresses follow the page's language, against the production build: on the German home page every link in
// the navigation bar, the footer and the page itself (its cards and calls to action) leads to a German page
// (/de/...), but for the staff sign-in, e-mail, telephone, other sites and the language switcher; and a visitor
// clicking from /de to the safari list, a safari and the contact page stays in German the whole way, each
// page drawn by the browser (no document load) with no failed request and no script error.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import germanContact from "~/i18n/messages/de/contact";
import germanSafaris from "~/i18n/messages/de/safaris";
import { type AppServer, startAppServer } from "./support/app-server";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";

let server: AppServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  // Seeding the sample content in five languages on a busy machine can take longer than the usual minute and a half.
  [server, browser] = await Promise.all([startAppServer({ readyTimeoutMs: 170_000 }), launchBrowser()]);
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

/** A page whose browser prefers German, so no banner suggests another language on a German page. */
async function germanPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, { locale: "de-DE", ...options });
  pages.push(page);
  return page;
}

/** Every link and form address of a part of the page, but the language switcher's (each names its language). */
async function addressesIn(page: Page, selector: string): Promise<string[]> {
  return page.$$eval(selector, (elements) =>
    elements.flatMap((element) => {
      const links = [...element.querySelectorAll("a[href]")].filter((link) => !link.hasAttribute("hreflang"));
      const forms = [...element.querySelectorAll("form[action]")];
      return [
        ...links.map((link) => link.getAttribute("href") ?? ""),
        ...forms.map((form) => form.getAttribute("action") ?? ""),
      ];
    }),
  );
}

/** Addresses that are not the site's public pages, which stay as they are in every language. */
function isPublicPage(address: string): boolean {
  if (!address.startsWith("/") || address.startsWith("//")) return false;
  const pathname = address.split(/[?#]/)[0] ?? "";
  return !/^\/(admin|login)(\/|$)/.test(pathname) && !/\.[a-z0-9]{2,5}$/i.test(pathname);
}

function isGerman(address: string): boolean {
  return address === "/de" || /^\/de[/?#]/.test(address);
}

describe("on the German home page", () => {
  it.each([
    ["at 1280 px", {}],
    ["on a phone", { viewport: phone }],
  ])("every link to one of the site's pages leads to the German page (%s)", async (_name, options) => {
    const page = await germanPage(options);
    expect((await visit(page, "/de")).status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("de");

    const header = await addressesIn(page, "header");
    const footer = await addressesIn(page, "footer");
    const main = await addressesIn(page, "main");
    for (const [part, addresses] of [
      ["navigation bar", header],
      ["footer", footer],
      ["home page", main],
    ] as const) {
      const pagesLinked = addresses.filter(isPublicPage);
      expect(pagesLinked.length, `links in the ${part}`).toBeGreaterThan(0);
      expect(
        pagesLinked.filter((address) => !isGerman(address)),
        `links in the ${part} to a page not in German`,
      ).toEqual([]);
    }

    // The navigation in German page names; the cards to German pages; staff sign-in and e-mail untouched.
    expect(header).toEqual(
      expect.arrayContaining([
        "/de",
        "/de/ueber-uns",
        "/de/safaris",
        "/de/reiseziele",
        "/de/unterkuenfte",
        "/de/videos",
        "/de/bewertungen",
        "/de/kontakt",
        "/de/chat",
      ]),
    );
    expect(footer).toEqual(expect.arrayContaining(["/de/safaris", "/de/maasai-mara", "/de/chat"]));
    expect(footer.filter((address) => address.startsWith("/admin"))).toEqual([]);
    expect(
      main.some((address) => /^\/de\/safaris\/\d+$/.test(address)),
      "a safari card",
    ).toBe(true);
    expect(main).toEqual(expect.arrayContaining(["/de/safaris", "/de/kontakt", "/de/reiseziele", "/de/bewertungen"]));
  });
});

describe("clicking through German pages", () => {
  it("stays in German, each page drawn by the browser, with no failed request", async () => {
    const page = await germanPage();
    const failures: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error") failures.push(`console: ${message.text()}`);
    });
    await visit(page, "/de");
    // Set on the first document: still there after the clicks, so no page was loaded afresh.
    await page.evaluate(() => Object.assign(window, { stillTheFirstDocument: true }));

    await page.locator('header a[href="/de/safaris"]').first().click();
    await page.waitForURL(/\/de\/safaris$/);
    await expect
      .poll(() => page.locator("#safaris-hero-title").textContent())
      .toBe(germanSafaris["safaris.hero.title"]);
    expect(await page.getAttribute("html", "lang")).toBe("de");

    const card = page.locator('main a[href^="/de/safaris/"]').first();
    const safari = await card.getAttribute("href");
    await card.click();
    await page.waitForURL((url) => url.pathname === safari);
    await expect
      .poll(() => page.getByRole("heading", { name: germanSafaris["safaris.panel.title"] }).count())
      .toBeGreaterThan(0);
    const safariLinks = (await addressesIn(page, "main")).filter(isPublicPage);
    expect(safariLinks.filter((address) => !isGerman(address))).toEqual([]);

    await page.locator('header a[href="/de/kontakt"]').first().click();
    await page.waitForURL(/\/de\/kontakt$/);
    await expect
      .poll(() => page.locator("#contact-hero-title").textContent())
      .toBe(germanContact["contact.hero.title"]);
    expect(await page.getAttribute("html", "lang")).toBe("de");
    expect(await page.getAttribute("main form[method=post]", "action")).toBe("/de/kontakt");

    expect(await page.evaluate(() => (window as { stillTheFirstDocument?: boolean }).stillTheFirstDocument)).toBe(true);
    expect(failures).toEqual([]);
  });
});
