// The migration's hand-written backfill (drizzle/0007_*.sql, after "-- hand-written (itinerary):") run on bookings
// made before itineraries were frozen: each gets what the booking forms now freeze, from its package as it stands,
// in every language; a booking that already has one, or whose package is gone, is left alone.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, contentTranslations, hotelsLodges, itineraryDays, parks, safariPackages } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { readBookedItinerary } from "./booked-itinerary";
import { bookedTextsIn, freezeItinerary } from "./booked-itinerary.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

async function backfillStatements(): Promise<string[]> {
  const folder = path.resolve("drizzle");
  const file = (await readdir(folder)).find((name) => name.startsWith("0007_") && name.endsWith(".sql"));
  if (!file) throw new Error("no 0007 migration");
  const text = await readFile(path.join(folder, file), "utf8");
  const start = text.indexOf("-- hand-written (itinerary):");
  expect(start).toBeGreaterThan(0);
  return text
    .slice(start)
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter(Boolean);
}

function booking(safariId: number | null, locale: "en" | "de", itinerary: unknown = null) {
  return {
    source: "safari_form" as const,
    safariId,
    packageTitle: "Old title",
    name: "Amina",
    email: "amina@example.com",
    phone: "+254700000000",
    adults: 2,
    arrivalDate: "2027-03-01",
    departureDate: "2027-03-03",
    locale,
    itinerary: itinerary as never,
  };
}

describe("the backfill of itineraries", () => {
  it("gives older bookings their package's itinerary as the booking forms freeze it, in every language", async () => {
    const { db } = database;
    const [park] = await db
      .insert(parks)
      .values({ name: "Amboseli", slug: "amboseli-backfill", country: "Kenya" })
      .returning();
    const [lodge] = await db
      .insert(hotelsLodges)
      .values({ name: "Tortilis Camp", slug: "tortilis-backfill", location: "Amboseli" })
      .returning();
    const [pkg] = await db
      .insert(safariPackages)
      .values({ title: "Elephants of Amboseli", slug: "amboseli-backfill", durationDays: 2, included: ["Park fees"] })
      .returning();
    if (!park || !lodge || !pkg) throw new Error("set-up rows missing");
    const [first] = await db
      .insert(itineraryDays)
      .values([
        { safariId: pkg.id, dayNumber: 1, title: "Under Kilimanjaro", parkId: park.id, hotelId: lodge.id },
        { safariId: pkg.id, dayNumber: 2, title: "Home again", description: "" },
      ])
      .returning();
    await db.insert(contentTranslations).values([
      {
        entity: "itinerary_day",
        entityId: first!.id,
        field: "title",
        locale: "de",
        value: "Unter dem Kilimandscharo",
        sourceHash: "x",
      },
      {
        entity: "package",
        entityId: pkg.id,
        field: "included",
        locale: "de",
        value: ["Parkgebühren"],
        sourceHash: "x",
      },
      // An empty translation is no translation: the English stays.
      { entity: "package", entityId: pkg.id, field: "title", locale: "fr", value: "  ", sourceHash: "x" },
    ]);
    const [older, kept, orphan] = await db
      .insert(bookings)
      .values([booking(pkg.id, "de"), booking(pkg.id, "en", { version: 1, marker: "kept" }), booking(null, "en")])
      .returning();

    for (const statement of await backfillStatements()) await db.execute(sql.raw(statement));

    const read = async (id: number) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0]?.itinerary;
    const filled = readBookedItinerary(await read(older!.id));
    const frozen = await freezeItinerary(db, pkg.id, "de");
    expect(filled).not.toBeNull();
    expect(filled?.backfilled).toBe(true);
    expect(filled?.locale).toBe("de");
    expect(filled?.packageId).toBe(pkg.id);
    // The same words, days, parks and lodges as a booking made now (the forms also note untranslated fields).
    const strip = (texts: unknown) =>
      JSON.parse(JSON.stringify(texts, (key, value) => (key === "untranslated" ? undefined : value)));
    expect(strip(filled?.texts.en)).toEqual(strip(frozen?.texts.en));
    // As travellers read them: the backfill (SQL, once) kept the English placeholder for a day without its
    // lodge, which every page and e-mail words in the traveller's language, as a booking made now has it.
    for (const locale of ["de", "fr", "it", "es"] as const) {
      expect(strip(bookedTextsIn(filled!, locale))).toEqual(strip(bookedTextsIn(frozen!, locale)));
    }
    expect(bookedTextsIn(filled!, "de").days[1]?.accommodation).toBe("Keine Angabe");
    expect(filled?.texts.de?.days[0]?.title).toBe("Unter dem Kilimandscharo");
    expect(filled?.texts.de?.included).toEqual(["Parkgebühren"]);
    expect(filled?.texts.fr?.title).toBe("Elephants of Amboseli");
    expect(filled?.texts.en.days[0]?.lodge).toEqual({ id: lodge.id, name: "Tortilis Camp", slug: "tortilis-backfill" });
    expect(await read(kept!.id)).toEqual({ version: 1, marker: "kept" });
    expect(await read(orphan!.id)).toBeNull();
    // The helper function is gone again.
    const functions = await db.execute(sql`select 1 from pg_proc where proname = 'booked_translation'`);
    expect((functions as unknown as { rows: unknown[] }).rows).toHaveLength(0);
  });
});
