// The whole catalogue of staff actions: the hand-named ones (STAFF_ACTIONS) and, for every table screen, its
// add, edit, delete and one-click actions, generated from the table registry so a new table or a table made
// read-only changes the matrix by itself.
import { allTables, type TableDefinition } from "~/features/admin-tables/table-registry.server";
import { STAFF_ACTIONS, type StaffActionDefinition } from "./staff-actions";

export interface TableActionDefinition extends StaffActionDefinition {
  table: string;
  /** create, update, delete, or a one-click action's intent. */
  operation: string;
}

const OPERATIONS = [
  ["create", "canCreate", "Add", "Add a row to"],
  ["update", "canEdit", "Edit", "Change a row of"],
  ["delete", "canDelete", "Delete", "Delete a row of"],
] as const;

export function tableActionsOf(definition: TableDefinition): TableActionDefinition[] {
  const where = (button: string) => `${definition.title} (/admin/${definition.name}): ${button}`;
  return [
    ...OPERATIONS.filter(([, allowed]) => definition[allowed]).map(([operation, , button, what]) => ({
      id: `table.${definition.name}.${operation}`,
      where: where(button),
      what: `${what} ${definition.title}`,
      permission: definition.permission,
      table: definition.name,
      operation,
    })),
    ...definition.quickActions.map((quick) => ({
      id: `table.${definition.name}.${quick.intent}`,
      where: where(quick.label),
      what: quick.done.replace(/\.$/, ""),
      permission: definition.permission,
      table: definition.name,
      operation: quick.intent,
    })),
  ];
}

export function tableActions(): TableActionDefinition[] {
  return allTables().flatMap(tableActionsOf);
}

/** Every staff action that changes something, in the order docs/roles.md lists them. */
export function allStaffActions(): StaffActionDefinition[] {
  return [...STAFF_ACTIONS, ...tableActions()];
}
