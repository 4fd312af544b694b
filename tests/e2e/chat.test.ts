// Live chat in Chromium against the production build: a traveller's page and a signed-in staff member's
// page exchanging messages without reloading, the traveller's conversation surviving a reload and a
// dropped connection, strangers seeing nothing of it, and the same journey without JavaScript. Every
// page and state is scanned for accessibility problems.

import { rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_OPERATOR_FACTS } from "~/features/operator-settings/operator-facts";
import { saveOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { get } from "./support/http";

const STAFF = { email: "neema@heartbeest.test", password: "a long staff passphrase", name: "Neema Mollel" };
const OFFICE = { phone: "+254 733 410 220", email: "safaris@heartbeest.co.ke" };

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-chat-e2e-");
  // The office's own details, saved as an owner would: the page offers them, not the demo's.
  await prepareSiteDatabase(dataDir, [STAFF], (db) =>
    saveOperatorFacts(db, { ...SAMPLE_OPERATOR_FACTS, ...OFFICE }, { id: null, email: "test setup" }).then(() => {}),
  );
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser()]);
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
    await Promise.all(pages.splice(0).map(closePage));
  }
});

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

let staffPage: Page | undefined;

/** The staff member's page at /admin/chat, signed in through the login form once. */
async function staffChatPage(): Promise<Page> {
  if (staffPage && !staffPage.isClosed()) return staffPage;
  const page = await newPage();
  await visit(page, "/login?redirectTo=%2Fadmin%2Fchat");
  await expectAccessible(page, "sign in");
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password", { exact: true }).fill(STAFF.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/chat$/);
  await waitForHydration(page);
  await expectAccessible(page, "staff chat");
  staffPage = page;
  return page;
}

async function startChat(page: Page, who: { name: string; email: string; message: string }) {
  await page.getByLabel("Your name").fill(who.name);
  await page.getByLabel("E-mail", { exact: true }).fill(who.email);
  await page.getByLabel("Your message").fill(who.message);
  await page.getByRole("button", { name: "Start Chat" }).click();
  await page.getByRole("log", { name: "Messages" }).waitFor();
}

const travellerLog = (page: Page) => page.getByRole("log", { name: "Messages" });

/** Marks the document, so a test can prove that something arrived without the page reloading. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { chatMarker: boolean }).chatMarker = true;
  });
}
async function stillSameDocument(page: Page) {
  return page.evaluate(() => (window as unknown as { chatMarker?: boolean }).chatMarker === true);
}

describe("chat", () => {
  it("is private to search engines and caches", async () => {
    const response = await get(`${server.url}/chat`);
    expect(response.status).toBe(200);
    expect(response.header("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.header("cache-control")).toBe("private, no-store");
    expect(response.text).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    // 'Prefer another way?' offers the office's saved phone and e-mail.
    const aside = response.text.slice(
      response.text.indexOf('id="chat-aside-title"'),
      response.text.indexOf("</aside>"),
    );
    expect(aside).toContain('href="tel:+254733410220"');
    expect(aside).toContain(OFFICE.phone);
    expect(aside).toContain(`href="mailto:${OFFICE.email}"`);
    expect(response.text).not.toContain(SAMPLE_OPERATOR_FACTS.phone);
  });

  it("exchanges messages between a traveller and staff without reloading either page", async () => {
    const traveller = await newPage({ viewport: phone });
    await visit(traveller, "/chat");
    await expectAccessible(traveller, "start form");

    // The form's own checks, before anything is sent.
    await traveller.getByRole("button", { name: "Start Chat" }).click();
    await expect.poll(() => traveller.getByText("Please tell us your name").count()).toBe(1);
    expect(await traveller.getByText("Please enter a valid email address").count()).toBe(1);
    expect(await traveller.getByText("Please write a message").count()).toBe(1);
    await expectAccessible(traveller, "start form with errors");

    await startChat(traveller, {
      name: "Amina Otieno",
      email: "amina@example.com",
      message: "Is late August good for the river crossings?",
    });
    await expectAccessible(traveller, "conversation");
    expect(await travellerLog(traveller).textContent()).toContain("Is late August good for the river crossings?");
    const cookie = (await traveller.context().cookies()).find((entry) => entry.name === "hb_chat");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // Staff see the conversation and open it.
    const staff = await staffChatPage();
    const entry = staff.getByRole("link", { name: /Amina Otieno/ });
    await expect.poll(() => entry.count(), { timeout: 10_000 }).toBe(1);
    expect(await entry.textContent()).toContain("Awaiting reply");
    await entry.click();
    await staff.waitForURL(/\/admin\/chat\?c=\d+$/);
    await waitForHydration(staff);
    await expectAccessible(staff, "conversation for staff");
    await markDocument(staff);
    await markDocument(traveller);

    // Staff reply; the traveller's page shows it at its next poll.
    await staff.getByLabel("Reply to Amina Otieno").fill("Yes! Late August is the best time for crossings.");
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expect
      .poll(() => travellerLog(traveller).textContent(), { timeout: 15_000 })
      .toContain("Yes! Late August is the best time for crossings.");
    expect(await travellerLog(traveller).textContent()).toContain("Neema, Heartbeest Safari");
    expect(await stillSameDocument(traveller)).toBe(true);
    await expectAccessible(traveller, "conversation with a reply");

    // The traveller answers with Enter; the staff page shows it without reloading.
    const box = traveller.getByLabel("Message", { exact: true });
    await box.fill("Wonderful, we are two adults.");
    await box.press("Enter");
    await expect.poll(() => travellerLog(traveller).textContent()).toContain("Wonderful, we are two adults.");
    // The box empties once the server has taken the message, which can land just after the log shows it.
    await expect.poll(() => box.inputValue()).toBe("");
    const staffLog = staff.getByRole("log", { name: "Messages with Amina Otieno" });
    await expect.poll(() => staffLog.textContent(), { timeout: 15_000 }).toContain("Wonderful, we are two adults.");
    expect(await stillSameDocument(staff)).toBe(true);
    expect(await stillSameDocument(traveller)).toBe(true);
    await expectAccessible(staff, "staff page after the traveller's answer");

    // A returning traveller on the same browser finds the whole conversation.
    await visit(traveller, "/chat");
    await expectAccessible(traveller, "conversation after reload");
    const history = await travellerLog(traveller).textContent();
    expect(history).toContain("Is late August good for the river crossings?");
    expect(history).toContain("Yes! Late August is the best time for crossings.");
    expect(history).toContain("Wonderful, we are two adults.");

    // Someone else's browser sees nothing of it.
    const stranger = await newPage();
    await visit(stranger, "/chat");
    await expectAccessible(stranger, "stranger");
    expect(await stranger.getByRole("heading", { name: "Start a conversation" }).count()).toBe(1);
    expect(await stranger.content()).not.toContain("river crossings");
    const poll = await stranger.evaluate(async () => (await fetch("/chat/messages")).status);
    expect(poll).toBe(404);

    // Staff close the conversation; the traveller is told, and it leaves the open list.
    await staff.getByRole("button", { name: "Close conversation" }).click();
    await staff.waitForURL(/\/admin\/chat$/);
    await waitForHydration(staff);
    await expectAccessible(staff, "after closing");
    expect(await staff.getByRole("link", { name: /Amina Otieno/ }).count()).toBe(0);
    await expect
      .poll(() => traveller.getByText(/Our team has closed this conversation/).count(), { timeout: 15_000 })
      .toBe(1);
    await expectAccessible(traveller, "closed conversation");
  });

  it("survives a dropped connection and catches up on what it missed", async () => {
    const traveller = await newPage();
    await visit(traveller, "/chat");
    await expectAccessible(traveller, "start form");
    await startChat(traveller, { name: "Lars Berg", email: "lars@example.com", message: "Hello from the train." });
    await expectAccessible(traveller, "conversation");
    await markDocument(traveller);

    await traveller.context().setOffline(true);
    await expect.poll(() => traveller.getByText("Connection lost. Trying again…").count(), { timeout: 20_000 }).toBe(1);
    await expectAccessible(traveller, "offline");

    const staff = await staffChatPage();
    await visit(staff, "/admin/chat");
    await expectAccessible(staff, "staff chat");
    await staff.getByRole("link", { name: /Lars Berg/ }).click();
    await staff.waitForURL(/\/admin\/chat\?c=\d+$/);
    await waitForHydration(staff);
    await expectAccessible(staff, "Lars's conversation");
    await staff.getByLabel("Reply to Lars Berg").fill("Welcome back online!");
    await staff.getByRole("button", { name: "Send reply" }).click();
    await expect.poll(() => staff.getByRole("log").textContent()).toContain("Welcome back online!");

    await traveller.context().setOffline(false);
    await expect
      .poll(() => travellerLog(traveller).textContent(), { timeout: 40_000 })
      .toContain("Welcome back online!");
    expect(await traveller.getByText("Connection lost. Trying again…").count()).toBe(0);
    expect(await stillSameDocument(traveller)).toBe(true);
  });

  it("works without JavaScript: starting (with the server's errors), sending, and ending the chat", async () => {
    const traveller = await newPage({ javaScriptEnabled: false });
    await visit(traveller, "/chat");
    await expectAccessible(traveller, "start form without script");
    await traveller.getByLabel("Your name").fill("Kofi Mensah");
    await traveller.getByLabel("E-mail", { exact: true }).fill("not an address");
    await traveller.getByLabel("Your message").fill("Do you arrange airport pick-ups?");
    await traveller.getByRole("button", { name: "Start Chat" }).click();
    await traveller.waitForLoadState("load");
    await expectAccessible(traveller, "server's errors");
    expect(await traveller.getByText("Please enter a valid email address").count()).toBe(1);
    expect(await traveller.getByLabel("Your message").inputValue()).toBe("Do you arrange airport pick-ups?");

    await traveller.getByLabel("E-mail", { exact: true }).fill("kofi@example.com");
    await traveller.getByRole("button", { name: "Start Chat" }).click();
    await traveller.waitForURL(/\/chat#chat-thread-title$/);
    await expectAccessible(traveller, "conversation without script");
    await traveller.getByLabel("Message", { exact: true }).fill("We land at 6 am.");
    await traveller.getByRole("button", { name: "Send" }).click();
    await traveller.waitForURL(/\/chat#chat-message$/);
    await expectAccessible(traveller, "after sending without script");
    expect(await travellerLog(traveller).textContent()).toContain("We land at 6 am.");

    await traveller.getByRole("button", { name: "End chat on this device" }).click();
    await traveller.waitForURL(/\/chat$/);
    await expectAccessible(traveller, "forgotten");
    expect(await traveller.getByRole("heading", { name: "Start a conversation" }).count()).toBe(1);
  });
});
