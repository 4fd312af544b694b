// Reading destinations with the lists their pages show: attractions, ways to get there, where to stay
// and the best months to visit.
import { asc, desc, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import {
  destinationAccommodationOptions,
  destinationAttractions,
  destinationBestMonths,
  destinations,
  destinationTransportOptions,
} from "~/db/schema";
import { isValidSlug } from "~/utils/slug";
import { isReservedTopLevelPath } from "./reserved-paths";

export type Destination = typeof destinations.$inferSelect;
export type DestinationAttraction = typeof destinationAttractions.$inferSelect;
export type TransportOption = typeof destinationTransportOptions.$inferSelect;
export type AccommodationOption = typeof destinationAccommodationOptions.$inferSelect;

export interface DestinationWithDetails extends Destination {
  /** In the order staff added them. */
  attractions: DestinationAttraction[];
  /** 'road' before 'flight' ("By Road", then "By Air"). */
  transportOptions: TransportOption[];
  /** 'budget', 'midRange', then 'luxury'. */
  accommodationOptions: AccommodationOption[];
  /** Month numbers 1-12, ascending; empty means year-round (`bestMonthsLabel`). */
  bestMonths: number[];
}

const TRANSPORT_ORDER = ["road", "flight"];
const ACCOMMODATION_ORDER = ["budget", "midRange", "luxury"];

function groupByDestination<T extends { destinationId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.destinationId);
    if (group) group.push(row);
    else groups.set(row.destinationId, [row]);
  }
  return groups;
}

function byOrder<T extends { type: string }>(order: string[]) {
  return (a: T, b: T) => order.indexOf(a.type) - order.indexOf(b.type);
}

/** Loads the four lists of the given destinations in four queries, whatever their number. */
async function withDetails(db: DatabaseOrTransaction, rows: Destination[]): Promise<DestinationWithDetails[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [attractions, transport, accommodation, months] = await Promise.all([
    db
      .select()
      .from(destinationAttractions)
      .where(inArray(destinationAttractions.destinationId, ids))
      .orderBy(asc(destinationAttractions.createdAt), asc(destinationAttractions.id)),
    db
      .select()
      .from(destinationTransportOptions)
      .where(inArray(destinationTransportOptions.destinationId, ids))
      .orderBy(asc(destinationTransportOptions.id)),
    db
      .select()
      .from(destinationAccommodationOptions)
      .where(inArray(destinationAccommodationOptions.destinationId, ids))
      .orderBy(asc(destinationAccommodationOptions.id)),
    db
      .select({ destinationId: destinationBestMonths.destinationId, monthNumber: destinationBestMonths.monthNumber })
      .from(destinationBestMonths)
      .where(inArray(destinationBestMonths.destinationId, ids))
      .orderBy(asc(destinationBestMonths.monthNumber)),
  ]);
  const attractionsOf = groupByDestination(attractions);
  const transportOf = groupByDestination(transport);
  const accommodationOf = groupByDestination(accommodation);
  const monthsOf = groupByDestination(months);
  return rows.map((row) => ({
    ...row,
    attractions: attractionsOf.get(row.id) ?? [],
    transportOptions: (transportOf.get(row.id) ?? []).sort(byOrder(TRANSPORT_ORDER)),
    accommodationOptions: (accommodationOf.get(row.id) ?? []).sort(byOrder(ACCOMMODATION_ORDER)),
    bestMonths: (monthsOf.get(row.id) ?? []).map((month) => month.monthNumber),
  }));
}

/** Every destination by name, with its lists (the /destinations grid). */
export async function listDestinations(db: DatabaseOrTransaction): Promise<DestinationWithDetails[]> {
  const rows = await db.select().from(destinations).orderBy(asc(destinations.name));
  return withDetails(db, rows);
}

/**
 * Up to `limit` destinations for the home page: those staff marked as featured first, then the others,
 * each group by name, so the section is never empty while any destination exists.
 */
export async function listFeaturedDestinations(
  db: DatabaseOrTransaction,
  limit: number,
): Promise<DestinationWithDetails[]> {
  const rows = await db
    .select()
    .from(destinations)
    .orderBy(desc(destinations.isFeatured), asc(destinations.name))
    .limit(limit);
  return withDetails(db, rows);
}

/**
 * The destination at /{slug} with its lists, or null when there is none. A parameter that is not a
 * well-formed slug, or that names one of the site's own pages, is never looked up. Matching is exact:
 * a route may redirect "/Maasai-Mara" to its lowercase form before calling this.
 */
export async function getDestinationBySlug(
  db: DatabaseOrTransaction,
  slug: string | undefined,
): Promise<DestinationWithDetails | null> {
  if (slug === undefined || !isValidSlug(slug) || isReservedTopLevelPath(slug)) return null;
  const rows = await db.select().from(destinations).where(eq(destinations.slug, slug));
  const [destination] = await withDetails(db, rows);
  return destination ?? null;
}
