// The list of a table screen: search, filters, sortable columns, row actions and pages.
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { thumbnailUrl } from "~/services/images/picture";
import { listHref } from "./list-url";
import { displayValue, shorten } from "./record-fields";
import { useSearchAsYouType } from "./search-as-you-type";
import { StatusBadge } from "./status-badge";
import { type ColumnView, type ListQuery, PAGE_SIZE, type Row, type TableView } from "./table-types";

interface DataTableProps {
  view: TableView;
  rows: Row[];
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
      className="inline-flex items-center gap-1 hover:underline"
      aria-label={`${label}: sort ${nextDirection === "asc" ? "ascending" : "descending"}`}
    >
      {label}
      <span aria-hidden="true" className={clsx("text-xs", active ? "text-stone-900" : "text-stone-400")}>
        {active ? (query.direction === "asc" ? "▲" : "▼") : "↕"}
      </span>
    </Link>
  );
}

export function DataTable({ view, rows, total, page, pageCount, query, labels, params }: DataTableProps) {
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
  return (
    <div>
      <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">
            {view.title}, {first} to {last} of {total}
          </caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-stone-700">
            <tr>
              {listed.map((column) => (
                <th key={column.key} scope="col" className="px-3 py-2.5 font-semibold whitespace-nowrap">
                  {column.sortable ? (
                    <SortHeader label={column.label} columnKey={column.key} query={query} params={params} />
                  ) : (
                    column.label
                  )}
                </th>
              ))}
              <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => {
              const name = labelKey
                ? shorten(displayValue(view.columns.find((c) => c.key === labelKey)!, row, undefined), 60)
                : `#${row.id}`;
              return (
                <tr key={String(row.id)} className="align-top hover:bg-stone-50">
                  {listed.map((column) => {
                    return column.key === labelKey ? (
                      <th key={column.key} scope="row" className="px-3 py-2.5 font-medium text-stone-950">
                        <CellContent column={column} row={row} labels={labels[column.key]} />
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        className={clsx(
                          "px-3 py-2.5",
                          (column.kind === "number" || column.kind === "money") && "tabular-nums",
                          column.kind === "longText" && "min-w-64",
                        )}
                      >
                        <CellContent column={column} row={row} labels={labels[column.key]} />
                      </td>
                    );
                  })}
                  <td className="px-3 py-1.5">
                    <RowActions view={view} row={row} name={name} params={params} />
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
  return <>{shorten(displayValue(column, row, labels), column.kind === "longText" ? 90 : 60)}</>;
}

function RowActions({ view, row, name, params }: { view: TableView; row: Row; name: string; params: URLSearchParams }) {
  const id = String(row.id);
  const quick = view.quickActions.filter(
    (action) => !action.when || action.when.values.includes(String(row[action.when.column])),
  );
  return (
    <div className="flex justify-end gap-1.5 whitespace-nowrap">
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
      {view.canEdit ? (
        <Link
          to={listHref(params, { edit: id })}
          preventScrollReset
          aria-label={`Edit ${name}`}
          className={clsx(smallButton, "border border-stone-300 bg-white hover:bg-stone-100")}
        >
          Edit
        </Link>
      ) : (
        <Link
          to={listHref(params, { view: id })}
          preventScrollReset
          aria-label={`View ${name}`}
          className={clsx(smallButton, "border border-stone-300 bg-white hover:bg-stone-100")}
        >
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
