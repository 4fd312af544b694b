// What staff do to an enquiry from its page: give it an owner, move it along the pipeline (lost needs a
// reason), close or reopen it, record a phone answer (which stops the clock) and add notes. Each change
// locks the enquiry, is audited in the same transaction and counts as activity.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { type EnquiryStage, enquiries, enquiryNotes, staffUsers } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { type AssigneeNotice, tellAssignee } from "./assignee-notice.server";
import { recordStaffAnswer } from "./enquiries.server";
import { MANUAL_STAGES, OTHER_REASON, STAGE_LABELS, STAGE_ORDER } from "./enquiry-stages";

export interface EnquiryActor extends AuditActor {
  id: string;
  name: string;
}

type EnquiryRow = typeof enquiries.$inferSelect;

const stageEnum = z.enum(STAGE_ORDER as [EnquiryStage, ...EnquiryStage[]]);
export const NOTE_LIMIT = 10_000;
const REASON_LIMIT = 200;

/** The page's forms other than the reply, each with its `intent`. */
export const enquiryForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("assign"), ownerId: z.string().max(100) }),
  z.object({
    intent: z.literal("stage"),
    // Staff move only their own record by hand (enquiry-stages.ts MANUAL_STAGES); the rest follows what happens.
    stage: z.enum([...MANUAL_STAGES, "lost"]),
    seenStage: stageEnum,
    lostReason: z.string().max(REASON_LIMIT).optional(),
    lostReasonOther: z.string().max(1000).optional(),
  }),
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("reopen") }),
  z.object({ intent: z.literal("phone") }),
  z.object({
    intent: z.literal("follow-up"),
    preset: z.string().max(10).optional(),
    followUpOn: z.string().max(20).optional(),
  }),
  z.object({ intent: z.literal("follow-up-clear") }),
  z.object({
    intent: z.literal("note"),
    body: z
      .string()
      .trim()
      .min(1, "Please write the note.")
      .max(NOTE_LIMIT, "Please keep a note to 10,000 characters."),
  }),
]);
export type EnquiryForm = z.infer<typeof enquiryForm>;

type Locked = (tx: DatabaseOrTransaction, before: EnquiryRow) => Promise<ChangeOutcome>;
type ChangeOutcome =
  | { status: "changed"; before: Record<string, unknown>; after: Record<string, unknown>; set: Partial<EnquiryRow> }
  | { status: "unchanged" }
  | { status: "refused"; reason: string; detail?: string };

export type ChangeResult =
  | { status: "changed" | "unchanged" }
  | { status: "not_found" }
  | { status: "refused"; reason: string; detail?: string };

/** Locks the enquiry, lets `work` decide, then writes, audits and counts the activity in one transaction. */
async function changeEnquiry(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  enquiryId: number,
  work: Locked,
  at: Date = new Date(),
): Promise<ChangeResult> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, enquiryId)).for("update");
    if (!before) return { status: "not_found" as const };
    const outcome = await work(tx, before);
    if (outcome.status !== "changed") return outcome;
    await tx
      .update(enquiries)
      .set({ ...outcome.set, lastActivityAt: at })
      .where(eq(enquiries.id, enquiryId));
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "enquiries",
      rowId: enquiryId,
      before: outcome.before,
      after: outcome.after,
    });
    return { status: "changed" as const };
  });
}

async function staffName(tx: DatabaseOrTransaction, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
  return row?.name ?? null;
}

/**
 * Gives the enquiry to a member of staff, or to nobody (null). With `notify`, a colleague given it by someone
 * else is told by e-mail in the same transaction (assignee-notice.server.ts).
 */
export async function assignEnquiry(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  {
    enquiryId,
    ownerId,
    notify,
  }: { enquiryId: number; ownerId: string | null; notify?: AssigneeNotice & { byName: string } },
  at: Date = new Date(),
): Promise<ChangeResult> {
  return changeEnquiry(
    db,
    actor,
    enquiryId,
    async (tx, before) => {
      if (before.ownerId === ownerId) return { status: "unchanged" };
      const [owner] = ownerId
        ? await tx
            .select({ name: staffUsers.name, banned: staffUsers.banned })
            .from(staffUsers)
            .where(eq(staffUsers.id, ownerId))
        : [null];
      if (ownerId && (!owner || owner.banned)) {
        return { status: "refused", reason: "unknown_owner" };
      }
      if (notify) {
        await tellAssignee(tx, notify, { enquiryId, ownerId, assignedBy: { id: actor.id, name: notify.byName }, at });
      }
      return {
        status: "changed",
        set: { ownerId },
        before: { ownerId: before.ownerId, ownerName: await staffName(tx, before.ownerId) },
        after: { ownerId, ownerName: owner?.name ?? null },
      };
    },
    at,
  );
}

/**
 * Sets the day to follow the enquiry up (it is snoozed until then), or clears it (null): back in the open
 * list at once. The day is checked by the caller (follow-up.ts readFollowUpDay).
 */
export async function setFollowUp(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  { enquiryId, day }: { enquiryId: number; day: string | null },
  at: Date = new Date(),
): Promise<ChangeResult> {
  return changeEnquiry(
    db,
    actor,
    enquiryId,
    async (_tx, before) => {
      if (before.followUpOn === day) return { status: "unchanged" };
      return {
        status: "changed",
        set: { followUpOn: day },
        before: { followUpOn: before.followUpOn },
        after: { followUpOn: day },
      };
    },
    at,
  );
}

/** The reason a 'lost' form gives: one from the list, or their own words for 'other'. */
export function lostReasonOf(form: { lostReason?: string; lostReasonOther?: string }): string | null {
  const picked = form.lostReason?.trim() ?? "";
  const reason = picked === OTHER_REASON ? (form.lostReasonOther?.trim() ?? "") : picked;
  return reason ? reason.slice(0, REASON_LIMIT) : null;
}

/**
 * Moves the enquiry to `stage`. Refused when someone else moved it since the page showing `seenStage` was
 * loaded (reason 'stale', detail: the stage it is in now), and for 'lost' without a reason.
 */
export async function moveEnquiryStage(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  {
    enquiryId,
    stage,
    seenStage,
    lostReason,
  }: {
    enquiryId: number;
    stage: EnquiryStage;
    seenStage: EnquiryStage;
    lostReason: string | null;
  },
): Promise<ChangeResult> {
  if (stage === "lost" && !lostReason) {
    // Checked before the lock too, so a reasonless post never waits on a busy row.
    const exists = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, enquiryId));
    return exists.length > 0 ? { status: "refused", reason: "reason_required" } : { status: "not_found" };
  }
  return changeEnquiry(db, actor, enquiryId, async (_tx, before) => {
    if (before.stage !== seenStage) return { status: "refused", reason: "stale", detail: before.stage };
    const reason = stage === "lost" ? lostReason : null;
    if (before.stage === stage && before.lostReason === reason) return { status: "unchanged" };
    return {
      status: "changed",
      set: { stage, lostReason: reason },
      before: { stage: before.stage, lostReason: before.lostReason },
      after: { stage, lostReason: reason },
    };
  });
}

/** Closes (done, or nothing to answer: off the clock) or reopens the enquiry. */
export async function setEnquiryClosed(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  { enquiryId, closed, at = new Date() }: { enquiryId: number; closed: boolean; at?: Date },
): Promise<ChangeResult> {
  return changeEnquiry(
    db,
    actor,
    enquiryId,
    async (_tx, before) => {
      if (Boolean(before.closedAt) === closed) return { status: "unchanged" };
      const closedAt = closed ? at : null;
      return { status: "changed", set: { closedAt }, before: { closedAt: before.closedAt }, after: { closedAt } };
    },
    at,
  );
}

/** Staff answered on the telephone: the clock stops (once); later calls change nothing but the activity. */
export async function recordPhoneAnswer(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  { enquiryId, at = new Date() }: { enquiryId: number; at?: Date },
): Promise<ChangeResult> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, enquiryId)).for("update");
    if (!before) return { status: "not_found" as const };
    const first = await recordStaffAnswer(tx, { enquiryId }, "phone", at);
    if (!first) return { status: "unchanged" as const };
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "enquiries",
      rowId: enquiryId,
      before: { firstReplyAt: null, firstReplyChannel: null },
      after: { firstReplyAt: at, firstReplyChannel: "phone" },
    });
    return { status: "changed" as const };
  });
}

/** Adds a note to the enquiry's thread (notes are never changed or removed). */
export async function addEnquiryNote(
  db: DatabaseOrTransaction,
  actor: EnquiryActor,
  { enquiryId, body, at = new Date() }: { enquiryId: number; body: string; at?: Date },
): Promise<ChangeResult> {
  return inTransaction(db, async (tx) => {
    const [target] = await tx
      .update(enquiries)
      .set({ lastActivityAt: at })
      .where(eq(enquiries.id, enquiryId))
      .returning({ id: enquiries.id });
    if (!target) return { status: "not_found" as const };
    const [note] = await tx
      .insert(enquiryNotes)
      .values({ enquiryId, authorId: actor.id, authorName: actor.name, body: body.trim(), createdAt: at })
      .returning();
    if (!note) throw new Error("the note was not stored");
    await recordAudit(tx, { actor, action: "create", tableName: "enquiry_notes", rowId: note.id, after: note });
    return { status: "changed" as const };
  });
}

/** 'Quoted', for messages. */
export function stageLabel(stage: EnquiryStage): string {
  return STAGE_LABELS[stage];
}
