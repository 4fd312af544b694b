// The inbox list with its bulk form: tick enquiries (or all on the page), then assign them, close or reopen
// them. One plain form, so it all works without script; with script the ticks are counted, 'Select all'
// ticks the boxes, and the keyboard shortcuts drive the same form.
import { clsx } from "clsx";
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { useHydrated } from "~/features/admin-tables/record-dialog";
import { FormAlert } from "~/features/forms/form-alert";
import { BULK_FORM_ID, InboxCard, ROW_GRID } from "./inbox-card";
import { type InboxFilter, inboxHref } from "./inbox-filters";
import type { InboxRow, InboxStaffMember } from "./inbox-list.server";
import { refocusAfterShortcut, ShortcutsDialog, useInboxShortcuts } from "./keyboard-shortcuts";
import type { ClockSettings } from "./office-hours";

/** A refused bulk post as the page has it back: the words, and what was ticked and chosen. */
export interface BulkRefusal {
  formError: string | null;
  values: Partial<Record<string, string>>;
}

export interface InboxListProps {
  rows: InboxRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  filter: InboxFilter;
  me: InboxStaffMember;
  members: InboxStaffMember[];
  now: string;
  settings: ClockSettings;
  refusal: BulkRefusal | null;
  busy: boolean;
  searchId: string;
}

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";

export function InboxList(props: InboxListProps) {
  const { rows, total, page, pageCount, pageSize, filter, me, members, now, settings, refusal, busy, searchId } = props;
  const hydrated = useHydrated();
  const list = useRef<HTMLOListElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const selectAll = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState("");
  const [selected, setSelected] = useState(() => (refusal?.values.ids ? refusal.values.ids.split(",").length : 0));
  const announce = useCallback((text: string) => setMessage(text), []);
  const { helpOpen, setHelpOpen } = useInboxShortcuts({ list, form, searchId, announce });
  // After a shortcut's change: back on its row in the new list, or (refused) still on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs again when a refusal comes back.
  useEffect(() => refocusAfterShortcut(list.current), [refusal]);

  const ticked = new Set(refusal?.values.ids?.split(",") ?? []);
  const allTicked = refusal?.values.scope === "page";

  const boxes = () =>
    Array.from(list.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="ids"]') ?? []);
  const recount = () => {
    const all = boxes();
    const count = all.filter((box) => box.checked).length;
    setSelected(count);
    if (selectAll.current) selectAll.current.checked = all.length > 0 && count === all.length;
  };
  const onSelectAll = (event: ChangeEvent<HTMLInputElement>) => {
    for (const box of boxes()) box.checked = event.currentTarget.checked;
    recount();
  };

  const first = (page - 1) * pageSize + 1;
  const last = first + rows.length - 1;

  return (
    <div>
      <Form
        ref={form}
        id={BULK_FORM_ID}
        method="post"
        preventScrollReset
        aria-label="Change the selected enquiries"
        // It follows the list down only while rows are chosen: pinned with nothing chosen, it hid the rows'
        // headers and the first rows for nothing.
        className={clsx(
          "mb-3 space-y-2 rounded-xl border border-stone-300 bg-white/95 px-3 py-1.5",
          hydrated && selected > 0 && "sticky top-14 z-20 shadow-sm backdrop-blur lg:top-2",
        )}
      >
        {rows.map((row) => (
          <input key={row.id} type="hidden" name="seen" value={row.seen} />
        ))}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
            <input
              ref={selectAll}
              type="checkbox"
              name="scope"
              value="page"
              defaultChecked={allTicked}
              onChange={onSelectAll}
              className="size-5 rounded border-stone-400 accent-stone-900"
            />
            Select all on this page
          </label>
          {hydrated ? (
            <p aria-live="polite" className="text-sm text-stone-700">
              {selected === 0 ? (
                <>
                  None selected<span className="hidden lg:inline">: tick rows to assign, close or reopen them</span>
                </>
              ) : (
                `${selected} selected`
              )}
            </p>
          ) : null}
          {hydrated ? (
            <div className="ml-auto hidden md:block">
              <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
            </div>
          ) : null}
        </div>
        {/* With script the actions show once a row is ticked, so the rows start higher; without it (no way to
            know what is ticked) and with a refusal to read, they always show. */}
        <div
          className={clsx(
            "flex flex-wrap items-center gap-2 pb-1.5",
            hydrated && selected === 0 && !refusal?.formError && "hidden",
          )}
        >
          <div className="flex min-w-0 flex-1 basis-48 items-center gap-2 sm:flex-none">
            <label htmlFor="bulk-owner" className="shrink-0 text-sm font-medium text-stone-700">
              Assign to…
            </label>
            <select
              id="bulk-owner"
              name="owner"
              defaultValue={refusal?.values.owner ?? "me"}
              className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base sm:w-56 sm:text-sm"
            >
              <option value="me">Me ({me.name})</option>
              <option value="none">Nobody (unassigned)</option>
              {members
                .filter((member) => member.id !== me.id)
                .map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
            </select>
          </div>
          <button
            type="submit"
            name="intent"
            value="assign"
            disabled={busy}
            className={clsx(button, "bg-stone-900 text-white hover:bg-stone-800")}
          >
            Assign
          </button>
          <button
            type="submit"
            name="intent"
            value="close"
            disabled={busy}
            className={clsx(button, "border border-stone-300 bg-white hover:bg-stone-100")}
          >
            Close
          </button>
          <button
            type="submit"
            name="intent"
            value="reopen"
            disabled={busy}
            className={clsx(button, "border border-stone-300 bg-white hover:bg-stone-100")}
          >
            Reopen
          </button>
        </div>
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      </Form>

      <p role="status" className={clsx("mb-2 text-sm text-stone-700", !message && "sr-only")}>
        {message}
      </p>

      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-8 text-center text-stone-600">
          No enquiries match.{" "}
          <Link to="/admin/inbox" className="underline underline-offset-4">
            Show all open enquiries
          </Link>
        </p>
      ) : (
        <div className="lg:overflow-hidden lg:rounded-xl lg:border lg:border-stone-200 lg:bg-white">
          <div
            aria-hidden="true"
            className={clsx(
              "hidden border-b border-stone-200 bg-stone-50 px-4 py-2 text-xs font-semibold tracking-wide text-stone-600 uppercase",
              ROW_GRID,
            )}
          >
            <span />
            <span>Traveller and subject</span>
            <span>Kind and stage</span>
            <span>Owner and source</span>
            <span>Response clock</span>
          </div>
          <ol
            ref={list}
            aria-label={`Enquiries ${first} to ${last} of ${total}`}
            onChange={recount}
            className="space-y-2 lg:space-y-0"
          >
            {rows.map((row, index) => (
              <InboxCard
                key={row.id}
                row={row}
                position={first + index}
                meId={me.id}
                now={now}
                settings={settings}
                checked={allTicked || ticked.has(String(row.id))}
              />
            ))}
          </ol>
        </div>
      )}

      <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-stone-700">
        <p>
          {total === 0
            ? "No enquiries"
            : `Showing ${first}–${last} of ${total.toLocaleString("en-GB")} ${total === 1 ? "enquiry" : "enquiries"}`}
        </p>
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link
              to={inboxHref(filter, { page: page - 1 }, true)}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3"
            >
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link
              to={inboxHref(filter, { page: page + 1 }, true)}
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3"
            >
              Next
            </Link>
          ) : null}
        </div>
      </nav>
    </div>
  );
}
