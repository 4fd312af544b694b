// Reply templates against a real database: added, changed and removed with an audit entry each; unknown
// variables, over-long text and a taken name refused in words; a wording per language kept beside it.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, replyTemplateWordings } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  checkReplyTemplate,
  deleteReplyTemplate,
  findReplyTemplate,
  listReplyTemplates,
  saveReplyTemplate,
} from "./reply-templates.server";

const actor = { id: null, email: "akinyi@heartbeest.test" };
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

async function auditOf(id: number) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tableName, "reply_templates"), eq(auditLog.rowId, String(id))))
    .orderBy(auditLog.id);
}

describe("reply templates", () => {
  it("lists the three seeded templates by name", async () => {
    expect((await listReplyTemplates(database.db)).map((template) => template.name)).toEqual([
      "Deposit received",
      "Thank you, we are on it",
      "Your quote",
    ]);
  });

  it("adds, changes and deletes a template, each audited", async () => {
    const values = { name: "Balance reminder", subject: "Balance for {reference}", body: "Dear {first_name}, ..." };
    const created = await saveReplyTemplate(database.db, actor, { id: null, values });
    if (created.status !== "saved") throw new Error(created.status);
    const id = created.template.id;
    const changed = await saveReplyTemplate(database.db, actor, {
      id,
      values: { ...values, body: "Dear {first_name}, the balance is due on {balance_due_date}." },
    });
    expect(changed.status).toBe("saved");
    expect((await findReplyTemplate(database.db, id))?.body).toContain("{balance_due_date}");
    expect(await deleteReplyTemplate(database.db, actor, id)).toBe(true);
    expect(await findReplyTemplate(database.db, id)).toBeNull();
    expect(await deleteReplyTemplate(database.db, actor, id)).toBe(false);
    expect((await auditOf(id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ["create", actor.email],
      ["update", actor.email],
      ["delete", actor.email],
    ]);
  });

  it.each([
    [{ name: "", subject: "S", body: "B" }, "name", "Please give the template a name."],
    [{ name: "N", subject: " ", body: "B" }, "subject", "Please write a subject."],
    [{ name: "N", subject: "S", body: "" }, "body", "Please write the message."],
    [{ name: "x".repeat(101), subject: "S", body: "B" }, "name", "100 characters"],
    [{ name: "N", subject: "Quote {price}", body: "B" }, "subject", "{price} is not a variable we know"],
    [
      { name: "N", subject: "S", body: "Dear {nmae} and {frist_name}" },
      "body",
      "{nmae}, {frist_name} are not variables",
    ],
  ])("refuses %j in words beside the %s", async (values, field, words) => {
    const result = await saveReplyTemplate(database.db, actor, { id: null, values });
    expect(result.status).toBe("invalid");
    expect(result.status === "invalid" ? result.fieldErrors[field as "name"] : "").toContain(words);
  });

  it("refuses a name another template has, and an unknown template", async () => {
    const result = await saveReplyTemplate(database.db, actor, {
      id: null,
      values: { name: "Your quote", subject: "S", body: "B" },
    });
    expect(result).toEqual({
      status: "invalid",
      fieldErrors: { name: 'A template called "Your quote" already exists. Please choose another name.' },
    });
    expect(
      await saveReplyTemplate(database.db, actor, { id: 999_999, values: { name: "N", subject: "S", body: "B" } }),
    ).toEqual({ status: "not_found" });
  });

  it("lists the languages each seeded template is written in", async () => {
    const seeded = ["Deposit received", "Thank you, we are on it", "Your quote"];
    const listed = (await listReplyTemplates(database.db)).filter((template) => seeded.includes(template.name));
    expect(listed.map((template) => template.languages)).toEqual(seeded.map(() => ["en", "de", "fr", "it", "es"]));
  });

  it("keeps a wording per language: added, changed, emptied away, and gone with its template", async () => {
    const english = { name: "Follow-up", subject: "About {reference}", body: "Dear {first_name}, any news?" };
    const created = await saveReplyTemplate(database.db, actor, {
      id: null,
      values: { ...english, subject_de: "Zu {reference}", body_de: "Guten Tag {name}, gibt es Neues?" },
    });
    if (created.status !== "saved") throw new Error(created.status);
    const id = created.template.id;
    expect((await findReplyTemplate(database.db, id))?.wordings).toEqual({
      de: { subject: "Zu {reference}", body: "Guten Tag {name}, gibt es Neues?" },
    });
    // Saving again without the German fields and with French ones: German goes, French comes.
    await saveReplyTemplate(database.db, actor, {
      id,
      values: { ...english, subject_fr: "Au sujet de {reference}", body_fr: "Bonjour {name}, du nouveau ?" },
    });
    const saved = await findReplyTemplate(database.db, id);
    expect(Object.keys(saved?.wordings ?? {})).toEqual(["fr"]);
    expect((await listReplyTemplates(database.db)).find((t) => t.id === id)?.languages).toEqual(["en", "fr"]);
    const [update] = (await auditOf(id)).filter((entry) => entry.action === "update");
    expect(update?.before).toMatchObject({ wordings: { de: { subject: "Zu {reference}" } } });
    expect(update?.after).toMatchObject({ wordings: { fr: { subject: "Au sujet de {reference}" } } });
    expect(await deleteReplyTemplate(database.db, actor, id)).toBe(true);
    const left = await database.db.select().from(replyTemplateWordings).where(eq(replyTemplateWordings.templateId, id));
    expect(left).toEqual([]);
  });

  it.each([
    [{ subject_de: "Zu {reference}" }, "body_de", "Please write the German message too, or empty both German fields."],
    [
      { body_it: "Gentile {name}" },
      "subject_it",
      "Please write the Italian subject too, or empty both Italian fields.",
    ],
    [{ subject_es: "Hola", body_es: "Hola {nmae}" }, "body_es", "{nmae} is not a variable we know"],
    [{ subject_fr: "x".repeat(201), body_fr: "Bonjour" }, "subject_fr", "Please keep the subject to 200 characters."],
  ])("refuses a half or wrong wording %j in words beside its field", async (wording, field, words) => {
    const result = await saveReplyTemplate(database.db, actor, {
      id: null,
      values: { name: "Wording check", subject: "S", body: "B", ...wording },
    });
    expect(result.status).toBe("invalid");
    expect(result.status === "invalid" ? result.fieldErrors[field as "name"] : "").toContain(words);
    expect((await listReplyTemplates(database.db)).map((t) => t.name)).not.toContain("Wording check");
  });

  it("accepts every known variable", () => {
    const body =
      "{name} {first_name} {reference} {package} {quote} {deposit} {balance_due_date} {staff_name} {trip_link}";
    expect(checkReplyTemplate({ name: "All", subject: "{reference}", body }).ok).toBe(true);
  });
});
