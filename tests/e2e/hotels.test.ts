// Hotels & Lodges: the list, a lodge's own page, the 'Hotel not found' answer, the empty collection and
// the failure state, driven over HTTP and in Chromium against the production build, with an accessibility
// scan of every page visited.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleHotels } from "~/seed/content/hotels";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "./support/database";
import { expectPreviewPicture, get, visibleText } from "./support/http";

const LIST = "/hotels-and-lodges";
const EXCERPT_MAX = 150;
const ELLIPSIS = "\u2026";
const featured = sampleHotels.find((hotel) => hotel.slug === "mara-ridge-lodge") ?? sampleHotels[0]!;

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

/** The words of `text` with runs of whitespace made single, as a page shows them. */
function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

describe("with the sample lodges", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("lists every lodge under a hero that leads to the grid, each description cut at 150 characters", async () => {
    const page = await newPage(server);
    const response = await visit(page, LIST);
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    expect(await page.title()).toBe("Hotels & Lodges | Heartbeest Safari");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Hotels & Lodges");
    const explore = page.getByRole("link", { name: "Explore the Lodges" });
    expect(await explore.getAttribute("href")).toBe(`${LIST}#lodges`);

    const cards = page.locator("#lodges article");
    expect(await cards.count()).toBe(sampleHotels.length);
    for (const hotel of sampleHotels) {
      const card = cards.filter({ has: page.getByRole("heading", { name: hotel.name, exact: true }) });
      expect(await card.count(), hotel.name).toBe(1);
      const excerpt = (await card.getByTestId("hotel-excerpt").textContent()) ?? "";
      const full = squash(hotel.description);
      expect(excerpt.length, hotel.name).toBeLessThanOrEqual(EXCERPT_MAX);
      if (full.length <= EXCERPT_MAX) {
        expect(excerpt).toBe(full);
      } else {
        // Cut at a word boundary, marked with an ellipsis, and nothing but the description's own start.
        expect(excerpt.endsWith(ELLIPSIS), hotel.name).toBe(true);
        expect(full.startsWith(excerpt.slice(0, -1)), hotel.name).toBe(true);
        expect(excerpt.length, hotel.name).toBeGreaterThan(EXCERPT_MAX * 0.6);
      }
      const link = card.getByRole("link", { name: `View Details: ${hotel.name}` });
      expect(await link.getAttribute("href")).toBe(`${LIST}/${hotel.slug}`);
      expect(await card.textContent()).toContain(hotel.location);
    }
    // The cards carry only the excerpt; the full text of a long description is not on the list page.
    const long = sampleHotels.find((hotel) => squash(hotel.description).length > EXCERPT_MAX);
    expect(long, "the sample content has a description longer than 150 characters").toBeDefined();
    expect(await page.locator("main").textContent()).not.toContain(squash(long!.description));
  });

  it("takes a visitor from a card to the lodge's page and back", async () => {
    const page = await newPage(server);
    await visit(page, LIST);
    await expectAccessible(page);

    await page.getByRole("link", { name: `View Details: ${featured.name}` }).click();
    await page.waitForURL(`**${LIST}/${featured.slug}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(featured.name);
    await expectAccessible(page);

    const main = page.locator("main");
    expect(squash((await main.textContent()) ?? "")).toContain(squash(featured.description));
    expect(await main.textContent()).toContain(featured.location);
    const image = page.locator(`img[src="${featured.imageUrl}"]`);
    expect(await image.getAttribute("alt")).toBe(`${featured.name}, ${featured.location}`);
    expect(await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(
      true,
    );

    // The lodge's park, and the way to plan a stay there.
    expect(await page.getByRole("link", { name: /^Explore Maasai Mara/ }).getAttribute("href")).toBe("/maasai-mara");
    const plan = page.getByRole("region", { name: `Stay at ${featured.name} on your safari` });
    expect(await plan.getByRole("link", { name: "Browse Safaris" }).getAttribute("href")).toBe("/safaris");
    expect(await plan.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    // Other lodges, those in the same park first.
    const more = page.getByRole("region", { name: "More places to stay" });
    expect(await more.locator("article").count()).toBe(3);
    const sameParkSlugs = sampleHotels
      .filter((hotel) => hotel.destinationSlug === featured.destinationSlug && hotel.slug !== featured.slug)
      .map((hotel) => `${LIST}/${hotel.slug}`);
    const firstMore = await more
      .getByRole("link", { name: /^View Details/ })
      .first()
      .getAttribute("href");
    if (sameParkSlugs.length > 0) expect(sameParkSlugs).toContain(firstMore);
    expect(await more.getByRole("link", { name: `View Details: ${featured.name}` }).count()).toBe(0);

    await page.getByRole("link", { name: "Back to Hotels & Lodges" }).first().click();
    await page.waitForURL(`**${LIST}`);
    await expect.poll(() => page.locator("#lodges article").count()).toBe(sampleHotels.length);
    await expectAccessible(page);
  });

  it("gives a lodge's page its own title, description, canonical link, preview tags and LodgingBusiness data", async () => {
    const response = await get(`${server.url}${LIST}/${featured.slug}`);
    expect(response.status).toBe(200);
    const html = response.text;
    const canonical = `${server.url}${LIST}/${featured.slug}`;
    expect(html).toContain(`<title>${featured.name} | Heartbeest Safari</title>`);
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:title" content="${featured.name}"/>`);
    // The artwork's JPEG: link previews take no SVG.
    const preview = `${server.url}${featured.imageUrl?.replace(/\.svg$/, ".jpg")}`;
    expect(html).toContain(`<meta property="og:image" content="${preview}"/>`);
    await expectPreviewPicture(preview);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
    expect(html).toMatch(/<meta name="description" content="A thatched lodge[^"]*"\/>/);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    const lodging = scripts
      .map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>)
      .find((node) => node["@type"] === "LodgingBusiness");
    expect(lodging).toMatchObject({
      "@context": "https://schema.org",
      name: featured.name,
      url: canonical,
      address: featured.location,
      image: preview,
      containedInPlace: { "@type": "TouristDestination", url: `${server.url}/maasai-mara` },
    });

    const list = await get(`${server.url}${LIST}`);
    expect(list.text).toContain("<title>Hotels &amp; Lodges | Heartbeest Safari</title>");
    expect(list.text).toContain(`<link rel="canonical" href="${server.url}${LIST}"/>`);
  });

  it("answers an unknown or malformed lodge with a real 404 'Hotel not found' and a way back", async () => {
    for (const slug of ["no-such-lodge", "Not%20A%20Slug!", "1"]) {
      const response = await get(`${server.url}${LIST}/${slug}`);
      expect(response.status, slug).toBe(404);
      const text = visibleText(response.text);
      expect(text).toContain("Hotel not found");
      expect(response.text).toMatch(/<a[^>]*href="\/hotels-and-lodges"[^>]*>Back to Hotels &amp; Lodges<\/a>/);
      expect(response.text).toContain('<meta name="robots" content="noindex"/>');
    }

    const page = await newPage(server, { viewport: phone });
    const response = await visit(page, `${LIST}/no-such-lodge`);
    expect(response.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Hotel not found");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Back to Hotels & Lodges" }).click();
    await page.waitForURL(`**${LIST}`);
    await expectAccessible(page);
  });

  it("shows the whole list and a lodge's page without JavaScript, on a phone", async () => {
    const page = await newPage(server, { javaScriptEnabled: false, viewport: phone });
    await visit(page, LIST);
    expect(await page.locator("#lodges article").count()).toBe(sampleHotels.length);
    await expectAccessible(page);

    await page.getByRole("link", { name: `View Details: ${featured.name}` }).click();
    await page.waitForURL(`**${LIST}/${featured.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(featured.name);
    await expectAccessible(page);
  });
});

describe("with no lodges in the database", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { SEED_ON_START: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says 'No Hotels Available' with a way to ask instead", async () => {
    const page = await newPage(server);
    const response = await visit(page, LIST);
    expect(response.status()).toBe(200);
    await expectAccessible(page);
    const grid = page.locator("#lodges");
    expect(await grid.getByRole("heading", { name: "No Hotels Available" }).isVisible()).toBe(true);
    expect(await grid.locator("article").count()).toBe(0);
    expect(await grid.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
  });
});

// A database that stops answering can only be staged on a real PostgreSQL server: the table the pages read is
// renamed away under the running app, then put back.
const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)("when the database fails (PostgreSQL)", () => {
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

  it("logs a broken query and answers 500 (not an outage's 503) with the failure texts, then recovers on 'Try Again'", async () => {
    await database.run("alter table hotels_lodges rename to hotels_lodges_away");
    try {
      const list = await get(`${server.url}${LIST}`);
      expect(list.status).toBe(500);
      expect(visibleText(list.text)).toContain("Failed to load hotels. Please try again later.");
      expect(list.text).toMatch(/<a[^>]*href="\/hotels-and-lodges"[^>]*>Try Again<\/a>/);

      const detail = await get(`${server.url}${LIST}/${featured.slug}`);
      expect(detail.status).toBe(500);
      expect(visibleText(detail.text)).toContain("Failed to load hotel details.");
      expect(detail.text).toMatch(/<a[^>]*href="\/hotels-and-lodges"[^>]*>Back to Hotels &amp; Lodges<\/a>/);

      const logged = await server.waitForLog("hotel list failed to load");
      expect(logged.level).toBe(50);
      await server.waitForLog("hotel failed to load");

      const page = await newPage(server);
      const response = await visit(page, LIST);
      expect(response.status()).toBe(500);
      expect(await page.getByRole("alert").textContent()).toContain("Failed to load hotels. Please try again later.");
      await expectAccessible(page);

      await database.run("alter table hotels_lodges_away rename to hotels_lodges");
      await page.getByRole("link", { name: "Try Again" }).click();
      await expect.poll(() => page.locator("#lodges article").count()).toBe(sampleHotels.length);
      await expectAccessible(page);
    } finally {
      await database.run("alter table if exists hotels_lodges_away rename to hotels_lodges");
    }
  });
});
