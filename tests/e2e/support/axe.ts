// Accessibility scans with axe-core: a serious or critical violation fails the test, with a report a
// person can act on (rule, impact, which elements, how to fix).
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { closePage, recordOf, withoutHash } from "./browser";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
export type Violation = AxeResults["violations"][number];

const blocking = new Set(["serious", "critical"]);

/**
 * The project's own axe-core (the version Lighthouse uses too), not the older copy @axe-core/playwright
 * carries: in that copy 'label-content-name-mismatch' is still experimental and off.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Rules axe ships switched off whose findings are serious or critical. A scan runs every rule that is on
 * (WCAG A/AA and best practices alike) plus these. Left off: AAA-only rules (enhanced contrast) and the
 * deprecated ones.
 */
export const rulesSwitchedOn = [
  "label-content-name-mismatch",
  "p-as-heading",
  "table-fake-caption",
  "td-has-header",
  "css-orientation-lock",
  "target-size",
] as const;

/**
 * axe.run in the page itself (the "legacy" mode) is about three times faster than the default, which runs
 * each frame apart and joins the results in a blank page of its own; the pages' only frames are
 * third-party embeds, which are not ours to scan. Only violations are reported in full.
 */
function builder(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource })
    .options({
      rules: Object.fromEntries(rulesSwitchedOn.map((id) => [id, { enabled: true }])),
      resultTypes: ["violations"],
    })
    .setLegacyMode();
}

export function formatViolations(violations: Violation[], url: string): string {
  const lines = [`${violations.length} serious or critical accessibility violation(s) on ${url}:`];
  for (const violation of violations) {
    lines.push("", `[${violation.impact}] ${violation.id}: ${violation.help}`, `  ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, 8)) {
      lines.push(`  - ${node.target.join(" ")}`);
      const summary = node.failureSummary?.split("\n").map((line) => `      ${line.trim()}`);
      if (summary) lines.push(...summary);
    }
    if (violation.nodes.length > 8) lines.push(`  ... and ${violation.nodes.length - 8} more element(s)`);
  }
  return lines.join("\n");
}

/**
 * axe runs as a script inside the page, and with JavaScript off it never finishes. So a page opened with
 * JavaScript off is scanned as a copy of its document (its <noscript> content shown) in a page where
 * the document's own scripts are refused by its Content-Security-Policy: what a visitor without
 * JavaScript gets, with axe able to run.
 */
export async function analyze(page: Page, { settled = false }: { settled?: boolean } = {}): Promise<AxeResults> {
  if (recordOf(page).javaScript) {
    if (!settled) await settle(page);
    return builder(page).analyze();
  }
  const target = page.url();
  const html = (await page.content()).replace(/<\/?noscript>/gi, "");
  const browser = page.context().browser();
  if (!browser) throw new Error("The page has no browser to open a copy in.");
  const context = await browser.newContext({ viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route(
      (url) => url.href === target,
      (route) =>
        route.fulfill({
          status: 200,
          headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "script-src 'none'" },
          body: html,
        }),
    );
    await copy.goto(target, { waitUntil: "load" });
    return await builder(copy).analyze();
  } finally {
    await context.close();
  }
}

/**
 * Waits until the page is at rest: text that is fading in has a contrast a reader never sees, so the
 * scan waits for running transitions and animations (not endless ones, such as a pulsing cue) to end.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const moving = () =>
      document
        .getAnimations()
        .some(
          (animation) =>
            (animation.playState === "running" || animation.pending) &&
            animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
        );
    // At rest means nothing has moved for a short while: effects that start an animation run a little
    // after the page has loaded.
    const deadline = Date.now() + 8_000;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (moving()) quietSince = Date.now();
      else if (Date.now() - quietSince >= 300) return;
      await pause(50);
    }
  });
}

/**
 * Scans the page as it is now and answers its serious and critical violations. `settled`: the caller has
 * just waited for the page to come to rest (a second wait would cost 300 ms a scan for nothing).
 */
export async function blockingViolations(page: Page, { settled = false } = {}): Promise<Violation[]> {
  const blockingOf = (results: AxeResults) =>
    results.violations.filter((violation) => blocking.has(violation.impact ?? ""));
  let violations = blockingOf(await analyze(page, { settled }));
  // A notice that starts fading in or out while axe runs (after the page had come to rest) is measured at a
  // contrast no reader sees: a contrast failure is looked at once more, at rest, and counts only if it stays.
  if (recordOf(page).javaScript && violations.some((violation) => violation.id === "color-contrast")) {
    violations = blockingOf(await analyze(page));
  }
  recordOf(page).scanned.add(withoutHash(page.url()));
  return violations;
}

/**
 * Scans the page as it is now; throws on any serious or critical violation. A page type in a state that
 * another test of the run has already scanned (the same view, see pageState) is not scanned again: it
 * counts as scanned, and the scan that ran reports any finding.
 */
export async function expectAccessible(page: Page, label?: string): Promise<void> {
  if (!(await firstScanOfItsKind(page, label))) {
    recordOf(page).scanned.add(withoutHash(page.url()));
    return;
  }
  // firstScanOfItsKind has just waited for the page to come to rest.
  const violations = await blockingViolations(page, { settled: true });
  if (violations.length > 0) {
    throw new Error(
      formatViolations(violations, label ? `${withoutHash(page.url())} (${label})` : withoutHash(page.url())),
    );
  }
}

/**
 * What makes two views the same page type in the same state for a scan: the address with its ids and
 * tokens taken out (the query kept: filters and steps change what is shown), the state the test names,
 * script on or off, the width, the language, the dialogs open, whether fields or alerts show errors, and
 * the names of every control (buttons, fields, the navigation's links) on the page. A view that differs
 * in any of these (another role's navigation, another step's buttons, a filled-in notice) is scanned.
 */
async function pageState(page: Page, label: string | undefined): Promise<string> {
  const view = await page.evaluate(() => {
    const nameOf = (element: Element) =>
      (
        element.getAttribute("aria-label") ||
        (element as HTMLInputElement).labels?.[0]?.textContent ||
        element.getAttribute("name") ||
        element.textContent ||
        ""
      )
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 60);
    const controls = Array.from(
      document.querySelectorAll("button, input, select, textarea, [role=button], [role=tab], summary"),
    ).map((element) => `${element.tagName}:${element.getAttribute("type") ?? ""}:${nameOf(element)}`);
    const navigation = Array.from(document.querySelectorAll("nav a[href], aside a[href]")).map(
      (link) => link.getAttribute("href") ?? "",
    );
    const dialogs = Array.from(document.querySelectorAll("[role=dialog], [role=alertdialog], dialog[open]")).map(
      nameOf,
    );
    return {
      lang: document.documentElement.lang,
      controls: [...new Set(controls)].sort(),
      navigation: [...new Set(navigation)].sort(),
      dialogs,
      invalid: document.querySelectorAll("[aria-invalid=true]").length > 0,
      alerts: Array.from(document.querySelectorAll("[role=alert]")).some((alert) => alert.textContent?.trim()),
    };
  });
  const address = new URL(page.url());
  const genericPath = address.pathname
    .split("/")
    .map((part) => (/^\d+$/.test(part) ? ":id" : /^[A-Za-z0-9_-]{20,}$/.test(part) ? ":token" : part))
    .join("/");
  const query = [...address.searchParams]
    .filter(([name]) => !/token/i.test(name))
    .map(([name, value]) => `${name}=${/^\d+$/.test(value) ? ":id" : value}`)
    .sort();
  return JSON.stringify({
    path: genericPath,
    query,
    label: label ?? "",
    javaScript: recordOf(page).javaScript,
    width: page.viewportSize()?.width,
    ...view,
  });
}

/**
 * Claims this page state for a scan, across every file and worker of the run (a file per state in the
 * folder the global set-up made): true for the first claim, false when the state was scanned already.
 * A file run without the global set-up scans everything.
 */
async function firstScanOfItsKind(page: Page, label: string | undefined): Promise<boolean> {
  const folder = inject("scannedStatesDir");
  if (!folder) return true;
  // The view is read at rest, as the scan would see it: not half-way through a notice fading in.
  if (recordOf(page).javaScript) await settle(page);
  const key = createHash("sha256")
    .update(await pageState(page, label))
    .digest("hex");
  try {
    await writeFile(path.join(folder, key), withoutHash(page.url()), { flag: "wx" });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/** Fails when the test navigated somewhere it never scanned. */
export function expectEveryVisitedPageScanned(page: Page): void {
  const { visited, scanned } = recordOf(page);
  const missed = [...new Set(visited)].filter((url) => url !== "about:blank" && !scanned.has(url));
  if (missed.length > 0) throw new Error(`Pages visited without an accessibility scan:\n  ${missed.join("\n  ")}`);
}

/**
 * After each test: every page it opened was scanned wherever it went and met no script error; the pages
 * are closed whatever the outcome.
 */
export async function expectScannedAndClose(pages: Page[]): Promise<void> {
  try {
    for (const page of pages) {
      expectEveryVisitedPageScanned(page);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
}
