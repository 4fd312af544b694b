// The destinations page and a destination's own page (/{slug}), driven in Chromium against the production
// build: sections and texts, the region tabs (mouse and keyboard), the month grid, links between pages,
// the not-found, empty and error states with their HTTP status, and an accessibility scan of every page.
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { destinationBestMonths, destinations } from "~/db/schema";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { hydrateInView } from "./support/deferred";
import { expectPreviewPicture, get, visibleText } from "./support/http";

const regionTabs = ["Kenya", "Tanzania", "East Africa", "Islands"];
const footerDestinations = [
  { href: "/maasai-mara", name: "Maasai Mara" },
  { href: "/amboseli", name: "Amboseli" },
  { href: "/samburu", name: "Samburu" },
  { href: "/ngorongoro", name: "Ngorongoro" },
  { href: "/serengeti", name: "Serengeti" },
];

let server: AppServer;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  // Seeding happens before the server reports ready; on a busy machine that takes a while.
  [server, browser] = await Promise.all([startAppServer({ readyTimeoutMs: 170_000 }), launchBrowser()]);
  await server.waitForLog("sample content seeded");
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

async function newPage(baseUrl = server.url, options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, baseUrl, options);
  pages.push(page);
  return page;
}

function main(page: Page) {
  return page.getByRole("main");
}

async function metaContent(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).first().getAttribute("content");
}

describe("the destinations page", () => {
  it("shows the hero, the four highlights, every destination as a card, the season guide and the closing call", async () => {
    const page = await newPage();
    const response = await visit(page, "/destinations");
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    await expect(page.title()).resolves.toBe("Safari Destinations in Kenya & Tanzania | Heartbeest Safari");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/destinations`);
    expect(await metaContent(page, 'meta[name="description"]')).toMatch(/Maasai Mara/);
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe("Safari Destinations in Kenya & Tanzania");
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");

    await expect(main(page).getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Destinations");
    expect(await main(page).getByRole("link", { name: "Explore Safaris" }).getAttribute("href")).toBe("/safaris");

    const highlights = main(page).getByRole("list", { name: "Why travel with us" }).getByRole("listitem");
    expect(await highlights.count()).toBe(4);

    const grid = page.getByRole("region", { name: "Parks, reserves and coastlines" });
    const cards = grid.getByRole("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    const mara = grid.getByRole("article", { name: "Maasai Mara", exact: true });
    await expect(mara.getByText("Narok County, Kenya").isVisible()).resolves.toBe(true);
    // The overview cut to its first sentence, and the best months as one label.
    expect(await mara.locator("p").first().textContent()).toBe(
      "The Maasai Mara is Kenya's most celebrated reserve, a sweep of open grassland where lions, cheetahs and leopards hunt in plain view.",
    );
    expect(visibleText(await mara.innerHTML())).toContain("Best time to visit Jul - Oct");
    expect(visibleText(await grid.getByRole("article", { name: "Ngorongoro" }).innerHTML())).toContain(
      "Best time to visit Year-round",
    );
    // Two seasons: the southern calving and the northern river crossings.
    expect(visibleText(await grid.getByRole("article", { name: "Serengeti" }).innerHTML())).toContain(
      "Best time to visit Jan - Feb, Jul - Oct",
    );
    expect(await mara.getByRole("link", { name: /View Destination/ }).getAttribute("href")).toBe("/maasai-mara");
    // Every card links to its own stored slug, each once.
    const hrefs = await grid
      .getByRole("link", { name: /View Destination/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toHaveLength(await cards.count());
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)*$/);

    const seasons = page.getByRole("region", { name: "When to go on safari" });
    expect(visibleText(await seasons.innerHTML())).toMatch(/Dry season June - October .*Green season April - May/);

    const closing = page.getByRole("region", { name: "Not sure where to begin?" });
    expect(await closing.getByRole("link", { name: "Browse Safaris" }).getAttribute("href")).toBe("/safaris");
    expect(await closing.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
  });

  it("switches regions with the mouse and with the arrow keys, each with its description, key parks and link", async () => {
    const page = await newPage();
    await visit(page, "/destinations");
    await expectAccessible(page);
    const tablist = page.getByRole("tablist", { name: "Regions" });
    await hydrateInView(tablist);
    const tabs = tablist.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(regionTabs);
    // Radix moves focus (and so the selection) a tick after the key press: wait for the tab to be selected.
    const expectSelected = async (name: string) => {
      await tablist.getByRole("tab", { name, exact: true, selected: true }).waitFor({ timeout: 5_000 });
      expect(await tablist.getByRole("tab", { selected: true }).count()).toBe(1);
    };
    const visiblePanel = page.getByRole("tabpanel");

    await expectSelected("Kenya");
    expect(await visiblePanel.count()).toBe(1);
    expect(await visiblePanel.getByRole("heading", { level: 3 }).textContent()).toBe("Kenya: the home of the safari");

    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await tablist.getByRole("tab", { name: "Islands" }).click();
    await expectSelected("Islands");
    expect(await visiblePanel.getByRole("heading", { level: 3 }).textContent()).toBe("Islands: the Swahili coast");
    // Switched in place: no page was loaded.
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(await visiblePanel.getByRole("listitem").allTextContents()).toContain("Zanzibar");
    expect(await visiblePanel.getByRole("link", { name: "Browse bush and beach safaris" }).getAttribute("href")).toBe(
      "/safaris",
    );
    await expectAccessible(page, "Islands tab");

    // Keyboard: arrows move between tabs (wrapping), Home and End jump, the focused tab is shown.
    await tablist.getByRole("tab", { name: "Kenya" }).click();
    await page.keyboard.press("ArrowRight");
    await expectSelected("Tanzania");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Tanzania");
    expect(await visiblePanel.getByRole("heading", { level: 3 }).textContent()).toBe(
      "Tanzania: the great northern circuit",
    );
    expect(await visiblePanel.getByRole("listitem").allTextContents()).toEqual([
      "Serengeti",
      "Ngorongoro Crater",
      "Tarangire",
      "Lake Manyara",
    ]);
    // Its safaris are the list filtered to the country.
    expect(await visiblePanel.getByRole("link", { name: "Browse Tanzania safaris" }).getAttribute("href")).toBe(
      "/safaris?country=tanzania",
    );
    await page.keyboard.press("ArrowRight");
    await expectSelected("East Africa");
    await page.keyboard.press("End");
    await expectSelected("Islands");
    await page.keyboard.press("ArrowRight");
    await expectSelected("Kenya");
    await page.keyboard.press("ArrowLeft");
    await expectSelected("Islands");
    await page.keyboard.press("Home");
    await expectSelected("Kenya");
    // Tab leaves the tab row for the open panel.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");
  });

  it("sends every region's panel in the server's HTML; without JavaScript the tabs are links the page answers", async () => {
    const raw = await get(`${server.url}/destinations`);
    expect(raw.status).toBe(200);
    const text = visibleText(raw.text);
    for (const title of [
      "Kenya: the home of the safari",
      "Tanzania: the great northern circuit",
      "East Africa: follow the migration across the border",
      "Islands: the Swahili coast",
    ]) {
      expect(text).toContain(title);
    }

    const page = await newPage(server.url, { javaScriptEnabled: false });
    await visit(page, "/destinations");
    await expectAccessible(page, "without JavaScript");
    const tablist = page.getByRole("tablist", { name: "Regions" });
    expect(await tablist.isVisible()).toBe(true);
    expect(await page.getByRole("tabpanel").count()).toBe(1);
    expect(await tablist.getByRole("tab", { name: "Islands" }).getAttribute("href")).toBe("?region=islands#regions");
    await tablist.getByRole("tab", { name: "Islands" }).click();
    await page.waitForURL((url) => url.searchParams.get("region") === "islands");
    await expectAccessible(page, "Islands chosen without JavaScript");
    expect(await tablist.getByRole("tab", { name: "Islands", selected: true }).count()).toBe(1);
    expect(await page.getByRole("tabpanel").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Islands: the Swahili coast" }).isVisible()).toBe(true);
    // An unknown region opens the first.
    await visit(page, "/destinations?region=atlantis");
    await expectAccessible(page, "unknown region");
    expect(await tablist.getByRole("tab", { name: "Kenya", selected: true }).count()).toBe(1);
  });

  it("is laid out for a phone without sideways scrolling", async () => {
    const page = await newPage(server.url, { viewport: phone });
    await visit(page, "/destinations");
    await expectAccessible(page, "phone");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("leads from a card to the destination's page and back through the navigation", async () => {
    const page = await newPage();
    await visit(page, "/destinations");
    await expectAccessible(page);
    await page
      .getByRole("article", { name: "Amboseli" })
      .getByRole("link", { name: /View Destination/ })
      .click();
    await page.waitForURL(`${server.url}/amboseli`);
    await page.getByRole("heading", { level: 1, name: "Amboseli" }).waitFor();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Destinations", exact: true }).first().click();
    await page.waitForURL(`${server.url}/destinations`);
    await page.getByRole("heading", { level: 1, name: "Destinations" }).waitFor();
  });
});

describe("a destination's page", () => {
  it("shows every section of the Maasai Mara with its texts, links and structured data", async () => {
    const page = await newPage();
    const response = await visit(page, "/maasai-mara");
    expect(response.status()).toBe(200);
    await expectAccessible(page);

    await expect(page.title()).resolves.toBe("Maasai Mara | Heartbeest Safari");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${server.url}/maasai-mara`);
    expect(await metaContent(page, 'meta[property="og:image"]')).toBe(`${server.url}/art/destinations/maasai-mara.jpg`);
    await expectPreviewPicture(`${server.url}/art/destinations/maasai-mara.jpg`);
    expect(await metaContent(page, 'meta[name="description"]')).toMatch(/^Maasai Mara, Narok County, Kenya: /);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
    expect(jsonLd).toContainEqual(
      expect.objectContaining({ "@type": "TouristDestination", name: "Maasai Mara", url: `${server.url}/maasai-mara` }),
    );

    const hero = page.getByRole("region", { name: "Maasai Mara", exact: true });
    expect(await hero.getByText("Narok County, Kenya").isVisible()).toBe(true);
    expect(await hero.getByRole("link", { name: "Book Safari" }).getAttribute("href")).toBe("/safaris");
    expect(await hero.locator("img").getAttribute("src")).toBe("/art/destinations/maasai-mara.svg");

    const overview = page.getByRole("region", { name: "About Maasai Mara" });
    expect(await overview.textContent()).toContain("Kenya's most celebrated reserve");
    const note = overview.getByRole("complementary", { name: "Note" });
    expect(await note.textContent()).toMatch(/^NoteRiver crossings cannot be scheduled/);

    const attractions = page.getByRole("region", { name: "Attractions" });
    const cards = attractions.getByRole("article");
    expect(await cards.count()).toBe(4);
    // The icon follows keywords in the name.
    expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-attraction-kind")))).toEqual([
      "water",
      "wildlife",
      "culture",
      "default",
    ]);
    expect(await cards.first().getByRole("img", { name: "Mara River Crossings" }).count()).toBe(1);

    const visit_ = page.getByRole("region", { name: "When to Visit" });
    expect(await visit_.getByRole("heading", { name: "Why These Months?" }).isVisible()).toBe(true);
    expect(await visit_.textContent()).toContain("July to October brings the Great Migration");
    expect(await visit_.textContent()).toContain("Best months");
    expect(await visit_.textContent()).toContain("Other months");

    const getting = page.getByRole("region", { name: "Getting There" });
    expect(visibleText(await getting.innerHTML())).toMatch(
      /By Road Journey time: 5-6 hours From Nairobi .* By Air Journey time: 45 minutes Scheduled light aircraft/,
    );

    const stay = page.getByRole("region", { name: "Accommodation" });
    expect(await stay.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Budget Options",
      "Mid-Range",
      "Luxury",
    ]);

    const closing = page.getByRole("region", { name: "Ready to Visit Maasai Mara?" });
    expect(await closing.getByRole("link", { name: "Book Your Safari" }).getAttribute("href")).toBe("/safaris");
    expect(await closing.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
  });

  it("highlights the best months and toggles a month's selection on click", async () => {
    const page = await newPage();
    await visit(page, "/maasai-mara");
    await expectAccessible(page);
    const months = page.getByRole("list", { name: "Months of the year" }).getByRole("button");
    expect(await months.count()).toBe(12);
    expect(await months.evaluateAll((buttons) => buttons.map((button) => button.textContent))).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ]);
    const best = await months.evaluateAll((buttons) =>
      buttons.filter((button) => button.hasAttribute("data-best")).map((button) => button.textContent),
    );
    expect(best).toEqual(["Jul", "Aug", "Sep", "Oct"]);
    // Each name starts with the visible text (Label in Name); the full month name is the abbreviation's title.
    expect(await page.getByRole("button", { name: "Aug, best month" }).count()).toBe(1);
    expect(await page.locator('abbr[title="August"]').textContent()).toBe("Aug");

    const march = page.getByRole("button", { name: "Mar", exact: true });
    const august = page.getByRole("button", { name: "Aug, best month" });
    expect(await march.getAttribute("aria-pressed")).toBe("false");
    await march.click();
    expect(await march.getAttribute("aria-pressed")).toBe("true");
    await august.click();
    expect(await august.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("You selected 2 months, 1 in the best season.").waitFor();
    await expectAccessible(page, "two months selected");
    await march.click();
    expect(await march.getAttribute("aria-pressed")).toBe("false");
    await page.getByText("You selected 1 month, 1 in the best season.").waitFor();
    // Keyboard too: the months are ordinary buttons.
    await august.focus();
    await page.keyboard.press("Enter");
    expect(await august.getAttribute("aria-pressed")).toBe("false");
    // A selection in the address (the form's answer before the script runs) is rendered by the server.
    await visit(page, "/maasai-mara?months=3");
    await expectAccessible(page, "month chosen by the address");
    expect(await page.getByRole("button", { name: "Mar", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByText("You selected 1 month, none of them in the best season.").waitFor();
  });

  it("toggles months without JavaScript: each month is a button of a form the page answers", async () => {
    const page = await newPage(server.url, { javaScriptEnabled: false });
    await visit(page, "/maasai-mara");
    await expectAccessible(page, "without script");
    await page.getByRole("button", { name: "Mar", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("months") === "3");
    await expectAccessible(page, "one month chosen without script");
    await page.getByRole("button", { name: "Aug, best month" }).click();
    await page.waitForURL((url) => url.searchParams.get("months") === "3,8");
    await expectAccessible(page, "two months chosen without script");
    expect(await page.getByRole("button", { name: "Mar", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Aug, best month" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByText("You selected 2 months, 1 in the best season.").isVisible()).toBe(true);
    expect(new URL(page.url()).hash).toBe("#when-to-visit");
  });

  it("hides When to Visit where a destination has no best months (Ngorongoro)", async () => {
    const page = await newPage();
    await visit(page, "/ngorongoro");
    await expectAccessible(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ngorongoro");
    expect(await page.getByRole("heading", { name: "When to Visit" }).count()).toBe(0);
    expect(await page.getByRole("list", { name: "Months of the year" }).count()).toBe(0);
    expect(await page.getByRole("region", { name: "Attractions" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Getting There" }).count()).toBe(1);
  });

  it("answers an unknown slug with 404 and the site's own not-found page, not a place named after the slug", async () => {
    const page = await newPage();
    const response = await visit(page, "/tsavo-east-and-the-coast");
    expect(response.status()).toBe(404);
    await expectAccessible(page);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Oops! The page you're looking for can't be found",
    );
    expect(await main(page).textContent()).not.toContain("Tsavo East and the Coast");
    await expect(page.title()).resolves.toBe("Page not found | Heartbeest Safari");
    expect(await metaContent(page, 'meta[name="robots"]')).toBe("noindex");
    const home = main(page).getByRole("link", { name: "Return to Home" });
    expect(await home.getAttribute("href")).toBe("/");
    await home.click();
    await page.waitForURL(`${server.url}/`);
    await expectAccessible(page);
  });

  it("never shadows a reserved name and sends capitals to the lowercase address", async () => {
    for (const path of ["/api", "/auth", "/reset-password", "/healthz.txt", "/not_a_slug"]) {
      const response = await get(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(visibleText(response.text), path).not.toContain("Destination Not Found");
    }
    const upper = await get(`${server.url}/Maasai-Mara?ref=footer`);
    expect(upper.status).toBe(301);
    expect(upper.header("location")).toBe("/maasai-mara?ref=footer");
  });

  it("resolves the footer's five destination links to their pages", async () => {
    const page = await newPage();
    await visit(page, "/destinations");
    await expectAccessible(page);
    const footerHrefs = await page
      .getByRole("contentinfo")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    for (const { href, name } of footerDestinations) {
      expect(footerHrefs).toContain(href);
      const response = await get(`${server.url}${href}`);
      expect(response.status, href).toBe(200);
      expect(response.text).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
    }
  });
});

// Each of these restarts a server on a busy machine: they get more time than a page visit needs.
const RESTART_TIMEOUT_MS = 150_000;

describe("with an empty, a sparse and a broken catalogue", () => {
  let dataDir: string;
  let other: AppServer | undefined;

  beforeAll(async () => {
    dataDir = await makeTempDir("heartbeest-destinations-");
  });
  afterAll(async () => {
    await other?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function restart(): Promise<AppServer> {
    await other?.stop();
    other = await startAppServer({ dataDir, env: { SEED_ON_START: "false" }, readyTimeoutMs: RESTART_TIMEOUT_MS });
    return other;
  }

  async function withDatabase(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<unknown>) {
    await other?.stop();
    other = undefined;
    // The server keeps its embedded database in DATA_DIR/db.
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      // Each test stands on its own even when an earlier one never got a server started.
      await handle.migrate();
      await work(handle.db);
    } finally {
      await handle.close();
    }
  }

  it(
    "shows the page without cards and with a clear empty text when there are no destinations",
    async () => {
      const empty = await restart();
      const page = await newPage(empty.url);
      const response = await visit(page, "/destinations");
      expect(response.status()).toBe(200);
      await expectAccessible(page);
      const grid = page.getByRole("region", { name: "Parks, reserves and coastlines" });
      expect(await grid.getByRole("article").count()).toBe(0);
      expect(await grid.getByRole("heading", { name: "No destinations found" }).isVisible()).toBe(true);
      expect(await grid.getByRole("link", { name: "Browse Safaris" }).getAttribute("href")).toBe("/safaris");
      // The guidance around the grid is still there.
      expect(await page.getByRole("tab").count()).toBe(4);
    },
    RESTART_TIMEOUT_MS + 60_000,
  );

  it(
    "shows only the sections a destination has content for",
    async () => {
      await withDatabase(async (db) => {
        const rows = await db
          .insert(destinations)
          .values([
            {
              slug: "bare-plains",
              name: "Bare Plains",
              region: "Kajiado County, Kenya",
              country: "Kenya",
              overview: "  A quiet plain with nothing listed yet.  ",
            },
            {
              slug: "months-no-reason",
              name: "Months No Reason",
              region: "Arusha Region, Tanzania",
              country: "Tanzania",
              overview: "Best months are known, the reason is not.",
            },
          ])
          .returning({ id: destinations.id, slug: destinations.slug });
        const withMonths = rows.find((row) => row.slug === "months-no-reason");
        await db.insert(destinationBestMonths).values([{ destinationId: withMonths!.id, monthNumber: 8 }]);
      });
      const sparse = await restart();
      const page = await newPage(sparse.url);
      const response = await visit(page, "/bare-plains");
      expect(response.status()).toBe(200);
      await expectAccessible(page);
      expect(await page.getByRole("heading", { name: "About Bare Plains" }).isVisible()).toBe(true);
      expect(await main(page).textContent()).toContain("A quiet plain with nothing listed yet.");
      for (const absent of ["Attractions", "When to Visit", "Getting There", "Accommodation"]) {
        expect(await page.getByRole("heading", { name: absent, exact: true }).count(), absent).toBe(0);
      }
      expect(await page.getByText("Note", { exact: true }).count()).toBe(0);
      expect(await page.getByRole("heading", { name: "Ready to Visit Bare Plains?" }).isVisible()).toBe(true);
      // The hero falls back to the placeholder picture.
      expect(
        await page.getByRole("region", { name: "Bare Plains", exact: true }).locator("img").getAttribute("src"),
      ).toBe("/art/site/placeholder.svg");

      await visit(page, "/months-no-reason");
      await expectAccessible(page);
      expect(await page.getByRole("heading", { name: "When to Visit" }).count()).toBe(0);

      await visit(page, "/destinations");
      await expectAccessible(page);
      const grid = page.getByRole("region", { name: "Parks, reserves and coastlines" });
      expect(await grid.getByRole("article").count()).toBe(2);
      // A missing hero image gives the card's placeholder.
      expect(
        await grid.getByRole("article", { name: "Bare Plains" }).getByText("Image not available").isVisible(),
      ).toBe(true);
    },
    RESTART_TIMEOUT_MS + 60_000,
  );

  it(
    "answers 500 (a broken query, not an outage) with 'Unable to load destinations', and logs it",
    async () => {
      await withDatabase((db) => db.execute(sql`alter table destinations rename to destinations_unreadable`));
      const broken = await restart();
      const page = await newPage(broken.url);
      const response = await visit(page, "/destinations");
      expect(response.status()).toBe(500);
      await expectAccessible(page);
      const grid = page.getByRole("region", { name: "Parks, reserves and coastlines" });
      const alert = grid.getByRole("alert");
      expect(await alert.getByRole("heading").textContent()).toBe("Unable to load destinations");
      expect(await alert.textContent()).toContain("Please try again later.");
      expect(await grid.getByRole("article").count()).toBe(0);
      await broken.waitForLog("destinations failed to load");
    },
    RESTART_TIMEOUT_MS + 60_000,
  );
});
