// What a traveller bought, frozen with the booking: the package's texts and its days (parks, lodges) in English and
// in every language the content was translated into when the booking was made. The trip page, its PDFs and the
// calendar file read this, never the live package; staff replace it only by pushing the package's current
// itinerary to the booking (booked-itinerary.server.ts). Stored in bookings.itinerary (jsonb).
import type { Locale } from "~/i18n/locales";

/** The booking page's "Apply to this booking" posts this intent. */
export const PUSH_ITINERARY_INTENT = "push-itinerary";

/** Bumped when the shape changes; readers accept every version they know. */
export const BOOKED_ITINERARY_VERSION = 1;

export interface BookedDay {
  /** The package's itinerary day it was copied from (null once that day is gone: for comparing only). */
  dayId: number | null;
  dayNumber: number;
  title: string;
  description: string;
  accommodation: string;
  meals: string;
  park: { id: number; name: string } | null;
  lodge: { id: number; name: string; slug: string } | null;
  /** In another language: the fields that had no translation and are in English. */
  untranslated?: string[];
}

/** The package's words in one language, as the trip page, PDFs and calendar show them. */
export interface BookedTexts {
  title: string;
  highlights: string[];
  included: string[];
  excluded: string[];
  days: BookedDay[];
}

export interface BookedItinerary {
  version: typeof BOOKED_ITINERARY_VERSION;
  packageId: number;
  /** When it was frozen (the booking) or last pushed by staff (ISO instant). */
  frozenAt: string;
  /** The traveller's language when it was frozen. */
  locale: Locale;
  /** Every language it was frozen in; English always. Languages without any translation repeat the English. */
  texts: { en: BookedTexts } & Partial<Record<Locale, BookedTexts>>;
  /** Made by the migration from the package as it stood then (bookings from before snapshots). */
  backfilled?: boolean;
}

/** The words to show in `locale`: that language's, else the traveller's, else the English. */
export function bookedTexts(itinerary: BookedItinerary, locale: Locale): BookedTexts {
  return itinerary.texts[locale] ?? itinerary.texts[itinerary.locale] ?? itinerary.texts.en;
}

/** A stored value read back: an unknown version or shape is treated as no snapshot. */
export function readBookedItinerary(value: unknown): BookedItinerary | null {
  if (!value || typeof value !== "object") return null;
  const candidate = value as Partial<BookedItinerary>;
  if (candidate.version !== BOOKED_ITINERARY_VERSION) return null;
  if (!candidate.texts || typeof candidate.texts !== "object" || !candidate.texts.en) return null;
  if (!Array.isArray(candidate.texts.en.days)) return null;
  return candidate as BookedItinerary;
}

/** What pushing the package's itinerary would change, day by day (English, as staff read it). */
export interface ItineraryChange {
  kind: "added" | "removed" | "changed";
  dayNumber: number;
  title: string;
  /** For a changed day: which parts changed, in words ("title", "lodge: A → B"). */
  details: string[];
}

export interface ItineraryDiff {
  packageTextsChanged: string[];
  days: ItineraryChange[];
}

const dayParts: [keyof BookedDay, string][] = [
  ["title", "title"],
  ["description", "what happens"],
  ["accommodation", "accommodation"],
  ["meals", "meals"],
];

/** Days are matched by their number: day 3 booked against day 3 now. */
export function diffItineraries(booked: BookedTexts | null, current: BookedTexts): ItineraryDiff {
  const packageTextsChanged: string[] = [];
  if (booked) {
    if (booked.title !== current.title) packageTextsChanged.push(`Title: ${booked.title} → ${current.title}`);
    for (const [key, label] of [
      ["highlights", "Highlights"],
      ["included", "Included"],
      ["excluded", "Not included"],
    ] as const) {
      if (JSON.stringify(booked[key]) !== JSON.stringify(current[key])) packageTextsChanged.push(label);
    }
  }
  const before = new Map((booked?.days ?? []).map((day) => [day.dayNumber, day]));
  const after = new Map(current.days.map((day) => [day.dayNumber, day]));
  const numbers = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => a - b);
  const days: ItineraryChange[] = [];
  for (const dayNumber of numbers) {
    const was = before.get(dayNumber);
    const now = after.get(dayNumber);
    if (!was && now) days.push({ kind: "added", dayNumber, title: now.title, details: [] });
    else if (was && !now) days.push({ kind: "removed", dayNumber, title: was.title, details: [] });
    else if (was && now) {
      const details: string[] = [];
      for (const [key, label] of dayParts) if (was[key] !== now[key]) details.push(label);
      if ((was.park?.name ?? null) !== (now.park?.name ?? null))
        details.push(`park: ${was.park?.name ?? "none"} → ${now.park?.name ?? "none"}`);
      if (
        (was.lodge?.id ?? null) !== (now.lodge?.id ?? null) ||
        (was.lodge?.name ?? null) !== (now.lodge?.name ?? null)
      )
        details.push(`lodge: ${was.lodge?.name ?? "none"} → ${now.lodge?.name ?? "none"}`);
      if (details.length > 0) days.push({ kind: "changed", dayNumber, title: now.title, details });
    }
  }
  return { packageTextsChanged, days };
}

export function isUnchanged(diff: ItineraryDiff): boolean {
  return diff.packageTextsChanged.length === 0 && diff.days.length === 0;
}
