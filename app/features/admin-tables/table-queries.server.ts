// Reading and writing any registered table. Every write runs in a transaction with its audit entry.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { data } from "react-router";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { contentTranslations } from "~/db/schema";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import { dependantsOf, picturesOf, rowsRemovedWith } from "./pictures-removed-with.server";
import { inUseMessage } from "./record-nouns";
import { searchTerm } from "./search-term.server";
import { columnOf, findTable, type TableDefinition } from "./table-registry.server";
import {
  CONTROL_PARAMS,
  type ColumnOption,
  type FieldErrors,
  type ListQuery,
  PAGE_SIZE,
  type Row,
  type RowValue,
} from "./table-types";

/** Reads ?q, ?sort, ?dir, ?page and column filters; an unknown column or value, or an unreadable search, is refused (400). */
export function parseListQuery(definition: TableDefinition, params: URLSearchParams): ListQuery {
  const filters: Record<string, string> = {};
  for (const [name, value] of params) {
    if (CONTROL_PARAMS.has(name) || name.startsWith("_")) continue;
    const column = columnOf(definition, name);
    if (!column?.filterable) throw data({ error: `Unknown column: ${name.slice(0, 60)}` }, { status: 400 });
    if (value === "") continue;
    if (!column.options?.some((option) => option.value === value)) {
      throw data({ error: `Unknown value for ${column.label}` }, { status: 400 });
    }
    filters[name] = value;
  }

  const sortParam = params.get("sort");
  let sort = definition.defaultSort.key;
  if (sortParam) {
    const column = columnOf(definition, sortParam);
    if (!column?.sortable) throw data({ error: `Unknown column: ${sortParam.slice(0, 60)}` }, { status: 400 });
    sort = column.key;
  }
  const dirParam = params.get("dir");
  const direction =
    dirParam === "asc" || dirParam === "desc" ? dirParam : sortParam ? "asc" : definition.defaultSort.direction;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  const search = searchTerm(params.get("q"));
  return { search, sort, direction, page, filters };
}

function tableColumn(definition: TableDefinition, key: string): PgColumn {
  if (key === "id") return definition.idColumn;
  const column = columnOf(definition, key);
  if (!column) throw new Error(`Column ${key} is not registered for ${definition.name}`);
  return column.column;
}

function scopeCondition(definition: TableDefinition): SQL | undefined {
  return definition.scope ? eq(definition.scope.column, definition.scope.value) : undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function listConditions(definition: TableDefinition, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeCondition(definition)];
  for (const [key, value] of Object.entries(query.filters)) conditions.push(eq(tableColumn(definition, key), value));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches: SQL[] = definition.columns
      .filter((column) => column.searchable)
      .map((column) => ilike(column.column, pattern));
    if (definition.idKind === "integer" && /^\d{1,9}$/.test(query.search)) {
      matches.push(eq(definition.idColumn, Number(query.search)));
    }
    conditions.push(matches.length > 0 ? or(...matches) : sql`false`);
  }
  return and(...conditions);
}

/** The columns a screen may see, and never any other (visitor tokens, submission tokens stay here). */
function selection(definition: TableDefinition): Record<string, PgColumn> {
  const selected: Record<string, PgColumn> = { id: definition.idColumn };
  for (const column of definition.columns) selected[column.key] = column.column;
  return selected;
}

function serialise(row: Record<string, unknown>): Row {
  const out: Record<string, RowValue> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : (value as RowValue);
  }
  return out as Row;
}

export interface RowPage {
  rows: Row[];
  total: number;
  page: number;
  pageCount: number;
}

export async function listRows(
  db: DatabaseOrTransaction,
  definition: TableDefinition,
  query: ListQuery,
): Promise<RowPage> {
  const where = listConditions(definition, query);
  const [totals] = await db.select({ total: count() }).from(definition.table).where(where);
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const sortColumn = tableColumn(definition, query.sort);
  const order = query.direction === "asc" ? asc(sortColumn) : desc(sortColumn);
  const rows = await db
    .select(selection(definition))
    .from(definition.table)
    .where(where)
    .orderBy(order, desc(definition.idColumn))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows: rows.map(serialise), total, page, pageCount };
}

export async function countRows(db: DatabaseOrTransaction, definition: TableDefinition): Promise<number> {
  const [result] = await db.select({ total: count() }).from(definition.table).where(scopeCondition(definition));
  return Number(result?.total ?? 0);
}

/** The id from a form or URL in the type the table uses; null when it cannot be one. */
export function parseRowId(definition: TableDefinition, raw: unknown): string | number | null {
  if (typeof raw !== "string") return null;
  if (definition.idKind === "integer") return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  return /^[\w-]{1,100}$/.test(raw) ? raw : null;
}

function rowCondition(definition: TableDefinition, id: string | number): SQL | undefined {
  return and(eq(definition.idColumn, id), scopeCondition(definition));
}

export async function getRow(
  db: DatabaseOrTransaction,
  definition: TableDefinition,
  id: string | number,
): Promise<Row | null> {
  const [row] = await db.select(selection(definition)).from(definition.table).where(rowCondition(definition, id));
  return row ? serialise(row) : null;
}

/** Choices for each foreign-key picker of a table: id and the label of every row it may point to. */
export async function foreignKeyOptions(
  db: DatabaseOrTransaction,
  definition: TableDefinition,
): Promise<Record<string, ColumnOption[]>> {
  const result: Record<string, ColumnOption[]> = {};
  for (const column of definition.columns) {
    if (column.kind !== "foreignKey" || !column.references) continue;
    const target = findTable(column.references);
    if (!target) continue;
    const label = tableColumn(target, target.labelColumn);
    const rows = await db
      .select({ id: target.idColumn, label })
      .from(target.table)
      .where(scopeCondition(target))
      .orderBy(asc(label))
      .limit(1000);
    result[column.key] = rows.map((row) => ({
      value: String(row.id),
      label: `${String(row.label ?? "")} (#${row.id})`,
    }));
  }
  return result;
}

/** Labels for the foreign keys shown in a page of rows, so the list says "Maasai Mara" rather than "3". */
export async function foreignKeyLabels(
  db: DatabaseOrTransaction,
  definition: TableDefinition,
  rows: Row[],
): Promise<Record<string, Record<string, string>>> {
  const result: Record<string, Record<string, string>> = {};
  for (const column of definition.columns) {
    if (column.kind !== "foreignKey" || !column.references) continue;
    const ids = [...new Set(rows.map((row) => row[column.key]).filter((id): id is number => typeof id === "number"))];
    if (ids.length === 0) continue;
    result[column.key] = await recordLabels(db, column.references, ids);
  }
  return result;
}

/** The labels (a safari's title, a lodge's name) of records of the registry's table `name`, by id. */
export async function recordLabels(
  db: DatabaseOrTransaction,
  name: string,
  ids: readonly number[],
): Promise<Record<string, string>> {
  const target = findTable(name);
  if (!target || ids.length === 0) return {};
  const label = tableColumn(target, target.labelColumn);
  const found = await db
    .select({ id: target.idColumn, label })
    .from(target.table)
    .where(inArray(target.idColumn, [...ids]));
  return Object.fromEntries(found.map((row) => [String(row.id), String(row.label ?? "")]));
}

// ---- Writes --------------------------------------------------------------------------------------------

/** A write the database refused, explained per field where it can be. */
export class RecordWriteError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
    /** 400 for values to correct; 409 when the record's state forbids it (others still use it). */
    readonly status: 400 | 409 = 400,
  ) {
    super(message);
    this.name = "RecordWriteError";
  }
}

interface PostgresError {
  code?: string;
  constraint?: string;
  detail?: string;
}

function postgresErrorOf(error: unknown): PostgresError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const candidate = current as PostgresError & { cause?: unknown };
    if (typeof candidate.code === "string" && /^\d{2}[0-9A-Z]{3}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** Turns constraint violations into messages staff can act on; anything else is rethrown. */
function explainWriteError(definition: TableDefinition, error: unknown, operation: "save" | "delete"): never {
  const pg = postgresErrorOf(error);
  if (!pg) throw error;
  const constraint = pg.constraint ?? "";
  const columnFor = () =>
    definition.columns.find(
      (column) => constraint.includes(`_${column.column.name}_`) || constraint.endsWith(`_${column.column.name}`),
    );
  if (pg.code === "23505") {
    const column = columnFor();
    const message = column
      ? `${column.label} is already used by another ${definition.rowNoun}.`
      : `Another ${definition.rowNoun} already has these values.`;
    throw new RecordWriteError(message, column ? { [column.key]: message } : {});
  }
  if (pg.code === "23503") {
    if (operation === "delete") {
      throw new RecordWriteError(
        `This ${definition.rowNoun} is still used by other records, so it cannot be deleted.`,
        {},
        409,
      );
    }
    const column = columnFor();
    const message = column
      ? `The selected ${column.label.toLowerCase()} does not exist.`
      : "A linked record does not exist.";
    throw new RecordWriteError(message, column ? { [column.key]: message } : {});
  }
  if (pg.code === "23514" || pg.code === "23502") {
    throw new RecordWriteError(
      `These values break a rule of this table (${constraint || pg.code}). Please check them.`,
    );
  }
  if (pg.code === "22P02" || pg.code === "22003" || pg.code === "22007" || pg.code === "22008") {
    throw new RecordWriteError("One of the values is not valid for its column. Please check them.");
  }
  throw error;
}

function rawRow(row: Record<string, unknown>): Row {
  return serialise(row);
}

/** The full row for the audit trail, minus columns screens never see (tokens). */
async function auditedRow(db: DatabaseOrTransaction, definition: TableDefinition, id: string | number) {
  return getRow(db, definition, id);
}

export async function createRecord(
  db: Database,
  definition: TableDefinition,
  values: Record<string, unknown>,
  actor: AuditActor,
): Promise<Row> {
  try {
    return await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(definition.table as PgTable)
        .values(values as never)
        .returning({ id: definition.idColumn });
      if (!inserted) throw new Error(`Insert into ${definition.tableName} returned nothing`);
      const after = await auditedRow(tx, definition, inserted.id as string | number);
      await recordAudit(tx, {
        actor,
        action: "create",
        tableName: definition.tableName,
        rowId: inserted.id as string,
        after,
      });
      return after ?? rawRow(inserted);
    });
  } catch (error) {
    explainWriteError(definition, error, "save");
  }
}

export async function updateRecord(
  db: Database,
  definition: TableDefinition,
  id: string | number,
  values: Record<string, unknown>,
  actor: AuditActor,
): Promise<Row | null> {
  try {
    return await db.transaction(async (tx) => {
      const before = await auditedRow(tx, definition, id);
      if (!before) return null;
      if (Object.keys(values).length > 0) {
        await tx
          .update(definition.table as PgTable)
          .set(values as never)
          .where(rowCondition(definition, id));
      }
      const after = await auditedRow(tx, definition, id);
      await recordAudit(tx, { actor, action: "update", tableName: definition.tableName, rowId: id, before, after });
      return after;
    });
  } catch (error) {
    explainWriteError(definition, error, "save");
  }
}

export interface DeletedRecord {
  before: Row;
  /** Uploaded pictures of the row and of every row the database deleted with it, whose files may now go. */
  pictures: string[];
}

export async function deleteRecord(
  db: Database,
  definition: TableDefinition,
  id: string | number,
  actor: AuditActor,
): Promise<DeletedRecord | null> {
  try {
    return await db.transaction(async (tx) => {
      // Locked first: a row that starts to point at it now waits for this delete, then fails on its key.
      const [locked] = await tx
        .select({ id: definition.idColumn })
        .from(definition.table as PgTable)
        .where(rowCondition(definition, id))
        .for("update");
      if (!locked) return null;
      const before = await auditedRow(tx, definition, id);
      if (!before) return null;
      const removed = await rowsRemovedWith(tx, definition.table, rowCondition(definition, id));
      const dependants = [...(await dependantsOf(tx, removed)), ...((await definition.dependants?.(tx, before)) ?? [])];
      if (dependants.length > 0) throw new RecordWriteError(inUseMessage(definition.rowNoun, dependants), {}, 409);
      // Its translations are keyed by entity and id (a trigger deletes them with the row): read them first.
      const translations = definition.translationEntity
        ? await tx
            .select()
            .from(contentTranslations)
            .where(
              and(
                eq(contentTranslations.entity, definition.translationEntity),
                eq(contentTranslations.entityId, Number(id)),
              ),
            )
        : [];
      await tx.delete(definition.table as PgTable).where(rowCondition(definition, id));
      // The row and every row deleted with it, in full, so nothing disappears without a trace.
      const removedWith = [
        ...removed.slice(1).map((group) => ({ table: group.tableName, rows: group.rows })),
        ...(translations.length > 0 ? [{ table: "content_translations", rows: translations }] : []),
      ];
      await recordAudit(tx, {
        actor,
        action: "delete",
        tableName: definition.tableName,
        rowId: id,
        before: removedWith.length > 0 ? { ...before, removedWith } : before,
      });
      return { before, pictures: picturesOf(removed) };
    });
  } catch (error) {
    explainWriteError(definition, error, "delete");
  }
}
