// The e-mail outbox: every e-mail the product sends is first written to email_outbox, inside the same
// transaction as whatever caused it (a booking, an inquiry, a review, a password reset). If that
// transaction commits, the e-mail is owed and the delivery job will send it; if it rolls back, it never
// existed. Sending happens later, outside the transaction, so a slow or absent mail server never blocks
// or fails what the visitor did.
import { and, eq } from "drizzle-orm";
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
  const words =
    "composition" in message
      ? { subject: "", textBody: "", htmlBody: null, status: "composing" as const, composition: message.composition }
      : { subject: message.subject, textBody: message.text, htmlBody: message.html ?? null };
  const [inserted] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      ...words,
      replyTo: message.replyTo ?? null,
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  if (inserted) return { id: inserted.id, queued: true };

  const existing = message.dedupeKey ? await findEmailByKey(tx, message.dedupeKey) : undefined;
  if (!existing) throw new Error(`e-mail ${message.dedupeKey ?? message.kind} was neither queued nor found`);
  return { id: existing.id, queued: false };
}

export async function findEmailByKey(db: DatabaseOrTransaction, dedupeKey: string): Promise<OutboxEmail | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, dedupeKey));
  return row;
}

/**
 * Writes the words of an e-mail queued `composing` and hands it to delivery (`pending`); the composition, and
 * any secret in it, is cleared. False when it was not waiting (written already, by another server's job).
 */
export async function writeComposedEmail(
  db: DatabaseOrTransaction,
  id: number,
  content: EmailContent,
): Promise<boolean> {
  const written = await db
    .update(emailOutbox)
    .set({
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html ?? null,
      status: "pending",
      composition: null,
      nextAttemptAt: new Date(),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "composing")))
    .returning({ id: emailOutbox.id });
  return written.length > 0;
}
