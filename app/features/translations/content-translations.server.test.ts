// Content translations against a real database: a record read in another language gets each translated field,
// keeps its English (named as such) for the others, lists come whole; the translations of a page's records come in
// one query, none in English; and a record's translations go with it, cascades included.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseOrTransaction } from "~/db/client.server";
import {
  contentTranslations,
  destinationAttractions,
  destinations,
  galleryImages,
  itineraryDays,
  safariPackages,
  videos,
} from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  ContentTranslations,
  ENGLISH_CONTENT,
  loadContentTranslations,
  loadContentTranslationsFor,
  sourceHash,
  translationState,
} from "./content-translations.server";

let database: TestDatabase;
let safari: typeof safariPackages.$inferSelect;
let days: (typeof itineraryDays.$inferSelect)[];
let pictureId: number;

type Row = typeof contentTranslations.$inferInsert;
const row = (
  entity: Row["entity"],
  entityId: number,
  field: string,
  locale: Row["locale"],
  value: Row["value"],
): Row => ({
  entity,
  entityId,
  field,
  locale,
  value,
  sourceHash: "not-checked-here",
});

/** The database handle, counting the queries started through it. */
function counting(db: DatabaseOrTransaction) {
  const counter = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "select") counter.selects += 1;
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy as DatabaseOrTransaction, counter };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  [safari] = (await db
    .insert(safariPackages)
    .values({
      slug: "overlay-safari",
      title: "Great Migration Safari",
      description: "Seven days following the herds.",
      durationDays: 2,
      location: "Maasai Mara",
      highlights: ["River crossings", "Balloon flight"],
      included: ["Park fees"],
      excluded: [],
    })
    .returning()) as [typeof safariPackages.$inferSelect];
  days = await db
    .insert(itineraryDays)
    .values([
      { safariId: safari.id, dayNumber: 1, title: "Fly to the Mara", description: "A morning flight.", meals: "Lunch" },
      { safariId: safari.id, dayNumber: 2, title: "The river", description: "A day at the river.", meals: "All" },
    ])
    .returning();
  const [picture] = await db
    .insert(galleryImages)
    .values({ safariId: safari.id, url: "/art/one.svg", alt: "Wildebeest crossing the river" })
    .returning();
  pictureId = picture!.id;
  await db.insert(contentTranslations).values([
    row("package", safari.id, "title", "de", "Safari zur Großen Tierwanderung"),
    row("package", safari.id, "highlights", "de", ["Flussüberquerungen", "Ballonfahrt"]),
    row("package", safari.id, "excluded", "de", ["Internationale Flüge"]),
    // A translation saved empty counts as none.
    row("package", safari.id, "location", "de", "  "),
    row("package", safari.id, "title", "fr", "Safari de la Grande Migration"),
    row("itinerary_day", days[0]!.id, "title", "de", "Flug in die Mara"),
    row("itinerary_day", days[1]!.id, "title", "de", "Der Fluss"),
    row("gallery_image", pictureId, "alt", "de", "Gnus durchqueren den Fluss"),
  ]);
});
afterAll(async () => {
  await database.destroy();
});

describe("sourceHash", () => {
  it("is the SHA-256 of the English text, or of a list's JSON", () => {
    expect(sourceHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sourceHash(["a", "b"])).toBe(sourceHash('["a","b"]'));
    expect(sourceHash(["a", "b"])).not.toBe(sourceHash(["b", "a"]));
  });
});

describe("overlay", () => {
  it("lays the language's translations over the English, field by field, and names what stays English", async () => {
    const german = await loadContentTranslations(database.db, "de", "package", [safari.id]);
    const shown = german.overlay(safari, "package");
    expect(shown.title).toBe("Safari zur Großen Tierwanderung");
    expect(shown.highlights).toEqual(["Flussüberquerungen", "Ballonfahrt"]);
    // Not translated (or translated empty): the English, named.
    expect(shown.description).toBe("Seven days following the herds.");
    expect(shown.location).toBe("Maasai Mara");
    expect(shown.included).toEqual(["Park fees"]);
    expect([...(shown.untranslated ?? [])].sort()).toEqual(["description", "included", "location"]);
    // An empty English field has nothing to translate: it stays empty and is not named.
    expect(shown.excluded).toEqual([]);
    // The rest of the record is as it was.
    expect(shown.id).toBe(safari.id);
    expect(shown.durationDays).toBe(2);
  });

  it("picks the page's language", async () => {
    const french = await loadContentTranslations(database.db, "fr", "package", [safari.id]);
    const shown = french.overlay(safari, "package");
    expect(shown.title).toBe("Safari de la Grande Migration");
    expect(shown.highlights).toEqual(["River crossings", "Balloon flight"]);
    expect(shown.untranslated).toContain("highlights");
    const italian = await loadContentTranslations(database.db, "it", "package", [safari.id]);
    expect(italian.overlay(safari, "package").untranslated).toContain("title");
  });

  it("words the editor's placeholder for a day without its lodge or meals in the page's language", () => {
    const day = { id: 9, title: "Arrival", accommodation: "Not specified", meals: "Not specified" };
    for (const [locale, words] of [
      ["de", "Keine Angabe"],
      ["fr", "Non précisé"],
      ["es", "Sin especificar"],
    ] as const) {
      const shown = new ContentTranslations(locale).overlay(day, "itinerary_day");
      expect(shown).toMatchObject({ accommodation: words, meals: words, untranslated: ["title"] });
    }
  });

  it("looks only at the fields a record has, as a card's few columns", async () => {
    const german = await loadContentTranslations(database.db, "de", "package", [safari.id]);
    const card = { id: safari.id, title: safari.title, description: safari.description, durationDays: 2 };
    const shown = german.overlay(card, "package");
    expect(shown).toEqual({ ...card, title: "Safari zur Großen Tierwanderung", untranslated: ["description"] });
  });

  it("leaves English records as they are, reading nothing", async () => {
    const { db, counter } = counting(database.db);
    const english = await loadContentTranslationsFor(db, "en", { package: [safari.id], itinerary_day: [1, 2] });
    expect(counter.selects).toBe(0);
    expect(english).toBe(ENGLISH_CONTENT);
    expect(english.overlay(safari, "package")).toBe(safari);
  });
});

describe("loadContentTranslationsFor", () => {
  it("reads the translations of a page's records of every kind in one query", async () => {
    const { db, counter } = counting(database.db);
    const german = await loadContentTranslationsFor(db, "de", {
      package: [safari.id],
      itinerary_day: days.map((day) => day.id),
      gallery_image: [pictureId],
      destination: [],
    });
    expect(counter.selects).toBe(1);
    expect(german.overlayAll(days, "itinerary_day").map((day) => day.title)).toEqual(["Flug in die Mara", "Der Fluss"]);
    expect(german.value("gallery_image", pictureId, "alt")).toBe("Gnus durchqueren den Fluss");
    // Only the records asked for.
    expect(german.value("package", safari.id + 1000, "title")).toBeUndefined();
  });

  it("makes no query for no records", async () => {
    const { db, counter } = counting(database.db);
    const german = await loadContentTranslationsFor(db, "de", { package: [] });
    expect(counter.selects).toBe(0);
    expect(german.overlay({ id: 1, title: "Alone" }, "package").untranslated).toEqual(["title"]);
  });
});

describe("translationState", () => {
  const text = { kind: "text" as const };
  const list = { kind: "list" as const };
  it("tells a missing, outdated and current translation apart, and a field with no English", () => {
    expect(translationState(text, "", undefined)).toBe("empty");
    expect(translationState(text, null, { value: "x", sourceHash: "" })).toBe("empty");
    expect(translationState(text, "Hello", undefined)).toBe("missing");
    expect(translationState(text, "Hello", { value: " ", sourceHash: sourceHash("Hello") })).toBe("missing");
    expect(translationState(text, "Hello", { value: "Hallo", sourceHash: sourceHash("Hi") })).toBe("outdated");
    expect(translationState(text, "Hello", { value: "Hallo", sourceHash: sourceHash("Hello") })).toBe("current");
    expect(translationState(list, ["a", "b"], { value: ["A", "B"], sourceHash: sourceHash(["a", "b"]) })).toBe(
      "current",
    );
    expect(translationState(list, ["a", "c"], { value: ["A", "B"], sourceHash: sourceHash(["a", "b"]) })).toBe(
      "outdated",
    );
  });
});

describe("a record's translations go with it", () => {
  async function translationsOf(entity: Row["entity"], entityId: number) {
    return (
      await database.db.select().from(contentTranslations).where(eq(contentTranslations.entityId, entityId))
    ).filter((stored) => stored.entity === entity);
  }

  it("deleting a package deletes its translations, its itinerary days' and its pictures'", async () => {
    const [other] = await database.db
      .insert(safariPackages)
      .values({ slug: "stays-safari", title: "Stays", durationDays: 1 })
      .returning();
    await database.db.insert(contentTranslations).values(row("package", other!.id, "title", "de", "Bleibt"));

    await database.db.delete(safariPackages).where(eq(safariPackages.id, safari.id));
    expect(await translationsOf("package", safari.id)).toEqual([]);
    for (const day of days) expect(await translationsOf("itinerary_day", day.id)).toEqual([]);
    expect(await translationsOf("gallery_image", pictureId)).toEqual([]);
    // Another package's stay.
    expect(await translationsOf("package", other!.id)).toHaveLength(1);
  });

  it("deleting a destination deletes its attractions' translations; deleting a video, its own", async () => {
    const [place] = await database.db
      .insert(destinations)
      .values({ slug: "trigger-place", name: "Trigger Place", region: "Somewhere", country: "Kenya" })
      .returning();
    const [attraction] = await database.db
      .insert(destinationAttractions)
      .values({ destinationId: place!.id, name: "Lookout" })
      .returning();
    const [video] = await database.db
      .insert(videos)
      .values({ title: "A film", fileUrl: "/media/videos/film.webm" })
      .returning();
    await database.db
      .insert(contentTranslations)
      .values([
        row("destination", place!.id, "region", "it", "Da qualche parte"),
        row("attraction", attraction!.id, "name", "it", "Belvedere"),
        row("video", video!.id, "title", "es", "Una película"),
      ]);
    await database.db.delete(destinations).where(eq(destinations.id, place!.id));
    expect(await translationsOf("destination", place!.id)).toEqual([]);
    expect(await translationsOf("attraction", attraction!.id)).toEqual([]);
    await database.db.delete(videos).where(eq(videos.id, video!.id));
    expect(await translationsOf("video", video!.id)).toEqual([]);
  });
});
