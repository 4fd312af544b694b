// The e-mail outbox: every e-mail the product sends is first written to email_outbox, inside the same
// transaction as whatever caused it (a booking, an inquiry, a review, a password reset). If that
// transaction commits, the e-mail is owed and the delivery job will send it; if it rolls back, it never
// existed. Sending happens later, outside the transaction, so a slow or absent mail server never blocks
// or fails what the visitor did.
import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";

export type OutboxEmail = typeof emailOutbox.$inferSelect;

export interface OutgoingEmail {
  /** What the e-mail is, for staff and logs, e.g. "booking_confirmation", "inquiry_staff_notification". */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /**
   * A stable name, e.g. "booking:42:confirmation". Queuing the same key again does nothing (and returns the
   * first one), and the queued e-mail can be found again by it.
   */
  dedupeKey?: string | null;
}

/** Queues an e-mail for delivery; call it with the transaction that creates the thing it is about. */
export async function enqueueEmail(
  tx: DatabaseOrTransaction,
  message: OutgoingEmail,
): Promise<{ id: number; queued: boolean }> {
  const [inserted] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
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
