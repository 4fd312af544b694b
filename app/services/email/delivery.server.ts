// Delivers the outbox. Each app server runs one delivery loop; they share the work through the database:
// a batch of due e-mails is claimed in one statement (FOR UPDATE SKIP LOCKED plus a lease in locked_until),
// so two servers never hold the same e-mail at once and none is sent twice. A failed attempt is retried
// with exponential back-off; only a permanent refusal of the recipient ends as 'failed'. Without SMTP_URL
// nothing can be sent: e-mails are 'held' and written to the log, and staff read them in the portal.
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { AppConfig } from "~/utils/env.server";
import { composeWaitingEmails, type EmailComposers } from "./composing.server";
import { createMailSender, isPermanentRecipientRejection, type MailSender } from "./mail-sender.server";
import type { OutboxEmail } from "./outbox.server";

export type DeliveryLogger = Pick<Logger, "info" | "warn" | "error">;
export type MailConfig = Pick<AppConfig, "SMTP_URL" | "MAIL_FROM"> &
  Partial<Pick<AppConfig, "EMAIL_RETRY_FIRST_DELAY_MS" | "EMAIL_RETRY_MAX_DELAY_MS">>;

export interface RetryPolicy {
  /** Wait after the first failed attempt; each further failure doubles it ... */
  firstDelayMs: number;
  /** ... up to this. */
  maxDelayMs: number;
}

/** 30 s, 1 min, 2 min, 4 min ... at most an hour between attempts. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000 };

/**
 * How long a claim lasts. Longer than any one send can take (every SMTP stage times out well before), so
 * a claim only lapses when its server died mid-send; then another server picks the e-mail up.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Per-stage SMTP timeout for the background job. */
export const DELIVERY_TIMEOUT_MS = 20_000;

/** The configured back-off (EMAIL_RETRY_*), the default where a setting is absent. */
export function retryPolicyOf(config: MailConfig): RetryPolicy {
  return {
    firstDelayMs: config.EMAIL_RETRY_FIRST_DELAY_MS ?? DEFAULT_RETRY.firstDelayMs,
    maxDelayMs: config.EMAIL_RETRY_MAX_DELAY_MS ?? DEFAULT_RETRY.maxDelayMs,
  };
}

/** The wait before the next attempt, after `failedAttempts` (1, 2, 3 ...) failures. */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** exponent);
}

const isClaimable = () =>
  and(eq(emailOutbox.status, "pending"), or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, sql`now()`)));

const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Claims up to `limit` due e-mails, oldest first, for this caller alone. */
export async function claimDueEmails(
  db: DatabaseOrTransaction,
  { limit, leaseMs = CLAIM_LEASE_MS }: { limit: number; leaseMs?: number },
): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(isClaimable(), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(emailOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ lockedUntil: fromNow(leaseMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Claims one pending e-mail by its key, due or not (an immediate send does not wait for back-off). */
export async function claimEmailByKey(
  db: DatabaseOrTransaction,
  dedupeKey: string,
  { leaseMs = CLAIM_LEASE_MS }: { leaseMs?: number } = {},
): Promise<OutboxEmail | undefined> {
  const [claimed] = await db
    .update(emailOutbox)
    .set({ lockedUntil: fromNow(leaseMs) })
    .where(and(eq(emailOutbox.dedupeKey, dedupeKey), isClaimable()))
    .returning();
  return claimed;
}

export type DeliveryOutcome = "sent" | "retry" | "failed";

/** Sends one claimed e-mail and records the outcome, releasing the claim. */
export async function deliverClaimedEmail(
  db: DatabaseOrTransaction,
  sender: MailSender,
  email: OutboxEmail,
  { retry = DEFAULT_RETRY, logger }: { retry?: RetryPolicy; logger?: DeliveryLogger } = {},
): Promise<DeliveryOutcome> {
  const attempts = email.attempts + 1;
  try {
    await sender.send(email);
  } catch (error) {
    const permanent = isPermanentRecipientRejection(error);
    const lastError = describeError(error);
    const delayMs = retryDelayMs(attempts, retry);
    await persist(() =>
      db
        .update(emailOutbox)
        .set({
          status: permanent ? "failed" : "pending",
          attempts,
          lastError,
          nextAttemptAt: permanent ? sql`now()` : fromNow(delayMs),
          lockedUntil: null,
        })
        .where(eq(emailOutbox.id, email.id)),
    );
    logger?.warn(
      { emailId: email.id, kind: email.kind, attempts, error: lastError, retryInMs: permanent ? undefined : delayMs },
      permanent ? "e-mail refused permanently by the recipient's server" : "e-mail not delivered; will retry",
    );
    return permanent ? "failed" : "retry";
  }

  await persist(() =>
    db
      .update(emailOutbox)
      .set({ status: "sent", attempts, sentAt: sql`now()`, lockedUntil: null })
      .where(eq(emailOutbox.id, email.id)),
  );
  logger?.info({ emailId: email.id, kind: email.kind, attempts }, "e-mail sent");
  return "sent";
}

export interface DeliveryReport {
  sent: number;
  retry: number;
  failed: number;
  held: number;
}

/** Sends every due e-mail, batch by batch, until none is left (or `maxBatches` were done). */
export async function deliverDueEmails(
  db: Database,
  sender: MailSender,
  {
    batchSize = 20,
    maxBatches = 10,
    leaseMs = CLAIM_LEASE_MS,
    retry = DEFAULT_RETRY,
    logger,
  }: { batchSize?: number; maxBatches?: number; leaseMs?: number; retry?: RetryPolicy; logger?: DeliveryLogger } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retry: 0, failed: 0, held: 0 };
  for (let batch = 0; batch < maxBatches; batch++) {
    const claimed = await claimDueEmails(db, { limit: batchSize, leaseMs });
    for (const email of claimed) report[await deliverClaimedEmail(db, sender, email, { retry, logger })]++;
    if (claimed.length < batchSize) break;
  }
  return report;
}

/** Without SMTP: marks pending e-mails 'held' and writes each to the log; returns how many. */
export async function holdPendingEmails(db: Database, logger: DeliveryLogger): Promise<number> {
  // What the log line needs, not the HTML bodies (the largest part, read back for nothing).
  const held = await db.update(emailOutbox).set({ status: "held", lockedUntil: null }).where(isClaimable()).returning({
    id: emailOutbox.id,
    kind: emailOutbox.kind,
    toAddress: emailOutbox.toAddress,
    subject: emailOutbox.subject,
    textBody: emailOutbox.textBody,
  });
  for (const email of held.sort((a, b) => a.id - b.id)) {
    logger.info(
      { emailId: email.id, kind: email.kind, to: email.toAddress, subject: email.subject, text: email.textBody },
      "e-mail held: SMTP_URL is not set (readable in the admin portal)",
    );
  }
  return held.length;
}

export interface EmailDelivery {
  /** Stops polling and waits for a round in progress; the process can then exit. */
  stop(): Promise<void>;
  /** Runs a delivery round now (after any round in progress) and reports what it did. */
  deliverNow(): Promise<DeliveryReport>;
}

export interface EmailDeliveryOptions {
  db: Database;
  config: MailConfig;
  logger: DeliveryLogger;
  /** Pause between rounds. */
  intervalMs?: number;
  batchSize?: number;
  retry?: RetryPolicy;
  timeoutMs?: number;
  /** Writes e-mails left `composing` by a request that did not finish them (composing.server.ts). */
  composers?: EmailComposers;
}

/** Starts the background delivery loop of this app server; call once at start, `stop()` at shutdown. */
export function startEmailDelivery({
  db,
  config,
  logger,
  intervalMs = 5_000,
  batchSize = 20,
  retry = retryPolicyOf(config),
  timeoutMs = DELIVERY_TIMEOUT_MS,
  composers,
}: EmailDeliveryOptions): EmailDelivery {
  const sender = config.SMTP_URL
    ? createMailSender({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs })
    : null;
  if (!sender) logger.warn("SMTP_URL is not set: e-mails are kept in the outbox as 'held' and logged, not sent");

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inProgress: Promise<DeliveryReport> | null = null;

  async function round(): Promise<DeliveryReport> {
    try {
      if (composers) await composeWaitingEmails(db, composers, { logger });
      if (sender) return await deliverDueEmails(db, sender, { batchSize, retry, logger });
      return { sent: 0, retry: 0, failed: 0, held: await holdPendingEmails(db, logger) };
    } catch (error) {
      // The database may be restarting; the next round tries again.
      logger.error({ err: error }, "e-mail delivery round failed");
      return { sent: 0, retry: 0, failed: 0, held: 0 };
    }
  }

  function run(): Promise<DeliveryReport> {
    inProgress ??= round().finally(() => {
      inProgress = null;
    });
    return inProgress;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      await run();
      schedule(intervalMs);
    }, delayMs);
    timer.unref?.();
  }

  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inProgress;
      sender?.close();
    },
    async deliverNow() {
      await inProgress;
      return run();
    },
  };
}

/** Retries a bookkeeping write a few times: losing it after a successful send would mean sending again. */
async function persist(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 1000 ? `${text.slice(0, 1000)}...` : text;
}
