// The staff side of content translations: every translatable record (translation-records.server.ts) with, per
// language, whether each field is translated, missing or outdated (its English changed since); the overview's counts;
// and the one write, one language of one record (with its parts: a package's days, a destination's
// attractions...) saved in one transaction, audited (which moves the public pages' cache on), refused with a
// 409 when someone saved that language of it after the page was drawn.
import { createHash } from "node:crypto";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { contentTranslations, staffUsers, TRANSLATABLE_ENTITIES, type TranslatableEntity } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { recordRatesChange } from "~/features/quotes/rates-change.server";
import { localizePath } from "~/i18n/paths";
import { sourceHash, translationState } from "./content-translations.server";
import { TRANSLATABLE_FIELDS, type TranslatableField } from "./translatable-fields";
import {
  CONFIRM_PREFIX,
  CONTENT_LOCALE_LABELS,
  CONTENT_LOCALE_LIST,
  type ContentLocale,
  checkTranslationForm,
  type OverviewKind,
  SEEN_PREFIX,
  type TranslationStatus,
  translationFieldName,
} from "./translation-form";
import {
  type ContentGroup,
  type ContentRecord,
  type ContentSection,
  ENTITY_LABELS,
  type RecordRef,
  readAllContentGroups,
  readContentGroup,
  type Value,
} from "./translation-records.server";

export { isTranslatableEntity, type RecordRef } from "./translation-records.server";

// ---- Where each field stands ----------------------------------------------------------------------------

interface TranslationRow {
  entity: TranslatableEntity;
  entityId: number;
  field: string;
  locale: ContentLocale;
  value: Value;
  sourceHash: string;
  updatedAt: Date;
  updatedByName: string | null;
}

const recordKey = (entity: string, id: number) => `${entity}:${id}`;
const rowKey = (entity: string, id: number, field: string, locale: string) => `${entity}:${id}:${field}:${locale}`;

function hasEnglish(value: Value): boolean {
  return typeof value === "string" ? value.trim() !== "" : value.length > 0;
}

/** The read side's judgement (content-translations.server.ts) in the editor's words. */
export function fieldStatus(
  definition: Pick<TranslatableField, "kind">,
  english: Value,
  row: Pick<TranslationRow, "value" | "sourceHash"> | undefined,
): TranslationStatus {
  const state = translationState(definition, english, row);
  return state === "empty" ? "no-english" : state === "current" ? "translated" : state;
}

function recordsOf(group: ContentGroup): ContentRecord[] {
  return group.sections.flatMap((s) => s.records);
}

/** The translations of these records, in every language or one. */
async function translationRows(
  db: DatabaseOrTransaction,
  records: readonly RecordRef[] | "all",
  locale?: ContentLocale,
): Promise<TranslationRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (records !== "all") {
    if (records.length === 0) return [];
    const byEntity = new Map<TranslatableEntity, number[]>();
    for (const r of records) byEntity.set(r.entity, [...(byEntity.get(r.entity) ?? []), r.id]);
    conditions.push(
      or(
        ...[...byEntity].map(([entity, ids]) =>
          and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, ids)),
        ),
      ),
    );
  }
  if (locale) conditions.push(eq(contentTranslations.locale, locale));
  return db
    .select({
      entity: contentTranslations.entity,
      entityId: contentTranslations.entityId,
      field: contentTranslations.field,
      locale: contentTranslations.locale,
      value: contentTranslations.value,
      sourceHash: contentTranslations.sourceHash,
      updatedAt: contentTranslations.updatedAt,
      updatedByName: staffUsers.name,
    })
    .from(contentTranslations)
    .leftJoin(staffUsers, eq(staffUsers.id, contentTranslations.updatedBy))
    .where(and(...conditions));
}

export type LocaleCounts = Record<ContentLocale, { missing: number; outdated: number }>;

function emptyCounts(): LocaleCounts {
  return Object.fromEntries(CONTENT_LOCALE_LIST.map((l) => [l, { missing: 0, outdated: 0 }])) as LocaleCounts;
}

function countRecords(records: readonly ContentRecord[], rows: ReadonlyMap<string, TranslationRow>): LocaleCounts {
  const counts = emptyCounts();
  for (const r of records) {
    for (const definition of TRANSLATABLE_FIELDS[r.entity]) {
      const { field } = definition;
      const english = r.english[field] ?? "";
      for (const locale of CONTENT_LOCALE_LIST) {
        const status = fieldStatus(definition, english, rows.get(rowKey(r.entity, r.id, field, locale)));
        if (status === "missing") counts[locale].missing += 1;
        if (status === "outdated") counts[locale].outdated += 1;
      }
    }
  }
  return counts;
}

/**
 * One language's translations of a group as they stand: a short token of each row's last change. A save
 * carries the token its page was drawn with; another one means someone saved that language since.
 */
function localeVersion(rows: readonly TranslationRow[]): string {
  const parts = rows
    .map((row) => `${row.entity}:${row.entityId}:${row.field}:${row.updatedAt.getTime()}`)
    .sort()
    .join("|");
  return createHash("sha256").update(parts).digest("base64url").slice(0, 22);
}

// ---- The overview ----------------------------------------------------------------------------------------

export interface OverviewRow extends RecordRef {
  kind: OverviewKind;
  name: string;
  /** "Safari package", or for pictures the owner's kind. */
  kindLabel: string;
  /** What the row counts besides the record itself: "7 itinerary days". */
  includes: string | null;
  /** The editor, at the row's part of it. */
  href: string;
  /** Fields with English to translate, in each language. */
  fields: number;
  counts: LocaleCounts;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function includesOf(group: ContentGroup): string | null {
  const parts = group.sections
    .filter((s) => s.id !== "record" && s.id !== "pictures")
    .map((s) => {
      const n = s.records.length;
      switch (s.id) {
        case "itinerary":
          return plural(n, "itinerary day", "itinerary days");
        case "attractions":
          return plural(n, "attraction", "attractions");
        case "transport":
          return plural(n, "way of getting there", "ways of getting there");
        case "stays":
          return plural(n, "kind of stay", "kinds of stay");
        default:
          return `${n} ${s.title ?? ""}`;
      }
    });
  return parts.length > 0 ? `With ${parts.join(", ")}` : null;
}

function neededFields(records: readonly ContentRecord[]): number {
  return records.reduce(
    (sum, r) => sum + TRANSLATABLE_FIELDS[r.entity].filter(({ field }) => hasEnglish(r.english[field] ?? "")).length,
    0,
  );
}

export interface TranslationOverview {
  rows: OverviewRow[];
  totals: LocaleCounts;
}

/** Every record's place in each language: its own fields and parts, and its pictures on a row of their own. */
export async function translationOverview(db: Database): Promise<TranslationOverview> {
  const [groups, rows] = await Promise.all([readAllContentGroups(db), translationRows(db, "all")]);
  const byKey = new Map(rows.map((row) => [rowKey(row.entity, row.entityId, row.field, row.locale), row]));
  const overview: OverviewRow[] = [];
  const pictureRows: OverviewRow[] = [];
  for (const group of groups) {
    const own = group.sections.filter((s) => s.id !== "pictures").flatMap((s) => s.records);
    const editor = `/admin/translations/${group.entity}/${group.id}`;
    overview.push({
      entity: group.entity,
      id: group.id,
      kind: group.entity as OverviewKind,
      name: group.name,
      kindLabel: group.kindLabel,
      includes: includesOf(group),
      href: editor,
      fields: neededFields(own),
      counts: countRecords(own, byKey),
    });
    const pictures = group.sections.find((s) => s.id === "pictures")?.records ?? [];
    if (pictures.length > 0) {
      pictureRows.push({
        entity: group.entity,
        id: group.id,
        kind: "gallery_image",
        name: group.name,
        kindLabel: group.kindLabel,
        includes: plural(pictures.length, "picture", "pictures"),
        href: `${editor}#pictures`,
        fields: neededFields(pictures),
        counts: countRecords(pictures, byKey),
      });
    }
  }
  const all = [...overview, ...pictureRows];
  const totals = emptyCounts();
  for (const row of all) {
    for (const locale of CONTENT_LOCALE_LIST) {
      totals[locale].missing += row.counts[locale].missing;
      totals[locale].outdated += row.counts[locale].outdated;
    }
  }
  return { rows: all, totals };
}

// ---- The navigation's count ------------------------------------------------------------------------------

const TABLES: Record<TranslatableEntity, string> = {
  package: "safari_packages",
  itinerary_day: "itinerary_days",
  destination: "destinations",
  attraction: "destination_attractions",
  transport: "destination_transport_options",
  stay: "destination_accommodation_options",
  hotel: "hotels_lodges",
  gallery_image: "gallery_images",
  video: "videos",
  season: "seasons",
  park: "parks",
};

/** Every translated field with its table and column (the code's infoNote is the column info_note). */
const FIELD_COLUMNS = TRANSLATABLE_ENTITIES.flatMap((entity) =>
  TRANSLATABLE_FIELDS[entity].map(({ field, kind }) => ({
    entity,
    table: TABLES[entity],
    field,
    column: field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
    kind,
  })),
);

/**
 * Fields with English and no translation, summed over the four languages: the number beside Translations in
 * the navigation. One statement, walking the translations' unique index.
 */
export async function countMissingTranslations(db: DatabaseOrTransaction): Promise<number> {
  const fields = FIELD_COLUMNS.map(({ entity, table, field, column, kind }) => {
    const present =
      kind === "list"
        ? sql`cardinality(${sql.identifier(column)}) > 0`
        : sql`coalesce(${sql.identifier(column)}, '') ~ '\\S'`;
    return sql`select ${entity}::text as entity, id, ${field}::text as field from ${sql.identifier(table)} where ${present}`;
  });
  const result = await db.execute(sql`
    select count(*)::int as missing
    from (${sql.join(fields, sql` union all `)}) as english
    cross join (values ('de'), ('fr'), ('it'), ('es')) as languages(locale)
    where not exists (
      select 1 from content_translations t
      where t.entity = english.entity and t.entity_id = english.id and t.field = english.field
        and t.locale = languages.locale
    )
  `);
  const [row] = (result as unknown as { rows: { missing: number }[] }).rows;
  return Number(row?.missing ?? 0);
}

// ---- The editor ------------------------------------------------------------------------------------------

export interface EditorCell {
  /** As the form shows it: a list one item per line; "" for none. */
  value: string;
  status: TranslationStatus;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface EditorField extends TranslatableField {
  /** Its name in the post. */
  name: string;
  english: string;
  /** The hash of the English shown: posted back, so a save records the English the translator saw. */
  englishHash: string;
  cells: Record<ContentLocale, EditorCell>;
}

export interface EditorRecord extends RecordRef {
  name: string;
  picture?: ContentRecord["picture"];
  fields: EditorField[];
}

export interface TranslationEditorData {
  entity: TranslatableEntity;
  id: number;
  name: string;
  kindLabel: string;
  parent: ContentGroup["parent"];
  /** The public page in English, and in each language. */
  englishPath: string | null;
  localPaths: Record<ContentLocale, string> | null;
  /**
   * The page's parts (the record, its itinerary, its pictures...), each saved on its own, one language at a
   * time; `versions` holds each language's token for the stale-save check over that part only.
   */
  sections: (Omit<ContentSection, "records"> & { records: EditorRecord[]; versions: Record<ContentLocale, string> })[];
  counts: LocaleCounts;
}

const asTyped = (value: Value) => (typeof value === "string" ? value : value.join("\n"));

/** The editor page's data: the English and all four languages, field by field; null for no such record. */
export async function loadTranslationEditor(
  db: DatabaseOrTransaction,
  ref: RecordRef,
): Promise<TranslationEditorData | null> {
  const group = await readContentGroup(db, ref);
  if (!group) return null;
  const records = recordsOf(group);
  const rows = await translationRows(db, records);
  const byKey = new Map(rows.map((row) => [rowKey(row.entity, row.entityId, row.field, row.locale), row]));
  const editorRecord = (r: ContentRecord): EditorRecord => ({
    entity: r.entity,
    id: r.id,
    name: r.name,
    ...(r.picture ? { picture: r.picture } : {}),
    fields: TRANSLATABLE_FIELDS[r.entity].map((definition) => {
      const english = r.english[definition.field] ?? "";
      const cells = Object.fromEntries(
        CONTENT_LOCALE_LIST.map((locale) => {
          const row = byKey.get(rowKey(r.entity, r.id, definition.field, locale));
          return [
            locale,
            {
              value: row ? asTyped(row.value) : "",
              status: fieldStatus(definition, english, row),
              updatedAt: row ? row.updatedAt.toISOString() : null,
              updatedBy: row?.updatedByName ?? null,
            },
          ];
        }),
      ) as Record<ContentLocale, EditorCell>;
      return {
        ...definition,
        name: translationFieldName(r.entity, r.id, definition.field),
        english: asTyped(english),
        englishHash: sourceHash(english),
        cells,
      };
    }),
  });
  const versionsOf = (sectionRecords: readonly ContentRecord[]) => {
    const inSection = new Set(sectionRecords.map((r) => recordKey(r.entity, r.id)));
    const sectionRows = rows.filter((row) => inSection.has(recordKey(row.entity, row.entityId)));
    return Object.fromEntries(
      CONTENT_LOCALE_LIST.map((locale) => [locale, localeVersion(sectionRows.filter((row) => row.locale === locale))]),
    ) as Record<ContentLocale, string>;
  };
  return {
    entity: group.entity,
    id: group.id,
    name: group.name,
    kindLabel: group.kindLabel,
    parent: group.parent,
    englishPath: group.englishPath,
    localPaths: group.englishPath
      ? (Object.fromEntries(
          CONTENT_LOCALE_LIST.map((locale) => [locale, localizePath(group.englishPath!, locale)]),
        ) as Record<ContentLocale, string>)
      : null,
    sections: group.sections.map((s) => ({
      ...s,
      records: s.records.map(editorRecord),
      versions: versionsOf(s.records),
    })),
    counts: countRecords(records, byKey),
  };
}

export type SaveTranslationsResult =
  | { ok: true; changed: number }
  | { ok: false; status: 400; errors: Record<string, string> }
  | { ok: false; status: 404 }
  /** Someone saved this language of the record after the page was drawn: `version` is theirs. */
  | { ok: false; status: 409; version: string; savedAt: string | null; savedBy: string | null };

class Refused extends Error {
  constructor(readonly result: Exclude<SaveTranslationsResult, { ok: true }>) {
    super("refused");
  }
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

function sameValue(a: Value, b: Value): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Saves one language of a record (with its parts) as posted: a field typed is stored with the hash of the
 * English the page showed; a field emptied is removed (the page then shows the English); a field left as it
 * was is untouched, unless it was outdated and its "still fits" box was ticked (its hash then moves to the
 * English shown). One audit entry per record changed, in the same transaction.
 */
export async function saveTranslations(
  db: Database,
  input: {
    ref: RecordRef;
    /** The part of the page saved (a section's id: "record", "itinerary", "pictures"...). */
    section: string;
    locale: ContentLocale;
    version: string;
    posted: Record<string, string | undefined>;
    actor: AuditActor;
  },
): Promise<SaveTranslationsResult> {
  const { ref, locale, posted, actor } = input;
  try {
    return await db.transaction(async (tx) => {
      // One language's saves one at a time, so two cannot both pass the version check.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-translations:${locale}`}))`);
      const group = await readContentGroup(tx, ref);
      if (!group) throw new Refused({ ok: false, status: 404 });
      const records = group.sections.find((s) => s.id === input.section)?.records;
      // No such part on this page (a form from an older page): nothing is saved.
      if (!records) throw new Refused({ ok: false, status: 400, errors: {} });
      const fields = records.flatMap((r) =>
        TRANSLATABLE_FIELDS[r.entity].map((definition) => ({
          record: r,
          definition,
          name: translationFieldName(r.entity, r.id, definition.field),
          kind: definition.kind,
          long: definition.long,
        })),
      );
      const checked = checkTranslationForm(fields, posted);
      if (!checked.ok) throw new Refused({ ok: false, status: 400, errors: checked.errors });
      // A season's or park's name is part of a quote: saving its translation makes a new rates version (0010),
      // which the rates history shows with this note and who saved it.
      if (ref.entity === "season" || ref.entity === "park") {
        await recordRatesChange(tx, {
          note: `${ENTITY_LABELS[ref.entity]} name in ${CONTENT_LOCALE_LABELS[locale]}: ${group.name}`,
          staffUserId: actor.id,
        });
      }

      const rows = await translationRows(tx, records, locale);
      const current = localeVersion(rows);
      if (current !== input.version) {
        const last = [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
        throw new Refused({
          ok: false,
          status: 409,
          version: current,
          savedAt: last?.updatedAt.toISOString() ?? null,
          savedBy: last?.updatedByName ?? null,
        });
      }
      const byKey = new Map(rows.map((row) => [rowKey(row.entity, row.entityId, row.field, row.locale), row]));

      const changes = new Map<
        string,
        { ref: RecordRef; before: Record<string, Value | null>; after: Record<string, Value | null> }
      >();
      // Both sides name every field changed (null for none), so the history says "Title: none → Safari …".
      const noteChange = (r: RecordRef, field: string, before: Value | null, after: Value | null) => {
        const key = recordKey(r.entity, r.id);
        const change = changes.get(key) ?? { ref: { entity: r.entity, id: r.id }, before: {}, after: {} };
        change.before[field] = before;
        change.after[field] = after;
        changes.set(key, change);
      };
      const where = (r: RecordRef, field: string) =>
        and(
          eq(contentTranslations.entity, r.entity),
          eq(contentTranslations.entityId, r.id),
          eq(contentTranslations.field, field),
          eq(contentTranslations.locale, locale),
        );

      for (const { record: r, definition, name } of fields) {
        const value = checked.values[name];
        if (value === undefined) continue;
        const existing = byKey.get(rowKey(r.entity, r.id, definition.field, locale));
        const english = r.english[definition.field] ?? "";
        const seen = posted[`${SEEN_PREFIX}${name}`];
        const hash = seen && SHA256_HEX.test(seen) ? seen : sourceHash(english);
        const empty = typeof value === "string" ? value === "" : value.length === 0;
        if (empty) {
          if (!existing) continue;
          await tx.delete(contentTranslations).where(where(r, definition.field));
          noteChange(r, definition.field, existing.value, null);
          continue;
        }
        if (!existing) {
          await tx.insert(contentTranslations).values({
            entity: r.entity,
            entityId: r.id,
            field: definition.field,
            locale,
            value,
            sourceHash: hash,
            updatedBy: actor.id,
          });
          noteChange(r, definition.field, null, value);
          continue;
        }
        const unchanged = sameValue(existing.value, value);
        const confirmed = posted[`${CONFIRM_PREFIX}${name}`] !== undefined && existing.sourceHash !== hash;
        if (unchanged && !confirmed) continue;
        await tx
          .update(contentTranslations)
          .set({ value, sourceHash: hash, updatedBy: actor.id, updatedAt: new Date() })
          .where(where(r, definition.field));
        // Kept as it was and checked against the new English: the history says so ("Title checked").
        if (unchanged) noteChange(r, `${definition.field}Checked`, "Outdated", "Still fits the new English");
        else noteChange(r, definition.field, existing.value, value);
      }

      for (const change of changes.values()) {
        const hadAny = rows.some((row) => row.entity === change.ref.entity && row.entityId === change.ref.id);
        const fieldsLeft = TRANSLATABLE_FIELDS[change.ref.entity].some(({ field }) => {
          const saved = checked.values[translationFieldName(change.ref.entity, change.ref.id, field)];
          if (saved === undefined) return byKey.has(rowKey(change.ref.entity, change.ref.id, field, locale));
          return typeof saved === "string" ? saved !== "" : saved.length > 0;
        });
        await recordAudit(tx, {
          actor,
          action: !hadAny ? "create" : fieldsLeft ? "update" : "delete",
          tableName: "content_translations",
          rowId: `${change.ref.entity}:${change.ref.id}:${locale}`,
          before: hadAny ? change.before : undefined,
          after: fieldsLeft ? change.after : undefined,
        });
      }
      return { ok: true as const, changed: changes.size };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
