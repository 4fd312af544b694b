// A record's status as a small coloured label, the same wherever a status shows.
import { clsx } from "clsx";

const tones: Record<string, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-200",
  pending: "bg-amber-100 text-amber-900 ring-amber-200",
  contacted: "bg-violet-100 text-violet-900 ring-violet-200",
  confirmed: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  published: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  sent: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  answered: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  open: "bg-sky-100 text-sky-900 ring-sky-200",
  held: "bg-amber-100 text-amber-900 ring-amber-200",
  cancelled: "bg-stone-200 text-stone-800 ring-stone-300",
  hidden: "bg-stone-200 text-stone-800 ring-stone-300",
  archived: "bg-stone-200 text-stone-800 ring-stone-300",
  closed: "bg-stone-200 text-stone-800 ring-stone-300",
  failed: "bg-red-100 text-red-900 ring-red-200",
  // The one lifecycle's stages (features/lifecycle) not named above.
  proposal_sent: "bg-violet-100 text-violet-900 ring-violet-200",
  deposit_paid: "bg-amber-100 text-amber-900 ring-amber-200",
  fully_paid: "bg-emerald-100 text-emerald-900 ring-emerald-200",
  travelling: "bg-teal-100 text-teal-900 ring-teal-200",
  completed: "bg-stone-100 text-stone-800 ring-stone-300",
  lost: "bg-stone-200 text-stone-800 ring-stone-300",
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        tones[status] ?? "bg-stone-100 text-stone-800 ring-stone-200",
      )}
    >
      {label ?? status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
