// Unit and integration tests: `*.test.ts(x)` beside the code, run in Node against real databases.
// Two projects: "database" (the files that import tests/setup/test-database.ts, directly or through a
// test-support module, found by reading the imports each time this loads: tests/setup/database-test-files.ts)
// and "unit" (the rest). `vitest run` runs both; the PostgreSQL pass (`npm run test:db`) runs only
// "database", since the others never touch a database and would only run a second time unchanged.
import { defineConfig } from "vitest/config";
import { splitByDatabase } from "./tests/setup/database-test-files";

const { database, other } = splitByDatabase(["app", "server", "scripts"]);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // Every file has its own database and ports, so files run two at a time (the default on a two-core
    // machine is one: a worker per core, less one).
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph instead of a fresh one per file:
    // importing the app (React Router, Drizzle, PGlite's WebAssembly) cost about 3 s per file, 94 s of
    // the database files' 378 s. The files share no state: each opens its own database and ports, and
    // none changes process.env or globals (docs/decisions/021).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/setup/deferred-loads.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "database",
          include: database,
          // One migrated database for the whole run, copied by each file's createTestDatabase().
          globalSetup: ["tests/setup/global-setup.ts"],
        },
      },
      { extends: true, test: { name: "unit", include: other } },
    ],
  },
});
