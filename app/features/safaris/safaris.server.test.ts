import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itineraryDays, safariPackages } from "~/db/schema";
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
    expect(packages[0]).not.toHaveProperty("highlights");
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
