// The PostgreSQL server restarts while travellers book and browse. On a private cluster (never the
// machine's shared server): bookings and page views run continuously; PostgreSQL is stopped (fast shutdown)
// for a few seconds and started again. While it is down, pages and booking posts must answer 503 with a
// proper HTML page and Retry-After, and /readyz 503; once it is back the same app process (no restart)
// answers 200 again and takes bookings. Every acknowledged booking is in the database exactly once, nothing
// unacknowledged was kept without the traveller being able to get it back, and every failed post succeeds
// when the traveller posts the same form again.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { type AppServer, delay, startAppServer } from "../e2e/support/app-server";
import {
  type BookingResponse,
  type BookingSubmission,
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

// Pages that need the database (the About page, for one, does not and keeps answering 200).
const DATABASE_PAGES = ["/", "/safaris", "/safaris/1", "/safaris/2", "/reviews", "/destinations"];
const BOOKING_WORKERS = 3;
const PAGE_WORKERS = 2;
// Longer than a booking waits for the database (BOOKING_OUTAGE_WAIT_MS, 3 s), so posts while down are refused.
const OUTAGE_MS = 7_000;

let cluster: PostgresCluster | undefined;
let app: AppServer | undefined;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  app = await startAppServer({
    env: {
      DATABASE_URL: cluster.url(),
      TRUST_PROXY: "true",
      // The outage must reach the app's own code path; a page cache would answer from memory instead.
      PAGE_CACHE_TTL_SECONDS: "0",
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await cluster?.destroy();
});

/** "recovered": the database is back; "serving": the app has answered a page and /readyz 200 again since. */
type Phase = "up" | "stopping" | "down" | "starting" | "recovered" | "serving";

interface Timed<T> {
  value: T;
  /** The database's state when the request was sent and when its answer came back. */
  phaseAtStart: Phase;
  phaseAtEnd: Phase;
}

test("a PostgreSQL restart under load: 503 while down, recovery without restarting the app, no booking lost", async () => {
  if (!app || !cluster) throw new Error("setup failed");
  const server = app;
  const database = cluster;
  const runId = randomBytes(4).toString("hex");
  // On failure, what the app and PostgreSQL said is the first thing to read.
  onTestFailed(() => {
    const tail = (text: string) => text.split("\n").slice(-40).join("\n");
    console.log(`--- app output ---\n${tail(server.output())}\n--- postgres output ---\n${tail(database.output())}`);
  });
  let appExited = false;
  void server.exited.then(() => {
    appExited = true;
  });

  let phase: Phase = "up";
  let running = true;
  // A failed assertion must not leave the load running on its own.
  onTestFailed(() => {
    running = false;
  });
  let nextIndex = 0;
  const bookings: Timed<{ submission: BookingSubmission; response: BookingResponse }>[] = [];
  const pages: Timed<RecordedRequest>[] = [];

  const bookingWorker = async () => {
    while (running) {
      const submission = bookingSubmission(runId, nextIndex++);
      const phaseAtStart = phase;
      const response = await postBooking(server.url, submission, 30_000);
      bookings.push({ value: { submission, response }, phaseAtStart, phaseAtEnd: phase });
      // Were the app to die, a refused connection returns at once: do not spin.
      if (response.record.error) await delay(100);
    }
  };
  const pageWorker = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = DATABASE_PAGES[i % DATABASE_PAGES.length] as string;
      const phaseAtStart = phase;
      const record = await send(server.url, path, { timeoutMs: 30_000 });
      pages.push({ value: record, phaseAtStart, phaseAtEnd: phase });
      if (record.error) await delay(100);
    }
  };
  const workers = [
    ...Array.from({ length: BOOKING_WORKERS }, () => bookingWorker()),
    ...Array.from({ length: PAGE_WORKERS }, (_, i) => pageWorker(i * 3)),
  ];

  // Load with the database up, until a few bookings have gone through.
  await expect
    .poll(() => bookings.filter((b) => b.value.response.acknowledged).length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(6);

  phase = "stopping";
  const stopStarted = Date.now();
  await database.stop();
  phase = "down";
  const downSince = Date.now();

  // Probes while down, besides the background load: a page, a booking post and the readiness check.
  const probes: { page: RecordedRequest; booking: BookingResponse; readyz: RecordedRequest }[] = [];
  const probeSubmissions: BookingSubmission[] = [];
  while (Date.now() - downSince < OUTAGE_MS) {
    const submission = bookingSubmission(runId, 100_000 + probeSubmissions.length);
    probeSubmissions.push(submission);
    const [page, booking, readyz] = await Promise.all([
      send(server.url, "/safaris/1", { timeoutMs: 30_000 }),
      postBooking(server.url, submission, 30_000),
      send(server.url, "/readyz", { timeoutMs: 30_000 }),
    ]);
    probes.push({ page, booking, readyz });
    await delay(250);
  }

  phase = "starting";
  const startBegan = Date.now();
  await database.start();
  phase = "recovered";
  const restartedAt = Date.now();

  // The same app process recovers by itself: readiness, pages and bookings.
  let firstReadyAfterMs = -1;
  let lastRecoveryProbe: RecordedRequest[] = [];
  onTestFailed(() =>
    console.log(
      "last recovery probe:",
      JSON.stringify(lastRecoveryProbe.map((r) => ({ ...r, body: r.body.slice(0, 300) }))),
    ),
  );
  let firstPageAfterMs = -1;
  await expect
    .poll(
      async () => {
        const [readyz, page] = await Promise.all([
          send(server.url, "/readyz", { timeoutMs: 30_000 }),
          send(server.url, "/safaris/1", { timeoutMs: 30_000 }),
        ]);
        lastRecoveryProbe = [readyz, page];
        if (readyz.status === 200 && firstReadyAfterMs < 0) firstReadyAfterMs = Date.now() - restartedAt;
        if (page.status === 200 && firstPageAfterMs < 0) firstPageAfterMs = Date.now() - restartedAt;
        return [readyz.status, page.status];
      },
      { timeout: 30_000, interval: 200 },
    )
    .toEqual([200, 200]);
  phase = "serving";
  const bookedAfterRestart = () =>
    bookings.filter(
      (b) => (b.phaseAtStart === "recovered" || b.phaseAtStart === "serving") && b.value.response.acknowledged,
    ).length;
  const bookedBefore = bookedAfterRestart();
  await expect.poll(bookedAfterRestart, { timeout: 60_000 }).toBeGreaterThanOrEqual(bookedBefore + 6);
  running = false;
  await Promise.all(workers);
  expect(appExited, "the app process must live through the outage").toBe(false);

  // A traveller whose post failed posts the same form again (same hidden token): it must book now, once.
  const allPosts = [
    ...bookings.map((b) => b.value),
    ...probeSubmissions.map((submission, i) => ({ submission, response: probes[i]?.booking as BookingResponse })),
  ];
  const failed = allPosts.filter((post) => !post.response.acknowledged);
  const storedBeforeRetry = await storedEmails(database.url(), runId);
  const committedButRefused = failed.filter((post) => storedBeforeRetry.has(post.submission.email)).length;
  const retried: { submission: BookingSubmission; response: BookingResponse }[] = [];
  for (const post of failed)
    retried.push({ submission: post.submission, response: await postBooking(server.url, post.submission) });

  // ---- What the database holds ----
  const client = new pg.Client({ connectionString: database.url() });
  await client.connect();
  const stored = await client
    .query<{ reference: string; submission_token: string; email: string; emails: string }>(
      `select b.reference, b.submission_token, b.email,
              (select count(*) from email_outbox o
                where o.dedupe_key in ('booking:' || b.id || ':confirmation', 'booking:' || b.id || ':staff-notification')) as emails
         from bookings b where b.email like $1`,
      [`fault-${runId}-%`],
    )
    .finally(() => client.end());
  // Each traveller has their own e-mail address; the token column holds a digest of token and fields.
  const storedByEmail = countBy(stored.rows, (row) => row.email);
  const referenceOfEmail = new Map(stored.rows.map((row) => [row.email, row.reference]));

  // ---- Summary ----
  const summarise = (items: { phaseAtStart: Phase; phaseAtEnd: Phase; record: RecordedRequest }[]) =>
    countBy(items, (item) => `${item.phaseAtStart}->${item.phaseAtEnd}: ${outcomeOf(item.record)}`);
  const acknowledged = allPosts.filter((post) => post.response.acknowledged);
  const downDurations = [
    ...bookings.filter((b) => b.phaseAtStart === "down").map((b) => b.value.response.record),
    ...pages.filter((p) => p.phaseAtStart === "down").map((p) => p.value),
  ].map((record) => record.endedAt - record.startedAt);
  console.log(
    [
      `database restart: stop took ${downSince - stopStarted} ms, down for ${startBegan - downSince} ms, start took ${restartedAt - startBegan} ms`,
      `recovery after restart: /readyz 200 after ${firstReadyAfterMs} ms, /safaris/1 200 after ${firstPageAfterMs} ms (app pid ${server.pid}, never restarted)`,
      `booking posts under load: ${bookings.length} (${acknowledged.length} acknowledged in total, incl. probes)`,
      `  by phase and outcome: ${JSON.stringify(summarise(bookings.map((b) => ({ ...b, record: b.value.response.record }))))}`,
      `page views under load: ${pages.length}`,
      `  by phase and outcome: ${JSON.stringify(summarise(pages.map((p) => ({ ...p, record: p.value }))))}`,
      `answer times while down (ms): p50 ${percentile(downDurations, 0.5)}, p95 ${percentile(downDurations, 0.95)}, max ${Math.max(0, ...downDurations)}`,
      `probes while down: ${probes.length} rounds; pages ${JSON.stringify(countBy(probes, (p) => outcomeOf(p.page)))}, bookings ${JSON.stringify(countBy(probes, (p) => outcomeOf(p.booking.record)))}, /readyz ${JSON.stringify(countBy(probes, (p) => outcomeOf(p.readyz)))}`,
      `posts answered 503 whose booking had committed all the same (answer lost with the connection): ${committedButRefused}`,
      `failed posts sent again with the same form: ${retried.length}, acknowledged now: ${retried.filter((r) => r.response.acknowledged).length}, told it had arrived: ${retried.filter((r) => r.response.alreadyReceived).length}`,
      `stored bookings of this run: ${stored.rows.length} (distinct forms posted: ${allPosts.length})`,
    ].join("\n"),
  );

  // ---- While down: 503, an HTML page, Retry-After; /readyz 503 ----
  expect(probes.length).toBeGreaterThanOrEqual(3);
  for (const { page, booking, readyz } of probes) {
    for (const record of [page, booking.record]) {
      expect(record.error, `${record.label}: ${record.error?.message}`).toBeUndefined();
      expect(record.status, `${record.label} while the database is down`).toBe(503);
      expect(htmlErrorPageProblem(record), record.label).toBeNull();
      expect(Number(header(record, "retry-after")), `${record.label} Retry-After`).toBeGreaterThan(0);
    }
    expect(booking.acknowledged).toBe(false);
    expect(readyz.status).toBe(503);
    // The probe is public: a status word only; the database's own error (host, user, ...) is in the log.
    expect(JSON.parse(readyz.body)).toEqual({ status: "database-unavailable" });
  }
  const readinessLines = server.logs.filter((line) => line.msg === "readiness check: database unavailable");
  expect(readinessLines.length).toBeGreaterThan(0);
  expect((readinessLines[0]?.err as { message?: string } | undefined)?.message).toBeTruthy();
  // The background load saw the same: every request answered (no hang, no reset), and never a 500.
  const loadRecords = [
    ...bookings.map((b) => ({ ...b, record: b.value.response.record })),
    ...pages.map((p) => ({ ...p, record: p.value })),
  ];
  for (const { record, phaseAtStart, phaseAtEnd } of loadRecords) {
    const where = `${record.label} ${record.path} (${phaseAtStart}->${phaseAtEnd})`;
    expect(record.error, `${where}: ${record.error?.message}`).toBeUndefined();
    expect([200, 302, 503], where).toContain(record.status);
    if (record.status === 503) expect(htmlErrorPageProblem(record), where).toBeNull();
    if (phaseAtStart === "down" && phaseAtEnd === "down") expect(record.status, where).toBe(503);
    // Refused only around the outage: never before it began, never once the app answered again.
    if ((phaseAtStart === "up" && phaseAtEnd === "up") || phaseAtStart === "serving") {
      expect(record.status, where).not.toBe(503);
    }
  }
  expect(loadRecords.filter((r) => r.phaseAtStart === "down" && r.phaseAtEnd === "down").length).toBeGreaterThan(0);

  // ---- No booking lost, none twice ----
  for (const post of acknowledged) {
    expect(storedByEmail[post.submission.email], `acknowledged ${post.response.reference}`).toBe(1);
    expect(referenceOfEmail.get(post.submission.email)).toBe(post.response.reference);
  }
  for (const row of stored.rows) expect(Number(row.emails), `e-mails queued for ${row.reference}`).toBe(2);
  // A post cut by the outage may have committed before its answer was lost; the traveller's repeat of the
  // same form finds that booking instead of making a second one, so in the end every form is one booking. The
  // lost answer carried the browser's proof cookie, so the repeat is told in words that the request arrived and
  // its confirmation went by e-mail (naming nothing: it could as well be someone else's copy).
  for (const { submission, response } of retried) {
    const committedBefore = storedBeforeRetry.has(submission.email);
    const answered = committedBefore ? response.alreadyReceived : response.acknowledged;
    expect(answered, `${submission.email} posted again: ${outcomeOf(response.record)}`).toBe(true);
    expect(storedByEmail[submission.email], submission.email).toBe(1);
    if (!committedBefore) expect(referenceOfEmail.get(submission.email)).toBe(response.reference);
  }
  expect(stored.rows.length).toBe(allPosts.length);
  expect(Object.values(storedByEmail).every((count) => count === 1)).toBe(true);
});

async function storedEmails(url: string, runId: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ email: string }>("select email from bookings where email like $1", [
      `fault-${runId}-%`,
    ]);
    return new Set(result.rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}
