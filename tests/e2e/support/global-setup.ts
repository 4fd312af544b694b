// Runs once before the browser and operational tests: fails the run once, with the fix, instead of once per
// test file; and makes the sample site's database once (migrated, the sample content seeded in five
// languages), as a PGlite dump each file's prepareSiteDatabase() starts from instead of migrating and seeding
// its own (seconds per file on a busy machine).
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { seedDatabase } from "~/seed/seed.server";
import { assertBuildExists } from "./app-server";
import { chromiumOptions, chromiumPath } from "./browser";
import { RUN_LOG_DIR_VARIABLE, sweepRunLogs } from "./run-logs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a dump of the sample site's PGlite database: migrated and seeded. */
    siteDatabaseTemplateFile: string;
    /** Where the run's one Chromium listens (launchBrowser() connects to it). */
    chromiumEndpoint: string;
    /** A folder holding one file per page state scanned with axe this run (axe.ts: each is scanned once). */
    scannedStatesDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertBuildExists();
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: install it with \`apt-get install -y chromium\`.`);
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), "heartbeest-site-db-"));
  const file = path.join(folder, "sample-site.tar");
  const client = new PGlite();
  try {
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: path.resolve("drizzle") });
    await seedDatabase(db as unknown as Database);
    const dump = await client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide("siteDatabaseTemplateFile", file);
  // Page states scanned for accessibility this run, so that each is scanned once (axe.ts).
  await mkdir(path.join(folder, "scanned"));
  project.provide("scannedStatesDir", path.join(folder, "scanned"));
  // One Chromium for the run instead of one per test file (a launch costs a second or more on a busy
  // machine): each file connects to it and closes only its own connection.
  const browserServer = await chromium.launchServer(chromiumOptions);
  project.provide("chromiumEndpoint", browserServer.wsEndpoint());
  // Every server's output and every secret the tests saw, for the search at the end of the run (run-logs.ts).
  const runLogs = await mkdtemp(path.join(os.tmpdir(), "heartbeest-run-logs-"));
  process.env[RUN_LOG_DIR_VARIABLE] = runLogs;
  return async () => {
    await browserServer.close();
    await rm(folder, { recursive: true, force: true });
    const sweep = sweepRunLogs(runLogs);
    if (sweep.leaks.length > 0) {
      // Vitest reports an error thrown here but would still exit with 0.
      process.exitCode = 1;
      throw new Error(
        `Secrets the tests used are in the servers' output (kept in ${runLogs}):\n${sweep.leaks.join("\n")}`,
      );
    }
    console.info(
      `Searched the output of ${sweep.servers} servers for ${sweep.secrets} secrets the tests used: none there.`,
    );
    await rm(runLogs, { recursive: true, force: true });
  };
}
