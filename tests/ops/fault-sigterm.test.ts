// SIGTERM while travellers book and browse. The server must stop taking new connections, finish every
// request it had taken (a complete response, never a connection cut mid-way), close the database cleanly
// and exit with code 0 on its own, before SHUTDOWN_TIMEOUT_MS forces connections shut. Afterwards the
// database holds exactly the acknowledged bookings, each complete with its queued e-mails.
//
// "Taken" is what the server itself logged: every request reaching the app gets a log line carrying the
// X-Request-Id the test sent. A request the app never saw (refused once the listener closed, or reset
// while still in the kernel's queue) may fail; it must then have no log line and no booking.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
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
const PAGES = ["/", "/safaris", "/safaris/1", "/about", "/reviews", "/destinations", "/contact"];
const BOOKING_WORKERS = 4;
const PAGE_WORKERS = 3;

let app: AppServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-sigterm-");
  app = await startAppServer({
    dataDir,
    env: { TRUST_PROXY: "true", SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) },
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

test("SIGTERM under load: in-flight requests finish, exit 0, exactly the acknowledged bookings stored", async () => {
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
  const pageWorker = async (offset: number) => {
    for (let i = offset; !exit; i++) {
      inFlight++;
      const record = await send(server.url, PAGES[i % PAGES.length] as string, { timeoutMs: 60_000 });
      inFlight--;
      pages.push(record);
      if (record.error) await delay(50);
    }
  };
  const workers = [
    ...Array.from({ length: BOOKING_WORKERS }, () => bookingWorker()),
    ...Array.from({ length: PAGE_WORKERS }, (_, i) => pageWorker(i * 2)),
  ];

  // Warm up until bookings flow, then signal at a moment when several requests are under way.
  await expect
    .poll(() => bookings.filter((b) => b.response.acknowledged).length, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(10);
  await expect.poll(() => inFlight, { timeout: 30_000, interval: 1 }).toBeGreaterThanOrEqual(4);
  const inFlightAtSignal = inFlight;
  const signalAt = Date.now();
  process.kill(server.pid, "SIGTERM");

  // The server must exit by itself; the harness's stop() (SIGKILL after 20 s) is only the safety net.
  const exited = await Promise.race([server.exited, delay(SHUTDOWN_TIMEOUT_MS + 30_000).then(() => null)]);
  const exitAfterMs = Date.now() - signalAt;
  await Promise.all(workers);
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
    expect(record.startedAt, `${where} failed although it was sent well before the signal`).toBeGreaterThan(
      signalAt - 10_000,
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
