// A private PostgreSQL server for one test: its own cluster in a temporary folder, its own port, started,
// stopped and restarted at will, so a test can stage a database outage without touching the machine's
// shared server. Needs the PostgreSQL server binaries and, when run as root, the `postgres` OS user.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../e2e/support/app-server";

const POSTGRES_BIN = process.env.POSTGRES_BIN_DIR ?? findPostgresBinDir();

/** Whether this machine can run a private cluster (the PostgreSQL server's own programs are installed). */
export function canRunPostgresCluster(): boolean {
  return existsSync(path.join(POSTGRES_BIN, "initdb")) && existsSync(path.join(POSTGRES_BIN, "postgres"));
}

export interface PostgresCluster {
  port: number;
  /** The cluster's folder (data and socket); removed by destroy(). */
  folder: string;
  /** A URL for one database of this server (default: the one created at start). */
  url(database?: string): string;
  /** The database created at start for the app. */
  database: string;
  running(): boolean;
  /** Fast shutdown (SIGINT): sessions are ended, the server writes a checkpoint and exits. */
  stop(): Promise<void>;
  /** Starts the server again on the same port and folder, and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server for good and removes its folder. Safe to call more than once. */
  destroy(): Promise<void>;
  /** What the server wrote, for failure messages. */
  output(): string;
}

const live = new Set<{ child: ChildProcess | null; folder: string }>();
// A crashed test must not leave a PostgreSQL server and its folder behind: immediate shutdown (SIGQUIT)
// ends the postmaster and its backends.
process.once("exit", () => {
  for (const cluster of live) {
    cluster.child?.kill("SIGQUIT");
    rmSync(cluster.folder, { recursive: true, force: true });
  }
});

export async function startPostgresCluster(options: { database?: string } = {}): Promise<PostgresCluster> {
  const folder = await mkdtemp(path.join(os.tmpdir(), "heartbeest-pg-"));
  const dataDir = path.join(folder, "data");
  const database = options.database ?? "heartbeest";
  const owner = postgresOwner();
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const entry: { child: ChildProcess | null; folder: string } = { child: null, folder };
  live.add(entry);

  let text = "";
  let exited: Promise<void> = Promise.resolve();
  const port = await freePort();

  const run = (command: string, args: string[]) =>
    execFileSync(path.join(POSTGRES_BIN, command), args, {
      ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
      env: { ...process.env, LC_ALL: "C" },
      stdio: "pipe",
    });

  async function start() {
    if (entry.child) return;
    const child = spawn(
      path.join(POSTGRES_BIN, "postgres"),
      [
        "-D",
        dataDir,
        "-p",
        String(port),
        "-k",
        folder,
        "-c",
        "listen_addresses=127.0.0.1",
        // A throw-away cluster: no need to wait for the disk; a fast shutdown still writes everything.
        "-c",
        "fsync=off",
        "-c",
        "max_connections=50",
      ],
      {
        ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
        env: { ...process.env, LC_ALL: "C" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    entry.child = child;
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      text += chunk;
    });
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      text += chunk;
    });
    exited = new Promise((resolve) =>
      child.once("exit", () => {
        if (entry.child === child) entry.child = null;
        resolve();
      }),
    );
    await waitForConnections(
      port,
      () => entry.child === child,
      60_000,
      () => text,
    );
  }

  async function stop() {
    const child = entry.child;
    if (!child) return;
    child.kill("SIGINT");
    const timer = setTimeout(() => child.kill("SIGQUIT"), 30_000);
    await exited;
    clearTimeout(timer);
  }

  let destroyed = false;
  async function destroy() {
    if (destroyed) return;
    destroyed = true;
    await stop();
    rmSync(folder, { recursive: true, force: true });
    live.delete(entry);
  }

  try {
    run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync", "--no-instructions"]);
    await start();
    const admin = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
    await admin.connect();
    try {
      await admin.query(`create database "${database}"`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await destroy();
    throw new Error(`Could not start a private PostgreSQL cluster: ${(error as Error).message}\n${text}`);
  }

  return {
    port,
    folder,
    database,
    url: (name = database) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    running: () => entry.child !== null,
    stop,
    start,
    destroy,
    output: () => text,
  };
}

/** The uid/gid to run PostgreSQL as: it refuses to run as root, so root hands it to the `postgres` user. */
function postgresOwner(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function findPostgresBinDir(): string {
  for (const version of ["17", "16", "15", "14", "13"]) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(path.join(dir, "postgres"))) return dir;
  }
  return "/usr/lib/postgresql/15/bin";
}

async function waitForConnections(port: number, alive: () => boolean, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`PostgreSQL exited while starting.\n${output()}`);
    const client = new pg.Client({
      host: "127.0.0.1",
      port,
      user: "postgres",
      database: "postgres",
      connectionTimeoutMillis: 2_000,
    });
    try {
      await client.connect();
      await client.query("select 1");
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
