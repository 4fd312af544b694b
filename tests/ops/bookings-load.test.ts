// 200 travellers book at once, 20 posts in flight at a time, through the 'Book This Safari' form as a browser
// without JavaScript sends it: every one is acknowledged with a reference and stored exactly once. Runs on the
// embedded database, and on PostgreSQL too when POSTGRES_SERVER_URL names a server (CI). Latency is printed,
// never asserted: this machine's speed is nobody's contract.

import { rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  type BookingLoadResult,
  bookingLoadProblems,
  countStoredBookings,
  runBookingLoad,
  type StoredBookings,
} from "../../scripts/bench/booking-load";
import { type AppServer, makeTempDir, startAppServer } from "../e2e/support/app-server";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "../e2e/support/database";

const TOTAL = 200;
const CONCURRENCY = 20;
const postgresServerUrl = process.env.POSTGRES_SERVER_URL;

let server: AppServer | undefined;
let dataDir: string | undefined;
let database: ThrowAwayDatabase | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
  await database?.drop();
  database = undefined;
});

/** The first safari's id, from the sitemap as a crawler would find it. */
async function firstSafariId(baseUrl: string): Promise<number> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const id = sitemap.match(/\/safaris\/(\d+)/)?.[1];
  if (!id) throw new Error("The sitemap lists no safari");
  return Number(id);
}

function printFigures(label: string, result: BookingLoadResult, stored: StoredBookings) {
  const { p50, p95, p99, max } = result.latency;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.info(
    `[bookings load, ${label}] ${result.outcomes.booked}/${result.total} acknowledged, ${stored.rows} rows ` +
      `(${stored.distinctEmails} distinct e-mails), ${result.concurrency} at a time in ${(result.elapsedMs / 1000).toFixed(1)} s; ` +
      `latency p50 ${ms(p50)}, p95 ${ms(p95)}, p99 ${ms(p99)}, max ${ms(max)}`,
  );
}

function expectEveryBookingStoredOnce(result: BookingLoadResult, stored: StoredBookings) {
  expect(bookingLoadProblems(result, stored)).toEqual([]);
  expect(result.outcomes.booked).toBe(TOTAL);
  expect(stored.rows).toBe(TOTAL);
  expect(stored.distinctEmails).toBe(TOTAL);
  expect(stored.distinctSubmissionTokens).toBe(TOTAL);
  expect(stored.duplicatedEmails).toEqual([]);
}

describe("a burst of bookings", () => {
  it(`stores all ${TOTAL} bookings sent ${CONCURRENCY} at a time, none twice (embedded database)`, async () => {
    // Our own data folder, so the database can be read after the server has stopped (PGlite is single-process).
    dataDir = await makeTempDir("heartbeest-ops-load-");
    server = await startAppServer({ dataDir, env: { TRUST_PROXY: "true", LOG_LEVEL: "warn" } });
    const result = await runBookingLoad({
      baseUrl: server.url,
      safariId: await firstSafariId(server.url),
      total: TOTAL,
      concurrency: CONCURRENCY,
    });
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    const stored = await countStoredBookings({ dataDir: path.join(dataDir, "db") }, result.runId);
    printFigures("PGlite", result, stored);
    expectEveryBookingStoredOnce(result, stored);
  });

  it.skipIf(!postgresServerUrl)(
    `stores all ${TOTAL} bookings sent ${CONCURRENCY} at a time, none twice (PostgreSQL)`,
    async () => {
      database = await createThrowAwayDatabase(postgresServerUrl!);
      server = await startAppServer({
        env: { TRUST_PROXY: "true", LOG_LEVEL: "warn", DATABASE_URL: database.url },
      });
      const result = await runBookingLoad({
        baseUrl: server.url,
        safariId: await firstSafariId(server.url),
        total: TOTAL,
        concurrency: CONCURRENCY,
      });
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      const stored = await countStoredBookings({ url: database.url }, result.runId);
      printFigures("PostgreSQL", result, stored);
      expectEveryBookingStoredOnce(result, stored);
    },
  );
});
