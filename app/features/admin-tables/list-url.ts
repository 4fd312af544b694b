// Links within a table screen keep the list as it is (search, sort, filters, page) and change one thing.

const DIALOG_PARAMS = ["edit", "view", "delete", "new", "notice"];

/** `?...` for the current list with `changes` applied; null removes a parameter. */
export function listHref(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const name of DIALOG_PARAMS) next.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "?";
}

/** The list without any open dialog. */
export function closeDialogHref(pathname: string, current: URLSearchParams): string {
  const href = listHref(current, {});
  return href === "?" ? pathname : `${pathname}${href}`;
}
