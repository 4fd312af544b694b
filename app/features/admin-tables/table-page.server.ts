// What a table screen shows: a page of rows as the URL asks for it, plus the record an open dialog is about.
import { data } from "react-router";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { assertStaffCan, type StaffMember } from "~/features/staff/staff-session.server";
import { redactSecretsIn } from "~/utils/secret-links";
import {
  foreignKeyLabels,
  foreignKeyOptions,
  getRow,
  listRows,
  parseListQuery,
  parseRowId,
} from "./table-queries.server";
import { findTable, tableView } from "./table-registry.server";
import type { ColumnOption, Row } from "./table-types";

export type DialogKind = "new" | "edit" | "view" | "delete";

export async function loadTablePage(
  db: DatabaseOrTransaction,
  tableName: string | undefined,
  url: URL,
  staff: StaffMember,
) {
  const definition = findTable(tableName);
  if (!definition) throw data({ error: "Table Not Found" }, { status: 404 });
  assertStaffCan(staff, definition.permission);

  const query = parseListQuery(definition, url.searchParams);
  const page = await listRows(db, definition, query);

  let dialog: DialogKind | null = null;
  let record: Row | null = null;
  for (const kind of ["edit", "view", "delete"] as const) {
    const raw = url.searchParams.get(kind);
    if (raw === null) continue;
    const id = parseRowId(definition, raw);
    record = id === null ? null : await getRow(db, definition, id);
    dialog = kind;
    break;
  }
  if (!dialog && url.searchParams.has("new") && definition.canCreate) dialog = "new";
  if ((dialog === "edit" && !definition.canEdit) || (dialog === "delete" && !definition.canDelete)) dialog = "view";

  const rowsForLabels = record ? [...page.rows, record] : page.rows;
  const [labels, options, readLinks]: [
    Record<string, Record<string, string>>,
    Record<string, ColumnOption[]>,
    Record<string, string>,
  ] = await Promise.all([
    foreignKeyLabels(db, definition, rowsForLabels),
    dialog === "new" || dialog === "edit" ? foreignKeyOptions(db, definition) : Promise.resolve({}),
    definition.readLinks
      ? definition.readLinks(
          db,
          page.rows.map((row) => row.id),
        )
      : Promise.resolve({}),
  ]);

  // What staff read never holds a secret link (an e-mail's trip, invitation or reset link): only its
  // recipient may open it (app/utils/secret-links.ts).
  return {
    view: tableView(definition),
    createKind: definition.createKind ?? null,
    query,
    ...page,
    rows: page.rows.map(redactSecretsIn),
    labels,
    options,
    readLinks,
    dialog,
    record: record ? redactSecretsIn(record) : null,
  };
}
