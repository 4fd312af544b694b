import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../tests/fakes/smtp-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  claimDueEmails,
  DEFAULT_RETRY,
  type DeliveryLogger,
  deliverDueEmails,
  retryDelayMs,
  startEmailDelivery,
} from "./delivery.server";
import { createMailSender, isPermanentRecipientRejection } from "./mail-sender.server";
import { enqueueEmail, findEmailByKey, type OutgoingEmail } from "./outbox.server";

const MAIL_FROM = "Heartbeest Safari <bookings@heartbeest.example>";

let database: TestDatabase;
let smtp: FakeSmtpServer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await database.destroy();
});
beforeEach(async () => {
  await smtp.start();
  smtp.messages.length = 0;
  smtp.behaviour.refuseRecipient = undefined;
  smtp.behaviour.acceptDelayMs = undefined;
  await database.db.delete(emailOutbox);
});

function recordingLogger() {
  const entries: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const record =
    (level: string) =>
    (fields: unknown, message?: string): void => {
      if (typeof fields === "string") entries.push({ level, fields: {}, message: fields });
      else entries.push({ level, fields: fields as Record<string, unknown>, message: message ?? "" });
    };
  const logger = { info: record("info"), warn: record("warn"), error: record("error") } as unknown as DeliveryLogger;
  return { logger, entries };
}

function sender(timeoutMs = 5_000) {
  return createMailSender({ smtpUrl: smtp.url, from: MAIL_FROM, timeoutMs });
}

function message(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    kind: "test_message",
    to: "traveller@example.com",
    subject: "Your booking request KSF-1001",
    text: "Dear traveller,\nthank you.",
    ...overrides,
  };
}

async function rows() {
  return database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
}

/** A second, independent connection to the same database: another app server. */
async function anotherAppServer(): Promise<{ db: Database; close(): Promise<void> }> {
  if (database.kind === "pglite") return { db: database.db, close: async () => {} };
  const [current] = await database.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  const name = current?.name ?? "";
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 3 });
  return { db: handle.db, close: () => handle.close() };
}

describe("the outbox", () => {
  it("queues a keyed e-mail once", async () => {
    const first = await enqueueEmail(database.db, message({ dedupeKey: "test:once" }));
    const again = await enqueueEmail(database.db, message({ dedupeKey: "test:once", subject: "Changed" }));
    expect(first.queued).toBe(true);
    expect(again).toEqual({ id: first.id, queued: false });
    expect(await rows()).toHaveLength(1);
    expect((await findEmailByKey(database.db, "test:once"))?.subject).toBe("Your booking request KSF-1001");
  });

  it("queues unkeyed e-mails as often as asked, pending and due now", async () => {
    await enqueueEmail(database.db, message());
    await enqueueEmail(database.db, message());
    const queued = await rows();
    expect(queued.map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 0],
      ["pending", 0],
    ]);
  });
});

describe("delivery over SMTP", () => {
  it("sends due e-mails with their fields and records them as sent", async () => {
    const { id } = await enqueueEmail(
      database.db,
      message({
        to: "amina@example.com",
        subject: "Your booking request KSF-1001: Maasai Mara Explorer — Müller",
        text: "Dear Amina Otieno,\nYour reference is KSF-1001.",
        html: "<p>Dear Amina Otieno,</p>",
        replyTo: "reservations@heartbeest.example",
      }),
    );
    const mail = sender();
    const report = await deliverDueEmails(database.db, mail);
    mail.close();

    expect(report).toEqual({ sent: 1, retry: 0, failed: 0, held: 0 });
    const [received] = smtp.messages;
    expect(received?.envelopeFrom).toBe("bookings@heartbeest.example");
    expect(received?.envelopeTo).toEqual(["amina@example.com"]);
    expect(received?.from).toBe(MAIL_FROM);
    expect(received?.to).toBe("amina@example.com");
    expect(received?.replyTo).toBe("reservations@heartbeest.example");
    expect(received?.subject).toBe("Your booking request KSF-1001: Maasai Mara Explorer — Müller");
    expect(received?.text).toBe("Dear Amina Otieno,\nYour reference is KSF-1001.");
    expect(received?.html).toBe("<p>Dear Amina Otieno,</p>");
    expect(received?.messageId).toMatch(new RegExp(`^<outbox-${id}-\\d+@heartbeest\\.example>$`));

    const [row] = await rows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lockedUntil: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps an e-mail pending with back-off while the server is down, and sends it once when it is back", async () => {
    await smtp.stop();
    await enqueueEmail(database.db, message({ subject: "Default back-off" }));
    const quickRetry = { firstDelayMs: 300, maxDelayMs: 1_000 };
    const mail = sender();

    const down = await deliverDueEmails(database.db, mail);
    expect(down).toEqual({ sent: 0, retry: 1, failed: 0, held: 0 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The first retry waits 30 seconds.
    const waitMs = (failed?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(25_000);
    expect(waitMs).toBeLessThanOrEqual(31_000);
    expect(await deliverDueEmails(database.db, mail)).toEqual({ sent: 0, retry: 0, failed: 0, held: 0 });

    // A second e-mail, retried quickly, while the server is still down and after it is back.
    await enqueueEmail(database.db, message({ subject: "Quick back-off" }));
    expect(await deliverDueEmails(database.db, mail, { retry: quickRetry })).toMatchObject({ retry: 1 });
    await smtp.start();
    expect(await deliverDueEmails(database.db, mail, { retry: quickRetry })).toMatchObject({ sent: 0 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await deliverDueEmails(database.db, mail, { retry: quickRetry })).toMatchObject({ sent: 1 });
    expect(await deliverDueEmails(database.db, mail, { retry: quickRetry })).toMatchObject({ sent: 0 });
    mail.close();

    expect(smtp.messages.map((m) => m.subject)).toEqual(["Quick back-off"]);
    const quick = (await rows()).find((row) => row.subject === "Quick back-off");
    expect(quick).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("marks a permanently refused recipient failed and retries a temporary refusal", async () => {
    smtp.behaviour.refuseRecipient = (address) =>
      address.startsWith("nobody@") ? 550 : address.startsWith("full@") ? 452 : undefined;
    await enqueueEmail(database.db, message({ to: "nobody@example.com" }));
    await enqueueEmail(database.db, message({ to: "full@example.com" }));
    await enqueueEmail(database.db, message({ to: "amina@example.com" }));
    const mail = sender();
    const { logger, entries } = recordingLogger();
    const report = await deliverDueEmails(database.db, mail, { logger });
    mail.close();

    expect(report).toEqual({ sent: 1, retry: 1, failed: 1, held: 0 });
    const byAddress = Object.fromEntries((await rows()).map((row) => [row.toAddress, row]));
    expect(byAddress["nobody@example.com"]).toMatchObject({ status: "failed", attempts: 1 });
    expect(byAddress["nobody@example.com"]?.lastError).toContain("550");
    expect(byAddress["full@example.com"]).toMatchObject({ status: "pending", attempts: 1 });
    expect(byAddress["full@example.com"]?.lastError).toContain("452");
    expect(byAddress["amina@example.com"]).toMatchObject({ status: "sent" });
    expect(smtp.messages.map((m) => m.envelopeTo)).toEqual([["amina@example.com"]]);
    expect(entries.map((entry) => entry.message)).toEqual([
      "e-mail refused permanently by the recipient's server",
      "e-mail not delivered; will retry",
      "e-mail sent",
    ]);
  });

  it("lets another server take over an e-mail whose claim lapsed (its sender died mid-send)", async () => {
    await enqueueEmail(database.db, message());
    const [claimed] = await claimDueEmails(database.db, { limit: 10, leaseMs: 200 });
    expect(claimed?.lockedUntil).toBeInstanceOf(Date);
    const mail = sender();
    expect(await deliverDueEmails(database.db, mail)).toMatchObject({ sent: 0 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await deliverDueEmails(database.db, mail)).toMatchObject({ sent: 1 });
    mail.close();
    expect(smtp.messages).toHaveLength(1);
  });

  it("never sends one e-mail twice when two servers deliver at the same time", async () => {
    const count = 30;
    for (let i = 0; i < count; i++) await enqueueEmail(database.db, message({ subject: `Message ${i}` }));
    smtp.behaviour.acceptDelayMs = 15;
    const other = await anotherAppServer();
    const [mailA, mailB] = [sender(), sender()];
    try {
      const [a, b] = await Promise.all([
        deliverDueEmails(database.db, mailA, { batchSize: 4 }),
        deliverDueEmails(other.db, mailB, { batchSize: 4 }),
      ]);
      expect(a.sent + b.sent).toBe(count);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
    } finally {
      mailA.close();
      mailB.close();
      await other.close();
    }
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    expect((await rows()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });
});

describe("startEmailDelivery", () => {
  it("delivers in the background from two app servers, each e-mail exactly once", async () => {
    const count = 20;
    for (let i = 0; i < count; i++) await enqueueEmail(database.db, message({ subject: `Background ${i}` }));
    smtp.behaviour.acceptDelayMs = 10;
    const other = await anotherAppServer();
    const config = { SMTP_URL: smtp.url, MAIL_FROM };
    const { logger } = recordingLogger();
    const first = startEmailDelivery({ db: database.db, config, logger, intervalMs: 20, batchSize: 3 });
    const second = startEmailDelivery({ db: other.db, config, logger, intervalMs: 20, batchSize: 3 });
    try {
      await smtp.waitForMessages(count);
      await Promise.all([first.deliverNow(), second.deliverNow()]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
      await other.close();
    }
    const subjects = smtp.messages.map((m) => m.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
  });

  it("sends nothing after stop()", async () => {
    const { logger } = recordingLogger();
    const delivery = startEmailDelivery({
      db: database.db,
      config: { SMTP_URL: smtp.url, MAIL_FROM },
      logger,
      intervalMs: 20,
    });
    await delivery.deliverNow();
    await delivery.stop();
    await enqueueEmail(database.db, message());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rows()).map((row) => row.status)).toEqual(["pending"]);
    expect(smtp.messages).toHaveLength(0);
  });

  it("without SMTP_URL holds e-mails and writes them to the log", async () => {
    await enqueueEmail(database.db, message({ subject: "Held one", text: "Body of the held e-mail" }));
    const { logger, entries } = recordingLogger();
    const delivery = startEmailDelivery({
      db: database.db,
      config: { SMTP_URL: undefined, MAIL_FROM },
      logger,
      intervalMs: 60_000,
    });
    await delivery.deliverNow();
    await delivery.stop();

    const [row] = await rows();
    expect(row).toMatchObject({ status: "held", attempts: 0, sentAt: null });
    const held = entries.find((entry) => entry.fields.subject === "Held one");
    expect(held?.level).toBe("info");
    expect(held?.fields).toMatchObject({ to: "traveller@example.com", text: "Body of the held e-mail" });
    expect(entries.some((entry) => entry.level === "warn" && entry.message.includes("SMTP_URL is not set"))).toBe(true);
    expect(smtp.messages).toHaveLength(0);
  });

  it("survives rounds that fail and carries on once the database answers again", async () => {
    await enqueueEmail(database.db, message({ subject: "After the outage" }));
    const { logger, entries } = recordingLogger();
    // The outbox becomes unreachable: every round fails with a real database error.
    await database.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
    const delivery = startEmailDelivery({
      db: database.db,
      config: { SMTP_URL: smtp.url, MAIL_FROM },
      logger,
      intervalMs: 10,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await delivery.deliverNow()).toEqual({ sent: 0, retry: 0, failed: 0, held: 0 });
      expect(entries.filter((entry) => entry.message === "e-mail delivery round failed").length).toBeGreaterThan(1);
    } finally {
      await database.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
    }
    await smtp.waitForMessages(1);
    await delivery.stop();
    expect(smtp.messages.map((m) => m.subject)).toEqual(["After the outage"]);
  });
});

describe("retry policy and refusals", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [50, 3_600_000],
    [5000, 3_600_000],
  ])("after %i failed attempts waits %i ms", (attempts, delay) => {
    expect(retryDelayMs(attempts, DEFAULT_RETRY)).toBe(delay);
  });

  it.each([
    [{ code: "EENVELOPE", command: "RCPT TO", responseCode: 550 }, true],
    [{ code: "EENVELOPE", command: "RCPT TO", responseCode: 553 }, true],
    [{ code: "EENVELOPE", command: "RCPT TO", responseCode: 452 }, false],
    [{ code: "EENVELOPE", command: "API", message: 'Invalid recipient "x"' }, true],
    [{ code: "EENVELOPE", command: "MAIL FROM", responseCode: 550 }, false],
    [{ code: "EAUTH", command: "AUTH PLAIN", responseCode: 535 }, false],
    [{ code: "ECONNECTION" }, false],
    [new Error("socket hang up"), false],
    [null, false],
  ])("%j is a permanent recipient refusal: %s", (error, expected) => {
    expect(isPermanentRecipientRejection(error)).toBe(expected);
  });
});

describe("claims", () => {
  it("hands a due e-mail to one claimant at a time and skips e-mails not yet due", async () => {
    const { id } = await enqueueEmail(database.db, message());
    await enqueueEmail(database.db, message());
    await database.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(emailOutbox.id, id + 1));
    const [first, second] = await Promise.all([
      claimDueEmails(database.db, { limit: 10 }),
      claimDueEmails(database.db, { limit: 10 }),
    ]);
    expect([...(first ?? []), ...(second ?? [])].map((row) => row.id)).toEqual([id]);
  });
});
