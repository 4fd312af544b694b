// The About page in Chromium against the production build: every section and its texts, its links, its
// search-engine tags, a phone layout, no artificial loading screen, and an accessibility scan.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { expectPreviewPicture, get, visibleText } from "./support/http";

let server: AppServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({ env: { SEED_ON_START: "false" }, readyTimeoutMs: 170_000 }),
    launchBrowser(),
  ]);
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

async function regionText(page: Page, name: string): Promise<string> {
  return visibleText(await page.getByRole("region", { name, exact: true }).innerHTML());
}

describe("the About page", () => {
  it("tells the story, mission, values, approach and partners, with its calls to action", async () => {
    const page = await newPage();
    const response = await visit(page, "/about");
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    const hero = page.getByRole("region", { name: "About Heartbeest Safari", exact: true });
    expect(await hero.getByRole("heading", { level: 1 }).textContent()).toBe("About Heartbeest Safari");
    expect(await hero.textContent()).toContain("Your trusted partner for safaris in Kenya and Tanzania since 2010.");
    expect(await hero.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");

    const story = await regionText(page, "Our Story");
    expect(story).toContain("began in 2010");
    expect(story).toContain("over 20 years guiding in Kenya and Tanzania");
    expect(await regionText(page, "Our Mission")).toContain("To share East Africa's wild places");

    const values = page.getByRole("region", { name: "What we stand for" });
    expect(await values.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Expert Guides",
      "Sustainable Tourism",
      "Community Impact",
    ]);
    const valuesText = visibleText(await values.innerHTML());
    expect(valuesText).toContain("a minimum of 7 years of experience");
    expect(valuesText).toContain("certification in wildlife management");
    expect(valuesText).toContain("10% of our profits go to community projects");

    const approach = page.getByRole("region", { name: "Our Approach" });
    expect(await approach.getByRole("listitem").count()).toBe(3);

    const partners = page.getByRole("region", { name: "Conservation Partners" });
    expect(await partners.getByRole("listitem").allTextContents()).toEqual([
      "Wildlife Fund",
      "Lion Trust",
      "Elephant Project",
      "Rhino Coalition",
    ]);
    expect(await partners.locator("svg").count()).toBe(4);

    const closing = page.getByRole("region", { name: "Let's plan your safari" });
    expect(await closing.getByRole("link", { name: "Browse Safaris" }).getAttribute("href")).toBe("/safaris");
    expect(await closing.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");

    // No loading screen: the content is there at once, with nothing still shimmering in the hero or text.
    expect(await page.locator("main .skeleton-card").count()).toBe(0);
  });

  it("has its own title, description, canonical address and sharing tags", async () => {
    const page = await newPage();
    await visit(page, "/about");
    await expectAccessible(page);
    await expect(page.title()).resolves.toBe("About Us | Heartbeest Safari");
    const content = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/about`);
    expect(await content('meta[name="description"]')).toMatch(/founded in 2010 by a Kenyan guide/);
    expect(await content('meta[property="og:title"]')).toBe("About Us");
    expect(await content('meta[property="og:url"]')).toBe(`${server.url}/about`);
    expect(await content('meta[property="og:image"]')).toBe(`${server.url}/art/site/about-hero.jpg`);
    await expectPreviewPicture(`${server.url}/art/site/about-hero.jpg`);
    expect(await content('meta[name="twitter:title"]')).toBe("About Us");
  });

  it("arrives complete in the server's HTML", async () => {
    const response = await get(`${server.url}/about`);
    expect(response.status).toBe(200);
    const text = visibleText(response.text);
    for (const phrase of [
      "Our Story",
      "Our Mission",
      "Expert Guides",
      "Sustainable Tourism",
      "Community Impact",
      "Our Approach",
      "Conservation Partners",
      "Rhino Coalition",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("is reached from the navigation and leads on to the contact page", async () => {
    const page = await newPage();
    await visit(page, "/");
    await expectAccessible(page);
    await page.getByRole("link", { name: "About", exact: true }).first().click();
    await page.waitForURL(`${server.url}/about`);
    await page.getByRole("heading", { level: 1, name: "About Heartbeest Safari" }).waitFor();
    await expectAccessible(page);
    const contact = page
      .getByRole("region", { name: "About Heartbeest Safari", exact: true })
      .getByRole("link", { name: "Contact Us" });
    await contact.click();
    await page.waitForURL(`${server.url}/contact`);
    await expectAccessible(page);
  });

  it("fits a phone without sideways scrolling", async () => {
    const page = await newPage({ viewport: phone });
    await visit(page, "/about");
    await expectAccessible(page, "phone");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
