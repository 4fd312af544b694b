// Secret links and the Staff page's block and remove in Chromium against the production build: a manager asks
// /forgot-password for the owner's address and reads the outbox, where the reset link shows as [hidden] (the
// owner reads the same); the owner blocks an agent (who is signed out at once) and, without script, removes
// another, each after a confirmation in words. Every page is scanned; the outbox e-mail and the Staff page
// with a confirmation are photographed at 375 and 1280 px for review.
import { mkdir, rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "~/db/schema";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectScannedAndClose } from "./support/axe";
import { launchBrowser, openPage, visit, waitForHydration } from "./support/browser";
import { prepareSiteDatabase } from "./support/database";
import { submitSignIn } from "./support/site-under-test";

const OWNER = { email: "olive@heartbeest.test", password: "an owner's long passphrase", name: "Olive Owner" };
const MANAGER = { email: "mo@heartbeest.test", password: "a manager's long passphrase", name: "Mo Manager" };
const AGENT = { email: "ada@heartbeest.test", password: "an agent's long passphrase", name: "Ada Agent" };
const LEAVER = { email: "lee@heartbeest.test", password: "a leaver's long passphrase", name: "Lee Leaver" };
const SHOTS = process.env.STAFF_SHOTS_DIR ?? "/tmp/staff-shots";

let server: AppServer;
let browser: Browser;
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-staff-secrets-e2e-");
  await prepareSiteDatabase(dataDir, [OWNER, MANAGER, AGENT, LEAVER], async (db) => {
    await db.update(staffUsers).set({ role: "manager" }).where(eq(staffUsers.email, MANAGER.email));
    await db.update(staffUsers).set({ role: "agent" }).where(eq(staffUsers.email, AGENT.email));
    await db.update(staffUsers).set({ role: "agent" }).where(eq(staffUsers.email, LEAVER.email));
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
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

async function signIn(page: Page, who: typeof OWNER, to = "/admin") {
  await visit(page, `/login?redirectTo=${encodeURIComponent(to)}`);
  await expectAccessible(page, "sign in");
  await submitSignIn(page, who);
  await page.waitForURL((url) => url.pathname === to);
  await waitForHydration(page);
}

describe("secret links in the outbox", () => {
  it("a manager who asks for the owner's reset reads [hidden] where the link was, and so does the owner", async () => {
    const manager = await newPage();
    await visit(manager, "/forgot-password");
    await expectAccessible(manager, "forgot password");
    await manager.getByLabel("Email").fill(OWNER.email);
    await manager.getByRole("button", { name: "Send Reset Link" }).click();
    await manager.getByText(OWNER.email).first().waitFor();

    await signIn(manager, MANAGER, "/admin/email_outbox");
    await expectAccessible(manager, "outbox");
    await manager
      .getByRole("link", { name: /^View Reset your Heartbeest Safari staff password/ })
      .first()
      .click();
    const dialog = manager.getByRole("dialog");
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain("/update-password?token=[hidden]");
    const html = await manager.content();
    expect(html).not.toMatch(/update-password\?token=(?!\[hidden\])[\w-]{10}/);
    await expectAccessible(manager, "outbox e-mail, manager");

    const owner = await newPage();
    await signIn(owner, OWNER, "/admin/email_outbox");
    await expectAccessible(owner, "outbox, owner");
    await owner
      .getByRole("link", { name: /^View Reset your Heartbeest Safari staff password/ })
      .first()
      .click();
    await owner.getByRole("dialog").waitFor();
    await expect.poll(() => owner.getByRole("dialog").textContent()).toContain("token=[hidden]");
    await expectAccessible(owner, "outbox e-mail, owner");
    await shoot(owner, "outbox-redacted");
  });
});

describe("blocking and removing staff", () => {
  it("the owner blocks an agent after a confirmation, and the agent is signed out at once", async () => {
    const agent = await newPage();
    await signIn(agent, AGENT, "/admin/inbox");
    await expectAccessible(agent, "inbox, agent");

    const owner = await newPage();
    await signIn(owner, OWNER, "/admin/staff");
    await expectAccessible(owner, "staff");
    await owner.getByRole("link", { name: `Block: ${AGENT.name}` }).click();
    await owner.getByText(`Block ${AGENT.name}?`).waitFor();
    await expectAccessible(owner, "staff, confirm block");
    await shoot(owner, "staff-confirm-block");
    await owner.getByRole("button", { name: `Yes, block ${AGENT.name}` }).click();
    await owner.getByText(`${AGENT.name} blocked and signed out everywhere`).first().waitFor();
    await expect.poll(() => owner.locator(`[data-account="${AGENT.email}"]`).textContent()).toContain("Blocked");
    await expectAccessible(owner, "staff, blocked");
    await shoot(owner, "staff-blocked");

    await visit(agent, "/admin/inbox");
    expect(new URL(agent.url()).pathname).toBe("/login");
    await expectAccessible(agent, "sign in after being blocked");
  });

  it("without script, the owner removes a person after a confirmation", async () => {
    const owner = await newPage({ javaScriptEnabled: false });
    await visit(owner, "/login?redirectTo=%2Fadmin%2Fstaff");
    await expectAccessible(owner, "sign in, no script");
    await submitSignIn(owner, OWNER);
    await owner.waitForURL((url) => url.pathname === "/admin/staff");
    await expectAccessible(owner, "staff, no script");
    await owner.getByRole("link", { name: `Remove: ${LEAVER.name}` }).click();
    await owner.getByText(`Remove ${LEAVER.name} for good?`).waitFor();
    await expectAccessible(owner, "staff, confirm remove, no script");
    await shoot(owner, "staff-confirm-remove");
    await owner.getByRole("button", { name: `Yes, remove ${LEAVER.name}` }).click();
    await owner.waitForURL((url) => url.pathname === "/admin/staff");
    await expect.poll(() => owner.locator(`[data-account="${LEAVER.email}"]`).count()).toBe(0);
    await expectAccessible(owner, "staff, removed, no script");
  });
});
