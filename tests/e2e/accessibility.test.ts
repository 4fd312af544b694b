// Every page in every state, scanned with axe-core: each public page type at 375 px (with the menu open)
// and at 1280 px, with its tabs switched, dialogs open and forms showing their errors; the no-script
// rendering of the pages a slow phone sees first; and every staff page signed in, with its Add and Edit
// dialogs open and showing a validation error. Any serious or critical finding fails the test, with every
// finding of the journey listed (a scan does not stop at the first page with a problem).
//
// This file is the run's gate for what the sample site shows anyone. The feature files scan too, with
// expectAccessible(): the states only their own data and stand-ins reach (a paid trip page, an M-Pesa
// status page, a refused form, another role's portal). A log of those scans in six feature files
// (address, state label, script, width, dialogs open, errors shown) found 131 scans of 110 distinct
// states, most of them out of this file's reach, so they stay where the state is made; each distinct
// state is scanned once per run, however many tests pass through it (support/axe.ts). This file scans
// its whole list every run.
import { rm } from "node:fs/promises";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings } from "~/db/schema";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import {
  analyze,
  blockingViolations,
  expectEveryVisitedPageScanned,
  formatViolations,
  rulesSwitchedOn,
  type Violation,
} from "./support/axe";
import { closePage, desktop, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { prepareSiteDatabase, SAMPLE_BOOKING } from "./support/database";

const STAFF = { email: "neema@heartbeest.test", password: "a long staff passphrase", name: "Neema Mushi" };
const TRAVELLER = { name: "Amina Otieno", email: "amina@example.com", message: "Is late August good for crossings?" };

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
let dataDir: string;
let safariId: string;
let hotelPath: string;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

interface Finding {
  label: string;
  violations: Violation[];
}
/** What the current test's scans found; reported (and failed on) after each test. */
let findings: Finding[] = [];
/** Every finding of the file, summed up at the end: rule, page, count of elements. */
const allFindings: Finding[] = [];
const pages: Page[] = [];

// A booking for the inbox and its page, whichever tests run.
const addBooking = async (db: Database) => {
  await db.insert(bookings).values(SAMPLE_BOOKING);
};

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-a11y-e2e-");
  smtp = await startFakeSmtpServer();
  await prepareSiteDatabase(dataDir, [STAFF], addBooking);
  // Behind a trusted proxy each journey posts from its own address, so no per-address limit is reached.
  [server, browser] = await Promise.all([
    startAppServer({ dataDir, env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } }),
    launchBrowser(),
  ]);

  const safaris = await fetch(`${server.url}/safaris`).then((response) => response.text());
  safariId = safaris.match(/href="\/safaris\/(\d+)"/)?.[1] ?? "";
  const hotels = await fetch(`${server.url}/hotels-and-lodges`).then((response) => response.text());
  hotelPath = hotels.match(/href="(\/hotels-and-lodges\/[a-z0-9-]+)"/)?.[1] ?? "";
  if (!safariId || !hotelPath) throw new Error("The seeded safaris and lodges were not listed.");

  // One session for every staff page, and a conversation for the staff chat to show.
  const context = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "X-Forwarded-For": "10.9.0.1" },
  });
  try {
    const page = await context.newPage();
    await page.goto("/login?redirectTo=%2Fadmin");
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin$/);
    signedIn = await context.storageState();
    await page.goto("/chat");
    await untilHydrated(page);
    await page.getByLabel("Your name").fill(TRAVELLER.name);
    await page.getByLabel("E-mail", { exact: true }).fill(TRAVELLER.email);
    await page.getByLabel("Your message").fill(TRAVELLER.message);
    await page.getByRole("button", { name: "Start Chat" }).click();
    await page.getByRole("log", { name: "Messages" }).waitFor();
  } finally {
    await context.close();
  }
}, 240_000);

/** A page of the set-up context has no record of its own (see openPage), so hydration is awaited here. */
async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter
        ?.state.initialized === true,
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

afterAll(async () => {
  if (allFindings.length > 0) console.log(summary(allFindings));
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  const found = findings;
  findings = [];
  try {
    for (const page of pages) {
      expectEveryVisitedPageScanned(page);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
    if (found.length > 0) {
      throw new Error(found.map((finding) => formatViolations(finding.violations, finding.label)).join("\n\n"));
    }
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

function summary(list: Finding[]): string {
  const lines = ["Accessibility findings (rule, impact, page and state, elements):"];
  for (const finding of list) {
    for (const violation of finding.violations) {
      lines.push(`  ${violation.id} [${violation.impact}] ${finding.label}: ${violation.nodes.length}`);
    }
  }
  return lines.join("\n");
}

let nextAddress = 1;

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, {
    // Its own address per page: sign-in, form and chat limits count per address.
    extraHTTPHeaders: { "X-Forwarded-For": `10.9.1.${nextAddress++}` },
    ...options,
  });
  // No internet here: embeds (the video player, the map) get a blank page instead of hanging.
  await page.context().route(
    (url) => url.origin !== server.url,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>embed</title>" }),
  );
  pages.push(page);
  return page;
}

/** Scans the page as it is now and keeps what it finds for the end of the test. */
async function scan(page: Page, state: string): Promise<void> {
  const width = page.viewportSize()?.width;
  const where = new URL(page.url());
  const label = `${where.pathname}${where.search} (${state}, ${width} px${recordOf(page).javaScript ? "" : ", no script"})`;
  const violations = await blockingViolations(page);
  if (violations.length > 0) {
    findings.push({ label, violations });
    allFindings.push({ label, violations });
  }
}

/** Loads a page and scans it. */
async function scanPage(page: Page, target: string, state = "as loaded"): Promise<void> {
  await visit(page, target);
  await scan(page, state);
}

/** On a phone: the same, and again with the menu open. */
async function scanPageAndMenu(page: Page, target: string): Promise<void> {
  await scanPage(page, target);
  if (page.viewportSize()?.width === phone.width) await scanWithMenuOpen(page);
}

async function scanWithMenuOpen(page: Page): Promise<void> {
  const siteMenu = page.locator("#site-menu");
  if ((await siteMenu.count()) > 0) {
    await page.getByRole("button", { name: "Menu" }).click();
    await expect.poll(() => siteMenu.evaluate((menu) => menu.matches(":popover-open"))).toBe(true);
    await scan(page, "menu open");
    await page.keyboard.press("Escape");
    await expect.poll(() => siteMenu.evaluate((menu) => menu.matches(":popover-open"))).toBe(false);
    return;
  }
  // The staff portal folds its sidebar into a <details> menu.
  const staffMenu = page.locator("header details");
  if ((await staffMenu.count()) > 0 && (await staffMenu.isVisible())) {
    await staffMenu.locator("summary").click();
    await expect.poll(() => staffMenu.evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(true);
    await scan(page, "menu open");
    await staffMenu.locator("summary").click();
  }
}

/**
 * Brings a part of the page into view, as a visitor does before using it, and waits for its code if it
 * is a part that hydrates only once seen.
 */
async function reachable(part: Locator): Promise<void> {
  await part.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      part
        .first()
        .evaluate((element) => element.closest("[data-deferred]")?.getAttribute("data-deferred") ?? "hydrated"),
    )
    .toBe("hydrated");
}

/** Clicks and waits for the URL to change (or stay) and the page to be at rest. */
async function clickThenSettle(page: Page, control: Locator): Promise<void> {
  await control.click();
  await page.waitForLoadState("load");
}

describe("the scan itself", () => {
  it("runs every serious and critical rule axe has, the experimental and best-practice ones included", async () => {
    const page = await newPage();
    await visit(page, "/");
    const results = await analyze(page);
    recordOf(page).scanned.add(page.url());
    const ran = new Set(
      [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id),
    );
    // The rules the injected axe knows, with their impact: every serious or critical one must have run,
    // except deprecated ones and those that only test AAA.
    const known = await page.evaluate(() => {
      const axe = (
        window as unknown as { axe: { _audit: { rules: { id: string; impact?: string; tags: string[] }[] } } }
      ).axe;
      return axe._audit.rules.map((rule) => ({ id: rule.id, impact: rule.impact ?? "", tags: rule.tags }));
    });
    const expected = known
      .filter((rule) => rule.impact === "serious" || rule.impact === "critical")
      .filter((rule) => !rule.tags.includes("deprecated"))
      .filter((rule) => !(rule.tags.includes("wcag2aaa") && !rule.tags.some((tag) => /^wcag2(1|2)?aa?$/.test(tag))))
      .map((rule) => rule.id);
    expect(expected).toEqual(expect.arrayContaining([...rulesSwitchedOn]));
    expect(expected.filter((id) => !ran.has(id))).toEqual([]);
    expect(ran.has("label-content-name-mismatch")).toBe(true);
  });
});

describe.each([
  ["a phone", phone],
  ["a desktop", desktop],
])("public pages on %s", (_name, viewport) => {
  it("home, about, safaris, a safari (its booking form with errors), lodges and a lodge", async () => {
    const page = await newPage({ viewport });
    // The menu over the home page's see-through header, and over a page with a solid one.
    await scanPageAndMenu(page, "/");
    const carousel = page.getByRole("region", { name: "About us" });
    await reachable(carousel);
    // With reduced motion the slideshow does not turn by itself: the visitor moves it on.
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await scan(page, "carousel on its second slide");
    await scanPageAndMenu(page, "/about");
    for (const target of ["/safaris", "/hotels-and-lodges", hotelPath]) await scanPage(page, target);

    await scanPage(page, `/safaris/${safariId}`);
    const form = page.getByRole("form", { name: "Book this safari" });
    await reachable(form);
    await form.getByRole("button", { name: "Send Booking Request" }).click();
    await form.getByText("Please select a country", { exact: true }).waitFor();
    await scan(page, "booking form with errors");
  });

  it("destinations with each region tab, and a destination with a month chosen", async () => {
    const page = await newPage({ viewport });
    await scanPage(page, "/destinations");
    const tablist = page.getByRole("tablist", { name: "Regions" });
    if (await tablist.isVisible()) {
      await reachable(tablist);
      for (const region of ["Tanzania", "East Africa", "Islands", "Kenya"]) {
        const tab = tablist.getByRole("tab", { name: region, exact: true });
        await tab.click();
        await tablist.getByRole("tab", { name: region, exact: true, selected: true }).waitFor();
        await scan(page, `${region} tab`);
      }
    }

    await scanPage(page, "/maasai-mara");
    const months = page.getByRole("list", { name: "Months of the year" });
    await reachable(months);
    await months.getByRole("button").nth(7).click();
    await page.getByText(/You selected 1 month/).waitFor();
    await scan(page, "a month chosen");
  });

  it("the video gallery with a chip chosen and the player open", async () => {
    const page = await newPage({ viewport });
    await scanPage(page, "/video-gallery");
    const chips = page.getByRole("navigation", { name: "Filter videos by category" });
    await clickThenSettle(page, chips.getByRole("link", { name: "Wildlife" }));
    await page.waitForURL(/category=wildlife/);
    await expect.poll(() => chips.getByRole("link", { name: "Wildlife" }).getAttribute("aria-current")).toBe("page");
    await scan(page, "a chip chosen");
    const play = page.getByRole("link", { name: /^Play video: / }).first();
    const title = ((await play.getAttribute("aria-label")) ?? (await play.textContent()) ?? "").replace(
      /^Play video: /,
      "",
    );
    await play.click();
    await page.getByRole("dialog", { name: title }).waitFor();
    await scan(page, "player open");
  });

  it("reviews with the 5-star tab, the 'Share Your Experience' dialog open and showing its errors", async () => {
    const page = await newPage({ viewport });
    await scanPage(page, "/reviews");
    const five = page.getByRole("tab", { name: "5-Star Reviews" });
    await five.click();
    await expect.poll(() => five.getAttribute("aria-selected")).toBe("true");
    await scan(page, "5-star tab");

    await page.getByRole("link", { name: "Share Your Experience" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Share Your Experience" });
    await dialog.waitFor();
    await scan(page, "dialog open");
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await dialog.getByText("Name is required").waitFor();
    await scan(page, "dialog with errors");
  });

  it("contact with errors, sent, the FAQ open and the map shown; the chat's start form with errors, then a conversation", async () => {
    const page = await newPage({ viewport });
    await scanPage(page, "/contact");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await reachable(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await form.getByText("Name must be at least 2 characters.").waitFor();
    await scan(page, "form with errors");
    await form.getByLabel("Full name *").fill("Baraka Otieno");
    await form.getByLabel("Email *").fill("baraka@example.com");
    await form.getByLabel("Subject *").fill("Family of eight in December");
    await form.getByLabel("Message *").fill("Eight of us, three generations, ten days over Christmas.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message sent", { exact: true }).first().waitFor({ timeout: 20_000 });
    await scan(page, "message sent, its notice shown");

    const faq = page.getByRole("region", { name: "Frequently asked questions" });
    for (const summary of await faq.locator("summary").all()) await summary.click();
    await scan(page, "every question open");

    const map = page.getByRole("img", { name: /Illustrated map/ });
    await reachable(map);
    await page.getByRole("button", { name: "Show interactive map" }).click();
    await page.locator("iframe").first().waitFor();
    await scan(page, "map shown");

    await scanPage(page, "/chat");
    await page.getByRole("button", { name: "Start Chat" }).click();
    await page.getByText("Please tell us your name").waitFor();
    await scan(page, "start form with errors");
    await page.getByLabel("Your name").fill(TRAVELLER.name);
    await page.getByLabel("E-mail", { exact: true }).fill(TRAVELLER.email);
    await page.getByLabel("Your message").fill(TRAVELLER.message);
    await page.getByRole("button", { name: "Start Chat" }).click();
    await page.getByRole("log", { name: "Messages" }).waitFor();
    await scan(page, "a conversation");
  });

  it("each step of the booking flow, with its errors", async () => {
    const page = await newPage({ viewport });
    await scanPage(page, `/booking/${safariId}`);
    const details = page.getByRole("form", { name: "Booking Details" });
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    await details.getByRole("alert").first().waitFor();
    await scan(page, "details with errors");

    await details.getByLabel("Full name").fill("Ana Silva");
    await details.getByLabel("Email").fill("ana@example.com");
    await details.getByLabel("Phone number").fill("+351 912 345 678");
    await details.getByLabel("Country").selectOption("Portugal");
    await details.getByRole("button", { name: "Continue to Payment" }).click();
    const payment = page.getByRole("form", { name: "Payment" });
    await payment.waitFor();
    await scan(page, "payment");
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await payment.getByText("Please choose how you would like to pay", { exact: true }).waitFor();
    await scan(page, "payment with errors");
    await payment.getByLabel(/^M-Pesa/).check();
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await page.getByTestId("booking-reference").waitFor({ timeout: 20_000 });
    await scan(page, "confirmation");
  });

  it("the not-found pages", async () => {
    const page = await newPage({ viewport });
    for (const target of [
      "/no-such-page",
      "/safaris/424242",
      "/hotels-and-lodges/no-such-lodge",
      "/tsavo-east-and-the-coast",
      "/booking/424242",
    ]) {
      await scanPage(page, target);
    }
  });

  it("sign in with errors, forgotten password with errors, and choosing a password without a link", async () => {
    const page = await newPage({ viewport });
    await scanPage(page, "/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await scan(page, "empty form");
    await page.getByLabel("Email").fill(STAFF.email);
    await page.getByLabel("Password", { exact: true }).fill("not the passphrase");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toMatch(/Invalid email or password/);
    await scan(page, "wrong password");

    await scanPage(page, "/forgot-password");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await scan(page, "empty form");

    await scanPage(page, "/update-password");
  });
});

describe("the no-script rendering a slow phone sees first", () => {
  it("home, destinations (a region chosen), a destination (months chosen), a safari, videos, reviews, contact and the booking flow, with the server's errors", async () => {
    const page = await newPage({ viewport: phone, javaScriptEnabled: false });
    for (const target of [
      "/",
      "/destinations",
      // A region and months chosen by links and forms, rendered by the server.
      "/destinations?region=islands",
      "/maasai-mara?months=3,8",
      `/safaris/${safariId}`,
      "/video-gallery?category=wildlife",
      "/reviews?write=1",
      "/contact",
    ]) {
      await visit(page, target);
      await scan(page, "as served");
    }
    // The review and contact forms posted empty: the server's answers with their messages.
    await visit(page, "/reviews?write=1");
    await clickThenSettle(page, page.locator("#write-review").getByRole("button", { name: "Submit Review" }));
    await scan(page, "server's errors");
    await visit(page, "/contact");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await clickThenSettle(page, form.getByRole("button", { name: "Send Message" }));
    await scan(page, "server's errors");

    await visit(page, `/booking/${safariId}`);
    await scan(page, "as served");
    await clickThenSettle(page, page.getByRole("button", { name: "Continue to Payment" }));
    await scan(page, "server's errors");
    // Twelve pages and scans: about 40 s alone, past two minutes once on a loaded CI machine.
  }, 300_000);
});

describe("staff pages", () => {
  async function staffPage(viewport: { width: number; height: number } = desktop): Promise<Page> {
    return newPage({ viewport, storageState: signedIn });
  }

  it("the dashboard, the bookings inbox, a booking, the chat with a conversation open, and a delete to confirm", async () => {
    const page = await staffPage();
    await scanPage(page, "/admin");
    await scanPage(page, "/admin/bookings");
    await clickThenSettle(page, page.locator('tbody a[href^="/admin/bookings/"]').first());
    await page.waitForURL(/\/admin\/bookings\/\d+$/);
    await scan(page, "a booking");
    await scanPage(page, "/admin/chat");
    await clickThenSettle(page, page.getByRole("link", { name: new RegExp(TRAVELLER.name) }).first());
    await page.getByRole("log").first().waitFor();
    await scan(page, "a conversation");
    await scanPage(page, "/admin/Hotels_lodges");
    await clickThenSettle(
      page,
      page
        .getByRole("main")
        .getByRole("link", { name: /^Delete / })
        .first(),
    );
    await page.getByRole("alertdialog").waitFor();
    await scan(page, "confirming a delete");
    await scanPage(page, "/admin/no_such_table");
    await scanPage(page, "/update-password", "changing the password");
  });

  it("every table in the staff navigation, with its Add and Edit dialogs open and showing an error", async () => {
    const page = await staffPage();
    await scanPage(page, "/admin");
    const nav = page.getByRole("navigation", { name: "Staff portal" }).last();
    // Purpose-built pages (their own browser tests scan their states) are scanned as they open; the rest
    // are generic tables, scanned with their dialogs.
    const special =
      /^\/admin(\/bookings|\/chat|\/inbox|\/templates|\/reports|\/settings|\/staff|\/account|\/rates|\/audit_log)?$/i;
    const links = (
      await nav.locator("a").evaluateAll((anchors) => anchors.map((link) => link.getAttribute("href") ?? ""))
    ).filter((href, index, all) => all.indexOf(href) === index);
    const tables = links.filter((href) => !special.test(href));
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const table of tables) await scanTable(page, table);
    for (const other of links.filter((href) => special.test(href) && href !== "/admin")) await scanPage(page, other);
  }, 300_000);

  it("without script: the Add and Edit forms as panels above the list", async () => {
    const page = await newPage({ viewport: phone, storageState: signedIn, javaScriptEnabled: false });
    await visit(page, "/admin/Hotels_lodges?new=1");
    await scan(page, "Add panel");
    const edit = await page
      .getByRole("main")
      .getByRole("link", { name: /^Edit / })
      .first()
      .getAttribute("href");
    expect(edit).toMatch(/edit=\d+/);
    await visit(page, edit!);
    await scan(page, "Edit panel");
  });

  it("on a phone: the folded menu open, and a table with its dialogs as sheets", async () => {
    const page = await staffPage(phone);
    await scanPage(page, "/admin");
    await scanWithMenuOpen(page);
    await scanTable(page, "/admin/Hotels_lodges");
  });
});

/** A table's list, then its Add dialog (as opened and refused) and its Edit dialog (the same). */
async function scanTable(page: Page, table: string): Promise<void> {
  await scanPage(page, table);
  const main = page.getByRole("main");
  const add = main.getByRole("link", { name: /^Add / }).first();
  // A record with an editor of its own (a package) opens it as a page rather than a dialog: that page is
  // scanned, and the list opened again.
  const opensDialog = async (link: Locator): Promise<boolean> => {
    const listPath = new URL(page.url()).pathname;
    await clickThenSettle(page, link);
    await expect
      .poll(async () => (await page.getByRole("dialog").count()) > 0 || new URL(page.url()).pathname !== listPath)
      .toBe(true);
    if (new URL(page.url()).pathname === listPath) return true;
    await scan(page, "its editor");
    await visit(page, table);
    return false;
  };
  if ((await add.count()) > 0 && (await opensDialog(add))) {
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await scan(page, "Add dialog");
    await submitWithError(page, dialog, false);
    await scan(page, "Add dialog with errors");
    await visit(page, table);
  }
  const edit = main.getByRole("link", { name: /^Edit / }).first();
  if ((await edit.count()) > 0 && (await opensDialog(edit))) {
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    await scan(page, "Edit dialog");
    if (await submitWithError(page, dialog, true)) await scan(page, "Edit dialog with errors");
  }
}

/**
 * Submits a record dialog so that the server refuses it: empty for Add, the first required field
 * emptied for Edit. The browser's own checks would stop an empty required field before it is sent;
 * the server's messages in the dialog are what is scanned, so those checks are set aside.
 */
async function submitWithError(page: Page, dialog: Locator, editing: boolean): Promise<boolean> {
  if (editing) {
    const required = dialog.locator("input[required]:not([type=hidden]):not([type=file]), textarea[required]").first();
    // A record with nothing required (a message, a log entry) has no error to show.
    if ((await required.count()) === 0) return false;
    await required.fill("");
  }
  const form = dialog.locator("form").last();
  await form.evaluate((element) => {
    (element as HTMLFormElement).noValidate = true;
  });
  await form.locator('button[type="submit"]').last().click();
  await expect.poll(() => dialog.getByRole("alert").count()).toBeGreaterThan(0);
  await page.waitForLoadState("load");
  return true;
}
