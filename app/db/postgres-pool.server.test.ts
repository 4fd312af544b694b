// The pool's bounds against a real PostgreSQL server, reached through a TCP proxy that can go silent
// (tests/support/tcp-proxy.ts). Runs in the PostgreSQL pass (DATABASE_URL set); on PGlite there is no pool.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testDatabaseKind } from "../../tests/setup/test-database";
import { startTcpProxy, type TcpProxy } from "../../tests/support/tcp-proxy";
import { createBoundedPool } from "./postgres-pool.server";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(testDatabaseKind !== "postgres" || !serverUrl)("the bounded PostgreSQL pool", () => {
  let proxy: TcpProxy;
  let url: string;
  beforeAll(async () => {
    const target = new URL(serverUrl as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.hostname = "127.0.0.1";
    target.port = String(proxy.port);
    url = target.toString();
  });
  afterAll(async () => {
    await proxy?.close();
  });

  test("the server cancels a statement past the statement limit", async () => {
    const pool = createBoundedPool({ url, size: 2, bounds: { statementMs: 300, silenceMs: 5_000 } });
    try {
      await expect(pool.query("select pg_sleep(2)")).rejects.toThrow(/statement timeout/);
      expect((await pool.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    } finally {
      await pool.end();
    }
  });

  test("a silent host fails queries within the silence bound, and the pool reconnects to its replacement", async () => {
    const errors: string[] = [];
    const pool = createBoundedPool({
      url,
      size: 3,
      bounds: { connectMs: 1_000, statementMs: 500, silenceMs: 1_000 },
      onError: (error) => errors.push(error.message),
    });
    try {
      // Three connections open and idle in the pool, then the host goes silent.
      await Promise.all([1, 2, 3].map(() => pool.query("select pg_sleep(0.05)")));
      expect(pool.idleCount).toBe(3);
      proxy.blackhole();

      const started = Date.now();
      await expect(pool.query("select 1")).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(4_000);
      // The silent connection went, and its idle siblings with it: nothing dead is lent again.
      expect(errors.some((message) => message.includes("silent"))).toBe(true);
      await expect.poll(() => pool.totalCount, { timeout: 3_000 }).toBe(0);
      // New connections to a silent host give up at the connect bound.
      const connecting = Date.now();
      await expect(pool.query("select 1")).rejects.toThrow(/timeout/i);
      expect(Date.now() - connecting).toBeLessThan(3_000);

      proxy.replace();
      const replaced = Date.now();
      expect((await pool.query("select 2 as two")).rows).toEqual([{ two: 2 }]);
      expect(Date.now() - replaced).toBeLessThan(2_000);
    } finally {
      proxy.replace();
      await pool.end();
    }
  });
});
