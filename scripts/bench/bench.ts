// `npm run bench`: builds the production bundle, starts it on the embedded database with a fresh data folder,
// and reports for a few representative pages what a first visit downloads, how soon the server answers, and
// whether each page keeps to the JavaScript budget. Stops the server and removes its data folder on the way
// out, whatever happens. No network beyond 127.0.0.1.
//
//   npm run bench                        build into build-bench, then measure
//   npm run bench -- --no-build          measure the existing build-bench
//   npm run bench -- --build-dir=build   measure (and build into) another folder
//   npm run bench -- --pages=/,/about    other pages; --runs=15 --warmups=3 for the timing; --json for machines
//
// Each measurement is a section (below); more sections (load, Lighthouse, a static-server comparison) slot in
// beside them and read the same context.
import path from "node:path";
import { parseArgs } from "node:util";
import { kilobytes, milliseconds, table } from "./format";
import { closeConnections, fetchGzip, median, timeToFirstByte } from "./http";
import { measurePageWeight, type PageWeight } from "./page-weight";
import {
  buildProduction,
  firstFreePort,
  projectRoot,
  type RunningServer,
  startProductionServer,
} from "./production-server";

/** Each public page ships at most this much gzipped JavaScript (CONVENTIONS / performance budget). */
export const JS_BUDGET_BYTES = 120_000;
const PORTS = { from: 3950, to: 3999 } as const;
// Whatever hangs, the bench ends: a stuck server must not hold a CI runner.
const OVERALL_TIMEOUT_MS = 15 * 60_000;

const { values: options } = parseArgs({
  options: {
    "build-dir": { type: "string", default: process.env.BENCH_BUILD_DIR ?? "build-bench" },
    "no-build": { type: "boolean", default: false },
    port: { type: "string" },
    pages: { type: "string" },
    runs: { type: "string", default: "15" },
    warmups: { type: "string", default: "3" },
    json: { type: "boolean", default: false },
  },
});

export interface BenchContext {
  baseUrl: string;
  pages: string[];
  runs: number;
  warmups: number;
  /** Results of the sections that ran before, by section id. */
  results: Record<string, unknown>;
}

export interface SectionResult {
  /** What to print. */
  report: string;
  /** Whether the section found the product within its limits. */
  ok: boolean;
  data: unknown;
}

export interface BenchSection {
  id: string;
  title: string;
  run(context: BenchContext): Promise<SectionResult>;
}

const pageWeightSection: BenchSection = {
  id: "weight",
  title: "First visit: bytes transferred with gzip (1 kB = 1000 bytes)",
  async run({ baseUrl, pages }) {
    const weights: PageWeight[] = [];
    for (const page of pages) weights.push(await measurePageWeight(baseUrl, page));
    const rows = weights.map((weight) => [
      weight.path,
      String(weight.status),
      kilobytes(weight.htmlBytes),
      kilobytes(weight.totals.js),
      String(weight.assets.filter((asset) => asset.kind === "js").length),
      kilobytes(weight.totals.css),
      kilobytes(weight.totals.font),
      kilobytes(weight.totals.image),
      kilobytes(weight.totalBytes),
    ]);
    const problems = weights.flatMap((weight) => [
      ...(weight.status === 200 ? [] : [`${weight.path} answered ${weight.status}`]),
      ...weight.assets
        .filter((asset) => asset.status !== 200)
        .map((asset) => `${weight.path}: ${asset.path} answered ${asset.status}`),
      ...weight.assets
        .filter((asset) => asset.discovered)
        .map((asset) => `${weight.path}: ${asset.path} is imported but not preloaded (a request waterfall)`),
    ]);
    const report = [
      table(["Page", "Status", "HTML", "JS", "Files", "CSS", "Fonts", "Images", "Total"], rows),
      "Total = HTML + JS + CSS + preloaded fonts + images fetched at once (preloaded, or <img> not lazy).",
      ...problems.map((problem) => `! ${problem}`),
    ].join("\n");
    return { report, ok: weights.every((weight) => weight.status === 200), data: weights };
  },
};

const ttfbSection: BenchSection = {
  id: "ttfb",
  title: "Server time to first byte",
  async run({ baseUrl, pages, runs, warmups }) {
    const timings: { path: string; median: number; min: number; max: number; samples: number[] }[] = [];
    for (const page of pages) {
      const url = new URL(page, baseUrl).href;
      for (let i = 0; i < warmups; i++) await timeToFirstByte(url);
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) samples.push(await timeToFirstByte(url));
      timings.push({
        path: page,
        median: median(samples),
        min: Math.min(...samples),
        max: Math.max(...samples),
        samples,
      });
    }
    const report = [
      table(
        ["Page", "Median", "Fastest", "Slowest"],
        timings.map((timing) => [
          timing.path,
          milliseconds(timing.median),
          milliseconds(timing.min),
          milliseconds(timing.max),
        ]),
      ),
      `${runs} sequential requests per page after ${warmups} warm-ups, one kept-alive connection, from sending the request to the response's status line.`,
    ].join("\n");
    return { report, ok: true, data: timings };
  },
};

const budgetSection: BenchSection = {
  id: "budget",
  title: `JavaScript budget: ${kilobytes(JS_BUDGET_BYTES)} gzipped per page`,
  async run({ results }) {
    const weights = (results.weight ?? []) as PageWeight[];
    const lines = weights.map((weight) => {
      const used = weight.totals.js;
      const spare = JS_BUDGET_BYTES - used;
      return `${spare >= 0 ? "PASS" : "FAIL"}  ${weight.path}  ${kilobytes(used)} (${spare >= 0 ? `${kilobytes(spare)} to spare` : `${kilobytes(-spare)} over`})`;
    });
    const ok = weights.length > 0 && weights.every((weight) => weight.totals.js <= JS_BUDGET_BYTES);
    return { report: lines.join("\n"), ok, data: { budgetBytes: JS_BUDGET_BYTES } };
  },
};

export const sections: BenchSection[] = [pageWeightSection, ttfbSection, budgetSection];

/** The first safari's page: the first /safaris/{id} in the sitemap, else on the safari list, else id 1. */
async function firstSafariPath(baseUrl: string): Promise<string> {
  for (const source of ["/sitemap.xml", "/safaris"]) {
    const response = await fetchGzip(new URL(source, baseUrl).href);
    const match = response.body.toString("utf8").match(/\/safaris\/(\d+)/);
    if (response.status === 200 && match) return `/safaris/${match[1]}`;
  }
  return "/safaris/1";
}

function log(message: string) {
  // Progress goes to stderr, so `--json > file` captures the figures alone.
  process.stderr.write(`${message}\n`);
}

async function main(): Promise<boolean> {
  const buildDir = path.resolve(projectRoot, options["build-dir"]);
  const started = Date.now();
  if (!options["no-build"]) {
    log(`Building the production bundle into ${path.relative(projectRoot, buildDir)}/ ...`);
    await buildProduction(buildDir);
    log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }

  const port = options.port ? Number(options.port) : await firstFreePort(PORTS.from, PORTS.to);
  log(`Starting the production server on port ${port} (embedded database, fresh data folder) ...`);
  server = await startProductionServer({ buildDir, port });
  try {
    const pages = options.pages
      ? options.pages
          .split(",")
          .map((page) => page.trim())
          .filter(Boolean)
      : ["/", await firstSafariPath(server.url), "/maasai-mara", "/reviews"];
    const context: BenchContext = {
      baseUrl: server.url,
      pages,
      runs: Number(options.runs),
      warmups: Number(options.warmups),
      results: {},
    };
    let ok = true;
    const out: string[] = [];
    for (const section of sections) {
      log(`Measuring: ${section.title} ...`);
      const result = await section.run(context);
      context.results[section.id] = result.data;
      ok &&= result.ok;
      out.push(`\n## ${section.title}\n\n${result.report}`);
    }
    if (options.json) process.stdout.write(`${JSON.stringify({ ok, pages, results: context.results }, null, 2)}\n`);
    else
      process.stdout.write(
        `${out.join("\n")}\n\n${ok ? "PASS" : "FAIL"}: bench finished in ${((Date.now() - started) / 1000).toFixed(0)} s.\n`,
      );
    return ok;
  } finally {
    closeConnections();
    await server.stop();
    server = undefined;
  }
}

let server: RunningServer | undefined;

async function abort(reason: string, code: number) {
  log(reason);
  closeConnections();
  await server?.stop();
  process.exit(code);
}

const timer = setTimeout(
  () => void abort(`The bench did not finish within ${OVERALL_TIMEOUT_MS / 60_000} minutes.`, 1),
  OVERALL_TIMEOUT_MS,
);
timer.unref();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void abort(`Stopped by ${signal}.`, 130));

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  async (error: unknown) => {
    await abort(error instanceof Error ? (error.stack ?? error.message) : String(error), 1);
  },
);
