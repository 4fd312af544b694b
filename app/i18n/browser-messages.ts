// The browser's side of the translation layer. English texts are in the code; a page in another language
// carries the messages it was drawn with (a JSON element the server wrote: server-messages.server.ts), and any
// namespace a later part needs (a dialog, the next page of a client-side navigation) is fetched once from
// /messages/{locale}/{namespace}.json, with the build's version so it can be cached for ever.
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { localeOfPath } from "./paths";
import { setMessageSource, type TranslatedMessage } from "./translate";

/** "de/home" for each namespace at hand, and every message at hand by language and id. */
const loaded = new Set<string>();
const messages = new Map<string, TranslatedMessage>();
const pending = new Map<string, Promise<void>>();

function key(locale: Locale, name: string) {
  return `${locale}/${name}`;
}

function add(locale: Locale, namespace: string, catalogue: Record<string, TranslatedMessage>) {
  loaded.add(key(locale, namespace));
  for (const [id, message] of Object.entries(catalogue)) messages.set(key(locale, id), message);
}

export function installBrowserMessages() {
  const element = document.getElementById("page-messages");
  const locale = localeOfPath(location.pathname);
  if (element?.textContent) {
    const catalogues = JSON.parse(element.textContent) as Record<string, Record<string, TranslatedMessage>>;
    for (const [namespace, catalogue] of Object.entries(catalogues)) add(locale, namespace, catalogue);
  }
  setMessageSource({
    // The address decides, read as each render asks: a client-side navigation may change it.
    locale: () => localeOfPath(location.pathname),
    message: (locale, id) => messages.get(key(locale, id)),
    need(locale, namespace) {
      if (locale === DEFAULT_LOCALE || loaded.has(key(locale, namespace))) return undefined;
      let waiting = pending.get(key(locale, namespace));
      if (!waiting) {
        const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
        waiting = fetch(`/messages/${locale}/${namespace}.json?v=${version ?? ""}`)
          .then((response) => (response.ok ? response.json() : {}))
          // Offline or refused: the English text stands in rather than the page failing.
          .catch(() => ({}))
          .then((catalogue: Record<string, TranslatedMessage>) => add(locale, namespace, catalogue));
        pending.set(key(locale, namespace), waiting);
      }
      return waiting;
    },
  });
}
