// The public pages' content in the page's language, against the seeded sample catalogue: the loaders of
// /de/safaris/{id}, /fr/{destination}, /it/alloggi/{lodge}, the lists, the video gallery, the booking flow and the
// trip page lay the database's translations over the English; a field without one stays English and is named, so
// the page marks it (lang="en" for everyone, a visible mark for signed-in staff only); English pages are as before.
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, contentTranslations, destinations, hotelsLodges, itineraryDays, safariPackages } from "~/db/schema";
import { freezeItinerary } from "~/features/booked-itinerary/booked-itinerary.server";
import { attractionKind } from "~/features/destinations/attraction-kind";
import { ItineraryList } from "~/features/safaris/itinerary-list";
import { sourceHash } from "~/features/translations/content-translations.server";
import { NOT_YET_TRANSLATED, PageUntranslatedMarks } from "~/features/translations/english-fallback";
import { runInRequestLocale } from "~/i18n/server-messages.server";
import { sampleDestinations } from "~/seed/content/destinations";
import { sampleContentTranslations } from "~/seed/content/translations";
import { seedDatabase } from "~/seed/seed.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { signedInStaff, testContext } from "../../../tests/support/staff-sessions";
import { createTestTrip } from "../../../tests/support/trips";
import { loader as bookingLoader } from "./booking";
import { loader as destinationLoader } from "./destination-detail";
import { loader as destinationsLoader } from "./destinations";
import { loader as homeLoader } from "./home";
import { loader as hotelLoader } from "./hotel-detail";
import { loader as hotelsLoader } from "./hotels";
import { loader as safariLoader } from "./safari-detail";
import { loader as safarisLoader } from "./safaris";
import { loader as tripLoader } from "./trip";
import { loader as videosLoader } from "./video-gallery";

const SITE = "http://localhost";
const MIGRATION = "great-migration-safari";
const de = sampleContentTranslations.de;

let database: TestDatabase;
let migrationId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  const [safari] = await database.db.select().from(safariPackages).where(eq(safariPackages.slug, MIGRATION));
  migrationId = safari!.id;
  // Seeding the whole sample catalogue in five languages takes a while on a busy machine.
}, 180_000);
afterAll(async () => {
  await database.destroy();
});

/** A loader's data, unwrapped from `data(value, init)`. */
type LoaderData<T> = T extends { data: infer D; init: unknown } ? D : T;

/** Runs a loader as a request for `path` (in the language its address names), as React Router calls it. */
async function load<T>(
  loader: (args: never) => T,
  path: string,
  params: Record<string, string> = {},
  cookie?: string,
): Promise<LoaderData<Awaited<T>>> {
  const url = `${SITE}${path}`;
  const request = new Request(url, cookie ? { headers: { cookie } } : {});
  const result = await runInRequestLocale(url, () =>
    loader({ request, context: testContext(database), params } as never),
  );
  // What `data(value, init)` wraps.
  const wrapped = result as { type?: string; data?: unknown };
  return (wrapped?.type === "DataWithResponseInit" ? wrapped.data : result) as LoaderData<Awaited<T>>;
}

const metaTitle = (meta: readonly object[]) =>
  meta.flatMap((tag) => ("title" in tag && typeof tag.title === "string" ? [tag.title] : []))[0];

describe("/de/safaris/{id}", () => {
  it("shows the package, its itinerary and its pictures in German, the page's title too", async () => {
    const page = await load(safariLoader, `/de/safaris/${migrationId}`, { id: String(migrationId) });
    const german = de.safaris[MIGRATION]!;
    expect(page.safari.title).toBe(german.title);
    expect(page.safari.description).toBe(german.description);
    expect(page.safari.location).toBe(german.location);
    expect(page.safari.highlights).toEqual(german.highlights);
    expect(page.safari.included).toEqual(german.included);
    expect(page.safari.excluded).toEqual(german.excluded);
    expect(page.safari.itinerary.map((day) => day.title)).toEqual(german.itinerary.map((day) => day.title));
    expect(page.safari.itinerary.map((day) => day.meals)).toEqual(german.itinerary.map((day) => day.meals));
    expect(page.gallery.map((picture) => picture.alt)).toEqual(de.galleries.safaris[MIGRATION]);
    // Everything is translated: nothing marked.
    expect(page.safari.untranslated).toEqual([]);
    expect(page.safari.itinerary.every((day) => day.untranslated?.length === 0)).toBe(true);
    expect(metaTitle(page.meta)).toContain(german.title);
    expect(page.booking.safari.title).toBe(german.title);
    expect(page.staffMarks).toBe(false);
  });

  it("shows a field without a translation in English, named as such, and marks it for staff only", async () => {
    const [firstDay] = await database.db
      .select()
      .from(itineraryDays)
      .where(and(eq(itineraryDays.safariId, migrationId), eq(itineraryDays.dayNumber, 1)));
    const removed = await database.db
      .delete(contentTranslations)
      .where(
        and(
          eq(contentTranslations.entity, "itinerary_day"),
          eq(contentTranslations.entityId, firstDay!.id),
          eq(contentTranslations.field, "description"),
          eq(contentTranslations.locale, "de"),
        ),
      )
      .returning();
    try {
      const page = await load(safariLoader, `/de/safaris/${migrationId}`, { id: String(migrationId) });
      const [day] = page.safari.itinerary;
      expect(day!.description).toBe(firstDay!.description);
      expect(day!.untranslated).toEqual(["description"]);
      expect(day!.title).toBe(de.safaris[MIGRATION]!.itinerary[0]!.title);

      // A visitor's page: the English paragraph says it is English, nothing more.
      const visitor = renderItinerary(page.safari.itinerary, false);
      expect(visitor).toContain(`<p class="text-charcoal-600" lang="en">${firstDay!.description}</p>`);
      expect(visitor).not.toContain("data-untranslated");
      // A German title keeps the page's language.
      expect(visitor).toContain(de.safaris[MIGRATION]!.itinerary[0]!.title);
      expect(visitor.match(/lang="en"/g)).toHaveLength(1);

      // Staff see it marked; their session is told apart from any other cookie.
      const { cookie } = await signedInStaff(database, "Translator");
      const asStaff = await load(safariLoader, `/de/safaris/${migrationId}`, { id: String(migrationId) }, cookie);
      expect(asStaff.staffMarks).toBe(true);
      const other = await load(safariLoader, `/de/safaris/${migrationId}`, { id: String(migrationId) }, "hb_toast=x");
      expect(other.staffMarks).toBe(false);
      expect(renderItinerary(asStaff.safari.itinerary, true)).toContain(
        `lang="en" data-untranslated="${NOT_YET_TRANSLATED}">${firstDay!.description}</p>`,
      );
    } finally {
      await database.db.insert(contentTranslations).values(removed);
    }
  });

  it("is the English as before in English, even for staff: nothing laid over, nothing named", async () => {
    const { cookie } = await signedInStaff(database, "English reader");
    const page = await load(safariLoader, `/safaris/${migrationId}`, { id: String(migrationId) }, cookie);
    const [english] = await database.db.select().from(safariPackages).where(eq(safariPackages.id, migrationId));
    expect(page.safari.title).toBe(english!.title);
    expect("untranslated" in page.safari).toBe(false);
    expect(page.safari.itinerary.some((day) => "untranslated" in day)).toBe(false);
    expect(page.staffMarks).toBe(false);
  });
});

/** The itinerary as the page draws it, inside the site layout's marks (staff or not, as the loader said). */
function renderItinerary(days: Parameters<typeof ItineraryList>[0]["days"], staffMarks: boolean): string {
  const router = createMemoryRouter(
    [
      {
        id: "page",
        path: "/",
        loader: () => null,
        element: createElement(PageUntranslatedMarks, null, createElement(ItineraryList, { days })),
      },
    ],
    { hydrationData: { loaderData: { page: { staffMarks } } } },
  );
  return renderToString(createElement(RouterProvider, { router }));
}

describe("/fr/{destination}", () => {
  it("shows the destination, its attractions, journeys, stays, pictures, lodges and safaris in French", async () => {
    const page = await load(destinationLoader, "/fr/maasai-mara", { destinationSlug: "maasai-mara" });
    if (page.status !== "found") throw new Error(`expected the page, got ${page.status}`);
    const french = sampleContentTranslations.fr.destinations["maasai-mara"]!;
    const { destination } = page;
    expect(destination.region).toBe(french.region);
    expect(destination.overview).toBe(french.overview);
    expect(destination.infoNote).toBe(french.infoNote);
    expect(destination.bestTimeReason).toBe(french.bestTimeReason);
    expect(destination.attractions.map((attraction) => attraction.name)).toEqual(french.attractions.map((a) => a.name));
    // Each icon is still the one the English name gives.
    const englishNames = sampleDestinations.find((sample) => sample.slug === "maasai-mara")!.attractions;
    expect(destination.attractions.map((attraction) => attraction.kind)).toEqual(
      englishNames.map((attraction) => attractionKind(attraction.name)),
    );
    const road = destination.transportOptions.find((option) => option.type === "road");
    expect(road?.duration).toBe(french.transport[0]!.duration);
    expect(destination.accommodationOptions.find((stay) => stay.type === "luxury")?.description).toBe(
      french.accommodation.luxury,
    );
    expect(page.gallery.map((picture) => picture.alt)).toEqual(
      sampleContentTranslations.fr.galleries.destinations["maasai-mara"],
    );
    expect(page.lodges.length).toBeGreaterThan(0);
    for (const lodge of page.lodges) {
      expect(lodge.location).toBe(sampleContentTranslations.fr.hotels[lodge.slug]!.location);
    }
    const frenchTitles = Object.values(sampleContentTranslations.fr.safaris).map((safari) => safari.title);
    expect(page.safaris.length).toBeGreaterThan(0);
    expect(page.safaris.every((safari) => frenchTitles.includes(safari.title))).toBe(true);
    expect(JSON.stringify(page.meta)).toContain(french.region);
  });
});

describe("/it/alloggi/{lodge}", () => {
  it("shows the lodge, its rooms and amenities, its pictures and its neighbours in Italian", async () => {
    const [lodge] = await database.db.select().from(hotelsLodges).where(eq(hotelsLodges.slug, "mara-riverbend-camp"));
    const page = await load(hotelLoader, `/it/alloggi/${lodge!.slug}`, { slug: lodge!.slug });
    if (page.state !== "found") throw new Error(`expected the page, got ${page.state}`);
    const italian = sampleContentTranslations.it.hotels[lodge!.slug]!;
    expect(page.hotel.description).toBe(italian.description);
    expect(page.hotel.location).toBe(italian.location);
    expect(page.hotel.rooms).toEqual(italian.rooms);
    expect(page.hotel.amenities).toEqual(italian.amenities);
    expect(page.hotel.untranslated).toEqual([]);
    expect(page.gallery.map((picture) => picture.alt)).toEqual(
      sampleContentTranslations.it.galleries.hotels[lodge!.slug],
    );
    for (const other of page.moreHotels) {
      expect(other.location).toBe(sampleContentTranslations.it.hotels[other.slug]!.location);
    }
  });
});

describe("the lists, the videos, the booking flow and the trip page", () => {
  it("show their cards in the page's language", async () => {
    const home = await load(homeLoader, "/es");
    const spanishTitles = Object.values(sampleContentTranslations.es.safaris).map((safari) => safari.title);
    expect(home.safaris.every((safari) => spanishTitles.includes(safari.title))).toBe(true);
    const [first] = home.destinations;
    const [place] = await database.db.select().from(destinations).where(eq(destinations.id, first!.id));
    expect(first!.region).toBe(sampleContentTranslations.es.destinations[place!.slug]!.region);

    const list = await load(safarisLoader, "/de/safaris");
    const migration = list.safaris.find((safari) => safari.id === migrationId);
    expect(migration?.title).toBe(de.safaris[MIGRATION]!.title);
    expect(migration?.description).toBe(de.safaris[MIGRATION]!.description);

    const places = await load(destinationsLoader, "/it/destinazioni");
    const mara = places.destinations.find((destination) => destination.slug === "maasai-mara");
    expect(mara?.overview).toBe(sampleContentTranslations.it.destinations["maasai-mara"]!.overview);

    const lodges = await load(hotelsLoader, "/fr/hebergements");
    expect(
      lodges.hotels.every((hotel) => hotel.location === sampleContentTranslations.fr.hotels[hotel.slug]?.location),
    ).toBe(true);
  });

  it("gives the video gallery its titles and descriptions in the page's language, the categories of the English", async () => {
    const english = await load(videosLoader, "/video-gallery");
    const german = await load(videosLoader, "/de/videos");
    if (english.state !== "loaded" || german.state !== "loaded") throw new Error("the videos did not load");
    const germanTitles = Object.values(de.videos).map((video) => video.title);
    expect(german.videos.every((video) => germanTitles.includes(video.title))).toBe(true);
    expect(german.videos.map((video) => video.category)).toEqual(english.videos.map((video) => video.category));
    const first = german.videos[0]!;
    expect(
      de.videos[Object.keys(de.videos).find((key) => de.videos[key]!.title === first.title)!]!.description,
    ).toContain(first.excerpt.replace(/…$/, "").slice(0, 40));
  });

  it("titles the booking flow with the package's translation", async () => {
    const page = await load(bookingLoader, `/es/reserva/${migrationId}`, { packageId: String(migrationId) });
    expect(page.package.title).toBe(sampleContentTranslations.es.safaris[MIGRATION]!.title);
    expect(metaTitle(page.meta)).toContain(sampleContentTranslations.es.safaris[MIGRATION]!.title);
  });

  it("shows the trip page's itinerary in the page's language, English where a day has no translation", async () => {
    const { booking, token } = await createTestTrip(database.db);
    const days = await database.db
      .select()
      .from(itineraryDays)
      .where(eq(itineraryDays.safariId, booking.safariId!))
      .orderBy(itineraryDays.dayNumber);
    await database.db.insert(contentTranslations).values({
      entity: "itinerary_day",
      entityId: days[0]!.id,
      field: "title",
      locale: "de",
      value: "Von Nairobi in die Maasai Mara",
      sourceHash: sourceHash(days[0]!.title),
    });
    // Translated before the booking was made: the booking freezes the translations of that moment.
    const itinerary = await freezeItinerary(database.db, booking.safariId!, "en");
    await database.db.update(bookings).set({ itinerary }).where(eq(bookings.id, booking.id));
    const page = await load(tripLoader, `/de/reise/${token}`, { token });
    const [first, second] = page.trip!.days;
    expect(first!.title).toBe("Von Nairobi in die Maasai Mara");
    expect(first!.untranslated).toEqual(["description", "accommodation", "meals"]);
    expect(second!.title).toBe(days[1]!.title);
    expect(second!.untranslated).toContain("title");
  });
});
