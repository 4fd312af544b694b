// The uploaded pictures a delete takes with it: the deleted row's own, and those of every row the database
// removes with it (ON DELETE CASCADE, at any depth: a destination's attractions, and whatever a later table
// hangs below them). Read inside the delete's transaction, just before it runs, so the list is exactly
// what goes; the files themselves are removed once the transaction has committed.
import { getTableColumns, inArray, is, type SQL } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "~/db/client.server";
import * as schema from "~/db/schema";
import { uploadedImageBase } from "~/services/images/picture";

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

/** The uploaded pictures of the rows `where` selects in `table` and of every row a delete of them cascades to. */
export async function picturesRemovedWith(db: DatabaseOrTransaction, table: PgTable, where: SQL | undefined) {
  const pictures = new Set<string>();
  let level: { table: PgTable; rows: Record<string, unknown>[] }[] = [
    { table, rows: await db.select().from(table).where(where) },
  ];
  for (let depth = 0; level.length > 0 && depth < MAX_DEPTH; depth++) {
    const next: typeof level = [];
    for (const { table: parent, rows } of level) {
      for (const row of rows) for (const picture of picturesIn(row)) pictures.add(picture);
      for (const link of cascadeLinks().get(parent) ?? []) {
        const keys = rows.map((row) => row[link.parentKey]).filter((key) => key !== null && key !== undefined);
        if (keys.length === 0) continue;
        const children = await db.select().from(link.child).where(inArray(link.childColumn, keys));
        if (children.length > 0) next.push({ table: link.child, rows: children });
      }
    }
    level = next;
  }
  return [...pictures];
}
