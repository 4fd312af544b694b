// The money on a booking's staff page, in Chromium against the production build: a member of staff signs
// in, records a bank transfer (paid and outstanding change), is refused a duplicate reference in words with
// the entries kept (with and without script), records a refund, and revokes the trip link: the old
// /trip/{token} is then a 404 and the new link e-mailed to the traveller opens the trip page. The ledger is
// photographed at 375, 768 and 1280 px for review, and every page is scanned for accessibility problems.
import { mkdir, rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { bookings, paymentSchedule, residencyProofs, tripTravellers } from "~/db/schema";
import { issueTripLink } from "~/features/trip/trip-links.server";
import { addDays, businessToday } from "~/utils/business-calendar";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { get } from "./support/http";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "akinyi@heartbeest.test", password: "a long accounts passphrase", name: "Akinyi Wafula" };
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/staff-shots";
const today = businessToday();

let server: AppServer;
let browser: Browser;
let smtp: FakeSmtpServer;
let dataDir: string;
let bookingId: number;
let oldToken: string;
const pages: Page[] = [];

async function addBooking(db: Database) {
  const [booking] = await db
    .insert(bookings)
    .values({
      source: "booking_flow",
      status: "confirmed",
      packageTitle: "Maasai Mara Explorer",
      name: "Joseph Mwangi",
      email: "joseph@example.com",
      phone: "+254 711 000 000",
      country: "Kenya",
      adults: 2,
      arrivalDate: addDays(today, 70),
      departureDate: addDays(today, 74),
      currency: "USD",
    })
    .returning();
  bookingId = booking!.id;
  await db.insert(paymentSchedule).values([
    { bookingId, kind: "deposit", amount: 30_000, currency: "USD", dueDate: addDays(today, -20) },
    { bookingId, kind: "balance", amount: 70_000, currency: "USD", dueDate: addDays(today, 10) },
  ]);
  await db.insert(tripTravellers).values({
    bookingId,
    position: 1,
    fullName: "Joseph Kamau Mwangi",
    nationality: "Kenyan",
    passportNumber: "AK1234567",
    passportExpiry: "2032-04-30",
    dateOfBirth: "1985-06-15",
    dietaryNeeds: "No pork",
    emergencyContact: "Mary Mwangi, +254 722 000 000",
  });
  await db.insert(residencyProofs).values({
    bookingId,
    content: Buffer.from("%PDF-1.4 national id"),
    fileName: "national-id.pdf",
    contentType: "application/pdf",
  });
  oldToken = await issueTripLink(db, bookingId);
}

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-admin-payments-e2e-");
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

const figure = (page: Page, name: string) => page.getByTestId(name);

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator("section[aria-labelledby=money-ledger]").screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    await page.screenshot({ path: `${SHOTS}/${name}-page-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("a booking's money, for staff", () => {
  it("records a transfer, refuses a duplicate, records a refund, and revokes the trip link", async () => {
    const page = await bookingPage();
    await expect.poll(() => figure(page, "outstanding").textContent()).toBe("USD 1,000.00");
    await expect.poll(() => figure(page, "paid").textContent()).toBe("USD 0.00");
    await shoot(page, "ledger-empty");

    // A bank transfer of the deposit.
    const paymentForm = page.locator("form", { has: page.getByRole("button", { name: "Record payment" }) });
    await paymentForm.getByLabel("Amount received").fill("300.00");
    await paymentForm.getByLabel("Reference").fill("EQ-E2E-0001");
    await paymentForm.getByLabel("Note").fill("Equity Bank statement line 14");
    await paymentForm.getByRole("button", { name: "Record payment" }).click();
    await expect.poll(() => figure(page, "paid").textContent()).toBe("USD 300.00");
    expect(await figure(page, "outstanding").textContent()).toBe("USD 700.00");
    const table = page.getByTestId("payments-table");
    await expect.poll(() => table.textContent()).toContain("EQ-E2E-0001");
    expect(await table.textContent()).toContain("Akinyi Wafula");
    expect(await table.textContent()).toContain("Bank transfer");
    await expectAccessible(page, "after recording a payment");

    // The same reference again: refused in words beside the form, the amount as typed kept.
    await paymentForm.getByLabel("Amount received").fill("45.50");
    await paymentForm.getByLabel("Reference").fill("EQ-E2E-0001");
    await paymentForm.getByRole("button", { name: "Record payment" }).click();
    const alert = paymentForm.getByRole("alert").first();
    await expect.poll(() => alert.textContent()).toContain("with the reference EQ-E2E-0001 is already in the ledger");
    expect(await paymentForm.getByLabel("Amount received").inputValue()).toBe("45.50");
    expect(await figure(page, "paid").textContent()).toBe("USD 300.00");
    await expectAccessible(page, "duplicate reference refused");

    // A refund of part of it.
    const refundForm = page.locator("form", { has: page.getByRole("button", { name: "Record refund" }) });
    await refundForm.getByLabel("Amount refunded").fill("50");
    await refundForm.getByLabel("Reason").fill("Park fee charged twice");
    await refundForm.getByRole("button", { name: "Record refund" }).click();
    await expect.poll(() => figure(page, "paid").textContent()).toBe("USD 250.00");
    expect(await figure(page, "outstanding").textContent()).toBe("USD 750.00");
    await expect.poll(() => page.getByTestId("refunds-table").textContent()).toContain("Park fee charged twice");
    await expectAccessible(page, "after a refund");
    await shoot(page, "ledger-paid-and-refunded");

    // The trip link: the old one works, is revoked, is then a 404; the new one arrives by e-mail and works.
    expect((await get(`${server.url}/trip/${oldToken}`)).status).toBe(200);
    await page.getByRole("button", { name: "Revoke links and e-mail a new one" }).click();
    await page.getByText("A new link is on its way to joseph@example.com").first().waitFor();
    expect(await page.getByTestId("live-links").textContent()).toContain("1 link to the traveller's trip page works");
    expect((await get(`${server.url}/trip/${oldToken}`)).status).toBe(404);
    const message = await waitForMessage("Your new trip page link");
    expect(message.to).toContain("joseph@example.com");
    const newLink = /\/trip\/[A-Za-z0-9_-]{43}/.exec(message.text ?? "")?.[0];
    expect(newLink).toBeDefined();
    expect(newLink).not.toContain(oldToken);
    expect((await get(`${server.url}${newLink}`)).status).toBe(200);
  });

  it("shows the travellers read-only and the proof to download; refuses without script in words", async () => {
    const page = await bookingPage({ javaScriptEnabled: false });
    const travellers = page.locator("#money-travellers").locator("..");
    expect(await travellers.textContent()).toContain("AK1234567");
    expect(await page.locator("#money-travellers ~ * input").count()).toBe(0);
    // Named by the booking and the document's place, never by the sender's file name.
    const download = page.getByRole("link", { name: /^Download residency-proof-KSF-\d+-1\.pdf$/ });
    expect(await page.getByText("national-id.pdf").count()).toBe(0);
    const href = await download.getAttribute("href");
    const proof = await page.context().request.get(`${server.url}${href}`);
    expect(proof.status()).toBe(200);
    expect(proof.headers()["cache-control"]).toBe("private, no-store");
    expect(await proof.text()).toBe("%PDF-1.4 national id");

    // Rejecting without a note, with script off: the page comes back with the reason in words.
    const proofForm = page.locator("form", { has: page.getByRole("button", { name: "Reject" }) });
    await proofForm.getByRole("button", { name: "Reject" }).click();
    await page.waitForLoadState("load");
    await expectAccessible(page, "proof rejection refused without script");
    expect(await page.locator("#money-residency").locator("..").textContent()).toContain(
      "Say why the proof is rejected",
    );

    // A transfer without a reference, with script off: refused in words, the amount kept.
    const paymentForm = page.locator("form", { has: page.getByRole("button", { name: "Record payment" }) });
    await paymentForm.getByLabel("Amount received").fill("120");
    await paymentForm.getByRole("button", { name: "Record payment" }).click();
    await page.waitForLoadState("load");
    await expectAccessible(page, "payment refused without script");
    const form = page.locator("form", { has: page.getByRole("button", { name: "Record payment" }) });
    expect(await form.getByRole("alert").first().textContent()).toContain("Please correct the fields marked below.");
    expect(await form.textContent()).toContain("Enter the bank's reference for the transfer");
    expect(await form.getByLabel("Amount received").inputValue()).toBe("120");
  });

  it("flags the balance due within 14 days in the inbox and on the dashboard", async () => {
    const page = await bookingPage();
    await visit(page, "/admin");
    await expectAccessible(page, "dashboard");
    const dueSoon = page.locator('[data-count="balance-due-soon"]');
    expect(await dueSoon.textContent()).toBe("1");
    await page.getByRole("link", { name: /Due in the next 14 days/ }).click();
    await page.waitForURL((url) => url.search === "?balance=due-soon");
    await waitForHydration(page);
    await expectAccessible(page, "inbox, balances due soon");
    const rows = page.locator("tbody tr");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain("USD 750.00");
    expect(await rows.first().textContent()).toMatch(/Due \d/);
  });
});

async function waitForMessage(subject: string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = smtp.messages.find((message) => message.subject.startsWith(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail "${subject}" arrived; got: ${smtp.messages.map((m) => m.subject).join(" | ")}`);
}
