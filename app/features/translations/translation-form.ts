// The translation editor's form, shared by the page and the server: how a field is named in the post, how a
// list is typed (one line per item), the limits, and the one zod check both sides run.
import { z } from "zod";
import type { TranslatableEntity } from "~/db/schema/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "~/i18n/locales";
import type { FieldKind } from "./translatable-fields";

/** The languages content is translated into (the English is the record itself). */
export type ContentLocale = TranslatedLocale;
export const CONTENT_LOCALE_LIST: readonly ContentLocale[] = TRANSLATED_LOCALES;

/** The staff portal is in English: each language by its English name. */
export const CONTENT_LOCALE_LABELS: Record<ContentLocale, string> = {
  de: "German",
  fr: "French",
  it: "Italian",
  es: "Spanish",
};

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === "string" && (TRANSLATED_LOCALES as readonly string[]).includes(value);
}

/** The overview's kinds: the four kinds of page, and the pictures' descriptions by owner. */
export const OVERVIEW_KINDS = ["package", "destination", "hotel", "video", "season", "park", "gallery_image"] as const;
export type OverviewKind = (typeof OVERVIEW_KINDS)[number];

export const OVERVIEW_KIND_LABELS: Record<OverviewKind, string> = {
  package: "Safari packages",
  destination: "Destinations",
  hotel: "Lodges",
  video: "Videos",
  season: "Season names",
  park: "Park and reserve names",
  gallery_image: "Picture descriptions",
};

/**
 * Where a field stands in one language. `no-english`: the English is empty, so there is nothing to translate
 * (not counted as missing).
 */
export type TranslationStatus = "translated" | "missing" | "outdated" | "no-english";

export const STATUS_LABELS: Record<TranslationStatus, string> = {
  translated: "Translated",
  missing: "Missing",
  outdated: "Outdated",
  "no-english": "No English yet",
};

/** Translations run longer than their English (German by a third): room above the English editors' limits. */
export const TRANSLATION_LIMITS = {
  text: 400,
  long: 15_000,
  lines: 60,
  line: 400,
} as const;

/** A field's name in the post: `itinerary_day.12.title`. */
export function translationFieldName(entity: TranslatableEntity, id: number, field: string): string {
  return `${entity}.${id}.${field}`;
}

/** The English a field's translation was made from, as the page showed it: `seen.itinerary_day.12.title`. */
export const SEEN_PREFIX = "seen.";
/** "The translation still fits the new English", ticked on an outdated field: `confirm.itinerary_day.12.title`. */
export const CONFIRM_PREFIX = "confirm.";

/** The items of a list as typed, one per line; blank lines dropped, each line trimmed. */
export function splitLines(raw: string): string[] {
  return raw
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A text as typed: its ends trimmed, line breaks as \n (a blank line starts a paragraph). */
export function typedText(raw: string): string {
  return raw.replace(/\r\n?/g, "\n").trim();
}

/** A short field (a title, a picture's description) as typed: one line, whatever Enter did in its box. */
export function oneLine(raw: string): string {
  return raw.replace(/\s*[\r\n]+\s*/g, " ").trim();
}

const count = (value: number) => value.toLocaleString("en");

function valueSchema(kind: FieldKind, long: boolean) {
  if (kind === "list") {
    return z
      .string()
      .transform(splitLines)
      .pipe(
        z
          .array(
            z.string().max(TRANSLATION_LIMITS.line, {
              message: `Please keep each line to ${TRANSLATION_LIMITS.line} characters`,
            }),
          )
          .max(TRANSLATION_LIMITS.lines, { message: `Please keep the list to ${TRANSLATION_LIMITS.lines} lines` }),
      );
  }
  const max = long ? TRANSLATION_LIMITS.long : TRANSLATION_LIMITS.text;
  return z
    .string()
    .transform(long ? typedText : oneLine)
    .pipe(z.string().max(max, { message: `Please keep it to ${count(max)} characters` }));
}

export interface FormField {
  /** The field's name in the post (translationFieldName). */
  name: string;
  kind: FieldKind;
  long?: boolean;
}

export type CheckedTranslations = Record<string, string | string[]>;

/**
 * Checks one language's posted fields. Only the fields posted are read (a field added to the record since the
 * page was drawn is left as it is); an empty one is returned as "" or [] (its translation is removed).
 */
export function checkTranslationForm(
  fields: readonly FormField[],
  posted: Record<string, string | undefined>,
): { ok: true; values: CheckedTranslations } | { ok: false; errors: Record<string, string> } {
  const values: CheckedTranslations = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = posted[field.name];
    if (raw === undefined) continue;
    const result = valueSchema(field.kind, Boolean(field.long)).safeParse(raw);
    if (result.success) values[field.name] = result.data;
    else errors[field.name] = result.error.issues[0]?.message ?? "Please check this field";
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** A stored value as the form shows it: a list one item per line. */
export function valueAsTyped(value: string | readonly string[] | null | undefined): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : value.join("\n");
}
