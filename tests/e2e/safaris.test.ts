// The safari list, a safari's own page, 'Safari not found', the /packages redirect, the empty catalogue
// and (on PostgreSQL) the failure states, driven over HTTP and in Chromium against the production build,
// with an accessibility scan of every page visited.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sampleSafaris } from "~/seed/content/safaris";
import { type AppServer, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, desktop, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "./support/database";
import { expectPreviewPicture, get, visibleText } from "./support/http";
import { inViewWhileScrollingBeside, shownThenKept } from "./support/sticky-panel";

const newestFirst = [...sampleSafaris].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo);
const migration = sampleSafaris.find((safari) => safari.slug === "great-migration-safari") ?? sampleSafaris[0]!;

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

/** Text as a reader sees it: Intl's no-break space between currency and amount read as a space. */
function squash(text: string | null): string {
  return (text ?? "")
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The 'from' prices as the pages word them (DECISIONS.md: 'From {currency} {amount} per person'). */
const FROM_PRICE = /From USD \d{1,3}(,\d{3})* per person/;
const RESIDENTS_FROM = /Residents from KES \d{1,3}(,\d{3})*/;

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("content");
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

function safariCards(page: Page): Locator {
  return page.locator("main ul > li article");
}

describe("with the sample safaris", () => {
  let server: AppServer;
  /** Card title -> the id in its /safaris/{id} link. */
  const idOf = new Map<string, number>();

  beforeAll(async () => {
    server = await startAppServer();
    const html = (await get(`${server.url}/safaris`)).text;
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const href = /href="\/safaris\/(\d+)"/.exec(tag)?.[1];
      const title = /aria-label="View Details: ([^"]+)"/.exec(tag)?.[1];
      if (href && title) idOf.set(title.replace(/&amp;/g, "&"), Number(href));
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  function idFor(title: string): number {
    const id = idOf.get(title);
    if (id === undefined) throw new Error(`No card links to ${title}`);
    return id;
  }

  it("lists every package newest first, each card with length, three-line text, 'from' prices and 'View Details'", async () => {
    const page = await newPage(server);
    const response = await visit(page, "/safaris");
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Safari Packages");
    expect(await page.getByRole("heading", { level: 2, name: "Featured Safari Packages" }).count()).toBe(1);

    const cards = safariCards(page);
    expect(await cards.count()).toBe(sampleSafaris.length);
    expect(await cards.locator("h3").allTextContents()).toEqual(newestFirst.map((safari) => safari.title));

    for (const [index, safari] of newestFirst.entries()) {
      const card = cards.nth(index);
      const text = squash(await card.textContent());
      expect(text).toContain(`${safari.durationDays} days`);
      expect(text).toMatch(FROM_PRICE);
      expect(text).toMatch(RESIDENTS_FROM);
      const description = card.locator("p.line-clamp-3");
      expect(await description.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe("3");
      const view = card.getByRole("link", { name: `View Details: ${safari.title}` });
      expect(await view.textContent()).toBe("View Details");
      expect(await view.getAttribute("href")).toBe(`/safaris/${idFor(safari.title)}`);
      const image = card.locator("img");
      expect(await image.getAttribute("src")).toBe(safari.imageUrl);
      expect(await image.getAttribute("loading")).toBe("lazy");
    }
    // The lowest non-resident rate for two sharing over the whole trip (the sample's green season: USD 400 a
    // night for 3 nights), the residents' beside it, with thousands separators.
    const explorer = squash(await cards.filter({ hasText: "Maasai Mara Explorer" }).textContent());
    expect(explorer).toContain("From USD 1,200 per person");
    expect(explorer).toMatch(RESIDENTS_FROM);

    expect(await page.title()).toBe("Safari Packages | Heartbeest Safari");
    expect(await metaContent(page, 'meta[name="description"]')).toMatch(/Safari packages in Kenya and Tanzania/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/safaris`);
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe("Safari Packages");
    expect(await metaContent(page, 'meta[property="og:url"]')).toBe(`${server.url}/safaris`);
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
  });

  it("opens a safari from its card and goes back with 'Back to All Safaris'", async () => {
    const page = await newPage(server);
    await visit(page, "/safaris");
    await expectAccessible(page);

    await page.getByRole("link", { name: `View Details: ${migration.title}` }).click();
    await page.waitForURL((url) => url.pathname === `/safaris/${idFor(migration.title)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(migration.title);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Back to All Safaris" }).click();
    await page.waitForURL((url) => url.pathname === "/safaris");
    await expect.poll(() => safariCards(page).count()).toBe(sampleSafaris.length);
    await expectAccessible(page);
  });

  it("shows a safari: hero badges, overview with price, the day-by-day itinerary and 'Book This Safari'", async () => {
    const id = idFor(migration.title);
    const page = await newPage(server);
    const response = await visit(page, `/safaris/${id}`);
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    const hero = page.locator("section.hero");
    expect(await hero.getByRole("heading", { level: 1 }).textContent()).toBe(migration.title);
    const badges = await hero.locator(".badge").allTextContents();
    // The countries the itinerary visits and the best months of its parks (the Mara's and the Serengeti's).
    expect(badges).toEqual([`${migration.itinerary.length} days`, "Kenya & Tanzania", "Best: Jul - Oct"]);
    expect(await hero.getByRole("link", { name: "Back to All Safaris" }).getAttribute("href")).toBe("/safaris");
    expect(await hero.locator("img").getAttribute("fetchpriority")).toBe("high");

    const overview = page.getByRole("region", { name: "Overview" });
    expect(squash(await overview.textContent())).toContain(squash(migration.description));
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the rendered text (CSS capitals), wanted here.
    const priceLine = squash(await overview.locator("dl").first().innerText());
    expect(priceLine).toMatch(new RegExp(`^PRICE ${FROM_PRICE.source} ${RESIDENTS_FROM.source}$`));
    const fromUsd = Number(/From USD ([\d,]+)/.exec(priceLine)![1]!.replace(/,/g, ""));

    // The price table: a season per row, a residency per column, the lowest of the non-residents' column
    // being the 'from' price; then the lines on children, single rooms and park fees.
    const prices = page.getByRole("table", { name: "Prices per person for two sharing, by season and residency" });
    expect(await prices.locator("thead th").allTextContents()).toEqual([
      "Season",
      "Non-residents (USD)",
      "Residents of Kenya & Tanzania (KES)",
      "East African citizens (KES)",
    ]);
    expect(await prices.locator("tbody th").allTextContents()).toEqual([
      "High season",
      "Shoulder season",
      "Green season",
    ]);
    const nonResident = (await prices.locator("tbody tr td:nth-of-type(1)").allTextContents()).map((cell) =>
      Number(squash(cell).replace(/^USD /, "").replace(/,/g, "")),
    );
    expect(nonResident[0]).toBeGreaterThan(nonResident[1]!);
    expect(nonResident[1]).toBeGreaterThan(nonResident[2]!);
    expect(Math.min(...nonResident)).toBe(fromUsd);
    const pricesText = squash(await page.getByRole("region", { name: "Prices by season" }).textContent());
    expect(pricesText).toContain("for the whole trip (6 nights)");
    expect(pricesText).toContain("Children by age: 0–2 free, 3–11 50% of the adult rate");
    expect(pricesText).toMatch(/A room of your own adds, per night: USD [\d,]+ to USD [\d,]+ for non-residents/);
    // On a phone the table is wider than its frame and scrolls sideways; a line above it says so. Wider, the
    // whole table fits and the line is gone.
    const scrollHint = page.getByText("Swipe the table sideways to see every column.");
    const frame = page.getByRole("region", { name: "Prices per person for two sharing, by season and residency" });
    const overflows = () => frame.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(await scrollHint.isVisible()).toBe(false);
    expect(await overflows()).toBe(false);
    await page.setViewportSize(phone);
    expect(await scrollHint.isVisible()).toBe(true);
    expect(await overflows()).toBe(true);
    await page.setViewportSize(desktop);

    // The season calendar: dates, name and price level in words (the colour mark beside it is decoration).
    const calendar = page.getByRole("table", { name: /^Seasons from / });
    const seasonRows = calendar.locator("tbody tr");
    expect(await seasonRows.count()).toBeGreaterThanOrEqual(6);
    expect(await calendar.locator("thead th").allTextContents()).toEqual(["Dates", "Season", "Prices"]);
    const levels = new Set((await calendar.locator("tbody td:last-child").allTextContents()).map(squash));
    expect(levels).toEqual(new Set(["High season", "Shoulder season", "Green season"]));
    expect(squash(await seasonRows.filter({ hasText: "High season 2027" }).textContent())).toContain(
      "Jul 1 – Oct 31, 2027",
    );

    const itinerary = page.getByRole("region", { name: "Detailed Itinerary" });
    const days = itinerary.locator("ol > li");
    expect(await days.count()).toBe(migration.itinerary.length);
    for (const [index, day] of migration.itinerary.entries()) {
      const item = days.nth(index);
      expect(await item.getByRole("heading", { level: 3 }).textContent()).toBe(`Day ${index + 1}: ${day.title}`);
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the rendered text, wanted here.
      const text = squash(await item.innerText());
      expect(text).toContain(squash(day.description));
      // The labels are set in small capitals.
      expect(text).toContain(`ACCOMMODATION ${day.accommodation}`);
      expect(text).toContain(`MEALS ${day.meals}`);
    }

    const panel = page.getByRole("region", { name: "Book This Safari" });
    expect(squash(await panel.textContent())).toContain(`From USD ${fromUsd.toLocaleString("en-US")} per person`);
    // A way to book right here: the booking form, or (before the form existed) the link to the booking flow.
    const form = await panel.locator("form").count();
    const request = panel.getByRole("link", { name: "Request this safari" });
    if (form === 0) expect(await request.getAttribute("href")).toBe(`/booking/${id}`);
    else expect(form).toBe(1);
    expect(await panel.locator('a[href^="tel:"]').count()).toBe(1);

    expect(await page.title()).toBe(`${migration.title} | Heartbeest Safari`);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/safaris/${id}`);
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe("product");
    // The artwork's JPEG: link previews take no SVG.
    const preview = `${server.url}${migration.imageUrl.replace(/\.svg$/, ".jpg")}`;
    expect(await metaContent(page, 'meta[property="og:image"]')).toBe(preview);
    await expectPreviewPicture(preview);
    const [trip] = await jsonLd(page);
    expect(trip).toMatchObject({
      "@type": "TouristTrip",
      name: migration.title,
      offers: [
        { "@type": "AggregateOffer", lowPrice: expect.stringMatching(/^\d+\.\d{2}$/), priceCurrency: "USD" },
        { "@type": "AggregateOffer", lowPrice: expect.stringMatching(/^\d+\.\d{2}$/), priceCurrency: "KES" },
      ],
      itinerary: { numberOfItems: migration.itinerary.length },
    });
    const [usdOffer] = trip!.offers as { lowPrice: string }[];
    expect(Math.round(Number(usdOffer!.lowPrice))).toBe(fromUsd);

    // Beside the itinerary and following the reader on a wide screen, never a box scrolling on its own.
    const aside = page.locator("aside").filter({ has: panel });
    await expect.poll(() => aside.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
    expect(await aside.evaluate((element) => element.scrollHeight - element.clientHeight)).toBe(0);
    const [asideBox, itineraryBox] = [await aside.boundingBox(), await itinerary.boundingBox()];
    expect(asideBox!.x).toBeGreaterThan(itineraryBox!.x + itineraryBox!.width - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    await expect.poll(async () => (await aside.boundingBox())!.y).toBeLessThan(desktop.height);
    // Taller than a laptop's window, it rides with the page until its Send button is in view, then keeps it there.
    const send = panel.getByRole("button", { name: "Send Booking Request" });
    const panelHeight = await aside.evaluate((element) => element.getBoundingClientRect().height);
    expect(panelHeight).toBeGreaterThan(desktop.height);
    const seen = await inViewWhileScrollingBeside(aside, [send]);
    expect(seen[0]).toBe(false);
    expect(shownThenKept(seen), seen.join()).toBe(true);

    // On a window taller than the panel it sticks just below the header (4rem) with 1.5rem to spare.
    await page.setViewportSize({ width: desktop.width, height: Math.ceil(panelHeight) + 200 });
    // Halfway down the part of its column it can travel.
    await aside.evaluate((element) => {
      const column = element.parentElement!.getBoundingClientRect();
      const travel = column.height - element.getBoundingClientRect().height;
      window.scrollTo(0, column.top + window.scrollY + travel / 2);
    });
    await expect.poll(async () => (await aside.boundingBox())!.y).toBe(88);
    expect(await aside.evaluate((element) => getComputedStyle(element).position)).toBe("sticky");
  });

  it("puts the booking panel after the overview on a phone, not sticky", async () => {
    const page = await newPage(server, { viewport: phone });
    await visit(page, `/safaris/${idFor(migration.title)}`);
    await expectAccessible(page);
    const overview = await page.getByRole("region", { name: "Overview" }).boundingBox();
    const aside = page.locator("aside").filter({ has: page.getByRole("region", { name: "Book This Safari" }) });
    const panel = await aside.boundingBox();
    const itinerary = await page.getByRole("region", { name: "Detailed Itinerary" }).boundingBox();
    expect(panel!.y).toBeGreaterThan(overview!.y + overview!.height - 1);
    expect(itinerary!.y).toBeGreaterThan(panel!.y + panel!.height - 1);
    expect(await aside.evaluate((element) => getComputedStyle(element).position)).toBe("static");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

  it("sends a safari's page complete in one response: title, every itinerary day and the price", async () => {
    for (const safari of sampleSafaris) {
      const response = await get(`${server.url}/safaris/${idFor(safari.title)}`);
      expect(response.status).toBe(200);
      const text = visibleText(response.text).replace(/\u00a0/g, " ");
      expect(text).toContain(safari.title);
      for (const [index, day] of safari.itinerary.entries()) expect(text).toContain(`Day ${index + 1}: ${day.title}`);
      expect(text).toMatch(FROM_PRICE);
      expect(text).toContain("Prices by season");
      expect(text).toContain("Season calendar");
      expect(text).toContain("Book This Safari");
    }
  });

  it.each(["999999", "abc", "12abc", "-1", "1.5", "0"])(
    "answers /safaris/%s with a real 404 'Safari not found' and a way back",
    async (id) => {
      const raw = await get(`${server.url}/safaris/${id}`);
      expect(raw.status).toBe(404);
      expect(visibleText(raw.text)).toContain("Safari not found");
      expect(raw.text).toMatch(/<a[^>]*href="\/safaris"[^>]*>Back to All Safaris<\/a>/);
      expect(raw.text).toMatch(/<meta name="robots" content="noindex"/);
    },
  );

  it("shows 'Safari not found' in the browser and leads back to the list", async () => {
    const page = await newPage(server);
    const response = await visit(page, "/safaris/424242");
    expect(response.status()).toBe(404);
    await expectAccessible(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Safari not found");
    expect(await page.title()).toBe("Safari not found | Heartbeest Safari");
    await page.getByRole("link", { name: "Back to All Safaris" }).click();
    await page.waitForURL((url) => url.pathname === "/safaris");
    await expect.poll(() => safariCards(page).count()).toBe(sampleSafaris.length);
    await expectAccessible(page);
  });

  it("redirects /packages permanently to /safaris", async () => {
    const raw = await get(`${server.url}/packages`);
    expect(raw.status).toBe(301);
    expect(new URL(raw.header("location") ?? "", server.url).pathname).toBe("/safaris");

    const page = await newPage(server);
    const response = await visit(page, "/packages");
    expect(new URL(response.url()).pathname).toBe("/safaris");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Safari Packages");
    await expectAccessible(page);
  });

  it("finds safaris by country, length and month, clears filters, and connects parks, lodges and safaris", async () => {
    // The itinerary links each park to its destination and each night at one of our lodges to the lodge.
    const safariHtml = (await get(`${server.url}/safaris/${idFor(migration.title)}`)).text;
    expect(safariHtml).toMatch(/<a [^>]*href="\/serengeti"[^>]*>Serengeti National Park<\/a>/);
    expect(safariHtml).toMatch(/<a [^>]*href="\/maasai-mara"[^>]*>Maasai Mara National Reserve<\/a>/);
    expect(safariHtml).toMatch(/<a [^>]*href="\/hotels-and-lodges\/mara-riverbend-camp"[^>]*>Mara Riverbend Camp<\/a>/);

    const page = await newPage(server);
    const cardTitles = () => safariCards(page).locator("h3").allTextContents();
    // Where the destinations page's 'Browse Tanzania safaris' leads.
    await visit(page, "/safaris?country=tanzania");
    await expectAccessible(page);
    // A country's list is a page of its own for search engines.
    expect(await page.title()).toBe("Tanzania Safaris | Heartbeest Safari");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${server.url}/safaris?country=tanzania`,
    );
    const countries = page.getByRole("navigation", { name: "Safaris by country" });
    expect(await countries.getByRole("link", { name: "Tanzania", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await cardTitles()).toEqual([migration.title, "Kenya & Tanzania Highlights", "Luxury Honeymoon Safari"]);

    const form = page.getByRole("form", { name: "Find your safari" });
    expect(await form.getByLabel("Country").inputValue()).toBe("tanzania");
    await form.getByLabel("Length").selectOption({ label: "5 to 7 days" });
    await form.getByRole("button", { name: "Show safaris" }).click();
    await page.waitForURL((url) => url.search === "?country=tanzania&days=5-7");
    await expectAccessible(page, "Tanzania, 5 to 7 days");
    expect(await cardTitles()).toEqual([migration.title]);
    expect(await page.getByText("1 safari matches these filters").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Remove filter: Tanzania" }).getAttribute("href")).toBe(
      "/safaris?days=5-7",
    );
    // Other filterings are views of that page: not listed, but their links followed.
    expect(await metaContent(page, 'meta[name="robots"]')).toBe("noindex, follow");

    await form.getByLabel("Budget per person").selectOption({ label: "Under USD 1,500" });
    await form.getByRole("button", { name: "Show safaris" }).click();
    await page.waitForURL((url) => url.search === "?country=tanzania&days=5-7&budget=under-1500");
    await expectAccessible(page, "no safari matches");
    expect(await page.getByRole("heading", { name: "No safaris found" }).isVisible()).toBe(true);
    await page.locator("main").getByRole("link", { name: "Clear filters" }).last().click();
    await page.waitForURL((url) => url.pathname === "/safaris" && url.search === "");
    await expectAccessible(page, "filters cleared");
    expect(await safariCards(page).count()).toBe(sampleSafaris.length);

    // A park's destination lists our lodges there and the safaris that visit it; a lodge, those that stay.
    await visit(page, "/serengeti");
    await expectAccessible(page);
    const lodges = page.getByRole("region", { name: "Lodges and camps in Serengeti" });
    expect(await lodges.locator("h3").allTextContents()).toEqual(["Seronera Plains Camp"]);
    const visiting = page.getByRole("region", { name: "Safaris that visit Serengeti" });
    expect(await visiting.locator("h3").allTextContents()).toEqual([migration.title, "Kenya & Tanzania Highlights"]);
    await lodges.getByRole("link", { name: "View Details: Seronera Plains Camp" }).click();
    await page.waitForURL("**/hotels-and-lodges/seronera-plains-camp");
    await expectAccessible(page);
    expect(await page.getByRole("heading", { name: "Rooms and tents" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Amenities" }).isVisible()).toBe(true);
    const map = page.getByRole("img", {
      name: "Map of Kenya and Tanzania with Seronera Plains Camp marked in Central Serengeti, Tanzania",
    });
    expect(await map.isVisible()).toBe(true);
    expect(await page.getByText("2.448° S, 34.823° E").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Open in OpenStreetMap" }).getAttribute("href")).toBe(
      "https://www.openstreetmap.org/?mlat=-2.44800&mlon=34.82300#map=13/-2.44800/34.82300",
    );
    const staying = page.getByRole("region", { name: "Safaris that stay at Seronera Plains Camp" });
    expect(await staying.locator("h3").allTextContents()).toEqual([migration.title, "Kenya & Tanzania Highlights"]);
  });

  it("lists for a travel month every safari priced on its dates, at that month's price", async () => {
    const page = await newPage(server);
    // April is the long rains' green season: not the best month of any sample safari, but bookable and priced.
    await visit(page, "/safaris?month=4");
    await expectAccessible(page, "travel month April");
    expect(await safariCards(page).count()).toBe(sampleSafaris.length);
    const migrationPrice = async () =>
      (await safariCards(page).filter({ hasText: migration.title }).textContent())?.match(/From\s+USD\s+[\d,]+/)?.[0];
    const april = await migrationPrice();
    // In August the card reads August's (high-season) price, and the budget filter judges that one.
    await visit(page, "/safaris?month=8");
    await expectAccessible(page, "travel month August");
    const august = await migrationPrice();
    expect(april && august && april !== august).toBe(true);
    const augustUsd = Number(august?.replace(/\D/g, ""));
    expect(augustUsd).toBeGreaterThan(Number(april?.replace(/\D/g, "")));
    await visit(page, "/safaris?month=8&budget=1500-3000");
    await expectAccessible(page, "August within USD 1,500 to 3,000");
    const listed = await safariCards(page).locator("h3").allTextContents();
    expect(listed.includes(migration.title)).toBe(augustUsd >= 1500 && augustUsd < 3000);
  });

  it("works without JavaScript", async () => {
    const page = await newPage(server, { javaScriptEnabled: false });
    await visit(page, "/safaris");
    await expectAccessible(page);
    expect(await safariCards(page).count()).toBe(sampleSafaris.length);
    // The filters are a plain GET form; its empty choices are left out of the address the list answers at.
    const form = page.getByRole("form", { name: "Find your safari" });
    await form.getByLabel("Country").selectOption({ label: "Tanzania" });
    await form.getByLabel("Budget per person").selectOption({ label: "USD 1,500 to 3,000" });
    await form.getByRole("button", { name: "Show safaris" }).click();
    await page.waitForURL((url) => url.search === "?country=tanzania&budget=1500-3000");
    await expectAccessible(page, "filtered without JavaScript");
    expect(await safariCards(page).locator("h3").allTextContents()).toEqual([
      migration.title,
      "Kenya & Tanzania Highlights",
    ]);
    await page.getByRole("link", { name: "Remove filter: USD 1,500 to 3,000" }).click();
    await page.waitForURL((url) => url.search === "?country=tanzania");
    await expectAccessible(page, "one filter removed without JavaScript");
    expect(await safariCards(page).count()).toBe(3);
    await page.getByRole("link", { name: `View Details: ${migration.title}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/safaris/"));
    await expectAccessible(page);
    expect(await page.getByRole("region", { name: "Detailed Itinerary" }).locator("ol > li").count()).toBe(
      migration.itinerary.length,
    );
  });
});

describe("with no safaris in the database", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { SEED_ON_START: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("says 'No safaris found' with a way to ask instead", async () => {
    const page = await newPage(server);
    const response = await visit(page, "/safaris");
    expect(response.status()).toBe(200);
    await expectAccessible(page);
    expect(await page.getByRole("heading", { name: "No safaris found" }).count()).toBe(1);
    expect(await page.getByRole("link", { name: "Contact Us" }).first().getAttribute("href")).toBe("/contact");
    expect(await safariCards(page).count()).toBe(0);
  });

  it("answers 404 for any safari id", async () => {
    const raw = await get(`${server.url}/safaris/1`);
    expect(raw.status).toBe(404);
    expect(visibleText(raw.text)).toContain("Safari not found");
  });
});

// On PostgreSQL a table can be renamed away under the running app, then put back.
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

  it("logs a broken query and answers 500 (not an outage's 503) on the list and a safari, then recovers on 'Try Again'", async () => {
    await database.run("alter table safari_packages rename to safari_packages_away");
    try {
      const list = await get(`${server.url}/safaris`);
      expect(list.status).toBe(500);
      expect(list.header("retry-after")).toBeUndefined();
      expect(visibleText(list.text)).toContain("Unable to load safari packages Please try again later.");
      const logged = await server.waitForLog("safari list failed to load");
      expect(logged.level).toBe(50);

      const detail = await get(`${server.url}/safaris/1`);
      expect(detail.status).toBe(500);
      expect(visibleText(detail.text)).toContain("We couldn't load this safari");
      expect(detail.text).toMatch(/<a[^>]*href="\/safaris"[^>]*>Back to All Safaris<\/a>/);

      const page = await newPage(server);
      const response = await visit(page, "/safaris");
      expect(response.status()).toBe(500);
      expect(await page.getByRole("alert").textContent()).toContain("Unable to load safari packages");
      await expectAccessible(page);

      await database.run("alter table safari_packages_away rename to safari_packages");
      await page.getByRole("link", { name: "Try Again" }).click();
      await expect.poll(() => safariCards(page).count()).toBe(sampleSafaris.length);
      await expectAccessible(page);
    } finally {
      await database.run("alter table if exists safari_packages_away rename to safari_packages");
    }
  });
});
