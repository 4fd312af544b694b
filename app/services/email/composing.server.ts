// E-mails owed but not yet written. A transaction that owes an e-mail (a booking's confirmation) may queue it
// `composing` with what is needed to write it (its EmailComposition), so that the slow part, rendering its
// words, happens after the commit. The request writes it straight after committing; if that never happened
// (the process died in between, the database blinked), the delivery job writes it on its next round, with the
// composer named in the row. Composers are given to the job by the server (server/app.ts), so this module
// knows no feature.
import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import type { EmailComposition } from "~/db/schema/operations";
import { type EmailContent, writeComposedEmail } from "./outbox.server";

/** Writes one e-mail from its composition; null when what it was about is gone (it is then never sent). */
export type EmailComposer = (db: DatabaseOrTransaction, composition: EmailComposition) => Promise<EmailContent | null>;

export type EmailComposers = Readonly<Record<string, EmailComposer>>;

/** How long an e-mail may stay `composing` before the job writes it instead of the request that owes it. */
export const COMPOSING_GRACE_MS = 10_000;

export interface ComposingLogger {
  error(object: object, message: string): void;
}

/**
 * Writes e-mails left `composing` for longer than `olderThanMs`, oldest first; each in its own transaction,
 * locked so that two servers never write the same one. Returns how many were written or given up.
 */
export async function composeWaitingEmails(
  db: Database,
  composers: EmailComposers,
  {
    olderThanMs = COMPOSING_GRACE_MS,
    limit = 20,
    logger,
  }: { olderThanMs?: number; limit?: number; logger?: ComposingLogger } = {},
): Promise<number> {
  let done = 0;
  for (let index = 0; index < limit; index++) {
    const handled = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: emailOutbox.id, kind: emailOutbox.kind, composition: emailOutbox.composition })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, "composing"),
            lt(emailOutbox.createdAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`),
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row) return false;
      const composer = row.composition ? composers[row.composition.composer] : undefined;
      const content = composer && row.composition ? await composer(tx, row.composition) : null;
      if (content) {
        await writeComposedEmail(tx, row.id, content);
      } else {
        // Nothing can write it (what it was about is gone, or no composer has that name): kept for staff to
        // see, never sent, its composition (and any secret in it) cleared.
        await tx
          .update(emailOutbox)
          .set({
            status: "failed",
            composition: null,
            lastError: composer ? "not written: what it was about no longer exists" : "not written: no composer",
          })
          .where(eq(emailOutbox.id, row.id));
        logger?.error({ emailId: row.id, kind: row.kind }, "an owed e-mail could not be written");
      }
      return true;
    });
    if (!handled) break;
    done += 1;
  }
  return done;
}
