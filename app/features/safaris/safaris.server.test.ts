import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itineraryDays, partyRates, rateCards, safariPackages } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { getSafariPackage, listSafariPackages } from "./safaris.server";

let database: TestDatabase;
let ids: { older: number; newer: number; newest: number };

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(safariPackages)
    .values([
      {
        slug: "older-trip",
        title: "Older Trip",
        description: "Four days in the Mara.",
        durationDays: 4,
        price: 1200,
        currency: "USD",
        createdAt: new Date("2024-01-01T00:00:00Z"),
      },
      {
        slug: "newest-trip",
        title: "Newest Trip",
        durationDays: 6,
        price: 185000,
        currency: "KES",
        pricePerPerson: false,
        highlights: ["Balloon flight"],
        createdAt: new Date("2024-03-01T00:00:00Z"),
      },
      {
        slug: "newer-trip",
        title: "Newer Trip",
        durationDays: 3,
        price: null,
        createdAt: new Date("2024-02-01T00:00:00Z"),
      },
    ])
    .returning({ id: safariPackages.id, slug: safariPackages.slug });
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  ids = { older: idOf("older-trip"), newer: idOf("newer-trip"), newest: idOf("newest-trip") };
  // Inserted out of order, to prove the query orders them.
  await database.db.insert(itineraryDays).values([
    { safariId: ids.older, dayNumber: 3, title: "Lake Naivasha" },
    { safariId: ids.older, dayNumber: 1, title: "Nairobi to the Mara", meals: "Lunch, Dinner" },
    { safariId: ids.older, dayNumber: 2, title: "Full day in the Mara", accommodation: "Mara Camp" },
    { safariId: ids.newest, dayNumber: 1, title: "Arrival" },
  ]);
  // The older trip has rates: non-residents in USD (two sharing from USD 400 a night in the green season),
  // residents in KES; the others have none.
  const cards = await database.db
    .insert(rateCards)
    .values([
      { packageId: ids.older, residency: "non_resident", currency: "USD" },
      { packageId: ids.older, residency: "resident", currency: "KES" },
    ])
    .returning({ id: rateCards.id, residency: rateCards.residency });
  const [nonResident, resident] = [
    cards.find((c) => c.residency === "non_resident")!,
    cards.find((c) => c.residency === "resident")!,
  ];
  await database.db.insert(partyRates).values([
    { cardId: nonResident.id, season: "high", minTravellers: 1, maxTravellers: 1, perPersonPerNight: 30_000 },
    { cardId: nonResident.id, season: "high", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 64_000 },
    { cardId: nonResident.id, season: "green", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 40_000 },
    { cardId: resident.id, season: "green", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 4_000_000 },
  ]);
});

afterAll(async () => {
  await database.destroy();
});

describe("listSafariPackages", () => {
  it("lists every package newest first with the fields a card needs", async () => {
    const packages = await listSafariPackages(database.db);
    expect(packages.map((p) => p.title)).toEqual(["Newest Trip", "Newer Trip", "Older Trip"]);
    expect(packages[0]).toMatchObject({
      id: ids.newest,
      slug: "newest-trip",
      durationDays: 6,
      price: 185000,
      currency: "KES",
      pricePerPerson: false,
      imageUrl: null,
    });
    expect(packages[1]?.price).toBeNull();
    expect(packages[0]?.fromPrices).toBeNull();
    expect(packages[0]).not.toHaveProperty("highlights");
  });

  it("gives each card its 'from' prices: the lowest rate for two sharing times the nights, per residency", async () => {
    const packages = await listSafariPackages(database.db);
    // 4 days, 3 nights; the one-traveller rate does not count.
    expect(packages.find((p) => p.id === ids.older)?.fromPrices).toEqual({
      nonResident: { amount: 120_000, currency: "USD" },
      resident: { amount: 12_000_000, currency: "KES" },
    });
    expect(packages.find((p) => p.id === ids.newer)?.fromPrices).toBeNull();
  });

  it("returns only the first ones when given a limit", async () => {
    const packages = await listSafariPackages(database.db, { limit: 2 });
    expect(packages.map((p) => p.id)).toEqual([ids.newest, ids.newer]);
  });
});

describe("getSafariPackage", () => {
  it("returns the package with its itinerary ordered by day", async () => {
    const safari = await getSafariPackage(database.db, String(ids.older));
    expect(safari).toMatchObject({ id: ids.older, title: "Older Trip", price: 1200, currency: "USD" });
    expect(safari?.itinerary.map((day) => [day.dayNumber, day.title])).toEqual([
      [1, "Nairobi to the Mara"],
      [2, "Full day in the Mara"],
      [3, "Lake Naivasha"],
    ]);
    expect(safari?.itinerary[0]).toMatchObject({ meals: "Lunch, Dinner", accommodation: "Not specified" });
    expect(safari?.itinerary[1]).toMatchObject({ accommodation: "Mara Camp", meals: "Not specified" });
  });

  it("returns all columns, including the lists of the booking flow", async () => {
    const safari = await getSafariPackage(database.db, String(ids.newest));
    expect(safari?.highlights).toEqual(["Balloon flight"]);
    expect(safari?.itinerary).toHaveLength(1);
  });

  it("returns a package without itinerary with an empty list", async () => {
    const safari = await getSafariPackage(database.db, String(ids.newer));
    expect(safari?.title).toBe("Newer Trip");
    expect(safari?.itinerary).toEqual([]);
  });

  it.each(["999999", "12abc", "-1", "1.5", "0", "", "2147483648", "99999999999999999999", " 1", undefined])(
    "returns null for the id %j",
    async (param) => {
      expect(await getSafariPackage(database.db, param)).toBeNull();
    },
  );
});
