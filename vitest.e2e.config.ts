// End-to-end tests: the production build started as a real server, driven over HTTP and in Chromium.
// Two files at a time: each starts its own server (on a free port, with its own data folder) and browser,
// and much of a browser test is waiting (page loads, hydration, polling), so two files keep the machine's
// two cores busy where one leaves them half idle. Files that time what the page does by the wall clock
// run afterwards on their own, so that a neighbour's load cannot push them out of their time window.
import { defineConfig } from "vitest/config";

const timedByTheClock = [
  // The carousel turns every 5 seconds and the test checks it within a second or so.
  "tests/e2e/home.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    // A loaded two-core machine can take seconds to hydrate a page; one second (the default) is not enough.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          exclude: timedByTheClock,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "e2e-alone",
          include: timedByTheClock,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
