// The sample galleries: every sample package, destination and lodge gets three or four pictures of its own
// place, each described for people who cannot see it and drawn by scripts/art; added once, and once more
// only to a database seeded before galleries existed.
import { existsSync } from "node:fs";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, destinations, galleryImages, hotelsLodges, safariPackages } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import { seedDatabase } from "./seed.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});

afterAll(async () => {
  await database?.destroy();
});

async function galleries() {
  const rows = await database.db.select().from(galleryImages).orderBy(asc(galleryImages.position));
  const byOwner = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.safariId
      ? `safari-${row.safariId}`
      : row.destinationId
        ? `destination-${row.destinationId}`
        : `hotel-${row.hotelId}`;
    byOwner.set(key, [...(byOwner.get(key) ?? []), row]);
  }
  return byOwner;
}

describe("sample galleries", () => {
  it("gives every package, destination and lodge three or four described pictures that exist", async () => {
    const byOwner = await galleries();
    const owners = [
      ...(await database.db.select({ id: safariPackages.id }).from(safariPackages)).map((row) => `safari-${row.id}`),
      ...(await database.db.select({ id: destinations.id }).from(destinations)).map((row) => `destination-${row.id}`),
      ...(await database.db.select({ id: hotelsLodges.id }).from(hotelsLodges)).map((row) => `hotel-${row.id}`),
    ];
    expect(owners.length).toBeGreaterThanOrEqual(30);
    for (const owner of owners) {
      const pictures = byOwner.get(owner) ?? [];
      expect(pictures.length, owner).toBeGreaterThanOrEqual(3);
      expect(pictures.length, owner).toBeLessThanOrEqual(4);
      expect(pictures.map((picture) => picture.position)).toEqual(pictures.map((_, index) => index));
      expect(new Set(pictures.map((picture) => picture.url)).size, owner).toBe(pictures.length);
      for (const picture of pictures) {
        expect(picture.alt.length, picture.url).toBeGreaterThan(20);
        expect(existsSync(path.join("public", picture.url)), picture.url).toBe(true);
      }
    }
  });

  it("draws each destination's gallery from its own place, not one picture everywhere", async () => {
    const rows = await database.db
      .select({ slug: destinations.slug, url: galleryImages.url })
      .from(galleryImages)
      .innerJoin(destinations, eq(destinations.id, galleryImages.destinationId));
    const urls = rows.map((row) => row.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const row of rows.filter((candidate) => candidate.url.includes("/galleries/"))) {
      expect(row.url, row.slug).toContain(`/galleries/${row.slug}/`);
    }
    const amboseli = rows.filter((row) => row.slug === "amboseli").map((row) => row.url);
    expect(amboseli).toContain("/art/galleries/amboseli/elephants-below-kibo.svg");
  });

  it("adds the galleries once, and to a database seeded before they existed on its next start", async () => {
    const total = async () => Number((await database.db.select({ n: count() }).from(galleryImages))[0]?.n);
    const before = await total();
    expect(await seedDatabase(database.db)).toEqual({ seeded: false });
    expect(await total()).toBe(before);

    await database.db.delete(galleryImages);
    await database.db.delete(appSettings).where(eq(appSettings.key, "sample_galleries_seeded_at"));
    const again = await seedDatabase(database.db);
    expect(again.counts).toEqual({ gallery_images: before });
    expect(await total()).toBe(before);
  });
});
