// The translations overview: totals per language, a filter (kind, language, only what needs work) that is a
// plain GET form, and the records by kind: a table from 768 px, a list of cards below.
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { PageHeading } from "~/features/staff/admin-shell";
import type { LocaleCounts, OverviewRow } from "./translation-editor.server";
import {
  CONTENT_LOCALE_LABELS,
  CONTENT_LOCALE_LIST,
  type ContentLocale,
  OVERVIEW_KIND_LABELS as KIND_LABELS,
  OVERVIEW_KINDS as KINDS,
  type OverviewKind,
} from "./translation-form";

const CONTROL =
  "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-stone-900 sm:text-sm";
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900";

function Counts({ counts, fields }: { counts: LocaleCounts[ContentLocale]; fields: number }) {
  if (fields === 0) return <span className="text-stone-600">Nothing to translate</span>;
  if (counts.missing === 0 && counts.outdated === 0) {
    return <span className="font-medium text-emerald-800">Complete</span>;
  }
  return (
    <span className="flex flex-wrap gap-1">
      {counts.missing > 0 ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950 ring-1 ring-amber-200 ring-inset">
          {counts.missing} missing
        </span>
      ) : null}
      {counts.outdated > 0 ? (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-950 ring-1 ring-sky-200 ring-inset">
          {counts.outdated} outdated
        </span>
      ) : null}
    </span>
  );
}

function RecordName({ row }: { row: OverviewRow }) {
  return (
    <>
      <Link to={row.href} className="font-semibold text-stone-950 underline-offset-4 hover:underline">
        {row.name}
        {row.kind === "gallery_image" ? <span className="sr-only"> (picture descriptions)</span> : null}
      </Link>
      <span className="block text-xs text-stone-600">
        {row.kind === "gallery_image" ? `${row.kindLabel} · ${row.includes}` : (row.includes ?? row.kindLabel)}
      </span>
    </>
  );
}

function KindTable({ kind, rows, locales }: { kind: OverviewKind; rows: OverviewRow[]; locales: ContentLocale[] }) {
  const headingId = `kind-${kind}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white">
      <h2 id={headingId} className="px-4 pt-4 pb-2 text-lg font-semibold text-stone-950">
        {KIND_LABELS[kind]} <span className="text-sm font-normal text-stone-600">({rows.length})</span>
      </h2>
      <table className="hidden w-full table-fixed text-left text-sm md:table">
        <thead className="border-y border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-700 uppercase">
          <tr>
            <th scope="col" className="w-2/5 px-4 py-2 font-semibold">
              Record
            </th>
            {locales.map((locale) => (
              <th key={locale} scope="col" className="px-3 py-2 font-semibold">
                {CONTENT_LOCALE_LABELS[locale]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.entity}-${row.id}`} data-row={`${row.kind}:${row.entity}:${row.id}`}>
              <th scope="row" className="px-4 py-3 align-top font-normal">
                <RecordName row={row} />
              </th>
              {locales.map((locale) => (
                <td key={locale} className="px-3 py-3 align-top" data-locale={locale}>
                  <Counts counts={row.counts[locale]} fields={row.fields} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-stone-100 border-t border-stone-200 md:hidden">
        {rows.map((row) => (
          <li key={`${row.kind}-${row.entity}-${row.id}`} className="space-y-2 px-4 py-3">
            <div>
              <RecordName row={row} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              {locales.map((locale) => (
                <div key={locale} className="min-w-0">
                  <dt className="text-xs font-medium text-stone-600">{CONTENT_LOCALE_LABELS[locale]}</dt>
                  <dd>
                    <Counts counts={row.counts[locale]} fields={row.fields} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TranslationOverviewPage({
  rows,
  total,
  totals,
  filters,
}: {
  rows: OverviewRow[];
  total: number;
  totals: LocaleCounts;
  filters: { kind: OverviewKind | null; locale: ContentLocale | null; todo: boolean; query: string };
}) {
  const locales = filters.locale ? [filters.locale] : [...CONTENT_LOCALE_LIST];
  const filtered = Boolean(filters.kind || filters.locale || filters.todo || filters.query);
  return (
    <>
      <PageHeading
        title="Translations"
        description="What travellers read in German, French, Italian and Spanish: a field without a translation shows the English. Missing: never translated. Outdated: the English changed since it was translated."
      />
      <section aria-labelledby="totals-heading" className="mb-6">
        <h2 id="totals-heading" className="sr-only">
          Totals by language
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {CONTENT_LOCALE_LIST.map((locale) => (
            <li
              key={locale}
              data-total={locale}
              className={clsx(
                "rounded-xl border bg-white p-4",
                filters.locale === locale ? "border-stone-900" : "border-stone-200",
              )}
            >
              <p className="font-semibold text-stone-950">{CONTENT_LOCALE_LABELS[locale]}</p>
              <p className="mt-1 text-sm text-stone-700">
                {totals[locale].missing === 0 && totals[locale].outdated === 0
                  ? "Everything translated"
                  : `${totals[locale].missing} missing · ${totals[locale].outdated} outdated`}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <Form
        method="get"
        aria-label="Filter translations"
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <div className="min-w-40 flex-1 space-y-1.5 sm:flex-none">
          <label htmlFor="filter-query" className="block text-sm font-medium text-stone-800">
            Name
          </label>
          <input
            type="search"
            id="filter-query"
            name="q"
            defaultValue={filters.query}
            maxLength={200}
            className={CONTROL}
          />
        </div>
        <div className="min-w-40 flex-1 space-y-1.5 sm:flex-none">
          <label htmlFor="filter-kind" className="block text-sm font-medium text-stone-800">
            Kind
          </label>
          <select id="filter-kind" name="kind" defaultValue={filters.kind ?? ""} className={CONTROL}>
            <option value="">Everything</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-40 flex-1 space-y-1.5 sm:flex-none">
          <label htmlFor="filter-lang" className="block text-sm font-medium text-stone-800">
            Language
          </label>
          <select id="filter-lang" name="lang" defaultValue={filters.locale ?? ""} className={CONTROL}>
            <option value="">All four</option>
            {CONTENT_LOCALE_LIST.map((locale) => (
              <option key={locale} value={locale}>
                {CONTENT_LOCALE_LABELS[locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            id="filter-todo"
            name="todo"
            value="1"
            defaultChecked={filters.todo}
            className="size-5 rounded border-stone-400 accent-stone-900"
          />
          <label htmlFor="filter-todo" className="text-sm font-medium text-stone-800">
            Only what needs work
          </label>
        </div>
        <button type="submit" className={BUTTON}>
          Show
        </button>
        {filtered ? (
          <Link
            to="/admin/translations"
            className="inline-flex min-h-11 items-center text-sm underline underline-offset-4"
          >
            Show everything
          </Link>
        ) : null}
      </Form>

      <p className="mb-3 text-sm text-stone-700" aria-live="polite">
        {filtered ? `${rows.length} of ${total} records shown.` : `${total} records.`}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
          {filters.query
            ? "No record by that name."
            : filters.todo
              ? "Nothing needs work here: every field is translated."
              : "No records of this kind yet."}
        </p>
      ) : (
        <div className="space-y-6">
          {KINDS.map((kind) => {
            const ofKind = rows.filter((row) => row.kind === kind);
            return ofKind.length > 0 ? <KindTable key={kind} kind={kind} rows={ofKind} locales={locales} /> : null;
          })}
        </div>
      )}
    </>
  );
}
