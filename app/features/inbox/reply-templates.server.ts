// Reply templates staff keep and edit: a name, a subject and a body with variables ({name}, {quote} ...), in
// English and, optionally, in each other language the site speaks, so a traveller who wrote in German is
// answered from the German wording. A template naming a variable we do not know is refused when saved, so no
// traveller ever gets '{nmae}'.
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { type DatabaseOrTransaction, inTransaction } from "~/db/client.server";
import { replyTemplates, replyTemplateWordings } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { DEFAULT_LOCALE, type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from "~/i18n/locales";
import { unknownVariables, wordingField } from "./template-variables";

export type ReplyTemplate = typeof replyTemplates.$inferSelect;
export interface TemplateWording {
  subject: string;
  body: string;
}
/** A template with its wordings in the other languages (English is the template's own subject and body). */
export interface ReplyTemplateWithWordings extends ReplyTemplate {
  wordings: Partial<Record<TranslatedLocale, TemplateWording>>;
}
/** A template as the lists show it: with the languages it can be sent in, English first. */
export interface ReplyTemplateListed extends ReplyTemplate {
  languages: Locale[];
}

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

type WordingField = ReturnType<typeof wordingField>;

export interface ReplyTemplateInput extends z.infer<typeof replyTemplateForm> {
  wordings: Partial<Record<TranslatedLocale, TemplateWording>>;
}
type TemplateField = keyof z.infer<typeof replyTemplateForm> | WordingField;
export type TemplateFieldErrors = Partial<Record<TemplateField, string>>;

export type SaveTemplateResult =
  | { status: "saved"; template: ReplyTemplate }
  | { status: "invalid"; fieldErrors: TemplateFieldErrors }
  | { status: "not_found" };

const MAX_ID = 2_147_483_647;
const isRowId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;

export async function listReplyTemplates(db: DatabaseOrTransaction): Promise<ReplyTemplateListed[]> {
  const [templates, wordings] = await Promise.all([
    db.select().from(replyTemplates).orderBy(asc(replyTemplates.name)),
    db
      .select({ templateId: replyTemplateWordings.templateId, locale: replyTemplateWordings.locale })
      .from(replyTemplateWordings),
  ]);
  return templates.map((template) => {
    const translated = new Set(wordings.filter((w) => w.templateId === template.id).map((w) => w.locale));
    return { ...template, languages: [DEFAULT_LOCALE, ...TRANSLATED_LOCALES.filter((l) => translated.has(l))] };
  });
}

async function wordingsOf(
  db: DatabaseOrTransaction,
  templateId: number,
): Promise<Partial<Record<TranslatedLocale, TemplateWording>>> {
  const rows = await db
    .select()
    .from(replyTemplateWordings)
    .where(
      and(
        eq(replyTemplateWordings.templateId, templateId),
        inArray(replyTemplateWordings.locale, [...TRANSLATED_LOCALES]),
      ),
    );
  const wordings: Partial<Record<TranslatedLocale, TemplateWording>> = {};
  for (const row of rows) wordings[row.locale as TranslatedLocale] = { subject: row.subject, body: row.body };
  return wordings;
}

export async function findReplyTemplate(
  db: DatabaseOrTransaction,
  id: number,
): Promise<ReplyTemplateWithWordings | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  return row ? { ...row, wordings: await wordingsOf(db, id) } : null;
}

/** The wording to start a reply in `locale` from: that language's, or English when the template has none. */
export function wordingIn(template: ReplyTemplateWithWordings, locale: Locale): TemplateWording & { locale: Locale } {
  const wording = locale === "en" ? undefined : template.wordings[locale];
  return wording ? { ...wording, locale } : { subject: template.subject, body: template.body, locale: DEFAULT_LOCALE };
}

function unknownVariableMessage(names: string[]): string {
  const listed = names.map((name) => `{${name}}`).join(", ");
  return names.length === 1
    ? `${listed} is not a variable we know. Use one from the list, or remove the braces.`
    : `${listed} are not variables we know. Use ones from the list, or remove the braces.`;
}

/** A language's wording as posted: none when both fields are empty, else both checked like the English. */
function checkWording(
  values: Record<string, unknown>,
  locale: TranslatedLocale,
  fieldErrors: TemplateFieldErrors,
): TemplateWording | null {
  const language = LANGUAGE_NAMES_IN_ENGLISH[locale];
  const subjectField = wordingField("subject", locale);
  const bodyField = wordingField("body", locale);
  const subject = String(values[subjectField] ?? "").trim();
  const body = String(values[bodyField] ?? "").trim();
  if (!subject && !body) return null;
  if (!subject)
    fieldErrors[subjectField] = `Please write the ${language} subject too, or empty both ${language} fields.`;
  else if (subject.length > REPLY_LIMITS.subject)
    fieldErrors[subjectField] = `Please keep the subject to ${REPLY_LIMITS.subject} characters.`;
  else if (unknownVariables(subject).length > 0)
    fieldErrors[subjectField] = unknownVariableMessage(unknownVariables(subject));
  if (!body) fieldErrors[bodyField] = `Please write the ${language} message too, or empty both ${language} fields.`;
  else if (body.length > REPLY_LIMITS.body) fieldErrors[bodyField] = "Please keep the message to 20,000 characters.";
  else if (unknownVariables(body).length > 0) fieldErrors[bodyField] = unknownVariableMessage(unknownVariables(body));
  return { subject, body };
}

/** Field errors for a template's wording: the schema's, then any unknown variable, in each language. */
export function checkReplyTemplate(
  values: Record<string, unknown>,
): { ok: true; input: ReplyTemplateInput } | { ok: false; fieldErrors: TemplateFieldErrors } {
  const parsed = replyTemplateForm.safeParse(values);
  const fieldErrors: TemplateFieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (parsed.success) {
    const inSubject = unknownVariables(parsed.data.subject);
    const inBody = unknownVariables(parsed.data.body);
    if (inSubject.length > 0) fieldErrors.subject = unknownVariableMessage(inSubject);
    if (inBody.length > 0) fieldErrors.body = unknownVariableMessage(inBody);
  }
  const wordings: Partial<Record<TranslatedLocale, TemplateWording>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const wording = checkWording(values, locale, fieldErrors);
    if (wording) wordings[locale] = wording;
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, input: { ...parsed.data, wordings } };
}

/** Makes the stored wordings exactly `wanted`: added, changed and removed ones. */
async function replaceWordings(
  tx: DatabaseOrTransaction,
  templateId: number,
  wanted: Partial<Record<TranslatedLocale, TemplateWording>>,
): Promise<void> {
  await tx.delete(replyTemplateWordings).where(eq(replyTemplateWordings.templateId, templateId));
  const rows = TRANSLATED_LOCALES.flatMap((locale) => {
    const wording = wanted[locale];
    return wording ? [{ templateId, locale, ...wording }] : [];
  });
  if (rows.length > 0) await tx.insert(replyTemplateWordings).values(rows);
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
    const { wordings, ...english } = checked.input;
    if (id === null) {
      const [created] = await tx.insert(replyTemplates).values(english).returning();
      if (!created) throw new Error("the template was not stored");
      await replaceWordings(tx, created.id, wordings);
      await recordAudit(tx, {
        actor,
        action: "create",
        tableName: "reply_templates",
        rowId: created.id,
        after: { ...created, wordings },
      });
      return { status: "saved" as const, template: created };
    }
    const [before] = await tx.select().from(replyTemplates).where(eq(replyTemplates.id, id)).for("update");
    if (!before) return { status: "not_found" as const };
    const wordingsBefore = await wordingsOf(tx, id);
    const [after] = await tx.update(replyTemplates).set(english).where(eq(replyTemplates.id, id)).returning();
    if (!after) return { status: "not_found" as const };
    await replaceWordings(tx, id, wordings);
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "reply_templates",
      rowId: id,
      before: { ...before, wordings: wordingsBefore },
      after: { ...after, wordings },
    });
    return { status: "saved" as const, template: after };
  });
}

/** Removes a template and its wordings (replies sent with it keep their text); false when there was none. */
export async function deleteReplyTemplate(db: DatabaseOrTransaction, actor: AuditActor, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  return inTransaction(db, async (tx) => {
    const wordings = await wordingsOf(tx, id);
    const [removed] = await tx.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning();
    if (!removed) return false;
    await recordAudit(tx, {
      actor,
      action: "delete",
      tableName: "reply_templates",
      rowId: id,
      before: { ...removed, wordings },
    });
    return true;
  });
}
