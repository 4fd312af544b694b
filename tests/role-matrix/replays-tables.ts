// Replays of the table screens, generated for every table of the registry: add, edit and delete where the
// screen offers them, and each one-click action, posted to the real /admin/{table} action.
import { sql } from "drizzle-orm";
import { getRow, parseRowId } from "~/features/admin-tables/table-queries.server";
import { findTable } from "~/features/admin-tables/table-registry.server";
import type { TableActionDefinition } from "~/features/staff/staff-action-catalogue.server";
import * as table from "~/routes/admin/table";
import { type Fixtures, type Replay, rowsOf } from "./replay";

/** A row of the table to edit or delete: the newest, and never one of the signed-in staff accounts. */
async function someRowId(fixtures: Fixtures, tableName: string, idColumn: string): Promise<string> {
  const result = await fixtures.db.execute(
    sql.raw(`select "${idColumn}"::text as id from "${tableName}" order by "${idColumn}" desc limit 20`),
  );
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  return ids.find((id) => !fixtures.protectedStaffIds.includes(id)) ?? "999999";
}

export async function tableReplay(action: TableActionDefinition, fixtures: Fixtures): Promise<Replay> {
  const definition = findTable(action.table);
  if (!definition) throw new Error(`no table ${action.table}`);
  const base = { handler: table.action, path: `/admin/${definition.name}`, params: { table: definition.name } };
  const tables = [definition.tableName];
  if (action.operation === "create") return { ...base, form: { intent: "create" }, tables };
  const id = await someRowId(fixtures, definition.tableName, definition.idColumn.name);
  if (action.operation === "update") {
    // The row saved as it is: the real edit, with every field the dialog shows.
    const row = await getRow(fixtures.db, definition, parseRowId(definition, id) ?? id);
    const values: Record<string, string> = {};
    for (const column of definition.columns.filter((candidate) => candidate.editable)) {
      const value = row?.[column.key];
      if (value === null || value === undefined || value === false) continue;
      values[column.key] =
        value === true
          ? "on"
          : Array.isArray(value)
            ? column.kind === "json"
              ? JSON.stringify(value)
              : value.join("\n")
            : typeof value === "object"
              ? JSON.stringify(value)
              : String(value);
    }
    return { ...base, form: { ...values, intent: "update", id }, tables };
  }
  if (action.operation === "delete") return { ...base, form: { intent: "delete", id }, tables };
  return { ...base, form: { intent: "quick", quickAction: action.operation, id }, tables };
}
