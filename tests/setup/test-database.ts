// A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database
// created on the PostgreSQL server named by DATABASE_URL (and dropped afterwards). Tests never touch a
// database that is not clearly a test one.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";

export interface TestDatabase extends DatabaseHandle {
  /** Drops the throw-away database (PostgreSQL) or discards the in-memory one. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase();
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }

  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** The database kind tests run on, for messages: "pglite" or "postgres". */
export const testDatabaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";
