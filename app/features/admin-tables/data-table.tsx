// The list of a table screen: search, filters, sortable columns, row actions and pages.
// It fits its box: columns have set widths and cut long values short (the whole value on hover, and on
// focus for long ones), the row's buttons stay at the right edge, and below 1280 px (phones, tablets, and the
// 1024 px laptop whose sidebar leaves the list 686 px) each row is a card, two side by side from 768 px.
// biome-ignore-all lint/a11y/noRedundantRoles: the roles keep the table a table to assistive technology on phones, where CSS shows its rows as cards
import { clsx } from "clsx";
import type { CSSProperties } from "react";
import { Form, Link } from "react-router";
import { thumbnailUrl } from "~/utils/picture";
import { listHref } from "./list-url";
import { displayValue, shorten } from "./record-fields";
import { useSearchAsYouType } from "./search-as-you-type";
import { StatusBadge } from "./status-badge";
import { type ColumnKind, type ColumnView, type ListQuery, PAGE_SIZE, type Row, type TableView } from "./table-types";

interface DataTableProps {
  view: TableView;
  rows: Row[];
  /** Where each row is read on its own page (by id), for tables whose rows have one. */
  readLinks?: Record<string, string>;
  total: number;
  page: number;
  pageCount: number;
  query: ListQuery;
  labels: Record<string, Record<string, string>>;
  params: URLSearchParams;
}

const smallButton =
  "inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900";

export function ListToolbar({ view, query, params }: { view: TableView; query: ListQuery; params: URLSearchParams }) {
  const searchable = view.columns.filter((column) => column.searchable);
  const filterable = view.columns.filter((column) => column.filterable && column.options);
  const searchAsYouType = useSearchAsYouType(query.search);
  return (
    <div className="mb-4 space-y-3">
      {searchable.length > 0 ? (
        <Form method="get" role="search" onSubmit={searchAsYouType.onSubmit} className="flex flex-wrap gap-2">
          {params.get("sort") ? <input type="hidden" name="sort" value={query.sort} /> : null}
          {params.get("dir") ? <input type="hidden" name="dir" value={query.direction} /> : null}
          {Object.entries(query.filters).map(([key, value]) => (
            <input key={key} type="hidden" name={key} value={value} />
          ))}
          <label htmlFor="table-search" className="sr-only">
            Search {view.title.toLowerCase()}
          </label>
          <input
            id="table-search"
            type="search"
            name="q"
            ref={searchAsYouType.inputRef}
            defaultValue={query.search}
            onChange={searchAsYouType.onChange}
            placeholder={`Search ${searchable.map((column) => column.label.toLowerCase()).join(", ")}`}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base sm:max-w-md sm:text-sm"
          />
          <button
            type="submit"
            className={clsx(smallButton, "min-h-11 bg-stone-900 px-4 text-white hover:bg-stone-800")}
          >
            Search
          </button>
          {query.search ? (
            <Link
              to={listHref(params, { q: null, page: null })}
              className={clsx(smallButton, "min-h-11 text-stone-700 underline")}
            >
              Clear
            </Link>
          ) : null}
        </Form>
      ) : null}
      <PhoneSort view={view} query={query} params={params} />
      {filterable.map((column) => (
        <nav
          key={column.key}
          aria-label={`Filter by ${column.label.toLowerCase()}`}
          className="flex flex-wrap items-center gap-1.5"
        >
          <span className="mr-1 text-sm text-stone-600">{column.label}:</span>
          {[{ value: "", label: "All" }, ...(column.options ?? [])].map((option) => {
            const active = (query.filters[column.key] ?? "") === option.value;
            return (
              <Link
                key={option.value || "all"}
                to={listHref(params, { [column.key]: option.value || null, page: null })}
                aria-current={active ? "true" : undefined}
                className={clsx(
                  "inline-flex min-h-9 items-center rounded-full border px-3 text-sm",
                  active
                    ? "border-stone-900 bg-stone-900 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:border-stone-500",
                )}
              >
                {option.label}
              </Link>
            );
          })}
        </nav>
      ))}
    </div>
  );
}

function SortHeader({
  label,
  columnKey,
  query,
  params,
}: {
  label: string;
  columnKey: string;
  query: ListQuery;
  params: URLSearchParams;
}) {
  const active = query.sort === columnKey;
  const nextDirection = active && query.direction === "asc" ? "desc" : "asc";
  return (
    <Link
      to={listHref(params, { sort: columnKey, dir: nextDirection, page: null })}
      className="inline-flex min-h-6 max-w-full items-center gap-1 hover:underline"
      aria-label={`${label}: sort ${nextDirection === "asc" ? "ascending" : "descending"}`}
    >
      {label}
      <span aria-hidden="true" className={clsx("text-xs", active ? "text-stone-900" : "text-stone-400")}>
        {active ? (query.direction === "asc" ? "▲" : "▼") : "↕"}
      </span>
    </Link>
  );
}

/** Below 1280 px the column headings are not shown (rows are cards): the sort is a small form instead. */
function PhoneSort({ view, query, params }: { view: TableView; query: ListQuery; params: URLSearchParams }) {
  const sortable = view.columns.filter((column) => column.listed && column.sortable);
  if (sortable.length === 0) return null;
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2 xl:hidden">
      {query.search ? <input type="hidden" name="q" value={query.search} /> : null}
      {Object.entries(query.filters).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-stone-700">
        Sort by
        <select
          name="sort"
          defaultValue={params.get("sort") ?? query.sort}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-base"
        >
          {sortable.map((column) => (
            <option key={column.key} value={column.key}>
              {column.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-stone-700">
        Order
        <select
          name="dir"
          defaultValue={query.direction}
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-2 text-base"
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </select>
      </label>
      <button type="submit" className={clsx(smallButton, "min-h-11 border border-stone-300 bg-white")}>
        Sort
      </button>
    </Form>
  );
}

/** Columns whose values have a known, short width; the others share what is left. */
const FIXED_WIDTH_REM: Partial<Record<ColumnKind, number>> = {
  image: 5,
  boolean: 4.5,
  number: 5,
  date: 7,
  enum: 7.5,
  money: 8,
  // "26 Nov 2026, 05:20" wraps after the comma rather than being cut.
  datetime: 7.5,
};
/** Values of these kinds are short and whole: they wrap in their column rather than being cut. */
const WRAPPED_KINDS: ReadonlySet<ColumnKind> = new Set(["date", "datetime", "money", "number", "boolean"]);
/** The least a shared column gets before the table scrolls sideways (the buttons stay) rather than squeeze it. */
const FLEXIBLE_MIN_REM = 5;

/** The row buttons a table can show, widest set: one-click actions, Open, Edit or View, Delete. */
function rowButtonLabels(view: TableView): string[] {
  return [
    ...view.quickActions.map((action) => action.label),
    ...(view.rowLinks ?? []).map((link) => link.label),
    ...(view.readsOnOwnPage ? ["Open"] : []),
    ...(view.canEdit ? ["Edit"] : view.readsOnOwnPage ? [] : ["View"]),
    ...(view.canDelete ? ["Delete"] : []),
  ];
}

/** Wide enough for the buttons on one line when that is modest, else for two short ones a line. */
function actionsWidthRem(view: TableView): number {
  const labels = rowButtonLabels(view);
  const widths = labels.map((label) => label.length * 0.55 + 1.7);
  const oneLine = widths.reduce((sum, width) => sum + width, 0) + 0.375 * Math.max(0, labels.length - 1) + 1.5;
  return oneLine <= 12 ? oneLine : Math.max(11.5, Math.max(...widths) + 1.5);
}

/** Longer than this, a cut-short value can also be focused to read it whole. */
const FOCUS_TO_READ = 28;

export function DataTable({
  view,
  rows,
  readLinks = {},
  total,
  page,
  pageCount,
  query,
  labels,
  params,
}: DataTableProps) {
  const listed = view.columns.filter((column) => column.listed);
  const labelKey =
    listed.find((column) => column.key === view.labelColumn)?.key ?? listed.find((c) => c.kind === "text")?.key;

  if (rows.length === 0) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white p-8 text-center text-stone-600">
        {query.search || Object.keys(query.filters).length > 0 ? "No records match." : "No records yet."}
      </div>
    );
  }

  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + rows.length - 1;
  const actionsRem = actionsWidthRem(view);
  const minWidthRem =
    listed.reduce((sum, column) => sum + (FIXED_WIDTH_REM[column.kind] ?? FLEXIBLE_MIN_REM), 0) + actionsRem;
  // The cell classes that turn a row into a card below 1280 px (the table's roles are kept by `role`).
  const cardCell = "max-xl:flex max-xl:gap-3 max-xl:px-0 max-xl:py-1";
  return (
    <div>
      <div className="rounded-xl xl:overflow-x-auto xl:border xl:border-stone-200 xl:bg-white">
        <table
          role="table"
          className="w-full text-left text-sm max-xl:block xl:min-w-(--table-min) xl:table-fixed"
          style={{ "--table-min": `${minWidthRem}rem` } as CSSProperties}
        >
          <caption className="sr-only">
            {view.title}, {first} to {last} of {total}
          </caption>
          <colgroup className="max-xl:hidden">
            {listed.map((column) => {
              const fixed = FIXED_WIDTH_REM[column.kind];
              return <col key={column.key} style={fixed ? { width: `${fixed}rem` } : undefined} />;
            })}
            <col style={{ width: `${actionsRem}rem` }} />
          </colgroup>
          <thead role="rowgroup" className="border-b border-stone-200 bg-stone-50 text-stone-700 max-xl:sr-only">
            <tr role="row">
              {listed.map((column) => (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  // A column that shares what the set widths leave (names, addresses, subjects).
                  data-shared-width={FIXED_WIDTH_REM[column.kind] ? undefined : ""}
                  className="truncate px-3 py-2.5 font-semibold whitespace-nowrap"
                >
                  {column.sortable ? (
                    <SortHeader label={column.label} columnKey={column.key} query={query} params={params} />
                  ) : (
                    column.label
                  )}
                </th>
              ))}
              <th
                role="columnheader"
                scope="col"
                className="bg-stone-50 px-3 py-2.5 text-right font-semibold xl:sticky xl:right-0"
              >
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody
            role="rowgroup"
            className="divide-y divide-stone-100 max-xl:grid max-xl:grid-cols-1 max-xl:gap-3 max-xl:divide-y-0 md:max-xl:grid-cols-2"
          >
            {rows.map((row) => {
              const name = labelKey
                ? shorten(displayValue(view.columns.find((c) => c.key === labelKey)!, row, undefined), 60)
                : `#${row.id}`;
              return (
                <tr
                  key={String(row.id)}
                  role="row"
                  className="group align-top hover:bg-stone-50 max-xl:block max-xl:min-w-0 max-xl:rounded-xl max-xl:border max-xl:border-stone-200 max-xl:bg-white max-xl:px-4 max-xl:py-3 max-xl:hover:bg-white"
                >
                  {listed.map((column) => {
                    return column.key === labelKey ? (
                      <th
                        key={column.key}
                        role="rowheader"
                        scope="row"
                        className="px-3 py-2.5 font-medium text-stone-950 max-xl:block max-xl:px-0 max-xl:pt-0 max-xl:pb-1 max-xl:text-base max-xl:font-semibold"
                      >
                        <CellContent column={column} row={row} labels={labels[column.key]} />
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        role="cell"
                        data-label={column.label}
                        className={clsx(
                          "px-3 py-2.5",
                          cardCell,
                          "max-xl:before:w-28 max-xl:before:shrink-0 max-xl:before:text-stone-600 max-xl:before:content-[attr(data-label)]",
                          (column.kind === "number" || column.kind === "money") && "tabular-nums",
                        )}
                      >
                        <CellContent column={column} row={row} labels={labels[column.key]} />
                      </td>
                    );
                  })}
                  <td
                    role="cell"
                    className="bg-white px-3 py-1.5 group-hover:bg-stone-50 max-xl:block max-xl:px-0 max-xl:pt-2 max-xl:pb-0 max-xl:group-hover:bg-white xl:sticky xl:right-0 xl:shadow-[-1px_0_0_0_var(--color-stone-200)]"
                  >
                    <RowActions
                      view={view}
                      row={row}
                      name={name}
                      params={params}
                      readHref={readLinks[String(row.id)]}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
        <p>
          Showing {first}–{last} of {total.toLocaleString("en-GB")}
        </p>
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link
              to={listHref(params, { page: String(page - 1) })}
              className={clsx(smallButton, "border border-stone-300 bg-white")}
            >
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link
              to={listHref(params, { page: String(page + 1) })}
              className={clsx(smallButton, "border border-stone-300 bg-white")}
            >
              Next
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}

/**
 * One value, cut to its column's width on one line (whole in a card). The whole value shows on hover (its
 * title) and, when it is long, on focus: the cell can be tabbed to and then wraps in place.
 */
function CutShort({ text, clamp = false }: { text: string; clamp?: boolean }) {
  const long = text.length > FOCUS_TO_READ;
  return (
    <span
      className={clsx(
        "block min-w-0 break-words xl:truncate",
        // A long message in a card: its first lines (the whole is on its page, or in the View dialog).
        clamp && "max-xl:line-clamp-4",
        long &&
          "rounded-sm focus:outline-2 focus:outline-offset-2 focus:outline-stone-900 xl:focus:overflow-visible xl:focus:whitespace-normal",
      )}
      title={text.length > 12 ? text : undefined}
      tabIndex={long ? 0 : undefined}
    >
      {text}
    </span>
  );
}

function CellContent({ column, row, labels }: { column: ColumnView; row: Row; labels?: Record<string, string> }) {
  const value = row[column.key];
  if (column.kind === "image") {
    return typeof value === "string" && value ? (
      <img
        src={thumbnailUrl(value) ?? value}
        alt=""
        className="h-10 w-14 rounded bg-stone-100 object-cover"
        loading="lazy"
      />
    ) : (
      <span className="text-stone-400">—</span>
    );
  }
  if (column.kind === "enum" && column.filterable && typeof value === "string") {
    return <StatusBadge status={value} label={column.options?.find((option) => option.value === value)?.label} />;
  }
  const text = displayValue(column, row, labels);
  if (WRAPPED_KINDS.has(column.kind)) return <>{text}</>;
  // Long texts are cut on the server too, so a page of 25 long messages stays small.
  const longText = column.kind === "longText";
  return <CutShort text={shorten(text, longText ? 300 : 500)} clamp={longText} />;
}

function RowActions({
  view,
  row,
  name,
  params,
  readHref,
}: {
  view: TableView;
  row: Row;
  name: string;
  params: URLSearchParams;
  readHref?: string;
}) {
  const id = String(row.id);
  const quick = view.quickActions.filter(
    (action) => !action.when || action.when.values.includes(String(row[action.when.column])),
  );
  const button = clsx(smallButton, "border border-stone-300 bg-white hover:bg-stone-100");
  return (
    <div className="flex flex-wrap justify-end gap-1.5 whitespace-nowrap max-xl:justify-start">
      {quick.map((action) => (
        <Form key={action.intent} method="post" preventScrollReset>
          <input type="hidden" name="intent" value="quick" />
          <input type="hidden" name="quickAction" value={action.intent} />
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            aria-label={`${action.label}: ${name}`}
            className={clsx(
              smallButton,
              action.tone === "primary" && "bg-emerald-700 text-white hover:bg-emerald-800",
              action.tone === "danger" && "border border-red-300 bg-white text-red-800 hover:bg-red-50",
              (!action.tone || action.tone === "neutral") && "border border-stone-300 bg-white hover:bg-stone-100",
            )}
          >
            {action.label}
          </button>
        </Form>
      ))}
      {readHref ? (
        <Link to={readHref} aria-label={`Open ${name}`} className={button}>
          Open
        </Link>
      ) : null}
      {view.canEdit ? (
        <Link to={listHref(params, { edit: id })} preventScrollReset aria-label={`Edit ${name}`} className={button}>
          Edit
        </Link>
      ) : readHref ? null : (
        <Link to={listHref(params, { view: id })} preventScrollReset aria-label={`View ${name}`} className={button}>
          View
        </Link>
      )}
      {(view.rowLinks ?? []).map((link) => (
        <Link
          key={link.label}
          to={link.href.replace("{id}", encodeURIComponent(id))}
          aria-label={`${link.label}: ${name}`}
          className={clsx(smallButton, "border border-stone-300 bg-white hover:bg-stone-100")}
        >
          {link.label}
        </Link>
      ))}
      {view.canDelete ? (
        <Link
          to={listHref(params, { delete: id })}
          preventScrollReset
          aria-label={`Delete ${name}`}
          className={clsx(smallButton, "text-red-800 hover:bg-red-50")}
        >
          Delete
        </Link>
      ) : null}
    </div>
  );
}
