// Runs once before the unit and integration tests: makes one migrated database that every test file's
// createTestDatabase() copies, instead of each file creating a database cluster and running every
// migration itself (PGlite's start-up alone costs seconds on a busy machine).
// - PGlite: a dump of a migrated in-memory database, loaded by each test file (`loadDataDir`).
// - PostgreSQL (DATABASE_URL): a migrated template database, copied with `create database ... template`.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../app/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated PGlite database (PGlite runs only). */
    pgliteTemplateFile: string;
    /** The name of a migrated template database on the DATABASE_URL server (PostgreSQL runs only). */
    postgresTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const migrationsFolder = path.resolve("drizzle");

  if (!serverUrl) {
    const folder = await mkdtemp(path.join(os.tmpdir(), "heartbeest-unit-db-"));
    const file = path.join(folder, "migrated.tar");
    const client = new PGlite();
    try {
      await client.waitReady;
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir("none");
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
    project.provide("pgliteTemplateFile", file);
    return () => rm(folder, { recursive: true, force: true });
  }

  const name = `test_template_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 1, migrationsFolder });
  try {
    await handle.migrate();
  } finally {
    // No connection may stay open on a template database while it is being copied.
    await handle.close();
  }
  project.provide("postgresTemplateDatabase", name);
  return () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
