// The browser's side of the translation layer. English texts are in the code; a page in another language
// carries the messages it was drawn with (a JSON element the server wrote: server-messages.server.ts), and any
// namespace a later part needs (a dialog, the next page of a client-side navigation) is fetched once from
// /messages/{locale}/{namespace}.json, with the build's version so it can be cached for ever. A fetch that
// fails is tried again, and until one succeeds the part shows its English text rather than failing.
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

let addressRead: string | undefined;
let localeRead: Locale = DEFAULT_LOCALE;

export function installBrowserMessages() {
  const element = document.getElementById("page-messages");
  const locale = localeOfPath(location.pathname);
  if (element?.textContent) {
    const catalogues = JSON.parse(element.textContent) as Record<string, Record<string, TranslatedMessage>>;
    for (const [namespace, catalogue] of Object.entries(catalogues)) add(locale, namespace, catalogue);
  }
  setMessageSource({
    // The address decides, read as each render asks: a client-side navigation may change it. Worked out once
    // per address: every text a page draws asks.
    locale: () => {
      if (location.pathname !== addressRead) {
        addressRead = location.pathname;
        localeRead = localeOfPath(addressRead);
      }
      return localeRead;
    },
    message: (locale, id) => messages.get(key(locale, id)),
    need(locale, namespace) {
      const at = key(locale, namespace);
      if (locale === DEFAULT_LOCALE || loaded.has(at)) return undefined;
      // After a failed fetch the English text stands in for a while rather than the part waiting again on
      // every render; the next render after that asks anew.
      if (Date.now() - (failedAt.get(at) ?? -Infinity) < RETRY_AFTER_FAILURE_MS) return undefined;
      let waiting = pending.get(at);
      if (!waiting) {
        const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
        waiting = fetchCatalogue(`/messages/${locale}/${namespace}.json?v=${version ?? ""}`).then((catalogue) => {
          pending.delete(at);
          if (catalogue) add(locale, namespace, catalogue);
          else failedAt.set(at, Date.now());
        });
        pending.set(at, waiting);
      }
      return waiting;
    },
  });
}

/** A lost connection or a busy server is tried again twice; a namespace the server does not have is not. */
const RETRY_DELAYS_MS = [300, 1_200];
const RETRY_AFTER_FAILURE_MS = 30_000;
const failedAt = new Map<string, number>();

async function fetchCatalogue(url: string): Promise<Record<string, TranslatedMessage> | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Record<string, TranslatedMessage>;
      if (response.status < 500 && response.status !== 429) return undefined;
    } catch {
      // Offline or cut off: tried again below.
    }
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return undefined;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
