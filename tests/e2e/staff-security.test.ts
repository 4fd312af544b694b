// Staff security in Chromium against the production build: the owner requires two-factor sign-in and sets
// it up; an agent on a 375 px phone is sent to set it up, does, and signs out; signing in again is refused
// without the right code (in words) and goes through with it; the agent is refused the rates, staff
// accounts and audit log (403 pages in words, a posted rates form too); the owner sees two browsers among
// their sessions and signs the other one out. Every page is scanned; Your account, the code step and the
// Staff page are photographed at 375, 768 and 1280 px for review.
import { mkdir, rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "~/db/schema";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, phone, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";
import { totpCode, wrongCode } from "./support/totp";

const OWNER = { email: "wanjiru@heartbeest.test", password: "an owner's long passphrase", name: "Wanjiru Owner" };
const AGENT = { email: "baraka@heartbeest.test", password: "an agent's long passphrase", name: "Baraka Agent" };
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/staff-shots";
const FORBIDDEN = "Your account does not have access to this page. Ask the owner if you need it.";

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];
const keys = new Map<string, string>();

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-staff-security-e2e-");
  await prepareSiteDatabase(dataDir, [OWNER, AGENT], async (db) => {
    await db.update(staffUsers).set({ role: "agent" }).where(eq(staffUsers.email, AGENT.email));
  });
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser()]);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => expectScannedAndClose(pages));

async function newPage(options: Parameters<typeof openPage>[2] = {}) {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

async function shoot(page: Page, name: string) {
  const before = page.viewportSize();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** Your account, required to set up two-factor: password, the key the page shows, a code from it. */
async function setUpTwoFactor(page: Page, who: typeof OWNER) {
  await page.waitForURL((url) => url.pathname === "/admin/account");
  await waitForHydration(page);
  const section = page.locator("#two-factor");
  await section.getByText("The owner requires two-factor sign-in for every account").waitFor();
  await expectAccessible(page, "your account, two-factor owed");
  await section.getByLabel("Your password").fill(who.password);
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const keyText = section.locator("[data-two-factor-key]");
  await keyText.waitFor();
  await section.getByRole("img", { name: /QR code/ }).waitFor();
  const key = (await keyText.textContent())!.replace(/\s+/g, "");
  keys.set(who.email, key);
  await expectAccessible(page, "your account, key shown");
  await section.getByLabel("The 6-digit code the app shows").fill(totpCode(key));
  await section.getByRole("button", { name: "Confirm and turn on" }).click();
  await expect.poll(() => section.locator("[data-recovery-code]").count()).toBe(10);
  await expect.poll(() => section.textContent()).toContain("On. Signing in asks for a code");
  await expectAccessible(page, "your account, recovery codes");
}

async function signInWithCode(page: Page, who: typeof OWNER) {
  await visit(page, "/login");
  await expectAccessible(page, "sign in");
  await submitSignIn(page, who);
  await page.waitForURL((url) => url.pathname === "/login/two-factor");
  await waitForHydration(page);
  await expectAccessible(page, "two-factor step");
  await page.getByLabel("Code", { exact: true }).fill(totpCode(keys.get(who.email)!));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");
  await waitForHydration(page);
  await expectAccessible(page, "dashboard after two-factor");
}

describe("staff security", () => {
  it("the owner requires two-factor; an agent on a phone sets it up and signs in only with the code", async () => {
    // The owner turns the requirement on, and is the first to be sent to set it up.
    const owner = await newPage();
    await visit(owner, "/login?redirectTo=%2Fadmin%2Fstaff");
    await expectAccessible(owner, "sign in");
    await submitSignIn(owner, OWNER);
    await owner.waitForURL((url) => url.pathname === "/admin/staff");
    await waitForHydration(owner);
    await expectAccessible(owner, "staff");
    await owner.getByLabel("Require two-factor sign-in for every account").check();
    await owner.getByRole("button", { name: "Save" }).click();
    await setUpTwoFactor(owner, OWNER);
    await visit(owner, "/admin/staff");
    await expect.poll(() => owner.locator("#require-two-factor").textContent()).toContain("Required: every account");
    await expectAccessible(owner, "staff, required");
    await shoot(owner, "staff");

    // The agent, on a phone: straight to the setup, whatever was asked for.
    const agent = await newPage({ viewport: phone });
    await visit(agent, "/login?redirectTo=%2Fadmin%2Fbookings");
    await expectAccessible(agent, "sign in on a phone");
    await submitSignIn(agent, AGENT);
    await agent.waitForURL((url) => url.pathname === "/admin/account");
    await setUpTwoFactor(agent, AGENT);
    await shoot(agent, "account-recovery-codes");
    await visit(agent, "/admin/account");
    await expectAccessible(agent, "your account, two-factor on");
    await shoot(agent, "account");

    // Signed out, then in again: the password alone is not enough.
    await agent.getByText("Menu", { exact: true }).click();
    await agent.getByRole("button", { name: "Log Out" }).click();
    await agent.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(agent);
    await expectAccessible(agent, "signed out");
    await submitSignIn(agent, AGENT);
    await agent.waitForURL((url) => url.pathname === "/login/two-factor");
    await waitForHydration(agent);
    await expectAccessible(agent, "two-factor step");
    await shoot(agent, "login-two-factor");
    await agent.getByLabel("Code", { exact: true }).fill(wrongCode(keys.get(AGENT.email)!));
    await agent.getByRole("button", { name: "Verify and sign in" }).click();
    await expect.poll(() => agent.getByRole("alert").first().textContent()).toContain("That code is not right");
    expect(new URL(agent.url()).pathname).toBe("/login/two-factor");
    await expectAccessible(agent, "two-factor step, wrong code");
    await shoot(agent, "login-two-factor-refused");
    const beforeCode = (await agent.context().cookies()).map((cookie) => cookie.name);
    expect(beforeCode.some((name) => name.endsWith("session_token"))).toBe(false);
    await agent.getByLabel("Code", { exact: true }).fill(totpCode(keys.get(AGENT.email)!));
    await agent.getByRole("button", { name: "Verify and sign in" }).click();
    await agent.waitForURL((url) => url.pathname === "/admin");
    await waitForHydration(agent);
    await expectAccessible(agent, "dashboard, agent");
    // The menu offers the inbox, not what the role may not open.
    await agent.getByText("Menu", { exact: true }).click();
    const nav = agent.getByRole("navigation", { name: "Staff portal" }).first();
    expect(await nav.getByRole("link", { name: "Inbox" }).count()).toBe(1);
    for (const hidden of ["Rates", "Profiles", "Audit log", "Staff", "Packages"]) {
      expect(await nav.getByRole("link", { name: hidden, exact: true }).count(), hidden).toBe(0);
    }

    // Refused pages, and a refused post, in words.
    for (const path of ["/admin/rates", "/admin/profiles", "/admin/audit_log"]) {
      const response = await visit(agent, path);
      expect(response.status(), path).toBe(403);
      await agent.getByRole("heading", { name: "Not allowed" }).waitFor();
      expect(await agent.locator("main").textContent()).toContain(FORBIDDEN);
      await expectAccessible(agent, `${path} refused`);
    }
    const [posted] = await Promise.all([
      agent.waitForNavigation(),
      agent.evaluate(() => {
        const post = document.createElement("form");
        post.method = "post";
        post.action = "/admin/rates/seasons";
        const intent = document.createElement("input");
        intent.name = "intent";
        intent.value = "save";
        post.append(intent);
        document.body.append(post);
        post.submit();
      }),
    ]);
    expect(posted?.status()).toBe(403);
    await waitForHydration(agent);
    expect(await agent.locator("main").textContent()).toContain(FORBIDDEN);
    await expectAccessible(agent, "rates post refused");
    // A long journey (two sign-ins with codes, four pages photographed at three widths): about a minute alone,
    // past the default two minutes once on a CI machine shared with other runs.
  }, 240_000);

  it("lists the owner's two browsers and signs the other one out", async () => {
    const laptop = await newPage();
    await signInWithCode(laptop, OWNER);
    const tablet = await newPage({ viewport: { width: 768, height: 1000 } });
    await signInWithCode(tablet, OWNER);

    await visit(laptop, "/admin/account");
    const sessions = laptop.locator("[data-session]");
    // The owner's browser of the first test is still signed in too.
    await expect.poll(() => sessions.count()).toBe(3);
    expect(await sessions.first().textContent()).toContain("This device");
    await expectAccessible(laptop, "your account, two sessions");
    await laptop.getByRole("button", { name: "Sign out of other devices" }).click();
    await expect.poll(() => sessions.count()).toBe(1);
    await expect
      .poll(() => laptop.locator("#sessions").textContent())
      .toContain("You are signed in on this device only.");
    await expectAccessible(laptop, "your account, one session");

    await tablet.goto("/admin");
    await tablet.waitForURL((url) => url.pathname === "/login");
    await waitForHydration(tablet);
    await expectAccessible(tablet, "signed out elsewhere");
  });
});
