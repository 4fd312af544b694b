// A paid booking cancelled by staff in Chromium against the production build: the booking page shows what was
// paid and what is refundable before the Cancel booking form, refuses an empty reason in words with the page's
// script and without it, cancels with a reason; the traveller's trip page then says it is cancelled, when, and
// what comes back, with no way left to pay. Screenshots at 375 and 1280 px of both pages.
import { mkdir, rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { recordManualPayment } from "~/features/payments/ledger.server";
import { createTestTrip } from "../support/trips";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, desktop, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";

const OWNER = { email: "wanjiru@heartbeest.test", password: "a long staff passphrase", name: "Wanjiru Kamau" };
const SHOTS = "/tmp/booking-records-shots";

let dataDir: string;
let server: AppServer;
let browser: Browser;
const pages: Page[] = [];
const trip = { id: 0, reference: "", token: "" };

async function addPaidTrip(db: Database) {
  const made = await createTestTrip(db, { start: "2031-07-30" });
  const paid = await recordManualPayment(
    db,
    { id: null, email: "test setup" },
    {
      bookingId: made.booking.id,
      purpose: "deposit",
      method: "bank_transfer",
      amount: 150_000,
      currency: "USD",
      receivedOn: "2031-01-12",
      reference: "EQ-TRF-1500",
      note: "",
    },
  );
  if (paid.status !== "recorded") throw new Error(paid.status);
  Object.assign(trip, { id: made.booking.id, reference: made.booking.reference, token: made.token });
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  dataDir = await makeTempDir("heartbeest-records-e2e-");
  await prepareSiteDatabase(dataDir, [OWNER], addPaidTrip);
  [server, browser] = await Promise.all([
    startAppServer({ dataDir, env: { SEED_ON_START: "false" } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
afterEach(async () => {
  try {
    for (const page of pages) {
      expectEveryVisitedPageScanned(page);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
  } finally {
    await Promise.all(pages.splice(0).map((page) => closePage(page)));
  }
});

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

async function signedIn(target: string, options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await newPage(options);
  await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
  await expectAccessible(page, "sign in");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === target);
  await page.waitForLoadState("load");
  await expectAccessible(page, target);
  return page;
}

describe("cancelling a paid booking", () => {
  it("shows the money before the form, refuses an empty reason without script, and shows on a phone", async () => {
    const page = await signedIn(`/admin/bookings/${trip.id}`, { viewport: phone, javaScriptEnabled: false });
    const cancel = page.getByRole("region", { name: "Cancel booking" });
    const terms = await cancel.getByTestId("cancellation-terms").textContent();
    expect(terms).toMatch(/Paid\s*US\$1,500\.00|Paid\s*USD\s*1,500\.00/);
    expect(terms).toContain("Still held, refundable");
    expect(await cancel.textContent()).toContain("Within the free cancellation terms");
    await cancel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/booking-cancel-375.png`, fullPage: true });

    // Spaces pass the browser's own length check; the server (the only authority) trims and refuses them.
    await cancel.getByRole("textbox", { name: /Reason/ }).fill("   ");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    await page.waitForLoadState("load");
    const refused = page.getByRole("region", { name: "Cancel booking" });
    expect(await refused.textContent()).toContain("Please say why the booking is cancelled.");
    expect(await refused.getByRole("textbox", { name: /Reason/ }).inputValue()).toBe("   ");
    await expectAccessible(page, "cancel refused without script");
    expect(
      await page
        .getByRole("region", { name: /^Stage/ })
        .getByRole("heading")
        .textContent(),
    ).not.toContain("Cancelled");
  }, 120_000);

  it("cancels with a reason at 1280 px; payments stay; the trip page says it is cancelled and what comes back", async () => {
    const page = await signedIn(`/admin/bookings/${trip.id}`, { viewport: desktop });
    await page.screenshot({ path: `${SHOTS}/booking-cancel-1280.png`, fullPage: true });
    const cancel = page.getByRole("region", { name: "Cancel booking" });
    await cancel.getByRole("textbox", { name: /Reason/ }).fill("The family cannot travel this year.");
    await cancel.getByRole("button", { name: "Cancel booking" }).click();
    const cancelled = page.getByRole("region", { name: "Cancelled", exact: true });
    await expect.poll(() => cancelled.count()).toBe(1);
    expect(await cancelled.textContent()).toContain("The family cannot travel this year.");
    await expectAccessible(page, "cancelled booking");
    await page.screenshot({ path: `${SHOTS}/booking-cancelled-1280.png`, fullPage: true });
    expect(
      await page
        .getByRole("region", { name: /^Stage/ })
        .getByRole("heading")
        .textContent(),
    ).toContain("Cancelled");
    // The payment stays in the ledger.
    expect(await page.getByText("EQ-TRF-1500").count()).toBeGreaterThan(0);

    for (const [viewport, name] of [
      [phone, "375"],
      [desktop, "1280"],
    ] as const) {
      const tripPage = await newPage({ viewport });
      await visit(tripPage, `/trip/${trip.token}`);
      const notice = tripPage.getByTestId("trip-cancelled");
      expect(await notice.textContent()).toContain("This booking is cancelled");
      expect(await notice.textContent()).toContain("Still to be refunded");
      expect(await notice.textContent()).toContain("1,500.00");
      expect(await tripPage.getByRole("button", { name: /Pay/ }).count()).toBe(0);
      await expectAccessible(tripPage, `cancelled trip ${name}`);
      await tripPage.screenshot({ path: `${SHOTS}/trip-cancelled-${name}.png`, fullPage: true });
    }
  }, 120_000);
});
