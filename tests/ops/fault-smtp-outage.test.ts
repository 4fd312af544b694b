// The mail server goes away and comes back. While it is down, bookings and contact inquiries are still
// taken (acknowledged, stored, their e-mails queued) and the booking toast says the confirmation e-mail is
// temporarily unavailable. Once the same mail server listens again, every owed e-mail (per booking: the
// staff notification and the traveller's confirmation; per inquiry: the staff notification and the traveller's acknowledgement) arrives exactly
// once. A shorter retry back-off (EMAIL_RETRY_*) keeps the wait short; the code path is production's.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { openDatabase } from "~/db/client.server";
import { type AppServer, delay, makeTempDir, startAppServer } from "../e2e/support/app-server";
import { type CapturedMessage, type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server";
import {
  type BookingResponse,
  type BookingSubmission,
  bookingSubmission,
  countBy,
  header,
  outcomeOf,
  postBooking,
  type RecordedRequest,
  send,
} from "./support/fault-requests";

const STAFF_EMAIL = "reservations-desk@heartbeest-safari.example";
const BOOKINGS_DURING_OUTAGE = 10;
const INQUIRIES_DURING_OUTAGE = 3;
// The background job runs every 5 s; with these, a failed e-mail is tried again within seconds.
const RETRY_FIRST_DELAY_MS = 1_000;
const RETRY_MAX_DELAY_MS = 4_000;

let smtp: FakeSmtpServer | undefined;
let app: AppServer | undefined;
let dataDir: string | undefined;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  dataDir = await makeTempDir("heartbeest-smtp-fault-");
  app = await startAppServer({
    dataDir,
    env: {
      SMTP_URL: smtp.url,
      STAFF_EMAIL,
      TRUST_PROXY: "true",
      EMAIL_RETRY_FIRST_DELAY_MS: String(RETRY_FIRST_DELAY_MS),
      EMAIL_RETRY_MAX_DELAY_MS: String(RETRY_MAX_DELAY_MS),
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Inquiry {
  email: string;
  subject: string;
  record: RecordedRequest;
}

async function postInquiry(baseUrl: string, runId: string, index: number): Promise<Inquiry> {
  const email = `fault-inquiry-${runId}-${index}@example.com`;
  const subject = `Outage inquiry ${index} of run ${runId}`;
  const record = await send(baseUrl, "/contact", {
    method: "POST",
    label: "POST inquiry",
    headers: { "X-Forwarded-For": `198.19.200.${index + 1}` },
    form: {
      intent: "send-inquiry",
      submissionToken: randomBytes(18).toString("base64url"),
      company_fax: "",
      name: `Inquirer ${index}`,
      email,
      phone: "",
      subject,
      inquiryType: "general",
      message: `Do you have space in March for a family of four? (inquiry ${index})`,
    },
  });
  return { email, subject, record };
}

/** The messages about one booking or inquiry, told apart by the traveller's own address. */
function messagesFor(messages: CapturedMessage[], travellerEmail: string) {
  return {
    toStaff: messages.filter((m) => m.envelopeTo.includes(STAFF_EMAIL) && m.replyTo?.includes(travellerEmail)),
    toTraveller: messages.filter((m) => m.envelopeTo.includes(travellerEmail)),
  };
}

test("SMTP down and back: nothing lost, every e-mail delivered exactly once afterwards", async () => {
  if (!app || !smtp || !dataDir) throw new Error("setup failed");
  const server = app;
  const mail = smtp;
  const runId = randomBytes(4).toString("hex");
  onTestFailed(() => {
    console.log(`--- app output (last 40 lines) ---\n${server.output().split("\n").slice(-40).join("\n")}`);
  });

  // With the mail server up, a booking's two e-mails go out and the toast says the confirmation was sent.
  const baseline = await postBooking(server.url, bookingSubmission(runId, 0));
  expect(baseline.acknowledged, outcomeOf(baseline.record)).toBe(true);
  expect(baseline.toast?.description).toContain("A confirmation email has been sent");
  await mail.waitForMessages(2, 60_000);

  // ---- The mail server goes away ----
  await mail.stop();
  const stoppedAt = Date.now();
  const submissions: BookingSubmission[] = Array.from({ length: BOOKINGS_DURING_OUTAGE }, (_, i) =>
    bookingSubmission(runId, i + 1),
  );
  const responses: BookingResponse[] = [];
  // Five travellers at a time, as a busy afternoon would bring them.
  for (let i = 0; i < submissions.length; i += 5) {
    responses.push(...(await Promise.all(submissions.slice(i, i + 5).map((s) => postBooking(server.url, s)))));
  }
  const inquiries = await Promise.all(
    Array.from({ length: INQUIRIES_DURING_OUTAGE }, (_, i) => postInquiry(server.url, runId, i)),
  );

  for (const [i, response] of responses.entries()) {
    const label = `booking ${submissions[i]?.email}`;
    expect(response.acknowledged, `${label}: ${outcomeOf(response.record)}`).toBe(true);
    expect(response.toast?.description, label).toContain("Email confirmation temporarily unavailable");
  }
  for (const inquiry of inquiries) {
    expect(inquiry.record.status, `${inquiry.email}: ${outcomeOf(inquiry.record)}`).toBe(302);
    expect(header(inquiry.record, "location")).toBe("/contact");
  }

  // The outage is felt: every owed e-mail has failed at least once before the server comes back.
  // Per booking and per inquiry: the staff e-mail and the traveller's (confirmation or acknowledgement).
  const owed = 2 * BOOKINGS_DURING_OUTAGE + 2 * INQUIRIES_DURING_OUTAGE;
  const failedAttempts = () => server.logs.filter((line) => line.msg === "e-mail not delivered; will retry");
  await expect.poll(() => new Set(failedAttempts().map((l) => l.emailId)).size, { timeout: 60_000 }).toBe(owed);
  expect(mail.messages.length).toBe(2);

  // ---- The same mail server listens again on the same port ----
  await mail.start();
  const backAt = Date.now();
  await mail.waitForMessages(2 + owed, 120_000);
  const allDeliveredAfterMs = Date.now() - backAt;
  // Leave time for a duplicate to show up: several delivery rounds and the longest back-off.
  await delay(5_000 * 2 + RETRY_MAX_DELAY_MS);

  // ---- Exactly once each ----
  const messages = mail.messages;
  const references = responses.map((r) => r.reference as string);
  for (const [i, submission] of [bookingSubmission(runId, 0), ...submissions].entries()) {
    const reference = i === 0 ? (baseline.reference as string) : (references[i - 1] as string);
    const { toStaff, toTraveller } = messagesFor(messages, submission.email);
    expect(toStaff.length, `staff notifications for ${reference}`).toBe(1);
    expect(toTraveller.length, `confirmations for ${reference}`).toBe(1);
    expect(toStaff[0]?.text).toContain(reference);
    expect(toTraveller[0]?.subject).toContain(reference);
  }
  for (const inquiry of inquiries) {
    const { toStaff, toTraveller } = messagesFor(messages, inquiry.email);
    expect(toStaff.length, `staff notifications for ${inquiry.email}`).toBe(1);
    expect(toStaff[0]?.subject).toContain(inquiry.subject);
    expect(toTraveller.length, `acknowledgements for ${inquiry.email}`).toBe(1);
  }
  expect(messages.length).toBe(2 + owed);
  expect(new Set(messages.map((m) => m.messageId)).size).toBe(messages.length);

  // ---- After a clean stop: every booking and inquiry stored, every e-mail marked sent ----
  const exit = await server.stop();
  expect(exit).toEqual({ code: 0, signal: null });
  const database = await openDatabase({ dataDir: path.join(dataDir, "db") });
  const rows = await database.db
    .execute(
      sql`select kind, status, attempts from email_outbox
          where to_address like ${`fault-%${runId}%`} or reply_to like ${`fault-%${runId}%`}`,
    )
    .finally(() => database.close());
  const outbox = (rows as unknown as { rows: { kind: string; status: string; attempts: number }[] }).rows;

  console.log(
    [
      `SMTP outage: down for ${backAt - stoppedAt} ms; ${BOOKINGS_DURING_OUTAGE} bookings and ${INQUIRIES_DURING_OUTAGE} inquiries taken meanwhile (${JSON.stringify(countBy(responses, (r) => outcomeOf(r.record)))} / ${JSON.stringify(countBy(inquiries, (q) => outcomeOf(q.record)))})`,
      `failed delivery attempts logged during the outage: ${failedAttempts().length} (for ${owed} e-mails)`,
      `all ${owed} owed e-mails delivered ${allDeliveredAfterMs} ms after the server came back; ${messages.length} messages in total, ${messages.length - new Set(messages.map((m) => m.messageId)).size} duplicates`,
      `outbox rows of this run: ${outbox.length}, by status ${JSON.stringify(countBy(outbox, (r) => r.status))}, attempts ${JSON.stringify(countBy(outbox, (r) => String(r.attempts)))}`,
    ].join("\n"),
  );
  expect(outbox.length).toBe(2 + owed);
  expect(outbox.every((row) => row.status === "sent")).toBe(true);
  // The e-mails of the outage needed more than one attempt; none was sent twice.
  expect(outbox.filter((row) => Number(row.attempts) >= 2).length).toBe(owed);
});
