// The address alone decides a page's language; the browser's preferred languages (navigator.languages, what it
// sends as Accept-Language) only suggest another, after the page has loaded, so the HTML stays the same for
// every visitor and any cache can keep it. Nothing is fetched on a page where there is nothing to suggest: the
// banner's code and its five short texts come only when it shows. Never a redirect. docs/decisions/014-languages.md.
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { chosenLanguage, rememberLanguageChoice } from "~/i18n/language-choice";
import { isLocale, type Locale } from "~/i18n/locales";
import { localeOfPath } from "~/i18n/paths";

/** localStorage: the language whose suggestion the visitor closed; it is not offered again. */
export const DISMISSED_SUGGESTION_KEY = "language-suggestion-dismissed";

const LanguageSuggestionBanner = lazy(() => import("./language-suggestion-banner"));

/**
 * The language to suggest on a page in `page`: the first of the browser's languages the site speaks ("de-CH" is
 * German), unless that is the page's own; null when the browser names none of them.
 */
export function suggestedLocale(preferred: readonly string[], page: Locale): Locale | null {
  for (const tag of preferred) {
    const language = tag.split("-")[0]?.toLowerCase();
    if (isLocale(language)) return language === page ? null : language;
  }
  return null;
}

function notDismissed(locale: Locale | null): Locale | null {
  try {
    return localStorage.getItem(DISMISSED_SUGGESTION_KEY) === locale ? null : locale;
  } catch {
    // Storage switched off (a browser setting): the banner can only be closed page by page.
    return locale;
  }
}

/**
 * What to offer on a page in `page`: the language the visitor chose with a link, once they have chosen one (on
 * a page in another language only), otherwise the browser's.
 */
export function offeredLocale(chosen: Locale | null, preferred: readonly string[], page: Locale): Locale | null {
  if (chosen) return chosen === page ? null : chosen;
  return suggestedLocale(preferred, page);
}

export function LanguageSuggestion() {
  const page = localeOfPath(useLocation().pathname);
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(() => setSuggested(notDismissed(offeredLocale(chosenLanguage(), navigator.languages, page))), [page]);
  // A link into another language (the switcher's, in the bar, the menu or the footer, and the suggestion's
  // own: the only links marked with hreflang) is the visitor's choice. Listened for on the document, so a
  // tap on the footer's links counts before the footer's own code has loaded.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[hreflang]");
      const locale = link?.getAttribute("hreflang");
      if (isLocale(locale)) rememberLanguageChoice(locale);
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);
  return suggested ? (
    <Suspense>
      <LanguageSuggestionBanner locale={suggested} />
    </Suspense>
  ) : null;
}
