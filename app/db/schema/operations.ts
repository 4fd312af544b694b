// The business's own records of what happened: staff changes and outgoing e-mail.
import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { createdAt } from "./columns";

export const AUDIT_ACTIONS = ["create", "update", "delete"] as const;
/** `composing`: owed (queued with what caused it) but not yet written; see EmailComposition. */
export const EMAIL_STATUSES = ["composing", "pending", "sent", "failed", "held"] as const;

/**
 * What an e-mail queued before it was written needs to be written: the name of its composer (registered with
 * the delivery job, app/services/email/composing.server.ts) and that composer's own facts. Cleared once the
 * e-mail is written; it may hold a secret (a trip page's token) until then.
 */
export type EmailComposition = { composer: string } & Record<string, string | number | null>;

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept even if the staff account is later removed. */
    actorEmail: text("actor_email").notNull(),
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    tableName: text("table_name").notNull(),
    rowId: text("row_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    check("audit_log_action_known", sql`${t.action} in ('create', 'update', 'delete')`),
    index("audit_log_table_row_idx").on(t.tableName, t.rowId),
  ],
);

/**
 * Every e-mail the product sends is written here first. With SMTP configured a background job
 * delivers `pending` rows and retries failures with back-off; without SMTP they are `held` for staff
 * to read in the portal. A row may be queued `composing` (owed, not yet written) and written just after
 * the transaction that owes it commits.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    /** Where a reply goes: the traveller's address on a staff notification, so staff can simply answer. */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: EMAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A sender claims a row until this instant, so two app servers never send the same e-mail. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * A stable name such as `booking:42:confirmation`: the message is queued at most once, and the code
     * that queued it can find it again (to send a booking's confirmation right away).
     */
    dedupeKey: text("dedupe_key").unique(),
    /** Set while the e-mail is `composing`: how to write it (EmailComposition). */
    composition: jsonb("composition").$type<EmailComposition>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("email_outbox_status_known", sql`${t.status} in ('composing', 'pending', 'sent', 'failed', 'held')`),
    check("email_outbox_attempts_not_negative", sql`${t.attempts} >= 0`),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

/** Small facts the product keeps about itself, such as when sample content was seeded. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
