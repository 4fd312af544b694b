// The network between the app and PostgreSQL misbehaves without the database going away: a firewall or a
// load balancer resets every connection (TCP RST) three times, then the network turns slow (every chunk
// 150 ms late, both ways). Through a TCP proxy (tests/support/tcp-proxy.ts) in front of a private cluster,
// while travellers book and browse. What they must see: every booking taken (a booking whose connection was
// cut is tried again on a fresh one, app/db/outlast-outage.server.ts), every page answered (200, or 503 in
// words with Retry-After for one whose query was cut), none hanging; once the resets are over, every page 200;
// on the slow network, everything answered, only later. Afterwards, each acknowledged booking stored once.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { type AppServer, delay, startAppServer } from "../e2e/support/app-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import {
  type BookingResponse,
  bookingSubmission,
  countBy,
  header,
  htmlErrorPageProblem,
  outcomeOf,
  percentile,
  postBooking,
  type RecordedRequest,
  send,
} from "./support/fault-requests";
import { type PostgresCluster, startPostgresCluster } from "./support/postgres-cluster";

const PAGES = ["/", "/safaris", "/safaris/1", "/destinations", "/reviews"];
const RESETS = 3;
const SLOW_NETWORK_MS = 150;

let cluster: PostgresCluster | undefined;
let proxy: TcpProxy | undefined;
let app: AppServer | undefined;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  proxy = await startTcpProxy({ port: cluster.port });
  const viaProxy = new URL(cluster.url());
  viaProxy.port = String(proxy.port);
  app = await startAppServer({
    // No page cache: every page view reads the database, so the cuts reach the pages too.
    env: { DATABASE_URL: viaProxy.toString(), TRUST_PROXY: "true", PAGE_CACHE_TTL_SECONDS: "0" },
  });
});

afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await cluster?.destroy();
});

type Phase = "calm" | "resets" | "after-resets" | "slow";

test("connections reset, then a slow network: every booking taken, every page answered, nothing stored twice", async () => {
  if (!app || !proxy || !cluster) throw new Error("setup failed");
  const server = app;
  const network = proxy;
  onTestFailed(() => console.log(`--- app output ---\n${server.output().split("\n").slice(-40).join("\n")}`));
  const runId = randomBytes(4).toString("hex");

  let phase: Phase = "calm";
  let running = true;
  let next = 0;
  const bookings: { phase: Phase; submission: ReturnType<typeof bookingSubmission>; response: BookingResponse }[] = [];
  const pages: { phase: Phase; record: RecordedRequest }[] = [];
  const bookingWorker = async () => {
    while (running) {
      const submission = bookingSubmission(runId, next++);
      const at = phase;
      bookings.push({ phase: at, submission, response: await postBooking(server.url, submission, 30_000) });
    }
  };
  const pageWorker = async (offset: number) => {
    for (let i = offset; running; i++) {
      const at = phase;
      pages.push({
        phase: at,
        record: await send(server.url, PAGES[i % PAGES.length] as string, { timeoutMs: 30_000 }),
      });
    }
  };
  const workers = [bookingWorker(), bookingWorker(), bookingWorker(), pageWorker(0), pageWorker(2)];

  await expect
    .poll(() => bookings.filter((b) => b.response.acknowledged).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(6);
  phase = "resets";
  const resetsBegan = Date.now();
  for (let cut = 0; cut < RESETS; cut++) {
    network.reset();
    await delay(700);
  }
  await delay(1_000);
  phase = "after-resets";
  const resetsEnded = Date.now();
  await delay(2_000);
  phase = "slow";
  network.delay(SLOW_NETWORK_MS);
  await delay(4_000);
  // On a busy machine each booking worker may still be inside a booking begun before the network turned slow
  // (the slow network makes one take several seconds): the network stays slow until one begun on it is answered.
  await expect.poll(() => bookings.filter((b) => b.phase === "slow").length, { timeout: 60_000 }).toBeGreaterThan(0);
  running = false;
  await Promise.all(workers);
  network.delay(0);

  const slowPages = pages.filter((p) => p.phase === "slow").map((p) => p.record.endedAt - p.record.startedAt);
  console.log(
    [
      `bookings by phase: ${JSON.stringify(countBy(bookings, (b) => `${b.phase}: ${b.response.acknowledged ? "booked" : outcomeOf(b.response.record)}`))}`,
      `pages by phase: ${JSON.stringify(countBy(pages, (p) => `${p.phase}: ${outcomeOf(p.record)}`))}`,
      `page times on the slow network: p50 ${percentile(slowPages, 0.5)} ms, max ${Math.max(0, ...slowPages)} ms`,
      `connections forwarded: ${network.forwarded()}`,
    ].join("\n"),
  );

  // Every booking taken, whatever the network did.
  for (const { phase: at, submission, response } of bookings) {
    const { startedAt, endedAt } = response.record;
    const when = `begun ${startedAt - resetsBegan} ms after the first cut, answered in ${endedAt - startedAt} ms`;
    expect(response.acknowledged, `${submission.email} (${at}, ${when}): ${outcomeOf(response.record)}`).toBe(true);
  }
  expect(bookings.filter((b) => b.phase === "resets").length).toBeGreaterThan(0);
  expect(bookings.filter((b) => b.phase === "slow").length).toBeGreaterThan(0);
  // Every page answered: 200, or a refusal in words for one under way when a cut came; after the cuts, all 200.
  for (const { phase: at, record } of pages) {
    const where = `${record.path} (${at})`;
    expect(record.error, `${where}: ${record.error?.message}`).toBeUndefined();
    const duringResets = record.startedAt <= resetsEnded && record.endedAt >= resetsBegan;
    if (duringResets && record.status === 503) {
      expect(htmlErrorPageProblem(record), where).toBeNull();
      expect(Number(header(record, "retry-after")), where).toBeGreaterThan(0);
      continue;
    }
    expect(record.status, where).toBe(200);
  }
  // The resets were real: the app had to open new connections.
  expect(network.forwarded()).toBeGreaterThan(1 + RESETS);
  // The slow network was real: a page's several queries each waited for it.
  expect(percentile(slowPages, 0.5)).toBeGreaterThanOrEqual(2 * SLOW_NETWORK_MS);

  // Each acknowledged booking stored once.
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  const stored = await client
    .query<{ email: string; rows: string }>(
      "select email, count(*) as rows from bookings where email like $1 group by email",
      [`fault-${runId}-%`],
    )
    .finally(() => client.end());
  const rowsByEmail = new Map(stored.rows.map((row) => [row.email, Number(row.rows)]));
  for (const { submission } of bookings) expect(rowsByEmail.get(submission.email), submission.email).toBe(1);
  expect(stored.rows.length).toBe(bookings.length);
});
