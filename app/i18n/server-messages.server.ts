// The server's side of the translation layer: every catalogue of every language, the language of the request
// being answered (from its address: app/i18n/paths.ts) or of the e-mail being written (runInLocale), and the
// namespaces a page read while it was drawn, which the document then carries for the browser
// (pageMessagesScript), so the page hydrates in its own language without fetching anything.
import { AsyncLocalStorage } from "node:async_hooks";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { localeOfPath } from "./paths";
import { idsOfNamespace, setMessageSource, type TranslatedMessage } from "./translate";

interface LocaleScope {
  locale: Locale;
  /** Namespaces read in this scope (only recorded for other languages than English). */
  namespaces: Set<string>;
}

const scopes = new AsyncLocalStorage<LocaleScope>();

// Every catalogue, English ones included so each English id knows its namespace before any page is drawn.
const modules = import.meta.glob<Record<string, unknown>>("./messages/*/*.ts", { eager: true });
const messagesByLocale = new Map<Locale, Map<string, string>>();
for (const [file, module] of Object.entries(modules)) {
  const locale = file.split("/")[2];
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) continue;
  const catalogue = module.default as Record<string, string> | undefined;
  if (!catalogue) continue;
  const messages = messagesByLocale.get(locale) ?? new Map<string, string>();
  messagesByLocale.set(locale, messages);
  for (const [id, text] of Object.entries(catalogue)) messages.set(id, text);
}

setMessageSource({
  locale: () => scopes.getStore()?.locale ?? DEFAULT_LOCALE,
  message: (locale, id) => messagesByLocale.get(locale)?.get(id),
  need: (_locale, namespace) => {
    scopes.getStore()?.namespaces.add(namespace);
    return undefined;
  },
});

/** Runs `work` (and everything it awaits) in `locale`: a request's answer, an e-mail, a PDF. */
export function runInLocale<T>(locale: Locale, work: () => T): T {
  return scopes.run({ locale, namespaces: new Set() }, work);
}

/** Runs a request's handling in the language its address names. */
export function runInRequestLocale<T>(url: string, work: () => T): T {
  // A client-side navigation asks for "/de.data" (the page /de's data) or "/de/kontakt.data".
  const pathname = new URL(url, "http://localhost").pathname.replace(/\.data$/, "");
  return runInLocale(localeOfPath(pathname), work);
}

/** The current scope's language and the namespaces read so far (the live set, filled as the page renders). */
export function currentLocaleScope(): LocaleScope | undefined {
  return scopes.getStore();
}

const compiledNamespaces = new Map<string, Record<string, TranslatedMessage>>();

/** One namespace in one language, compiled as the browser formats it (ids English has but the language lacks are left out). */
export function compiledNamespace(locale: Locale, namespace: string): Record<string, TranslatedMessage> | undefined {
  const key = `${locale}/${namespace}`;
  let compiled = compiledNamespaces.get(key);
  if (!compiled) {
    const messages = messagesByLocale.get(locale);
    const ids = idsOfNamespace(namespace);
    if (!messages || ids.length === 0) return undefined;
    compiled = {};
    for (const id of ids) {
      const text = messages.get(id);
      if (text !== undefined) compiled[id] = compileMessage(text) as TranslatedMessage;
    }
    compiledNamespaces.set(key, compiled);
  }
  return compiled;
}

/** The element id of the page's messages (read by app/i18n/browser-messages.ts). */
export const PAGE_MESSAGES_ELEMENT_ID = "page-messages";

/**
 * The messages a page read while it was drawn, in its language, as a JSON element for the browser (no
 * script runs it, so the CSP needs no hash); empty for English, whose texts are in the code.
 */
export function pageMessagesScript(scope: LocaleScope | undefined): string {
  if (!scope || scope.locale === DEFAULT_LOCALE || scope.namespaces.size === 0) return "";
  const catalogues: Record<string, Record<string, TranslatedMessage>> = {};
  for (const namespace of [...scope.namespaces].sort()) {
    const compiled = compiledNamespace(scope.locale, namespace);
    if (compiled) catalogues[namespace] = compiled;
  }
  // "<" escaped so no message can close the element.
  const json = JSON.stringify(catalogues).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_MESSAGES_ELEMENT_ID}">${json}</script>`;
}
