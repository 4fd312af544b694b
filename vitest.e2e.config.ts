// End-to-end tests: the production build started as a real server, driven over HTTP and in Chromium.
// One file at a time: each starts its own server and browser, and the machine has two cores.
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // A loaded two-core machine can take seconds to hydrate a page; one second (the default) is not enough.
    expect: { poll: { timeout: 15_000 } },
  },
});
