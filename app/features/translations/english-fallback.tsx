// A field shown in English on a page in another language: its element says so (`lang="en"`, so a screen reader
// reads it with English pronunciation), and for signed-in staff it is outlined with a small label, so they see
// what is still to translate. The page's loader says whether the visitor is staff (`staffMarks` in its data, from
// loadPageTranslations); the site layout passes that on (PageUntranslatedMarks); app.css draws the outline and
// label from the data attribute.
import { createContext, type ReactNode, useContext } from "react";
import { useMatches } from "react-router";

/** The label staff see on a field still in English. */
export const NOT_YET_TRANSLATED = "English: not yet translated";

/** A record as a page shows it: `untranslated` names its fields still in English (absent on English pages). */
export interface MaybeTranslated {
  untranslated?: readonly string[];
}

export type EnglishFallbackProps = { lang: "en"; "data-untranslated"?: string } | undefined;

const VISITOR: EnglishFallbackProps = { lang: "en" };
const STAFF: EnglishFallbackProps = { lang: "en", "data-untranslated": NOT_YET_TRANSLATED };

const StaffMarks = createContext(false);

/** Around the site's pages: a page whose loader says `staffMarks: true` has its English fields marked. */
export function PageUntranslatedMarks({ children }: { children: ReactNode }) {
  const staff = useMatches().some(
    (match) => (match.loaderData as { staffMarks?: unknown } | null | undefined)?.staffMarks === true,
  );
  return <StaffMarks value={staff}>{children}</StaffMarks>;
}

/** Props for a field's element: `lang="en"` (and the staff's mark) when the field fell back to English. */
export function englishFallback(
  record: MaybeTranslated | null | undefined,
  field: string,
  staff = false,
): EnglishFallbackProps {
  if (!record?.untranslated?.includes(field)) return undefined;
  return staff ? STAFF : VISITOR;
}

/**
 * `englishFallback` bound to the page's staff flag:
 * `const english = useEnglishFallback(); <h3 {...english(safari, "title")}>`.
 */
export function useEnglishFallback(): (
  record: MaybeTranslated | null | undefined,
  field: string,
) => EnglishFallbackProps {
  const staff = useContext(StaffMarks);
  return (record, field) => englishFallback(record, field, staff);
}

/** Stands in for a value inside a message while the message is formatted (a private-use character). */
const SLOT = "\u{E000}";

/**
 * A message holding a field's value ("Day 2: {title}"), with only the value in its English element when the
 * field fell back to English: `withEnglishValue((title) => t("safaris.detail.day", { day, title }), day.title, mark)`.
 */
export function withEnglishValue(
  format: (value: string) => string,
  value: string,
  mark: EnglishFallbackProps,
): ReactNode {
  if (!mark) return format(value);
  const [before = "", after = ""] = format(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span {...mark}>{value}</span>
      {after}
    </>
  );
}

/** A field's value on its own, in its English element when it fell back to English (else the plain text). */
export function englishText(value: string, mark: EnglishFallbackProps): ReactNode {
  return withEnglishValue((text) => text, value, mark);
}
