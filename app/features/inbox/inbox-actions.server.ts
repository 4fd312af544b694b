// What staff do to many enquiries at once from the inbox list (assign, close, reopen), and their saved
// views. A bulk change is all or nothing, in one transaction with an audit entry per enquiry changed, and
// is refused when the list it was chosen from is out of date (inbox-seen.ts).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { inTransaction } from "~/db/client.server";
import { enquiries, inboxSavedViews, staffUsers } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { type AssigneeNotice, tellAssignee } from "./assignee-notice.server";
import type { SeenRow } from "./inbox-seen";

/** One post changes at most this many enquiries (a few pages' worth). */
export const BULK_LIMIT = 200;

export interface BulkSelection {
  ids: readonly number[];
  /** What each row looked like on the list it was chosen from, by id; a row without one is not checked. */
  seen?: ReadonlyMap<number, SeenRow>;
}

export interface StaleEnquiry {
  id: number;
  name: string;
  /** What changed, in words: 'is now with Baraka Otieno', 'has new activity'. */
  change: string;
}

export type BulkResult =
  | { status: "done"; changed: number; unchanged: number }
  /** Some ids are not (or no longer) enquiries: nothing was changed. */
  | { status: "missing"; ids: number[] }
  /** Some rows changed since the list was loaded: nothing was changed. */
  | { status: "stale"; enquiries: StaleEnquiry[] }
  | { status: "unknown_owner" };

type Locked = {
  id: number;
  name: string;
  ownerId: string | null;
  ownerName: string | null;
  closedAt: Date | null;
  lastActivityAt: Date;
};

/** Locks the selected rows (in id order, so two bulk changes never wait on each other in a circle). */
async function lockSelected(tx: DatabaseOrTransaction, ids: readonly number[]): Promise<Locked[]> {
  const rows = await tx
    .select({
      id: enquiries.id,
      name: enquiries.name,
      ownerId: enquiries.ownerId,
      closedAt: enquiries.closedAt,
      lastActivityAt: enquiries.lastActivityAt,
    })
    .from(enquiries)
    .where(inArray(enquiries.id, [...ids]))
    .orderBy(asc(enquiries.id))
    .for("update");
  const ownerIds = [...new Set(rows.map((row) => row.ownerId).filter((id): id is string => id !== null))];
  const owners = ownerIds.length
    ? await tx
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.id, ownerIds))
    : [];
  const names = new Map(owners.map((owner) => [owner.id, owner.name]));
  return rows.map((row) => ({ ...row, ownerName: row.ownerId ? (names.get(row.ownerId) ?? null) : null }));
}

function distinct(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

async function bulkChange(
  db: DatabaseOrTransaction,
  selection: BulkSelection,
  actor: AuditActor,
  at: Date,
  decide: (row: Locked, seen: SeenRow | undefined) => { stale: string } | { set: Partial<Locked> } | "unchanged",
  audit: (row: Locked, set: Partial<Locked>) => { before: unknown; after: unknown },
  /** What else a changed row brings, in the same transaction (the new owner's e-mail). */
  afterChange?: (tx: DatabaseOrTransaction, row: Locked) => Promise<void>,
): Promise<BulkResult> {
  const ids = distinct(selection.ids);
  if (ids.length === 0) return { status: "done", changed: 0, unchanged: 0 };
  return inTransaction(db, async (tx) => {
    const rows = await lockSelected(tx, ids);
    const found = new Set(rows.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) return { status: "missing", ids: missing };

    const decisions = rows.map((row) => ({ row, decision: decide(row, selection.seen?.get(row.id)) }));
    const stale = decisions.flatMap(({ row, decision }) =>
      typeof decision === "object" && "stale" in decision
        ? [{ id: row.id, name: row.name, change: decision.stale }]
        : [],
    );
    if (stale.length > 0) return { status: "stale", enquiries: stale };

    let changed = 0;
    for (const { row, decision } of decisions) {
      if (decision === "unchanged" || "stale" in decision) continue;
      await tx
        .update(enquiries)
        .set({ ...decision.set, lastActivityAt: at })
        .where(eq(enquiries.id, row.id));
      await recordAudit(tx, {
        actor,
        action: "update",
        tableName: "enquiries",
        rowId: row.id,
        ...audit(row, decision.set),
      });
      await afterChange?.(tx, row);
      changed += 1;
    }
    return { status: "done", changed, unchanged: rows.length - changed };
  });
}

/**
 * Gives the selected enquiries to a member of staff, or to nobody (null). With `notify`, a colleague given
 * them by someone else is told by e-mail, one per enquiry, in the same transaction.
 */
export async function assignEnquiries(
  db: DatabaseOrTransaction,
  selection: BulkSelection,
  ownerId: string | null,
  actor: AuditActor,
  at: Date = new Date(),
  notify?: AssigneeNotice & { byName: string },
): Promise<BulkResult> {
  let ownerName: string | null = null;
  if (ownerId) {
    const [owner] = await db
      .select({ name: staffUsers.name })
      .from(staffUsers)
      .where(and(eq(staffUsers.id, ownerId), sql`coalesce(${staffUsers.banned}, false) = false`));
    if (!owner) return { status: "unknown_owner" };
    ownerName = owner.name;
  }
  return bulkChange(
    db,
    selection,
    actor,
    at,
    (row, seen) => {
      if (row.ownerId === ownerId) return "unchanged";
      // Someone else took it (or let it go) since the list was loaded: not ours to override unseen.
      if (seen && seen.ownerId !== row.ownerId) {
        return { stale: row.ownerName ? `is now with ${row.ownerName}` : "was unassigned meanwhile" };
      }
      return { set: { ownerId } };
    },
    (row) => ({
      before: { ownerId: row.ownerId, ownerName: row.ownerName },
      after: { ownerId, ownerName },
    }),
    notify
      ? (tx, row) =>
          tellAssignee(tx, notify, {
            enquiryId: row.id,
            ownerId,
            assignedBy: { id: actor.id, name: notify.byName },
            at,
          })
      : undefined,
  );
}

/** Closes (off the clock, out of the open list) or reopens the selected enquiries. */
export async function setEnquiriesClosed(
  db: DatabaseOrTransaction,
  selection: BulkSelection,
  closed: boolean,
  actor: AuditActor,
  at: Date = new Date(),
): Promise<BulkResult> {
  return bulkChange(
    db,
    selection,
    actor,
    at,
    (row, seen) => {
      if (Boolean(row.closedAt) === closed) return "unchanged";
      // Closing hides it: not when the traveller (or a colleague) did something since the list was loaded.
      if (closed && seen && row.lastActivityAt.getTime() > seen.lastActivityMs) return { stale: "has new activity" };
      return { set: { closedAt: closed ? at : null } };
    },
    (row, set) => ({ before: { closedAt: row.closedAt }, after: { closedAt: set.closedAt ?? null } }),
  );
}

/** Each member of staff keeps at most this many saved views. */
export const SAVED_VIEW_LIMIT = 30;
export const SAVED_VIEW_NAME_MAX = 60;
/** A view's query is the list's canonical query string (inbox-filters.ts inboxQuery), never more. */
export const SAVED_VIEW_QUERY_MAX = 1000;

export interface SavedView {
  id: number;
  name: string;
  query: string;
}

/** A member of staff's saved views, by name. */
export async function listSavedViews(db: DatabaseOrTransaction, staffUserId: string): Promise<SavedView[]> {
  return db
    .select({ id: inboxSavedViews.id, name: inboxSavedViews.name, query: inboxSavedViews.query })
    .from(inboxSavedViews)
    .where(eq(inboxSavedViews.staffUserId, staffUserId))
    .orderBy(asc(inboxSavedViews.name), asc(inboxSavedViews.id));
}

export type SaveViewResult = { status: "created" | "updated"; view: SavedView } | { status: "limit" };

/** Saves `query` under `name` for this member of staff; the same name again replaces that view's query. */
export async function saveView(
  db: DatabaseOrTransaction,
  staffUserId: string,
  name: string,
  query: string,
  actor: AuditActor,
): Promise<SaveViewResult> {
  return inTransaction(db, async (tx) => {
    // One member of staff saving twice at once: the second waits here rather than passing the limit.
    await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staffUserId)).for("update");
    const views = await listSavedViews(tx, staffUserId);
    const existing = views.find((view) => view.name === name);
    if (existing) {
      await tx.update(inboxSavedViews).set({ query }).where(eq(inboxSavedViews.id, existing.id));
      const after = { ...existing, query };
      await recordAudit(tx, {
        actor,
        action: "update",
        tableName: "inbox_saved_views",
        rowId: existing.id,
        before: existing,
        after,
      });
      return { status: "updated", view: after };
    }
    if (views.length >= SAVED_VIEW_LIMIT) return { status: "limit" };
    const [row] = await tx
      .insert(inboxSavedViews)
      .values({ staffUserId, name, query })
      .returning({ id: inboxSavedViews.id, name: inboxSavedViews.name, query: inboxSavedViews.query });
    if (!row) throw new Error("the saved view was not stored");
    await recordAudit(tx, { actor, action: "create", tableName: "inbox_saved_views", rowId: row.id, after: row });
    return { status: "created", view: row };
  });
}

/** Deletes one of this member of staff's views; another's (or none) is not found. */
export async function deleteView(
  db: DatabaseOrTransaction,
  staffUserId: string,
  viewId: number,
  actor: AuditActor,
): Promise<SavedView | null> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .delete(inboxSavedViews)
      .where(and(eq(inboxSavedViews.id, viewId), eq(inboxSavedViews.staffUserId, staffUserId)))
      .returning({ id: inboxSavedViews.id, name: inboxSavedViews.name, query: inboxSavedViews.query });
    if (!row) return null;
    await recordAudit(tx, { actor, action: "delete", tableName: "inbox_saved_views", rowId: row.id, before: row });
    return row;
  });
}
