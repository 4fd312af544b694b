// Operational tests: load, faults, security and scale-out, against the production build started as real
// servers (the same harness as the browser tests, tests/e2e/support). Slow and heavy, so they run on their
// own (`npm run test:ops`), one file at a time.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/ops/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
  },
});
