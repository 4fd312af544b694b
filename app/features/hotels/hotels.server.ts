// Reading hotels and lodges: the list for cards and one lodge by its slug.
import { desc, eq, getTableColumns } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { destinations, hotelsLodges } from "~/db/schema";
import { isValidSlug } from "~/utils/slug";

export type Hotel = typeof hotelsLodges.$inferSelect;
/** The destination a lodge belongs to, for a link from the lodge page; null when staff set none. */
export type HotelWithDestination = Hotel & { destination: { name: string; slug: string } | null };

/** Every hotel and lodge, newest first. Cards shorten the description with `hotelDescriptionExcerpt`. */
export async function listHotels(db: DatabaseOrTransaction): Promise<Hotel[]> {
  return db.select().from(hotelsLodges).orderBy(desc(hotelsLodges.createdAt), desc(hotelsLodges.id));
}

/** The lodges of one destination, newest first (its page lists them). */
export async function listHotelsInDestination(db: DatabaseOrTransaction, destinationId: number): Promise<Hotel[]> {
  return db
    .select()
    .from(hotelsLodges)
    .where(eq(hotelsLodges.destinationId, destinationId))
    .orderBy(desc(hotelsLodges.createdAt), desc(hotelsLodges.id));
}

/** The lodge at /hotels-and-lodges/{slug}, or null (a malformed slug is never looked up). */
export async function getHotelBySlug(
  db: DatabaseOrTransaction,
  slug: string | undefined,
): Promise<HotelWithDestination | null> {
  if (slug === undefined || !isValidSlug(slug)) return null;
  const [row] = await db
    .select({
      ...getTableColumns(hotelsLodges),
      destinationName: destinations.name,
      destinationSlug: destinations.slug,
    })
    .from(hotelsLodges)
    .leftJoin(destinations, eq(destinations.id, hotelsLodges.destinationId))
    .where(eq(hotelsLodges.slug, slug));
  if (!row) return null;
  const { destinationName, destinationSlug, ...hotel } = row;
  const destination =
    destinationName !== null && destinationSlug !== null ? { name: destinationName, slug: destinationSlug } : null;
  return { ...hotel, destination };
}
