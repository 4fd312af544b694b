// The production server on PostgreSQL, when DATABASE_URL names a server to test against
// (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/test). Each run gets its own throw-away database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "./support/app-server";
import { countRows, createThrowAwayDatabase, type ThrowAwayDatabase } from "./support/database";
import { get } from "./support/http";

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)("production server on PostgreSQL", () => {
  let database: ThrowAwayDatabase;
  beforeAll(async () => {
    database = await createThrowAwayDatabase(serverUrl!);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("migrates, seeds once, serves pages and reports PostgreSQL as ready", async () => {
    const first = await startAppServer({ env: { DATABASE_URL: database.url } });
    try {
      await first.waitForLog("sample content seeded");
      expect((await first.waitForLog("database ready")).database).toBe("postgres");

      const ready = await get(`${first.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.text)).toEqual({ status: "ready", database: "postgres" });
      expect((await get(`${first.url}/`)).status).toBe(200);
      expect((await get(`${first.url}/no/such/page`)).status).toBe(404);
    } finally {
      expect(await first.stop()).toEqual({ code: 0, signal: null });
    }
    const rowsAfterFirst = await countRows({ url: database.url });
    expect(Object.values(rowsAfterFirst).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);

    const second = await startAppServer({ env: { DATABASE_URL: database.url } });
    try {
      await second.waitForLog("sample content already present");
      expect((await get(`${second.url}/readyz`)).status).toBe(200);
    } finally {
      expect(await second.stop()).toEqual({ code: 0, signal: null });
    }
    expect(await countRows({ url: database.url })).toEqual(rowsAfterFirst);
  });
});
