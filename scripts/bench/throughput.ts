// Requests per second for one page: the app under autocannon, then the same page's HTML (fetched once from
// the app) served by a plain static server (static-server.mjs, its own process), measured the same way. The
// ratio app/static says how much of a bare file server's speed the app keeps while rendering each request.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { fetchGzip } from "./http";

export interface ThroughputOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface ThroughputFigures {
  /** Mean requests per second over the measured run. */
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
}

export interface PageThroughput {
  path: string;
  app: ThroughputFigures;
  static: ThroughputFigures;
  /** app.rps / static.rps. */
  ratio: number;
}

// What a browser sends for a page; gzip both ways, so the static server does not win by sending more bytes.
const HEADERS = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip" };

export async function measureThroughput(url: string, options: ThroughputOptions): Promise<ThroughputFigures> {
  const run = (duration: number) =>
    autocannon({ url, connections: options.connections, duration, headers: HEADERS, timeout: 30 });
  // The warm-up fills caches and lets the JIT settle; its figures are thrown away.
  if (options.warmupSeconds > 0) {
    await run(options.warmupSeconds);
    await waitUntilIdle(url);
  }
  const result = await run(options.durationSeconds);
  await waitUntilIdle(url);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

// A bench stopped half-way (its time limit, Ctrl-C) must not leave a static server holding a port.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * autocannon stops on time and drops the requests still in flight, but a saturated server keeps working on
 * them. One more request, queued behind them, returns once that backlog is done, so the next measurement
 * (the static server shares the cores) starts on a quiet machine.
 */
async function waitUntilIdle(url: string): Promise<void> {
  const response = await fetch(url, { headers: HEADERS, signal: AbortSignal.timeout(300_000) });
  await response.arrayBuffer();
}

interface StaticServer {
  url: string;
  stop(): Promise<void>;
}

async function startStaticServer(file: string, port: number): Promise<StaticServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(import.meta.dirname, "static-server.mjs"), file, String(port)],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  running.add(child);
  let output = "";
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      running.delete(child);
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The static server did not start:\n${output}`)), 30_000);
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("listening")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`The static server exited (${code}):\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** Measures `page` on the app, then its HTML on a static server at `staticPort`; stops that server afterwards. */
export async function compareWithStatic(
  baseUrl: string,
  page: string,
  staticPort: number,
  options: ThroughputOptions,
): Promise<PageThroughput> {
  // BENCH_STATIC_PORT pins the static server's port (several people benching one machine keep to their own ports).
  const port = process.env.BENCH_STATIC_PORT ? Number(process.env.BENCH_STATIC_PORT) : staticPort;
  const url = new URL(page, baseUrl).href;
  const html = await fetchGzip(url);
  if (html.status !== 200) throw new Error(`${page} answered ${html.status}`);
  const folder = await mkdtemp(path.join(os.tmpdir(), "heartbeest-bench-static-"));
  try {
    const file = path.join(folder, "page.html");
    await writeFile(file, html.body);
    const app = await measureThroughput(url, options);
    const server = await startStaticServer(file, port);
    try {
      const staticFigures = await measureThroughput(new URL(page, server.url).href, options);
      return { path: page, app, static: staticFigures, ratio: app.rps / staticFigures.rps };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
