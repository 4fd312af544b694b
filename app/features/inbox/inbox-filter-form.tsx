// The inbox's filters: a plain GET form (Apply, or Enter, without script), the search box filtering as staff
// type, the rest folded away on a phone until asked for (open while any of them is in use).
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { useSearchAsYouType } from "~/features/admin-tables/search-as-you-type";
import {
  CLOCK_LABELS,
  extraFilterCount,
  INBOX_CLOCKS,
  INBOX_SORTS,
  INBOX_STATUSES,
  type InboxFilter,
  KIND_SHORT_LABELS,
  SORT_LABELS,
  STAGE_LABELS,
  STATUS_LABELS,
} from "./inbox-filters";
import type { InboxStaffMember } from "./inbox-list.server";

const field = "min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base sm:text-sm";
const label = "block text-sm font-medium";

function Choice({
  id,
  name,
  title,
  value,
  options,
  any,
}: {
  id: string;
  name: string;
  title: string;
  value: string | undefined;
  options: [string, string][];
  any?: string;
}) {
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className={label}>
        {title}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={field}>
        {any ? <option value="">{any}</option> : null}
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function InboxFilterForm({
  filter,
  me,
  members,
  searchId,
}: {
  filter: InboxFilter;
  me: InboxStaffMember;
  members: InboxStaffMember[];
  searchId: string;
}) {
  const searchAsYouType = useSearchAsYouType(filter.q ?? "");
  const extra = extraFilterCount(filter);
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter the inbox"
      onSubmit={searchAsYouType.onSubmit}
      className="mb-3 space-y-1 rounded-xl border border-stone-200 bg-white p-3 sm:mb-4 sm:space-y-3 sm:p-4"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-40 space-y-1 sm:basis-56">
          {/* On a phone the field's own placeholder and the Apply beside it say what it is; the label stays for
              screen readers. */}
          <label htmlFor={searchId} className={clsx(label, "max-sm:sr-only")}>
            Search
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            ref={searchAsYouType.inputRef}
            defaultValue={filter.q ?? ""}
            onChange={searchAsYouType.onChange}
            placeholder="Name, email, subject, KSF-…"
            maxLength={200}
            className={field}
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800"
        >
          Apply
        </button>
        <Link
          to="/admin/inbox"
          className="inline-flex min-h-11 items-center px-1 text-sm underline underline-offset-4 sm:px-2"
        >
          Reset
        </Link>
      </div>
      <details open={extra > 0} className="group">
        <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-semibold text-stone-800">
          <span aria-hidden="true" className="transition-transform group-open:rotate-90">
            ▸
          </span>
          More filters{extra > 0 ? ` (${extra} in use)` : ""}
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          <Choice
            id="inbox-kind"
            name="kind"
            title="Kind"
            value={filter.kind}
            any="Every kind"
            options={Object.entries(KIND_SHORT_LABELS)}
          />
          <Choice
            id="inbox-stage"
            name="stage"
            title="Stage"
            value={filter.stage}
            any="Every stage"
            options={Object.entries(STAGE_LABELS)}
          />
          <Choice
            id="inbox-owner"
            name="owner"
            title="Owner"
            value={filter.owner}
            any="Anyone"
            options={[
              ["me", `Me (${me.name})`],
              ["none", "Unassigned"],
              ...members
                .filter((member) => member.id !== me.id)
                .map((member): [string, string] => [member.id, member.name]),
            ]}
          />
          <Choice
            id="inbox-clock"
            name="clock"
            title="Response clock"
            value={filter.clock}
            any="Any"
            options={INBOX_CLOCKS.map((clock) => [clock, CLOCK_LABELS[clock]])}
          />
          <Choice
            id="inbox-status"
            name="status"
            title="Open or closed"
            value={filter.status}
            options={INBOX_STATUSES.map((status) => [status, STATUS_LABELS[status]])}
          />
          <Choice
            id="inbox-sort"
            name="sort"
            title="Order"
            value={filter.sort}
            options={INBOX_SORTS.map((sort) => [sort, SORT_LABELS[sort]])}
          />
          <div className="min-w-0 space-y-1">
            <label htmlFor="inbox-from" className={label}>
              Received from
            </label>
            <input id="inbox-from" type="date" name="from" defaultValue={filter.from ?? ""} className={clsx(field)} />
          </div>
          <div className="min-w-0 space-y-1">
            <label htmlFor="inbox-to" className={label}>
              Received to
            </label>
            <input id="inbox-to" type="date" name="to" defaultValue={filter.to ?? ""} className={clsx(field)} />
          </div>
        </div>
      </details>
    </Form>
  );
}
