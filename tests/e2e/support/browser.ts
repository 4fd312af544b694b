// Debian's Chromium driven by playwright-core. Pages opened here remember where they have been, so a
// test can prove that it scanned every page it visited (see axe.ts), and collect script errors,
// Content-Security-Policy refusals included.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type Response,
} from "playwright-core";
import { inject } from "vitest";
import { noteSecretsIn } from "./run-logs";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumOptions = {
  executablePath: chromiumPath,
  headless: true,
  // The machine has no route to the internet: Chromium's own background traffic would only fail.
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    // Chromium 156 opens an omnibox pop-up (a WebUI renderer) for every browser context, headless too: a
    // process and about 1.4 s of CPU per context that no test looks at (a fifth of the browser suite's
    // renderer time). Chromium merges this list with Playwright's own.
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
  ],
};

/**
 * A browser for one test file. Under the test runner, one Chromium started by the global set-up
 * (global-setup.ts) serves every file: each file connects to it, which takes a fraction of a launch, and
 * gets a connection of its own, so the contexts and pages it opens are its own and closing the browser
 * closes them, not Chromium. Run some other way, the file launches its own Chromium as before.
 * `ownProcess` launches one anyway: a connected browser cannot hand over a download's file
 * (`download.path()`), which the files reading a downloaded CSV or PDF need.
 */
export async function launchBrowser({ ownProcess = false }: { ownProcess?: boolean } = {}): Promise<Browser> {
  const endpoint = inject("chromiumEndpoint");
  if (endpoint && !ownProcess) return chromium.connect(endpoint);
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\`.`);
  }
  return chromium.launch(chromiumOptions);
}

export const desktop = { width: 1280, height: 800 } as const;
export const phone = { width: 375, height: 740 } as const;

export interface PageRecord {
  /** Every URL the main frame showed, in order (full loads and client-side navigations). */
  visited: string[];
  /** URLs an accessibility scan has covered. */
  scanned: Set<string>;
  /** Uncaught page errors and console messages about refused scripts or hydration failures. */
  problems: string[];
  javaScript: boolean;
}

const records = new WeakMap<Page, PageRecord>();

export function recordOf(page: Page): PageRecord {
  const record = records.get(page);
  if (!record) throw new Error("This page was not opened with openPage().");
  return record;
}

export async function openPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<Page> {
  // Reduced motion by default: content that would fade in on scroll is there at once, so scans check all
  // of it and nothing is caught half-faded. A test about motion itself passes reducedMotion: "no-preference".
  const context = await browser.newContext({ baseURL, viewport: desktop, reducedMotion: "reduce", ...options });
  const page = await context.newPage();
  const record: PageRecord = {
    visited: [],
    scanned: new Set(),
    problems: [],
    javaScript: options.javaScriptEnabled !== false,
  };
  records.set(page, record);
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) record.visited.push(withoutHash(frame.url()));
  });
  page.on("pageerror", (error) => record.problems.push(`page error: ${error.message}`));
  // Each secret link the browser opens is searched for in the servers' output at the end of the run.
  page.on("request", (request) => noteSecretsIn(request.url()));
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|hydrat/i.test(text)) record.problems.push(`console ${message.type()}: ${text}`);
  });
  return page;
}

export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Loads a path and waits until the client has taken over the server-rendered document. */
export async function visit(page: Page, target: string): Promise<Response> {
  const response = await page.goto(target, { waitUntil: "load" });
  if (!response) throw new Error(`No response for ${target}`);
  await waitForHydration(page);
  return response;
}

/**
 * Server-rendered controls only respond to clicks once React has hydrated them. With JavaScript off
 * there is nothing to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (!recordOf(page).javaScript) return;
  await page.waitForFunction(
    () => {
      const router = (window as unknown as { __reactRouterDataRouter?: { state: { initialized: boolean } } })
        .__reactRouterDataRouter;
      return router?.state.initialized === true;
    },
    undefined,
    { timeout: 15_000 },
  );
  // Event handlers are attached when React commits the hydrated tree, a frame or two later.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export function withoutHash(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.toString();
}

/**
 * Photographs the page as it stands at a phone's, a tablet's and a desktop's width (full length, or just
 * `part` of it on a long page), into SCREENSHOTS_DIR (default /tmp/e2e-shots) as `<name>-<width>.png`, for a
 * person to look at; the page is left at the desktop width.
 */
export async function photograph(page: Page, name: string, part?: Locator): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR ?? "/tmp/e2e-shots";
  await mkdir(folder, { recursive: true });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const path = `${folder}/${name}-${width}.png`;
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize(desktop);
}
