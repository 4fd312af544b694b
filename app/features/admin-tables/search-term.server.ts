// The search box of the staff lists (?q=). PostgreSQL text cannot hold a NUL byte and no one types control
// characters: such a term is refused with a clear 400 rather than failing the query with a 500.
import { data } from "react-router";

export const SEARCH_TERM_MAX_LENGTH = 200;

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The trimmed term (at most 200 characters; "" for none), or a thrown 400 answer for unreadable text. */
export function searchTerm(raw: string | null | undefined): string {
  const term = (raw ?? "").trim().slice(0, SEARCH_TERM_MAX_LENGTH);
  if (CONTROL_CHARACTERS.test(term)) {
    throw data({ error: "Search terms cannot contain control characters." }, { status: 400 });
  }
  return term;
}
