// The quote a traveller books at, in Chromium against the production build: a family of residents books
// through the 'Book This Safari' form and through the booking flow, with script (the live quote) and without
// ('Show price'); the total shown equals /api/quote's, the staff e-mail's and the staff CSV export's.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import type { Quote } from "~/features/quotes/rate-book";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, recordOf, visit } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { hydrateInView } from "./support/deferred";

const SAFARI_TITLE = "Maasai Mara Explorer"; // seeded: 4 days, rates for every residency
const ADMIN = { email: "wanjiru@heartbeest.test", password: "a long staff passphrase", name: "Wanjiru Kamau" };
const STAFF_INBOX = "reservations@heartbeest-safari.example";

let server: AppServer;
let smtp: FakeSmtpServer;
let browser: Browser;
let safariId: string;
const pages: Page[] = [];
let nextAddress = 40;

beforeAll(async () => {
  const dataDir = await makeTempDir("heartbeest-quotes-e2e-");
  smtp = await startFakeSmtpServer();
  await prepareSiteDatabase(dataDir, [ADMIN]);
  [server, browser] = await Promise.all([
    startAppServer({ dataDir, env: { SMTP_URL: smtp.url, TRUST_PROXY: "true" } }),
    launchBrowser(),
  ]);
  const list = await fetch(`${server.url}/safaris`).then((response) => response.text());
  for (const id of new Set([...list.matchAll(/href="\/safaris\/(\d+)"/g)].map((m) => m[1] ?? ""))) {
    const html = await fetch(`${server.url}/safaris/${id}`).then((response) => response.text());
    if (html.includes(`<title>${SAFARI_TITLE} |`)) safariId = id;
  }
  if (!safariId) throw new Error(`The seeded safari "${SAFARI_TITLE}" was not found`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.stop();
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
  nextAddress += 1;
  const page = await openPage(browser, server.url, {
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${nextAddress}` },
    ...options,
  });
  pages.push(page);
  return page;
}

/** A family of residents: two adults, children of 6 and 12, starting two months from now. */
const start = () => addDays(businessToday(), 60);

async function apiQuote(): Promise<Quote> {
  const question = new URLSearchParams({
    package: safariId,
    start: start(),
    adults: "2",
    childAges: "6,12",
    residency: "resident_kenya",
  });
  const response = await fetch(`${server.url}/api/quote?${question}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Quote;
}

const totalText = (quote: Quote) => formatMinorUnits(quote.total ?? 0, quote.currency);

async function staffMessageAbout(reference: string) {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const found = smtp.messages.find(
      (message) => message.envelopeTo.includes(STAFF_INBOX) && message.subject.includes(reference),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No staff e-mail about ${reference}`);
}

async function travellerMessageTo(address: string) {
  for (let waited = 0; waited < 15_000; waited += 200) {
    const found = smtp.messages.find((message) => message.envelopeTo.includes(address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail reached ${address}`);
}

/** The staff CSV export, signed in as staff. */
async function staffCsv(): Promise<string> {
  const page = await newPage();
  await visit(page, "/login?redirectTo=%2Fadmin");
  await expectAccessible(page, "sign in");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/admin");
  await expectAccessible(page, "admin");
  const response = await page.request.get(`${server.url}/admin/bookings/export.csv`);
  expect(response.status()).toBe(200);
  return response.text();
}

function csvRowOf(csv: string, email: string): string {
  const row = csv.split("\n").find((line) => line.includes(email));
  if (!row) throw new Error(`no CSV row for ${email}`);
  return row;
}

const safariForm = (page: Page) => page.getByRole("form", { name: "Book this safari" });
const priceRegion = (page: Page) => page.getByRole("region", { name: "Your price" });

async function fillSafariFamily(page: Page, email: string) {
  const form = safariForm(page);
  await form.getByLabel("Full name").fill("Achieng Family");
  await form.getByLabel("Phone").fill("+254 712 345 678");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Country").selectOption("Kenya");
  await form.getByLabel("Adults").fill("2");
  await form.getByLabel("Children", { exact: true }).fill("2");
  await form.getByLabel(/Ages of children/).fill("6, 12");
  await form.getByLabel("Residency").selectOption("Resident of Kenya");
  await form.getByLabel("Arrival date").fill(start());
  await form.getByLabel("Departure date").fill(addDays(start(), 3));
}

async function fillFlowFamily(page: Page, email: string) {
  const details = page.getByRole("form", { name: "Booking Details" });
  await details.getByLabel("Full name").fill("Otieno Family");
  await details.getByLabel("Email").fill(email);
  await details.getByLabel("Phone number").fill("+254 722 000 111");
  await details.getByLabel("Country").selectOption("Kenya");
  await details.getByLabel("Adults").fill("2");
  await details.getByLabel("Children", { exact: true }).fill("2");
  await details.getByLabel("Start date").fill(start());
  await details.getByLabel(/Ages of children/).fill("6, 12");
  await details.getByLabel("Residency").selectOption("Resident of Kenya");
}

const booked: { email: string; total: string }[] = [];

describe("a family of residents", () => {
  it("sees the live quote on the safari page and books at it", async () => {
    const quote = await apiQuote();
    const page = await newPage();
    await visit(page, `/safaris/${safariId}`);
    await hydrateInView(safariForm(page));
    await fillSafariFamily(page, "achieng@example.co.ke");
    const region = priceRegion(page);
    await expect.poll(() => region.textContent(), { timeout: 10_000 }).toContain(totalText(quote));
    // Two children stated and an age taken away: the panel names what is missing, and prices no smaller party.
    const ages = safariForm(page).getByLabel(/Ages of children/);
    await ages.fill("6");
    await expect.poll(() => region.textContent(), { timeout: 10_000 }).toBe("Please give the ages of all 2 children.");
    await ages.fill("6, 12");
    await expect.poll(() => region.textContent(), { timeout: 10_000 }).toContain(totalText(quote));
    expect(await region.textContent()).toContain("Deposit due on booking (30%)");
    await expectAccessible(page, "safari form with its quote");
    await safariForm(page).getByRole("button", { name: "Send Booking Request" }).click();
    // It ends where the flow ends: the confirmation, with the quote the booking was taken at.
    await page.waitForURL("**?step=confirmation", { timeout: 20_000 });
    expect(await priceRegion(page).textContent()).toContain(totalText(quote));
    await expectAccessible(page, "confirmation of the safari form with its quote");
    await expect
      .poll(() => page.getByText("Booking Request Submitted Successfully!").count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const mail = await travellerMessageTo("achieng@example.co.ke");
    expect(mail.text).toContain(totalText(quote));
    booked.push({ email: "achieng@example.co.ke", total: totalText(quote) });
  });

  it("sees the live quote on the booking flow, carries it to payment and confirmation, and books at it", async () => {
    const quote = await apiQuote();
    const page = await newPage();
    await visit(page, `/booking/${safariId}`);
    await fillFlowFamily(page, "otieno@example.co.ke");
    await expect.poll(() => priceRegion(page).textContent(), { timeout: 10_000 }).toContain(totalText(quote));
    await expectAccessible(page, "flow details with its quote");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const payment = page.getByRole("form", { name: "Payment" });
    // The server's answer, then the payment step's code (fetched when first needed): slow on a loaded machine.
    await expect.poll(() => payment.count(), { timeout: 30_000 }).toBe(1);
    expect(await priceRegion(page).textContent()).toContain(totalText(quote));
    await payment.getByLabel(/^M-Pesa/).check();
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await page.waitForURL("**?step=confirmation");
    expect(await priceRegion(page).textContent()).toContain(totalText(quote));
    await expectAccessible(page, "confirmation with its quote");
    booked.push({ email: "otieno@example.co.ke", total: totalText(quote) });
  });

  it("books through both forms with JavaScript off, using 'Show price'", async () => {
    const quote = await apiQuote();
    const page = await newPage({ javaScriptEnabled: false });
    await visit(page, `/safaris/${safariId}`);
    await fillSafariFamily(page, "nyambura@example.co.ke");
    await safariForm(page).getByRole("button", { name: "Show price" }).click();
    await page.waitForLoadState("load");
    expect(await priceRegion(page).textContent()).toContain(totalText(quote));
    // Every entry is kept.
    expect(
      await safariForm(page)
        .getByLabel(/Ages of children/)
        .inputValue(),
    ).toBe("6, 12");
    expect(await safariForm(page).getByLabel("Full name").inputValue()).toBe("Achieng Family");
    await expectAccessible(page, "safari form priced without script");
    await safariForm(page).getByRole("button", { name: "Send Booking Request" }).click();
    await page.waitForURL((url) => url.search === "?step=confirmation");
    expect(await page.locator("body").textContent()).toContain("Booking Request Submitted Successfully!");
    expect(await priceRegion(page).textContent()).toContain(totalText(quote));
    await expectAccessible(page, "safari form booked without script");
    booked.push({ email: "nyambura@example.co.ke", total: totalText(quote) });

    await visit(page, `/booking/${safariId}`);
    await fillFlowFamily(page, "wekesa@example.co.ke");
    await page.getByRole("button", { name: "Show price" }).click();
    await page.waitForLoadState("load");
    expect(await priceRegion(page).textContent()).toContain(totalText(quote));
    await expectAccessible(page, "flow priced without script");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForLoadState("load");
    const payment = page.getByRole("form", { name: "Payment" });
    await payment.getByLabel(/^M-Pesa/).check();
    await payment.getByRole("button", { name: "Confirm Booking" }).click();
    await page.waitForURL("**?step=confirmation");
    expect(await priceRegion(page).textContent()).toContain(totalText(quote));
    await expectAccessible(page, "confirmation without script");
    booked.push({ email: "wekesa@example.co.ke", total: totalText(quote) });
  });

  it("finds each total shown in the staff e-mail and the staff CSV export", async () => {
    expect(booked).toHaveLength(4);
    const csv = await staffCsv();
    for (const { email, total } of booked) {
      const row = csvRowOf(csv, email);
      // The CSV holds the amount as a number (KES 123,456.00 -> 123456.00).
      expect(row, email).toContain(total.replace(/^[A-Z]{3} /, "").replaceAll(",", ""));
      const reference = row.match(/KSF-\d{4,}/)?.[0] ?? "";
      const staffMail = await staffMessageAbout(reference);
      expect(staffMail.text, email).toContain(`Total: ${total}`);
    }
  });
});
