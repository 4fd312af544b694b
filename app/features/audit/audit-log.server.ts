// The audit log as staff read it: filtered by who made the change, which record and which days (East
// Africa Time), newest first, a page at a time; each entry in words with its record named and linked.
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { auditLog, staffUsers } from "~/db/schema";
import { recordLabels } from "~/features/admin-tables/table-queries.server";
import { allTables } from "~/features/admin-tables/table-registry.server";
import { CONTENT_LOCALE_LABELS, isContentLocale } from "~/features/translations/translation-form";
import { addDays, isCalendarDate, startOfBusinessDay } from "~/utils/business-calendar";
import { redactSecretsIn } from "~/utils/secret-links";
import { type AuditWords, describeAudit, type FieldWords } from "./audit-changes";

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  who: string;
  table: string;
  row: string;
  from: string;
  to: string;
  page: number;
}

export type AuditFilterErrors = Partial<Record<"who" | "table" | "row" | "from" | "to", string>>;

/** Reads the GET form; what it cannot use is said beside its field and left out of the query. */
export function readAuditFilters(params: URLSearchParams): { filters: AuditFilters; errors: AuditFilterErrors } {
  const text = (name: string, max: number) => (params.get(name) ?? "").trim().slice(0, max);
  const filters: AuditFilters = {
    who: text("who", 320),
    table: text("table", 80),
    row: text("row", 80),
    from: text("from", 10),
    to: text("to", 10),
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1)),
  };
  const errors: AuditFilterErrors = {};
  // Control characters never name a person, a table or a record.
  for (const name of ["who", "table", "row"] as const) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    if (/[\u0000-\u001f\u007f]/.test(filters[name])) errors[name] = "Please use plain text.";
  }
  if (filters.table && !/^[a-z_]{1,80}$/.test(filters.table))
    errors.table = "Please choose a record type from the list.";
  if (filters.from && !isCalendarDate(filters.from)) errors.from = "Please give a date as YYYY-MM-DD.";
  if (filters.to && !isCalendarDate(filters.to)) errors.to = "Please give a date as YYYY-MM-DD.";
  if (!errors.from && !errors.to && filters.from && filters.to && filters.from > filters.to) {
    errors.to = "The last day is before the first. Please swap them.";
  }
  return { filters, errors };
}

function conditions(filters: AuditFilters, errors: AuditFilterErrors): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.who && !errors.who) parts.push(sql`lower(${auditLog.actorEmail}) = lower(${filters.who})`);
  if (filters.table && !errors.table) parts.push(eq(auditLog.tableName, filters.table));
  if (filters.row && !errors.row) parts.push(eq(auditLog.rowId, filters.row));
  if (filters.from && !errors.from) parts.push(gte(auditLog.createdAt, startOfBusinessDay(filters.from)));
  if (filters.to && !errors.to) parts.push(lt(auditLog.createdAt, startOfBusinessDay(addDays(filters.to, 1))));
  return and(...parts);
}

interface TableWords {
  /** "booking", "review": what one of its records is called. */
  noun: string;
  labelField: string | null;
  fields: Record<string, FieldWords>;
  /** The screen a record of it opens on, if staff have one (a note opens on what it is a note on). */
  href: ((id: string, snapshot: Record<string, unknown>) => string | null) | null;
  /** The record in words from its id alone, where the id says more than a number. */
  name?: (id: string) => string | null;
}

// A content translation's audit id is "{kind}:{id}:{language}" (one entry per record and language saved).
const TRANSLATION_ID = /^([a-z_]+):(\d+):([a-z]{2})$/;

/** What the registry's screens call each database table's fields and values (the first screen's words win). */
function wordsByTable(): Map<string, TableWords> {
  const byTable = new Map<string, TableWords>();
  for (const definition of allTables()) {
    const known = byTable.get(definition.tableName);
    const fields: Record<string, FieldWords> = { ...(known?.fields ?? {}) };
    for (const column of definition.columns) {
      fields[column.key] ??= {
        label: column.label,
        kind: column.kind,
        options: column.options
          ? Object.fromEntries(column.options.map((option) => [option.value, option.label]))
          : undefined,
      };
    }
    byTable.set(definition.tableName, {
      noun: known?.noun ?? definition.rowNoun,
      labelField: known?.labelField ?? definition.labelColumn,
      fields,
      href: known?.href ?? ((id) => `/admin/${definition.name}?view=${encodeURIComponent(id)}`),
    });
  }
  // Records with a page of their own open there.
  const own: Record<string, [noun: string, labelField: string | null, href: (id: string) => string]> = {
    bookings: ["booking", "reference", (id) => `/admin/bookings/${id}`],
    reviews: ["review", "userName", (id) => `/admin/reviews/${id}`],
    enquiries: ["enquiry", "name", (id) => `/admin/inbox/${id}`],
    // People by their name, never by their account's id (the name is looked up when the entry lacks it).
    staff_users: ["member of staff", "name", () => "/admin/staff"],
  };
  for (const [table, [noun, labelField, href]] of Object.entries(own)) {
    const known = byTable.get(table);
    byTable.set(table, { noun, labelField, fields: known?.fields ?? {}, href });
  }
  // Translations: "French translation of itinerary day #12", opening that record's translation editor.
  byTable.set("content_translations", {
    noun: "translation",
    labelField: null,
    fields: {},
    href: (id) => {
      const parts = TRANSLATION_ID.exec(id);
      return parts ? `/admin/translations/${parts[1]}/${parts[2]}` : null;
    },
    name: (id) => {
      const [, kind, number, locale] = TRANSLATION_ID.exec(id) ?? [];
      return kind && isContentLocale(locale)
        ? `${CONTENT_LOCALE_LABELS[locale]} translation of ${kind.replace(/_/g, " ")} #${number}`
        : null;
    },
  });
  // Notes threads: kept as written, so their one entry is the note itself.
  const noteFields: Record<string, FieldWords> = {
    body: { label: "Note" },
    authorName: { label: "Written by", hidden: true },
    reviewId: { label: "Review", hidden: true },
    enquiryId: { label: "Enquiry", hidden: true },
  };
  const on = (path: string, key: string) => (_id: string, snapshot: Record<string, unknown>) =>
    typeof snapshot[key] === "number" ? `${path}/${snapshot[key]}` : null;
  byTable.set("review_notes", {
    noun: "note",
    labelField: null,
    fields: noteFields,
    href: on("/admin/reviews", "reviewId"),
  });
  byTable.set("enquiry_notes", {
    noun: "note",
    labelField: null,
    fields: noteFields,
    href: on("/admin/inbox", "enquiryId"),
  });
  return byTable;
}

/**
 * Fields that point at another record, by their key in any table (safariId, hotelId, destinationId): the
 * registry's foreign keys, with the screen's label and the table they point at. An entry about a record the
 * registry does not list (a gallery picture) names them too.
 */
let cachedReferences: Map<string, { label: string; references: string }> | null = null;
function referenceFields(): Map<string, { label: string; references: string }> {
  if (cachedReferences) return cachedReferences;
  cachedReferences = new Map();
  for (const definition of allTables()) {
    for (const column of definition.columns) {
      if (column.kind === "foreignKey" && column.references && !cachedReferences.has(column.key)) {
        cachedReferences.set(column.key, { label: column.label, references: column.references });
      }
    }
  }
  return cachedReferences;
}

/** Names of the records the entries' fields point at: field key → id → name ("Safari id: 1" reads "Safari: Great Migration"). */
export type ReferenceNames = ReadonlyMap<string, Record<string, string>>;

async function referenceNames(
  db: DatabaseOrTransaction,
  rows: readonly { before: unknown; after: unknown }[],
): Promise<ReferenceNames> {
  const fields = referenceFields();
  const wanted = new Map<string, Set<number>>();
  for (const row of rows) {
    for (const snapshot of [row.before, row.after]) {
      if (!snapshot || typeof snapshot !== "object" || Array.isArray(snapshot)) continue;
      for (const [key, value] of Object.entries(snapshot)) {
        if (typeof value !== "number" || !fields.has(key)) continue;
        const ids = wanted.get(key) ?? new Set<number>();
        ids.add(value);
        wanted.set(key, ids);
      }
    }
  }
  const found = await Promise.all(
    [...wanted].map(async ([key, ids]) => {
      const field = fields.get(key);
      return [key, field ? await recordLabels(db, field.references, [...ids]) : {}] as const;
    }),
  );
  return new Map(found);
}

/** The table's field words, with the names of the records its reference fields point at. */
function withReferenceNames(fields: Record<string, FieldWords>, names: ReferenceNames): Record<string, FieldWords> {
  if (names.size === 0) return fields;
  const merged = { ...fields };
  for (const [key, byId] of names) {
    const known = merged[key];
    const label = known?.label ?? referenceFields().get(key)?.label ?? key;
    merged[key] = { ...known, label, options: { ...known?.options, ...byId } };
  }
  return merged;
}

let cachedWords: Map<string, TableWords> | null = null;
function tableWords(tableName: string): TableWords {
  cachedWords ??= wordsByTable();
  return (
    cachedWords.get(tableName) ?? {
      noun: tableName.replace(/_/g, " "),
      labelField: null,
      fields: {},
      href: null,
    }
  );
}

export interface AuditEntryView extends AuditWords {
  id: number;
  at: string;
  who: string;
  email: string;
  /** "booking KSF-1042", "hotel #12". */
  record: string;
  /** Where the record is read today; null when it was deleted or has no screen. */
  href: string | null;
  tableName: string;
  rowId: string;
}

function snapshotText(snapshot: unknown, field: string | null): string | null {
  if (!field || !snapshot || typeof snapshot !== "object") return null;
  const value = (snapshot as Record<string, unknown>)[field];
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 80) : null;
}

/** One audit row for the page: who, what record, and what changed in words. */
export function auditEntryView(
  row: {
    id: number;
    createdAt: Date;
    actorEmail: string;
    actorName: string | null;
    action: string;
    tableName: string;
    rowId: string;
    before: unknown;
    after: unknown;
  },
  /** Staff accounts' names by id, for entries about an account that do not hold its name (a password reset). */
  staffNames: ReadonlyMap<string, string> = new Map(),
  /** Names of the records its fields point at (referenceNames). */
  references: ReferenceNames = new Map(),
): AuditEntryView {
  const words = tableWords(row.tableName);
  // Entries written before secret links were hidden at the source are hidden as they are read.
  row = { ...row, before: redactSecretsIn(row.before), after: redactSecretsIn(row.after) };
  const name =
    snapshotText(row.after, words.labelField) ??
    snapshotText(row.before, words.labelField) ??
    (row.tableName === "staff_users" ? (staffNames.get(row.rowId) ?? null) : null);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    who: row.actorName ?? row.actorEmail,
    email: row.actorEmail,
    record: name ? `${words.noun} ${name}` : (words.name?.(row.rowId) ?? `${words.noun} #${row.rowId}`),
    href:
      row.action === "delete" || !words.href
        ? null
        : words.href(row.rowId, (row.after ?? {}) as Record<string, unknown>),
    tableName: row.tableName,
    rowId: row.rowId,
    ...describeAudit(row, withReferenceNames(words.fields, references)),
  };
}

const entryColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  actorEmail: auditLog.actorEmail,
  actorName: staffUsers.name,
  action: auditLog.action,
  tableName: auditLog.tableName,
  rowId: auditLog.rowId,
  before: auditLog.before,
  after: auditLog.after,
};

export async function readAuditLog(db: DatabaseOrTransaction, filters: AuditFilters, errors: AuditFilterErrors) {
  const where = conditions(filters, errors);
  const [rows, [total], people, tables] = await Promise.all([
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
    // The choices of the filter form: everyone who has changed something, every kind of record changed.
    db.selectDistinct({ email: auditLog.actorEmail }).from(auditLog).orderBy(auditLog.actorEmail).limit(500),
    db.selectDistinct({ tableName: auditLog.tableName }).from(auditLog).orderBy(auditLog.tableName).limit(200),
  ]);
  const totalCount = Number(total?.value ?? 0);
  const accountIds = [...new Set(rows.filter((row) => row.tableName === "staff_users").map((row) => row.rowId))];
  const accounts = accountIds.length
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(inArray(staffUsers.id, accountIds))
    : [];
  const staffNames = new Map(accounts.map((account) => [account.id, account.name]));
  const references = await referenceNames(db, rows);
  return {
    entries: rows.map((row) => auditEntryView(row, staffNames, references)),
    total: totalCount,
    pageCount: Math.max(1, Math.ceil(totalCount / AUDIT_PAGE_SIZE)),
    people: people.map((person) => person.email),
    tables: tables.map(({ tableName }) => ({ value: tableName, label: tableLabel(tableName) })),
  };
}

/** "Bookings", "Enquiry notes": a record type as the filter lists it. */
export function tableLabel(tableName: string): string {
  const spaced = tableName.replace(/_/g, " ");
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A record's history in words, newest first (its own page shows it). */
export async function recordHistory(
  db: DatabaseOrTransaction,
  records: { tableName: string; rowIds: (string | number)[] }[],
  limit = 100,
) {
  const wanted = records.filter((record) => record.rowIds.length > 0);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(
      sql.join(
        wanted.map(
          (record) =>
            sql`(${auditLog.tableName} = ${record.tableName} and ${auditLog.rowId} in (${sql.join(
              record.rowIds.map((id) => sql`${String(id)}`),
              sql`, `,
            )}))`,
        ),
        sql` or `,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit);
  const references = await referenceNames(db, rows);
  return rows.map((row) => auditEntryView(row, new Map(), references));
}
