// The language a visitor chose themselves (a switcher link, the suggestion's link: language-suggestion.tsx
// listens for them): remembered in the browser, so the suggestion banner offers that language, or nothing,
// and never again the browser's preferred one the visitor turned away from. Nothing is sent to the server:
// the address still decides.
import { isLocale, type Locale } from "./locales";

/** localStorage: the language the visitor last chose with a link. */
export const CHOSEN_LANGUAGE_KEY = "language-chosen";

export function rememberLanguageChoice(locale: Locale): void {
  try {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, locale);
  } catch {
    // Storage switched off (a browser setting): the choice holds for the page it leads to only.
  }
}

export function chosenLanguage(): Locale | null {
  try {
    const chosen = localStorage.getItem(CHOSEN_LANGUAGE_KEY);
    return isLocale(chosen) ? chosen : null;
  } catch {
    return null;
  }
}
