// Unit and integration tests: `*.test.ts(x)` beside the code, run in Node against real databases.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // One migrated database for the whole run, copied by each file's createTestDatabase().
    globalSetup: ["tests/setup/global-setup.ts"],
    // Every file has its own database and ports, so files run two at a time (the default on a two-core
    // machine is one: a worker per core, less one).
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
