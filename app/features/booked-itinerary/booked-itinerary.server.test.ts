// What the traveller bought stays what they bought: a booking made through the booking forms' own command freezes
// its itinerary, and editing the package (the package editor's save), its translations and its days, archiving it
// and trying to delete it (refused) and even a package row gone from the database leave that booking's trip page,
// itinerary PDF (read back with a real PDF reader) and calendar file exactly as they were. New bookings get the
// package as it is now; an archived package is off the site and cannot be booked.
import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, contentTranslations, hotelsLodges, itineraryDays, parks, safariPackages } from "~/db/schema";
import { createBooking } from "~/features/bookings/bookings.server";
import { createSafariBookingSchema } from "~/features/bookings/safari-booking-schema";
import { checkDraft } from "~/features/package-editor/package-draft";
import { loadPackageEditor, savePackage } from "~/features/package-editor/package-editor.server";
import { deletePackage, setPackageArchived } from "~/features/package-editor/package-lifecycle.server";
import type { Quote } from "~/features/quotes/rate-book";
import { listSafariPackages } from "~/features/safaris/safaris.server";
import { listPublicUrls } from "~/features/seo/public-urls.server";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { inTravellersLanguage, sourceHash } from "~/features/translations/content-translations.server";
import { tripDownload } from "~/features/trip/trip-downloads.server";
import { runInLocale } from "~/i18n/server-messages.server";
import * as safariPage from "~/routes/site/safari-detail";
import * as tripPage from "~/routes/site/trip";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { routeOutcome, siteRequest, type TestContext, testContext } from "../../../tests/support/staff-sessions";
import { readBookedItinerary } from "./booked-itinerary";

let database: TestDatabase;
let context: TestContext;
let packageId: number;
let dayIds: number[];
const actor = { id: null, email: "manager@heartbeest.test" };
const config = { STAFF_EMAIL: "reservations@heartbeest.test", SITE_URL: "https://heartbeest.test" };

beforeAll(async () => {
  database = await createTestDatabase();
  context = testContext(database);
  const { db } = database;
  const [park] = await db
    .insert(parks)
    .values({ name: "Maasai Mara National Reserve", slug: "mara-frozen-test", country: "Kenya" })
    .returning();
  const [lodge] = await db
    .insert(hotelsLodges)
    .values({ name: "Mara Riverbend Camp", slug: "riverbend-frozen-test", location: "Maasai Mara" })
    .returning();
  const [pkg] = await db
    .insert(safariPackages)
    .values({
      title: "Mara Migration Classic",
      slug: "mara-migration-frozen",
      durationDays: 3,
      price: 2400,
      currency: "USD",
      highlights: ["The river crossings"],
    })
    .returning();
  if (!park || !lodge || !pkg) throw new Error("set-up rows missing");
  packageId = pkg.id;
  const days = await db
    .insert(itineraryDays)
    .values([
      {
        safariId: pkg.id,
        dayNumber: 1,
        title: "Nairobi to the Mara",
        description: "A morning drive west.",
        accommodation: "Mara Riverbend Camp",
        meals: "Lunch, dinner",
        parkId: park.id,
        hotelId: lodge.id,
      },
      {
        safariId: pkg.id,
        dayNumber: 2,
        title: "The river crossings",
        accommodation: "Mara Riverbend Camp",
        meals: "All meals",
        parkId: park.id,
        hotelId: lodge.id,
      },
      { safariId: pkg.id, dayNumber: 3, title: "Back to Nairobi", accommodation: "None", meals: "Breakfast" },
    ])
    .returning();
  dayIds = days.map((day) => day.id);
  // Translated into German before anyone booked.
  await db.insert(contentTranslations).values([
    {
      entity: "itinerary_day",
      entityId: dayIds[1] ?? 0,
      field: "title",
      locale: "de",
      value: "Die Flussüberquerungen",
      sourceHash: sourceHash("The river crossings"),
    },
    {
      entity: "package",
      entityId: pkg.id,
      field: "title",
      locale: "de",
      value: "Mara-Migration klassisch",
      sourceHash: sourceHash("Mara Migration Classic"),
    },
  ]);
});

afterAll(async () => {
  await database?.destroy();
});

function quoteFor(id: number, start: string, end: string): Quote {
  return {
    package: { id, slug: "mara-migration-frozen", title: "Mara Migration Classic" },
    start,
    end,
    nights: 2,
    residency: "non_resident",
    currency: "USD",
    lines: [{ kind: "adult", label: "2 adults", quantity: 2, unitAmount: 120_000, amount: 240_000 }],
    total: 240_000,
    deposit: 72_000,
    balance: 168_000,
    balanceDueDate: "2027-06-01",
    depositDueNow: true,
    balanceDueNow: false,
    priceOnRequest: false,
    display: { currency: "USD", rate: null, total: 240_000 },
    notices: [],
    ratesVersion: 1,
  };
}

/** A booking through the safari form's own command, on a page in `locale`. */
async function book(locale: "en" | "de") {
  const input = createSafariBookingSchema({ today: "2027-01-10", packageId }).parse({
    name: locale === "de" ? "Jonas Müller" : "Amina Otieno",
    phone: "+254 700 123 456",
    email: locale === "de" ? "jonas@example.de" : "amina@example.com",
    country: "Kenya",
    adults: "2",
    children: "0",
    childAges: "",
    arrival: "2027-08-01",
    departure: "2027-08-03",
    message: "",
    otherInfo: "",
  });
  const result = await runInLocale(locale, () =>
    createBooking(database.db, {
      request: input,
      submissionToken: issueSubmissionToken(),
      config,
      quote: quoteFor(packageId, "2027-08-01", "2027-08-03"),
    }),
  );
  if (result.status !== "created") throw new Error(`not booked: ${result.status}`);
  return result;
}

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

/** Everything the traveller sees of the itinerary: the trip page's days and title, the PDF's text, the .ics. */
async function whatTheTravellerSees(token: string) {
  const page = await routeOutcome(tripPage.loader, siteRequest(`/trip/${token}`), { token }, context);
  expect(page.status).toBe(200);
  const trip = (page.body as { trip: { packageTitle: string; days: unknown[] } }).trip;
  const pdf = await tripDownload("itinerary", token, context);
  expect(pdf.status).toBe(200);
  const ics = await (await tripDownload("calendar", token, context)).text();
  return {
    page: { title: trip.packageTitle, days: trip.days },
    pdf: await pdfText(await pdf.arrayBuffer()),
    // The stamp is the moment of the download; everything else must not move.
    ics: ics.replace(/DTSTAMP:[0-9TZ]+/g, "DTSTAMP:-"),
  };
}

describe("a booking's itinerary is frozen with it", () => {
  it("survives edits to the package, its days and translations, archiving, a refused delete and a vanished package", async () => {
    const english = await book("en");
    const german = await book("de");
    const stored = readBookedItinerary(english.booking.itinerary);
    expect(stored?.texts.en.days.map((day) => [day.title, day.park?.name ?? null, day.lodge?.name ?? null])).toEqual([
      ["Nairobi to the Mara", "Maasai Mara National Reserve", "Mara Riverbend Camp"],
      ["The river crossings", "Maasai Mara National Reserve", "Mara Riverbend Camp"],
      ["Back to Nairobi", null, null],
    ]);
    const seenEnglish = await whatTheTravellerSees(english.tripToken);
    const seenGerman = await whatTheTravellerSees(german.tripToken);
    expect(seenEnglish.page.days).toHaveLength(3);
    expect(seenEnglish.pdf).toContain("The river crossings");
    expect(seenEnglish.pdf).toContain("Mara Migration Classic");
    expect(seenGerman.pdf).toContain("Die Flussüberquerungen");
    expect(seenGerman.pdf).toContain("Mara-Migration klassisch");
    expect(seenGerman.ics).toContain("Mara-Migration klassisch");

    // 1. The package editor's save: a new title, day 2 rewritten, day 3 removed, a day added.
    const editor = await loadPackageEditor(database.db, packageId);
    if (!editor) throw new Error("no editor");
    const draft = structuredClone(editor.draft);
    draft.title = "Mara in a Hurry";
    draft.highlights = ["Nothing as before"];
    const [first, second] = draft.days;
    if (!first || !second) throw new Error("days missing");
    draft.days = [
      first,
      { ...second, title: "A short game drive", hotelId: "", parkId: "" },
      {
        key: "n1",
        title: "Fly out from the Mara",
        description: "",
        accommodation: "",
        meals: "",
        parkId: "",
        hotelId: "",
      },
    ];
    const checked = checkDraft(draft);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const saved = await savePackage(database.db, {
      id: packageId,
      versions: draft.versions,
      input: checked.input,
      actor,
    });
    expect(saved.ok).toBe(true);
    // 2. The translations change, and a lodge is renamed on its own screen.
    await database.db
      .update(contentTranslations)
      .set({ value: "Eine kurze Pirschfahrt" })
      .where(and(eq(contentTranslations.entityId, dayIds[1] ?? 0), eq(contentTranslations.entity, "itinerary_day")));
    await database.db
      .update(contentTranslations)
      .set({ value: "Mara in Eile" })
      .where(and(eq(contentTranslations.entityId, packageId), eq(contentTranslations.entity, "package")));
    await database.db
      .update(hotelsLodges)
      .set({ name: "Renamed Camp" })
      .where(eq(hotelsLodges.slug, "riverbend-frozen-test"));
    expect(await whatTheTravellerSees(english.tripToken)).toEqual(seenEnglish);
    expect(await whatTheTravellerSees(german.tripToken)).toEqual(seenGerman);
    // Receipts and reminders name the safari as it was booked too.
    const [germanRow] = await database.db.select().from(bookings).where(eq(bookings.id, german.booking.id));
    expect((await inTravellersLanguage(database.db, germanRow!)).packageTitle).toBe("Mara-Migration klassisch");

    // 3. Archived: off the site, not bookable, and the trip unchanged.
    expect((await setPackageArchived(database.db, { packageId, archived: true, actor })).status).toBe("done");
    expect(await whatTheTravellerSees(english.tripToken)).toEqual(seenEnglish);

    // 4. A delete is refused while it has bookings; nothing moves.
    const refused = await deletePackage(database.db, { packageId, actor });
    expect(refused).toMatchObject({ status: "has_bookings", bookings: 2 });
    expect(await whatTheTravellerSees(english.tripToken)).toEqual(seenEnglish);

    // 5. Even a package row removed behind the app's back (bookings keep safari_id null) leaves the trip as bought.
    await database.db.delete(safariPackages).where(eq(safariPackages.id, packageId));
    expect(await whatTheTravellerSees(english.tripToken)).toEqual(seenEnglish);
    expect(await whatTheTravellerSees(german.tripToken)).toEqual(seenGerman);
  });
});

describe("later bookings and an archived package", () => {
  it("a booking made after an edit gets the package as it is now", async () => {
    await database.db
      .insert(safariPackages)
      .values({ id: 9001, title: "Samburu Ways", slug: "samburu-ways", durationDays: 2 });
    await database.db.insert(itineraryDays).values({ safariId: 9001, dayNumber: 1, title: "Old first day" });
    packageId = 9001;
    const before = await book("en");
    await database.db.update(itineraryDays).set({ title: "New first day" }).where(eq(itineraryDays.safariId, 9001));
    const after = await book("en");
    expect(readBookedItinerary(before.booking.itinerary)?.texts.en.days[0]?.title).toBe("Old first day");
    expect(readBookedItinerary(after.booking.itinerary)?.texts.en.days[0]?.title).toBe("New first day");
  });

  it("an archived package leaves the lists, the sitemap and its page, and cannot be booked; restored, it returns", async () => {
    await database.db
      .insert(safariPackages)
      .values({ id: 9002, title: "Tsavo Red", slug: "tsavo-red", durationDays: 2 });
    packageId = 9002;
    await setPackageArchived(database.db, { packageId, archived: true, actor });
    const listed = (await listSafariPackages(database.db)).map((card) => card.id);
    expect(listed).not.toContain(9002);
    expect((await listPublicUrls(database.db)).map((url) => url.path)).not.toContain("/safaris/9002");
    const page = await routeOutcome(safariPage.loader, siteRequest("/safaris/9002"), { id: "9002" }, context);
    expect(page.status).toBe(404);
    await expect(book("en")).rejects.toThrow("not booked: package_not_found");
    const count = await database.db.select().from(bookings).where(eq(bookings.safariId, 9002));
    expect(count).toHaveLength(0);

    await setPackageArchived(database.db, { packageId, archived: false, actor });
    expect((await listSafariPackages(database.db)).map((card) => card.id)).toContain(9002);
    expect((await book("en")).booking.safariId).toBe(9002);
  });
});
