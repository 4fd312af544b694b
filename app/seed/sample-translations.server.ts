// The sample content's German, French, Italian and Spanish (./content/translations), stored as content
// translations of the records the sample content made. Records are found as the seed made them (packages,
// destinations and lodges by slug, videos by their file, itinerary days by number, a destination's journeys and
// stays by kind, pictures by file); a field is translated only while its English is still the sample's, so a
// record staff have since rewritten keeps its own English, and what they deleted is skipped, never an error.

import { isDeepStrictEqual } from "node:util";
import { getTableName, inArray } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import {
  contentTranslations,
  destinationAccommodationOptions,
  destinationAttractions,
  destinations,
  destinationTransportOptions,
  galleryImages,
  hotelsLodges,
  itineraryDays,
  parks,
  safariPackages,
  seasons,
  videos,
} from "~/db/schema";
import type { TranslatableEntity } from "~/db/schema/translations";
import { type ContentLocale, englishValue, sourceHash } from "~/features/translations/content-translations.server";
import { TRANSLATABLE_FIELDS } from "~/features/translations/translatable-fields";
import { TRANSLATED_LOCALES } from "~/i18n/locales";
import { sampleDestinations } from "./content/destinations";
import {
  type SampleGalleryPicture,
  sampleDestinationGalleries,
  sampleHotelGalleries,
  sampleSafariGalleries,
} from "./content/galleries";
import { sampleHotels } from "./content/hotels";
import { sampleParks, sampleSeasons } from "./content/rates";
import { sampleSafaris } from "./content/safaris";
import { sampleContentTranslations } from "./content/translations";
import { SAMPLE_PARK_NAMES, sampleSeasonName } from "./content/translations/rate-names";
import type { GalleryTranslations } from "./content/translations/types";
import { sampleVideos } from "./content/videos";

type Fields = Record<string, unknown>;
type TranslationRow = typeof contentTranslations.$inferInsert;

/** Rows per insert, well inside PostgreSQL's limit on a statement's parameters. */
const INSERT_CHUNK = 500;

/** A record's words in each language, by field, as the sample content gives them. */
type ByLocale = (locale: ContentLocale) => Fields | undefined;

/**
 * The rows translating one record: each translatable field whose English (in the database) is still the sample's
 * English, in every language the sample content translates it into, with the hash of that English.
 */
function rowsFor(
  entity: TranslatableEntity,
  id: number,
  stored: Fields,
  sampleEnglish: Fields,
  translated: ByLocale,
): TranslationRow[] {
  const rows: TranslationRow[] = [];
  for (const field of TRANSLATABLE_FIELDS[entity]) {
    const english = englishValue(field, stored[field.field]);
    if (english.length === 0 || !isDeepStrictEqual(english, englishValue(field, sampleEnglish[field.field]))) continue;
    const hash = sourceHash(english);
    for (const locale of TRANSLATED_LOCALES) {
      const value = translated(locale)?.[field.field];
      const fits =
        field.kind === "list" ? Array.isArray(value) && value.length > 0 : typeof value === "string" && value;
      if (!fits) continue;
      rows.push({
        entity,
        entityId: id,
        field: field.field,
        locale,
        value: value as string | string[],
        sourceHash: hash,
      });
    }
  }
  return rows;
}

const translationsIn = (locale: ContentLocale) => sampleContentTranslations[locale];

async function packageRows(tx: Transaction): Promise<TranslationRow[]> {
  const samples = new Map(sampleSafaris.map((safari) => [safari.slug, safari]));
  const packages = await tx
    .select()
    .from(safariPackages)
    .where(inArray(safariPackages.slug, [...samples.keys()]));
  const days = packages.length
    ? await tx
        .select()
        .from(itineraryDays)
        .where(
          inArray(
            itineraryDays.safariId,
            packages.map((row) => row.id),
          ),
        )
    : [];
  return packages.flatMap((row) => {
    const sample = samples.get(row.slug)!;
    const own = days.filter((day) => day.safariId === row.id);
    return [
      ...rowsFor("package", row.id, row, { ...sample }, (locale) => ({ ...translationsIn(locale).safaris[row.slug] })),
      ...own.flatMap((day) => {
        const index = day.dayNumber - 1;
        const english = sample.itinerary[index];
        if (!english) return [];
        return rowsFor("itinerary_day", day.id, day, { ...english }, (locale) => ({
          ...translationsIn(locale).safaris[row.slug]?.itinerary[index],
        }));
      }),
    ];
  });
}

async function destinationRows(tx: Transaction): Promise<TranslationRow[]> {
  const samples = new Map(sampleDestinations.map((destination) => [destination.slug, destination]));
  const places = await tx
    .select()
    .from(destinations)
    .where(inArray(destinations.slug, [...samples.keys()]));
  if (places.length === 0) return [];
  const ids = places.map((row) => row.id);
  const [attractions, transport, stays] = await Promise.all([
    tx.select().from(destinationAttractions).where(inArray(destinationAttractions.destinationId, ids)),
    tx.select().from(destinationTransportOptions).where(inArray(destinationTransportOptions.destinationId, ids)),
    tx
      .select()
      .from(destinationAccommodationOptions)
      .where(inArray(destinationAccommodationOptions.destinationId, ids)),
  ]);
  return places.flatMap((row) => {
    const sample = samples.get(row.slug)!;
    const of = (locale: ContentLocale) => translationsIn(locale).destinations[row.slug];
    return [
      ...rowsFor("destination", row.id, row, { ...sample }, (locale) => ({ ...of(locale) })),
      // An attraction is the sample's one of the same name.
      ...attractions
        .filter((attraction) => attraction.destinationId === row.id)
        .flatMap((attraction) => {
          const index = sample.attractions.findIndex((english) => english.name === attraction.name);
          if (index === -1) return [];
          return rowsFor("attraction", attraction.id, attraction, { ...sample.attractions[index] }, (locale) => ({
            ...of(locale)?.attractions[index],
          }));
        }),
      // A way of getting there is the sample's one of the same kind (by road, by air).
      ...transport
        .filter((option) => option.destinationId === row.id)
        .flatMap((option) => {
          const index = sample.transport.findIndex((english) => english.type === option.type);
          if (index === -1) return [];
          return rowsFor("transport", option.id, option, { ...sample.transport[index] }, (locale) => ({
            ...of(locale)?.transport[index],
          }));
        }),
      ...stays
        .filter((stay) => stay.destinationId === row.id)
        .flatMap((stay) =>
          rowsFor("stay", stay.id, stay, { description: sample.accommodation[stay.type] }, (locale) => ({
            description: of(locale)?.accommodation[stay.type],
          })),
        ),
    ];
  });
}

async function hotelRows(tx: Transaction): Promise<TranslationRow[]> {
  const samples = new Map(sampleHotels.map((hotel) => [hotel.slug, hotel]));
  const lodges = await tx
    .select()
    .from(hotelsLodges)
    .where(inArray(hotelsLodges.slug, [...samples.keys()]));
  return lodges.flatMap((row) =>
    rowsFor("hotel", row.id, row, { ...samples.get(row.slug)! }, (locale) => ({
      ...translationsIn(locale).hotels[row.slug],
    })),
  );
}

async function videoRows(tx: Transaction): Promise<TranslationRow[]> {
  // A sample video is stored with its clip at /media/videos/{key}.webm.
  const samples = new Map(sampleVideos.map((video) => [`/media/videos/${video.key}.webm`, video]));
  const rows = await tx
    .select()
    .from(videos)
    .where(inArray(videos.fileUrl, [...samples.keys()]));
  return rows.flatMap((row) => {
    const sample = samples.get(row.fileUrl!)!;
    return rowsFor("video", row.id, row, { ...sample }, (locale) => ({
      ...translationsIn(locale).videos[sample.key],
    }));
  });
}

async function pictureRows(tx: Transaction): Promise<TranslationRow[]> {
  const [safaris, places, lodges, pictures] = await Promise.all([
    tx.select({ id: safariPackages.id, slug: safariPackages.slug }).from(safariPackages),
    tx.select({ id: destinations.id, slug: destinations.slug }).from(destinations),
    tx.select({ id: hotelsLodges.id, slug: hotelsLodges.slug }).from(hotelsLodges),
    tx.select().from(galleryImages),
  ]);
  const slugOf = (list: { id: number; slug: string }[]) => new Map(list.map((row) => [row.id, row.slug]));
  const owners: [Map<number, string>, Record<string, SampleGalleryPicture[]>, keyof GalleryTranslations][] = [
    [slugOf(safaris), sampleSafariGalleries, "safaris"],
    [slugOf(places), sampleDestinationGalleries, "destinations"],
    [slugOf(lodges), sampleHotelGalleries, "hotels"],
  ];
  return pictures.flatMap((picture) => {
    const ownerIds = [picture.safariId, picture.destinationId, picture.hotelId];
    for (const [index, [slugs, english, kind]] of owners.entries()) {
      const ownerId = ownerIds[index];
      const slug = ownerId === null || ownerId === undefined ? undefined : slugs.get(ownerId);
      if (!slug) continue;
      // The sample's picture of the same file and the same words.
      const position = (english[slug] ?? []).findIndex(
        (sample) => sample.image === picture.url && sample.alt === picture.alt,
      );
      if (position === -1) return [];
      return rowsFor("gallery_image", picture.id, picture, { alt: picture.alt }, (locale) => ({
        alt: translationsIn(locale).galleries[kind][slug]?.[position],
      }));
    }
    return [];
  });
}

/** The sample seasons still named as the sample names them (seasons have no slug: the name and dates find them). */
async function seasonRows(tx: Transaction): Promise<TranslationRow[]> {
  const samples = new Map(sampleSeasons.map((season) => [`${season.name}|${season.startsOn}`, season]));
  const rows = await tx.select().from(seasons);
  return rows.flatMap((row) => {
    const sample = samples.get(`${row.name}|${row.startsOn}`);
    if (!sample) return [];
    return rowsFor("season", row.id, row, { name: sample.name }, (locale) => ({
      name: sampleSeasonName(sample.name, locale),
    }));
  });
}

async function parkRows(tx: Transaction): Promise<TranslationRow[]> {
  const samples = new Map(sampleParks.map((park) => [park.slug, park]));
  const rows = await tx
    .select()
    .from(parks)
    .where(inArray(parks.slug, [...samples.keys()]));
  return rows.flatMap((row) =>
    rowsFor("park", row.id, row, { name: samples.get(row.slug)!.name }, (locale) => ({
      name: SAMPLE_PARK_NAMES[locale][row.slug],
    })),
  );
}

/**
 * The sample seasons' and parks' names in every language, for those still named as the sample names them: stored
 * after the rates, on a database seeded before these names were translated too. The number of rows added.
 */
export async function insertSampleRateNameTranslations(tx: Transaction): Promise<Record<string, number>> {
  const rows = (await Promise.all([seasonRows(tx), parkRows(tx)])).flat();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(contentTranslations).values(rows.slice(start, start + INSERT_CHUNK));
  }
  return rows.length > 0 ? { [getTableName(contentTranslations)]: rows.length } : {};
}

/**
 * Stores the sample content's translations for every sample record whose English is still the sample's; the
 * number of rows added, by table name (none when nothing matched).
 */
export async function insertSampleTranslations(tx: Transaction): Promise<Record<string, number>> {
  const rows = (
    await Promise.all([packageRows(tx), destinationRows(tx), hotelRows(tx), videoRows(tx), pictureRows(tx)])
  ).flat();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(contentTranslations).values(rows.slice(start, start + INSERT_CHUNK));
  }
  return rows.length > 0 ? { [getTableName(contentTranslations)]: rows.length } : {};
}
