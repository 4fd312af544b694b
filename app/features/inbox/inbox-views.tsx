// The top of the inbox: the figures that say where the day stands (each a link to that view), and the
// views a member of staff has saved, each a link, deletable, with a small form to save the current one.
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { DEFAULT_INBOX_FILTER, type InboxFilter, inboxHref } from "./inbox-filters";
import type { InboxCounts } from "./inbox-list.server";

const FIGURES: { key: keyof InboxCounts; label: string; view: Partial<InboxFilter>; alert?: boolean }[] = [
  { key: "open", label: "Open", view: {} },
  { key: "mine", label: "Mine", view: { owner: "me" } },
  { key: "unassigned", label: "Unassigned", view: { owner: "none" } },
  { key: "nearing", label: "Nearing target", view: { clock: "nearing" }, alert: true },
  { key: "overdue", label: "Past target", view: { clock: "overdue" }, alert: true },
  { key: "snoozed", label: "Snoozed", view: { status: "snoozed" } },
];

/** Whether the list shows exactly this figure's view. */
function isCurrent(filter: InboxFilter, view: Partial<InboxFilter>): boolean {
  const wanted = { ...DEFAULT_INBOX_FILTER, ...view };
  return (["q", "kind", "stage", "owner", "clock", "status", "from", "to", "sort"] as const).every(
    (key) => filter[key] === wanted[key],
  );
}

export function InboxFigures({ counts, filter }: { counts: InboxCounts; filter: InboxFilter }) {
  return (
    <nav aria-label="Inbox figures" className="mb-3 sm:mb-4">
      {/* One row that scrolls sideways on a phone (two rows of three pushed the list a screen down). */}
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-6">
        {FIGURES.map((figure) => {
          const count = counts[figure.key];
          const current = isCurrent(filter, figure.view);
          const warn = figure.alert && count > 0;
          return (
            <li key={figure.key} className="min-w-[6.5rem] shrink-0 sm:min-w-0">
              <Link
                to={inboxHref(DEFAULT_INBOX_FILTER, figure.view)}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "flex min-h-12 flex-col justify-center rounded-xl border bg-white px-2.5 py-1.5 hover:border-stone-500 sm:min-h-16 sm:px-3 sm:py-2",
                  current ? "border-2 border-stone-900" : "border-stone-200",
                  warn && figure.key === "overdue" && "border-l-[6px] border-l-red-600",
                  warn && figure.key === "nearing" && "border-l-[6px] border-l-amber-500",
                )}
              >
                <span data-count={figure.key} className="text-xl font-semibold tabular-nums text-stone-950 sm:text-2xl">
                  {count}
                </span>
                <span className="text-xs leading-tight text-stone-700 sm:text-sm">{figure.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface ViewRefusal {
  intent?: string;
  formError: string | null;
  values: Partial<Record<string, string>>;
}

export function SavedViews({
  views,
  query,
  refusal,
  busy,
}: {
  views: { id: number; name: string; query: string }[];
  /** The list's current filters (canonical query) that Save keeps. */
  query: string;
  refusal: ViewRefusal | null;
  busy: boolean;
}) {
  const saving = refusal?.intent === "save-view" ? refusal : null;
  const deleting = refusal?.intent === "delete-view" ? refusal : null;
  return (
    // One slim line above the list (a card of its own pushed the first rows below the fold).
    <section aria-labelledby="saved-views-title" className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
      <h2 id="saved-views-title" className="text-sm font-semibold text-stone-900">
        Your saved views
      </h2>
      {deleting?.formError ? (
        <div className="basis-full">
          <FormAlert>{deleting.formError}</FormAlert>
        </div>
      ) : null}
      {views.length === 0 ? (
        <p className="text-sm text-stone-600">
          None yet<span className="hidden sm:inline">: filter the list, then save it to come back to it</span>.
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {views.map((view) => {
            const current = view.query === query;
            return (
              <li key={view.id} className="flex items-center rounded-full border border-stone-300 bg-stone-50">
                <Link
                  to={view.query ? `/admin/inbox?${view.query}` : "/admin/inbox"}
                  aria-current={current ? "page" : undefined}
                  className={clsx(
                    "inline-flex min-h-10 items-center rounded-l-full px-3 text-sm font-medium",
                    current && "bg-stone-900 text-white",
                  )}
                >
                  {view.name}
                </Link>
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="delete-view" />
                  <input type="hidden" name="viewId" value={view.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={`Delete the view ${view.name}`}
                    className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-r-full border-l border-stone-300 px-2 text-stone-700 hover:bg-red-50 hover:text-red-800"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <details open={Boolean(saving)} className="open:basis-full">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-stone-800 underline underline-offset-4">
          Save this view
        </summary>
        <Form method="post" preventScrollReset className="mt-2 space-y-2">
          <input type="hidden" name="intent" value="save-view" />
          <input type="hidden" name="query" value={query} />
          {saving?.formError ? <FormAlert>{saving.formError}</FormAlert> : null}
          <div className="flex flex-wrap items-end gap-2">
            <InputField
              id="view-name"
              name="name"
              label="Name of the view"
              required
              maxLength={60}
              defaultValue={saving?.values.name ?? ""}
              // The refusal (a name taken, too many views) is about the name, said in the alert above.
              aria-invalid={saving ? true : undefined}
              tone={STAFF_DIALOG_TONE}
              className="min-w-0 flex-1 basis-48 sm:max-w-xs"
            />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60"
            >
              Save view
            </button>
          </div>
        </Form>
      </details>
    </section>
  );
}
