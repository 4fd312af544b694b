// The staff portal's looks for the field kit (fields.tsx): stone and red, the browser checking required
// fields too. Kept apart from the kit so that public pages, which use the site's tone, never download them.
import type { FieldTone } from "./fields";

/** The sign-in pages: full-size text in a card of its own. */
export const STAFF_TONE: FieldTone = {
  frame: "space-y-1.5",
  label: "block text-sm font-medium text-stone-800",
  hint: "text-sm text-stone-600",
  error: "text-sm font-medium text-red-700",
  control:
    "block w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-stone-900",
  valid: "border-stone-300",
  invalid: "border-red-700",
  input: "min-h-11",
  select: "min-h-11",
  textArea: "py-2",
  checkbox: "size-5 rounded border-stone-400 accent-stone-900",
  nativeRequired: true,
};

/** The table screens' dialogs: denser, with smaller text from small screens up and small hints. */
export const STAFF_DIALOG_TONE: FieldTone = {
  ...STAFF_TONE,
  hint: "text-xs text-stone-600",
  control: `${STAFF_TONE.control} sm:text-sm`,
};
