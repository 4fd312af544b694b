// Work first on the desktops staff use: every staff list and editor fits a 1024, 1280 and 1440 px wide
// window without sideways scrolling, its tables inside their boxes (no column squeezed out of sight behind
// a scroll bar), and the sidebar's last link is in reach at 1280x900.
import { rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { addBookingEnquiry, addInquiryEnquiry } from "../support/enquiries";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";

const OWNER = { email: "wanjiru@heartbeest.test", password: "a long desktop passphrase", name: "Wanjiru Kamau" };

/** The staff screens with tables or long forms, as an owner (who sees every one) opens them. */
const SCREENS = [
  "/admin",
  "/admin/bookings",
  "/admin/inbox",
  "/admin/packages",
  "/admin/reviews",
  "/admin/destinations",
  "/admin/hotels_lodges",
  "/admin/videos",
  "/admin/discount_codes",
  "/admin/inquiries",
  "/admin/email_outbox",
  "/admin/audit_log",
  "/admin/staff",
  "/admin/payments/unmatched",
  "/admin/rates",
  "/admin/rates/seasons",
  "/admin/rates/parks",
  "/admin/translations",
  "/admin/templates",
];
const WIDTHS = [1024, 1280, 1440];

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-staff-fit-e2e-");
  await prepareSiteDatabase(dataDir, [OWNER], async (db) => {
    await addBookingEnquiry(db, {
      name: "Maximilian Grünewald-Oppenheimer",
      email: "maximilian.gruenewald-oppenheimer@example.com",
      receivedAt: new Date(Date.now() - 3 * 24 * 60 * 60_000),
      quoted: true,
    });
    await addInquiryEnquiry(db, {
      name: "Wambui Njeri",
      email: "wambui@example.com",
      subject: "Honeymoon in the Mara in June, with a night at the coast if the flights allow",
      receivedAt: new Date(Date.now() - 60 * 60_000),
    });
    // The outbox with what it really holds: long addresses and subjects, sent and failed.
    await db.insert(emailOutbox).values([
      {
        kind: "booking_confirmation",
        toAddress: "maximilian.gruenewald-oppenheimer@example.com",
        subject: "Ihre Buchungsanfrage KSF-1001: Safari zur Großen Tierwanderung, 1. bis 5. August 2031",
        textBody: "Guten Tag",
        status: "sent",
        sentAt: new Date(),
      },
      {
        kind: "enquiry_reply",
        toAddress: "wambui@example.com",
        subject: "Re: Honeymoon in the Mara in June, with a night at the coast if the flights allow",
        textBody: "Dear Wambui",
        status: "failed",
        attempts: 5,
        lastError: "550 mailbox unavailable",
      },
    ]);
  });
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser({ ownProcess: true })]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => expectScannedAndClose(pages));

/**
 * What sticks out or is squeezed: the page wider than the window, a table wider than the box it is drawn in,
 * or a column that shares the free width (a name, an address, a subject) narrower than 9rem.
 */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) found.push(`the page is ${root.scrollWidth}px wide`);
    for (const table of document.querySelectorAll("main table")) {
      const box = table.parentElement!;
      if (table.getBoundingClientRect().width <= 1) continue; // a table read out but not drawn
      if (box.scrollWidth > box.clientWidth + 1) {
        const name =
          table.querySelector("caption")?.textContent?.trim() || table.getAttribute("aria-label") || "a table";
        found.push(`${name}: ${box.scrollWidth}px in a ${box.clientWidth}px box`);
      }
      // Rows shown as cards (below 1280 px) have no columns to squeeze.
      if (getComputedStyle(table).display !== "table") continue;
      for (const heading of table.querySelectorAll("th[data-shared-width]")) {
        const width = heading.getBoundingClientRect().width;
        if (width > 1 && width < 144)
          found.push(`the column ${heading.textContent?.trim()} is ${Math.round(width)}px wide`);
      }
    }
    return found;
  });
}

/** A 1280x900 window, signed in as the owner through the sign-in page, on `target`. */
async function signedInAt(target: string): Promise<Page> {
  const page = await openPage(browser, server.url, { viewport: { width: 1280, height: 900 } });
  pages.push(page);
  await visit(page, `/login?redirectTo=${encodeURIComponent(target)}`);
  await expectAccessible(page, "sign in");
  await submitSignIn(page, OWNER);
  await page.waitForURL((url) => url.pathname === target);
  await waitForHydration(page);
  return page;
}

describe("staff screens on a desktop", () => {
  it("fit 1024, 1280 and 1440 px without sideways scrolling, tables inside their boxes", async () => {
    const page = await signedInAt("/admin");

    const problems: string[] = [];
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      const response = await visit(page, screen);
      expect(response.status(), screen).toBe(200);
      await expectAccessible(page, `desktop ${screen}`);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await overflows(page)) problems.push(`${screen} at ${width}px: ${problem}`);
        if (process.env.FIT_SHOTS)
          await page.screenshot({ path: `/tmp/fit${screen.replaceAll("/", "_")}-${width}.png` });
      }
    }
    expect(problems).toEqual([]);
  });

  it("keep the sidebar's last link in reach at 1280x900", async () => {
    const page = await signedInAt("/admin/bookings");
    await expectAccessible(page, "desktop bookings");
    const sidebar = page.getByRole("navigation", { name: "Staff portal" });
    const box = await sidebar.getByRole("link").last().boundingBox();
    expect(box, "the sidebar's last link").not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  });
});
