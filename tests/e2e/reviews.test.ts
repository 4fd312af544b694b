// The Reviews page in Chromium against the production build: reading (tabs, pages, keyboard), leaving a
// review in the dialog that appears only once a member of staff approves it in the portal (and then as
// plain text, markup and all), staff being e-mailed about it, and the same journey without JavaScript.
// Every page visited is scanned for accessibility problems.
import { rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";

const STAFF = { email: "moderator@heartbeest.test", password: "a long moderator passphrase", name: "Neema Moderator" };
const STAFF_EMAIL = "team@heartbeest.test";
// Markup in a review must reach the page as the characters typed, never as elements or script.
const HOSTILE_COMMENT = `Loved it <script>window.__reviewXss = "script"</script><img src="/nothing.png" onerror="window.__reviewXss = 'img'"> truly!`;

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-reviews-e2e-");
  smtp = await startFakeSmtpServer();
  await prepareSiteDatabase(dataDir, [STAFF]);
  [server, browser] = await Promise.all([
    startAppServer({ dataDir, env: { SMTP_URL: smtp.url, STAFF_EMAIL } }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

const reviewCards = (page: Page) => page.getByRole("tabpanel").getByRole("article");

async function scannedAt(page: Page, url: RegExp, label: string) {
  await page.waitForURL(url);
  await page.waitForLoadState("load");
  await expectAccessible(page, label);
}

describe("reading reviews", () => {
  it("shows published reviews newest first in tabs and pages that are links", async () => {
    const page = await newPage();
    const response = await visit(page, "/reviews");
    expect(response.status()).toBe(200);
    await expectAccessible(page, "reviews");
    expect(await page.title()).toBe("Guest Reviews | Heartbeest Safari");

    const all = page.getByRole("tab", { name: "All Reviews" });
    const five = page.getByRole("tab", { name: "5-Star Reviews" });
    expect(await all.getAttribute("aria-selected")).toBe("true");
    expect(await five.getAttribute("aria-selected")).toBe("false");
    expect(await reviewCards(page).count()).toBe(9);
    // Seeded pending reviews never show.
    expect(await page.getByRole("tabpanel").textContent()).not.toContain("pending");

    // Dates run newest first.
    const dates = await page
      .getByRole("tabpanel")
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());

    // JSON-LD: the company's AggregateRating and each Review.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const reviewsNode = jsonLd.map((text) => JSON.parse(text)).find((node) => Array.isArray(node.review));
    expect(reviewsNode.aggregateRating).toMatchObject({ "@type": "AggregateRating", bestRating: 5 });
    expect(reviewsNode.review).toHaveLength(9);

    // The tabs answer the arrow keys and change the URL.
    await all.focus();
    await page.keyboard.press("ArrowRight");
    await scannedAt(page, /\/reviews\?rating=5$/, "five-star tab");
    await expect.poll(() => five.getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("5-Star Reviews");
    const labels = await reviewCards(page)
      .getByRole("img", { name: /^Rated/ })
      .evaluateAll((images) => images.map((image) => image.getAttribute("aria-label")));
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(["Rated 5 out of 5 stars"]));

    await page.keyboard.press("ArrowLeft");
    await scannedAt(page, /\/reviews$/, "all tab again");

    // Paging.
    await page.getByRole("navigation", { name: "Review pages" }).getByRole("link", { name: "Next" }).click();
    await scannedAt(page, /\/reviews\?page=2/, "page 2");
    expect(await page.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    expect(await reviewCards(page).count()).toBeGreaterThan(0);

    // The way onwards.
    const onwards = page.getByRole("region", { name: "Ready to write your own story?" });
    expect(await onwards.getByRole("link", { name: "Browse Safaris" }).getAttribute("href")).toBe("/safaris");
    expect(await onwards.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("heading", { name: "As Featured In" }).isVisible()).toBe(true);
  });
});

describe("reviews in another language", () => {
  it("are marked on a German page as written in English, with their words in English for readers and translators", async () => {
    const page = await newPage({ locale: "de-DE" });
    await visit(page, "/de/bewertungen");
    await expectAccessible(page, "reviews in German");
    const cards = reviewCards(page);
    expect(await cards.count()).toBe(9);
    // The sample guests wrote in English.
    expect(await cards.getByText("Auf Englisch verfasst", { exact: true }).count()).toBe(9);
    expect(await cards.locator('blockquote[lang="en"]').count()).toBe(9);
    // On the English page, nothing to say.
    await visit(page, "/reviews");
    await expectAccessible(page, "reviews");
    expect(
      await reviewCards(page)
        .getByText(/Written in/)
        .count(),
    ).toBe(0);
    expect(await reviewCards(page).locator("blockquote[lang]").count()).toBe(0);
  });
});

describe("leaving a review", () => {
  it("checks the dialog's form, stores the review for moderation and shows it as text once approved", async () => {
    const page = await newPage({ viewport: phone });
    await visit(page, "/reviews");
    await expectAccessible(page, "reviews on a phone");

    await page.getByRole("link", { name: "Share Your Experience" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Share Your Experience" });
    await dialog.waitFor();
    expect(page.url()).toBe(`${server.url}/reviews`);

    // Nothing filled in: every message, the rating's too.
    await dialog.getByRole("button", { name: "Submit Review" }).click();
    await expect.poll(() => dialog.getByText("Name is required").isVisible()).toBe(true);
    for (const text of ["Invalid email address", "Review comment is required", "Rating Required"]) {
      expect(await dialog.getByText(text, { exact: true }).isVisible(), text).toBe(true);
    }
    expect(await dialog.getByText("Please select a rating before submitting your review.").first().isVisible()).toBe(
      true,
    );
    await expectAccessible(page, "review dialog with errors");

    // The stars are a radio group: arrow keys choose.
    await dialog.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("Space");
    for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
    expect(await dialog.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);

    await dialog.getByLabel("Your name").fill("Wanjiru <b>Tester</b>");
    await dialog.getByLabel("Email").fill("wanjiru@example.com");
    await dialog.getByLabel("Your review").fill(HOSTILE_COMMENT);
    await dialog.getByRole("button", { name: "Submit Review" }).click();

    const toast = page.getByText("Review Submitted", { exact: true });
    await toast.waitFor({ timeout: 15_000 });
    const notifications = page.getByRole("region", { name: /Notifications/ });
    expect(await notifications.getByText(/Thank you for sharing your experience with us!/).isVisible()).toBe(true);
    expect(await notifications.getByText(/once our team has approved it/).isVisible()).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
    await expectAccessible(page, "after submitting");

    // Not shown yet: it waits for staff, who are told by e-mail.
    expect(await page.getByRole("tabpanel").textContent()).not.toContain("truly!");
    const [notification] = await smtp.waitForMessages(1, 30_000);
    expect(notification?.to).toContain(STAFF_EMAIL);
    expect(notification?.subject).toContain("Wanjiru <b>Tester</b>");
    expect(notification?.text).toContain("truly!");

    // A member of staff approves it in the portal.
    const staff = await newPage();
    await visit(staff, `/login?redirectTo=${encodeURIComponent("/admin/reviews?status=pending")}`);
    await expectAccessible(staff, "sign in");
    await staff.getByLabel("Email").fill(STAFF.email);
    await staff.getByLabel("Password", { exact: true }).fill(STAFF.password);
    await staff.getByRole("button", { name: "Sign In" }).click();
    await staff.waitForURL(/\/admin\/reviews\?status=pending$/);
    await waitForHydration(staff);
    await expectAccessible(staff, "pending reviews");
    await staff.getByRole("button", { name: "Approve: Wanjiru <b>Tester</b>" }).click();
    await expect.poll(() => staff.getByRole("button", { name: "Approve: Wanjiru <b>Tester</b>" }).count()).toBe(0);
    await expectAccessible(staff, "after approving");

    // Now it is on the page, newest first, exactly as typed.
    await visit(page, "/reviews");
    await expectAccessible(page, "reviews after approval");
    const first = reviewCards(page).first();
    expect(await first.getByText(HOSTILE_COMMENT, { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText("Wanjiru <b>Tester</b>", { exact: true }).isVisible()).toBe(true);
    expect(await first.getByRole("img", { name: "Rated 4 out of 5 stars" }).count()).toBe(1);
    expect(await first.locator("script, img, b").count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __reviewXss?: string }).__reviewXss)).toBeUndefined();
  }, 180_000);

  it("works without JavaScript: the form is part of the page and posts to the server", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, "/reviews");
    await expectAccessible(page, "reviews without script");

    await page.getByRole("link", { name: "Share Your Experience" }).first().click();
    await scannedAt(page, /\/reviews\?write=1/, "inline review form");
    const form = page.locator("#write-review");
    await form.getByRole("button", { name: "Submit Review" }).click();
    await scannedAt(page, /\/reviews\?write=1/, "inline form with errors");
    expect(await form.getByText("Name is required").isVisible()).toBe(true);
    expect(await form.getByText("Rating Required").isVisible()).toBe(true);

    await form.getByLabel("Your name").fill("Otieno Offline");
    await form.getByLabel("Email").fill("otieno@example.com");
    await form.getByLabel("Your review").fill("No script needed to say thank you.");
    await form.getByRole("radio", { name: "5 stars" }).check({ force: true });
    await form.getByRole("button", { name: "Submit Review" }).click();
    await page.waitForURL(/\/reviews$/);
    // The toast without script: shown for five seconds, then hidden by CSS.
    expect(await page.locator(".static-toast").textContent()).toContain("Review Submitted");
    await scannedAt(page, /\/reviews$/, "after a post without script");
    expect(await page.getByRole("tabpanel").textContent()).not.toContain("No script needed");
  });
});
