// The queries that connect safaris to places: a day's park and lodge, the safaris that visit a destination or
// stay at a lodge, and the list filtered by country (of parks and of lodges), length, travel month and budget.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  destinationBestMonths,
  destinations,
  exchangeRates,
  hotelsLodges,
  itineraryDays,
  parks,
  partyRates,
  rateCards,
  safariPackages,
  seasons,
} from "~/db/schema";
import { listHotelsInDestination } from "~/features/hotels/hotels.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { NO_FILTERS, type SafariFilters } from "./safari-filters";
import {
  getSafariPackage,
  listFilteredSafariPackages,
  listSafariIdsStayingAt,
  listSafariIdsVisitingDestination,
} from "./safaris.server";

let database: TestDatabase;
const id: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const [mara, serengeti, zanzibar] = await db
    .insert(destinations)
    .values([
      { slug: "mara", name: "Mara", region: "Narok, Kenya", country: "Kenya" },
      { slug: "serengeti", name: "Serengeti", region: "Mara Region, Tanzania", country: "Tanzania" },
      { slug: "zanzibar", name: "Zanzibar", region: "Zanzibar, Tanzania", country: "Tanzania" },
    ])
    .returning();
  Object.assign(id, { mara: mara!.id, serengeti: serengeti!.id, zanzibar: zanzibar!.id });
  await db
    .insert(destinationBestMonths)
    .values([
      ...[7, 8, 9, 10].map((monthNumber) => ({ destinationId: mara!.id, monthNumber })),
      ...[1, 2, 8].map((monthNumber) => ({ destinationId: serengeti!.id, monthNumber })),
    ]);
  const [maraPark, conservancy, serengetiPark] = await db
    .insert(parks)
    .values([
      { slug: "mara-reserve", name: "Mara Reserve", country: "Kenya", destinationId: mara!.id },
      { slug: "mara-conservancy", name: "Mara Conservancy", country: "Kenya", destinationId: null },
      { slug: "serengeti-park", name: "Serengeti Park", country: "Tanzania", destinationId: serengeti!.id },
    ])
    .returning();
  const [camp, beachHouse] = await db
    .insert(hotelsLodges)
    .values([
      { slug: "river-camp", name: "River Camp", destinationId: mara!.id },
      { slug: "beach-house", name: "Beach House", destinationId: zanzibar!.id },
    ])
    .returning();
  Object.assign(id, { camp: camp!.id, beachHouse: beachHouse!.id });

  const packages = await db
    .insert(safariPackages)
    .values([
      { slug: "mara-short", title: "Mara Short", durationDays: 3, createdAt: new Date("2024-01-03") },
      { slug: "migration", title: "Migration", durationDays: 6, createdAt: new Date("2024-01-02") },
      { slug: "mara-and-beach", title: "Mara and Beach", durationDays: 9, createdAt: new Date("2024-01-01") },
    ])
    .returning();
  for (const row of packages) id[row.slug] = row.id;
  await db.insert(itineraryDays).values([
    { safariId: id["mara-short"]!, dayNumber: 1, title: "Mara", parkId: maraPark!.id, hotelId: camp!.id },
    { safariId: id["mara-short"]!, dayNumber: 2, title: "Conservancy", parkId: conservancy!.id },
    { safariId: id["mara-short"]!, dayNumber: 3, title: "Home" },
    {
      safariId: id.migration!,
      dayNumber: 1,
      title: "Mara",
      parkId: maraPark!.id,
      accommodation: "River Camp",
      hotelId: camp!.id,
    },
    { safariId: id.migration!, dayNumber: 2, title: "Serengeti", parkId: serengetiPark!.id },
    { safariId: id["mara-and-beach"]!, dayNumber: 1, title: "Conservancy", parkId: conservancy!.id },
    { safariId: id["mara-and-beach"]!, dayNumber: 2, title: "Beach", hotelId: beachHouse!.id },
  ]);
  // From-prices for two sharing: Mara Short USD 400 a night (2 nights: USD 800); Migration KES 258,000 a night
  // (5 nights, KES 1,290,000 = USD 10,000 at 129); Mara and Beach has no rates.
  const cards = await db
    .insert(rateCards)
    .values([
      { packageId: id["mara-short"]!, residency: "non_resident", currency: "USD" },
      { packageId: id.migration!, residency: "resident", currency: "KES" },
    ])
    .returning();
  await db.insert(partyRates).values([
    { cardId: cards[0]!.id, season: "green", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 40_000 },
    // Mara Short in the high season: USD 900 a night (2 nights: USD 1,800).
    { cardId: cards[0]!.id, season: "high", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 90_000 },
    { cardId: cards[1]!.id, season: "green", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 25_800_000 },
  ]);
  // The season calendar reaches April to October 2027: a green April and May, a high July to October.
  await db.insert(seasons).values([
    { name: "Long rains 2027", kind: "green", startsOn: "2027-04-01", endsOn: "2027-05-31" },
    { name: "High season 2027", kind: "high", startsOn: "2027-07-01", endsOn: "2027-10-31" },
  ]);
  await db
    .insert(exchangeRates)
    .values({ currency: "KES", unitsPerUsd: 129 })
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: { unitsPerUsd: 129 },
    });
});

afterAll(async () => {
  await database.destroy();
});

const TODAY = "2026-11-25";

async function titles(filters: Partial<SafariFilters>): Promise<string[]> {
  return (await listFilteredSafariPackages(database.db, { ...NO_FILTERS, ...filters }, TODAY)).map(
    (safari) => safari.title,
  );
}

describe("getSafariPackage", () => {
  it("gives each day its park (with the destination it links to) and the lodge of its night", async () => {
    const safari = await getSafariPackage(database.db, String(id["mara-short"]));
    expect(safari?.itinerary.map((day) => [day.park, day.hotel])).toEqual([
      [
        { id: expect.any(Number), name: "Mara Reserve", destinationSlug: "mara" },
        { name: "River Camp", slug: "river-camp" },
      ],
      [{ id: expect.any(Number), name: "Mara Conservancy", destinationSlug: null }, null],
      [null, null],
    ]);
  });
});

describe("the safaris of a place", () => {
  it("lists the safaris with a day in one of a destination's parks or a night at one of its lodges", async () => {
    expect((await listSafariIdsVisitingDestination(database.db, id.mara!)).sort()).toEqual(
      [id["mara-short"], id.migration].sort(),
    );
    expect(await listSafariIdsVisitingDestination(database.db, id.zanzibar!)).toEqual([id["mara-and-beach"]]);
  });

  it("lists the safaris that stay at a lodge, and a destination's lodges", async () => {
    expect((await listSafariIdsStayingAt(database.db, id.camp!)).sort()).toEqual(
      [id["mara-short"], id.migration].sort(),
    );
    expect((await listHotelsInDestination(database.db, id.zanzibar!)).map((hotel) => hotel.name)).toEqual([
      "Beach House",
    ]);
  });
});

describe("listFilteredSafariPackages", () => {
  it("lists every package newest first without filters", async () => {
    expect(await titles({})).toEqual(["Mara Short", "Migration", "Mara and Beach"]);
  });

  it("finds a country through the parks and through the lodges' destinations", async () => {
    expect(await titles({ country: "kenya" })).toEqual(["Mara Short", "Migration", "Mara and Beach"]);
    expect(await titles({ country: "tanzania" })).toEqual(["Migration", "Mara and Beach"]);
    expect(await titles({ country: "kenya-and-tanzania" })).toEqual(["Migration", "Mara and Beach"]);
  });

  it("filters by length", async () => {
    expect(await titles({ days: "1-4" })).toEqual(["Mara Short"]);
    expect(await titles({ days: "8-plus" })).toEqual(["Mara and Beach"]);
  });

  it("lists for a travel month the trips priced on its dates, whether or not it is their best month", async () => {
    // April 2027 is green season: both priced trips (Mara Short's best months are July to October).
    expect(await titles({ month: 4 })).toEqual(["Mara Short", "Migration"]);
    // August is high season: only Mara Short has high-season rates.
    expect(await titles({ month: 8 })).toEqual(["Mara Short"]);
    // December is past the season calendar: no date in it is priced, nothing is bookable.
    expect(await titles({ month: 12 })).toEqual([]);
    // Mara and Beach has no rates: never listed for a month.
    expect(await titles({ month: 9 })).not.toContain("Mara and Beach");
  });

  it("prices the card and the budget with the travel month's seasons", async () => {
    const august = await listFilteredSafariPackages(database.db, { ...NO_FILTERS, month: 8 }, TODAY);
    // USD 900 a night in August, not the green season's USD 400.
    expect(august.find((safari) => safari.title === "Mara Short")?.fromPrices?.nonResident?.amount).toBe(180_000);
    expect(await titles({ month: 4, budget: "under-1500" })).toEqual(["Mara Short"]);
    expect(await titles({ month: 8, budget: "under-1500" })).toEqual([]);
    expect(await titles({ month: 8, budget: "1500-3000" })).toEqual(["Mara Short"]);
  });

  it("judges the budget in dollars at the staff's exchange rate; a trip without a price fits none", async () => {
    expect(await titles({ budget: "under-1500" })).toEqual(["Mara Short"]);
    expect(await titles({ budget: "over-3000" })).toEqual(["Migration"]);
    expect(await titles({ budget: "1500-3000" })).toEqual([]);
  });
});
