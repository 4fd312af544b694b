// The response clock and where travellers come from, in Chromium against the production build. A traveller
// arrives from a newsletter (a referrer and UTM parameters on the first page), moves to /contact, reads the
// reply-time figure (five measured replies with a median of 50 office minutes: 'within 1 hour') and sends an
// inquiry. Staff see the clock's counts on the dashboard as the database holds them, are refused times that
// make no sense on /admin/settings in words, set a one-hour target, and see the counts follow. The inquiry's
// enquiry row has the source. Every page is scanned for accessibility problems and photographed at 375, 768
// and 1280 px.
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/db/client.server";
import { enquiries, inquiries } from "~/db/schema";
import { openEnquiry } from "~/features/inbox/enquiries.server";
import { subtractOfficeMinutes } from "~/features/inbox/office-hours";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { get } from "./support/http";
import { submitSignIn } from "./support/site-under-test";

const STAFF = { email: "wanjiku@heartbeest.test", password: "a long response clock passphrase", name: "Wanjiku Njeri" };
const SHOTS = process.env.CLOCK_SHOTS_DIR ?? "/tmp/shots-clock";
const LANDING = "/?utm_source=newsletter&utm_medium=email&utm_campaign=migration";
const NEWSLETTER = "https://news.example.org/issue/12";
const SUBJECT = "Great Migration in August";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];

let counter = 0;
async function addEnquiry(db: Database, receivedAt: Date, replyAfterMinutes: number | null = null) {
  counter += 1;
  const [inquiry] = await db
    .insert(inquiries)
    .values({ name: `Traveller ${counter}`, email: `t${counter}@example.com`, subject: "Mara", message: "Hello" })
    .returning();
  const enquiry = await openEnquiry(db, {
    subject: { kind: "inquiry", inquiryId: inquiry!.id },
    name: inquiry!.name,
    email: inquiry!.email,
    title: `Enquiry ${counter}`,
    receivedAt,
  });
  if (replyAfterMinutes !== null) {
    await db
      .update(enquiries)
      .set({ firstReplyAt: new Date(receivedAt.getTime() + replyAfterMinutes * MINUTE), firstReplyChannel: "email" })
      .where(eq(enquiries.id, enquiry.id));
  }
}

/** 9:00 in Nairobi on the latest weekday at least three days ago: replies before 18:00 are office time. */
function recentWeekdayMorning(): Date {
  for (let back = 3; ; back++) {
    const day = new Date(Date.now() - back * DAY + 3 * 60 * MINUTE);
    if (day.getUTCDay() >= 1 && day.getUTCDay() <= 5) {
      return new Date(`${day.toISOString().slice(0, 10)}T09:00:00+03:00`);
    }
  }
}

async function addRows(db: Database) {
  // Five measured first replies, 30 to 70 office minutes after arrival: the median is 50, 'within 1 hour'.
  const morning = recentWeekdayMorning();
  for (const minutes of [30, 40, 50, 60, 70]) await addEnquiry(db, morning, minutes);
  // On the clock at the two-hour target: waiting (20 office minutes), nearing (100) and past it (20 days).
  // Office minutes only pass in office hours, so each keeps its state for the minutes this test takes.
  const now = new Date();
  await addEnquiry(db, subtractOfficeMinutes(now, 20));
  await addEnquiry(db, subtractOfficeMinutes(now, 100));
  await addEnquiry(db, new Date(now.getTime() - 20 * DAY));
}

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-reply-clock-e2e-");
  await prepareSiteDatabase(dataDir, [STAFF], addRows);
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser()]);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => expectScannedAndClose(pages));

async function newPage(): Promise<Page> {
  const page = await openPage(browser, server.url);
  pages.push(page);
  return page;
}

async function shoot(page: Page, name: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing may run wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const clockCount = (page: Page, state: string) => page.locator(`[data-count="clock-${state}"]`).textContent();

describe("the response clock", () => {
  it("keeps where a traveller came from, and shows the reply-time figure beside the contact form", async () => {
    // Another anonymous visitor's browser first, so this one gets the cached page: its script allowed by hash,
    // not nonce (the newsletter's parameters are none a page reads, so both are answered with the page for /).
    expect((await get(`${server.url}${LANDING}`, { Accept: "text/html" })).status).toBe(200);
    const page = await newPage();
    const landing = await page.goto(LANDING, { referer: NEWSLETTER, waitUntil: "load" });
    expect(landing?.headers()["x-page-cache"]).toBe("hit");
    await waitForHydration(page);
    await expectAccessible(page, "home from the newsletter");
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(stored.source_landing).toBe(LANDING);
    expect(stored.source_referrer).toMatch(/^https:\/\/news\.example\.org\//);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).first().click();
    await page.waitForURL((url) => url.pathname === "/contact");
    await page.getByRole("heading", { name: "Send us a message" }).waitFor();
    await expectAccessible(page, "contact");
    // Beside the form and with the e-mail address; the 24-hour promise stays.
    expect(await page.getByText("We usually reply within 1 hour.", { exact: true }).count()).toBe(2);
    expect(await page.getByText("We reply within 24 hours.").count()).toBe(1);
    // A second page of the visit does not replace its first.
    expect(await page.evaluate(() => sessionStorage.getItem("source_landing"))).toBe(LANDING);

    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await form.getByLabel("Full name *").fill("Amina Otieno");
    await form.getByLabel("Email *").fill("amina@example.com");
    await form.getByLabel("Subject *").fill(SUBJECT);
    await form.getByLabel("Message *").fill("Two adults, ten days, the river crossings if we can.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message sent", { exact: true }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, "contact after sending");
    await shoot(page, "contact");
  }, 120_000);

  it("counts waiting, nearing and past-target enquiries for staff, and follows a new target", async () => {
    const page = await newPage();
    await visit(page, "/login?redirectTo=%2Fadmin");
    await expectAccessible(page, "sign in");
    await submitSignIn(page, STAFF);
    await page.waitForURL((url) => url.pathname === "/admin");
    await waitForHydration(page);
    await expectAccessible(page, "dashboard");

    // The database holds one enquiry 20 office minutes old and the traveller's new one (waiting), one at 100
    // (nearing the two hours) and one 20 days old (past it); the five answered ones are off the clock.
    expect(await clockCount(page, "waiting")).toBe("2");
    expect(await clockCount(page, "nearing")).toBe("1");
    expect(await clockCount(page, "overdue")).toBe("1");
    expect(await clockCount(page, "median")).toBe("50 min");
    const clock = page.getByRole("region", { name: "Response clock" });
    expect(await clock.getByText("5 replies measured; travellers read 'within 1 hour'").count()).toBe(1);
    expect(await clock.getByRole("link", { name: /Past target/ }).getAttribute("href")).toBe(
      "/admin/inbox?clock=overdue",
    );
    expect(await clock.getByRole("link", { name: /Nearing target/ }).getAttribute("href")).toBe(
      "/admin/inbox?clock=nearing",
    );
    await shoot(page, "admin");

    await clock.getByRole("link", { name: "Change the office hours or target" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/settings");
    await page.getByRole("heading", { name: "Response clock" }).waitFor();
    await expectAccessible(page, "settings");
    await shoot(page, "admin-settings");

    // Monday closing before it opens: refused beside the field, in words, with what was typed kept.
    const settings = page.locator("form").filter({ has: page.getByRole("button", { name: "Save response clock" }) });
    await settings.locator("#clock-mon-closes").fill("07:00");
    await settings.locator("#clock-target-hours").fill("1");
    await settings.getByRole("button", { name: "Save response clock" }).click();
    await settings.getByText("Monday must close after it opens: choose a time after 08:00.").waitFor();
    expect(await settings.getByRole("alert").first().textContent()).toContain("see the marked fields");
    expect(await settings.locator("#clock-mon-closes").inputValue()).toBe("07:00");
    expect(await settings.locator("#clock-mon-closes").getAttribute("aria-invalid")).toBe("true");
    expect(await settings.locator("#clock-target-hours").inputValue()).toBe("1");
    await expectAccessible(page, "settings refused");

    // A one-hour target: the enquiry at 100 office minutes is past it now, the one at 20 still waiting.
    await settings.locator("#clock-mon-closes").fill("18:00");
    await settings.locator("#clock-target-minutes").fill("0");
    await settings.getByRole("button", { name: "Save response clock" }).click();
    await page.getByText("Response clock saved.").first().waitFor();
    expect(await settings.locator("#clock-target-hours").inputValue()).toBe("1");
    await expectAccessible(page, "settings saved");

    await visit(page, "/admin");
    await expectAccessible(page, "dashboard with a one-hour target");
    expect(await clockCount(page, "waiting")).toBe("2");
    expect(await clockCount(page, "nearing")).toBe("0");
    expect(await clockCount(page, "overdue")).toBe("2");
    expect(await page.getByText("against a target of 1 h").count()).toBe(1);
  }, 120_000);

  it("stored the inquiry's enquiry with the newsletter as its source", async () => {
    // The embedded database opens in one process at a time: read it once the server has stopped.
    await server.stop();
    const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
    try {
      const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.subject, SUBJECT));
      expect(row).toMatchObject({
        kind: "inquiry",
        name: "Amina Otieno",
        sourceLandingPath: "/",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "migration",
        firstReplyAt: null,
      });
      expect(row?.sourceReferrer).toMatch(/^https:\/\/news\.example\.org/);
    } finally {
      await handle.close();
    }
  });
});
