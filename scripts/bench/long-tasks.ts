// Main-thread blocking measured in the page itself: a PerformanceObserver for long tasks, installed before any of
// the page's scripts runs, with the CPU slowed through the DevTools protocol: 4x on a machine of the speed
// Lighthouse's mobile preset is calibrated for, scaled with this machine's benchmarkIndex otherwise (as the
// Lighthouse section does, lighthouse.ts), so the page runs as on the reference phone. Unlike Lighthouse's simulated figures, nothing is
// modelled: these are the tasks the browser really ran, so the figure moves less with the machine's load.
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "playwright-core";
import { launchChromium } from "../art/chromium";
import { median } from "./http";
import { PRESET_CPU_SLOWDOWN, type ReferenceRange, scaledSlowdown } from "./lighthouse";

/** A task longer than this blocks input (the Long Tasks API's and TBT's threshold). */
export const LONG_TASK_MS = 50;
/** How long after the load event tasks are still counted. */
export const AFTER_LOAD_MS = 10_000;
/** Lighthouse's mobile screen. */
const PHONE = { width: 412, height: 823 } as const;

export interface LongTask {
  /** Milliseconds from the start of the navigation. */
  startMs: number;
  durationMs: number;
}

export interface LongTaskRun {
  /** Sum of (task - 50 ms) over the tasks between the first contentful paint and 10 s after the load event. */
  blockingMs: number;
  firstContentfulPaintMs: number;
  loadMs: number;
  /** Every long task seen, before the first paint included. */
  tasks: LongTask[];
}

export interface PageLongTasks {
  path: string;
  status: number;
  runs: LongTaskRun[];
  medianBlockingMs: number;
  bestBlockingMs: number;
  worstBlockingMs: number;
}

// Runs in the page before its own scripts: buffers every long task and the first contentful paint.
const OBSERVER = `(() => {
  const seen = (window.__benchLongTasks = []);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push({ startMs: entry.startTime, durationMs: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {}
})();`;

/** Lighthouse's own speed index of this machine (unthrottled), to print beside the figures. */
export async function machineBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await context.close();
  }
}

/** One visit in a fresh context (no cache, no cookies): the page's long tasks until 10 s after load. */
async function measureOnce(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
): Promise<LongTaskRun & { status: number }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Page.enable");
    await session.send("Page.addScriptToEvaluateOnNewDocument", { source: OBSERVER });
    await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const response = await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const seen = (await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return {
        tasks: (window as unknown as { __benchLongTasks: LongTask[] }).__benchLongTasks,
        loadMs: navigation?.loadEventStart ?? 0,
        firstContentfulPaintMs: paint?.startTime ?? 0,
      };
    })) as { tasks: LongTask[]; loadMs: number; firstContentfulPaintMs: number };
    return { status: response?.status() ?? 0, ...seen, blockingMs: blockingTime(seen) };
  } finally {
    await context.close();
  }
}

/**
 * Total blocking time as Lighthouse defines it (the part of each task beyond 50 ms), counted from the first
 * contentful paint (before it there is nothing to tap) to 10 s after the load event.
 */
export function blockingTime({
  tasks,
  firstContentfulPaintMs,
  loadMs,
}: {
  tasks: readonly LongTask[];
  firstContentfulPaintMs: number;
  loadMs: number;
}): number {
  const end = loadMs + AFTER_LOAD_MS;
  let blocking = 0;
  for (const task of tasks) {
    const from = Math.max(task.startMs + LONG_TASK_MS, firstContentfulPaintMs);
    const to = Math.min(task.startMs + task.durationMs, end);
    if (to > from) blocking += to - from;
  }
  return blocking;
}

/** Every visit's figures for one page, summed up. */
function pageLongTasks(path: string, measured: readonly (LongTaskRun & { status: number })[]): PageLongTasks {
  const blocking = measured.map((run) => run.blockingMs);
  return {
    path,
    status: measured.find((run) => run.status !== 200)?.status ?? 200,
    runs: measured.map(({ status: _status, ...run }) => run),
    medianBlockingMs: median(blocking),
    bestBlockingMs: Math.min(...blocking),
    worstBlockingMs: Math.max(...blocking),
  };
}

/**
 * Each page's long tasks over `runs` visits. With `againstUrl` (a server of other code: the build before a
 * change), each page is visited on both servers in turn, the order swapped every run, so a machine whose speed
 * drifts during the bench slows both alike: the two medians can then be compared where two separate benches
 * minutes apart could not.
 */
export async function measureLongTasks(
  baseUrl: string,
  paths: readonly string[],
  runs: number,
  reference: ReferenceRange | null,
  onProgress: (message: string) => void = () => undefined,
  againstUrl?: string,
): Promise<{ benchmarkIndex: number; cpuSlowdown: number; pages: PageLongTasks[]; against: PageLongTasks[] }> {
  const browser = await launchChromium();
  try {
    const benchmarkIndex = await machineBenchmarkIndex(browser);
    const cpuSlowdown = reference ? scaledSlowdown(benchmarkIndex, reference) : PRESET_CPU_SLOWDOWN;
    const pages: PageLongTasks[] = [];
    const against: PageLongTasks[] = [];
    for (const path of paths) {
      onProgress(`  ${path} (${runs} runs${againstUrl ? ", alternating with the other build" : ""}) ...`);
      const url = new URL(path, baseUrl).href;
      const otherUrl = againstUrl ? new URL(path, againstUrl).href : undefined;
      const measured: (LongTaskRun & { status: number })[] = [];
      const other: (LongTaskRun & { status: number })[] = [];
      for (let i = 0; i < runs; i++) {
        if (otherUrl && i % 2 === 1) other.push(await measureOnce(browser, otherUrl, cpuSlowdown));
        measured.push(await measureOnce(browser, url, cpuSlowdown));
        if (otherUrl && i % 2 === 0) other.push(await measureOnce(browser, otherUrl, cpuSlowdown));
      }
      pages.push(pageLongTasks(path, measured));
      if (otherUrl) against.push(pageLongTasks(path, other));
    }
    return { benchmarkIndex, cpuSlowdown, pages, against };
  } finally {
    await browser.close();
  }
}
