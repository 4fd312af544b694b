// Looks inside a server's database after the server has stopped, and makes throw-away databases on
// the PostgreSQL server named by DATABASE_URL for tests that start the app against PostgreSQL.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "~/db/client.server";
import { createStaffAccount } from "~/features/staff/staff-accounts.server";
import { seedDatabase } from "~/seed/seed.server";
import { loadConfig } from "~/utils/env.server";

export interface StaffMember {
  email: string;
  password: string;
  name: string;
}

/** A booking request as the safari form stores it, for tests that need one in the staff inbox. */
export const SAMPLE_BOOKING = {
  source: "safari_form",
  packageTitle: "Maasai Mara Explorer",
  name: "Joseph Mwangi",
  email: "joseph@example.com",
  phone: "+254 711 000 000",
  country: "Kenya",
  adults: 2,
  arrivalDate: "2031-08-01",
  departureDate: "2031-08-05",
} as const;

/**
 * Makes the database a test's server will start on, in `dataDir`: migrated, the sample catalogue seeded and
 * these staff accounts created; `addRows` then adds the test's own rows (a booking for the inbox, say).
 */
export async function prepareSiteDatabase(
  dataDir: string,
  staff: readonly StaffMember[],
  addRows?: (db: Database) => Promise<void>,
): Promise<void> {
  // Started from the run's seeded database where global-setup.ts made one (a file run on its own has it too).
  const template = inject("siteDatabaseTemplateFile");
  const handle = await openDatabase({
    dataDir: path.join(dataDir, "db"),
    loadDataDir: template ? new Blob([await readFile(template)]) : undefined,
  });
  try {
    await handle.migrate();
    if (!template) await seedDatabase(handle.db);
    const config = loadConfig({ DATA_DIR: dataDir });
    for (const person of staff) {
      const result = await createStaffAccount(
        { db: handle.db, config },
        { email: person.email, password: person.password, fullName: person.name, phone: null },
        { id: null, email: "test setup" },
      );
      if (!result.ok) throw new Error(result.message);
    }
    await addRows?.(handle.db);
  } finally {
    await handle.close();
  }
}

/** Row count of every table in the public schema, by table name. */
export async function countRows(location: { dataDir: string } | { url: string }): Promise<Record<string, number>> {
  const handle = await openDatabase("url" in location ? { url: location.url, poolSize: 1 } : location);
  try {
    const tables = await rowsOf<{ table_name: string }>(
      handle.db.execute(
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      ),
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables) {
      const [row] = await rowsOf<{ count: string | number }>(
        handle.db.execute(sql`select count(*) as count from ${sql.identifier(table)}`),
      );
      counts[table] = Number(row?.count ?? 0);
    }
    return counts;
  } finally {
    await handle.close();
  }
}

/** Both drivers (PGlite and node-postgres) answer a raw query with an object holding `rows`. */
async function rowsOf<Row>(query: PromiseLike<unknown>): Promise<Row[]> {
  return ((await query) as { rows: Row[] }).rows;
}

export interface ThrowAwayDatabase {
  url: string;
  /** Runs one statement on this database, e.g. renaming a table away to stage a failure. */
  run(statement: string): Promise<void>;
  drop(): Promise<void>;
}

/** A new, empty database on the server of `serverUrl`, named so that nobody mistakes it for a real one. */
export async function createThrowAwayDatabase(serverUrl: string): Promise<ThrowAwayDatabase> {
  const name = `e2e_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    run: (statement) => withAdmin(url.toString(), (client) => client.query(statement)),
    drop: () => withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`)),
  };
}

async function withAdmin(serverUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
