// The frame around every public page: navigation (desktop and phone), footer and the not-found page,
// driven in Chromium against the production build, with an accessibility scan of every page visited.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";

const navigation = [
  { name: "Home", href: "/" },
  { name: "About", href: "/about" },
  { name: "Safaris", href: "/safaris" },
  { name: "Destinations", href: "/destinations" },
  { name: "Hotels & Lodges", href: "/hotels-and-lodges" },
  { name: "Videos", href: "/video-gallery" },
  { name: "Reviews", href: "/reviews" },
  { name: "Contact", href: "/contact" },
];
const destinationHrefs = ["/maasai-mara", "/amboseli", "/samburu", "/ngorongoro", "/serengeti"];
const notFoundText = "Oops! The page you're looking for can't be found";

let server: AppServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  // Every page a test visited was scanned, and no script was refused or failed to hydrate.
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

/** The site's main navigation: the landmark that holds the 'Hotels & Lodges' link. */
function mainNavigation(page: Page): Locator {
  return page
    .getByRole("navigation")
    .filter({ has: page.getByRole("link", { name: "Hotels & Lodges", exact: true }) })
    .first();
}

interface FoundLink {
  name: string;
  href: string | null;
}

/**
 * The spec's navigation links found in `scope` by role and accessible name, in document order; with
 * `onScreen`, only copies a person can see right now (the collapsed menu keeps its links off screen).
 */
async function navigationLinks(scope: Pick<Page, "getByRole">, { onScreen = false } = {}): Promise<FoundLink[]> {
  const found: (FoundLink & { position: number })[] = [];
  for (const { name } of navigation) {
    for (const link of await scope.getByRole("link", { name, exact: true }).all()) {
      if (onScreen && !(await isOnScreen(link))) continue;
      const { href, position } = await link.evaluate((element) => ({
        href: element.getAttribute("href"),
        position: [...document.querySelectorAll("a")].indexOf(element as HTMLAnchorElement),
      }));
      found.push({ name, href, position });
    }
  }
  return found.sort((a, b) => a.position - b.position).map(({ name, href }) => ({ name, href }));
}

async function isOnScreen(element: Locator): Promise<boolean> {
  if (!(await element.isVisible())) return false;
  const box = await element.boundingBox();
  const viewport = element.page().viewportSize();
  if (!box || !viewport) return false;
  return box.x < viewport.width && box.x + box.width > 0 && box.y < viewport.height && box.y + box.height > 0;
}

async function currentLinks(scope: Locator): Promise<string[]> {
  const current: string[] = [];
  for (const link of await scope.getByRole("link").all()) {
    if ((await link.getAttribute("aria-current")) === "page") current.push((await link.getAttribute("href")) ?? "");
  }
  return current;
}

describe("navigation on a wide screen", () => {
  it("lists the eight sections in order and marks Home current on the home page", async () => {
    const page = await newPage();
    const response = await visit(page, "/");
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    const nav = mainNavigation(page);
    await expect.poll(() => nav.isVisible()).toBe(true);
    expect(await navigationLinks(nav)).toEqual(navigation);
    expect(await currentLinks(nav)).toEqual(["/"]);
  });

  it("marks the section of a deeper path current, and not Home", async () => {
    const page = await newPage();
    await visit(page, "/hotels-and-lodges/some-lodge");
    await expectAccessible(page);
    expect(await currentLinks(mainNavigation(page))).toEqual(["/hotels-and-lodges"]);
  });

  it("moves the current mark when the visitor follows a link", async () => {
    const page = await newPage();
    await visit(page, "/");
    await expectAccessible(page);
    const nav = mainNavigation(page);
    await nav.getByRole("link", { name: "Reviews", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/reviews");
    await expect.poll(() => currentLinks(nav)).toEqual(["/reviews"]);
    await expectAccessible(page);
  });
});

describe("navigation on a phone", () => {
  /** The toggle that opens and closes the collapsed menu. */
  function menuButton(page: Page): Locator {
    return page.getByRole("button", { name: /menu|navigation/i }).first();
  }

  /** The links of the open menu: the on-screen copies of the navigation links. */
  async function shownMenuLinks(page: Page, only?: string): Promise<Locator[]> {
    const shown: Locator[] = [];
    for (const { name } of navigation.filter((link) => !only || link.name === only)) {
      for (const link of await page.getByRole("link", { name, exact: true }).all()) {
        if (await isOnScreen(link)) shown.push(link);
      }
    }
    return shown;
  }

  async function menuIsShown(page: Page): Promise<boolean> {
    return (await shownMenuLinks(page, "Hotels & Lodges")).length > 0;
  }

  /** A point on screen outside the open menu (the nearest element holding all its links), not a control itself. */
  async function pointOutsideMenu(page: Page): Promise<{ x: number; y: number }> {
    const links = await Promise.all((await shownMenuLinks(page)).map((link) => link.elementHandle()));
    const point = await page.evaluate((elements) => {
      const anchors = elements.filter((element): element is HTMLElement => element instanceof HTMLElement);
      let menu: Element | null = anchors[0] ?? null;
      while (menu && !anchors.every((anchor) => menu?.contains(anchor))) menu = menu.parentElement;
      const interactive = "a, button, input, select, textarea, summary, label, [role=button], [tabindex]";
      for (let y = window.innerHeight - 8; y > 8; y -= 24) {
        for (const x of [8, window.innerWidth / 2, window.innerWidth - 8]) {
          const target = document.elementFromPoint(x, y);
          if (!target || menu?.contains(target) || target.closest(interactive)) continue;
          return { x, y };
        }
      }
      return null;
    }, links);
    if (!point) throw new Error("The open menu covers the whole screen: there is nowhere outside it to click.");
    return point;
  }

  it("collapses below 768 px and not at 768 px", async () => {
    for (const [width, collapsed] of [
      [767, true],
      [768, false],
    ] as const) {
      const page = await newPage({ viewport: { width, height: 800 } });
      await visit(page, "/");
      await expectAccessible(page, `${width} px wide`);
      expect(await menuButton(page).isVisible(), `menu toggle at ${width} px`).toBe(collapsed);
      expect(await menuIsShown(page), `navigation links at ${width} px`).toBe(!collapsed);
    }
  });

  it("starts closed, opens with the toggle and closes on a click outside", async () => {
    const page = await newPage({ viewport: phone });
    await visit(page, "/");
    await expectAccessible(page, "menu closed");

    const toggle = menuButton(page);
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await menuIsShown(page)).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");

    await toggle.click();
    await expect.poll(() => menuIsShown(page)).toBe(true);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await navigationLinks(page, { onScreen: true })).toEqual(navigation);
    await expectAccessible(page, "menu open");

    const outside = await pointOutsideMenu(page);
    await page.mouse.click(outside.x, outside.y);
    await expect.poll(() => menuIsShown(page)).toBe(false);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  it("closes when the visitor follows a link in it", async () => {
    const page = await newPage({ viewport: phone });
    await visit(page, "/");
    await expectAccessible(page);

    await menuButton(page).click();
    await expect.poll(() => menuIsShown(page)).toBe(true);
    const about = (await shownMenuLinks(page, "About"))[0];
    expect(about, "an About link in the open menu").toBeDefined();
    await about!.click();
    await page.waitForURL((url) => url.pathname === "/about");
    await expect.poll(() => menuIsShown(page)).toBe(false);
    await expect.poll(() => menuButton(page).getAttribute("aria-expanded")).toBe("false");
    await expectAccessible(page);
  });

  it("works from the keyboard alone", async () => {
    const page = await newPage({ viewport: phone });
    await visit(page, "/");
    await expectAccessible(page);

    const toggle = menuButton(page);
    await tabUntil(page, async () => toggle.evaluate((element) => element === document.activeElement));
    await page.keyboard.press("Enter");
    await expect.poll(() => menuIsShown(page)).toBe(true);
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");

    // Tab into the menu and follow the first section link (not Home: we are there) that receives focus.
    const menuLinks = await shownMenuLinks(page);
    const focused = { href: "" };
    await tabUntil(page, async () => {
      for (const link of menuLinks) {
        const href = await link.evaluate((element) =>
          element === document.activeElement ? element.getAttribute("href") : null,
        );
        if (href && href !== "/") focused.href = href;
      }
      return focused.href !== "";
    });
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === focused.href);
    await expect.poll(() => menuIsShown(page)).toBe(false);
    await expectAccessible(page);
  });

  async function tabUntil(page: Page, reached: () => Promise<boolean>, limit = 30): Promise<void> {
    for (let presses = 0; presses < limit; presses++) {
      await page.keyboard.press("Tab");
      if (await reached()) return;
    }
    throw new Error(`Not reached within ${limit} presses of Tab.`);
  }
});

describe("footer", () => {
  it("links to the spec's pages and destinations and shows the current year", async () => {
    const page = await newPage();
    await visit(page, "/");
    await expectAccessible(page);

    const footer = page.getByRole("contentinfo");
    await expect.poll(() => footer.count()).toBe(1);
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of ["/safaris", "/video-gallery", "/about", "/contact", ...destinationHrefs]) {
      expect(hrefs, `footer link to ${href}`).toContain(href);
    }
    expect(await footer.getByRole("link", { name: "Safari Packages", exact: true }).getAttribute("href")).toBe(
      "/safaris",
    );
    // The staff portal is not advertised to travellers (decision 032).
    expect(hrefs.filter((href) => href?.startsWith("/admin") || href === "/login")).toEqual([]);
    expect(await footer.textContent()).toContain(String(new Date().getFullYear()));

    await footer.getByRole("link", { name: "Safari Packages", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/safaris");
    await expectAccessible(page);
  });
});

describe("not-found page", () => {
  it("answers 404 with the spec's text, a way home, and the site's navigation and footer", async () => {
    const page = await newPage();
    const response = await visit(page, "/this/page/does-not-exist");
    expect(response.status()).toBe(404);
    await expectAccessible(page);

    const main = page.getByRole("main");
    const text = ((await main.textContent()) ?? "").replace(/[\u2018\u2019]/g, "'");
    expect(text).toContain("404");
    expect(text).toContain(notFoundText);
    const homeLinks = await main
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(homeLinks).toContain("/");
    expect(await mainNavigation(page).isVisible()).toBe(true);
    expect(await page.getByRole("contentinfo").count()).toBe(1);

    await main.locator('a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expectAccessible(page);
  });
});

describe("without JavaScript", () => {
  it("the home page still has the navigation and the footer", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const response = await visit(page, "/");
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    expect(await navigationLinks(mainNavigation(page))).toEqual(navigation);
    const footer = page.getByRole("contentinfo");
    expect(await footer.count()).toBe(1);
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const href of ["/safaris", "/contact", ...destinationHrefs]) expect(hrefs).toContain(href);
    expect(hrefs).not.toContain("/admin");
  });
});
