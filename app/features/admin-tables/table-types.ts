// What a staff screen knows about a table: plain data sent from the loader to the browser, so forms and
// lists can be drawn for any table from the registry (table-registry.server.ts) alone.

export type ColumnKind =
  | "text"
  | "longText"
  | "email"
  | "url"
  | "slug"
  | "number"
  | "money"
  | "date"
  | "datetime"
  | "boolean"
  | "enum"
  | "image"
  | "foreignKey"
  | "lines"
  | "json";

export interface ColumnOption {
  value: string;
  label: string;
}

export interface ColumnView {
  /** The field name in forms and URLs (the schema's property name, e.g. `durationDays`). */
  key: string;
  label: string;
  kind: ColumnKind;
  /** Shown in the list. */
  listed: boolean;
  /** In the add and edit forms. */
  editable: boolean;
  /** Must be given when adding (and may not be emptied when editing). */
  required: boolean;
  /** Accepts "no value" (stored as null). */
  nullable: boolean;
  sortable: boolean;
  searchable: boolean;
  /** The list can be narrowed to one of its values. */
  filterable: boolean;
  options?: ColumnOption[];
  min?: number;
  max?: number;
  maxLength?: number;
  /** Money: the column holding the currency code, or a fixed code. */
  currencyKey?: string;
  currency?: string;
  /** What the add form starts with: the column's default in the schema, when it is a plain value. */
  defaultValue?: string | number | boolean;
  /** Foreign key: the registry name of the table it points to. */
  references?: string;
  help?: string;
}

export interface QuickActionView {
  intent: string;
  label: string;
  /** Values of `column` for which the action is offered. */
  when?: { column: string; values: string[] };
  tone?: "primary" | "danger" | "neutral";
}

/** A page of its own for each row (its gallery, say), linked from the row's buttons. */
export interface RowLinkView {
  label: string;
  /** The address, with "{id}" standing for the row's id. */
  href: string;
}

export interface TableView {
  /** The name in /admin/{name}. */
  name: string;
  title: string;
  description: string;
  /** The database table behind it (audit entries name this). */
  tableName: string;
  columns: ColumnView[];
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  quickActions: QuickActionView[];
  /** What a row is called in messages: "package", "review". */
  rowNoun: string;
  /** The column whose value names a row in headings and pickers. */
  labelColumn: string;
  /** Links each row shows beside its buttons. */
  rowLinks?: RowLinkView[];
  /** Rows open on a page of their own (the list links each row there instead of a View dialog). */
  readsOnOwnPage: boolean;
}

export type SortDirection = "asc" | "desc";

export interface ListQuery {
  search: string;
  sort: string;
  direction: SortDirection;
  page: number;
  filters: Record<string, string>;
}

export type RowValue = string | number | boolean | null | string[] | Record<string, unknown> | unknown[];
export type Row = Record<string, RowValue> & { id: string | number };

export type FieldErrors = Record<string, string>;

export const PAGE_SIZE = 25;

/** Form fields that are not columns: what the form asks for, and which row. */
export const CONTROL_FIELDS = new Set(["intent", "id"]);

/** Checkbox next to an image field asking to remove the current picture. */
export const REMOVE_IMAGE_SUFFIX = "__remove";

/** Query parameters the list and its dialogs understand; every other name must be a filterable column. */
export const CONTROL_PARAMS = new Set(["q", "sort", "dir", "page", "edit", "view", "delete", "new", "notice"]);
