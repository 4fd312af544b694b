// /admin/audit_log: every change staff made, newest first, in words ('Status: New → Contacted', the value
// before struck through and the one after underlined), filtered by person, record and days with a plain GET
// form (works without script), 50 a page. Only roles with the audit permission (staff-policy.ts) may read it.
import { clsx } from "clsx";
import { data, Form, Link, useLoaderData, useSearchParams } from "react-router";
import { AuditEntry } from "~/features/audit/audit-entry";
import { AUDIT_PAGE_SIZE, readAuditFilters, readAuditLog } from "~/features/audit/audit-log.server";
import { InputField, SelectField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = () => staffMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "audit");
  const { filters, errors } = readAuditFilters(new URL(request.url).searchParams);
  const log = await readAuditLog(context.db, filters, errors);
  const refused = Object.keys(errors).length > 0;
  // A filter it cannot use is refused in words beside its field; the rest of the filters still apply.
  return data({ filters, errors, pageSize: AUDIT_PAGE_SIZE, ...log }, { status: refused ? 400 : 200 });
}

const pageLink =
  "inline-flex min-h-10 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100";

export default function AuditLogPage() {
  const { filters, errors, pageSize, entries, total, pageCount, people, tables } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const firstError = (["who", "table", "row", "from", "to"] as const).find((name) => errors[name]);
  const filtered = Boolean(filters.who || filters.table || filters.row || filters.from || filters.to);
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete("page");
    else next.set("page", String(page));
    const text = next.toString();
    return text ? `?${text}` : "?";
  };
  const first = (filters.page - 1) * pageSize + 1;

  return (
    <>
      <PageHeading
        title="Audit log"
        description="Every change made in this portal: who, when, and what it was before and after. Times are East Africa Time."
      />
      <section aria-labelledby="audit-filters" className="mb-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="audit-filters" className="mb-3 text-lg font-semibold">
          Filter
        </h2>
        {firstError ? (
          <div className="mb-3">
            <FormAlert>Please check the highlighted filter: the others still apply.</FormAlert>
          </div>
        ) : null}
        <Form method="get" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
          <SelectField
            id="audit-who"
            name="who"
            label="Person"
            tone={STAFF_TONE}
            defaultValue={filters.who}
            error={errors.who}
            autoFocus={firstError === "who"}
          >
            <option value="">Everyone</option>
            {[...new Set([...people, ...(filters.who ? [filters.who] : [])])].map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="audit-table"
            name="table"
            label="Record type"
            tone={STAFF_TONE}
            defaultValue={filters.table}
            error={errors.table}
            autoFocus={firstError === "table"}
          >
            <option value="">All records</option>
            {tables.map((table) => (
              <option key={table.value} value={table.value}>
                {table.label}
              </option>
            ))}
          </SelectField>
          <InputField
            id="audit-row"
            name="row"
            label="Record number"
            hint="The id, with a record type."
            tone={STAFF_TONE}
            defaultValue={filters.row}
            error={errors.row}
            inputMode="numeric"
            autoFocus={firstError === "row"}
          />
          <InputField
            id="audit-from"
            name="from"
            type="date"
            label="From"
            tone={STAFF_TONE}
            defaultValue={filters.from}
            error={errors.from}
            autoFocus={firstError === "from"}
          />
          <InputField
            id="audit-to"
            name="to"
            type="date"
            label="To"
            tone={STAFF_TONE}
            defaultValue={filters.to}
            error={errors.to}
            autoFocus={firstError === "to"}
          />
          <div className="flex items-end gap-2">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800"
            >
              Show
            </button>
            {filtered ? (
              <Link to="/admin/audit_log" className="inline-flex min-h-11 items-center px-2 text-sm underline">
                Clear
              </Link>
            ) : null}
          </div>
        </Form>
      </section>

      <section aria-labelledby="audit-entries" className="rounded-xl border border-stone-200 bg-white px-4 sm:px-5">
        <h2 id="audit-entries" className="sr-only">
          Changes
        </h2>
        {entries.length === 0 ? (
          <p className="py-8 text-center text-stone-600">
            {filtered ? "No changes match these filters." : "No changes yet."}
          </p>
        ) : (
          <ol
            className="divide-y divide-stone-100"
            aria-label={`Changes ${first} to ${first + entries.length - 1} of ${total}`}
          >
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </section>
      <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
        <p>
          {total === 0
            ? "0 changes"
            : `Showing ${first}–${first + entries.length - 1} of ${total.toLocaleString("en-GB")}`}
        </p>
        <div className="flex items-center gap-2">
          {filters.page > 1 ? (
            <Link to={pageHref(filters.page - 1)} className={pageLink}>
              Newer
            </Link>
          ) : null}
          <span className={clsx(pageCount <= 1 && "sr-only")}>
            Page {filters.page} of {pageCount}
          </span>
          {filters.page < pageCount ? (
            <Link to={pageHref(filters.page + 1)} className={pageLink}>
              Older
            </Link>
          ) : null}
        </div>
      </nav>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
