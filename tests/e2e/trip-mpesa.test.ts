// A traveller pays the deposit by M-Pesa in Chromium against the production build, started with
// MPESA_API_BASE_URL pointing at the Daraja stand-in: the trip page's M-Pesa form sends the STK push, the
// status page asks for the PIN, Safaricom's callback reaches the site over HTTP (past the cross-site check,
// by its secret path), and the page says paid with the receipt number; the trip page then shows the payment.
// Without script: a wrong number is refused beside the field, a cancelled push (settled by STK Query, the
// callback never coming) is said in words after the page reloads itself, and a push whose answer is lost says
// the request may have reached the phone. The form explains M-Pesa's per-payment limit before any push. Staff
// see the unmatched M-Pesa payments. Pages are photographed at 375 and 1280 px (MPESA_SHOTS_DIR).
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  bookings,
  emailOutbox,
  exchangeRates,
  paymentSchedule,
  payments,
  unmatchedProviderPayments,
} from "~/db/schema";
import { readLedger } from "~/features/payments/ledger.server";
import { issueTripLink } from "~/features/trip/trip-links.server";
import { businessToday } from "~/utils/business-calendar";
import { type FakeDarajaServer, startFakeDarajaServer } from "../fakes/daraja-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { blockingViolations, expectAccessible } from "./support/axe";
import { closePage, launchBrowser, openPage, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "baraka@heartbeest.test", password: "a long accounts passphrase", name: "Baraka Otieno" };
const SHOTS = process.env.MPESA_SHOTS_DIR ?? "/tmp/mpesa-shots";

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

let server: AppServer;
let daraja: FakeDarajaServer;
let browser: Browser;
let dataDir: string;
const tokens: string[] = [];
const bookingIds: number[] = [];
const pages: Page[] = [];

async function addBooking(db: Parameters<NonNullable<Parameters<typeof prepareSiteDatabase>[2]>>[0]) {
  const [booking] = await db
    .insert(bookings)
    .values({
      source: "booking_flow",
      packageTitle: "Masai Mara Migration Safari",
      name: "Wanjiru Kamau",
      email: "wanjiru@example.com",
      phone: "0712 345 678",
      adults: 2,
      arrivalDate: "2031-08-01",
      departureDate: "2031-08-05",
      currency: "USD",
      totalAmount: 300_000,
      depositAmount: 90_000,
    })
    .returning();
  if (!booking) throw new Error("no booking");
  await db.insert(paymentSchedule).values([
    { bookingId: booking.id, kind: "deposit", amount: 90_000, currency: "USD", dueDate: businessToday() },
    { bookingId: booking.id, kind: "balance", amount: 210_000, currency: "USD", dueDate: "2031-06-02" },
  ]);
  bookingIds.push(booking.id);
  tokens.push(await issueTripLink(db, booking.id));
}

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-mpesa-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF], async (db) => {
    await db.delete(exchangeRates).where(eq(exchangeRates.currency, "KES"));
    await db.insert(exchangeRates).values({ currency: "KES", unitsPerUsd: 129.25 });
    await addBooking(db);
    await addBooking(db);
    await addBooking(db);
    await addBooking(db);
    await addBooking(db);
    // Money M-Pesa reported for no request of ours, for staff to match.
    await db.insert(unmatchedProviderPayments).values({
      provider: "mpesa",
      checkoutRequestId: "ws_CO_29112026003012345678",
      merchantRequestId: "29115-34620561-1",
      receipt: "SKT4QW8ZP1",
      amount: 11_632_500,
      currency: "KES",
      phone: "254712345678",
      transactionAt: new Date("2026-11-28T21:30:00Z"),
      rawBody: { Body: { stkCallback: { ResultCode: 0 } } },
    });
  });
  daraja = await startFakeDarajaServer();
  [server, browser] = await Promise.all([
    startAppServer({
      dataDir,
      env: {
        MPESA_CONSUMER_KEY: daraja.consumerKey,
        MPESA_CONSUMER_SECRET: daraja.consumerSecret,
        MPESA_SHORTCODE: daraja.shortcode,
        MPESA_PASSKEY: daraja.passkey,
        MPESA_API_BASE_URL: daraja.baseUrl,
        // The reconciliation job runs every second here, so a push whose callback never comes is settled by it.
        PAYMENT_JOBS_INTERVAL_MS: "1000",
      },
    }),
    launchBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await daraja?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  try {
    for (const page of pages) {
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
  pages.push(page);
  return page;
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();

describe("paying the deposit by M-Pesa", () => {
  it("from the trip page: the push, 'enter your PIN', the callback, then paid with the receipt", async () => {
    const token = tokens[0]!;
    // STK Query says "being processed" meanwhile, so only the callback can settle this one.
    daraja.planNext({ resultCode: 0, callback: "manual", query: "processing" });
    const page = await newPage();
    await visit(page, `/trip/${token}`);
    await expectAccessible(page, "trip page");
    await page.getByLabel("M-Pesa phone number").fill("0712 345 678");
    await page.getByRole("button", { name: "Pay deposit with M-Pesa" }).click();

    await page.waitForURL(new RegExp(`/trip/${token}/pay/mpesa/\\d+$`));
    await expect(heading(page)).resolves.toBe("Check your phone and enter your M-Pesa PIN");
    await expectAccessible(page, "M-Pesa status page, pending");
    const push = daraja.pushes.at(-1)!;
    expect(push.request).toMatchObject({ Amount: 116_325, PhoneNumber: "254712345678", PartyA: "254712345678" });

    // Safaricom calls back; the page, revalidating on its own, says paid.
    const answer = await daraja.sendCallback(push.checkoutRequestId);
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }) });
    await page.getByRole("heading", { level: 1, name: "Paid: thank you!" }).waitFor({ timeout: 15_000 });
    await expect(page.getByText(`M-Pesa receipt number: ${push.receipt}`).isVisible()).resolves.toBe(true);
    await expectAccessible(page, "M-Pesa status page, paid");

    // Twice more, as Safaricom may: still one payment.
    expect((await daraja.sendCallback(push.checkoutRequestId)).status).toBe(200);

    await page.getByRole("link", { name: "Back to your trip" }).click();
    await page.waitForURL(new RegExp(`/trip/${token}$`));
    await page.getByText(push.receipt).first().waitFor();
    await expectAccessible(page, "trip page, paid");
    expect(daraja.problems).toEqual([]);
  });

  it("without script: a wrong number is refused beside the field; a cancelled push is said in words", async () => {
    const token = tokens[1]!;
    const page = await newPage(false);
    await visit(page, `/trip/${token}`);
    await expectAccessible(page, "trip page, no script");
    await page.getByLabel("M-Pesa phone number").fill("0812 345 678");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/pay/mpesa")),
      page.getByRole("button", { name: "Pay deposit with M-Pesa" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByText("Enter a Kenyan mobile number").waitFor();
    await expect(page.getByLabel("M-Pesa phone number").inputValue()).resolves.toBe("0812 345 678");
    await expectAccessible(page, "M-Pesa form refused, no script");

    // The callback never comes; the customer cancelled, and STK Query says so from 15 s after the push.
    daraja.planNext({ resultCode: 1032, callback: "never", query: "result" });
    await page.getByLabel("M-Pesa phone number").fill("+254 712 345 678");
    await page.getByRole("button", { name: "Send the request to my phone" }).click();
    await page.waitForURL(new RegExp(`/trip/${token}/pay/mpesa/\\d+$`));
    await expect(heading(page)).resolves.toBe("Check your phone and enter your M-Pesa PIN");
    // The one thing axe objects to is the reload itself (meta-refresh): kept without script, as the only way
    // the page can follow M-Pesa's answer, limited to three minutes with a way to stop it (WCAG 2.2.1).
    const violations = await blockingViolations(page);
    expect(violations.map((violation) => violation.id)).toEqual(["meta-refresh"]);
    expect(await page.getByRole("link", { name: "Stop reloading" }).getAttribute("href")).toBe("?refresh=off");
    // Without script the page reloads itself (a meta refresh inside noscript) until the loader's STK Query,
    // from 15 s after the push, settles the payment: nobody touches the page meanwhile.
    const html = await (await fetch(page.url())).text();
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="5"/>');
    await page.getByRole("heading", { level: 1, name: "The payment did not go through" }).waitFor({ timeout: 45_000 });
    await expect(
      page.getByText("You cancelled the request on your phone. Nothing was charged.").isVisible(),
    ).resolves.toBe(true);
    await expectAccessible(page, "M-Pesa status page, cancelled, no script");
    expect(await page.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(
      `/trip/${token}/pay/mpesa?purpose=deposit`,
    );
  }, 90_000);

  it("explains M-Pesa's per-payment limit before any push, offering parts; an over-limit post is refused in words", async () => {
    const token = tokens[2]!;
    const pushes = daraja.pushes.length;
    const page = await newPage(false);
    await visit(page, `/trip/${token}/pay/mpesa`);
    await expectAccessible(page, "M-Pesa form with the limit, no script");
    const limit = page.locator("#mpesa-limit");
    expect(await limit.textContent()).toContain("M-Pesa takes at most KES 250,000.00 in one payment.");
    expect(await limit.textContent()).toContain("The balance comes to KES 387,750.00 on M-Pesa");
    await expect(page.getByLabel("Amount to pay now, in Kenyan shillings").inputValue()).resolves.toBe("250000");
    await shoot(page, "mpesa-form-limit");
    await page.getByLabel(/^Balance:/).check();
    await page.getByLabel("Amount to pay now, in Kenyan shillings").fill("");
    await page.getByLabel("M-Pesa phone number").fill("0712345678");
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/pay/mpesa")),
      page.getByRole("button", { name: "Send the request to my phone" }).click(),
    ]);
    expect(answer.status()).toBe(400);
    await page.getByRole("alert").first().waitFor();
    expect(await page.getByRole("alert").first().textContent()).toContain("so no request was sent");
    await expect(page.getByLabel("M-Pesa phone number").inputValue()).resolves.toBe("0712345678");
    await expectAccessible(page, "M-Pesa form refused over the limit, no script");
    expect(daraja.pushes.length).toBe(pushes);
  });

  it("a push whose answer is lost says the request may have reached the phone, with and without script", async () => {
    daraja.unreachable = true;
    try {
      for (const javaScript of [true, false]) {
        // One booking each: a second press on the same booking would send nothing (the next test).
        const token = javaScript ? tokens[2]! : tokens[4]!;
        const page = await newPage(javaScript);
        await visit(page, `/trip/${token}/pay/mpesa`);
        await expectAccessible(page, `M-Pesa form (script ${javaScript})`);
        await page.getByLabel(/^Deposit:/).check();
        await page.getByLabel("M-Pesa phone number").fill(javaScript ? "0712345678" : "0733345678");
        await page.getByRole("button", { name: "Send the request to my phone" }).click();
        await page.waitForURL(new RegExp(`/trip/${token}/pay/mpesa/\\d+$`));
        await page.getByRole("heading", { level: 1, name: "We did not hear back from M-Pesa" }).waitFor();
        await page.getByText("may still have reached your phone").waitFor();
        if (javaScript) {
          await expectAccessible(page, "M-Pesa status page, unknown");
          await shoot(page, "mpesa-status-unknown");
        } else {
          const violations = await blockingViolations(page);
          expect(violations.map((violation) => violation.id)).toEqual(["meta-refresh"]);
        }
      }
    } finally {
      daraja.unreachable = false;
    }
  });

  it("a second press while a push is unanswered sends nothing and says where the first went, with and without script", async () => {
    const token = tokens[2]!;
    const pushes = daraja.pushes.length;
    for (const javaScript of [true, false]) {
      const page = await newPage(javaScript);
      await visit(page, `/trip/${token}/pay/mpesa`);
      await page.getByLabel(/^Deposit:/).check();
      await page.getByLabel("M-Pesa phone number").fill("0722 000 111");
      await page.getByRole("button", { name: "Send the request to my phone" }).click();
      await page.getByText("We already sent a payment request to 0712 ••• 678 for this booking").first().waitFor();
      expect(new URL(page.url()).pathname).toBe(`/trip/${token}/pay/mpesa`);
      await expect(page.getByLabel("M-Pesa phone number").inputValue()).resolves.toBe("0722 000 111");
      await expectAccessible(page, `M-Pesa form, a push already pending (script ${javaScript})`);
      if (javaScript) await shoot(page, "mpesa-form-pending");
    }
    expect(daraja.pushes.length).toBe(pushes);
  });
});

describe("staff", () => {
  it("see the unmatched M-Pesa payments, with their count on the dashboard", async () => {
    const page = await newPage();
    await visit(page, `/login?redirectTo=${encodeURIComponent("/admin")}`);
    await expectAccessible(page, "sign in");
    await submitSignIn(page, STAFF);
    await page.waitForURL((url) => url.pathname === "/admin");
    await waitForHydration(page);
    await expectAccessible(page, "dashboard");
    expect(await page.locator("[data-count=unmatched-payments]").textContent()).toBe("1");
    await page.getByRole("link", { name: /Unmatched M-Pesa payments/ }).click();
    await page.waitForURL((url) => url.pathname === "/admin/payments/unmatched");
    await page.getByRole("heading", { level: 1, name: "Unmatched M-Pesa payments" }).waitFor();
    await page.getByText("SKT4QW8ZP1").waitFor();
    await expectAccessible(page, "unmatched M-Pesa payments");
    await shoot(page, "staff-unmatched");
  });
});

describe("a push whose callback never comes", () => {
  it("is settled by the reconciliation job from 15 s after the push; the callback arriving late changes nothing", async () => {
    const token = tokens[3]!;
    daraja.planNext({ resultCode: 0, callback: "manual", query: "result" });
    const form = new URLSearchParams({ purpose: "deposit", phone: "0712345678" });
    const posted = await fetch(`${server.url}/trip/${token}/pay/mpesa`, {
      method: "POST",
      body: form,
      headers: { origin: server.url },
      redirect: "manual",
    });
    expect(posted.status).toBe(302);
    const push = daraja.pushes.at(-1)!;
    // Nobody looks at the status page: only the job asks STK Query.
    const queried = () =>
      daraja.requests.some(
        (request) =>
          request.path === "/mpesa/stkpushquery/v1/query" &&
          (request.body as { CheckoutRequestID?: string }).CheckoutRequestID === push.checkoutRequestId,
      );
    const started = Date.now();
    while (!queried() && Date.now() - started < 40_000) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(queried()).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(13_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Safaricom's callback, late: accepted, and still one payment.
    expect(await daraja.sendCallback(push.checkoutRequestId)).toEqual({
      status: 200,
      body: JSON.stringify({ ResultCode: 0, ResultDesc: "Accepted" }),
    });
    // The callback URL's secret never reaches the log: its path is logged with [secret] in its place.
    const secret = String(push.request.CallBackURL).split("/").at(-1)!;
    expect(secret.length).toBeGreaterThanOrEqual(16);
    const logged = () => server.logs.some((line) => JSON.stringify(line).includes("/mobile-money/callback/[secret]"));
    for (let wait = 0; wait < 20 && !logged(); wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logged()).toBe(true);
    expect(server.output()).not.toContain(secret);
  }, 60_000);
});

describe("afterwards", () => {
  it("the ledger holds two paid deposits, one cancelled push and two unknown ones, and one receipt per paid deposit", async () => {
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const rows = await handle.db.select().from(payments).orderBy(payments.id);
      expect(rows.map((row) => [row.bookingId, row.method, row.status, row.amount, row.failureCode])).toEqual([
        [bookingIds[0], "mpesa", "succeeded", 11_632_500, null],
        [bookingIds[1], "mpesa", "failed", 11_632_500, "1032"],
        // The two pushes whose answers were lost: pending, unknown, waiting for a callback to match them.
        [bookingIds[2], "mpesa", "pending", 11_632_500, null],
        [bookingIds[4], "mpesa", "pending", 11_632_500, null],
        [bookingIds[3], "mpesa", "succeeded", 11_632_500, null],
      ]);
      // Settled by the job (STK Query gives no receipt number); the late callback brought the receipt.
      const settledByJob = rows.find((row) => row.bookingId === bookingIds[3]);
      expect(settledByJob?.providerReceipt).toMatch(/^SK/);
      expect((await readLedger(handle.db, bookingIds[3]!))?.summary).toMatchObject({
        paid: 90_000,
        outstanding: 210_000,
      });
      expect((await readLedger(handle.db, bookingIds[0]!))?.summary).toMatchObject({
        paid: 90_000,
        outstanding: 210_000,
      });
      expect((await readLedger(handle.db, bookingIds[1]!))?.summary).toMatchObject({ paid: 0, outstanding: 300_000 });
      const receipts = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "payment_receipt"));
      expect(receipts).toHaveLength(2);
      expect(daraja.problems).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
