// The production build and a browser for one test file: a prepared data folder (sample catalogue, staff
// accounts), the server started on it and Chromium, stopped and removed together at the end.
import { rm } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { type AppServer, makeTempDir, startAppServer } from "./app-server";
import { launchBrowser } from "./browser";
import { prepareSiteDatabase, type StaffMember } from "./database";

export interface SiteUnderTest {
  server: AppServer;
  browser: Browser;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startSiteUnderTest({
  dataDirPrefix,
  staff = [],
  env,
  rows,
}: {
  dataDirPrefix: string;
  staff?: readonly StaffMember[];
  /** Extra environment for the server (SMTP_URL, ...). */
  env?: Record<string, string>;
  /** Rows the test needs, written before the server starts (prepareSiteDatabase's addRows). */
  rows?: Parameters<typeof prepareSiteDatabase>[2];
}): Promise<SiteUnderTest> {
  const dataDir = await makeTempDir(dataDirPrefix);
  try {
    await prepareSiteDatabase(dataDir, staff, rows);
    const [server, browser] = await Promise.all([startAppServer({ dataDir, env }), launchBrowser()]);
    return {
      server,
      browser,
      dataDir,
      async stop() {
        await browser.close();
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // Half a start leaves nothing behind: the data folder goes with it.
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Fills in and sends the staff sign-in form the page shows. */
export async function submitSignIn(page: Page, who: Pick<StaffMember, "email" | "password">): Promise<void> {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
