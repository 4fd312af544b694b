// /readyz's answer for each way a server can be unable to work, against a real folder and a real
// (PGlite) database whose answers are held back or refused.
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";
import { checkReadiness, freeDiskBytes, MIN_FREE_DISK_BYTES } from "./readiness";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe("checkReadiness", () => {
  const base = () => ({ draining: () => false, database, dataDir: os.tmpdir() });

  test("ready when the database answers and the disk has room", async () => {
    // The real database's answer, on the real disk under the system's temporary folder.
    expect(await checkReadiness(base())).toEqual({ ready: true, body: { status: "ready", database: database.kind } });
  });

  test("shutting down wins over everything", async () => {
    expect((await checkReadiness({ ...base(), draining: () => true })).body).toEqual({ status: "shutting-down" });
  });

  test("a disk with less than the minimum free says disk-full, before asking the database", async () => {
    let asked = false;
    const result = await checkReadiness({
      ...base(),
      database: {
        kind: "pglite",
        ping: async () => {
          asked = true;
        },
      },
      freeBytes: async () => MIN_FREE_DISK_BYTES - 1,
    });
    expect(result.body).toEqual({ status: "disk-full" });
    expect(asked).toBe(false);
  });

  test("a database that never answers (a silent host, a pool with no free connection) says database-unavailable in time", async () => {
    const started = Date.now();
    const result = await checkReadiness({
      ...base(),
      database: { kind: "postgres", ping: () => new Promise<void>(() => {}) },
      pingTimeoutMs: 200,
    });
    expect(result.ready).toBe(false);
    expect(result.body).toEqual({ status: "database-unavailable" });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("freeDiskBytes", () => {
  test("measures the disk a folder not made yet would be on", async () => {
    const notYet = path.join(os.tmpdir(), "heartbeest-not-made", "uploads");
    const [forNotYet, forParent] = await Promise.all([freeDiskBytes(notYet), freeDiskBytes(os.tmpdir())]);
    // The same disk; other programs write to it between the two readings, so allow a little drift.
    expect(forNotYet).toBeGreaterThan(0);
    expect(Math.abs(forNotYet - forParent)).toBeLessThan(256 * 1024 * 1024);
  });
});
