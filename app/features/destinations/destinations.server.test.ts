import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  destinationAccommodationOptions,
  destinationAttractions,
  destinationBestMonths,
  destinations,
  destinationTransportOptions,
} from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { getDestinationBySlug, listDestinations, listFeaturedDestinations } from "./destinations.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const rows = await database.db
    .insert(destinations)
    .values([
      {
        slug: "serengeti",
        name: "Serengeti",
        region: "Mara Region, Tanzania",
        country: "Tanzania",
        overview: "Endless plains. The Great Migration.",
        bestTimeReason: "Dry season",
        isFeatured: true,
      },
      { slug: "amboseli", name: "Amboseli", region: "Kajiado County, Kenya", country: "Kenya" },
      { slug: "maasai-mara", name: "Maasai Mara", region: "Narok County, Kenya", country: "Kenya", isFeatured: true },
      { slug: "about", name: "About Valley", region: "Nowhere, Kenya", country: "Kenya" },
    ])
    .returning({ id: destinations.id, slug: destinations.slug });
  const idOf = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  const mara = idOf("maasai-mara");
  const serengeti = idOf("serengeti");
  await database.db.insert(destinationAttractions).values([
    { destinationId: mara, name: "Great Migration", description: "Wildebeest", createdAt: new Date("2024-01-01") },
    { destinationId: mara, name: "Mara River", createdAt: new Date("2024-01-02") },
    { destinationId: serengeti, name: "Seronera Valley" },
  ]);
  await database.db.insert(destinationTransportOptions).values([
    { destinationId: mara, type: "flight", duration: "45 minutes", description: "From Wilson Airport" },
    { destinationId: mara, type: "road", duration: "5-6 hours", description: "From Nairobi" },
  ]);
  await database.db.insert(destinationAccommodationOptions).values([
    { destinationId: mara, type: "luxury", description: "Tented camps" },
    { destinationId: mara, type: "budget", description: "Campsites" },
    { destinationId: mara, type: "midRange", description: "Lodges" },
  ]);
  await database.db.insert(destinationBestMonths).values(
    [9, 7, 10, 8, 6]
      .map((monthNumber) => ({ destinationId: mara, monthNumber }))
      .concat([
        { destinationId: serengeti, monthNumber: 2 },
        { destinationId: serengeti, monthNumber: 1 },
      ]),
  );
});

afterAll(async () => {
  await database.destroy();
});

describe("listDestinations", () => {
  it("lists destinations by name with their lists", async () => {
    const list = await listDestinations(database.db);
    expect(list.map((d) => d.name)).toEqual(["About Valley", "Amboseli", "Maasai Mara", "Serengeti"]);
    const mara = list.find((d) => d.slug === "maasai-mara")!;
    expect(mara.bestMonths).toEqual([6, 7, 8, 9, 10]);
    expect(mara.attractions.map((a) => a.name)).toEqual(["Great Migration", "Mara River"]);
    expect(mara.transportOptions.map((t) => t.type)).toEqual(["road", "flight"]);
    expect(mara.accommodationOptions.map((a) => a.type)).toEqual(["budget", "midRange", "luxury"]);
    const amboseli = list.find((d) => d.slug === "amboseli")!;
    expect(amboseli).toMatchObject({ attractions: [], transportOptions: [], accommodationOptions: [], bestMonths: [] });
    expect(list.find((d) => d.slug === "serengeti")?.bestMonths).toEqual([1, 2]);
  });
});

describe("listFeaturedDestinations", () => {
  it("gives featured destinations first, by name, then tops up with the others", async () => {
    expect((await listFeaturedDestinations(database.db, 2)).map((d) => d.slug)).toEqual(["maasai-mara", "serengeti"]);
    expect((await listFeaturedDestinations(database.db, 3)).map((d) => d.slug)).toEqual([
      "maasai-mara",
      "serengeti",
      "about",
    ]);
  });

  it("carries the best months a card shows", async () => {
    const [first] = await listFeaturedDestinations(database.db, 1);
    expect(first?.bestMonths).toEqual([6, 7, 8, 9, 10]);
  });
});

describe("getDestinationBySlug", () => {
  it("returns the destination with its lists, best months in order", async () => {
    const mara = await getDestinationBySlug(database.db, "maasai-mara");
    expect(mara).toMatchObject({ name: "Maasai Mara", region: "Narok County, Kenya", country: "Kenya" });
    expect(mara?.bestMonths).toEqual([6, 7, 8, 9, 10]);
    expect(mara?.transportOptions[0]).toMatchObject({ type: "road", duration: "5-6 hours" });
    expect(mara?.attractions).toHaveLength(2);
  });

  it("does not mix in another destination's lists", async () => {
    const serengeti = await getDestinationBySlug(database.db, "serengeti");
    expect(serengeti?.attractions.map((a) => a.name)).toEqual(["Seronera Valley"]);
    expect(serengeti?.transportOptions).toEqual([]);
  });

  it.each(["tsavo", "Maasai-Mara", "maasai mara", "../etc", "", undefined, "about"])(
    "returns null for %j",
    async (slug) => {
      expect(await getDestinationBySlug(database.db, slug)).toBeNull();
    },
  );
});
