// Builds the production bundle into its own folder and runs it the way an operator does (`node server.js`,
// NODE_ENV=production) on the embedded database, with a fresh data folder that is removed afterwards.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { configSchema } from "~/utils/env.server";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

/** Runs `react-router build` with BUILD_DIR set; its output is shown only if it fails. */
export async function buildProduction(buildDir: string): Promise<void> {
  const output: string[] = [];
  const child = spawn(path.join(projectRoot, "node_modules/.bin/react-router"), ["build"], {
    cwd: projectRoot,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`The build failed (exit ${code}):\n${output.join("").slice(-4000)}`);
}

/** The first port in [from, to] that nothing listens on. */
export async function firstFreePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port between ${from} and ${to}.`);
}

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR; its embedded database is in `db/` below it. */
  dataDir: string;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and keeps the data folder, so its database can be read. */
  halt(): Promise<void>;
  /** Stops the server and removes its data folder. Safe to call twice, and after halt(). */
  stop(): Promise<void>;
}

export interface ProductionServerOptions {
  buildDir: string;
  port: number;
  /** Settings on top of the bench's own (TRUST_PROXY, DATABASE_URL, ...). */
  env?: Record<string, string>;
  /** Arguments for Node itself, before server.js (--cpu-prof, ...). */
  nodeArguments?: string[];
}

export async function startProductionServer({
  buildDir,
  port,
  env: extraEnv = {},
  nodeArguments = [],
}: ProductionServerOptions) {
  if (!existsSync(path.join(buildDir, "server/index.js"))) {
    throw new Error(`No production build in ${buildDir}.`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "heartbeest-bench-"));
  // The machine's environment without the product's own settings, so a developer's DATABASE_URL or
  // LOG_LEVEL never changes what is measured.
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(configSchema.shape)) delete env[name];
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...nodeArguments, "server.js"], {
    cwd: projectRoot,
    env: {
      ...env,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let halting: Promise<void> | undefined;
  const halt = () => {
    halting ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    })();
    return halting;
  };
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await halt();
      await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  try {
    await waitUntilReady(url, () => child.exitCode !== null, 300_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return { url, dataDir, halt, stop } satisfies RunningServer;
}

async function waitUntilReady(url: string, hasExited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited()) throw new Error("The server exited before it was ready.");
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server was not ready within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
