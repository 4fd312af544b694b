// The uploaded pictures a delete takes with it: the deleted row's own, and those of every row the database
// removes with it (ON DELETE CASCADE, at any depth: a destination's attractions, and whatever a later table
// hangs below them). Read inside the delete's transaction, just before it runs, so the list is exactly
// what goes; the files themselves are removed once the transaction has committed.
import { getTableColumns, inArray, is, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "~/db/client.server";
import * as schema from "~/db/schema";
import { uploadedImageBase } from "~/utils/picture";

interface CascadeLink {
  child: PgTable;
  /** The child's column pointing at the parent, and the parent column it holds. */
  childColumn: PgColumn;
  parentKey: string;
}

/** Deeper than any chain of tables the product has; a table pointing at itself cannot loop for ever. */
const MAX_DEPTH = 16;

let linksByParent: Map<PgTable, CascadeLink[]> | undefined;

/** Every ON DELETE CASCADE foreign key of the schema, by the table whose deletes it follows. */
function cascadeLinks(): Map<PgTable, CascadeLink[]> {
  if (linksByParent) return linksByParent;
  const links = new Map<PgTable, CascadeLink[]>();
  const exported: unknown[] = Object.values(schema);
  const tables = exported.filter((value): value is PgTable => is(value, PgTable));
  for (const child of tables) {
    for (const foreignKey of getTableConfig(child).foreignKeys) {
      if (foreignKey.onDelete !== "cascade") continue;
      const { columns, foreignColumns, foreignTable } = foreignKey.reference();
      // Every foreign key of the product is one column; a pair of columns would need a tuple match here.
      if (columns.length !== 1 || foreignColumns.length !== 1) {
        throw new Error(`${getTableConfig(child).name}: only single-column cascades are followed`);
      }
      const parentKey = propertyKeyOf(foreignTable, foreignColumns[0]!);
      links.set(foreignTable, [...(links.get(foreignTable) ?? []), { child, childColumn: columns[0]!, parentKey }]);
    }
  }
  linksByParent = links;
  return links;
}

/** The name a row read through Drizzle gives `column` (the schema's property, not the SQL name). */
function propertyKeyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate.name === column.name);
  if (!entry) throw new Error(`${column.name} is not a column of ${getTableConfig(table).name}`);
  return entry[0];
}

/** Values of uploaded pictures in a row: its picture columns hold `/uploads/img-...`, nothing else does. */
function picturesIn(row: Record<string, unknown>): string[] {
  return Object.values(row).filter((value): value is string => typeof value === "string" && !!uploadedImageBase(value));
}

/** Rows of one table a delete removes: the deleted row itself, or rows the database deletes with it. */
export interface RemovedRows {
  table: PgTable;
  tableName: string;
  rows: Record<string, unknown>[];
}

/**
 * The rows `where` selects in `table` (first) and every row a delete of them cascades to, level by level.
 * Read inside the delete's transaction, so the audit entry can keep them whole.
 */
export async function rowsRemovedWith(
  db: DatabaseOrTransaction,
  table: PgTable,
  where: SQL | undefined,
): Promise<RemovedRows[]> {
  const removed: RemovedRows[] = [];
  let level: { table: PgTable; rows: Record<string, unknown>[] }[] = [
    { table, rows: await db.select().from(table).where(where) },
  ];
  for (let depth = 0; level.length > 0 && depth < MAX_DEPTH; depth++) {
    const next: typeof level = [];
    for (const { table: parent, rows } of level) {
      if (rows.length > 0) removed.push({ table: parent, tableName: getTableConfig(parent).name, rows });
      for (const link of cascadeLinks().get(parent) ?? []) {
        const keys = rows.map((row) => row[link.parentKey]).filter((key) => key !== null && key !== undefined);
        if (keys.length === 0) continue;
        const children = await db.select().from(link.child).where(inArray(link.childColumn, keys));
        if (children.length > 0) next.push({ table: link.child, rows: children });
      }
    }
    level = next;
  }
  return removed;
}

/** Uploaded pictures in the rows a delete removes. */
export function picturesOf(removed: readonly RemovedRows[]): string[] {
  const pictures = new Set<string>();
  for (const group of removed)
    for (const row of group.rows) for (const picture of picturesIn(row)) pictures.add(picture);
  return [...pictures];
}

/** The uploaded pictures of the rows `where` selects in `table` and of every row a delete of them cascades to. */
export async function picturesRemovedWith(db: DatabaseOrTransaction, table: PgTable, where: SQL | undefined) {
  return picturesOf(await rowsRemovedWith(db, table, where));
}

/** Rows of another table that point at rows a delete removes without going with them (set null, restrict). */
export interface Dependants {
  tableName: string;
  count: number;
}

let dependentLinks: Map<PgTable, CascadeLink[]> | undefined;

/** Every foreign key that does not cascade, by the table it points at. */
function nonCascadingLinks(): Map<PgTable, CascadeLink[]> {
  if (dependentLinks) return dependentLinks;
  const links = new Map<PgTable, CascadeLink[]>();
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  for (const child of tables) {
    for (const foreignKey of getTableConfig(child).foreignKeys) {
      if (foreignKey.onDelete === "cascade") continue;
      const { columns, foreignColumns, foreignTable } = foreignKey.reference();
      if (columns.length !== 1 || foreignColumns.length !== 1) continue;
      const parentKey = propertyKeyOf(foreignTable, foreignColumns[0]!);
      links.set(foreignTable, [...(links.get(foreignTable) ?? []), { child, childColumn: columns[0]!, parentKey }]);
    }
  }
  dependentLinks = links;
  return links;
}

/**
 * What still points at the rows a delete would remove, by table: a lodge's itinerary days and reviews, a
 * destination's lodges and parks. Counted in the delete's transaction after the row was locked.
 */
export async function dependantsOf(db: DatabaseOrTransaction, removed: readonly RemovedRows[]): Promise<Dependants[]> {
  const counts = new Map<string, number>();
  const removedSets = new Map(removed.map((group) => [group.table, group]));
  for (const group of removed) {
    for (const link of nonCascadingLinks().get(group.table) ?? []) {
      const keys = group.rows.map((row) => row[link.parentKey]).filter((key) => key !== null && key !== undefined);
      if (keys.length === 0) continue;
      const pointing = await db.select().from(link.child).where(inArray(link.childColumn, keys));
      // A row deleted in the same delete does not hold it back.
      const alsoRemoved = removedSets.get(link.child)?.rows ?? [];
      const left = pointing.filter((row) => !alsoRemoved.some((gone) => same(gone, row)));
      if (left.length === 0) continue;
      const name = getTableConfig(link.child).name;
      counts.set(name, (counts.get(name) ?? 0) + left.length);
    }
  }
  return [...counts].map(([tableName, count]) => ({ tableName, count }));
}

function same(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return a.id !== undefined && a.id === b.id;
}
