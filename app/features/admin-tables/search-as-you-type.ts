// A staff list's search box that filters as staff type. The box stays in a plain GET form (Enter, or the
// form's button, still searches with JavaScript off); with JavaScript, a pause in typing submits that form
// through the router: the list reloads its data in place, the URL is replaced (not stacked in history), and
// the box, which is the same element throughout, keeps its focus and caret.
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef } from "react";
import { useSubmit } from "react-router";

/** Long enough for a word typed at speed to be one search, short enough to feel immediate. */
export const SEARCH_PAUSE_MS = 300;

export interface SearchAsYouType {
  inputRef: React.RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** For the form: a search asked for with Enter replaces the one waiting for the pause. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** `search` is the search the page was loaded with (the `q` in the URL). */
export function useSearchAsYouType(search: string): SearchAsYouType {
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL's search changed without typing (a Clear or Reset link, Back): show it. Never while staff are
  // typing in the box, where the list answering an earlier keystroke must not overwrite what came after.
  useEffect(() => {
    const input = inputRef.current;
    if (input && input !== document.activeElement && input.value !== search) input.value = search;
  }, [search]);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const form = event.currentTarget.form;
      clearTimeout(timer.current);
      if (!form) return;
      timer.current = setTimeout(() => {
        void submit(form, { replace: true, preventScrollReset: true });
      }, SEARCH_PAUSE_MS);
    },
    [submit],
  );

  const onSubmit = useCallback(() => clearTimeout(timer.current), []);

  return { inputRef, onChange, onSubmit };
}
