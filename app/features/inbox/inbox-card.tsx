// One enquiry on the inbox list: a card on a phone, a row of columns from 1024 px. Its checkbox and its own
// buttons belong to the bulk form above the list (the form attribute), so the list works without script.
// Rows nearing or past the reply target carry a thick edge and the clock's words, not only a colour.
import { clsx } from "clsx";
import { Link } from "react-router";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import { ClockBadge } from "./clock-badge";
import { followUpState, followUpWords } from "./follow-up";
import { KIND_SHORT_LABELS, STAGE_LABELS } from "./inbox-filters";
import type { InboxRow } from "./inbox-list.server";
import type { ClockSettings } from "./office-hours";

export const BULK_FORM_ID = "inbox-bulk";

/** The list's columns from 1024 px; the header row above the list uses the same. */
export const ROW_GRID =
  "lg:grid lg:grid-cols-[1.75rem_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(13.5rem,auto)] lg:items-start lg:gap-x-4";

const smallButton =
  "inline-flex min-h-10 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900";

/** A label a phone shows above its value; from 1024 px the header row says it. */
function Caption({ children }: { children: string }) {
  return <span className="block text-xs font-medium text-stone-600 lg:sr-only">{children}</span>;
}

export interface InboxCardProps {
  row: InboxRow;
  position: number;
  meId: string;
  now: string;
  settings: ClockSettings;
  checked: boolean;
}

export function InboxCard({ row, position, meId, now, settings, checked }: InboxCardProps) {
  const state = row.clock.state;
  const urgent = state === "nearing" || state === "overdue";
  const nameId = `enquiry-${row.id}-name`;
  const owner = row.ownerId === meId ? "You" : (row.ownerName ?? (row.ownerId ? "Former staff" : "Unassigned"));
  const open = !row.closedAt;
  return (
    <li
      data-inbox-row={row.id}
      data-position={position}
      data-clock={state}
      className={clsx(
        // Every row has the thick left edge, so columns line up; nearing and overdue ones colour it.
        "relative rounded-xl border border-l-[6px] bg-white p-3 focus-within:ring-2 focus-within:ring-stone-900 lg:rounded-none lg:border-0 lg:border-b lg:border-l-[6px] lg:border-b-stone-200 lg:px-4 lg:py-3",
        !urgent && "border-stone-200 lg:border-l-transparent",
        state === "nearing" && "border-amber-300 border-l-amber-500 bg-amber-50 lg:border-l-amber-500",
        state === "overdue" && "border-red-300 border-l-red-600 bg-red-50 lg:border-l-red-600",
      )}
    >
      <div className={clsx("flex gap-3", ROW_GRID)}>
        <div className="pt-0.5">
          <input
            type="checkbox"
            form={BULK_FORM_ID}
            name="ids"
            value={row.id}
            defaultChecked={checked}
            aria-labelledby={`enquiry-${row.id}-select ${nameId}`}
            className="size-5 rounded border-stone-400 accent-stone-900"
          />
          <span id={`enquiry-${row.id}-select`} hidden>
            Select
          </span>
        </div>

        <div className="min-w-0 flex-1 space-y-2 lg:contents lg:space-y-0">
          <div className="min-w-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <Link
                id={nameId}
                to={`/admin/inbox/${row.id}`}
                data-row-link
                className="min-w-0 font-semibold break-words text-stone-950 underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
              >
                {row.name}
              </Link>
              <span className="text-xs whitespace-nowrap text-stone-600 lg:hidden">
                {formatBusinessDateTime(row.receivedAt)} EAT
              </span>
            </div>
            <p className="truncate text-sm text-stone-600">{row.email || "No e-mail address: wrote on WhatsApp"}</p>
            <p className="mt-1 line-clamp-2 text-sm break-words text-stone-900">{row.subject}</p>
            <p className="mt-1 hidden text-xs text-stone-600 lg:block">
              Received {formatBusinessDateTime(row.receivedAt)} EAT
            </p>
          </div>

          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm lg:contents">
            <div className="min-w-0">
              <dt className="sr-only">Kind and stage</dt>
              <dd className="flex flex-wrap items-center gap-1.5">
                <span className="inline-flex items-center rounded-md bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">
                  {KIND_SHORT_LABELS[row.kind]}
                  {row.reference ? <span className="ml-1 font-mono font-normal">{row.reference}</span> : null}
                </span>
                <span
                  data-testid="inbox-stage"
                  className={clsx(
                    "inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold",
                    row.stage === "lost" || row.stage === "cancelled"
                      ? "bg-stone-200 text-stone-800"
                      : "bg-sand-100 text-sand-900",
                  )}
                >
                  {STAGE_LABELS[row.stage]}
                </span>
                {row.stage === "lost" && row.lostReason ? (
                  <span className="text-xs text-stone-600">{row.lostReason}</span>
                ) : null}
                {open ? <FollowUpBadge followUpOn={row.followUpOn} now={now} /> : null}
                {row.wroteBackAt ? (
                  <span
                    data-testid="inbox-wrote-back"
                    className="inline-flex items-center rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset"
                  >
                    Wrote back {formatBusinessDateTime(row.wroteBackAt)}
                  </span>
                ) : null}
              </dd>
            </div>
            <div className="min-w-0">
              <dt>
                <Caption>Owner</Caption>
              </dt>
              <dd className={clsx("break-words", !row.ownerId && "text-stone-600 italic")}>{owner}</dd>
              <dt className="mt-1 lg:mt-0">
                <Caption>Source</Caption>
              </dt>
              <dd className="break-words text-stone-700">{row.source}</dd>
            </div>
            <div className="col-span-2 flex flex-wrap items-center justify-between gap-2 lg:col-auto lg:block lg:space-y-2">
              <dt className="sr-only">Response clock</dt>
              <dd>
                <ClockBadge enquiry={row} now={now} settings={settings} />
              </dd>
              <dd className="flex flex-wrap gap-1.5">
                {row.ownerId !== meId && open ? (
                  <button
                    type="submit"
                    form={BULK_FORM_ID}
                    name="intent"
                    value={`take:${row.id}`}
                    aria-label={`Assign to me: ${row.name}`}
                    className={smallButton}
                  >
                    Assign to me
                  </button>
                ) : null}
                <button
                  type="submit"
                  form={BULK_FORM_ID}
                  name="intent"
                  value={`${open ? "close" : "reopen"}:${row.id}`}
                  aria-label={`${open ? "Close" : "Reopen"}: ${row.name}`}
                  className={smallButton}
                >
                  {open ? "Close" : "Reopen"}
                </button>
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </li>
  );
}

/** When staff meant to come back to it: snoozed until a day, or due (at the top of the open list). */
export function FollowUpBadge({ followUpOn, now }: { followUpOn: string | null; now: string | Date }) {
  const state = followUpState(followUpOn, new Date(now));
  const words = followUpWords(state);
  if (!words) return null;
  return (
    <span
      data-follow-up={state.kind}
      className={clsx(
        "inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold",
        state.kind === "due"
          ? "bg-amber-100 text-amber-950 ring-1 ring-amber-400 ring-inset"
          : "bg-sky-50 text-sky-900",
      )}
    >
      {words}
    </span>
  );
}
