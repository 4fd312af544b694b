// Finds English left on a translated page: the visible text of the navigation (header, footer, menus),
// headings, buttons and button-styled links, labels, legends, placeholders, aria-labels, form messages and
// toasts, compared with what the site says in English.
//
// A text is English when it is (or holds, whole) a message of an English catalogue (app/i18n/messages/en)
// or a field of the English sample content that the page's language has a translation of, with placeholders
// matching anything. Not counted: messages the page's language writes exactly as English does (brand, place
// and lodge names, 'Safari', 'Videos'...), texts that are a message of the page's language anyway, and words on
// the allow-list below. Texts no catalogue knows are also flagged when they read as English by their words
// (kind "words"): that finds strings written straight into the code. A country list's choices (area
// "country") are compared with Intl's names of every country in English and in the page's language.
// Parts hidden from people (display: none, aria-hidden, inert) are not read.
//
// Used by tests/e2e/languages.test.ts and by scripts/i18n/find-english.ts (which runs under tsx, so nothing
// here may depend on Vite: the catalogues are found on disk and imported one by one).
import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Page } from "playwright-core";

export type TranslatedLocale = "de" | "fr" | "it" | "es";

export type Area =
  | "title"
  | "navigation"
  | "heading"
  | "button"
  | "label"
  | "placeholder"
  | "aria-label"
  | "form-message"
  | "toast"
  | "option"
  /** A country list's choices: each compared with the countries' names in English and in the language (Intl). */
  | "country";

export interface VisibleText {
  area: Area;
  text: string;
}

export interface Leftover extends VisibleText {
  /**
   * "catalogue": an English interface message; "content": English sample content; "country": a country's
   * English name in a country list; "words": reads as English.
   */
  kind: "catalogue" | "content" | "country" | "words";
  /** The English message or content it matched (for "words": the English words found). */
  english: string;
  /** The catalogue message's namespace and id ("common:nav.home"), or the content's kind. */
  source: string;
}

const messagesDir = fileURLToPath(new URL("../../../app/i18n/messages/", import.meta.url));
const seedContentDir = fileURLToPath(new URL("../../../app/seed/content/", import.meta.url));

/**
 * Words written the same in English and in the site's other languages (or kept in English on purpose), so a
 * text made only of them is never a leftover. Lower case; compared with the text's words in lower case.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  // The brand and its parts.
  "heartbeest",
  "safari",
  "safaris",
  // Words the translations keep: the nav's Chat, Videos, Lodges, Hotels; payment brands.
  "chat",
  "video",
  "videos",
  "lodge",
  "lodges",
  "hotel",
  "hotels",
  "camp",
  "camps",
  "m-pesa",
  "mpesa",
  "pesapal",
  "visa",
  "mastercard",
  "whatsapp",
  "openstreetmap",
  "e-mail",
  "email",
  "online",
  "ok",
  "faq",
  "pdf",
  "ics",
  "usd",
  "eur",
  "kes",
  "tzs",
  "gbp",
  "big",
  "five",
  // Places and parks, in the forms the translations keep (Kenya and Tanzania are not: Kenia, Tansania...).
  "nairobi",
  "arusha",
  "mombasa",
  "zanzibar",
  "kilimanjaro",
  "maasai",
  "mara",
  "serengeti",
  "amboseli",
  "samburu",
  "tsavo",
  "ngorongoro",
  "tarangire",
  "manyara",
  "nakuru",
  "naivasha",
  "diani",
  "lamu",
  // Language names in the switcher are each in their own language; "English" is the English one's name.
  "english",
  "deutsch",
  "français",
  "italiano",
  "español",
]);

/** A message ready to compare: its regex, anchored and free, and how many words it has of its own. */
interface Pattern {
  english: string;
  source: string;
  kind: "catalogue" | "content";
  whole: RegExp;
  inside: RegExp | undefined;
  /** The longest piece of its own text (lower case): a text without it cannot match, so no regex is run. */
  needle: string;
}

/** A message's longest literal piece outside plural and select branches, in lower case, for a quick test. */
function needleOf(tokens: readonly Token[]): string {
  let longest = "";
  for (const token of tokens) {
    if (typeof token !== "string" || token === "#") continue;
    const piece = normalize(token).toLowerCase();
    if (piece.length > longest.length) longest = piece;
  }
  return longest;
}

export interface EnglishMatcher {
  locale: TranslatedLocale;
  /** How many English messages and content texts it looks for (after those the language writes alike). */
  size: number;
  find(texts: readonly VisibleText[]): Leftover[];
}

type Token = string | [name: string, format?: string, options?: unknown];

function tokensOf(message: string): Token[] {
  try {
    return compileMessage(message) as Token[];
  } catch {
    return [message];
  }
}

/** The literal text of a compiled message, every branch of it. */
function literalText(tokens: readonly Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    if (typeof token === "string") parts.push(token === "#" ? " " : token);
    else if (token[2] && typeof token[2] === "object") {
      for (const branch of Object.values(token[2] as Record<string, unknown>)) {
        if (Array.isArray(branch)) parts.push(" ", literalText(branch as Token[]), " ");
      }
    } else parts.push(" ");
  }
  return parts.join("");
}

const WORD = /\p{L}[\p{L}'’-]*/gu;

function wordsOf(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

/** Spaces of every kind as one, curly apostrophes and quotes as straight ones, no ends. */
export function normalize(text: string): string {
  return sameSpaces(text).trim();
}

function sameSpaces(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u00a0\u202f\u2009\u2007\u200a]/g, " ")
    .replace(/[\u200b\u00ad]/g, "")
    .replace(/[’‘]/g, "'")
    .replace(/[“”„«»]/g, '"')
    .replace(/…/g, "...")
    .replace(/\s+/g, " ");
}

/** A message's literal text as a regex: its spaces match any run of spaces (at least one). */
function escapeLiteral(text: string): string {
  return sameSpaces(text)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/ /g, "\\s+");
}

function regexSource(tokens: readonly Token[]): string {
  let source = "";
  for (const token of tokens) {
    if (typeof token === "string") {
      source += token === "#" ? ".+?" : escapeLiteral(token);
    } else if (token[2] && typeof token[2] === "object") {
      const branches = Object.values(token[2] as Record<string, unknown>)
        .filter((branch): branch is Token[] => Array.isArray(branch))
        .map((branch) => regexSource(branch));
      source += `(?:${branches.join("|")})`;
    } else {
      source += ".+?";
    }
  }
  return source;
}

/** What a text must hold around a message for it to count as holding it whole: no letter or digit. */
const EDGE_BEFORE = "(?:^|[^\\p{L}\\p{N}])";
const EDGE_AFTER = "(?:$|[^\\p{L}\\p{N}])";

function patternFor(english: string, source: string, kind: Pattern["kind"]): Pattern | undefined {
  const tokens = tokensOf(english);
  const words = wordsOf(literalText(tokens));
  // Only names, numbers and symbols (or placeholders): nothing that could be English.
  if (words.every((word) => SAME_IN_EVERY_LANGUAGE.has(word) || word.length < 2)) return undefined;
  const body = regexSource(tokens);
  if (!body.replace(/\.\+\?|\\s\+/g, "").trim()) return undefined;
  return {
    english,
    source,
    kind,
    whole: new RegExp(`^\\s*${body}\\s*$`, "iu"),
    // Held inside a longer text only for two words or more: a single word ('Back', 'Home') inside a
    // sentence of another language is too often a coincidence.
    inside: words.length >= 2 ? new RegExp(`${EDGE_BEFORE}${body}${EDGE_AFTER}`, "iu") : undefined,
    needle: needleOf(tokens),
  };
}

async function importCatalogues(locale: string): Promise<Map<string, Map<string, string>>> {
  const byNamespace = new Map<string, Map<string, string>>();
  const dir = path.join(messagesDir, locale);
  const files = (await readdir(dir)).filter((file) => file.endsWith(".ts") && !file.includes(".test."));
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    const messages = new Map<string, string>();
    for (const value of Object.values(module)) {
      if (!value || typeof value !== "object") continue;
      for (const [id, text] of Object.entries(value)) if (typeof text === "string") messages.set(id, text);
    }
    byNamespace.set(file.replace(/\.ts$/, ""), messages);
  }
  return byNamespace;
}

/** Every message of a language's catalogues, by id (the shared ids of spread catalogues once). */
export async function catalogueOf(locale: "en" | TranslatedLocale): Promise<Map<string, string>> {
  const merged = new Map<string, string>();
  for (const messages of (await importCatalogues(locale)).values())
    for (const [id, text] of messages) merged.set(id, text);
  return merged;
}

/**
 * A message as a regex matching the text it formats to, whatever fills its placeholders ("Hallo {name}!"
 * matches "Hallo Wanjiru!"); `whole: false` finds it inside a longer text.
 */
export function messagePattern(message: string, { whole = true }: { whole?: boolean } = {}): RegExp {
  const body = regexSource(tokensOf(message));
  return new RegExp(whole ? `^\\s*${body}\\s*$` : body, "iu");
}

/** Every string of a record, keyed by its field's path in the record ("itinerary.title"; lists add nothing). */
function stringsByField(value: unknown, field: string, into: [field: string, text: string][]): void {
  if (typeof value === "string") into.push([field, value]);
  else if (Array.isArray(value)) for (const item of value) stringsByField(item, field, into);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) stringsByField(inner, field ? `${field}.${key}` : key, into);
  }
}

/** The records of a sample content module's export: a list of them, or records by their key. */
function recordsOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value && typeof value === "object" ? Object.values(value) : [];
}

/**
 * The English sample content the language has translations of: strings of the fields the language's
 * translations fill (a safari's title, an attraction's name, an itinerary day's title...), less any the
 * translation writes the same (a lodge's name as a day's accommodation).
 */
async function englishContent(locale: TranslatedLocale): Promise<Map<string, string>> {
  const translated: [string, string][] = [];
  const translationDir = path.join(seedContentDir, "translations", locale);
  for (const file of ["safaris.ts", "destinations.ts", "hotels.ts", "videos.ts"]) {
    const module = (await import(pathToFileURL(path.join(translationDir, file)).href)) as { default?: unknown };
    for (const record of recordsOf(module.default)) stringsByField(record, "", translated);
  }
  const fields = new Set(translated.map(([field]) => field));
  const same = new Set(translated.map(([, text]) => normalize(text).toLowerCase()));
  const english = new Map<string, string>();
  for (const file of ["safaris.ts", "destinations.ts", "hotels.ts", "videos.ts"]) {
    const module = (await import(pathToFileURL(path.join(seedContentDir, file)).href)) as Record<string, unknown>;
    const found: [string, string][] = [];
    for (const value of Object.values(module)) for (const record of recordsOf(value)) stringsByField(record, "", found);
    for (const [field, text] of found) {
      if (fields.has(field) && !same.has(normalize(text).toLowerCase())) {
        english.set(text, `content ${file.replace(/\.ts$/, "")}.${field}`);
      }
    }
  }
  return english;
}

/** Names of places and lodges in the sample content: removed from a text before its words are weighed. */
async function properNames(): Promise<string[]> {
  const names = new Set<string>();
  for (const file of ["destinations.ts", "hotels.ts"]) {
    const module = (await import(pathToFileURL(path.join(seedContentDir, file)).href)) as Record<string, unknown>;
    for (const list of Object.values(module)) {
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        const name = (item as { name?: unknown }).name;
        if (typeof name === "string") names.add(name);
      }
    }
  }
  // Longest first, so "Mara Riverbend Camp" goes before "Mara" would split it.
  return [...names].sort((a, b) => b.length - a.length);
}

/**
 * Country names in English that the language writes otherwise ("Germany", not "Deutschland"), from Intl: a
 * country list's choice is English when it is one of these.
 */
function englishCountryNames(locale: TranslatedLocale): Map<string, string> {
  const inEnglish = new Intl.DisplayNames(["en"], { type: "region" });
  const inLanguage = new Intl.DisplayNames([locale], { type: "region" });
  const names = new Map<string, string>();
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const english = inEnglish.of(code);
      const own = inLanguage.of(code);
      if (!english || english === code || !own || normalize(own) === normalize(english)) continue;
      names.set(normalize(english).toLowerCase(), own);
    }
  }
  return names;
}

const cache = new Map<TranslatedLocale, Promise<EnglishMatcher>>();

/** The matcher for one language (built once per process). */
export function englishMatcher(locale: TranslatedLocale): Promise<EnglishMatcher> {
  let matcher = cache.get(locale);
  if (!matcher) {
    matcher = buildMatcher(locale);
    cache.set(locale, matcher);
  }
  return matcher;
}

async function buildMatcher(locale: TranslatedLocale): Promise<EnglishMatcher> {
  const [english, translated, content, names] = await Promise.all([
    importCatalogues("en"),
    importCatalogues(locale),
    englishContent(locale),
    properNames(),
  ]);
  const targetTexts = new Map<string, string>();
  for (const messages of translated.values()) for (const [id, text] of messages) targetTexts.set(id, text);

  // Texts that are the page's language's own: any message of its catalogues (placeholders free).
  const own: { regex: RegExp; needle: string }[] = [];
  for (const text of new Set(targetTexts.values())) {
    const tokens = tokensOf(text);
    const words = wordsOf(literalText(tokens));
    if (words.some((word) => !SAME_IN_EVERY_LANGUAGE.has(word))) {
      own.push({ regex: new RegExp(`^\\s*${regexSource(tokens)}\\s*$`, "iu"), needle: needleOf(tokens) });
    }
  }

  const patterns: Pattern[] = [];
  const seen = new Set<string>();
  for (const [namespace, messages] of english) {
    for (const [id, text] of messages) {
      // The same in the page's language: a name, or a word both write alike.
      const translation = targetTexts.get(id);
      if (translation !== undefined && normalize(translation) === normalize(text)) continue;
      if (seen.has(text)) continue;
      seen.add(text);
      const pattern = patternFor(text, `${namespace}:${id}`, "catalogue");
      if (pattern) patterns.push(pattern);
    }
  }
  for (const [text, source] of content) {
    if (seen.has(text)) continue;
    seen.add(text);
    const pattern = patternFor(text, source, "content");
    if (pattern) patterns.push(pattern);
  }

  // The most particular message first: "Tsavo to Diani: Bush and Beach" is a safari's title before it is
  // "{start} to {end}".
  const countries = englishCountryNames(locale);
  const literalLength = (pattern: Pattern) => pattern.whole.source.replace(/\.\+\?|\\s\+/g, "").length;
  patterns.sort((a, b) => literalLength(b) - literalLength(a));
  const contentPatterns = patterns.filter((pattern) => pattern.kind === "content");
  const cataloguePatterns = patterns.filter((pattern) => pattern.kind === "catalogue");

  return {
    locale,
    size: patterns.length,
    find(texts) {
      const verdicts = new Map<string, Omit<Leftover, keyof VisibleText> | null>();
      const judge = (text: string): Omit<Leftover, keyof VisibleText> | null => {
        if (!/\p{L}/u.test(text)) return null;
        const lower = text.toLowerCase();
        const matching = (candidates: Pattern[]) => {
          const possible = candidates.filter((pattern) => lower.includes(pattern.needle));
          return (
            possible.find((pattern) => pattern.whole.test(text)) ??
            // Else the most particular message held whole.
            possible.find((pattern) => pattern.inside?.test(text))
          );
        };
        // English content counts even inside a message of the page's language ("{title} buchen").
        let hit = matching(contentPatterns);
        if (!hit) {
          if (own.some(({ regex, needle }) => lower.includes(needle) && regex.test(text))) return null;
          hit = matching(cataloguePatterns);
        }
        if (hit) return { kind: hit.kind, english: hit.english, source: hit.source };
        const english = englishWords(text, names);
        return english ? { kind: "words", english, source: "words" } : null;
      };
      const leftovers: Leftover[] = [];
      for (const visible of texts) {
        const text = normalize(visible.text);
        if (visible.area === "country") {
          const own = countries.get(text.toLowerCase());
          if (own) leftovers.push({ ...visible, text, kind: "country", english: text, source: `country (${own})` });
          continue;
        }
        let verdict = verdicts.get(text);
        if (verdict === undefined) {
          verdict = judge(text);
          verdicts.set(text, verdict);
        }
        if (verdict) leftovers.push({ ...visible, text, ...verdict });
      }
      return leftovers;
    },
  };
}

/**
 * Words no other language of the site writes, which English sentences are full of. A text holding two of
 * them is English (whatever put it there). None is a word in German, French, Italian or Spanish: no "in",
 * "an", "on", "or", "per", "no", "me", "die", "come", "son", "are"... is checked against each of them.
 */
const ENGLISH_FUNCTION_WORDS = new Set([
  "the",
  "and",
  "your",
  "our",
  "with",
  "for",
  "of",
  "to",
  "is",
  "you",
  "we",
  "this",
  "that",
  "from",
  "be",
  "by",
  "at",
  "its",
  "it's",
  "what",
  "how",
  "when",
  "where",
  "who",
  "why",
  "please",
  "here",
  "more",
  "about",
  "into",
  "than",
  "have",
  "can",
  "not",
  "us",
  "my",
  "any",
  "been",
  "were",
  "which",
  "there",
  "their",
  "they",
  "would",
  "should",
  "could",
]);

/** Words of a website's controls that are only English: one alone is enough on a button or a label. */
const ENGLISH_CONTROL_WORDS = new Set([
  "book",
  "booking",
  "view",
  "read",
  "send",
  "submit",
  "show",
  "hide",
  "close",
  "search",
  "learn",
  "explore",
  "browse",
  "discover",
  "continue",
  "next",
  "previous",
  "back",
  "share",
  "watch",
  "load",
  "loading",
  "select",
  "choose",
  "enter",
  "sign",
  "request",
  "find",
  "clear",
  "cancel",
  "confirm",
  "pay",
  "print",
  "call",
  "write",
  "leave",
  "reviews",
  "review",
  "days",
  "day",
  "nights",
  "night",
  "guests",
  "adults",
  "children",
  "price",
  "prices",
  "phone",
  "country",
  "subject",
  "arrival",
  "departure",
  "required",
  "success",
  "sent",
  "submitted",
  "home",
  "gallery",
  "previous",
  "welcome",
  "thank",
  "thanks",
  "sorry",
  "invalid",
  "must",
  "enter",
  "valid",
  "address",
  "first",
  "last",
  "full",
]);

// Words that also begin names or are common in a longer text's proper nouns count only in a short text.
const CONTROL_WORDS_INSIDE_TEXT = new Set(
  [...ENGLISH_CONTROL_WORDS].filter((word) => !["full", "first", "last", "address", "home", "view"].includes(word)),
);

/** The English words that make a text English, or undefined. */
function englishWords(text: string, names: readonly string[]): string | undefined {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(" ");
  const words = wordsOf(rest).filter((word) => !SAME_IN_EVERY_LANGUAGE.has(word));
  if (words.length === 0) return undefined;
  const functionWords = [...new Set(words.filter((word) => ENGLISH_FUNCTION_WORDS.has(word)))];
  if (functionWords.length >= 2) return functionWords.join(", ");
  const controlWords = words.filter((word) =>
    words.length <= 3 ? ENGLISH_CONTROL_WORDS.has(word) : CONTROL_WORDS_INSIDE_TEXT.has(word),
  );
  // A short control text ("Book now", "Read more") or one that mixes a control word with a function word.
  if (controlWords.length > 0 && (words.length <= 3 || functionWords.length > 0)) {
    return [...new Set([...controlWords, ...functionWords])].join(", ");
  }
  return undefined;
}

/**
 * The page's visible text in the areas this check reads, one entry per line of text (a menu's links, a
 * footer's lines). Hidden elements (display: none, visibility: hidden) are skipped; text only screen readers
 * get (a visually hidden label) counts, as a person hears it.
 */
export async function visibleTexts(page: Page): Promise<VisibleText[]> {
  return (await page.evaluate(COLLECT_VISIBLE_TEXTS)) as VisibleText[];
}

// Plain JavaScript run in the page, kept as text: tsx and Vite transform a function passed to evaluate (tsx
// wraps its inner functions in a __name helper the page does not have).
const COLLECT_VISIBLE_TEXTS = `(() => {
  const found = [];
  const seen = new Set();
  // Rendered and not hidden from people: display: none, visibility: hidden and aria-hidden parts (the forms'
  // honeypot) are skipped; visually hidden text for screen readers counts.
  const shown = (element) =>
    !element.closest("[aria-hidden=true], [inert]") &&
    (typeof element.checkVisibility === "function" ? element.checkVisibility({ visibilityProperty: true }) : true);
  const add = (area, text) => {
    for (const line of (text || "").split(/\\n+/)) {
      const clean = line.replace(/\\s+/g, " ").trim();
      if (!clean) continue;
      const key = area + "\\u0000" + clean;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ area, text: clean });
    }
  };
  const each = (selector, area, read) => {
    for (const element of document.querySelectorAll(selector)) if (shown(element)) add(area, read(element));
  };
  const inner = (element) => element.innerText;

  add("title", document.title);
  each("header, footer, nav, [role=navigation], [role=menu], [popover]", "navigation", inner);
  each("h1, h2, h3, h4, h5, h6, [role=heading]", "heading", inner);
  each(
    "button, [role=button], [role=tab], [role=menuitem], summary, a.btn, a[class*='btn-'], input[type=submit], input[type=button]",
    "button",
    (element) => (element instanceof HTMLInputElement ? element.value : element.innerText),
  );
  each("label, legend", "label", inner);
  each("[placeholder]", "placeholder", (element) => element.getAttribute("placeholder"));
  each("[aria-label]", "aria-label", (element) => element.getAttribute("aria-label"));
  // Form messages: what a field is described by (hints, errors), alerts and status notes.
  const described = new Set();
  for (const field of document.querySelectorAll("[aria-describedby], [aria-errormessage]")) {
    for (const attribute of ["aria-describedby", "aria-errormessage"]) {
      for (const id of (field.getAttribute(attribute) || "").split(/\\s+/)) if (id) described.add(id);
    }
  }
  for (const id of described) {
    const element = document.getElementById(id);
    if (element && shown(element)) add("form-message", element.innerText);
  }
  each("[id$='-error'], [role=alert], form [role=status]", "form-message", inner);
  each(".toast, .static-toast, [data-toast-type]", "toast", inner);
  for (const select of document.querySelectorAll("select")) {
    if (!shown(select)) continue;
    const area = /country|nationality/i.test(select.name + " " + select.id) ? "country" : "option";
    for (const option of select.options) add(area, option.textContent);
  }
  return found;
})()`;

/** The English on the page as it is now: see the notes at the top of this file. */
export async function englishLeftovers(page: Page, locale: TranslatedLocale): Promise<Leftover[]> {
  const [matcher, texts] = await Promise.all([englishMatcher(locale), visibleTexts(page)]);
  return matcher.find(texts);
}

/** One line per leftover, for a failure message or a report. */
export function describeLeftovers(leftovers: readonly Leftover[]): string[] {
  return leftovers.map((leftover) => {
    const why = leftover.kind === "words" ? `English words: ${leftover.english}` : `${leftover.source}`;
    return `[${leftover.area}] "${leftover.text}" (${why})`;
  });
}
