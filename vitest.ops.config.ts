// Operational tests: load, faults, security and scale-out, against the production build started as real
// servers (the same harness as the browser tests, tests/e2e/support). Slow and heavy, so they run on their
// own (`npm run test:ops`). The security files check answers, not timings, and much of each is waiting
// on a server, so they run two at a time; the load, fault, cache and scale-out files measure windows and
// back-offs by the clock (or load the machine on purpose), so they run afterwards one at a time, where a
// neighbour cannot push them out of their windows.
import { defineConfig } from "vitest/config";

const timedOrLoading = [
  "tests/ops/bookings-load.test.ts",
  "tests/ops/fault-*.test.ts",
  "tests/ops/overload.test.ts",
  "tests/ops/page-cache.test.ts",
  "tests/ops/scale-out.test.ts",
];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    globalSetup: ["tests/e2e/support/global-setup.ts"],
    testTimeout: 300_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "ops",
          include: ["tests/ops/**/*.test.ts"],
          exclude: timedOrLoading,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "ops-alone",
          include: timedOrLoading,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
