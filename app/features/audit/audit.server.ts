// The audit trail: one row per change a member of staff makes (who, when, which table and row, the
// row before and after). Written in the same transaction as the change, so neither exists without the other.
import { and, desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { bumpContentVersion, changesPublicPages } from "~/services/page-cache/content-version.server";
import { redactSecretsIn } from "~/utils/secret-links";

export type AuditAction = (typeof auditLog.$inferInsert)["action"];

export interface AuditActor {
  /** Null for changes made outside the portal (first start, the command line). */
  id: string | null;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  /** The database table that changed (not the name of the screen it was changed from). */
  tableName: string;
  rowId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Dates become ISO strings and undefined disappears, exactly as the row will be read back; a secret link in
 * it (an e-mail's trip or reset link) is kept hidden, since staff read the log (app/utils/secret-links.ts).
 */
function snapshot(row: unknown): unknown {
  if (row === undefined || row === null) return null;
  return redactSecretsIn(JSON.parse(JSON.stringify(row)));
}

export async function recordAudit(db: DatabaseOrTransaction, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    tableName: entry.tableName,
    rowId: String(entry.rowId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
  // Every staff change passes here, in its own transaction: the cached public pages of every server go with it.
  if (changesPublicPages(entry.tableName)) await bumpContentVersion(db);
}

/** A row's history, newest first. */
export async function auditHistory(db: DatabaseOrTransaction, tableName: string, rowId: string | number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, tableName), eq(auditLog.rowId, String(rowId))))
    .orderBy(desc(auditLog.id));
}
