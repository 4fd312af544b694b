// Lighthouse in its default mobile preset (a mid-range phone on a slow 4G network, simulated), run a few
// times per page in a fresh headless Chromium each time. Its 4x CPU slowdown stands for the reference phone
// only on a machine of about its calibration (benchmarkIndex 1,000-1,700). On another machine the slowdown is
// scaled to match (Lighthouse's own advice: the multiplier grows with the machine's benchmarkIndex), so that
// the effective index, benchmarkIndex x 4 / multiplier, lands in the range. A run whose effective index is
// outside it (the machine got busier or quieter meanwhile) is set aside and run again with the slowdown
// scaled from that run, up to twice. Every run, kept or set aside, is reported with both indexes.
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
  /** The CPU slowdown this run was measured with (Lighthouse's mobile preset: 4). */
  cpuSlowdown: number;
  /** benchmarkIndex x 4 / cpuSlowdown: the machine as the throttled page saw it. */
  effectiveIndex: number;
  /** Whether the effective index was within the reference range (always true when the range is not checked). */
  onReference: boolean;
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
  /** Runs set aside because the machine measured outside the reference range, each followed by another. */
  setAside: LighthouseRun[];
}

// A bench stopped half-way must not leave a browser behind.
const browsers = new Set<chromeLauncher.LaunchedChrome>();
process.once("exit", () => {
  for (const browser of browsers) browser.process.kill("SIGKILL");
});

/** One Lighthouse run in a browser of its own (no cache, cookies or service worker carried over). */
export async function runLighthouseOnce(url: string, cpuSlowdown = PRESET_CPU_SLOWDOWN): Promise<LighthouseRun> {
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
      // Merged over the mobile preset's throttling: only the CPU's changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
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
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? cpuSlowdown,
      effectiveIndex: (lhr.environment.benchmarkIndex * PRESET_CPU_SLOWDOWN) / cpuSlowdown,
      onReference: true,
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
/** The slowdown the last run measured this machine for, carried from page to page. */
const cpuSlowdownFor = new Map<string, number>();
/** A run outside the reference range is run again at most this many times; the last one is kept, marked. */
const OFF_REFERENCE_RETRIES = 2;

/** The machine Lighthouse calibrates its 4x CPU slowdown for: benchmarkIndex within this range. */
export interface ReferenceRange {
  low: number;
  high: number;
}
export const REFERENCE_BENCHMARK_INDEX: ReferenceRange = { low: 1_000, high: 1_700 };
export const PRESET_CPU_SLOWDOWN = 4;

/** The slowdown that makes a machine of this benchmarkIndex look like the middle of the range (at least 1). */
export function scaledSlowdown(benchmarkIndex: number, reference: ReferenceRange): number {
  const middle = (reference.low + reference.high) / 2;
  return Math.max(1, Math.round(((PRESET_CPU_SLOWDOWN * benchmarkIndex) / middle) * 10) / 10);
}

/** "1000-1700" as a range; "any" (no check) as null. */
export function parseReferenceRange(text: string): ReferenceRange | null {
  if (text === "any") return null;
  const match = /^(\d+)-(\d+)$/.exec(text);
  if (!match || Number(match[1]) >= Number(match[2])) throw new Error(`--benchmark-range: "${text}" is not LOW-HIGH`);
  return { low: Number(match[1]), high: Number(match[2]) };
}

/** A run that measures something, repeated when a loaded machine lost the trace (NO_NAVSTART, NO_FCP). */
async function measuredRun(url: string, cpuSlowdown: number, retries: string[]): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, cpuSlowdown);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS) throw error;
      retries.push((error as Error).message);
    }
  }
}

export async function runLighthouse(
  baseUrl: string,
  page: string,
  runs: number,
  reference: ReferenceRange | null = REFERENCE_BENCHMARK_INDEX,
): Promise<PageLighthouse> {
  const url = new URL(page, baseUrl).href;
  const results: LighthouseRun[] = [];
  const retries: string[] = [];
  const setAside: LighthouseRun[] = [];
  // The slowdown for the next run: the preset's, until a run has measured the machine.
  let cpuSlowdown = cpuSlowdownFor.get(baseUrl) ?? PRESET_CPU_SLOWDOWN;
  for (let i = 0; i < runs; i++) {
    for (let offReference = 0; ; offReference++) {
      const run = await measuredRun(url, cpuSlowdown, retries);
      run.onReference = !reference || (run.effectiveIndex >= reference.low && run.effectiveIndex <= reference.high);
      if (reference) {
        cpuSlowdown = scaledSlowdown(run.benchmarkIndex, reference);
        cpuSlowdownFor.set(baseUrl, cpuSlowdown);
      }
      if (run.onReference || offReference >= OFF_REFERENCE_RETRIES) {
        results.push(run);
        break;
      }
      setAside.push(run);
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
    setAside,
  };
}
