// Lighthouse in its default mobile preset (a mid-range phone on a slow 4G network, simulated), run a few
// times per page in a fresh headless Chromium each time; the median of each figure is what counts, since
// single runs wander by several points on a busy machine.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./http";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Headless, and nothing that talks to anything but the page under test (updates, sync, field trials, QUIC).
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--no-default-browser-check",
  "--metrics-recording-only",
  "--disable-features=OptimizationHints,MediaRouter,Translate",
];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FailedAudit {
  category: Category;
  id: string;
  title: string;
  /** 0 to 1. */
  score: number;
  displayValue?: string;
}

export interface LighthouseRun {
  /** 0 to 100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed in this run (higher is faster; a mid-range phone is ~125-800). */
  benchmarkIndex: number;
  failedAudits: FailedAudit[];
  /** Requests the page made to anything but the server under test. */
  foreignRequests: string[];
  warnings: string[];
}

export interface PageLighthouse {
  path: string;
  runs: LighthouseRun[];
  median: { scores: Record<Category, number>; lcpMs: number; tbtMs: number; cls: number; benchmarkIndex: number };
  /** Audits below 100 in any run, with how many runs they failed in. */
  failedAudits: (FailedAudit & { runs: number })[];
  foreignRequests: string[];
  /** Runs that failed and were repeated, with Lighthouse's reason. */
  retries: string[];
}

// A bench stopped half-way must not leave a browser behind.
const browsers = new Set<chromeLauncher.LaunchedChrome>();
process.once("exit", () => {
  for (const browser of browsers) browser.process.kill("SIGKILL");
});

/** One Lighthouse run in a browser of its own (no cache, cookies or service worker carried over). */
export async function runLighthouseOnce(url: string): Promise<LighthouseRun> {
  const browser = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: "silent",
  });
  browsers.add(browser);
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failedAudits: FailedAudit[] = [];
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1) continue;
        if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
        failedAudits.push({
          category,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          displayValue: audit.displayValue,
        });
      }
    }
    const origin = new URL(url).origin;
    const requests =
      (lhr.audits["network-requests"]?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    const foreignRequests = requests
      .map((request) => request.url)
      .filter((requestUrl) => /^https?:/.test(requestUrl) && new URL(requestUrl).origin !== origin);
    return {
      scores,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failedAudits,
      foreignRequests,
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    browser.kill();
    browsers.delete(browser);
  }
}

const MAX_ATTEMPTS = 3;

export async function runLighthouse(baseUrl: string, page: string, runs: number): Promise<PageLighthouse> {
  const url = new URL(page, baseUrl).href;
  const results: LighthouseRun[] = [];
  const retries: string[] = [];
  for (let i = 0; i < runs; i++) {
    // A loaded machine now and then loses the trace (NO_NAVSTART, NO_FCP); such a run measures nothing, so
    // it is repeated, up to twice, and the retry is reported.
    for (let attempt = 1; ; attempt++) {
      try {
        results.push(await runLighthouseOnce(url));
        break;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS) throw error;
        retries.push((error as Error).message);
      }
    }
  }

  const failed = new Map<string, FailedAudit & { runs: number }>();
  for (const run of results) {
    for (const audit of run.failedAudits) {
      const key = `${audit.category}/${audit.id}`;
      const seen = failed.get(key);
      // Keep the worst score seen, and count the runs it failed in.
      if (seen) failed.set(key, { ...(audit.score < seen.score ? audit : seen), runs: seen.runs + 1 });
      else failed.set(key, { ...audit, runs: 1 });
    }
  }
  return {
    path: page,
    runs: results,
    median: {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, median(results.map((run) => run.scores[category]))]),
      ) as Record<Category, number>,
      lcpMs: median(results.map((run) => run.lcpMs)),
      tbtMs: median(results.map((run) => run.tbtMs)),
      cls: median(results.map((run) => run.cls)),
      benchmarkIndex: median(results.map((run) => run.benchmarkIndex)),
    },
    failedAudits: [...failed.values()],
    foreignRequests: [...new Set(results.flatMap((run) => run.foreignRequests))],
    retries,
  };
}
