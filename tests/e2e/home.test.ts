// The home page: hero (poster first, clip after load, fading with scroll), the About carousel turning by
// itself, the safari, destination and review previews with their links onwards, the closing call, the
// empty database, and (on PostgreSQL) a failing section, driven over HTTP and in Chromium against the
// production build, with an accessibility scan of every page visited.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_OPERATOR_FACTS } from "~/features/operator-settings/operator-facts";
import { sampleSafaris } from "~/seed/content/safaris";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "./support/database";
import { hydrateInView } from "./support/deferred";
import { get, visibleText } from "./support/http";

const newestSafaris = [...sampleSafaris].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo).slice(0, 3);
const slideTitles = ["Expert Safari Experiences", "Your Safari Family"];

let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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

async function newPage(server: AppServer, options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

function section(page: Page, name: string): Locator {
  return page.getByRole("region", { name, exact: true });
}

/** Which slide the carousel shows: the 1-based number of the dot marked current. */
async function currentSlide(page: Page): Promise<number | null> {
  const dots = page.getByRole("button", { name: /^Show slide \d/ });
  for (let index = 0; index < (await dots.count()); index++) {
    if ((await dots.nth(index).getAttribute("aria-current")) === "true") return index + 1;
  }
  return null;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe("with the sample content", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows every section in order with its texts and links onwards", async () => {
    const page = await newPage(server);
    const response = await visit(page, "/");
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    const hero = section(page, "Where the wild still keeps its own time");
    expect(await hero.getByRole("link", { name: "Browse Safaris" }).getAttribute("href")).toBe("/safaris");
    expect(await hero.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    expect(await hero.getByRole("link", { name: "Scroll Down" }).getAttribute("href")).toBe("#about");

    const about = section(page, "Safaris planned by the people who guide them");
    const carousel = about.getByRole("region", { name: "About us" });
    expect(await carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(await carousel.locator("h3").allTextContents()).toEqual(slideTitles);
    expect(await about.getByRole("link", { name: "Learn More About Us" }).getAttribute("href")).toBe("/about");

    const safaris = section(page, "Journeys our travellers love");
    expect(await safaris.locator("article h3").allTextContents()).toEqual(newestSafaris.map((safari) => safari.title));
    expect(await safaris.getByRole("link", { name: "View All Safaris" }).getAttribute("href")).toBe("/safaris");
    for (const link of await safaris.getByRole("link", { name: /^View Details: / }).all()) {
      expect(await link.getAttribute("href")).toMatch(/^\/safaris\/\d+$/);
    }

    const destinations = section(page, "Landscapes worth the long flight");
    expect(await destinations.locator("article").count()).toBe(3);
    for (const link of await destinations.getByRole("link", { name: /^View Destination: / }).all()) {
      expect(await link.getAttribute("href")).toMatch(/^\/[a-z0-9-]+$/);
    }

    const reviews = section(page, "In our travellers' words");
    const reviewCards = reviews.locator("article");
    expect(await reviewCards.count()).toBe(3);
    for (const card of await reviewCards.all()) {
      expect(await card.getByRole("img", { name: /^Rated [1-5] out of 5 stars$/ }).count()).toBe(1);
    }
    expect(await reviews.textContent()).toMatch(/\d\.\d out of 5 from \d+ reviews/);
    expect(await reviews.getByRole("link", { name: "View All Reviews" }).getAttribute("href")).toBe("/reviews");

    const closing = section(page, "Ready to hear the savannah wake up?");
    expect(await closing.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    expect(await closing.getByRole("link", { name: "Browse Safaris" }).getAttribute("href")).toBe("/safaris");

    // In the page's order.
    const tops = [];
    for (const region of [hero, about, safaris, destinations, reviews, closing]) {
      tops.push((await region.boundingBox())!.y);
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  });

  it("has its own title, description, canonical link, share tags and TravelAgency data with its rating", async () => {
    const page = await newPage(server);
    await visit(page, "/");
    await expectAccessible(page);
    expect(await page.title()).toBe("Heartbeest Safari");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/Kenya and Tanzania/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/`);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
      `${server.url}/media/hero/savanna-poster.jpg`,
    );
    expect(await page.locator('meta[name="twitter:card"]').getAttribute("content")).toBe("summary_large_image");
    const [agency] = await jsonLd(page);
    // The contacts are the business details saved in the portal (here the demo's): its sample social
    // profiles are nobody's, so none are named.
    expect(agency).toMatchObject({
      "@type": "TravelAgency",
      name: "Heartbeest Safari",
      telephone: SAMPLE_OPERATOR_FACTS.phone,
      email: SAMPLE_OPERATOR_FACTS.email,
      address: { "@type": "PostalAddress", addressLocality: "Nairobi", addressCountry: "KE" },
      aggregateRating: { "@type": "AggregateRating", bestRating: 5 },
    });
    expect(agency).not.toHaveProperty("sameAs");
    const rating = agency!.aggregateRating as { ratingValue: number; reviewCount: number };
    expect(rating.reviewCount).toBeGreaterThanOrEqual(3);
    expect(rating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(rating.ratingValue).toBeLessThanOrEqual(5);
  });

  it("paints the poster first and starts the clip only after the page has loaded", async () => {
    const raw = await get(`${server.url}/`);
    expect(raw.status).toBe(200);
    // The first response has the poster as a high-priority picture and no video to compete with it.
    const poster = /<img\b[^>]*src="\/media\/hero\/savanna-poster\.jpg"[^>]*>/i.exec(raw.text)?.[0] ?? "";
    expect(poster).toMatch(/fetchpriority="high"/i);
    expect(poster).toMatch(/loading="eager"/);
    expect(poster).toMatch(/width="1280" height="720"/);
    expect(raw.text).not.toContain("<video");
    expect(visibleText(raw.text)).toContain("Where the wild still keeps its own time");

    const page = await newPage(server, { reducedMotion: "no-preference" });
    await visit(page, "/");
    await expectAccessible(page);
    const video = page.locator("section.hero video");
    await expect.poll(() => video.count()).toBe(1);
    expect(await video.locator("source").getAttribute("src")).toBe("/media/hero/savanna.webm");
    expect(await video.getAttribute("poster")).toBe("/media/hero/savanna-poster.jpg");
    expect(await page.getByRole("button", { name: /background video/ }).count()).toBe(1);
  });

  it("keeps the still picture under reduced motion", async () => {
    const page = await newPage(server, { reducedMotion: "reduce" });
    await visit(page, "/");
    await expectAccessible(page);
    await page.waitForTimeout(500);
    expect(await page.locator("section.hero video").count()).toBe(0);
    expect(await page.locator("section.hero img").getAttribute("src")).toBe("/media/hero/savanna-poster.jpg");
  });

  it("fades the hero as the page scrolls: opacity = max(0, 1 - scrollY / 500)", async () => {
    const page = await newPage(server, { reducedMotion: "no-preference" });
    await visit(page, "/");
    await expectAccessible(page);
    const content = page.locator("section.hero .hero-content");
    const opacityAt = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      await page.waitForTimeout(150);
      return Number(await content.evaluate((element) => getComputedStyle(element).opacity));
    };
    expect(await opacityAt(0)).toBeCloseTo(1, 2);
    expect(await opacityAt(250)).toBeCloseTo(0.5, 2);
    expect(await opacityAt(400)).toBeCloseTo(0.2, 2);
    expect(await opacityAt(700)).toBe(0);
    expect(await opacityAt(0)).toBeCloseTo(1, 2);
  });

  it("turns the About carousel by itself every 5 seconds, loops, keeps going after a click and can be paused", async () => {
    const page = await newPage(server, { reducedMotion: "no-preference" });
    await visit(page, "/");
    await hydrateInView(page.locator("#about-carousel"));
    await expectAccessible(page);
    const pause = page.getByRole("button", { name: "Pause slideshow" });
    await expect.poll(() => pause.count(), { timeout: 10_000 }).toBe(1);
    expect(await currentSlide(page)).toBe(1);

    // By itself: slide 2, then round again to slide 1 about 5 seconds later.
    await expect.poll(() => currentSlide(page), { timeout: 8_000, interval: 50 }).toBe(2);
    const turned = Date.now();
    await expect.poll(() => currentSlide(page), { timeout: 8_000, interval: 50 }).toBe(1);
    expect(Date.now() - turned).toBeGreaterThan(4_500);
    expect(Date.now() - turned).toBeLessThan(6_500);

    // A visitor's choice does not stop it.
    await page.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(() => currentSlide(page)).toBe(2);
    await expect.poll(() => currentSlide(page), { timeout: 8_000, interval: 100 }).toBe(1);

    // Paused, it stays put.
    await pause.click();
    expect(await page.getByRole("button", { name: "Play slideshow" }).count()).toBe(1);
    const paused = await currentSlide(page);
    await page.waitForTimeout(6_000);
    expect(await currentSlide(page)).toBe(paused);
    await expectAccessible(page, "paused carousel");
  });

  it("never turns the carousel by itself under reduced motion, but the visitor can", async () => {
    const page = await newPage(server, { reducedMotion: "reduce" });
    await visit(page, "/");
    await hydrateInView(page.locator("#about-carousel"));
    await expectAccessible(page);
    const play = page.getByRole("button", { name: "Play slideshow" });
    await expect.poll(() => play.count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(6_000);
    expect(await currentSlide(page)).toBe(1);
    await page.getByRole("button", { name: "Show slide 2: Your Safari Family" }).click();
    await expect.poll(() => currentSlide(page)).toBe(2);
  });

  it("leads to the safari list, a safari, the reviews and the about page", async () => {
    const page = await newPage(server);
    await visit(page, "/");
    await expectAccessible(page);

    await page.getByRole("link", { name: "View All Safaris" }).click();
    await page.waitForURL((url) => url.pathname === "/safaris");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Safari Packages");
    await expectAccessible(page);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    const first = newestSafaris[0]!;
    await page.getByRole("link", { name: `View Details: ${first.title}` }).click();
    await page.waitForURL((url) => /^\/safaris\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(first.title);
    await expectAccessible(page);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "View All Reviews" }).click();
    await page.waitForURL((url) => url.pathname === "/reviews");
    await expectAccessible(page);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Learn More About Us" }).click();
    await page.waitForURL((url) => url.pathname === "/about");
    await expectAccessible(page);
  });

  it("fits a 375 px phone and works without JavaScript", async () => {
    const page = await newPage(server, { viewport: phone });
    await visit(page, "/");
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    const still = await newPage(server, { viewport: phone, javaScriptEnabled: false });
    await visit(still, "/");
    await expectAccessible(still);
    // Without script both slides are still there to scroll through.
    for (const title of slideTitles) {
      expect(await still.getByRole("heading", { name: title }).count()).toBe(1);
    }
    expect(await still.locator("article h3").count()).toBe(6);
  });
});

describe("with an empty database", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { SEED_ON_START: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says 'No safaris found', 'No destinations found' and 'No reviews found', and claims no rating", async () => {
    const page = await newPage(server);
    const response = await visit(page, "/");
    expect(response.status()).toBe(200);
    await expectAccessible(page);
    for (const text of ["No safaris found", "No destinations found", "No reviews found"]) {
      expect(await page.getByRole("heading", { name: text, exact: true }).count(), text).toBe(1);
    }
    expect(await page.getByText("Be the first to share your experience").count()).toBe(1);
    expect(await page.getByRole("link", { name: "View All Safaris" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "View All Reviews" }).count()).toBe(0);
    // The carousel and the closing call do not depend on the database.
    expect(await page.getByRole("heading", { name: slideTitles[0]! }).count()).toBe(1);
    expect(await section(page, "Ready to hear the savannah wake up?").count()).toBe(1);
    const [agency] = await jsonLd(page);
    expect(agency?.["@type"]).toBe("TravelAgency");
    expect(agency).not.toHaveProperty("aggregateRating");
    // No business details saved yet: no phone, e-mail or address is made up.
    for (const key of ["telephone", "email", "address"]) expect(agency).not.toHaveProperty(key);
  });
});

// On PostgreSQL a table can be renamed away under the running app, then put back.
const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)("when a section's table fails (PostgreSQL)", () => {
  let database: ThrowAwayDatabase;
  let server: AppServer;
  beforeAll(async () => {
    database = await createThrowAwayDatabase(postgresUrl!);
    server = await startAppServer({ env: { DATABASE_URL: database.url } });
    await server.waitForLog("sample content seeded", 60_000);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("logs the failure and shows that section empty while the rest of the page stands", async () => {
    await database.run("alter table reviews rename to reviews_away");
    try {
      const raw = await get(`${server.url}/`);
      expect(raw.status).toBe(200);
      const text = visibleText(raw.text);
      expect(text).toContain("No reviews found");
      expect(text).toContain(newestSafaris[0]!.title);
      const logged = await server.waitForLog("home page section failed to load");
      expect(logged.level).toBe(50);
    } finally {
      await database.run("alter table if exists reviews_away rename to reviews");
    }
  });
});
