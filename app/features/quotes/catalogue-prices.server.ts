// A safari page's prices as travellers read them: its 'from' prices, the price table by season and
// residency, the season calendar of the coming months, and the facts its badges state (the countries its
// itinerary visits and its best months).
import { asc, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { destinationBestMonths, destinations, itineraryDays, parks } from "~/db/schema";
import { fromPricesOf, priceTable, type SeasonCalendar, seasonCalendar } from "./catalogue-prices";
import { type EuroPriceTable, withEuroPrices } from "./euro-catalogue-prices";
import type { EuroRate } from "./euro-prices";
import { loadEuroRate } from "./euro-prices.server";
import { type FromPrice, loadRateBook, withEuros } from "./rate-book.server";

export interface SafariCataloguePrices {
  /** The non-residents' price carries its euro equivalent on a page that shows euros. */
  fromPrices: { nonResident: FromPrice | null; resident: FromPrice | null };
  /** With the non-residents' prices in euros too on a page that shows euros. */
  table: EuroPriceTable | null;
  /** The rates the page's quotes are shown in euros at; null on an English page or without a euro rate. */
  euroRate: EuroRate | null;
  calendar: SeasonCalendar | null;
  /** The countries the itinerary's parks are in, in the order the trip reaches them. */
  countries: string[];
  /**
   * Months 1-12 best in every visited park whose destination guide names its best months; when they share
   * none, the months best in any of them. Empty when no visited park has a guide.
   */
  bestMonths: number[];
}

/**
 * The package's prices and seasons for its page, judged on `today` (Nairobi's, YYYY-MM-DD); null for an
 * unknown package.
 */
export async function loadSafariCataloguePrices(
  db: DatabaseOrTransaction,
  packageId: number,
  today: string,
): Promise<SafariCataloguePrices | null> {
  const [book, visited, euroRate] = await Promise.all([
    loadRateBook(db, packageId),
    visitedParks(db, packageId),
    loadEuroRate(db),
  ]);
  if (!book) return null;
  const fromPrices = fromPricesOf(book);
  const table = priceTable(book);
  return {
    fromPrices: { ...fromPrices, nonResident: fromPrices.nonResident && withEuros(fromPrices.nonResident, euroRate) },
    table: table && euroRate ? withEuroPrices(table, book, euroRate) : table,
    euroRate,
    calendar: seasonCalendar(book, today),
    countries: [...new Set(visited.map((park) => park.country))],
    bestMonths: await commonBestMonths(
      db,
      visited.map((park) => park.slug),
    ),
  };
}

async function visitedParks(db: DatabaseOrTransaction, packageId: number) {
  return db
    .select({ slug: parks.slug, country: parks.country })
    .from(itineraryDays)
    .innerJoin(parks, eq(parks.id, itineraryDays.parkId))
    .where(eq(itineraryDays.safariId, packageId))
    .orderBy(asc(itineraryDays.dayNumber));
}

/**
 * A park's destination guide shares its slug (the Maasai Mara park and the /maasai-mara page). The trip's
 * best months are those every guided park agrees on, or else those any of them names.
 */
async function commonBestMonths(db: DatabaseOrTransaction, parkSlugs: string[]): Promise<number[]> {
  const slugs = [...new Set(parkSlugs)];
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: destinations.slug, month: destinationBestMonths.monthNumber })
    .from(destinationBestMonths)
    .innerJoin(destinations, eq(destinations.id, destinationBestMonths.destinationId))
    .where(inArray(destinations.slug, slugs));
  const monthsBySlug = new Map<string, Set<number>>();
  for (const row of rows) monthsBySlug.set(row.slug, (monthsBySlug.get(row.slug) ?? new Set()).add(row.month));
  const guides = [...monthsBySlug.values()];
  const months = Array.from({ length: 12 }, (_, index) => index + 1);
  const common = months.filter((month) => guides.length > 0 && guides.every((guide) => guide.has(month)));
  // Parks at their best in different months (the Mara in Jul - Oct, the Serengeti in Jan - Feb): each park's.
  return common.length > 0 ? common : months.filter((month) => guides.some((guide) => guide.has(month)));
}
