// The language a traveller writes in, as staff read it: the portal and staff e-mails are English, so the
// language is named in English ("German"), beside what the traveller sent, so staff reply in it.
import { DEFAULT_LOCALE, type Locale } from "./locales";

export const LANGUAGE_NAMES_IN_ENGLISH: Record<Locale, string> = {
  en: "English",
  de: "German",
  fr: "French",
  it: "Italian",
  es: "Spanish",
};

/** "Writes in German. Please reply in German." for a staff e-mail; null for English, the staff's own language. */
export function writesInNote(locale: Locale): string | null {
  if (locale === DEFAULT_LOCALE) return null;
  const language = LANGUAGE_NAMES_IN_ENGLISH[locale];
  return `Writes in ${language}. Please reply in ${language}.`;
}
