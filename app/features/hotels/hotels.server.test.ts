import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinations, hotelsLodges } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { getHotelBySlug, listHotels } from "./hotels.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const [mara] = await database.db
    .insert(destinations)
    .values({ slug: "maasai-mara", name: "Maasai Mara", region: "Narok County, Kenya", country: "Kenya" })
    .returning();
  await database.db.insert(hotelsLodges).values([
    {
      slug: "mara-river-camp",
      name: "Mara River Camp",
      location: "Maasai Mara, Kenya",
      description: "Tents above the river.",
      destinationId: mara!.id,
      createdAt: new Date("2024-01-01T00:00:00Z"),
    },
    { slug: "city-lodge", name: "City Lodge", location: "Nairobi", createdAt: new Date("2024-05-01T00:00:00Z") },
  ]);
});

afterAll(async () => {
  await database.destroy();
});

describe("listHotels", () => {
  it("lists hotels newest first", async () => {
    expect((await listHotels(database.db)).map((h) => h.slug)).toEqual(["city-lodge", "mara-river-camp"]);
  });
});

describe("getHotelBySlug", () => {
  it("returns the lodge with the destination it belongs to", async () => {
    const hotel = await getHotelBySlug(database.db, "mara-river-camp");
    expect(hotel).toMatchObject({
      name: "Mara River Camp",
      location: "Maasai Mara, Kenya",
      description: "Tents above the river.",
      destination: { name: "Maasai Mara", slug: "maasai-mara" },
    });
    expect(hotel).not.toHaveProperty("destinationName");
  });

  it("gives a null destination when none is set", async () => {
    expect((await getHotelBySlug(database.db, "city-lodge"))?.destination).toBeNull();
  });

  it.each(["no-such-lodge", "City-Lodge", "city lodge", "", undefined])("returns null for %j", async (slug) => {
    expect(await getHotelBySlug(database.db, slug)).toBeNull();
  });
});
