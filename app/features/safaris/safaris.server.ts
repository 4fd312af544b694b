// Reading the safari catalogue: the package list for cards and one package with its day-by-day itinerary.
import { asc, desc, eq, getTableColumns } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { itineraryDays, safariPackages } from "~/db/schema";
import { type FromPrices, listFromPrices } from "~/features/quotes/rate-book.server";
import { parseSafariId } from "./safari-id";

export type SafariPackage = typeof safariPackages.$inferSelect;
export type ItineraryDay = typeof itineraryDays.$inferSelect;
export type SafariPackageWithItinerary = SafariPackage & { itinerary: ItineraryDay[] };

const cardColumns = {
  id: safariPackages.id,
  slug: safariPackages.slug,
  title: safariPackages.title,
  description: safariPackages.description,
  durationDays: safariPackages.durationDays,
  price: safariPackages.price,
  currency: safariPackages.currency,
  pricePerPerson: safariPackages.pricePerPerson,
  location: safariPackages.location,
  imageUrl: safariPackages.imageUrl,
  isFeatured: safariPackages.isFeatured,
  createdAt: safariPackages.createdAt,
  updatedAt: safariPackages.updatedAt,
};

/**
 * What a safari card shows (image, title, description, '{n} days') and its 'from' prices: the lowest
 * non-resident and resident rates for two sharing, for the whole trip (null: no rates, 'Contact for pricing').
 */
export type SafariPackageCard = Pick<SafariPackage, keyof typeof cardColumns> & { fromPrices: FromPrices | null };

/** Packages for cards, newest first; `limit` for the home page's first three. */
export async function listSafariPackages(
  db: DatabaseOrTransaction,
  options: { limit?: number } = {},
): Promise<SafariPackageCard[]> {
  const query = db
    .select(cardColumns)
    .from(safariPackages)
    .orderBy(desc(safariPackages.createdAt), desc(safariPackages.id));
  const [packages, fromPrices] = await Promise.all([
    options.limit === undefined ? query : query.limit(options.limit),
    listFromPrices(db),
  ]);
  return packages.map((safari) => ({ ...safari, fromPrices: fromPrices.get(safari.id) ?? null }));
}

/**
 * One package with its itinerary ordered by day, from the raw route parameter. Null when the parameter
 * is not a plain positive whole number in range ("12abc", "-1", "1.5") or no such package exists, so the
 * route answers 404. A package without itinerary days is returned with an empty list: it can still be
 * booked; the page decides what to show.
 */
export async function getSafariPackage(
  db: DatabaseOrTransaction,
  idParam: string | undefined,
): Promise<SafariPackageWithItinerary | null> {
  const id = parseSafariId(idParam);
  if (id === null) return null;
  const [safari] = await db
    .select(getTableColumns(safariPackages))
    .from(safariPackages)
    .where(eq(safariPackages.id, id));
  if (!safari) return null;
  const itinerary = await db
    .select()
    .from(itineraryDays)
    .where(eq(itineraryDays.safariId, id))
    .orderBy(asc(itineraryDays.dayNumber));
  return { ...safari, itinerary };
}
