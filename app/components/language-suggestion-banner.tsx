// The suggestion itself: the offer written in the language it suggests (whoever it is for may not read the
// page's), with a plain link to the same page in that language; the button that closes it for good is one of the
// page's own controls, named in the page's language like the others (its cross needs no words). Fetched only
// when it shows (language-suggestion.tsx), with its own five sets of texts rather than a catalogue per language.

import { useState } from "react";
import { useLocation } from "react-router";
import type { Locale } from "~/i18n/locales";
import { localeOfPath, switchLocale } from "~/i18n/paths";
import { DISMISSED_SUGGESTION_KEY } from "./language-suggestion";
import { inLanguage } from "./language-switcher";
import { CloseIcon } from "./ui/icons";

const TEXTS: Record<Locale, [message: string, link: string, close: string]> = {
  en: ["This page is also in English.", "Read it in English", "Close"],
  de: ["Diese Seite gibt es auch auf Deutsch.", "Auf Deutsch lesen", "Schließen"],
  fr: ["Cette page existe aussi en français.", "Lire en français", "Fermer"],
  it: ["Questa pagina è disponibile anche in italiano.", "Leggetela in italiano", "Chiudi"],
  es: ["Esta página también está disponible en español.", "Léala en español", "Cerrar"],
};

export default function LanguageSuggestionBanner({ locale }: { locale: Locale }) {
  const { pathname, search } = useLocation();
  const [closed, setClosed] = useState(false);
  const [message, link] = TEXTS[locale];
  const page = localeOfPath(pathname);
  const close = TEXTS[page][2];
  if (closed) return null;
  return (
    <aside
      lang={locale}
      aria-labelledby="language-suggestion"
      className="fixed inset-x-3 bottom-3 z-40 flex items-center gap-3 rounded-2xl bg-charcoal-900 py-3 pr-2 pl-5 text-sand-50 shadow-2xl ring-1 ring-white/10 motion-safe:animate-[page-enter_300ms_ease-out] sm:right-auto sm:bottom-6 sm:left-6 sm:max-w-md"
    >
      <p className="flex flex-1 flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span id="language-suggestion">{message}</span>
        <a
          href={switchLocale(pathname + search, locale)}
          {...inLanguage(locale)}
          className="inline-flex min-h-11 items-center rounded-full bg-ochre-400 px-4 font-semibold text-charcoal-950 hover:bg-ochre-300"
        >
          {link}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          try {
            localStorage.setItem(DISMISSED_SUGGESTION_KEY, locale);
          } catch {
            // Not remembered where storage is switched off: closed for this page only.
          }
          setClosed(true);
        }}
        lang={page}
        aria-label={close}
        title={close}
        className="inline-flex size-11 shrink-0 items-center justify-center self-start rounded-full text-sand-100 hover:bg-white/10"
      >
        <CloseIcon className="size-5" />
      </button>
    </aside>
  );
}
