// Reply templates staff keep and edit: a name, a subject and a body with variables ({name}, {quote} ...).
// A template naming a variable we do not know is refused when saved, so no traveller ever gets '{nmae}'.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { replyTemplates } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { unknownVariables } from "./template-variables";

export type ReplyTemplate = typeof replyTemplates.$inferSelect;

export const REPLY_LIMITS = { name: 100, subject: 200, body: 20_000 } as const;

export const replyTemplateForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please give the template a name.")
    .max(REPLY_LIMITS.name, `Please keep the name to ${REPLY_LIMITS.name} characters.`),
  subject: z
    .string()
    .trim()
    .min(1, "Please write a subject.")
    .max(REPLY_LIMITS.subject, `Please keep the subject to ${REPLY_LIMITS.subject} characters.`),
  body: z
    .string()
    .trim()
    .min(1, "Please write the message.")
    .max(REPLY_LIMITS.body, "Please keep the message to 20,000 characters."),
});
export type ReplyTemplateInput = z.infer<typeof replyTemplateForm>;
type TemplateField = keyof ReplyTemplateInput;

export type SaveTemplateResult =
  | { status: "saved"; template: ReplyTemplate }
  | { status: "invalid"; fieldErrors: Partial<Record<TemplateField, string>> }
  | { status: "not_found" };

const MAX_ID = 2_147_483_647;
const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

export async function listReplyTemplates(db: DatabaseOrTransaction): Promise<ReplyTemplate[]> {
  return db.select().from(replyTemplates).orderBy(asc(replyTemplates.name));
}

export async function findReplyTemplate(db: DatabaseOrTransaction, id: number): Promise<ReplyTemplate | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  return row ?? null;
}

function unknownVariableMessage(names: string[]): string {
  const listed = names.map((name) => `{${name}}`).join(", ");
  return names.length === 1
    ? `${listed} is not a variable we know. Use one from the list, or remove the braces.`
    : `${listed} are not variables we know. Use ones from the list, or remove the braces.`;
}

/** Field errors for a template's wording: the schema's, then any unknown variable in the subject or body. */
export function checkReplyTemplate(
  values: Record<string, unknown>,
): { ok: true; input: ReplyTemplateInput } | { ok: false; fieldErrors: Partial<Record<TemplateField, string>> } {
  const parsed = replyTemplateForm.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const fieldErrors: Partial<Record<TemplateField, string>> = {};
  const inSubject = unknownVariables(parsed.data.subject);
  const inBody = unknownVariables(parsed.data.body);
  if (inSubject.length > 0) fieldErrors.subject = unknownVariableMessage(inSubject);
  if (inBody.length > 0) fieldErrors.body = unknownVariableMessage(inBody);
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, input: parsed.data };
}

/** Adds a template (no id) or changes one; audited in the same transaction. */
export async function saveReplyTemplate(
  db: DatabaseOrTransaction,
  actor: AuditActor,
  { id, values }: { id: number | null; values: Record<string, unknown> },
): Promise<SaveTemplateResult> {
  const checked = checkReplyTemplate(values);
  if (!checked.ok) return { status: "invalid", fieldErrors: checked.fieldErrors };
  if (id !== null && !isRowId(id)) return { status: "not_found" };
  return inTransaction(db, async (tx) => {
    const [sameName] = await tx
      .select({ id: replyTemplates.id })
      .from(replyTemplates)
      .where(eq(replyTemplates.name, checked.input.name));
    if (sameName && sameName.id !== id) {
      return {
        status: "invalid" as const,
        fieldErrors: { name: `A template called "${checked.input.name}" already exists. Please choose another name.` },
      };
    }
    if (id === null) {
      const [created] = await tx.insert(replyTemplates).values(checked.input).returning();
      if (!created) throw new Error("the template was not stored");
      await recordAudit(tx, {
        actor,
        action: "create",
        tableName: "reply_templates",
        rowId: created.id,
        after: created,
      });
      return { status: "saved" as const, template: created };
    }
    const [before] = await tx.select().from(replyTemplates).where(eq(replyTemplates.id, id)).for("update");
    if (!before) return { status: "not_found" as const };
    const [after] = await tx.update(replyTemplates).set(checked.input).where(eq(replyTemplates.id, id)).returning();
    if (!after) return { status: "not_found" as const };
    await recordAudit(tx, { actor, action: "update", tableName: "reply_templates", rowId: id, before, after });
    return { status: "saved" as const, template: after };
  });
}

/** Removes a template (replies sent with it keep their text); false when there was none. */
export async function deleteReplyTemplate(db: DatabaseOrTransaction, actor: AuditActor, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  return inTransaction(db, async (tx) => {
    const [removed] = await tx.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, { actor, action: "delete", tableName: "reply_templates", rowId: id, before: removed });
    return true;
  });
}
