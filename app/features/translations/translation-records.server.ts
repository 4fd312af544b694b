// Every translatable record with its English, as the staff's translation screens group them: a package with
// its itinerary days and pictures, a destination with its attractions, ways of getting there, stays and
// pictures, a lodge with its pictures, a video; a part opened on its own names the record it belongs to.
import { asc, desc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import {
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
  TRANSLATABLE_ENTITIES,
  type TranslatableEntity,
  videos,
} from "~/db/schema";
import { TRANSLATABLE_FIELDS } from "./translatable-fields";

/** A text, or a list's items. */
export type Value = string | string[];

export function isTranslatableEntity(value: unknown): value is TranslatableEntity {
  return typeof value === "string" && (TRANSLATABLE_ENTITIES as readonly string[]).includes(value);
}

export interface RecordRef {
  entity: TranslatableEntity;
  id: number;
}

/** One translatable record with its English, field by field (a list as its items). */
export interface ContentRecord extends RecordRef {
  /** How staff know it: "Day 2: Into the Mara", "Budget stays". */
  name: string;
  english: Record<string, Value>;
  /** A picture's file, shown beside its description. */
  picture?: { id: number; url: string; alt: string; focalX: number; focalY: number };
}

/** A part of a record's page: its own fields, its itinerary, its pictures... */
export interface ContentSection {
  /** The anchor on the editor page. */
  id: string;
  title: string | null;
  records: ContentRecord[];
}

/** What one editor page holds: a record and its parts, or a part opened on its own. */
export interface ContentGroup extends RecordRef {
  name: string;
  /** "Safari package", "Itinerary day"... */
  kindLabel: string;
  /** The public page that shows it, by its English address; null for none. */
  englishPath: string | null;
  /** For a part opened on its own: the record it belongs to. */
  parent: (RecordRef & { name: string; kindLabel: string }) | null;
  sections: ContentSection[];
}

export const ENTITY_LABELS: Record<TranslatableEntity, string> = {
  package: "Safari package",
  itinerary_day: "Itinerary day",
  destination: "Destination",
  attraction: "Attraction",
  transport: "Way of getting there",
  stay: "Where to stay",
  hotel: "Lodge",
  gallery_image: "Picture",
  video: "Video",
  season: "Season",
  park: "Park or reserve",
};

const STAY_NAMES: Record<string, string> = {
  budget: "Budget stays",
  midRange: "Mid-range stays",
  luxury: "Luxury stays",
};
const STAY_ORDER = ["budget", "midRange", "luxury"];

/** The record's English for each translated field: a text ("" for none) or a list. */
function englishOf(entity: TranslatableEntity, row: Record<string, unknown>): Record<string, Value> {
  const english: Record<string, Value> = {};
  for (const { field, kind } of TRANSLATABLE_FIELDS[entity]) {
    const value = row[field];
    english[field] =
      kind === "list" ? (Array.isArray(value) ? value.map(String) : []) : typeof value === "string" ? value : "";
  }
  return english;
}

function record(entity: TranslatableEntity, row: { id: number } & Record<string, unknown>, name: string) {
  return { entity, id: row.id, name, english: englishOf(entity, row) } satisfies ContentRecord;
}

type PackageRow = typeof safariPackages.$inferSelect;
type DayRow = typeof itineraryDays.$inferSelect;
type DestinationRow = typeof destinations.$inferSelect;
type AttractionRow = typeof destinationAttractions.$inferSelect;
type TransportRow = typeof destinationTransportOptions.$inferSelect;
type StayRow = typeof destinationAccommodationOptions.$inferSelect;
type HotelRow = typeof hotelsLodges.$inferSelect;
type VideoRow = typeof videos.$inferSelect;
type PictureRow = typeof galleryImages.$inferSelect;
type SeasonRow = typeof seasons.$inferSelect;
type ParkRow = typeof parks.$inferSelect;

const dayName = (day: DayRow) => `Day ${day.dayNumber}: ${day.title}`;
const transportName = (row: TransportRow) => (row.type === "flight" ? "By air" : "By road");
const stayName = (row: StayRow) => STAY_NAMES[row.type] ?? row.type;

function pictureRecords(pictures: readonly PictureRow[]): ContentRecord[] {
  return [...pictures]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((picture, index) => ({
      ...record("gallery_image", picture, `Picture ${index + 1}`),
      picture: { id: picture.id, url: picture.url, alt: picture.alt, focalX: picture.focalX, focalY: picture.focalY },
    }));
}

function section(id: string, title: string | null, records: ContentRecord[]): ContentSection[] {
  return records.length > 0 ? [{ id, title, records }] : [];
}

function packageGroup(pkg: PackageRow, days: readonly DayRow[], pictures: readonly PictureRow[]): ContentGroup {
  return {
    entity: "package",
    id: pkg.id,
    name: pkg.title,
    kindLabel: ENTITY_LABELS.package,
    englishPath: `/safaris/${pkg.id}`,
    parent: null,
    sections: [
      { id: "record", title: null, records: [record("package", pkg, pkg.title)] },
      ...section(
        "itinerary",
        "Itinerary",
        [...days].sort((a, b) => a.dayNumber - b.dayNumber).map((day) => record("itinerary_day", day, dayName(day))),
      ),
      ...section("pictures", "Pictures", pictureRecords(pictures)),
    ],
  };
}

function destinationGroup(
  destination: DestinationRow,
  parts: { attractions: AttractionRow[]; transports: TransportRow[]; stays: StayRow[]; pictures: PictureRow[] },
): ContentGroup {
  const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
  return {
    entity: "destination",
    id: destination.id,
    name: destination.name,
    kindLabel: ENTITY_LABELS.destination,
    englishPath: `/${destination.slug}`,
    parent: null,
    sections: [
      { id: "record", title: null, records: [record("destination", destination, destination.name)] },
      ...section(
        "attractions",
        "Things to see",
        byId(parts.attractions).map((row) => record("attraction", row, row.name)),
      ),
      ...section(
        "transport",
        "Getting there",
        byId(parts.transports).map((row) => record("transport", row, transportName(row))),
      ),
      ...section(
        "stays",
        "Where to stay",
        [...parts.stays]
          .sort((a, b) => STAY_ORDER.indexOf(a.type) - STAY_ORDER.indexOf(b.type) || a.id - b.id)
          .map((row) => record("stay", row, stayName(row))),
      ),
      ...section("pictures", "Pictures", pictureRecords(parts.pictures)),
    ],
  };
}

function hotelGroup(hotel: HotelRow, pictures: readonly PictureRow[]): ContentGroup {
  return {
    entity: "hotel",
    id: hotel.id,
    name: hotel.name,
    kindLabel: ENTITY_LABELS.hotel,
    englishPath: `/hotels-and-lodges/${hotel.slug}`,
    parent: null,
    sections: [
      { id: "record", title: null, records: [record("hotel", hotel, hotel.name)] },
      ...section("pictures", "Pictures", pictureRecords(pictures)),
    ],
  };
}

function videoGroup(video: VideoRow): ContentGroup {
  return {
    entity: "video",
    id: video.id,
    name: video.title,
    kindLabel: ENTITY_LABELS.video,
    englishPath: "/video-gallery",
    parent: null,
    sections: [{ id: "record", title: null, records: [record("video", video, video.title)] }],
  };
}

/** A record that is only a name (a season, a park): travellers read it in calendars, itineraries and quotes. */
function nameGroup(entity: "season" | "park", row: SeasonRow | ParkRow, englishPath: string): ContentGroup {
  return {
    entity,
    id: row.id,
    name: row.name,
    kindLabel: ENTITY_LABELS[entity],
    englishPath,
    parent: null,
    sections: [{ id: "record", title: null, records: [record(entity, row, row.name)] }],
  };
}
// Seasons show in every safari's season calendar and prices: the list of safaris is where to see them in use.
const seasonGroup = (row: SeasonRow) => nameGroup("season", row, "/safaris");
const parkGroup = (row: ParkRow) => nameGroup("park", row, "/safaris");

/** A part opened on its own: the one record, with the record it belongs to. */
function partGroup(part: ContentRecord, parent: ContentGroup): ContentGroup {
  return {
    entity: part.entity,
    id: part.id,
    name: part.entity === "gallery_image" ? `${part.name} of ${parent.name}` : part.name,
    kindLabel: ENTITY_LABELS[part.entity],
    englishPath: parent.englishPath,
    parent: { entity: parent.entity, id: parent.id, name: parent.name, kindLabel: parent.kindLabel },
    sections: [{ id: "record", title: null, records: [part] }],
  };
}

const firstOf = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

/** The group a record's editor page shows; null for a record that does not exist. */
export async function readContentGroup(db: DatabaseOrTransaction, ref: RecordRef): Promise<ContentGroup | null> {
  const ownerGroup = async (owner: {
    safariId: number | null;
    destinationId: number | null;
    hotelId: number | null;
  }) =>
    owner.safariId !== null
      ? readContentGroup(db, { entity: "package", id: owner.safariId })
      : owner.destinationId !== null
        ? readContentGroup(db, { entity: "destination", id: owner.destinationId })
        : owner.hotelId !== null
          ? readContentGroup(db, { entity: "hotel", id: owner.hotelId })
          : null;
  const partOf = (group: ContentGroup | null) => {
    const part = group?.sections.flatMap((s) => s.records).find((r) => r.entity === ref.entity && r.id === ref.id);
    return group && part ? partGroup(part, group) : null;
  };

  switch (ref.entity) {
    case "package": {
      const pkg = await firstOf(db.select().from(safariPackages).where(eq(safariPackages.id, ref.id)));
      if (!pkg) return null;
      const [days, pictures] = await Promise.all([
        db.select().from(itineraryDays).where(eq(itineraryDays.safariId, pkg.id)),
        db.select().from(galleryImages).where(eq(galleryImages.safariId, pkg.id)),
      ]);
      return packageGroup(pkg, days, pictures);
    }
    case "destination": {
      const destination = await firstOf(db.select().from(destinations).where(eq(destinations.id, ref.id)));
      if (!destination) return null;
      const [attractions, transports, stays, pictures] = await Promise.all([
        db.select().from(destinationAttractions).where(eq(destinationAttractions.destinationId, destination.id)),
        db
          .select()
          .from(destinationTransportOptions)
          .where(eq(destinationTransportOptions.destinationId, destination.id)),
        db
          .select()
          .from(destinationAccommodationOptions)
          .where(eq(destinationAccommodationOptions.destinationId, destination.id)),
        db.select().from(galleryImages).where(eq(galleryImages.destinationId, destination.id)),
      ]);
      return destinationGroup(destination, { attractions, transports, stays, pictures });
    }
    case "hotel": {
      const hotel = await firstOf(db.select().from(hotelsLodges).where(eq(hotelsLodges.id, ref.id)));
      if (!hotel) return null;
      const pictures = await db.select().from(galleryImages).where(eq(galleryImages.hotelId, hotel.id));
      return hotelGroup(hotel, pictures);
    }
    case "video": {
      const video = await firstOf(db.select().from(videos).where(eq(videos.id, ref.id)));
      return video ? videoGroup(video) : null;
    }
    case "season": {
      const season = await firstOf(db.select().from(seasons).where(eq(seasons.id, ref.id)));
      return season ? seasonGroup(season) : null;
    }
    case "park": {
      const park = await firstOf(db.select().from(parks).where(eq(parks.id, ref.id)));
      return park ? parkGroup(park) : null;
    }
    case "itinerary_day": {
      const day = await firstOf(
        db.select({ safariId: itineraryDays.safariId }).from(itineraryDays).where(eq(itineraryDays.id, ref.id)),
      );
      return day ? partOf(await readContentGroup(db, { entity: "package", id: day.safariId })) : null;
    }
    case "attraction":
    case "transport":
    case "stay": {
      const table = {
        attraction: destinationAttractions,
        transport: destinationTransportOptions,
        stay: destinationAccommodationOptions,
      }[ref.entity];
      const part = await firstOf(
        db.select({ destinationId: table.destinationId }).from(table).where(eq(table.id, ref.id)),
      );
      return part ? partOf(await readContentGroup(db, { entity: "destination", id: part.destinationId })) : null;
    }
    case "gallery_image": {
      const picture = await firstOf(db.select().from(galleryImages).where(eq(galleryImages.id, ref.id)));
      return picture ? partOf(await ownerGroup(picture)) : null;
    }
  }
}

/**
 * Every record's group (packages, destinations, lodges, videos, parks), each with its parts, in name order; seasons
 * in date order.
 */
export async function readAllContentGroups(db: DatabaseOrTransaction): Promise<ContentGroup[]> {
  const [
    packageRows,
    days,
    destinationRows,
    attractions,
    transports,
    stays,
    hotelRows,
    videoRows,
    pictures,
    seasonRows,
    parkRows,
  ] = await Promise.all([
    db.select().from(safariPackages).orderBy(asc(safariPackages.title)),
    db.select().from(itineraryDays),
    db.select().from(destinations).orderBy(asc(destinations.name)),
    db.select().from(destinationAttractions),
    db.select().from(destinationTransportOptions),
    db.select().from(destinationAccommodationOptions),
    db.select().from(hotelsLodges).orderBy(asc(hotelsLodges.name)),
    db.select().from(videos).orderBy(desc(videos.publishedAt)),
    db.select().from(galleryImages),
    db.select().from(seasons).orderBy(asc(seasons.startsOn)),
    db.select().from(parks).orderBy(asc(parks.name)),
  ]);
  const grouped = <T, K>(rows: readonly T[], key: (row: T) => K | null) => {
    const map = new Map<K, T[]>();
    for (const row of rows) {
      const k = key(row);
      if (k === null) continue;
      map.set(k, [...(map.get(k) ?? []), row]);
    }
    return (k: K) => map.get(k) ?? [];
  };
  const daysOf = grouped(days, (day) => day.safariId);
  const picturesOf = {
    package: grouped(pictures, (p) => p.safariId),
    destination: grouped(pictures, (p) => p.destinationId),
    hotel: grouped(pictures, (p) => p.hotelId),
  };
  const attractionsOf = grouped(attractions, (row) => row.destinationId);
  const transportsOf = grouped(transports, (row) => row.destinationId);
  const staysOf = grouped(stays, (row) => row.destinationId);
  return [
    ...packageRows.map((pkg) => packageGroup(pkg, daysOf(pkg.id), picturesOf.package(pkg.id))),
    ...destinationRows.map((destination) =>
      destinationGroup(destination, {
        attractions: attractionsOf(destination.id),
        transports: transportsOf(destination.id),
        stays: staysOf(destination.id),
        pictures: picturesOf.destination(destination.id),
      }),
    ),
    ...hotelRows.map((hotel) => hotelGroup(hotel, picturesOf.hotel(hotel.id))),
    ...videoRows.map(videoGroup),
    ...seasonRows.map(seasonGroup),
    ...parkRows.map(parkGroup),
  ];
}
