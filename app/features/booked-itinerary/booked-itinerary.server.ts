// Freezing a package's itinerary with a booking (in the booking's own transaction) and pushing the package's
// current itinerary to a booking when staff mean it to (audited, the traveller told by e-mail in their language).
import { createHash } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "~/db/client.server";
import { bookings, hotelsLodges, itineraryDays, parks, safariPackages } from "~/db/schema";
import { CONTENT_LOCALES } from "~/db/schema/translations";
import { type AuditActor, recordAudit } from "~/features/audit/audit.server";
import {
  type ContentTranslations,
  ENGLISH_CONTENT,
  loadContentTranslationsInEach,
  placeholderIn,
} from "~/features/translations/content-translations.server";
import type { Locale } from "~/i18n/locales";
import { runInLocale } from "~/i18n/server-messages.server";
import { enqueueEmail } from "~/services/email/outbox.server";
import {
  BOOKED_ITINERARY_VERSION,
  type BookedDay,
  type BookedItinerary,
  type BookedTexts,
  bookedTexts,
  diffItineraries,
  type ItineraryDiff,
  isUnchanged,
  readBookedItinerary,
} from "./booked-itinerary";
import { renderItineraryChangedEmail } from "./itinerary-email";

interface PackageSource {
  pkg: Pick<typeof safariPackages.$inferSelect, "id" | "title" | "highlights" | "included" | "excluded">;
  days: (Omit<BookedDay, "dayId" | "untranslated"> & { id: number })[];
}

async function readPackageSource(db: DatabaseOrTransaction, packageId: number): Promise<PackageSource | null> {
  const [pkg] = await db
    .select({
      id: safariPackages.id,
      title: safariPackages.title,
      highlights: safariPackages.highlights,
      included: safariPackages.included,
      excluded: safariPackages.excluded,
    })
    .from(safariPackages)
    .where(eq(safariPackages.id, packageId));
  if (!pkg) return null;
  const rows = await db
    .select({
      id: itineraryDays.id,
      dayNumber: itineraryDays.dayNumber,
      title: itineraryDays.title,
      description: itineraryDays.description,
      accommodation: itineraryDays.accommodation,
      meals: itineraryDays.meals,
      parkId: parks.id,
      parkName: parks.name,
      lodgeId: hotelsLodges.id,
      lodgeName: hotelsLodges.name,
      lodgeSlug: hotelsLodges.slug,
    })
    .from(itineraryDays)
    .leftJoin(parks, eq(parks.id, itineraryDays.parkId))
    .leftJoin(hotelsLodges, eq(hotelsLodges.id, itineraryDays.hotelId))
    .where(eq(itineraryDays.safariId, packageId))
    .orderBy(asc(itineraryDays.dayNumber));
  return {
    pkg,
    days: rows.map((row) => ({
      id: row.id,
      dayNumber: row.dayNumber,
      title: row.title,
      description: row.description,
      accommodation: row.accommodation,
      meals: row.meals,
      park: row.parkId !== null && row.parkName !== null ? { id: row.parkId, name: row.parkName } : null,
      lodge:
        row.lodgeId !== null && row.lodgeName !== null && row.lodgeSlug !== null
          ? { id: row.lodgeId, name: row.lodgeName, slug: row.lodgeSlug }
          : null,
    })),
  };
}

/** The package's words laid over with one language's translations, as the public pages lay them. */
function textsIn(source: PackageSource, translations: ContentTranslations): BookedTexts {
  const pkg = translations.overlay(
    {
      id: source.pkg.id,
      title: source.pkg.title,
      highlights: source.pkg.highlights,
      included: source.pkg.included,
      excluded: source.pkg.excluded,
    },
    "package",
  );
  return {
    title: pkg.title,
    highlights: [...pkg.highlights],
    included: [...pkg.included],
    excluded: [...pkg.excluded],
    days: source.days.map((day) => {
      const { id, untranslated, ...laid } = translations.overlay(day, "itinerary_day");
      // The park's name in this language too (a park's name is translated on its own: the field is not the day's).
      const park = day.park && { id: day.park.id, name: translations.overlay(day.park, "park").name };
      return {
        dayId: id,
        ...laid,
        park,
        ...(untranslated && untranslated.length > 0 ? { untranslated: [...untranslated] } : {}),
      };
    }),
  };
}

/**
 * The package's itinerary as it stands now, frozen: English and each other language (their translations in one
 * query).
 * Null for an unknown package.
 */
export async function freezeItinerary(
  db: DatabaseOrTransaction,
  packageId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<BookedItinerary | null> {
  const source = await readPackageSource(db, packageId);
  if (!source) return null;
  const wanted = {
    package: [source.pkg.id],
    itinerary_day: source.days.map((day) => day.id),
    park: source.days.flatMap((day) => (day.park ? [day.park.id] : [])),
  };
  const texts: BookedItinerary["texts"] = { en: textsIn(source, ENGLISH_CONTENT) };
  const translations = await loadContentTranslationsInEach(db, CONTENT_LOCALES, wanted);
  CONTENT_LOCALES.forEach((language, index) => {
    texts[language] = textsIn(source, translations[index] ?? ENGLISH_CONTENT);
  });
  return { version: BOOKED_ITINERARY_VERSION, packageId: source.pkg.id, frozenAt: now.toISOString(), locale, texts };
}

/** What the booking page's Itinerary section shows: the itinerary as booked, and what a push would change. */
export interface ItineraryPanelData {
  booked: {
    frozenAt: string;
    backfilled: boolean;
    title: string;
    days: { dayNumber: number; title: string; park: string | null; lodge: string | null }[];
  } | null;
  /** Null when the package is gone: nothing can be pushed. */
  push: {
    packageId: number;
    diff: ItineraryDiff;
    unchanged: boolean;
    /** The package's itinerary as previewed: applying is refused if it changed since. */
    currentVersion: string;
  } | null;
}

/**
 * A short fingerprint of an itinerary's words in every language (what a push would store). Keys are sorted, since
 * jsonb gives a stored itinerary's keys back in its own order.
 */
/**
 * The booked texts a traveller reads in `locale`: a day without its lodge or meals worded in that language
 * (snapshots taken before the placeholder was translated, and the migration's backfill, hold the English).
 */
export function bookedTextsIn(itinerary: BookedItinerary, locale: Locale): BookedTexts {
  const texts = bookedTexts(itinerary, locale);
  return {
    ...texts,
    days: texts.days.map((day) => ({
      ...day,
      accommodation: placeholderIn(day.accommodation, locale),
      meals: placeholderIn(day.meals, locale),
    })),
  };
}

export function itineraryVersion(itinerary: BookedItinerary): string {
  return createHash("sha256").update(canonicalJson(itinerary.texts)).digest("base64url").slice(0, 22);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export async function loadItineraryPanel(
  db: DatabaseOrTransaction,
  bookingId: number,
): Promise<ItineraryPanelData | null> {
  const [booking] = await db
    .select({ safariId: bookings.safariId, itinerary: bookings.itinerary, locale: bookings.locale })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!booking) return null;
  const booked = readBookedItinerary(booking.itinerary);
  const packageId = booking.safariId ?? booked?.packageId ?? null;
  const current = packageId === null ? null : await freezeItinerary(db, packageId, booking.locale);
  const diff = current ? diffItineraries(booked ? booked.texts.en : null, current.texts.en) : null;
  return {
    booked: booked
      ? {
          frozenAt: booked.frozenAt,
          backfilled: booked.backfilled === true,
          title: booked.texts.en.title,
          days: booked.texts.en.days.map((day) => ({
            dayNumber: day.dayNumber,
            title: day.title,
            park: day.park?.name ?? null,
            lodge: day.lodge?.name ?? null,
          })),
        }
      : null,
    push:
      current && diff
        ? {
            packageId: current.packageId,
            diff,
            unchanged: booked !== null && isUnchanged(diff) && itineraryVersion(booked) === itineraryVersion(current),
            currentVersion: itineraryVersion(current),
          }
        : null,
  };
}

export type PushResult =
  | { status: "pushed"; reference: string; diff: ItineraryDiff }
  | { status: "booking_not_found" }
  | { status: "no_package" }
  /** The package changed after the preview staff confirmed: nothing was changed. */
  | { status: "changed_since_preview" };

/**
 * Replaces the booking's frozen itinerary with the package's current one, in one transaction with its audit
 * entry (the itinerary before and after, and the changes in words) and the traveller's e-mail.
 */
export async function pushItineraryToBooking(
  db: Database,
  {
    bookingId,
    actor,
    expectedVersion,
    now = new Date(),
  }: { bookingId: number; actor: AuditActor; expectedVersion: string; now?: Date },
): Promise<PushResult> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) return { status: "booking_not_found" as const };
    const before = readBookedItinerary(booking.itinerary);
    const packageId = booking.safariId ?? before?.packageId ?? null;
    const current = packageId === null ? null : await freezeItinerary(tx, packageId, booking.locale, now);
    if (!current) return { status: "no_package" as const };
    if (itineraryVersion(current) !== expectedVersion) return { status: "changed_since_preview" as const };
    const diff = diffItineraries(before ? before.texts.en : null, current.texts.en);
    await tx.update(bookings).set({ itinerary: current, updatedAt: now }).where(eq(bookings.id, booking.id));
    await recordAudit(tx, {
      actor,
      action: "update",
      tableName: "bookings",
      rowId: booking.id,
      before: { itinerary: before },
      after: { itineraryPushed: describeDiff(diff), itinerary: current },
    });
    const texts = bookedTextsIn(current, booking.locale);
    const email = runInLocale(booking.locale, () =>
      renderItineraryChangedEmail({ name: booking.name, reference: booking.reference, texts }),
    );
    await enqueueEmail(tx, {
      kind: "itinerary_changed",
      to: booking.email,
      dedupeKey: `booking:${booking.id}:itinerary:${now.getTime()}`,
      ...email,
    });
    return { status: "pushed" as const, reference: booking.reference, diff };
  });
}

/** The changes in words, for the audit log and the booking's history. */
export function describeDiff(diff: ItineraryDiff): string {
  const parts = [
    ...diff.packageTextsChanged.map(
      (text) => `package ${text.toLowerCase().startsWith("title") ? text : `${text.toLowerCase()} changed`}`,
    ),
    ...diff.days.map((change) =>
      change.kind === "changed"
        ? `day ${change.dayNumber} changed (${change.details.join("; ")})`
        : `day ${change.dayNumber} ${change.kind} (${change.title})`,
    ),
  ];
  return parts.length > 0
    ? `Itinerary pushed from the package: ${parts.join(", ")}`
    : "Itinerary pushed from the package: no changes";
}
