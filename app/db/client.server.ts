// Opens the product's database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when a
// URL is given. Both speak the same SQL, use the same schema and the same committed migrations.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { connectForMigrations, createBoundedPool, type PoolBounds } from "./postgres-pool.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Throws when the database cannot answer a trivial query (used by /readyz, which bounds the wait). */
  ping(): Promise<void>;
  /** Applies every migration in ./drizzle that has not run yet. Safe to call from several servers. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder for PGlite's files; absent means a throw-away in-memory database. */
  dataDir?: string;
  /** PGlite only: start from this dump (PGlite's dumpDataDir()) instead of an empty database. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PostgreSQL only: the bounds on connecting, statements and silence (postgres-pool.server.ts). */
  bounds?: Partial<PoolBounds>;
  migrationsFolder?: string;
  onPoolError?: (error: Error) => void;
}

const MIGRATIONS_LOCK_ID = 7_240_311; // arbitrary, constant: serialises migrations across app servers

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? path.resolve("drizzle");

  if (options.url) {
    const url = options.url;
    const pool = createBoundedPool({
      url,
      size: options.poolSize ?? 10,
      bounds: options.bounds,
      onError: options.onPoolError,
    });
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      async ping() {
        await pool.query("select 1");
      },
      async migrate() {
        // Its own connection, without the pool's statement limit: a migration may take long, and so may
        // waiting for another server's migrations (the advisory lock).
        const client = await connectForMigrations(url);
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATIONS_LOCK_ID]);
          await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATIONS_LOCK_ID]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      async close() {
        await pool.end();
      },
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
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
}

/** The handle inside `db.transaction(async (tx) => ...)`; domain functions accept either. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DatabaseOrTransaction = Database | Transaction;

/** Runs `work` in a new transaction, or inside the caller's when `db` already is one. */
export async function inTransaction<T>(
  db: DatabaseOrTransaction,
  work: (tx: DatabaseOrTransaction) => Promise<T>,
): Promise<T> {
  if ("rollback" in db) return work(db);
  return (db as Database).transaction((tx) => work(tx));
}
