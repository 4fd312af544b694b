// One lifecycle, in Chromium against the production build: a booking request is answered from the inbox, a
// proposal is marked sent, the deposit and then the balance are recorded on the booking's page. After each,
// the enquiry page, the inbox row, the bookings list and the booking's page say the same stage, and the
// navigation's counts of new work follow. Photographed at 375, 768 and 1280 px.
import { mkdir, rm } from "node:fs/promises";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { paymentSchedule } from "~/db/schema";
import { addBookingEnquiry, SAMPLE_QUOTE } from "../support/enquiries";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "akinyi@heartbeest.test", password: "a long lifecycle passphrase", name: "Akinyi Wafula" };
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/shots-lifecycle";
const TRAVELLER = { name: "Imani Njeri", email: "imani.njeri@example.com" };

let server: AppServer;
let browser: Browser;
let dataDir: string;
let enquiryId: number;
let bookingId: number;
let reference: string;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;
const pages: Page[] = [];

async function addBooking(db: Database) {
  // No quote on the request: its schedule is written below, as staff would agree it.
  const made = await addBookingEnquiry(db, { ...TRAVELLER, receivedAt: new Date(), quoted: false });
  enquiryId = made.enquiry.id;
  bookingId = made.bookingId;
  reference = made.reference;
  await db.insert(paymentSchedule).values([
    { bookingId, kind: "deposit", amount: SAMPLE_QUOTE.deposit, currency: "USD", dueDate: "2026-12-01" },
    { bookingId, kind: "balance", amount: SAMPLE_QUOTE.balance, currency: "USD", dueDate: SAMPLE_QUOTE.balanceDueDate },
  ]);
}

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-lifecycle-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF], addBooking);
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser()]);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => expectScannedAndClose(pages));

async function staffPage(target: string): Promise<Page> {
  const page = await openPage(browser, server.url, signedIn ? { storageState: signedIn } : {});
  pages.push(page);
  if (signedIn) {
    await visit(page, target);
  } else {
    await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
    await expectAccessible(page, "sign in");
    await submitSignIn(page, STAFF);
    await page.waitForURL((url) => url.pathname === target);
    await waitForHydration(page);
    signedIn = await page.context().storageState();
  }
  return page;
}

/** The count a navigation link carries ("Inbox 3 waiting"), 0 when it shows none. */
async function navCount(page: Page, label: "Inbox" | "Bookings"): Promise<number> {
  const link = page
    .getByRole("navigation", { name: "Staff portal" })
    .last()
    .getByRole("link", { name: new RegExp(`^${label}`) });
  const words = (await link.textContent()) ?? "";
  return Number(/(\d+)/.exec(words.replace(label, ""))?.[1] ?? 0);
}

/** What each staff screen says of the booking's stage, read from the pages themselves. */
async function stageOnEveryScreen(page: Page, label: string) {
  await visit(page, `/admin/inbox/${enquiryId}`);
  await expectAccessible(page, `enquiry: ${label}`);
  const enquiryPage = (await page.getByTestId("enquiry-stage").textContent())?.trim();

  await visit(page, `/admin/inbox?status=all&q=${encodeURIComponent(TRAVELLER.email)}`);
  await expectAccessible(page, `inbox: ${label}`);
  const inboxRow = (await page.getByTestId("inbox-stage").first().textContent())?.trim();

  await visit(page, `/admin/bookings?q=${encodeURIComponent(reference)}`);
  await expectAccessible(page, `bookings: ${label}`);
  const listRow = (
    await page.getByRole("row").filter({ hasText: reference }).locator("td").nth(4).textContent()
  )?.trim();

  await visit(page, `/admin/bookings/${bookingId}`);
  await expectAccessible(page, `booking: ${label}`);
  const bookingHeading = (await page.getByRole("heading", { name: /^Stage/ }).textContent())
    ?.replace("Stage", "")
    .trim();

  return { enquiryPage, inboxRow, listRow, bookingHeading };
}

const everywhere = (label: string) => ({ enquiryPage: label, inboxRow: label, listRow: label, bookingHeading: label });

async function recordPayment(page: Page, purpose: "deposit" | "balance", amount: string, bankReference: string) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Record payment" }) });
  await form.getByLabel("Pays towards").selectOption(purpose);
  await form.getByLabel("Amount received").fill(amount);
  await form.getByLabel("Reference").fill(bankReference);
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect.poll(() => page.getByTestId("payments-table").textContent()).toContain(bankReference);
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width !== 375 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("one stage on every screen", () => {
  it("after a reply, a proposal, the deposit and the balance; new work counted once and no longer", async () => {
    const page = await staffPage("/admin");
    await expectAccessible(page, "dashboard");
    expect(await stageOnEveryScreen(page, "new")).toEqual(everywhere("New"));
    const waiting = await navCount(page, "Inbox");
    const newBookings = await navCount(page, "Bookings");
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(newBookings).toBeGreaterThanOrEqual(1);

    // A reply from the enquiry's page.
    await visit(page, `/admin/inbox/${enquiryId}`);
    const reply = page
      .locator("#reply")
      .or(page.getByRole("region", { name: "Reply to the traveller" }))
      .first();
    await reply.getByLabel("Subject").fill(`Your safari ${reference}`);
    await reply.getByLabel("Message").fill("Dear Imani, thank you: the camp has space for your dates.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect
      .poll(() => page.getByTestId("enquiry-clock").locator("[data-clock]").getAttribute("data-clock"))
      .toBe("answered");
    await expectAccessible(page, "replied");
    expect(await stageOnEveryScreen(page, "answered")).toEqual(everywhere("Answered"));
    // Answered: it is no longer new work, in the inbox's count or the bookings'.
    expect(await navCount(page, "Inbox")).toBe(waiting - 1);
    expect(await navCount(page, "Bookings")).toBe(newBookings - 1);

    // The proposal.
    await visit(page, `/admin/inbox/${enquiryId}`);
    await page.getByRole("button", { name: "Mark proposal sent" }).click();
    await expect.poll(() => page.getByTestId("enquiry-stage").textContent()).toBe("Proposal sent");
    await expectAccessible(page, "proposal sent");
    expect(await stageOnEveryScreen(page, "proposal")).toEqual(everywhere("Proposal sent"));

    // The deposit, recorded on the booking's page (stageOnEveryScreen ends there).
    await recordPayment(page, "deposit", "828.00", "EQ-LIFE-DEP");
    await expectAccessible(page, "deposit recorded");
    expect(await stageOnEveryScreen(page, "deposit")).toEqual(everywhere("Deposit paid"));

    // The balance.
    await recordPayment(page, "balance", "1932.00", "EQ-LIFE-BAL");
    await expectAccessible(page, "balance recorded");
    const paid = await stageOnEveryScreen(page, "paid");
    expect(paid).toEqual(everywhere("Fully paid"));
    await shoot(page, "booking-fully-paid");
    await visit(page, "/admin/bookings?stage=fully_paid");
    await expectAccessible(page, "bookings filtered by stage");
    expect(await page.getByRole("row").filter({ hasText: reference }).count()).toBe(1);
    expect(
      await page
        .getByRole("navigation", { name: "Filter by stage" })
        .getByRole("link", { name: /^Fully paid \(\d+\)$/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    await shoot(page, "bookings-by-stage");
  });
});
