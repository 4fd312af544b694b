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

export const DEFAULT_LOCALE = "en";

export type Catalogue = Record<string, string>;
export type MessageValues = Record<string, string | number>;

/** Lingui's compiled form: text, "#" inside plural branches, or [argument, format?, branches/style?]. */
type Token = string | [name: string, format?: string, options?: unknown];
type Branches = Record<string, Token[] | number | undefined> & { offset?: number };

// Vite sets import.meta.env.SSR and DEV (and folds them away in browser bundles); plain Node, which runs the
// command-line scripts through tsx, has no import.meta.env and is a server there.
const compiler = import.meta.env?.SSR !== false || import.meta.env.DEV ? compileMessage : undefined;
const compiledTexts = new Map<string, Token[]>();

/**
 * Declares a catalogue; `as const`-like typing makes a mistyped id a compile error. Read messages only
 * through `translate`/`t`: in browser bundles the values are compiled message trees, not strings.
 */
export function defineMessages<const T extends Catalogue>(messages: T): T {
  return messages;
}

const pluralRules = new Map<string, Intl.PluralRules>();
let numberFormat: Intl.NumberFormat | undefined;

function pluralCategory(value: number, type: Intl.PluralRuleType): string {
  let rules = pluralRules.get(type);
  if (!rules) {
    rules = new Intl.PluralRules(DEFAULT_LOCALE, { type });
    pluralRules.set(type, rules);
  }
  return rules.select(value);
}

function formatNumber(value: number): string {
  numberFormat ??= new Intl.NumberFormat(DEFAULT_LOCALE);
  return numberFormat.format(value);
}

/** `count` fills "#" in the branch of the nearest plural; select branches leave it as it is, as Lingui does. */
function format(tokens: Token[], values: MessageValues, count?: string): string {
  let text = "";
  for (const token of tokens) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count : token;
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
        branches[pluralCategory(amount, type === "plural" ? "cardinal" : "ordinal")] ??
        branches.other;
      text += format(branch as Token[], values, formatNumber(amount));
    } else if (type === "select") {
      const branches = options as Branches;
      text += format((branches[String(value)] ?? branches.other) as Token[], values);
    } else if (type === "number") {
      text += formatNumber(Number(value));
    } else if (value != null) {
      text += value;
    }
  }
  return text;
}

/**
 * Declares a catalogue's translation into another language (app/i18n/messages/<locale>/<namespace>.ts, the
 * English one's default-exported twin): every id of the English catalogue and no other, each an ICU message
 * with the same placeholders (checked by app/i18n/catalogues.test.ts).
 */
export function defineTranslation<English extends Catalogue>(messages: {
  [Id in keyof English]: string;
}): Record<keyof English & string, string> {
  return messages as Record<keyof English & string, string>;
}

/** Formats one message of a catalogue. Usable anywhere: loaders, meta, components. */
export function translate<C extends Catalogue>(catalogue: C, id: keyof C & string, values?: MessageValues): string {
  const message: unknown = catalogue[id] ?? id;
  let tokens = message as Token[];
  if (typeof message === "string") {
    // Uncompiled (server, tests, development): compile once and keep it.
    tokens = compiledTexts.get(message) ?? (compiler ? (compiler(message) as Token[]) : [message]);
    compiledTexts.set(message, tokens);
  }
  return format(tokens, values ?? {});
}

/** In components: `const t = useMessages(homeMessages); t("home.hero.title")`. */
export function useMessages<C extends Catalogue>(catalogue: C) {
  return (id: keyof C & string, values?: MessageValues) => translate(catalogue, id, values);
}
