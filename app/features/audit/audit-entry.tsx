// One audit entry as staff read it: when, who, what was done to which record, and each field's value
// before and after, marked as removed and added (struck through and underlined, not colour alone).
import { Link } from "react-router";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { FieldChange, RemovedGroup } from "./audit-changes";

export interface AuditEntryProps {
  id: number;
  at: string;
  who: string;
  email?: string;
  verb: string;
  record?: string;
  href?: string | null;
  changes: FieldChange[];
  more: number;
  removedWith?: RemovedGroup[];
}

function Change({ change }: { change: FieldChange }) {
  // A record added or deleted whole: its values, without a "none" on the other side.
  if (change.before === null && change.after !== null) {
    return (
      <li className="min-w-0 break-words">
        <span className="font-medium text-stone-800">{change.label}: </span>
        <ins className="rounded bg-emerald-50 px-1 text-emerald-950 decoration-emerald-700">{change.after}</ins>
      </li>
    );
  }
  return (
    <li className="min-w-0 break-words">
      <span className="font-medium text-stone-800">{change.label}: </span>
      {change.before !== null ? (
        <del className="rounded bg-red-50 px-1 text-red-900 decoration-red-700">
          <span className="sr-only">before: </span>
          {change.before}
        </del>
      ) : (
        <span className="text-stone-500">none</span>
      )}
      <span aria-hidden="true"> → </span>
      <span className="sr-only">, after: </span>
      {change.after !== null ? (
        <ins className="rounded bg-emerald-50 px-1 text-emerald-950 decoration-emerald-700">{change.after}</ins>
      ) : (
        <span className="text-stone-500">none</span>
      )}
    </li>
  );
}

export function AuditEntry({ entry, showRecord = true }: { entry: AuditEntryProps; showRecord?: boolean }) {
  return (
    <li className="min-w-0 py-3" data-audit-entry={entry.id}>
      <div className="text-sm">
        <span className="font-semibold text-stone-950">
          {entry.verb}
          {showRecord && entry.record ? (
            <>
              {" "}
              {entry.href ? (
                <Link to={entry.href} className="underline underline-offset-4">
                  {entry.record}
                </Link>
              ) : (
                entry.record
              )}
            </>
          ) : null}
        </span>
      </div>
      <div className="text-xs text-stone-600">
        <span className="wrap-anywhere" title={entry.email}>
          {entry.who}
        </span>{" "}
        · <time dateTime={entry.at}>{formatBusinessDateTime(entry.at)}</time>
      </div>
      {entry.changes.length > 0 ? (
        <ul className="mt-1.5 space-y-1 text-sm">
          {entry.changes.map((change) => (
            <Change key={change.field} change={change} />
          ))}
          {entry.more > 0 ? <li className="text-stone-600">and {entry.more} more fields</li> : null}
        </ul>
      ) : null}
      {entry.removedWith && entry.removedWith.length > 0 ? (
        <div className="mt-2 text-sm">
          <p className="font-medium text-stone-800">Deleted with it:</p>
          <ul className="mt-1 space-y-2">
            {entry.removedWith.map((group) => (
              <li key={group.label} className="min-w-0">
                <details>
                  <summary className="cursor-pointer underline underline-offset-4">{group.label}</summary>
                  <ol className="mt-1 list-decimal space-y-1 pl-5">
                    {group.rows.map((row, index) => (
                      <li key={index} className="min-w-0 break-words">
                        <del className="rounded bg-red-50 px-1 text-red-900 decoration-red-700">{row}</del>
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
