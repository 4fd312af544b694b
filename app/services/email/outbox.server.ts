// The e-mail outbox: every e-mail the product sends is first written to email_outbox, inside the same
// transaction as whatever caused it (a booking, an inquiry, a review, a password reset). If that
// transaction commits, the e-mail is owed and the delivery job will send it; if it rolls back, it never
// existed. Sending happens later, outside the transaction, so a slow or absent mail server never blocks
// or fails what the visitor did.
import { eq, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { EmailComposition } from "~/db/schema/operations";

export type OutboxEmail = typeof emailOutbox.$inferSelect;

/** An e-mail's words. */
export interface EmailContent {
  subject: string;
  text: string;
  html?: string | null;
}

interface EmailEnvelope {
  /** What the e-mail is, for staff and logs, e.g. "booking_confirmation", "inquiry_staff_notification". */
  kind: string;
  to: string;
  replyTo?: string | null;
  /**
   * A stable name, e.g. "booking:42:confirmation". Queuing the same key again does nothing (and returns the
   * first one), and the queued e-mail can be found again by it.
   */
  dedupeKey?: string | null;
}

/**
 * Written now, or owed now and written later (`composition`): the transaction that owes an e-mail then only
 * records that it is owed, and its words are written after the commit (writeComposedEmail), by the request
 * or, if that never happens, by the delivery job (composing.server.ts).
 */
export type OutgoingEmail = EmailEnvelope & (EmailContent | { composition: EmailComposition });

/** Queues an e-mail for delivery; call it with the transaction that creates the thing it is about. */
export async function enqueueEmail(
  tx: DatabaseOrTransaction,
  message: OutgoingEmail,
): Promise<{ id: number; queued: boolean }> {
  const [queued] = await enqueueEmails(tx, [message]);
  if (!queued) throw new Error(`e-mail ${message.dedupeKey ?? message.kind} was neither queued nor found`);
  return queued;
}

/** Queues several e-mails in one statement, answered in their order (a booking's two, say). */
export async function enqueueEmails(
  tx: DatabaseOrTransaction,
  messages: readonly OutgoingEmail[],
): Promise<{ id: number; queued: boolean }[]> {
  if (messages.length === 0) return [];
  const inserted = await tx
    .insert(emailOutbox)
    .values(messages.map(outboxRow))
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id, dedupeKey: emailOutbox.dedupeKey });
  // Rows come back in the order given; one queued before under its key is found by it.
  const fresh = [...inserted];
  return Promise.all(
    messages.map(async (message) => {
      const key = message.dedupeKey ?? null;
      const index = fresh.findIndex((row) => row.dedupeKey === key);
      if (index >= 0) {
        const [row] = fresh.splice(index, 1);
        return { id: row?.id ?? 0, queued: true };
      }
      const existing = key ? await findEmailByKey(tx, key) : undefined;
      if (!existing) throw new Error(`e-mail ${key ?? message.kind} was neither queued nor found`);
      return { id: existing.id, queued: false };
    }),
  );
}

function outboxRow(message: OutgoingEmail): typeof emailOutbox.$inferInsert {
  const words =
    "composition" in message
      ? { subject: "", textBody: "", htmlBody: null, status: "composing" as const, composition: message.composition }
      : { subject: message.subject, textBody: message.text, htmlBody: message.html ?? null };
  return {
    kind: message.kind,
    toAddress: message.to,
    ...words,
    replyTo: message.replyTo ?? null,
    dedupeKey: message.dedupeKey ?? null,
  };
}

export async function findEmailByKey(db: DatabaseOrTransaction, dedupeKey: string): Promise<OutboxEmail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return row;
}

/**
 * Writes the words of e-mails queued `composing` and hands them to delivery (`pending`), in one statement; the
 * composition, and any secret in it, is cleared. Answers the ids written: one not waiting any more (written
 * already, by another server's job) is left as it is.
 */
export async function writeComposedEmails(
  db: DatabaseOrTransaction,
  emails: readonly { id: number; content: EmailContent }[],
): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = sql.join(
    emails.map(
      ({ id, content }) =>
        sql`(${id}::integer, ${content.subject}::text, ${content.text}::text, ${content.html ?? null}::text)`,
    ),
    sql`, `,
  );
  const written = await db.execute(sql`
    update ${emailOutbox} as o
       set subject = w.subject, text_body = w.text_body, html_body = w.html_body,
           status = 'pending', composition = null, next_attempt_at = now()
      from (values ${rows}) as w(id, subject, text_body, html_body)
     where o.id = w.id and o.status = 'composing'
 returning o.id`);
  // node-postgres and PGlite both answer with `rows`.
  return (written as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** One e-mail's words (writeComposedEmails); false when it was not waiting. */
export async function writeComposedEmail(
  db: DatabaseOrTransaction,
  id: number,
  content: EmailContent,
): Promise<boolean> {
  return (await writeComposedEmails(db, [{ id, content }])).length > 0;
}
