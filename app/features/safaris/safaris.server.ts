// Reading the safari catalogue: the package list for cards (all, filtered, or those that visit a place) and
// one package with its day-by-day itinerary, each day with the park and lodge it names.
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { destinations, exchangeRates, hotelsLodges, itineraryDays, parks, safariPackages } from "~/db/schema";
import { type FromPrices, listFromPrices, seasonKindsOfTravelMonth } from "~/features/quotes/rate-book.server";
import { matchesSafariFilters, type SafariFilters } from "./safari-filters";
import { parseSafariId } from "./safari-id";

export type SafariPackage = typeof safariPackages.$inferSelect;

/** On sale: not archived. The public pages, sitemap and booking forms see only these. */
export const onSale = isNull(safariPackages.archivedAt);
/** A day as stored, with the park it is spent in (linking to its destination page) and the lodge of its night. */
export type ItineraryDay = typeof itineraryDays.$inferSelect & {
  park: { id: number; name: string; destinationSlug: string | null } | null;
  hotel: { name: string; slug: string } | null;
};
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

/**
 * Packages for cards, newest first; `limit` for the home page's first three, `ids` for the packages that
 * visit a place (an empty list: none).
 */
export async function listSafariPackages(
  db: DatabaseOrTransaction,
  options: { limit?: number; ids?: readonly number[] } = {},
): Promise<SafariPackageCard[]> {
  if (options.ids?.length === 0) return [];
  const query = db
    .select(cardColumns)
    .from(safariPackages)
    // An archived package is off sale: gone from every public list (its bookings keep their itinerary).
    .where(and(onSale, options.ids ? inArray(safariPackages.id, [...options.ids]) : undefined))
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
    .where(and(eq(safariPackages.id, id), onSale));
  if (!safari) return null;
  const rows = await db
    .select({
      day: getTableColumns(itineraryDays),
      parkId: parks.id,
      parkName: parks.name,
      parkDestinationSlug: destinations.slug,
      hotelName: hotelsLodges.name,
      hotelSlug: hotelsLodges.slug,
    })
    .from(itineraryDays)
    .leftJoin(parks, eq(parks.id, itineraryDays.parkId))
    .leftJoin(destinations, eq(destinations.id, parks.destinationId))
    .leftJoin(hotelsLodges, eq(hotelsLodges.id, itineraryDays.hotelId))
    .where(eq(itineraryDays.safariId, id))
    .orderBy(asc(itineraryDays.dayNumber));
  const itinerary = rows.map(
    ({ day, parkId, parkName, parkDestinationSlug, hotelName, hotelSlug }): ItineraryDay => ({
      ...day,
      park:
        parkId === null || parkName === null
          ? null
          : { id: parkId, name: parkName, destinationSlug: parkDestinationSlug },
      hotel: hotelName === null || hotelSlug === null ? null : { name: hotelName, slug: hotelSlug },
    }),
  );
  return { ...safari, itinerary };
}

/** The packages with a day in one of the destination's parks or a night at one of its lodges. */
export async function listSafariIdsVisitingDestination(
  db: DatabaseOrTransaction,
  destinationId: number,
): Promise<number[]> {
  return safariIdsWhere(db, or(eq(parks.destinationId, destinationId), eq(hotelsLodges.destinationId, destinationId)));
}

/** The packages with a night at the lodge. */
export async function listSafariIdsStayingAt(db: DatabaseOrTransaction, hotelId: number): Promise<number[]> {
  return safariIdsWhere(db, eq(itineraryDays.hotelId, hotelId));
}

async function safariIdsWhere(db: DatabaseOrTransaction, condition: SQL | undefined): Promise<number[]> {
  const rows = await db
    .selectDistinct({ safariId: itineraryDays.safariId })
    .from(itineraryDays)
    .leftJoin(parks, eq(parks.id, itineraryDays.parkId))
    .leftJoin(hotelsLodges, eq(hotelsLodges.id, itineraryDays.hotelId))
    .where(condition);
  return rows.map((row) => row.safariId);
}

const lodgeDestinations = alias(destinations, "lodge_destinations");

/**
 * Each package's countries, by package id (of its parks and of its lodges' destinations, in the order the trip
 * reaches them): what the country filter tests, in one query whatever their number. (Its best months are a
 * badge on its page, not a filter: a travel month lists what is priced then.)
 */
async function listSafariCountries(db: DatabaseOrTransaction): Promise<Map<number, string[]>> {
  const days = await db
    .select({
      safariId: itineraryDays.safariId,
      parkCountry: parks.country,
      lodgeCountry: lodgeDestinations.country,
    })
    .from(itineraryDays)
    .leftJoin(parks, eq(parks.id, itineraryDays.parkId))
    .leftJoin(hotelsLodges, eq(hotelsLodges.id, itineraryDays.hotelId))
    .leftJoin(lodgeDestinations, eq(lodgeDestinations.id, hotelsLodges.destinationId))
    .where(or(isNotNull(itineraryDays.parkId), isNotNull(itineraryDays.hotelId)))
    .orderBy(asc(itineraryDays.safariId), asc(itineraryDays.dayNumber));
  const countries = new Map<number, Set<string>>();
  for (const day of days) {
    const trip = countries.get(day.safariId) ?? new Set<string>();
    if (day.parkCountry) trip.add(day.parkCountry);
    if (day.lodgeCountry) trip.add(day.lodgeCountry);
    countries.set(day.safariId, trip);
  }
  return new Map([...countries].map(([safariId, trip]) => [safariId, [...trip]]));
}

/**
 * A package's lowest price per person in US dollars: the non-residents' 'from' price (else the residents'),
 * at the exchange rates staff set; null without a price or a rate for its currency.
 */
function budgetInUsd(fromPrices: FromPrices | null, unitsPerUsd: ReadonlyMap<string, number>): number | null {
  const price = fromPrices?.nonResident ?? fromPrices?.resident;
  if (!price) return null;
  const rate = price.currency === "USD" ? 1 : unitsPerUsd.get(price.currency);
  return rate ? price.amount / 100 / rate : null;
}

/**
 * The packages the filters let through, newest first: the safari list's cards. The catalogue is small, so
 * the facts are read for every package and the filters applied here, in one place, rather than in SQL.
 * With a travel month, a package is listed when that month's dates are priced for it (the season calendar
 * reaches them and its rates cover their seasons), and its card, like the budget filter, reads that month's
 * 'from' price: August's, not April's green-season one.
 */
export async function listFilteredSafariPackages(
  db: DatabaseOrTransaction,
  filters: SafariFilters,
  today: string,
): Promise<SafariPackageCard[]> {
  const [packages, countries, rates, monthPrices] = await Promise.all([
    listSafariPackages(db),
    listSafariCountries(db),
    db.select().from(exchangeRates),
    filters.month === null
      ? null
      : seasonKindsOfTravelMonth(db, filters.month, today).then((seasonKinds) => listFromPrices(db, { seasonKinds })),
  ]);
  const unitsPerUsd = new Map(rates.map((rate) => [rate.currency, rate.unitsPerUsd]));
  const cards = monthPrices
    ? packages.map((safari) => ({ ...safari, fromPrices: monthPrices.get(safari.id) ?? null }))
    : packages;
  return cards.filter((safari) =>
    matchesSafariFilters(
      {
        durationDays: safari.durationDays,
        countries: countries.get(safari.id) ?? [],
        pricedInMonth: monthPrices ? monthPrices.has(safari.id) : null,
        budgetUsd: budgetInUsd(safari.fromPrices, unitsPerUsd),
      },
      filters,
    ),
  );
}
