// Add, edit, view and delete open in a modal dialog whose state lives in the URL (?edit=12), so a
// dialog can be linked to, survives a reload, and works without JavaScript: before the page has
// hydrated (or with script off) the same content renders as a panel above the list.
import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { type ReactNode, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";

const subscribe = () => () => {};

/** False on the server and during hydration, true once React runs the page in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

interface RecordDialogProps {
  title: string;
  description?: string;
  closeHref: string;
  children: ReactNode;
  /** "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  wide?: boolean;
}

export function RecordDialog({
  title,
  description,
  closeHref,
  children,
  role = "dialog",
  wide = false,
}: RecordDialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();

  if (!hydrated) {
    return (
      <section
        role={role === "alertdialog" ? "alert" : undefined}
        aria-labelledby="record-panel-title"
        className="mb-6 rounded-2xl border-2 border-stone-900 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <h2 id="record-panel-title" className="text-xl font-semibold">
              {title}
            </h2>
            {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
          </div>
          <Link to={closeHref} className="text-sm font-medium underline underline-offset-4">
            Close
          </Link>
        </div>
        {children}
      </section>
    );
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) navigate(closeHref, { preventScrollReset: true });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          role={role}
          onOpenAutoFocus={(event) => {
            // Start in the first field (or, in a confirmation, on its safe choice) rather than on Close.
            const content = event.currentTarget as HTMLElement | null;
            const first = content?.querySelector<HTMLElement>(
              role === "alertdialog" ? "[data-autofocus]" : "input:not([type=hidden]), select, textarea",
            );
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={clsx(
            "fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl",
            "sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6",
            wide ? "sm:max-w-3xl" : "sm:max-w-lg",
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-stone-950">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-stone-600">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className="rounded-lg px-2 py-1 text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-stone-950">
              Close
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
