// The server's side of the translation layer: every catalogue of every language, the language of the request
// being answered (from its address: app/i18n/paths.ts) or of the e-mail being written (runInLocale), and the
// namespaces a page read while it was drawn, which the document then carries for the browser
// (pageMessagesScript), so the page hydrates in its own language without fetching anything. The document
// carries the dates, prices and lists the page formatted too, so the browser hydrates them without making an
// Intl format (app/utils/intl-formats.ts).
import { AsyncLocalStorage } from "node:async_hooks";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { PAGE_FORMATS_ELEMENT_ID, setFormatMemory } from "~/utils/intl-formats";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { localeOfPath } from "./paths";
import { idsOfNamespace, setMessageSource, type TranslatedMessage } from "./translate";

interface LocaleScope {
  locale: Locale;
  /** Namespaces read in this scope (only recorded for other languages than English). */
  namespaces: Set<string>;
  /** Dates, numbers and lists formatted in this scope, by format and value (app/utils/intl-formats.ts). */
  formats: Map<string, string>;
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

// What a page formats is noted for the browser, which then makes no format to hydrate it. A page draws a few
// dozen; the bound only keeps a page that formats a long table from sending all of it.
const FORMATS_PER_PAGE = 400;

setFormatMemory({
  recall: () => undefined,
  remember(key, text) {
    const formats = scopes.getStore()?.formats;
    if (formats && formats.size < FORMATS_PER_PAGE) formats.set(key, text);
  },
});

/** Runs `work` (and everything it awaits) in `locale`: a request's answer, an e-mail, a PDF. */
export function runInLocale<T>(locale: Locale, work: () => T): T {
  return scopes.run({ locale, namespaces: new Set(), formats: new Map() }, work);
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
 * The messages a page read while it was drawn, in its language, and the texts it formatted, as JSON elements
 * for the browser. No messages for English, whose texts are in the code.
 */
export function pageMessagesScript(scope: LocaleScope | undefined, nonce?: string): string {
  if (!scope) return "";
  let elements = "";
  if (scope.locale !== DEFAULT_LOCALE && scope.namespaces.size > 0) {
    const catalogues: Record<string, Record<string, TranslatedMessage>> = {};
    for (const namespace of [...scope.namespaces].sort()) {
      const compiled = compiledNamespace(scope.locale, namespace);
      if (compiled) catalogues[namespace] = compiled;
    }
    elements += jsonElement(PAGE_MESSAGES_ELEMENT_ID, catalogues, nonce);
  }
  if (scope.formats.size > 0) {
    elements += jsonElement(PAGE_FORMATS_ELEMENT_ID, Object.fromEntries(scope.formats), nonce);
  }
  return elements;
}

/** Carries the render's nonce, as every inline script of a page does (the page cache swaps it for a hash). */
function jsonElement(id: string, value: unknown, nonce: string | undefined): string {
  // "<" escaped so no text can close the element.
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}"${nonce ? ` nonce="${nonce}"` : ""}>${json}</script>`;
}
