// Re-quoting a booking from its staff page, in Chromium against the production build: an owner previews a
// bigger party with a staff discount (the new quote beside the old), confirms it (the history and the
// traveller's e-mail follow), is refused in words with the entries kept without script, and a payment of
// 999,999,999.99 is refused in words. The preview and the payment form are photographed at 375 and 1280 px.
import { mkdir, rm } from "node:fs/promises";
import { asc } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, safariPackages } from "~/db/schema";
import { createPaymentSchedule } from "~/features/payments/ledger.server";
import { quoteTrip } from "~/features/quotes/quote-engine";
import { loadRateBook } from "~/features/quotes/rate-book.server";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "wanjiru@heartbeest.test", password: "a long owner's passphrase", name: "Wanjiru Kariuki" };
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/staff-shots";
const today = businessToday();

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
let dataDir: string;
let bookingId: number;
let startTotal = "";
const pages: Page[] = [];

async function addBooking(db: Database) {
  const [pkg] = await db.select().from(safariPackages).orderBy(asc(safariPackages.id)).limit(1);
  const book = await loadRateBook(db, pkg!.id);
  // A date in the sample rates' high season, at least 90 days ahead.
  const year = Number(addDays(today, 90).slice(0, 4));
  const start = `${addDays(today, 90) > `${year}-08-01` ? year + 1 : year}-08-01`;
  const result = quoteTrip(book!, {
    start,
    adults: 2,
    childAges: [],
    residency: "non_resident",
    residentOf: null,
    singles: 0,
    displayCurrency: null,
    code: null,
    discount: null,
    today,
  });
  if (!result.ok || result.quote.total === null) throw new Error("the sample package has no price");
  const quote = result.quote;
  const [booking] = await db
    .insert(bookings)
    .values({
      source: "booking_flow",
      status: "confirmed",
      safariId: pkg!.id,
      packageTitle: pkg!.title,
      name: "Lucia Rossi",
      email: "lucia@example.it",
      phone: "+39 06 000 000",
      country: "Italy",
      adults: 2,
      arrivalDate: quote.start,
      departureDate: quote.end,
      totalAmount: quote.total,
      depositAmount: quote.deposit,
      currency: quote.currency,
      quote,
      ratesVersion: quote.ratesVersion,
      residency: "non_resident",
      locale: "it",
    })
    .returning();
  bookingId = booking!.id;
  await createPaymentSchedule(db, { id: bookingId, quote, createdAt: booking!.createdAt });
}

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-admin-requote-e2e-");
  smtp = await startFakeSmtpServer();
  await prepareSiteDatabase(dataDir, [STAFF], addBooking);
  [server, browser] = await Promise.all([startAppServer({ dataDir, env: { SMTP_URL: smtp.url } }), launchBrowser()]);
  await mkdir(SHOTS, { recursive: true });
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

let signedIn: Awaited<ReturnType<import("playwright-core").BrowserContext["storageState"]>> | undefined;

async function bookingPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const target = `/admin/bookings/${bookingId}`;
  if (signedIn) {
    const page = await openPage(browser, server.url, { storageState: signedIn, ...options });
    pages.push(page);
    await visit(page, target);
    await expectAccessible(page, target);
    return page;
  }
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
  await expectAccessible(page, "sign in");
  await submitSignIn(page, STAFF);
  await page.waitForURL((url) => url.pathname === target);
  await waitForHydration(page);
  await expectAccessible(page, target);
  signedIn = await page.context().storageState();
  return page;
}

async function shoot(page: Page, selector: string, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(selector).screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function waitForMessage(subject: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = smtp.messages.find((message) => message.subject.startsWith(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail "${subject}" arrived; got: ${smtp.messages.map((m) => m.subject).join(" | ")}`);
}

describe("re-quoting a booking", () => {
  it("previews a bigger party with a discount beside the old quote, then confirms it", async () => {
    const page = await bookingPage();
    const price = page.locator("section[aria-labelledby=booking-price]");
    await price.getByLabel("Adults").fill("3");
    await price.getByLabel("Staff discount").selectOption("percent");
    await price.getByLabel("Discount (USD or %)").fill("10");
    await price.getByLabel("Reason").fill("A friend joins; returning guests");
    await price.getByRole("button", { name: "Preview the new price" }).click();
    const preview = page.getByTestId("requote-preview");
    await preview.waitFor();
    startTotal = (await page.getByTestId("old-total").textContent()) ?? "";
    expect(startTotal).toMatch(/^USD [\d,]+\.\d\d$/);
    const newTotal = (await page.getByTestId("new-total").textContent()) ?? "";
    expect(newTotal).not.toBe(startTotal);
    expect(await preview.textContent()).toContain("Party: 2 adults → 3 adults");
    expect(await preview.textContent()).toContain("Sconto del nostro team (10%)");
    // What was typed stays in the form beside the preview.
    expect(await price.getByLabel("Adults").inputValue()).toBe("3");
    await expectAccessible(page, "re-quote preview");
    await shoot(page, "section[aria-labelledby=booking-price]", "requote-preview");
    await shoot(page, "section[aria-labelledby=money-record-payment]", "payment-form");

    await preview.getByRole("button", { name: "Confirm the new price and e-mail the traveller" }).click();
    await page.getByText(`re-quoted at ${newTotal}`).first().waitFor();
    await expect.poll(() => page.getByTestId("quote-history").textContent()).toContain(`${startTotal} → ${newTotal}`);
    expect(await page.getByTestId("quote-history").textContent()).toContain("A friend joins; returning guests");
    await expectAccessible(page, "after the re-quote");
    const message = await waitForMessage("Il nuovo prezzo del suo safari");
    expect(message.to).toContain("lucia@example.it");
    expect(message.text).toMatch(/\/it\/[a-z]+\/[A-Za-z0-9_-]{43}/);
  });

  it("refuses without script in words, keeping what was typed; and refuses a payment of 999,999,999.99", async () => {
    const page = await bookingPage({ javaScriptEnabled: false });
    const price = () => page.locator("section[aria-labelledby=booking-price]");
    await price().getByLabel("Adults").fill("4");
    await price().getByLabel("Staff discount").selectOption("percent");
    await price().getByLabel("Discount (USD or %)").fill("150");
    await price().getByLabel("Reason").fill("Four now");
    await price().getByRole("button", { name: "Preview the new price" }).click();
    await page.waitForLoadState("load");
    await expectAccessible(page, "re-quote refused without script");
    expect(await price().getByRole("alert").first().textContent()).toContain("Please correct the fields marked below.");
    expect(await price().textContent()).toContain("Enter the discount as a percent above 0 and at most 100");
    expect(await price().getByLabel("Adults").inputValue()).toBe("4");
    expect(await price().getByLabel("Reason").inputValue()).toBe("Four now");

    // Confirming without script: the preview, then the confirmation (a plain post each).
    await price().getByLabel("Discount (USD or %)").fill("5");
    await price().getByRole("button", { name: "Preview the new price" }).click();
    await page.waitForLoadState("load");
    await page.getByTestId("requote-preview").waitFor();
    expect(await page.getByTestId("requote-preview").textContent()).toContain("Party: 3 adults → 4 adults");
    await page.getByRole("button", { name: "Confirm the new price and e-mail the traveller" }).click();
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByTestId("quote-history").locator("li").count()).toBe(2);

    const paymentForm = page.locator("form", { has: page.getByRole("button", { name: "Record payment" }) });
    await paymentForm.getByLabel("Amount received").fill("999,999,999.99");
    await paymentForm.getByLabel("Reference").fill("BIG-1");
    await paymentForm.getByRole("button", { name: "Record payment" }).click();
    await page.waitForLoadState("load");
    await expectAccessible(page, "huge payment refused without script");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Record payment" }) });
    expect(await form.textContent()).toContain("That is more than one entry can hold");
    expect(await form.getByLabel("Amount received").inputValue()).toBe("999,999,999.99");
  });
});
