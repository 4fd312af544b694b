// The read side of content translations: records in a language. The translations of many records (of several
// kinds) are read in one query, then laid over the English (`translations.overlay(record, entity)`); a field
// without a translation keeps its English and is listed in the record's `untranslated`, so a page can mark it
// (english-fallback.tsx). Public loaders go through page-translations.server.ts; English reads nothing.
import { createHash } from "node:crypto";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { CONTENT_LOCALES, contentTranslations, type TranslatableEntity } from "~/db/schema/translations";
import { bookedTexts, readBookedItinerary } from "~/features/booked-itinerary/booked-itinerary";
import { NOT_SPECIFIED } from "~/features/package-editor/package-draft";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { runInLocale } from "~/i18n/server-messages.server";
import { translate } from "~/i18n/translate";
import { type FieldKind, TRANSLATABLE_FIELDS, type TranslatableField } from "./translatable-fields";

/** A language content is translated into (English is the records themselves). */
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** A text field's translation, or a list field's lines. */
export type TranslationValue = string | string[];

export function isContentLocale(locale: string): locale is ContentLocale {
  return (CONTENT_LOCALES as readonly string[]).includes(locale);
}

/**
 * SHA-256 (hex) of a field's English as a translation was made from it: the text itself, or the JSON of a list's
 * lines. A translation whose hash differs from the English's today was made from an earlier English.
 */
export function sourceHash(value: string | readonly string[]): string {
  return createHash("sha256")
    .update(typeof value === "string" ? value : JSON.stringify(value), "utf8")
    .digest("hex");
}

/** The records a page shows, by kind: the ids whose translations it reads. */
export type WantedTranslations = Partial<Record<TranslatableEntity, readonly number[]>>;

/** One language's translations of some records, read once and laid over each of them. */
export class ContentTranslations {
  readonly locale: Locale;
  readonly #values: ReadonlyMap<string, ReadonlyMap<string, TranslationValue>>;

  constructor(locale: Locale, values: ReadonlyMap<string, ReadonlyMap<string, TranslationValue>> = new Map()) {
    this.locale = locale;
    this.#values = values;
  }

  /** Nothing to lay over: the English itself. */
  get isEnglish(): boolean {
    return this.locale === DEFAULT_LOCALE;
  }

  /** The translation of one field of one record, if there is one. */
  value(entity: TranslatableEntity, id: number, field: string): TranslationValue | undefined {
    return this.#values.get(recordKey(entity, id))?.get(field);
  }

  /**
   * The record with its translated fields laid over the English. Only the translatable fields the record has are
   * looked at (a card's few columns do); a field whose English is empty stays empty, one without a usable
   * translation keeps its English and is listed in `untranslated`. In English the record comes back as it is.
   */
  overlay<T extends { id: number }>(record: T, entity: TranslatableEntity): Translated<T> {
    if (this.isEnglish) return record;
    const laid: Record<string, unknown> = {};
    const untranslated: string[] = [];
    for (const { field, kind } of TRANSLATABLE_FIELDS[entity]) {
      if (!(field in record)) continue;
      const english = (record as Record<string, unknown>)[field];
      if (isEmpty(english)) continue;
      // A day saved without its lodge or meals holds the editor's placeholder, not words anyone translates.
      if (english === NOT_SPECIFIED) {
        laid[field] = placeholderIn(english, this.locale);
        continue;
      }
      const value = usable(this.value(entity, record.id, field), kind);
      if (value === undefined) untranslated.push(field);
      else laid[field] = value;
    }
    return { ...record, ...laid, untranslated: untranslated as (keyof T & string)[] };
  }

  /** `overlay` for every record of a list. */
  overlayAll<T extends { id: number }>(records: readonly T[], entity: TranslatableEntity): Translated<T>[] {
    return records.map((record) => this.overlay(record, entity));
  }
}

/**
 * The package editor's placeholder for a day without its lodge or meals ("Not specified") in `locale`; any
 * other value as it is.
 */
export function placeholderIn(value: string, locale: Locale): string {
  if (value !== NOT_SPECIFIED || locale === DEFAULT_LOCALE) return value;
  return runInLocale(locale, () => translate(safarisMessages, "safaris.detail.notSpecified"));
}

/**
 * A record as a page shows it: its translatable fields in the page's language where translated. `untranslated`
 * names the fields still in English on a page in another language (absent on an English page).
 */
export type Translated<T> = T & { untranslated?: readonly (keyof T & string)[] };

/** The English: laid over nothing. */
export const ENGLISH_CONTENT = new ContentTranslations(DEFAULT_LOCALE);

function recordKey(entity: TranslatableEntity, id: number): string {
  return `${entity}:${id}`;
}

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/** A stored value of the field's kind with something in it; anything else counts as no translation. */
function usable(value: TranslationValue | undefined, kind: FieldKind): TranslationValue | undefined {
  if (kind === "text") return typeof value === "string" && value.trim() !== "" ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  const lines = value.filter((line) => typeof line === "string" && line.trim() !== "");
  return lines.length > 0 ? lines : undefined;
}

/**
 * The translations into `locale` of the given records of several kinds, in one query whatever their number. In
 * English (or for no records) no query is made.
 */
export async function loadContentTranslationsFor(
  db: DatabaseOrTransaction,
  locale: Locale,
  wanted: WantedTranslations,
): Promise<ContentTranslations> {
  if (!isContentLocale(locale)) return ENGLISH_CONTENT;
  const conditions = wantedConditions(wanted);
  if (conditions.length === 0) return new ContentTranslations(locale);
  const rows = await db
    .select({
      entity: contentTranslations.entity,
      entityId: contentTranslations.entityId,
      field: contentTranslations.field,
      value: contentTranslations.value,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.locale, locale), conditions.length === 1 ? conditions[0] : or(...conditions)));
  const values = new Map<string, Map<string, TranslationValue>>();
  for (const row of rows) {
    const key = recordKey(row.entity, row.entityId);
    const fields = values.get(key) ?? new Map<string, TranslationValue>();
    fields.set(row.field, row.value);
    values.set(key, fields);
  }
  return new ContentTranslations(locale, values);
}

/** One condition per kind of record wanted (its ids), none for a kind with no ids. */
function wantedConditions(wanted: WantedTranslations): SQL[] {
  const conditions: SQL[] = [];
  for (const [entity, ids] of Object.entries(wanted) as [TranslatableEntity, readonly number[] | undefined][]) {
    const unique = [...new Set(ids ?? [])];
    if (unique.length === 0) continue;
    conditions.push(and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, unique))!);
  }
  return conditions;
}

/**
 * The translations of the wanted records into each of `locales`, in one query (in the order asked), for what
 * is kept in every language at once, such as a booking's frozen itinerary. The database folds each language's
 * fields into one JSON value, so a booking reads 4 rows instead of about 120 (each row read costs far more
 * than its few bytes: a burst of bookings spent a tenth of its time there).
 */
export async function loadContentTranslationsInEach(
  db: DatabaseOrTransaction,
  locales: readonly ContentLocale[],
  wanted: WantedTranslations,
): Promise<ContentTranslations[]> {
  const conditions = wantedConditions(wanted);
  const values = new Map<Locale, Map<string, Map<string, TranslationValue>>>(
    locales.map((locale) => [locale, new Map()]),
  );
  if (conditions.length > 0 && locales.length > 0) {
    const result = await db.execute(sql`
      select locale, jsonb_object_agg(entity || ':' || entity_id, fields) as records
        from (select ${contentTranslations.locale} as locale, ${contentTranslations.entity} as entity,
                     ${contentTranslations.entityId} as entity_id,
                     jsonb_object_agg(${contentTranslations.field}, ${contentTranslations.value}) as fields
                from ${contentTranslations}
               where ${and(inArray(contentTranslations.locale, [...locales]), or(...conditions))}
               group by 1, 2, 3) as per_record
       group by locale`);
    // node-postgres hands jsonb over parsed, PGlite too; a driver that hands over text is read the same.
    for (const row of (result as unknown as { rows: { locale: string; records: unknown }[] }).rows) {
      const records = values.get(row.locale as Locale);
      if (!records) continue;
      const parsed = (typeof row.records === "string" ? JSON.parse(row.records) : row.records) as Record<
        string,
        Record<string, TranslationValue>
      >;
      for (const [key, fields] of Object.entries(parsed)) records.set(key, new Map(Object.entries(fields)));
    }
  }
  return locales.map((locale) => new ContentTranslations(locale, values.get(locale)));
}

/** The translations into `locale` of records of one kind, in one query. */
export function loadContentTranslations(
  db: DatabaseOrTransaction,
  locale: Locale,
  entity: TranslatableEntity,
  ids: readonly number[],
): Promise<ContentTranslations> {
  return loadContentTranslationsFor(db, locale, { [entity]: ids });
}

// For the staff's translation screens: every language of one record, and how each field stands.

/** One stored translation of one field. */
export interface StoredTranslation {
  locale: ContentLocale;
  field: string;
  value: TranslationValue;
  sourceHash: string;
  updatedBy: string | null;
  updatedAt: Date;
}

/** Every translation of the given records of one kind, in every language, in one query. */
export async function listStoredTranslations(
  db: DatabaseOrTransaction,
  entity: TranslatableEntity,
  ids: readonly number[],
): Promise<Map<number, StoredTranslation[]>> {
  const byRecord = new Map<number, StoredTranslation[]>();
  if (ids.length === 0) return byRecord;
  const rows = await db
    .select({
      entityId: contentTranslations.entityId,
      locale: contentTranslations.locale,
      field: contentTranslations.field,
      value: contentTranslations.value,
      sourceHash: contentTranslations.sourceHash,
      updatedBy: contentTranslations.updatedBy,
      updatedAt: contentTranslations.updatedAt,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, [...new Set(ids)])));
  for (const { entityId, ...translation } of rows) {
    const list = byRecord.get(entityId) ?? [];
    list.push(translation);
    byRecord.set(entityId, list);
  }
  return byRecord;
}

/**
 * How a field stands in one language: `empty` (no English to translate), `missing` (no translation),
 * `outdated` (made from an English that has changed since) or `current`.
 */
export type TranslationState = "empty" | "missing" | "outdated" | "current";

export function translationState(
  field: Pick<TranslatableField, "kind">,
  english: unknown,
  stored: Pick<StoredTranslation, "value" | "sourceHash"> | undefined,
): TranslationState {
  const source = englishValue(field, english);
  if (isEmpty(source)) return "empty";
  if (!stored || usable(stored.value, field.kind) === undefined) return "missing";
  return stored.sourceHash === sourceHash(source) ? "current" : "outdated";
}

/** A field's English as translations are hashed from it: a text ("" for none) or a list of lines. */
export function englishValue(field: Pick<TranslatableField, "kind">, english: unknown): TranslationValue {
  if (field.kind === "list") return Array.isArray(english) ? english.map(String) : [];
  return typeof english === "string" ? english : "";
}

type BookedSafari = { safariId: number | null; packageTitle: string };

/**
 * A booking with its safari named in the translations' language where its title is translated, else by the
 * English title the booking stored (also when the package has since been deleted).
 */
export function withSafariTitle<T extends BookedSafari>(translations: ContentTranslations, booking: T): T {
  if (booking.safariId === null) return booking;
  const { title } = translations.overlay({ id: booking.safariId, title: booking.packageTitle }, "package");
  return { ...booking, packageTitle: title };
}

/**
 * A booking's safari named as the traveller reads it: in the booking's language, as it was booked (the title frozen
 * with its itinerary, app/features/booked-itinerary), or else as translated now (withSafariTitle).
 */
export async function inTravellersLanguage<T extends BookedSafari & { locale: Locale; itinerary?: unknown }>(
  db: DatabaseOrTransaction,
  booking: T,
): Promise<T> {
  const booked = readBookedItinerary(booking.itinerary);
  if (booked) return { ...booking, packageTitle: bookedTexts(booked, booking.locale).title };
  if (booking.safariId === null || !isContentLocale(booking.locale)) return booking;
  return withSafariTitle(await loadContentTranslations(db, booking.locale, "package", [booking.safariId]), booking);
}
