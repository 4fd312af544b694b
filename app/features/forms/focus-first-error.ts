// After a refused attempt, the keyboard and the eyes go to the first thing to fix: focus moves to the first field
// with an error, and its label, control and message are scrolled into view (not left below a phone's screen or
// under the sticky header, which the page's scroll padding keeps clear). Without a field to fix, the form's
// refusal in words is brought into view. One helper for every form, browser and server errors alike.
import { type RefObject, useEffect, useRef } from "react";

/**
 * Focuses the first field with an error inside `root` and scrolls it into view. The fields are those marked
 * aria-invalid, or, while the errors are not yet drawn, the form's controls named in `errors`. True if one was.
 */
export function focusFirstError(root: Element | null, errors?: Partial<Record<string, string>>): boolean {
  if (!root) return false;
  const control = errors
    ? Array.from((root as HTMLFormElement).elements ?? []).find((element) => errors[(element as HTMLInputElement).name])
    : root.querySelector('[aria-invalid="true"]');
  if (!(control instanceof HTMLElement)) {
    root.querySelector('[role="alert"]')?.scrollIntoView({ block: "nearest" });
    return false;
  }
  control.focus({ preventScroll: true });
  // The smallest of its group (radio buttons), its frame (label, hint, message) and itself that fits the view.
  const view = window.innerHeight * 0.8;
  const shown =
    [control.closest("fieldset"), control.parentElement].find(
      (element) => element && element.getBoundingClientRect().height < view,
    ) ?? control;
  shown.scrollIntoView({ block: "center" });
  return true;
}

/**
 * The ref for a form: whenever a new `answer` (the server's reply to a post: an action's or fetcher's data) is
 * drawn, focusFirstError runs on that form.
 */
export function useFocusFirstError<T extends Element = HTMLFormElement>(answer: unknown): RefObject<T | null> {
  const form = useRef<T>(null);
  useEffect(() => {
    if (answer) focusFirstError(form.current);
  }, [answer]);
  return form;
}
