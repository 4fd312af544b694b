// SIGTERM in the middle of a burst of bookings, on PostgreSQL: 200 travellers post the 'Book This Safari'
// form at once (each request wholly sent before the signal), most of them still queued in the bookings lane
// (server/admission.ts) when the signal comes. What each traveller must see: a booking reference, or a
// 503 page in words with Retry-After; never a connection cut, never a hang. The server exits with code 0
// within SHUTDOWN_GRACE_MS + SHUTDOWN_TIMEOUT_MS. Every acknowledged booking is stored once with its two
// e-mails; every refused traveller who posts the same form again to the next server books, once.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { type AppServer, delay, type ExitStatus, startAppServer } from "../e2e/support/app-server";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "../e2e/support/database";
import {
  type BookingResponse,
  type BookingSubmission,
  bookingSubmission,
  countBy,
  header,
  htmlErrorPageProblem,
  outcomeOf,
  postBooking,
} from "./support/fault-requests";

const POSTGRES_SERVER_URL = process.env.POSTGRES_SERVER_URL || "postgres://postgres@127.0.0.1:5432/test";
const BURST = 200;
const SHUTDOWN_GRACE_MS = 1_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

let database: ThrowAwayDatabase;
let first: AppServer | undefined;
let second: AppServer | undefined;

const serverEnv = () => ({
  DATABASE_URL: database.url,
  TRUST_PROXY: "true",
  SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
});

beforeAll(async () => {
  database = await createThrowAwayDatabase(POSTGRES_SERVER_URL);
  first = await startAppServer({ env: serverEnv() });
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database?.drop();
});

test("SIGTERM during a burst of 200 bookings: each traveller gets a reference or a refusal in words, nothing acknowledged is lost, the refused book on the next server", async () => {
  if (!first) throw new Error("setup failed");
  const server = first;
  const runId = randomBytes(4).toString("hex");
  onTestFailed(() => {
    console.log(`--- app output (last 40 lines) ---\n${server.output().split("\n").slice(-40).join("\n")}`);
  });
  let exit: ExitStatus | undefined;
  void server.exited.then((status) => {
    exit = status;
  });

  // The burst: every post handed to the operating system before the signal.
  const submissions = Array.from({ length: BURST }, (_, index) => bookingSubmission(runId, index));
  let sent = 0;
  const answers: Promise<BookingResponse>[] = submissions.map((submission) =>
    postBooking(server.url, submission, 60_000, () => {
      sent += 1;
    }),
  );
  const acknowledgedSoFar: BookingResponse[] = [];
  for (const answer of answers)
    void answer.then((response) => response.acknowledged && acknowledgedSoFar.push(response));
  await expect.poll(() => sent, { timeout: 30_000, interval: 5 }).toBe(BURST);
  // A few bookings through, most still waiting their turn.
  await expect.poll(() => acknowledgedSoFar.length, { timeout: 60_000, interval: 5 }).toBeGreaterThanOrEqual(5);
  const bookedAtSignal = acknowledgedSoFar.length;
  const signalAt = Date.now();
  process.kill(server.pid, "SIGTERM");

  const exited = await Promise.race([server.exited, delay(SHUTDOWN_GRACE_MS + SHUTDOWN_TIMEOUT_MS + 20_000)]);
  const exitAfterMs = Date.now() - signalAt;
  const responses = await Promise.all(answers);
  expect(exited, "the server did not exit by itself after SIGTERM").toBeDefined();

  const acknowledged = responses.filter((response) => response.acknowledged);
  const refused = responses.filter((response) => !response.acknowledged);
  console.log(
    [
      `SIGTERM after ${bookedAtSignal} of ${BURST} bookings were acknowledged; exit ${JSON.stringify(exit)} ${exitAfterMs} ms after it`,
      `answers: ${JSON.stringify(countBy(responses, (response) => (response.acknowledged ? "booked" : outcomeOf(response.record))))}`,
    ].join("\n"),
  );

  // ---- The process: on its own, in its time ----
  expect(exit).toEqual({ code: 0, signal: null });
  expect(exitAfterMs).toBeLessThan(SHUTDOWN_GRACE_MS + SHUTDOWN_TIMEOUT_MS + 2_000);

  // ---- Each traveller: a reference, or a refusal in words; none cut, none hanging ----
  for (const { record, acknowledged: booked } of responses) {
    const where = `${record.label} (${record.requestId})`;
    expect(record.error, `${where}: ${record.error?.message}`).toBeUndefined();
    if (booked) continue;
    expect(record.status, where).toBe(503);
    expect(htmlErrorPageProblem(record), where).toBeNull();
    expect(Number(header(record, "retry-after")), `${where} Retry-After`).toBeGreaterThan(0);
  }
  // The signal came mid-burst: some were booked, the rest refused (not all answered in the grace period).
  expect(acknowledged.length).toBeGreaterThanOrEqual(5);
  expect(refused.length).toBeGreaterThan(0);

  // ---- Nothing acknowledged lost: each stored once, with both its e-mails ----
  const stored = await storedBookings(database.url, runId);
  for (const response of acknowledged) {
    const email = submissions[responses.indexOf(response)]?.email ?? "";
    expect(stored.get(email), `acknowledged ${response.reference}`).toEqual({
      count: 1,
      reference: response.reference,
      emails: 2,
    });
  }

  // ---- The refused post the same form again, to the next server: each books, once ----
  second = await startAppServer({ env: serverEnv() });
  const retried: { submission: BookingSubmission; response: BookingResponse }[] = [];
  for (const response of refused) {
    const submission = submissions[responses.indexOf(response)] as BookingSubmission;
    retried.push({ submission, response: await postBooking(second.url, submission) });
  }
  const after = await storedBookings(database.url, runId);
  for (const { submission, response } of retried) {
    // A refused post whose booking had committed all the same is told, in words, that it arrived.
    expect(
      response.acknowledged || response.alreadyReceived,
      `${submission.email}: ${outcomeOf(response.record)}`,
    ).toBe(true);
    expect(after.get(submission.email)?.count, submission.email).toBe(1);
  }
  expect(after.size).toBe(BURST);
});

/** This run's bookings by e-mail address: how many rows, the reference and the e-mails queued for it. */
async function storedBookings(url: string, runId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ email: string; rows: string; reference: string; emails: string }>(
      `select b.email, count(*) over (partition by b.email) as rows, b.reference,
              (select count(*) from email_outbox o
                where o.dedupe_key in ('booking:' || b.id || ':confirmation', 'booking:' || b.id || ':staff-notification')) as emails
         from bookings b where b.email like $1`,
      [`fault-${runId}-%`],
    );
    return new Map(
      result.rows.map((row) => [
        row.email,
        { count: Number(row.rows), reference: row.reference, emails: Number(row.emails) },
      ]),
    );
  } finally {
    await client.end();
  }
}
