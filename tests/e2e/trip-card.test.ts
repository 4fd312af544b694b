// A traveller pays the deposit by card in Chromium against the production build, started with
// PESAPAL_API_BASE_URL pointing at the Pesapal stand-in: the card page sends them to Pesapal's checkout, the
// card is typed there, Pesapal notifies the site (IPN) and sends the browser back, and the return page says
// the payment is confirmed. Without script: a declined card, and Pesapal down, are said in words. No request
// the browser sends to the site carries card data; the ledger is read from the database afterwards.
import { rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { bookings, emailOutbox, paymentSchedule, payments } from "~/db/schema";
import { readLedger } from "~/features/payments/ledger.server";
import { issueTripLink } from "~/features/trip/trip-links.server";
import { businessToday } from "~/utils/business-calendar";
import { type FakePesapalServer, startFakePesapalServer } from "../fakes/pesapal-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible } from "./support/axe";
import { closePage, launchBrowser, openPage, recordOf, visit } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";

let server: AppServer;
let pesapal: FakePesapalServer;
let browser: Browser;
let dataDir: string;
const tokens: string[] = [];
const bookingIds: number[] = [];
const pages: Page[] = [];
/** Everything the browser sent to the site (not to Pesapal). */
const sentToSite: string[] = [];

async function addBooking(db: Parameters<NonNullable<Parameters<typeof prepareSiteDatabase>[2]>>[0]) {
  const [booking] = await db
    .insert(bookings)
    .values({
      source: "booking_flow",
      packageTitle: "Masai Mara Migration Safari",
      name: "Amina Otieno",
      email: "amina@example.com",
      phone: "+254700000001",
      adults: 2,
      arrivalDate: "2031-08-01",
      departureDate: "2031-08-05",
      currency: "USD",
      totalAmount: 150_000,
      depositAmount: 45_000,
    })
    .returning();
  if (!booking) throw new Error("no booking");
  await db.insert(paymentSchedule).values([
    { bookingId: booking.id, kind: "deposit", amount: 45_000, currency: "USD", dueDate: businessToday() },
    { bookingId: booking.id, kind: "balance", amount: 105_000, currency: "USD", dueDate: "2031-06-02" },
  ]);
  bookingIds.push(booking.id);
  tokens.push(await issueTripLink(db, booking.id));
}

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-card-e2e-");
  await prepareSiteDatabase(dataDir, [], async (db) => {
    await addBooking(db);
    await addBooking(db);
    await addBooking(db);
  });
  pesapal = await startFakePesapalServer();
  [server, browser] = await Promise.all([
    startAppServer({
      dataDir,
      env: {
        PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
        PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
        PESAPAL_API_BASE_URL: pesapal.baseUrl,
      },
    }),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await pesapal?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  try {
    for (const page of pages) {
      // Every page of the site the test went to was scanned (Pesapal's checkout is not ours).
      const missed = [...new Set(recordOf(page).visited)].filter(
        (url) => url.startsWith(server.url) && !recordOf(page).scanned.has(url),
      );
      expect(missed, "site pages visited without an accessibility scan").toEqual([]);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

async function newPage(javaScriptEnabled = true): Promise<Page> {
  const page = await openPage(browser, server.url, { javaScriptEnabled });
  page.on("request", (request) => {
    // Built files are named by a content hash, which can spell "Cvv" or "4111" by chance; they carry nothing.
    const url = new URL(request.url());
    const builtFile = url.pathname.startsWith("/assets/") && url.search === "" && request.method() === "GET";
    if (request.url().startsWith(server.url) && !builtFile)
      sentToSite.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`);
  });
  pages.push(page);
  return page;
}

describe("paying the deposit by card", () => {
  it("goes to Pesapal's checkout and comes back to a confirmed payment, credited once", async () => {
    const token = tokens[0]!;
    const page = await newPage();
    const response = await visit(page, `/trip/${token}/pay/card`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expectAccessible(page, "card page");
    await expect(page.getByRole("radio", { name: "The deposit: USD 450.00" }).isChecked()).resolves.toBe(true);

    await page.getByRole("button", { name: "Continue to Pesapal" }).click();
    await page.waitForURL(`${server.url}/trip/${token}/pay/card/checkout/*`);
    await expectAccessible(page, "card checkout hand-over");
    await page.getByRole("link", { name: "Pay USD 450.00 on Pesapal" }).click();
    await page.waitForURL(`${pesapal.baseUrl}/checkout?**`);
    expect(await page.getByRole("heading", { name: "Pesapal checkout" }).isVisible()).toBe(true);
    await page.getByLabel("Card number").fill("4111111111111111");
    await page.getByRole("button", { name: "Pay now" }).click();

    await page.waitForURL(`${server.url}/trip/${token}/pay/card/return?**`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Thank you: your payment is confirmed",
    );
    const order = pesapal.lastOrder()!;
    await expect(page.getByText(`Its confirmation code is ${order.confirmationCode}`).isVisible()).resolves.toBe(true);
    await expectAccessible(page, "card return page");
    expect(await page.getByRole("link", { name: "Back to your trip" }).getAttribute("href")).toBe(`/trip/${token}`);

    // Pesapal's IPN reached the site over HTTP and was answered as Pesapal expects.
    expect(pesapal.deliveries).toEqual([
      expect.objectContaining({
        method: "GET",
        status: 200,
        body: {
          orderNotificationType: "IPNCHANGE",
          orderTrackingId: order.orderTrackingId,
          orderMerchantReference: order.merchantReference,
          status: 200,
        },
      }),
    ]);
    // And once more, late: still one payment.
    const [again] = await pesapal.sendIpn(order.orderTrackingId);
    expect(again?.status).toBe(200);
  });

  it("says a declined card in words, without script", async () => {
    const token = tokens[1]!;
    const page = await newPage(false);
    await visit(page, `/trip/${token}/pay/card`);
    await expectAccessible(page, "card page, no script");
    await page.getByRole("button", { name: "Continue to Pesapal" }).click();
    await page.waitForURL(`${server.url}/trip/${token}/pay/card/checkout/*`);
    await expectAccessible(page, "card checkout hand-over, no script");
    await page.getByRole("link", { name: "Pay USD 450.00 on Pesapal" }).click();
    await page.waitForURL(`${pesapal.baseUrl}/checkout?**`);
    await page.getByRole("button", { name: "Decline (test)" }).click();
    await page.waitForURL(`${server.url}/trip/${token}/pay/card/return?**`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Your card payment did not go through",
    );
    await expect(page.getByText("Your bank or Pesapal declined the payment.").isVisible()).resolves.toBe(true);
    await expectAccessible(page, "card return page, declined");
  });

  it("says in words that Pesapal is down (503), keeping the choice, with and without script", async () => {
    const token = tokens[2]!;
    pesapal.down = true;
    try {
      for (const javaScript of [true, false]) {
        const page = await newPage(javaScript);
        await visit(page, `/trip/${token}/pay/card`);
        await expectAccessible(page, `card page (script ${javaScript})`);
        await page.getByRole("radio", { name: /The balance/ }).check();
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/pay/card")),
          page.getByRole("button", { name: "Continue to Pesapal" }).click(),
        ]);
        expect(answer.status()).toBe(503);
        expect(answer.headers()["retry-after"]).toBe("120");
        const alert = page.getByRole("alert");
        await alert.waitFor();
        expect(await alert.textContent()).toContain("Pesapal, our card payment provider, is not answering right now.");
        await expect(page.getByRole("radio", { name: /The balance/ }).isChecked()).resolves.toBe(true);
        await expectAccessible(page, `card page refused (script ${javaScript})`);
      }
    } finally {
      pesapal.down = false;
    }
  });
});

describe("afterwards", () => {
  it("sent no card data to the site, and the ledger holds one deposit, one failure and one receipt", async () => {
    expect(sentToSite.length).toBeGreaterThan(0);
    for (const request of sentToSite) expect(request).not.toMatch(/4111|card_number|cvv|expiry=/i);
    expect(pesapal.problems).toEqual([]);

    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const rows = await handle.db.select().from(payments);
      expect(rows.map((row) => [row.bookingId, row.method, row.status, row.amount])).toEqual([
        [bookingIds[0], "card", "succeeded", 45_000],
        [bookingIds[1], "card", "failed", 45_000],
      ]);
      expect((await readLedger(handle.db, bookingIds[0]!))?.summary).toMatchObject({
        paid: 45_000,
        outstanding: 105_000,
      });
      expect((await readLedger(handle.db, bookingIds[1]!))?.summary).toMatchObject({ paid: 0, outstanding: 150_000 });
      const receipts = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "payment_receipt"));
      expect(receipts).toHaveLength(1);
    } finally {
      await handle.close();
    }
  });
});
