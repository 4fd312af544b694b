// A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database
// created on the PostgreSQL server named by DATABASE_URL (and dropped afterwards). Tests never touch a
// database that is not clearly a test one.
//
// Under `vitest run` the migrated database is made once (tests/setup/global-setup.ts) and copied here:
// PGlite loads a dump of it, PostgreSQL copies a template database. Without that setup (a test file run
// some other way) each database is created and migrated from scratch, as before.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import * as schema from "~/db/schema";

export interface TestDatabase extends DatabaseHandle {
  /** Drops the throw-away database (PostgreSQL) or discards the in-memory one. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openPglite();
    return { ...handle, destroy: () => handle.close() };
  }

  const template = inject("postgresTemplateDatabase");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  } finally {
    await admin.end();
  }

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  // With a template the migrations are already applied: this only checks that, as it would in production.
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

/** An in-memory PGlite database, migrated: loaded from the run's migrated dump when there is one. */
async function openPglite(): Promise<DatabaseHandle> {
  const templateFile = inject("pgliteTemplateFile");
  if (!templateFile) {
    const handle = await openDatabase();
    await handle.migrate();
    return handle;
  }
  // The same handle as openDatabase() gives for an in-memory database, started from the dump.
  const client = new PGlite({ loadDataDir: new Blob([await readFile(templateFile)]) });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const migrationsFolder = path.resolve("drizzle");
  const handle: DatabaseHandle = {
    db,
    kind: "pglite",
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    async close() {
      await client.close();
    },
  };
  // Already applied in the dump: this only checks that, as openDatabase() + migrate() would.
  await handle.migrate();
  return handle;
}

/** The database kind tests run on, for messages: "pglite" or "postgres". */
export const testDatabaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";
