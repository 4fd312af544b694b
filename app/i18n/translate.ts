// The one translation layer for visitor-facing text: ICU MessageFormat messages, compiled by Lingui's
// compiler (@lingui/message-utils). Each page or feature owns a catalogue in
// app/i18n/messages/<locale>/<namespace>.ts, so its text ships with the route that shows it rather than in
// every page's JavaScript. Adding a language means adding catalogues with the same ids, not changing components.
//
// Production browser bundles receive catalogues already compiled at build time
// (scripts/vite/precompile-messages.ts), so the parser only ships to the server and tests. Compiled messages
// are formatted here rather than by @lingui/core's runtime: a few lines instead of ~2 KB gzipped on every
// page. translate.test.ts checks that every message of every catalogue comes out exactly as Lingui's
// runtime formats it.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { use } from "react";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "./locales";

export { DEFAULT_LOCALE } from "./locales";

export type Catalogue = Record<string, string>;
export type MessageValues = Record<string, string | number>;

/** Lingui's compiled form: text, "#" inside plural branches, or [argument, format?, branches/style?]. */
type Token = string | [name: string, format?: string, options?: unknown];
type Branches = Record<string, Token[] | number | undefined> & { offset?: number };

// Vite sets import.meta.env.SSR and DEV (and folds them away in browser bundles); plain Node, which runs the
// command-line scripts through tsx, has no import.meta.env and is a server there.
const compiler = import.meta.env?.SSR !== false || import.meta.env.DEV ? compileMessage : undefined;
const compiledTexts = new Map<string, Token[]>();

/** A message in another language: ICU text (server) or Lingui's compiled form (what the browser is sent). */
export type TranslatedMessage = string | Token[];

/**
 * Where the other languages come from, set once by each side: on the server the catalogues themselves and the
 * request's language (app/i18n/server-messages.server.ts), in the browser the catalogues the page was sent and
 * those it fetches (app/i18n/browser-messages.ts). Without one (tests, scripts), everything is English.
 */
export interface MessageSource {
  locale(): Locale;
  /** The message `id` in `locale`, or undefined when that language's catalogue is not at hand (yet). */
  message(locale: Locale, id: string): TranslatedMessage | undefined;
  /** Notes that a namespace was read, so the page is sent it (server), or fetches it (browser). */
  need(locale: Locale, namespace: string): Promise<void> | undefined;
}

let source: MessageSource | undefined;

/** Sets where messages come from; answers the source it replaces, so a test can put it back. */
export function setMessageSource(next: MessageSource | undefined): MessageSource | undefined {
  const previous = source;
  source = next;
  return previous;
}

/** The language the current page or request speaks. */
export function currentLocale(): Locale {
  return source?.locale() ?? DEFAULT_LOCALE;
}

/** Every English message's namespace (its file in app/i18n/messages/en), filled as catalogues are declared. */
const namespaceOfId = new Map<string, string>();
const namespacesOfCatalogue = new WeakMap<object, string[]>();

/** The namespace of one English message id, if it has one. */
export function namespaceOf(id: string): string | undefined {
  return namespaceOfId.get(id);
}

/** Every id a namespace declares, in order (the server sends a page exactly these). */
export function idsOfNamespace(namespace: string): string[] {
  return [...namespaceOfId].filter(([, ns]) => ns === namespace).map(([id]) => id);
}

function namespacesOf(catalogue: Catalogue): string[] {
  let found = namespacesOfCatalogue.get(catalogue);
  if (!found) {
    found = [...new Set(Object.keys(catalogue).map((id) => namespaceOfId.get(id)))].filter(
      (namespace): namespace is string => !!namespace,
    );
    namespacesOfCatalogue.set(catalogue, found);
  }
  return found;
}

/**
 * Declares an English catalogue, named by its file (`defineMessages("home", {...})`); `as const`-like typing
 * makes a mistyped id a compile error. Read messages only through `translate`/`t`: in browser bundles the
 * values are compiled message trees, not strings.
 */
export function defineMessages<const T extends Catalogue>(namespace: string, messages: T): T {
  for (const id in messages) namespaceOfId.set(id, namespace);
  return messages;
}

/**
 * Declares a catalogue's translation into another language (app/i18n/messages/<locale>/<namespace>.ts, the
 * English one's default-exported twin): every id of the English catalogue and no other, each an ICU message
 * with the same placeholders (checked by app/i18n/catalogues.test.ts).
 */
export function defineTranslation<English extends Catalogue>(
  messages: {
    [Id in keyof English]: string;
  },
): Record<keyof English & string, string> {
  return messages as Record<keyof English & string, string>;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(value: number, type: Intl.PluralRuleType, locale: Locale): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale], { type });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

function formatNumber(value: number, locale: Locale): string {
  // Whole numbers under a thousand are their digits in every language here (no grouping, Latin digits): no
  // format is made for "3 nights", since a page's first number format costs a phone 100 ms or more.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/**
 * `count` fills "#" in the branch of the nearest plural; select branches leave it as it is, as Lingui does. It
 * is formatted only when a "#" asks for it: the first number format a page makes costs a phone 100 ms or more
 * (decision 038), and most plurals spell their number out or leave it out.
 */
function format(tokens: Token[], values: MessageValues, locale: Locale, count?: () => string): string {
  let text = "";
  for (const token of tokens) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count() : token;
      continue;
    }
    const [name, type, options] = token;
    const value = values[name];
    if (type === "plural" || type === "selectordinal") {
      const branches = options as Branches;
      const offset = branches.offset ?? 0;
      const amount = Number(value) - offset;
      const branch =
        branches[String(value)] ??
        branches[pluralCategory(amount, type === "plural" ? "cardinal" : "ordinal", locale)] ??
        branches.other;
      text += format(branch as Token[], values, locale, () => formatNumber(amount, locale));
    } else if (type === "select") {
      const branches = options as Branches;
      text += format((branches[String(value)] ?? branches.other) as Token[], values, locale);
    } else if (type === "number") {
      text += formatNumber(Number(value), locale);
    } else if (value != null) {
      text += value;
    }
  }
  return text;
}

/**
 * Formats one message of a catalogue in the current language (English where a translation is not at hand).
 * Usable anywhere: loaders, meta, components, e-mails (the server's language is the request's, or the one an
 * e-mail is written in: runInLocale in app/i18n/server-messages.server.ts).
 */
export function translate<C extends Catalogue>(catalogue: C, id: keyof C & string, values?: MessageValues): string {
  const locale = currentLocale();
  let message: unknown;
  if (locale !== DEFAULT_LOCALE && source) {
    message = source.message(locale, id);
    const namespace = namespaceOfId.get(id);
    if (namespace) source.need(locale, namespace);
  }
  message ??= catalogue[id] ?? id;
  let tokens = message as Token[];
  if (typeof message === "string") {
    // Uncompiled (server, tests, development): compile once and keep it.
    tokens = compiledTexts.get(message) ?? (compiler ? (compiler(message) as Token[]) : [message]);
    compiledTexts.set(message, tokens);
  }
  return format(tokens, values ?? {}, locale);
}

/**
 * In components: `const t = useMessages(homeMessages); t("home.hero.title")`. In another language the
 * catalogue's translation is waited for (Suspense) when the page was not sent it: a part drawn after the page
 * loaded, or a page reached by a client-side navigation.
 */
export function useMessages<C extends Catalogue>(catalogue: C) {
  const locale = currentLocale();
  if (locale !== DEFAULT_LOCALE && source) {
    for (const namespace of namespacesOf(catalogue)) {
      const pending = source.need(locale, namespace);
      if (pending) use(pending);
    }
  }
  return (id: keyof C & string, values?: MessageValues) => translate(catalogue, id, values);
}

/**
 * Namespaces a part shows only later, named rather than imported: a form's refusals, formatted when the visitor
 * errs. In another language the page is sent them (or they are fetched and waited for), while the English
 * catalogue stays out of the part's code until the part that formats them loads it.
 */
export function useNamespaces(...namespaces: string[]) {
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE || !source) return;
  for (const namespace of namespaces) {
    const pending = source.need(locale, namespace);
    if (pending) use(pending);
  }
}

/** The BCP 47 tag for `Intl` in the current language: dates, numbers and money as its readers write them. */
export function intlLocale(): string {
  return INTL_LOCALE[currentLocale()];
}
