// What /readyz says: whether this server should get traffic. A load balancer keeps sending requests to a
// server that answers 200, so every way a request here would fail says 503: shutting down, a database
// that does not answer within the probe's time (down, silent, or a pool with no free connection), or a
// data folder too full to write (PGlite's files, uploaded pictures kept on local disk, the logs beside them).
// An object store for uploads (MEDIA_S3_BUCKET) is not asked: every server shares it, so its outage would
// take them all out of rotation at once, while every page could still be served (only uploaded pictures and
// new uploads fail).
import { statfs } from "node:fs/promises";
import path from "node:path";
import type { DatabaseHandle } from "~/db/client.server";
import { withinMs } from "~/utils/within-ms";

/** /readyz answers within a load balancer's probe timeout (often 2-5 s), whatever the database does. */
export const DATABASE_PING_TIMEOUT_MS = 2_000;

/** Below this much free space in DATA_DIR a server stops taking traffic (a write could fail half-way). */
export const MIN_FREE_DISK_BYTES = 64 * 1024 * 1024;

export type Readiness =
  | { ready: true; body: { status: "ready"; database: DatabaseHandle["kind"] } }
  | { ready: false; body: { status: "shutting-down" | "database-unavailable" | "disk-full" }; error?: unknown };

export interface ReadinessCheck {
  draining: () => boolean;
  database: Pick<DatabaseHandle, "ping" | "kind">;
  dataDir: string;
  minFreeBytes?: number;
  pingTimeoutMs?: number;
  /** Free bytes where `dir` lives; statfs by default (a test can stage a full disk). */
  freeBytes?: (dir: string) => Promise<number>;
}

/** Free bytes on the disk that holds `dir`, or would hold it (a folder not made yet: its nearest parent). */
export async function freeDiskBytes(dir: string): Promise<number> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(at);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const parent = path.dirname(at);
      if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === at) throw error;
      at = parent;
    }
  }
}

export async function checkReadiness(check: ReadinessCheck): Promise<Readiness> {
  if (check.draining()) return { ready: false, body: { status: "shutting-down" } };
  try {
    const free = await (check.freeBytes ?? freeDiskBytes)(check.dataDir);
    if (free < (check.minFreeBytes ?? MIN_FREE_DISK_BYTES)) return { ready: false, body: { status: "disk-full" } };
  } catch (error) {
    // A data folder that cannot even be examined cannot be written to either.
    return { ready: false, body: { status: "disk-full" }, error };
  }
  try {
    await withinMs(
      check.database.ping(),
      check.pingTimeoutMs ?? DATABASE_PING_TIMEOUT_MS,
      "the database did not answer",
    );
    return { ready: true, body: { status: "ready", database: check.database.kind } };
  } catch (error) {
    return { ready: false, body: { status: "database-unavailable" }, error };
  }
}
