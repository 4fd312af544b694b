// A review as staff read it on its own page: what the traveller wrote (never edited), what it is about,
// its notes thread (added, never changed) and its history; approving or hiding it, audited.
import { asc, eq, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { destinations, hotelsLodges, reviewNotes, reviews, safariPackages } from "~/db/schema";
import { getRow, updateRecord } from "~/features/admin-tables/table-queries.server";
import { findTable } from "~/features/admin-tables/table-registry.server";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { recordHistory } from "~/features/audit/audit-log.server";

export function parseReviewId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

export async function getReviewForStaff(db: DatabaseOrTransaction, id: number) {
  const [review] = await db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      email: reviews.email,
      rating: reviews.rating,
      comment: reviews.comment,
      status: reviews.status,
      subjectType: reviews.subjectType,
      safariId: reviews.safariId,
      hotelId: reviews.hotelId,
      destinationId: reviews.destinationId,
      createdAt: reviews.createdAt,
      publishedAt: reviews.publishedAt,
      subjectName: sql<string | null>`coalesce(${safariPackages.title}, ${hotelsLodges.name}, ${destinations.name})`,
    })
    .from(reviews)
    .leftJoin(safariPackages, eq(safariPackages.id, reviews.safariId))
    .leftJoin(hotelsLodges, eq(hotelsLodges.id, reviews.hotelId))
    .leftJoin(destinations, eq(destinations.id, reviews.destinationId))
    .where(eq(reviews.id, id));
  if (!review) return null;
  const notes = await db
    .select({ id: reviewNotes.id, author: reviewNotes.authorName, body: reviewNotes.body, at: reviewNotes.createdAt })
    .from(reviewNotes)
    .where(eq(reviewNotes.reviewId, id))
    .orderBy(asc(reviewNotes.id));
  const history = await recordHistory(db, [
    { tableName: "reviews", rowIds: [id] },
    { tableName: "review_notes", rowIds: notes.map((note) => note.id) },
  ]);
  return { review, notes, history };
}

export type ReviewDecision = "approve" | "hide";

/** Approve or hide as the list's one-click buttons do; a review already so is left as it is. */
export async function moderateReview(
  db: Database,
  actor: AuditActor,
  id: number,
  decision: ReviewDecision,
): Promise<"done" | "unchanged" | "not_found"> {
  const definition = findTable("reviews")!;
  const action = definition.quickActions.find((candidate) => candidate.intent === decision)!;
  const before = await getRow(db, definition, id);
  if (!before) return "not_found";
  if (action.when && !action.when.values.includes(String(before[action.when.column]))) return "unchanged";
  const after = await updateRecord(db, definition, id, action.changes(before), actor);
  return after ? "done" : "not_found";
}

/** Adds a note to the review's thread, audited in the same transaction; notes are never changed. */
export async function addReviewNote(
  db: Database,
  actor: AuditActor & { name: string },
  reviewId: number,
  body: string,
): Promise<"added" | "not_found"> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for("update");
    if (!review) return "not_found";
    const [note] = await tx
      .insert(reviewNotes)
      .values({ reviewId, authorId: actor.id, authorName: actor.name, body })
      .returning();
    if (!note) throw new Error("the note was not stored");
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: "create",
      tableName: "review_notes",
      rowId: note.id,
      after: note,
    });
    return "added";
  });
}
