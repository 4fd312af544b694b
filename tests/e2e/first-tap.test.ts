// Every control a visitor can see works the moment it is tapped (docs/decisions: 'Interactivity'). On a slow
// phone (the CPU slowed 4x and the network throttled through Chromium's DevTools protocol) each journey loads
// a page and taps its control as soon as the control is visible: no waiting for the page's script or for a
// part's deferred code. A tap that lands before the code is a plain link, form or <details>, which the server
// answers; one that lands after it is handled in place. Either way the visitor sees the outcome asserted.
// Then the same journeys with JavaScript off.
import { rm } from "node:fs/promises";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { closePage, launchBrowser, openPage, phone, recordOf, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";

const STAFF = { email: "amani@heartbeest.test", password: "a long staff passphrase", name: "Amani Njoroge" };

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-first-tap-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF]);
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  try {
    for (const page of pages) expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

type Mode = "slow phone" | "no script";

async function newPage(mode: Mode, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await openPage(browser, server.url, {
    viewport: phone,
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled: mode !== "no script",
    ...options,
  });
  pages.push(page);
  // Nothing leaves the machine: OpenStreetMap's embedded map is answered here.
  await page.route(/^https:\/\/www\.openstreetmap\.org\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
  if (mode === "slow phone") {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  return page;
}

/** Starts loading `target` and returns as soon as the response begins: the journey taps from there on. */
async function open(page: Page, target: string): Promise<void> {
  const response = await page.goto(target, { waitUntil: "commit" });
  expect(response?.status(), target).toBe(200);
}

/** A tap as soon as the control is visible (Playwright waits for it to show and hold still, nothing more). */
async function tap(control: Locator): Promise<void> {
  await control.tap();
}

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 30_000 });

interface Journey {
  name: string;
  path: string;
  /** Taps and asserts what the visitor then sees. */
  run: (page: Page, mode: Mode) => Promise<void>;
  /** Staff pages: the journey starts signed in. */
  staff?: boolean;
  /** Only with script (a control the page shows only once its code runs). */
  scriptOnly?: boolean;
}

const journeys: Journey[] = [
  {
    name: "a region tab on /destinations selects it and shows its panel",
    path: "/destinations",
    async run(page) {
      const tablist = page.getByRole("tablist", { name: "Regions" });
      await tap(tablist.getByRole("tab", { name: "Tanzania" }));
      await poll(() => tablist.getByRole("tab", { name: "Tanzania", selected: true }).count()).toBe(1);
      await poll(() => page.getByRole("heading", { name: "Tanzania: the great northern circuit" }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole("tabpanel").count()).toBe(1);
      expect(await page.getByRole("heading", { name: "Kenya: the home of the safari" }).isVisible()).toBe(false);
    },
  },
  {
    name: "a month in When to Visit on a destination's page toggles",
    path: "/maasai-mara",
    async run(page) {
      const months = page.getByRole("list", { name: "Months of the year" });
      await tap(months.getByRole("button", { name: "Mar", exact: true }));
      await poll(() => months.getByRole("button", { name: "Mar", exact: true }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      await poll(() => page.getByText("You selected 1 month, none of them in the best season.").isVisible()).toBe(true);
      await tap(months.getByRole("button", { name: "Aug, best month" }));
      await poll(() => months.getByRole("button", { name: "Aug, best month" }).getAttribute("aria-pressed")).toBe(
        "true",
      );
      await poll(() => page.getByText("You selected 2 months, 1 in the best season.").isVisible()).toBe(true);
    },
  },
  {
    name: "the carousel's next-slide control on / moves it",
    path: "/",
    scriptOnly: true,
    async run(page) {
      const carousel = page.locator("#about-carousel");
      // The controls are drawn only once the carousel's code runs (until then the slides are a plain scroller a
      // visitor swipes), and that code loads as the carousel comes into view: scroll to it, as a visitor does.
      await carousel.scrollIntoViewIfNeeded();
      await tap(carousel.getByRole("button", { name: "Next slide" }));
      await poll(() => carousel.getByRole("group", { name: "2 of 2" }).getAttribute("data-active")).toBe("");
    },
  },
  {
    name: "the menu button opens the menu",
    path: "/safaris",
    async run(page) {
      await tap(page.getByRole("button", { name: "Menu" }));
      await poll(() => page.locator("#site-menu").getByRole("link", { name: "Destinations" }).isVisible()).toBe(true);
    },
  },
  {
    name: "a question in the FAQ on /contact opens its answer",
    path: "/contact",
    async run(page) {
      const faq = page.getByRole("region", { name: "Frequently asked questions" });
      await tap(faq.getByText("Can I cancel my safari?"));
      await poll(() => faq.getByText(/free up to 30 days before/).isVisible()).toBe(true);
    },
  },
  {
    name: "'Show interactive map' on /contact shows the live map",
    path: "/contact",
    async run(page) {
      await tap(page.getByRole("button", { name: "Show interactive map" }));
      await poll(() => page.locator('iframe[title="Map of our office in Nairobi"]').isVisible()).toBe(true);
    },
  },
  {
    name: "a category chip on /video-gallery filters the films",
    path: "/video-gallery",
    async run(page) {
      const filter = page.getByRole("navigation", { name: /categor/i });
      await tap(filter.getByRole("link", { name: "Wildlife" }));
      await poll(() => filter.getByRole("link", { name: "Wildlife" }).getAttribute("aria-current")).toBe("page");
      expect(new URL(page.url()).searchParams.get("category")).toBe("wildlife");
      const badges = await page.locator("#films article .card-media").allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge).toBe("Wildlife");
    },
  },
  {
    name: "a film's card on /video-gallery plays it",
    path: "/video-gallery",
    async run(page) {
      const card = page.getByRole("link", { name: /^Play video: / }).first();
      const file = await card.getAttribute("href");
      expect(file).toMatch(/^\/media\/videos\/.+\.webm$/);
      await tap(card);
      // With the code: the player in a dialog. Before it (or without script): the film itself, as a link does.
      await poll(async () => {
        if (new URL(page.url()).pathname === file) return "the film";
        return (await page.getByRole("dialog").locator("video").count()) > 0 ? "the player" : "nothing yet";
      }).not.toBe("nothing yet");
    },
  },
  {
    name: "'Share Your Experience' on /reviews shows the review form",
    path: "/reviews",
    async run(page) {
      await tap(page.getByRole("link", { name: "Share Your Experience" }).first());
      // In a dialog with the code, on the page (/reviews?write=1) before it: the same form either way.
      await poll(() =>
        page
          .getByRole("textbox", { name: /review/i })
          .first()
          .isVisible(),
      ).toBe(true);
      expect(await page.getByRole("heading", { name: "Share Your Experience" }).first().isVisible()).toBe(true);
    },
  },
  {
    name: "'Add destination' on a staff table shows the add form",
    path: "/admin/destinations",
    staff: true,
    async run(page) {
      await tap(page.getByRole("link", { name: "Add destination" }));
      await poll(() => page.getByRole("button", { name: "Add destination" }).isVisible()).toBe(true);
      expect(await page.getByLabel(/^Name/).first().isVisible()).toBe(true);
    },
  },
  {
    name: "'Edit' on a staff table shows the edit form with the record",
    path: "/admin/destinations",
    staff: true,
    async run(page) {
      await tap(page.getByRole("link", { name: /^Edit / }).first());
      await poll(() => page.getByRole("button", { name: "Save changes" }).isVisible()).toBe(true);
      expect(await page.getByLabel(/^Name/).first().inputValue()).not.toBe("");
    },
  },
  {
    name: "a toast's close button closes it; without script the message shows by itself",
    path: "/contact",
    async run(page, mode) {
      const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
      await form.getByLabel("Full name *").fill("Neema Achieng");
      await form.getByLabel("Email *").fill("neema@example.com");
      await form.getByLabel("Subject *").fill("Honeymoon in February");
      await form.getByLabel("Message *").fill("Two of us, ten days, somewhere quiet near the coast.");
      await tap(form.getByRole("button", { name: "Send Message" }));
      if (mode === "no script") {
        await poll(() => page.getByRole("status").filter({ hasText: "Message sent" }).isVisible()).toBe(true);
        return;
      }
      const toast = page.getByRole("status").filter({ hasText: "Message sent" });
      await tap(page.getByRole("button", { name: "Close" }).first());
      await poll(() => toast.count()).toBe(0);
    },
  },
];

let staffState: Awaited<ReturnType<ReturnType<Page["context"]>["storageState"]>> | undefined;

/** A signed-in staff member's cookies (signing in is not what these journeys test, so it waits as it likes). */
async function staffSession(): Promise<NonNullable<typeof staffState>> {
  if (staffState) return staffState;
  const page = await openPage(browser, server.url);
  try {
    await page.goto("/login?redirectTo=%2Fadmin");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    staffState = await page.context().storageState();
    return staffState;
  } finally {
    await closePage(page);
  }
}

describe.each<Mode>(["slow phone", "no script"])("tapped at once, on a %s", (mode) => {
  for (const journey of journeys) {
    const skip = mode === "no script" && journey.scriptOnly;
    it.skipIf(skip)(journey.name, async () => {
      const options: BrowserContextOptions = journey.staff ? { storageState: await staffSession() } : {};
      const page = await newPage(mode, options);
      await open(page, journey.path);
      await journey.run(page, mode);
    });
  }

  it.runIf(mode === "no script")(
    "shows the carousel's slides side by side in a scroller, with no dead controls",
    async () => {
      const page = await newPage(mode);
      await open(page, "/");
      const carousel = page.locator("#about-carousel");
      expect(await carousel.getByRole("group").count()).toBe(2);
      expect(await carousel.getByRole("button").count()).toBe(0);
      const scroller = carousel.locator("#about-carousel-slides");
      await scroller.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
      await poll(() => carousel.getByRole("group", { name: "2 of 2" }).isVisible()).toBe(true);
    },
  );
});
