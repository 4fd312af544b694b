import { existsSync } from "node:fs";
import path from "node:path";
import { and, asc, count, eq, inArray, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import {
  appSettings,
  contentTranslations,
  destinationAccommodationOptions,
  destinationAttractions,
  destinationBestMonths,
  destinations,
  destinationTransportOptions,
  discountCodes,
  exchangeRates,
  galleryImages,
  hotelsLodges,
  itineraryDays,
  parks,
  rateCards,
  rateVersions,
  reviews,
  safariPackages,
  seasons,
  videos,
} from "~/db/schema";
import { sourceHash } from "~/features/translations/content-translations.server";
import { TRANSLATED_LOCALES } from "~/i18n/locales";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import { sampleContentTranslations } from "./content/translations";
import { insertSampleContent, type SampleContentCounts } from "./sample-content.server";
import { seedDatabase } from "./seed.server";

const SPEC_SAMPLE_PACKAGES = [
  { durationDays: 4, price: 1200 },
  { durationDays: 6, price: 1800 },
  { durationDays: 7, price: 2500 },
  { durationDays: 8, price: 2200 },
  { durationDays: 10, price: 5000 },
];
const FOOTER_DESTINATION_SLUGS = ["maasai-mara", "amboseli", "samburu", "ngorongoro", "serengeti"];
const EIGHTEEN_MONTHS_MS = 548 * 24 * 60 * 60 * 1000;

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

let database: TestDatabase;
let firstRun: { seeded: boolean; counts?: SampleContentCounts };

async function rowCounts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await database.db.select({ rows: count() }).from(table);
    result[getTableConfig(table).name] = row!.rows;
  }
  return result;
}

beforeAll(async () => {
  database = await createTestDatabase();
  firstRun = await seedDatabase(database.db);
});
afterAll(async () => {
  await database.destroy();
});

describe("seedDatabase on a fresh database", () => {
  it("seeds and reports the rows it inserted per table", async () => {
    expect(firstRun.seeded).toBe(true);
    const actual = await rowCounts();
    for (const [table, inserted] of Object.entries(firstRun.counts ?? {})) {
      expect(inserted, table).toBeGreaterThan(0);
      expect(actual[table], table).toBe(inserted);
    }
  });

  it("meets the minimum sample catalogue", async () => {
    const packages = await database.db.select().from(safariPackages);
    expect(packages.filter((row) => row.currency === "USD")).toHaveLength(5);
    expect(packages.filter((row) => row.currency === "KES").length).toBeGreaterThanOrEqual(3);
    expect(packages.filter((row) => row.isFeatured).length).toBeGreaterThan(0);
    expect((await database.db.select().from(destinations)).length).toBeGreaterThanOrEqual(10);
    expect((await database.db.select().from(hotelsLodges)).length).toBeGreaterThanOrEqual(8);
    expect((await database.db.select().from(videos)).length).toBeGreaterThanOrEqual(9);
    const allReviews = await database.db.select().from(reviews);
    expect(allReviews.filter((row) => row.status === "published").length).toBeGreaterThanOrEqual(12);
    expect(allReviews.filter((row) => row.status === "pending").length).toBeGreaterThanOrEqual(2);
  });

  it("prices the five USD packages exactly as the specification's sample packages, per person", async () => {
    const usd = await database.db
      .select()
      .from(safariPackages)
      .where(eq(safariPackages.currency, "USD"))
      .orderBy(asc(safariPackages.durationDays));
    expect(usd.map(({ durationDays, price }) => ({ durationDays, price }))).toEqual(SPEC_SAMPLE_PACKAGES);
    expect(usd.every((row) => row.pricePerPerson)).toBe(true);
  });

  it("gives every package a complete itinerary numbered 1 to its duration", async () => {
    const packages = await database.db.select().from(safariPackages);
    for (const safari of packages) {
      const days = await database.db
        .select()
        .from(itineraryDays)
        .where(eq(itineraryDays.safariId, safari.id))
        .orderBy(asc(itineraryDays.dayNumber));
      expect(
        days.map((day) => day.dayNumber),
        safari.slug,
      ).toEqual(Array.from({ length: safari.durationDays }, (_, index) => index + 1));
      for (const day of days) {
        expect(day.title.length, `${safari.slug} day ${day.dayNumber}`).toBeGreaterThan(0);
        expect(day.description.length, `${safari.slug} day ${day.dayNumber}`).toBeGreaterThan(20);
        expect(day.accommodation, `${safari.slug} day ${day.dayNumber}`).not.toBe("Not specified");
        expect(day.meals, `${safari.slug} day ${day.dayNumber}`).not.toBe("Not specified");
      }
      expect(safari.highlights.length, safari.slug).toBeGreaterThan(0);
      expect(safari.included.length, safari.slug).toBeGreaterThan(0);
      expect(safari.excluded.length, safari.slug).toBeGreaterThan(0);
    }
  });

  it("has the destinations the footer links to", async () => {
    const rows = await database.db.select({ slug: destinations.slug }).from(destinations);
    expect(rows.map((row) => row.slug)).toEqual(expect.arrayContaining(FOOTER_DESTINATION_SLUGS));
  });

  it("makes each destination's slug from its name by the product's rule", async () => {
    const rows = await database.db.select().from(destinations);
    for (const row of rows) {
      expect(row.slug).toBe(row.name.toLowerCase().replace(/&/g, "and").replace(/\s+/g, "-"));
    }
  });

  it("gives destinations the variety their pages need", async () => {
    const rows = await database.db.select().from(destinations);
    const months = await database.db.select().from(destinationBestMonths);
    const monthsOf = (id: number) => months.filter((month) => month.destinationId === id).length;
    expect(rows.filter((row) => row.isFeatured).length).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => monthsOf(row.id) === 0 && row.bestTimeReason === null)).toBe(true);
    // A short season (Diani's January to March) beside the long ones.
    expect(rows.some((row) => monthsOf(row.id) > 0 && monthsOf(row.id) <= 3)).toBe(true);
    expect(rows.some((row) => monthsOf(row.id) >= 5)).toBe(true);
    expect(rows.some((row) => row.infoNote !== null)).toBe(true);
    const attractions = await database.db.select().from(destinationAttractions);
    const transport = await database.db.select().from(destinationTransportOptions);
    for (const row of rows) {
      const own = attractions.filter((attraction) => attraction.destinationId === row.id);
      expect(own.length, row.slug).toBeGreaterThanOrEqual(3);
      const types = transport.filter((option) => option.destinationId === row.id).map((option) => option.type);
      expect(types.sort(), row.slug).toEqual(["flight", "road"]);
    }
  });

  it("links every hotel to a destination with a description longer than a card shows", async () => {
    const rows = await database.db.select().from(hotelsLodges);
    for (const row of rows) {
      expect(row.destinationId, row.slug).not.toBeNull();
      expect(row.description.length, row.slug).toBeGreaterThan(150);
    }
  });

  it("gives every lodge rooms, amenities and a position in Kenya or Tanzania, and its nights to itineraries", async () => {
    const lodges = await database.db.select().from(hotelsLodges);
    for (const lodge of lodges) {
      expect(lodge.rooms.length, lodge.slug).toBeGreaterThan(0);
      expect(lodge.amenities.length, lodge.slug).toBeGreaterThan(2);
      // The two countries lie between 5 degrees north and 12 south, 29 and 42 east.
      expect(lodge.latitude, lodge.slug).toBeGreaterThan(-12);
      expect(lodge.latitude, lodge.slug).toBeLessThan(5);
      expect(lodge.longitude, lodge.slug).toBeGreaterThan(29);
      expect(lodge.longitude, lodge.slug).toBeLessThan(42);
    }
    const days = await database.db.select().from(itineraryDays);
    const nameOf = new Map(lodges.map((lodge) => [lodge.id, lodge.name]));
    for (const day of days) {
      const lodgeName = day.hotelId === null ? undefined : nameOf.get(day.hotelId);
      // A night at one of our lodges names it, and every night naming one is linked to it.
      if (lodgeName) expect(day.accommodation.startsWith(lodgeName), day.accommodation).toBe(true);
      else
        expect(
          lodges.some((lodge) => day.accommodation.startsWith(lodge.name)),
          day.accommodation,
        ).toBe(false);
    }
    expect(days.filter((day) => day.hotelId !== null).length).toBeGreaterThan(20);
  });

  it("dates published reviews within the last eighteen months and ties each to its subject", async () => {
    const rows = await database.db.select().from(reviews);
    const now = Date.now();
    for (const row of rows) {
      if (row.status === "published") {
        expect(row.publishedAt, row.userName).not.toBeNull();
        expect(now - row.publishedAt!.getTime(), row.userName).toBeLessThan(EIGHTEEN_MONTHS_MS);
        expect(row.publishedAt!.getTime(), row.userName).toBeLessThanOrEqual(now);
      } else {
        expect(row.publishedAt, row.userName).toBeNull();
      }
      expect(row.safariId !== null, row.userName).toBe(row.subjectType === "safari");
      expect(row.hotelId !== null, row.userName).toBe(row.subjectType === "hotel");
      expect(row.destinationId !== null, row.userName).toBe(row.subjectType === "destination");
    }
    expect(new Set(rows.map((row) => row.subjectType))).toEqual(new Set(["company", "safari", "hotel", "destination"]));
  });

  it("refers only to images and videos that exist under public/", async () => {
    const paths: string[] = [];
    for (const row of await database.db.select().from(safariPackages)) {
      paths.push(row.imageUrl!);
      if (row.featuredVideoUrl) paths.push(row.featuredVideoUrl);
    }
    for (const row of await database.db.select().from(destinations)) paths.push(row.heroImage!);
    for (const row of await database.db.select().from(destinationAttractions)) paths.push(row.image!);
    for (const row of await database.db.select().from(hotelsLodges)) paths.push(row.imageUrl!);
    for (const row of await database.db.select().from(videos)) paths.push(row.fileUrl!, row.thumbnailUrl!);
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths.filter((url) => !url.startsWith("/") || !existsSync(path.join("public", url)));
    expect(missing).toEqual([]);
  });
});

describe("sample rates on a fresh database", () => {
  it("gives every package three rate cards and names the park of its game-drive days", async () => {
    const packages = await database.db.select().from(safariPackages);
    const cards = await database.db.select().from(rateCards);
    const days = await database.db.select().from(itineraryDays);
    for (const safari of packages) {
      expect(
        cards
          .filter((card) => card.packageId === safari.id)
          .map((card) => card.residency)
          .sort(),
        safari.slug,
      ).toEqual(["citizen", "non_resident", "resident"]);
      const own = days.filter((day) => day.safariId === safari.id);
      expect(
        own.some((day) => day.parkId !== null),
        safari.slug,
      ).toBe(true);
    }
    // The last day of every sample trip is a departure inside the previous day's park ticket, if any.
    const lastDays = packages.map((safari) =>
      days.find((day) => day.safariId === safari.id && day.dayNumber === safari.durationDays),
    );
    expect(lastDays.every((day) => day?.parkId === null)).toBe(true);
  });

  it("links every park to its destination page", async () => {
    const rows = await database.db
      .select({ park: parks.slug, destination: destinations.slug })
      .from(parks)
      .leftJoin(destinations, eq(destinations.id, parks.destinationId));
    const destinationOf = Object.fromEntries(rows.map((row) => [row.park, row.destination]));
    expect(destinationOf).toMatchObject({ "mara-north-conservancy": "maasai-mara", "tsavo-west": "tsavo" });
    expect(rows.filter((row) => row.destination === null)).toEqual([]);
  });

  it("adds the season calendar, parks, exchange rates and two codes, and notes them as sample data", async () => {
    expect((await database.db.select().from(seasons)).length).toBe(25);
    expect((await database.db.select().from(parks)).length).toBeGreaterThanOrEqual(10);
    expect((await database.db.select().from(exchangeRates)).map((row) => row.currency).sort()).toEqual([
      "EUR",
      "GBP",
      "KES",
      "TZS",
    ]);
    const codes = await database.db.select().from(discountCodes);
    expect(codes.map((code) => code.kind).sort()).toEqual(["amount", "percent"]);
    expect(codes.every((code) => code.description.startsWith("Sample code"))).toBe(true);
    const versions = await database.db.select().from(rateVersions);
    expect(versions).toHaveLength(1);
    expect(versions[0]!.note).toMatch(/sample data/);
  });
});

describe("sample content translations on a fresh database", () => {
  it("translates every package, day, destination, attraction, journey, stay, lodge, picture, video, season and park into the four languages", async () => {
    const rows = await database.db.select().from(contentTranslations);
    const has = (entity: string, id: number, field: string) =>
      TRANSLATED_LOCALES.every((locale) =>
        rows.some(
          (row) => row.entity === entity && row.entityId === id && row.field === field && row.locale === locale,
        ),
      );
    const records: [string, { id: number }[], string][] = [
      ["package", await database.db.select().from(safariPackages), "title"],
      ["itinerary_day", await database.db.select().from(itineraryDays), "description"],
      ["destination", await database.db.select().from(destinations), "overview"],
      ["attraction", await database.db.select().from(destinationAttractions), "name"],
      ["transport", await database.db.select().from(destinationTransportOptions), "description"],
      ["stay", await database.db.select().from(destinationAccommodationOptions), "description"],
      ["hotel", await database.db.select().from(hotelsLodges), "amenities"],
      ["gallery_image", await database.db.select().from(galleryImages), "alt"],
      ["video", await database.db.select().from(videos), "title"],
      ["season", await database.db.select().from(seasons), "name"],
      ["park", await database.db.select().from(parks), "name"],
    ];
    for (const [entity, list, field] of records) {
      expect(list.length, entity).toBeGreaterThan(0);
      expect(
        list.filter((record) => !has(entity, record.id, field)).map((record) => record.id),
        `${entity} without a ${field} in every language`,
      ).toEqual([]);
    }
    expect(firstRun.counts?.content_translations).toBe(rows.length);
  });

  it("keeps each translation with the hash of the English it was made from", async () => {
    const [safari] = await database.db
      .select()
      .from(safariPackages)
      .where(eq(safariPackages.slug, "great-migration-safari"));
    const rows = await database.db
      .select()
      .from(contentTranslations)
      .where(eq(contentTranslations.entityId, safari!.id));
    const german = (field: string) =>
      rows.find((row) => row.entity === "package" && row.field === field && row.locale === "de");
    expect(german("title")?.value).toBe(sampleContentTranslations.de.safaris["great-migration-safari"]?.title);
    expect(german("title")?.sourceHash).toBe(sourceHash(safari!.title));
    expect(german("highlights")?.value).toEqual(
      sampleContentTranslations.de.safaris["great-migration-safari"]?.highlights,
    );
    expect(german("highlights")?.sourceHash).toBe(sourceHash(safari!.highlights));
  });
});

describe("seedDatabase on a database seeded before translations existed", () => {
  /** A database as the seeder left it before translations: catalogue, rates and galleries with their markers. */
  async function seededBeforeTranslations() {
    const older = await createTestDatabase();
    await seedDatabase(older.db);
    await older.db.delete(contentTranslations);
    await older.db.delete(appSettings).where(eq(appSettings.key, "sample_translations_seeded_at"));
    return older;
  }

  it("adds the translations once, for the fields whose English is still the sample's", async () => {
    const older = await seededBeforeTranslations();
    try {
      const [safari] = await older.db
        .select()
        .from(safariPackages)
        .where(eq(safariPackages.slug, "great-migration-safari"));
      await older.db
        .update(safariPackages)
        .set({ title: "The Migration, our way" })
        .where(eq(safariPackages.id, safari!.id));

      const run = await seedDatabase(older.db);
      expect(run.seeded).toBe(true);
      expect(Object.keys(run.counts ?? {})).toEqual(["content_translations"]);
      const fields = (
        await older.db.select().from(contentTranslations).where(eq(contentTranslations.entityId, safari!.id))
      )
        .filter((row) => row.entity === "package" && row.locale === "fr")
        .map((row) => row.field)
        .sort();
      // The title staff rewrote stays untranslated; the rest of the package is translated.
      expect(fields).toEqual(["description", "excluded", "highlights", "included", "location"]);

      const [after] = await older.db.select({ rows: count() }).from(contentTranslations);
      expect(await seedDatabase(older.db)).toEqual({ seeded: false });
      const [again] = await older.db.select({ rows: count() }).from(contentTranslations);
      expect(again!.rows).toBe(after!.rows);
    } finally {
      await older.destroy();
    }
  });

  it("adds none to a database that already holds translations", async () => {
    const older = await seededBeforeTranslations();
    try {
      const [safari] = await older.db.select().from(safariPackages).limit(1);
      await older.db.insert(contentTranslations).values({
        entity: "package",
        entityId: safari!.id,
        field: "title",
        locale: "de",
        value: "Unser eigener Titel",
        sourceHash: sourceHash(safari!.title),
      });
      const run = await seedDatabase(older.db);
      expect(run).toEqual({ seeded: true, counts: {} });
      const rows = await older.db.select().from(contentTranslations);
      expect(rows.map((row) => row.value)).toEqual(["Unser eigener Titel"]);
    } finally {
      await older.destroy();
    }
  });
});

describe("seedDatabase on a database seeded before season and park names were translated", () => {
  it("adds their names in four languages once, as a rates change, keeping a season staff renamed in English", async () => {
    const older = await createTestDatabase();
    try {
      await seedDatabase(older.db);
      await older.db.delete(contentTranslations).where(inArray(contentTranslations.entity, ["season", "park"]));
      await older.db.delete(appSettings).where(eq(appSettings.key, "sample_rate_name_translations_seeded_at"));
      await older.db
        .update(seasons)
        .set({ name: "Our busiest months 2027" })
        .where(eq(seasons.name, "High season 2027"));
      const [versionBefore] = await older.db.select({ rows: count() }).from(rateVersions);

      const run = await seedDatabase(older.db);
      expect(run.seeded).toBe(true);
      const rows = await older.db
        .select({ value: contentTranslations.value, locale: contentTranslations.locale, name: seasons.name })
        .from(contentTranslations)
        .innerJoin(seasons, eq(seasons.id, contentTranslations.entityId))
        .where(eq(contentTranslations.entity, "season"));
      const germanOf = (name: string) => rows.find((row) => row.name === name && row.locale === "de")?.value;
      expect(germanOf("High season 2028")).toBe("Hochsaison 2028");
      expect(germanOf("Festive season 2026/27")).toBe("Feiertagssaison 2026/27");
      expect(germanOf("Our busiest months 2027")).toBeUndefined();
      const parkNames = await older.db
        .select({ value: contentTranslations.value })
        .from(contentTranslations)
        .innerJoin(parks, eq(parks.id, contentTranslations.entityId))
        .where(
          and(
            eq(contentTranslations.entity, "park"),
            eq(contentTranslations.locale, "es"),
            eq(parks.slug, "serengeti"),
          ),
        );
      expect(parkNames.map((row) => row.value)).toEqual(["Parque Nacional del Serengeti"]);

      const versions = await older.db.select().from(rateVersions);
      expect(versions.length).toBe(versionBefore!.rows + 1);
      expect(versions.at(-1)?.note).toMatch(/season and park names/);
      expect(await seedDatabase(older.db)).toEqual({ seeded: false });
    } finally {
      await older.destroy();
    }
  });
});

describe("seedDatabase on a database seeded before rates existed", () => {
  it("adds the sample rates once, and nothing of the catalogue again", async () => {
    const older = await createTestDatabase();
    try {
      // What the seeder did before rates: the catalogue and its marker only.
      await older.db.transaction(async (tx) => {
        await insertSampleContent(tx);
        await tx.insert(appSettings).values({ key: "sample_content_seeded_at", value: new Date().toISOString() });
      });
      const packagesBefore = (await older.db.select().from(safariPackages)).length;

      const run = await seedDatabase(older.db);
      expect(run.seeded).toBe(true);
      // The galleries came later still, so they are added too.
      expect(Object.keys(run.counts ?? {}).sort()).toEqual([
        "child_bands",
        "content_translations",
        "discount_codes",
        "exchange_rates",
        "gallery_images",
        "park_fees",
        "parks",
        "party_rates",
        "rate_cards",
        "seasons",
        "single_supplements",
      ]);
      expect((await older.db.select().from(safariPackages)).length).toBe(packagesBefore);
      expect((await older.db.select().from(rateCards)).length).toBe(packagesBefore * 3);

      expect(await seedDatabase(older.db)).toEqual({ seeded: false });
      expect((await older.db.select().from(rateCards)).length).toBe(packagesBefore * 3);
    } finally {
      await older.destroy();
    }
  });
});

describe("seedDatabase on a database already seeded", () => {
  it("returns seeded: false and adds no row to any table", async () => {
    const before = await rowCounts();
    const secondRun = await seedDatabase(database.db);
    expect(secondRun).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(before);
  });

  it("seeds nothing again even after staff have deleted the sample rows", async () => {
    await database.db.delete(reviews);
    const before = await rowCounts();
    expect((await seedDatabase(database.db)).seeded).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });
});
