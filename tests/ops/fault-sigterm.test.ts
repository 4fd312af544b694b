// SIGTERM while travellers book and browse, over fresh and kept-alive connections. As a load balancer
// expects, /readyz answers 503 for SHUTDOWN_GRACE_MS while pages are still served; then the server stops
// taking new connections, finishes every request it had taken (a complete response, never a connection cut
// mid-way), closes the database cleanly and exits with code 0 on its own, before SHUTDOWN_TIMEOUT_MS forces
// connections shut. No request sent before the signal fails. Afterwards the database holds exactly the
// acknowledged bookings, each complete with its queued e-mails.
//
// "Taken" is what the server itself logged: every request reaching the app gets a log line carrying the
// X-Request-Id the test sent. A request the app never saw (sent after the grace period, refused once the
// listener closed) may fail; it must then have no log line and no booking.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { type AppServer, delay, type ExitStatus, makeTempDir, startAppServer } from "../e2e/support/app-server";
import {
  type BookingResponse,
  type BookingSubmission,
  bookingSubmission,
  countBy,
  outcomeOf,
  postBooking,
  type RecordedRequest,
  send,
} from "./support/fault-requests";

const SHUTDOWN_TIMEOUT_MS = 10_000;
const SHUTDOWN_GRACE_MS = 3_000;
const PAGES = ["/", "/safaris", "/safaris/1", "/about", "/reviews", "/destinations", "/contact"];
const BOOKING_WORKERS = 4;
const PAGE_WORKERS = 3;
/** Page views over connections a keep-alive agent reuses (as a proxy or a browser does). */
const KEEP_ALIVE_WORKERS = 3;
/** Requests sent before the signal: hundreds, so the drain is tried under real load. */
const REQUESTS_BEFORE_SIGNAL = 300;

let app: AppServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-sigterm-");
  app = await startAppServer({
    dataDir,
    env: {
      TRUST_PROXY: "true",
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    },
  });
});

afterAll(async () => {
  await app?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface BookingRow {
  reference: string;
  submission_token: string;
  status: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  adults: number;
  children: number;
  arrival_date: string;
  departure_date: string;
  message: string | null;
  special_requests: string | null;
  total_amount: number | null;
  currency: string | null;
  emails: number;
}

test("SIGTERM under load: not ready for the grace period while serving, nothing sent before it fails, exit 0, exactly the acknowledged bookings stored", async () => {
  if (!app || !dataDir) throw new Error("setup failed");
  const server = app;
  const runId = randomBytes(4).toString("hex");
  onTestFailed(() => {
    console.log(`--- app output (last 40 lines) ---\n${server.output().split("\n").slice(-40).join("\n")}`);
  });

  let exit: ExitStatus | undefined;
  void server.exited.then((status) => {
    exit = status;
  });
  let nextIndex = 0;
  let inFlight = 0;
  const bookings: { submission: BookingSubmission; response: BookingResponse }[] = [];
  const pages: RecordedRequest[] = [];
  const readiness: RecordedRequest[] = [];
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: KEEP_ALIVE_WORKERS });

  const bookingWorker = async () => {
    while (!exit) {
      const submission = bookingSubmission(runId, nextIndex++);
      inFlight++;
      const response = await postBooking(server.url, submission, 60_000);
      inFlight--;
      bookings.push({ submission, response });
      if (response.record.error) await delay(50);
    }
  };
  const pageWorker = async (offset: number, agent?: http.Agent) => {
    for (let i = offset; !exit; i++) {
      inFlight++;
      const record = await send(server.url, PAGES[i % PAGES.length] as string, {
        timeoutMs: 60_000,
        agent,
        label: agent ? "kept-alive page" : "page",
      });
      inFlight--;
      pages.push(record);
      if (record.error) await delay(50);
    }
  };
  const workers = [
    ...Array.from({ length: BOOKING_WORKERS }, () => bookingWorker()),
    ...Array.from({ length: PAGE_WORKERS }, (_, i) => pageWorker(i * 2)),
    ...Array.from({ length: KEEP_ALIVE_WORKERS }, (_, i) => pageWorker(i * 2 + 1, keepAlive)),
  ];

  // Warm up until bookings flow, then signal at a moment when several requests are under way.
  await expect
    .poll(() => bookings.filter((b) => b.response.acknowledged).length, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(10);
  await expect
    .poll(() => bookings.length + pages.length, { timeout: 180_000, interval: 100 })
    .toBeGreaterThanOrEqual(REQUESTS_BEFORE_SIGNAL);
  await expect.poll(() => inFlight, { timeout: 30_000, interval: 1 }).toBeGreaterThanOrEqual(4);
  const inFlightAtSignal = inFlight;
  const signalAt = Date.now();
  process.kill(server.pid, "SIGTERM");
  // What a load balancer's health check sees from the signal on.
  const readinessProbe = (async () => {
    while (!exit) {
      readiness.push(await send(server.url, "/readyz", { label: "readiness", timeoutMs: 10_000 }));
      await delay(100);
    }
  })();

  // The server must exit by itself; the harness's stop() (SIGKILL after 20 s) is only the safety net.
  const exited = await Promise.race([server.exited, delay(SHUTDOWN_TIMEOUT_MS + 30_000).then(() => null)]);
  const exitAfterMs = Date.now() - signalAt;
  await Promise.all([...workers, readinessProbe]);
  keepAlive.destroy();
  expect(exited, "the server did not exit by itself after SIGTERM").not.toBeNull();

  // ---- What the server saw: its request log lines, by the X-Request-Id each request carried ----
  const seenByServer = new Map<string, { status: number; msg: string }>();
  for (const line of server.logs) {
    const req = line.req as { id?: string } | undefined;
    const res = line.res as { statusCode?: number } | undefined;
    if (
      req?.id &&
      (line.msg === "request completed" || line.msg === "request aborted" || line.msg === "request errored")
    ) {
      seenByServer.set(req.id, { status: res?.statusCode ?? 0, msg: line.msg });
    }
  }
  const all: RecordedRequest[] = [...bookings.map((b) => b.response.record), ...pages];
  const taken = all.filter((r) => seenByServer.has(r.requestId));
  const notTaken = all.filter((r) => !seenByServer.has(r.requestId));
  const inFlightAtSignalRecords = all.filter((r) => r.startedAt < signalAt && r.endedAt >= signalAt);
  const sentBeforeSignal = all.filter((r) => r.startedAt < signalAt);
  const closingAt = Number(
    server.logs.find((line) => line.msg === "shutting down: finishing in-flight requests")?.time ?? Number.NaN,
  );
  const notReady = readiness.filter((r) => r.status === 503);
  const firstNotReadyAt = Math.min(...notReady.map((r) => r.endedAt));
  // Pages asked for, and answered in full, after /readyz had said 503 and before the listener closed.
  const servedWhileNotReady = all.filter(
    (r) => r.startedAt > firstNotReadyAt && r.endedAt < closingAt && r.status !== null && !r.error,
  );

  // ---- What the database holds (opened after the exit: PGlite must have been closed cleanly) ----
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  const result = await database.db
    .execute(
      sql`select b.reference, b.submission_token, b.status, b.source, b.name, b.email, b.phone, b.country,
                 b.adults, b.children, b.arrival_date::text as arrival_date, b.departure_date::text as departure_date,
                 b.message, b.special_requests, b.total_amount, b.currency,
                 (select count(*) from email_outbox o
                   where o.dedupe_key in ('booking:' || b.id || ':confirmation', 'booking:' || b.id || ':staff-notification'))::int as emails
            from bookings b where b.email like ${`fault-${runId}-%`}`,
    )
    .finally(() => database.close());
  const stored = (result as unknown as { rows: BookingRow[] }).rows;
  // Each traveller has their own e-mail address; the token column holds a digest of token and fields.
  const storedByEmail = new Map(stored.map((row) => [row.email, row]));
  const acknowledged = bookings.filter((b) => b.response.acknowledged);

  console.log(
    [
      `SIGTERM with ${inFlightAtSignal} requests in flight (${inFlightAtSignalRecords.length} straddled the signal: ${JSON.stringify(countBy(inFlightAtSignalRecords, outcomeOf))})`,
      `exit: ${JSON.stringify(exit)} ${exitAfterMs} ms after the signal (SHUTDOWN_TIMEOUT_MS ${SHUTDOWN_TIMEOUT_MS})`,
      `sent before the signal: ${sentBeforeSignal.length} ${JSON.stringify(countBy(sentBeforeSignal, outcomeOf))}`,
      `grace period: /readyz ${JSON.stringify(countBy(readiness, outcomeOf))}; ${servedWhileNotReady.length} requests answered while not ready`,
      `requests: ${all.length} (${bookings.length} booking posts, ${pages.length} page views); taken by the server: ${taken.length} ${JSON.stringify(countBy(taken, outcomeOf))}; never reached it: ${notTaken.length} ${JSON.stringify(countBy(notTaken, outcomeOf))}`,
      `bookings: ${acknowledged.length} acknowledged, ${stored.length} stored`,
    ].join("\n"),
  );

  // ---- The process ----
  expect(exit).toEqual({ code: 0, signal: null });
  const messages = server.logs.map((line) => line.msg);
  expect(messages).toContain("shutting down: finishing in-flight requests");
  expect(messages).toContain("shutdown complete");
  // In-flight requests finished on their own: the timeout never had to cut connections.
  expect(messages).not.toContain("shutdown timeout reached: closing remaining connections");

  // ---- Draining: not ready for the grace period, yet still serving ----
  expect(notReady.length, "/readyz never answered 503 after SIGTERM").toBeGreaterThan(0);
  // (A probe sent in the same instant as the signal may be answered before the server has read it.)
  expect(readiness.filter((r) => r.status === 200 && r.startedAt > signalAt + 500)).toEqual([]);
  for (const record of notReady) expect(JSON.parse(record.body)).toEqual({ status: "shutting-down" });
  expect(closingAt - signalAt).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 100);
  expect(servedWhileNotReady.length).toBeGreaterThan(0);
  for (const record of servedWhileNotReady) expect([200, 302], record.label).toContain(record.status);
  expect(servedWhileNotReady.some((r) => r.label === "kept-alive page")).toBe(true);

  // ---- No request sent before the signal failed (none reset, none refused) ----
  expect(sentBeforeSignal.length).toBeGreaterThanOrEqual(REQUESTS_BEFORE_SIGNAL);
  for (const record of sentBeforeSignal) {
    const where = `${record.label} ${record.path} (${record.requestId})`;
    expect(record.error, `${where}: ${record.error?.message}`).toBeUndefined();
    expect([200, 302], where).toContain(record.status);
  }

  // ---- Every request the server took got its complete answer ----
  for (const record of taken) {
    const where = `${record.label} ${record.path} (${record.requestId})`;
    expect(seenByServer.get(record.requestId)?.msg, where).toBe("request completed");
    expect(record.error, `${where}: ${record.error?.message}`).toBeUndefined();
    expect(record.status, where).toBe(seenByServer.get(record.requestId)?.status);
    expect([200, 302], where).toContain(record.status);
  }
  // ... and what it did not take was refused before any answer began, never cut mid-way.
  for (const record of notTaken) {
    const where = `${record.label} ${record.path} (${record.requestId})`;
    expect(record.status, where).toBeNull();
    expect(record.error?.afterResponseBegan, where).toBe(false);
    expect(record.startedAt, `${where} failed although it was sent before the listener closed`).toBeGreaterThan(
      closingAt - 1_000,
    );
  }
  // The requests the server was working on when the signal came were finished, not dropped.
  expect(
    inFlightAtSignalRecords.filter((r) => seenByServer.has(r.requestId) && !r.error).length,
  ).toBeGreaterThanOrEqual(2);

  // ---- Exactly the acknowledged bookings, each complete ----
  for (const { submission, response } of bookings) {
    const row = storedByEmail.get(submission.email);
    if (!response.acknowledged) {
      // Only posts the server never took can be unacknowledged here (every taken one was answered in full).
      expect(seenByServer.has(response.record.requestId), submission.email).toBe(false);
      expect(row, `${submission.email} was not acknowledged but is stored`).toBeUndefined();
      continue;
    }
    expect(row, `acknowledged ${response.reference} is missing`).toBeDefined();
    if (!row) continue;
    const fields = submission.fields;
    expect(row).toMatchObject({
      reference: response.reference,
      status: "new",
      source: "safari_form",
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      country: fields.country,
      adults: Number(fields.adults),
      children: Number(fields.children),
      arrival_date: fields.arrival,
      departure_date: fields.departure,
      message: fields.message,
      special_requests: fields.otherInfo,
    });
    expect(row.total_amount, response.reference ?? "").toBeGreaterThan(0);
    expect(row.currency).toMatch(/^(KES|USD)$/);
    expect(row.emails, `queued e-mails of ${row.reference}`).toBe(2);
  }
  expect(stored.length).toBe(acknowledged.length);
});
