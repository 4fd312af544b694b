// The inbox's keyboard shortcuts, for staff who work through it all day: j/k move between enquiries,
// Enter or o opens one, x ticks it, a assigns the ticked (or the focused) to me, c closes them, / searches,
// ? lists all this. Script only, and never while typing in a field. What a key did is said to screen readers.
import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useSubmit } from "react-router";
import { sameOriginPath } from "~/utils/same-origin-path";

export const SHORTCUTS: readonly (readonly [keys: string[], does: string])[] = [
  [["j"], "Next enquiry"],
  [["k"], "Previous enquiry"],
  [["Enter", "o"], "Open the enquiry"],
  [["x"], "Select or unselect the enquiry"],
  [["a"], "Assign the selected enquiries (or the one you are on) to me"],
  [["c"], "Close the selected enquiries (or the one you are on)"],
  [["/"], "Search"],
  [["?"], "Show these shortcuts"],
];

// The row a shortcut acted on: the list that comes back after the change puts the focus there again, so
// j and k go on from where they were.
let rowToRefocus: string | null = null;

/** Focuses the row a shortcut acted on, once, if the new list still shows it. */
export function refocusAfterShortcut(list: HTMLElement | null) {
  const id = rowToRefocus;
  rowToRefocus = null;
  if (!id || !list) return;
  list.querySelector<HTMLElement>(`[data-inbox-row="${CSS.escape(id)}"] [data-row-link]`)?.focus();
}

const TEXT_INPUTS = new Set(["checkbox", "radio", "button", "submit", "reset", "image", "file", "color", "range"]);

/** Keys typed into a field are the field's: text boxes, selects, text areas, anything editable. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !TEXT_INPUTS.has(target.type);
}

interface ShortcutTargets {
  list: RefObject<HTMLElement | null>;
  form: RefObject<HTMLFormElement | null>;
  searchId: string;
  /** Says something to screen readers (and shows it in the status line). */
  announce: (message: string) => void;
}

function rowsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>("[data-inbox-row]")) : [];
}

const nameOf = (row: HTMLElement) => row.querySelector<HTMLAnchorElement>("[data-row-link]")?.textContent ?? "";
const boxOf = (row: HTMLElement) => row.querySelector<HTMLInputElement>('input[type="checkbox"][name="ids"]');

/** Listens for the shortcuts on the whole page; returns whether the list of them is open, and a way to open it. */
export function useInboxShortcuts({ list, form, searchId, announce }: ShortcutTargets) {
  const [helpOpen, setHelpOpen] = useState(false);
  const navigate = useNavigate();
  const submit = useSubmit();
  const location = useLocation();

  const act = useCallback(
    (what: "assign" | "close") => {
      const rows = rowsOf(list.current);
      const ticked = rows.filter((row) => boxOf(row)?.checked);
      const focused = rows.find((row) => row.contains(document.activeElement));
      const chosen = ticked.length > 0 ? ticked : focused ? [focused] : [];
      if (!form.current || chosen.length === 0) {
        announce("Move to an enquiry with j or k, or select some with x, first.");
        return;
      }
      const data = new FormData(form.current);
      if (ticked.length > 0) {
        data.set("intent", what);
        if (what === "assign") data.set("owner", "me");
      } else {
        const id = focused?.dataset.inboxRow ?? "";
        data.set("intent", `${what === "assign" ? "take" : "close"}:${id}`);
      }
      rowToRefocus = focused?.dataset.inboxRow ?? null;
      const count = chosen.length === 1 ? "1 enquiry" : `${chosen.length} enquiries`;
      announce(what === "assign" ? `Assigning ${count} to you…` : `Closing ${count}…`);
      void submit(data, {
        method: "post",
        action: sameOriginPath(`${location.pathname}${location.search}`),
        preventScrollReset: true,
      });
    },
    [announce, form, list, location.pathname, location.search, submit],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (helpOpen || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.isComposing || isTyping(event.target)) return;
      const rows = rowsOf(list.current);
      const index = rows.findIndex((row) => row.contains(document.activeElement));
      const current = index >= 0 ? rows[index] : undefined;
      const focusRow = (next: number) => {
        const row = rows[next];
        const link = row?.querySelector<HTMLAnchorElement>("[data-row-link]");
        if (!row || !link) return;
        link.focus();
        row.scrollIntoView({ block: "nearest" });
      };

      switch (event.key) {
        case "j":
        case "k": {
          if (rows.length === 0) return announce("No enquiries on this page.");
          event.preventDefault();
          const step = event.key === "j" ? 1 : -1;
          focusRow(index < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, index + step)));
          return;
        }
        case "o":
        case "Enter": {
          // Enter on a link or button already does what it says.
          if (!current || (event.key === "Enter" && (event.target as HTMLElement).closest("a, button"))) return;
          const href = current.querySelector<HTMLAnchorElement>("[data-row-link]")?.getAttribute("href");
          if (!href) return;
          event.preventDefault();
          navigate(href);
          return;
        }
        case "x": {
          const box = current ? boxOf(current) : null;
          if (!current || !box) return announce("Move to an enquiry with j or k first.");
          event.preventDefault();
          box.click();
          const selected = rows.filter((row) => boxOf(row)?.checked).length;
          announce(`${box.checked ? "Selected" : "Unselected"} ${nameOf(current)}. ${selected} selected.`);
          return;
        }
        case "a":
        case "c":
          event.preventDefault();
          act(event.key === "a" ? "assign" : "close");
          return;
        case "/": {
          const search = document.getElementById(searchId);
          if (!(search instanceof HTMLInputElement)) return;
          event.preventDefault();
          search.focus();
          search.select();
          return;
        }
        case "?":
          event.preventDefault();
          setHelpOpen(true);
          return;
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [act, announce, helpOpen, list, navigate, searchId]);

  return { helpOpen, setHelpOpen };
}

function Key({ children }: { children: string }) {
  return (
    <kbd className="inline-flex min-w-7 items-center justify-center rounded-md border border-stone-300 bg-stone-50 px-1.5 py-0.5 font-mono text-sm font-semibold text-stone-900 shadow-[0_1px_0_var(--color-stone-300)]">
      {children}
    </kbd>
  );
}

/** The list of shortcuts in a dialog (? or the button that opens it). */
export function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-100">
        Keyboard shortcuts
        <Key>?</Key>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          // Closed with Escape and at once "/" to search: the box keeps the focus, which the dialog would
          // otherwise hand back to its button a moment later.
          onCloseAutoFocus={(event) => {
            if (document.activeElement && document.activeElement !== document.body) event.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-stone-950">Keyboard shortcuts</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-600">
                On the inbox list, whenever you are not typing in a field.
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-lg px-2 py-1 text-sm font-medium text-stone-700 underline underline-offset-4 hover:text-stone-950">
              Close
            </Dialog.Close>
          </div>
          <dl className="divide-y divide-stone-100">
            {SHORTCUTS.map(([keys, does]) => (
              <div key={does} className="flex items-center justify-between gap-4 py-2">
                <dt className="flex shrink-0 items-center gap-1 text-sm text-stone-600">
                  {keys.map((key, position) => (
                    <span key={key} className="inline-flex items-center gap-1">
                      {position > 0 ? "or" : null}
                      <Key>{key}</Key>
                    </span>
                  ))}
                </dt>
                <dd className="text-right text-sm text-stone-900">{does}</dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
