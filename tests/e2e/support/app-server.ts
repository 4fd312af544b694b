// Runs the production build the way an operator does (`node server.js`, NODE_ENV=production) on a free
// port with its own throw-away data folder, and captures its JSON log lines for the tests to read.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configSchema } from "~/utils/env.server";
import { serverLogFile } from "./run-logs";

export const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
export const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || "build");

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface AppServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  /** Parsed JSON log lines written so far. */
  logs: LogLine[];
  /** Everything the process wrote, for failure messages. */
  output(): string;
  waitForLog(message: string, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM, then waits for the process to exit; removes the data folder unless the caller owns it. */
  stop(): Promise<ExitStatus>;
  exited: Promise<ExitStatus>;
}

export interface StartOptions {
  /** Extra or overriding environment for the server (DATABASE_URL, TRUST_PROXY, ...). */
  env?: Record<string, string>;
  /** An existing data folder, left in place on stop; by default a fresh temporary one is made and removed. */
  dataDir?: string;
  readyTimeoutMs?: number;
}

const running = new Set<ChildProcess>();
// A test that crashes must not leave servers behind holding ports and data folders.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** A port the operating system reports free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function makeTempDir(prefix = "heartbeest-e2e-"): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), prefix));
}

export function assertBuildExists(): void {
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) {
    throw new Error(`No production build at ${entry}. Run \`npm run build\` first (BUILD_DIR=${buildDir}).`);
  }
}

/**
 * The environment the server sees: the machine's (PATH, HOME, ...) without any of the product's own
 * variables, so a developer's shell settings (DATABASE_URL above all) never leak into a test server.
 */
export function serverEnvironment(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(configSchema.shape)) delete env[name];
  delete env.BUILD_DIR;
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

interface SpawnedServer {
  child: ChildProcess;
  logs: LogLine[];
  output(): string;
  exited: Promise<ExitStatus>;
}

function spawnServer(env: NodeJS.ProcessEnv): SpawnedServer {
  const child = spawn(process.execPath, ["server.js"], {
    cwd: projectRoot,
    env: { ...env, BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  // The run's copy of everything the server writes, searched for secrets when the run ends (run-logs.ts).
  const logFile = serverLogFile(child.pid);
  const copy = logFile ? createWriteStream(logFile, { flags: "a" }) : null;
  const logs: LogLine[] = [];
  let text = "";
  let pending = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    copy?.write(chunk);
    text += chunk;
    pending += chunk;
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        const parsed = JSON.parse(line) as LogLine;
        if (typeof parsed === "object" && parsed && typeof parsed.msg === "string") logs.push(parsed);
      } catch {
        // Not a log line (a stray console message): kept in the raw output only.
      }
    }
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    copy?.write(chunk);
    text += chunk;
  });
  const exited = new Promise<ExitStatus>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      copy?.end();
      resolve({ code, signal });
    });
  });
  return { child, logs, output: () => text, exited };
}

/** Starts the server and resolves once /readyz answers 200. */
export async function startAppServer(options: StartOptions = {}): Promise<AppServer> {
  assertBuildExists();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await makeTempDir());
  const port = await freePort();
  const env = serverEnvironment({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Info level: the tests read the startup, seeding and shutdown lines; request lines are cheap.
    LOG_LEVEL: "info",
    SHUTDOWN_TIMEOUT_MS: "10000",
    // No load balancer to tell: a test server stops at once (tests/ops/fault-sigterm.test.ts sets one).
    SHUTDOWN_GRACE_MS: "0",
    ...options.env,
  });
  const spawned = spawnServer(env);
  const url = `http://127.0.0.1:${port}`;

  const cleanUp = async () => {
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, spawned, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    spawned.child.kill("SIGKILL");
    await spawned.exited;
    await cleanUp();
    throw error;
  }

  let stopping: Promise<ExitStatus> | undefined;
  return {
    url,
    port,
    pid: spawned.child.pid!,
    dataDir,
    logs: spawned.logs,
    output: spawned.output,
    exited: spawned.exited,
    async waitForLog(message, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = spawned.logs.find((entry) => entry.msg === message);
        if (line) return line;
        if (Date.now() > deadline) {
          throw new Error(`The server did not log "${message}" within ${timeoutMs} ms.\n${tail(spawned.output())}`);
        }
        await delay(50);
      }
    },
    stop() {
      stopping ??= (async () => {
        if (spawned.child.exitCode === null && spawned.child.signalCode === null) spawned.child.kill("SIGTERM");
        const timer = setTimeout(() => spawned.child.kill("SIGKILL"), 20_000);
        const status = await spawned.exited;
        clearTimeout(timer);
        await cleanUp();
        return status;
      })();
      return stopping;
    },
  };
}

async function waitUntilReady(url: string, spawned: SpawnedServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: ExitStatus | undefined;
  void spawned.exited.then((status) => {
    exit = status;
  });
  for (;;) {
    if (exit) {
      throw new Error(
        `The server exited before it was ready (code ${exit.code}, signal ${exit.signal}).\n${tail(spawned.output())}`,
      );
    }
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`The server was not ready within ${timeoutMs} ms.\n${tail(spawned.output())}`);
    }
    await delay(100);
  }
}

export interface RunResult extends ExitStatus {
  output: string;
}

/** Runs `node server.js` with a configuration expected to stop it, and returns how it ended. */
export async function runServerToExit(env: Record<string, string>, timeoutMs = 20_000): Promise<RunResult> {
  assertBuildExists();
  const dataDir = await makeTempDir();
  const port = await freePort();
  try {
    const spawned = spawnServer(
      serverEnvironment({ NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "info", PORT: String(port), ...env }),
    );
    const timer = setTimeout(() => spawned.child.kill("SIGKILL"), timeoutMs);
    const status = await spawned.exited;
    clearTimeout(timer);
    return { ...status, output: spawned.output() };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function tail(text: string, lines = 40): string {
  return `--- server output (last ${lines} lines) ---\n${text.split("\n").slice(-lines).join("\n")}`;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
