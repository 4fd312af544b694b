// The languages the public site speaks. English keeps the site's original addresses; each other language
// lives under its own prefix (/de, /fr, /it, /es). See docs/decisions/014-languages.md.

export const LOCALES = ["en", "de", "fr", "it", "es"] as const;
export type Locale = (typeof LOCALES)[number];

export const TRANSLATED_LOCALES = ["de", "fr", "it", "es"] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Each language's name in itself, for the language switcher and the suggestion banner. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  es: "Español",
};

/** The BCP 47 tag `Intl` formats with: dates, numbers and money as a reader of that language expects. */
export const INTL_LOCALE: Record<Locale, string> = {
  en: "en",
  de: "de-DE",
  fr: "fr-FR",
  it: "it-IT",
  es: "es-ES",
};
