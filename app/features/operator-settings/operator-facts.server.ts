// Reads and saves the operator's facts (one app_settings row). Saving is audited, and the audit entry moves
// the public pages' content version on in the same transaction, so every server's cached pages go with it.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { appSettings } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import {
  ADDRESS_LINES,
  type OperatorFacts,
  type PublicOperatorFacts,
  publicOperatorFacts,
  SAMPLE_OPERATOR_FACTS,
  SAMPLE_PHONE_HOURS,
  SAMPLE_PHONE_HOURS_TEXT,
} from "./operator-facts";

export const OPERATOR_FACTS_KEY = "operator_facts";

const text = z.string().max(200);
const minuteOfDay = z
  .number()
  .int()
  .min(0)
  .max(24 * 60);
const dayHours = z
  .object({ open: minuteOfDay, close: minuteOfDay })
  .refine((day) => day.close > day.open)
  .nullable();
// Phone hours were once free text, which no translated page could word: the demo's text is read as its times;
// any other text as not given (the business details page then asks for the times).
const phoneHours = z.union([
  z.array(dayHours).length(7),
  z.null(),
  z
    .string()
    .transform((legacy) =>
      legacy.trim().toLowerCase() === SAMPLE_PHONE_HOURS_TEXT.toLowerCase() ? SAMPLE_PHONE_HOURS : null,
    ),
]);
export const storedOperatorFactsSchema = z.object({
  phone: text,
  email: text,
  phoneHours,
  address: z.array(text).max(ADDRESS_LINES),
  social: z.object({ facebook: text, instagram: text, youtube: text, tripadvisor: text }),
  bank: z.object({ bankName: text, accountName: text, accountNumber: text, branch: text, swiftCode: text }),
  mpesaPaybill: text,
}) satisfies z.ZodType<OperatorFacts>;

/** The saved facts, or null before anyone saved them (or if the row cannot be read). */
export async function loadOperatorFacts(db: DatabaseOrTransaction): Promise<OperatorFacts | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, OPERATOR_FACTS_KEY));
  if (!row) return null;
  const parsed = storedOperatorFactsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

/** What travellers may be shown, read now. */
export async function loadPublicOperatorFacts(db: DatabaseOrTransaction): Promise<PublicOperatorFacts> {
  return publicOperatorFacts(await loadOperatorFacts(db));
}

/** Saves the facts with an audit entry in one transaction; returns whether anything changed. */
export async function saveOperatorFacts(
  db: Database,
  facts: OperatorFacts,
  actor: AuditActor,
): Promise<{ changed: boolean }> {
  const after = storedOperatorFactsSchema.parse(facts);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, OPERATOR_FACTS_KEY))
      .for("update");
    const before = row ? row.value : null;
    if (before !== null && sameJson(before, after)) return { changed: false };
    await tx
      .insert(appSettings)
      .values({ key: OPERATOR_FACTS_KEY, value: after })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: after, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      actor,
      action: row ? "update" : "create",
      tableName: "app_settings",
      rowId: OPERATOR_FACTS_KEY,
      before: row ? { key: OPERATOR_FACTS_KEY, value: before } : undefined,
      after: { key: OPERATOR_FACTS_KEY, value: after },
    });
    return { changed: true };
  });
}

/** Equal as JSON whatever the order of keys (jsonb hands them back in an order of its own). */
function sameJson(a: unknown, b: unknown): boolean {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => x.localeCompare(y))
              .map(([key, inner]) => [key, sorted(inner)]),
          )
        : value;
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

/** The demo's sample facts, for a newly seeded database; never over facts already saved. */
export async function insertSampleOperatorFacts(db: DatabaseOrTransaction): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: OPERATOR_FACTS_KEY, value: SAMPLE_OPERATOR_FACTS })
    .onConflictDoNothing({ target: appSettings.key });
}
