// The enquiry page's building blocks: a titled panel, the buttons, and a form's refusal (only the form that
// was refused shows it, by its intent).
import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { FormRefusal } from "~/features/forms/form-result";

export type Refusal = FormRefusal | null;

/** The refusal if it was this form's (its intent), else null. */
export function refusalFor(refusal: Refusal | undefined, ...intents: string[]): Refusal {
  return refusal && intents.includes(refusal.intent ?? "") ? refusal : null;
}

export function Panel({
  id,
  title,
  aside,
  children,
  className,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={clsx("min-w-0 rounded-xl border border-stone-200 bg-white p-4 sm:p-5", className)}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="scroll-mt-20 text-lg font-semibold text-stone-950">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

const BUTTON_BASE =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";

export const BUTTON = {
  primary: clsx(BUTTON_BASE, "bg-stone-900 text-white hover:bg-stone-800"),
  secondary: clsx(BUTTON_BASE, "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100"),
  danger: clsx(BUTTON_BASE, "border border-red-300 bg-white text-red-800 hover:bg-red-50"),
};

/** A label and its value in a definition list that stacks on a phone. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap text-stone-900">{children}</dd>
    </div>
  );
}
