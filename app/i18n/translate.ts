// The one translation layer for visitor-facing text (Lingui's runtime, ICU MessageFormat).
// Each page or feature owns a catalogue in app/i18n/messages/<locale>/<namespace>.ts, so its text ships
// with the route that shows it rather than in every page's JavaScript. Adding a language means adding
// catalogues with the same ids, not changing components.
import { i18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

export const DEFAULT_LOCALE = "en";

// Production browser bundles receive catalogues already compiled at build time
// (scripts/vite/precompile-messages.ts), so the message parser is only shipped to the server and tests.
if (import.meta.env.SSR || import.meta.env.DEV) i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });

export type Catalogue = Record<string, string>;
export type MessageValues = Record<string, string | number>;

/**
 * Declares a catalogue; `as const`-like typing makes a mistyped id a compile error. Read messages only
 * through `translate`/`t`: in browser bundles the values are compiled message trees, not strings.
 */
export function defineMessages<const T extends Catalogue>(messages: T): T {
  return messages;
}

const loaded = new WeakSet<Catalogue>();

/** Formats one message of a catalogue. Usable anywhere: loaders, meta, components. */
export function translate<C extends Catalogue>(catalogue: C, id: keyof C & string, values?: MessageValues): string {
  if (!loaded.has(catalogue)) {
    i18n.load(DEFAULT_LOCALE, { ...catalogue });
    loaded.add(catalogue);
  }
  return i18n._(id, values);
}

/** In components: `const t = useMessages(homeMessages); t("home.hero.title")`. */
export function useMessages<C extends Catalogue>(catalogue: C) {
  return (id: keyof C & string, values?: MessageValues) => translate(catalogue, id, values);
}
