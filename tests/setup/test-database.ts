// A fresh, migrated database for one test file: in-memory PGlite by default, or a throw-away database
// created on the PostgreSQL server named by DATABASE_URL (and dropped afterwards). Tests never touch a
// database that is not clearly a test one.
//
// Under `vitest run` the migrated database is made once (tests/setup/global-setup.ts) and copied here:
// PGlite loads a dump of it, PostgreSQL copies a template database. Without that setup (a test file run
// some other way) each database is created and migrated from scratch, as before.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";

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
  const handle = await openDatabase(templateFile ? { loadDataDir: new Blob([await readFile(templateFile)]) } : {});
  // From the dump the migrations are already applied: this only checks that, as in production.
  await handle.migrate();
  return handle;
}

/** The database kind tests run on, for messages: "pglite" or "postgres". */
export const testDatabaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";
