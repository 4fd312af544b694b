// A staff account's sessions: the list on Your account, ending one, the others, or all of them (the owner's
// "Sign out everywhere"). A session is its row (no cookie cache or second store is configured), so deleting
// the row ends it on its next request. Every ending is audited, never with the session's token.
import { and, desc, eq, gt, like, ne, not } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { inTransaction } from "~/db/client.server";
import { staffSessions, staffVerifications } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { deviceLabel } from "./device-label";

export interface AccountSession {
  id: string;
  device: string;
  address: string | null;
  signedInAt: Date;
  /** Moved on when the session is extended (at most once a day), so it is right to the day. */
  lastUsedAt: Date;
  current: boolean;
}

export async function listAccountSessions(
  db: DatabaseOrTransaction,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: staffSessions.id,
      userAgent: staffSessions.userAgent,
      ipAddress: staffSessions.ipAddress,
      createdAt: staffSessions.createdAt,
      updatedAt: staffSessions.updatedAt,
    })
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, new Date())))
    .orderBy(desc(staffSessions.updatedAt), desc(staffSessions.createdAt));
  const sessions = rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    address: row.ipAddress || null,
    signedInAt: row.createdAt,
    lastUsedAt: row.updatedAt,
    current: row.id === currentSessionId,
  }));
  // This device first.
  return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
}

function auditedSession(row: { id: string; userId: string; userAgent: string | null; ipAddress: string | null }) {
  return { id: row.id, userId: row.userId, device: deviceLabel(row.userAgent), address: row.ipAddress };
}

const sessionColumns = {
  id: staffSessions.id,
  userId: staffSessions.userId,
  userAgent: staffSessions.userAgent,
  ipAddress: staffSessions.ipAddress,
};

/** Ends one of the account's own sessions; false when it is not (or no longer) one of them. */
export async function endSession(
  db: DatabaseOrTransaction,
  { userId, sessionId, actor }: { userId: string; sessionId: string; actor: AuditActor },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [ended] = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.userId, userId)))
      .returning(sessionColumns);
    if (!ended) return false;
    await recordAudit(tx, {
      actor,
      action: "delete",
      tableName: "staff_sessions",
      rowId: ended.id,
      before: auditedSession(ended),
    });
    return true;
  });
}

/** Ends every session of the account but `keepSessionId` (this browser's); how many ended. */
export async function endOtherSessions(
  db: DatabaseOrTransaction,
  { userId, keepSessionId, actor }: { userId: string; keepSessionId: string; actor: AuditActor },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const ended = await tx
      .delete(staffSessions)
      .where(and(eq(staffSessions.userId, userId), ne(staffSessions.id, keepSessionId)))
      .returning(sessionColumns);
    for (const row of ended) {
      await recordAudit(tx, {
        actor,
        action: "delete",
        tableName: "staff_sessions",
        rowId: row.id,
        before: auditedSession(row),
      });
    }
    return ended.length;
  });
}

/**
 * The owner's "Sign out everywhere": every session of the account ends, and so do the browsers it
 * trusted to skip the two-factor code and any sign-in waiting for its code. Password reset links stay.
 */
export async function endAllSessions(
  db: DatabaseOrTransaction,
  { userId, actor }: { userId: string; actor: AuditActor },
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const ended = await tx.delete(staffSessions).where(eq(staffSessions.userId, userId)).returning(sessionColumns);
    // Trusted browsers and pending two-factor sign-ins are verification rows whose value is the account id
    // (their identifiers are stored hashed); reset links keep their readable prefix (auth.server.ts).
    await tx
      .delete(staffVerifications)
      .where(and(eq(staffVerifications.value, userId), not(like(staffVerifications.identifier, "reset-password:%"))));
    await recordAudit(tx, {
      actor,
      action: "delete",
      tableName: "staff_sessions",
      rowId: userId,
      before: { userId, sessions: ended.map(auditedSession) },
      after: { userId, sessions: [] },
    });
    return ended.length;
  });
}
