import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentTranslations,
  discountCodes,
  exchangeRates,
  partyRates,
  rateCards,
  rateVersions,
  safariPackages,
  seasons,
} from "~/db/schema";
import { sourceHash } from "~/features/translations/content-translations.server";
import { runInLocale } from "~/i18n/server-messages.server";
import { SAMPLE_KES_PER_USD } from "~/seed/content/rates";
import { seedDatabase } from "~/seed/seed.server";
import { addDays } from "~/utils/business-calendar";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { quoteTrip } from "./quote-engine";
import { type RateBook, type RateCard, RESIDENCIES, SEASON_KINDS } from "./rate-book";
import { currentRatesVersion, findDiscountCode, listFromPrices, loadRateBook } from "./rate-book.server";
import { recordRatesChange } from "./rates-change.server";
import { findSeasonOverlap } from "./season-overlap";
import type { QuoteRequest } from "./trip-choice";

let database: TestDatabase;
let packages: (typeof safariPackages.$inferSelect)[];
const books = new Map<string, RateBook>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  packages = await database.db.select().from(safariPackages);
  for (const safari of packages) books.set(safari.slug, (await loadRateBook(database.db, safari.id))!);
});
afterAll(async () => {
  await database.destroy();
});

const book = (slug: string) => books.get(slug)!;
const migrationBook = () => book("great-migration-safari");
/** Two non-resident adults from `start`, no code, quoted on 29 November 2026. */
const twoAdultsFrom = (start: string): QuoteRequest => ({
  start,
  adults: 2,
  childAges: [],
  residency: "non_resident",
  residentOf: null,
  singles: 0,
  code: null,
  displayCurrency: null,
  discount: null,
  today: "2026-11-29",
});
const cardOf = (rateBook: RateBook, residency: RateCard["residency"]) =>
  rateBook.cards.find((card) => card.residency === residency)!;
/** The per-person rate for a party of `travellers` in a season, from the card's tiers. */
function rateFor(card: RateCard, season: string, travellers: number): number[] {
  return card.rates
    .filter((rate) => rate.season === season && rate.minTravellers <= travellers && travellers <= rate.maxTravellers)
    .map((rate) => rate.perPersonPerNight);
}

describe("loadRateBook", () => {
  it("gives every seeded package three cards: non-residents in USD, residents and citizens in KES", () => {
    expect(packages.length).toBeGreaterThanOrEqual(8);
    for (const safari of packages) {
      const rateBook = book(safari.slug);
      expect(rateBook.package, safari.slug).toMatchObject({
        id: safari.id,
        slug: safari.slug,
        title: safari.title,
        durationDays: safari.durationDays,
      });
      expect(Object.fromEntries(rateBook.cards.map((card) => [card.residency, card.currency])), safari.slug).toEqual({
        non_resident: "USD",
        resident: "KES",
        citizen: "KES",
      });
    }
  });

  it("prices every party of 1 to 20 in every season once, dearer in high season and cheaper per person in a larger party", () => {
    for (const safari of packages) {
      for (const residency of RESIDENCIES) {
        const card = cardOf(book(safari.slug), residency);
        const where = `${safari.slug} ${residency}`;
        for (const season of SEASON_KINDS) {
          for (let travellers = 1; travellers <= 20; travellers++) {
            expect(rateFor(card, season, travellers), `${where} ${season} ${travellers}`).toHaveLength(1);
          }
          const [solo] = rateFor(card, season, 1);
          const [two] = rateFor(card, season, 2);
          const [five] = rateFor(card, season, 5);
          const [twelve] = rateFor(card, season, 12);
          expect(solo!, where).toBeGreaterThan(two!);
          expect(two!, where).toBeGreaterThan(five!);
          expect(five!, where).toBeGreaterThan(twelve!);
          expect(card.singleSupplement[season], where).toBeGreaterThan(0);
        }
        for (const travellers of [1, 2, 5, 12]) {
          const [high] = rateFor(card, "high", travellers);
          const [shoulder] = rateFor(card, "shoulder", travellers);
          const [green] = rateFor(card, "green", travellers);
          expect(high!, where).toBeGreaterThan(shoulder!);
          expect(shoulder!, where).toBeGreaterThan(green!);
        }
      }
    }
  });

  it("charges a 2-year-old, a 9-year-old and a 15-year-old differently wherever children may come", () => {
    for (const safari of packages) {
      const rateBook = book(safari.slug);
      for (const card of rateBook.cards) {
        const band = (age: number) => card.childBands.find((b) => b.minAge <= age && age <= b.maxAge) ?? null;
        const youngest = rateBook.package.minimumAge ?? 0;
        const charges = [2, 9, 15].filter((age) => age >= youngest).map((age) => JSON.stringify(band(age)));
        expect(new Set(charges).size, `${safari.slug} ${card.residency}`).toBe(charges.length);
        expect(band(16), `${safari.slug} ${card.residency}: 16 pays the adult rate`).toBeNull();
      }
    }
    // Every sample package takes a family, so the public quote can be checked with children on each.
    expect(packages.filter((safari) => book(safari.slug).package.minimumAge !== null)).toHaveLength(0);
  });

  it("puts every date from 2026 to 2029 in exactly one season, with no two seasons sharing a day", async () => {
    const calendar = book("maasai-mara-explorer").seasons;
    expect(findSeasonOverlap(calendar)).toBeNull();
    let uncovered = 0;
    for (let date = "2026-01-01"; date <= "2029-12-31"; date = addDays(date, 1)) {
      const covering = calendar.filter((season) => season.startsOn <= date && date <= season.endsOn);
      if (covering.length !== 1) uncovered++;
    }
    expect(uncovered).toBe(0);
    const kindOn = (date: string) => calendar.find((s) => s.startsOn <= date && date <= s.endsOn)!;
    expect(kindOn("2027-08-15")).toMatchObject({ kind: "high", name: "High season 2027" });
    expect(kindOn("2027-04-20")).toMatchObject({ kind: "green", name: "Long rains 2027" });
    expect(kindOn("2027-12-31")).toMatchObject({ kind: "high", name: "Festive season 2027/28" });
    expect(kindOn("2028-01-05").kind).toBe("high");
    expect(kindOn("2028-01-06").kind).toBe("shoulder");
  });

  it("names the park of each itinerary day and brings each park's fees for every age and residency", () => {
    const highlights = book("kenya-and-tanzania-highlights");
    const parkName = (id: number | null) => highlights.parks.find((park) => park.id === id)?.name ?? null;
    expect(highlights.parkByDay.map(parkName)).toEqual([
      "Maasai Mara National Reserve",
      "Maasai Mara National Reserve",
      "Serengeti National Park",
      "Serengeti National Park",
      "Ngorongoro Conservation Area",
      "Ngorongoro Conservation Area",
      "Tarangire National Park",
      null,
    ]);
    for (const safari of packages) {
      const rateBook = book(safari.slug);
      expect(rateBook.parkByDay, safari.slug).toHaveLength(safari.durationDays);
      const visited = new Set(rateBook.parkByDay.filter((id) => id !== null));
      expect(visited.size, safari.slug).toBeGreaterThan(0);
      expect(new Set(rateBook.parks.map((park) => park.id)), safari.slug).toEqual(visited);
      const gaps: string[] = [];
      for (const park of rateBook.parks) {
        for (const residency of RESIDENCIES) {
          for (let month = 1; month <= 12; month++) {
            for (let age = 0; age <= 100; age++) {
              const rows = park.fees.filter(
                (fee) => fee.residency === residency && fee.minAge <= age && age <= fee.maxAge,
              );
              // The month's own row, else the all-year one: exactly one applies.
              const ownMonth = rows.filter((fee) => fee.months?.includes(month));
              const applying = ownMonth.length > 0 ? ownMonth : rows.filter((fee) => fee.months === null);
              if (applying.length !== 1) {
                gaps.push(`${park.name} ${residency} month ${month} age ${age}: ${applying.length} rows`);
              }
            }
          }
        }
      }
      expect(gaps, safari.slug).toEqual([]);
    }
  });

  it("carries the real-world shape of the Maasai Mara and Serengeti fees", () => {
    const migration = book("great-migration-safari");
    /** The fee row charged in `month` (1-12): the month's own, else the all-year one. */
    const fee = (parkName: string, residency: string, age: number, month: number) => {
      const rows = migration.parks
        .find((park) => park.name === parkName)!
        .fees.filter((row) => row.residency === residency && row.minAge <= age && age <= row.maxAge);
      return rows.find((row) => row.months?.includes(month)) ?? rows.find((row) => row.months === null);
    };
    // Narok County: USD 200 from July to December (November and December too, outside our high season), USD 100
    // from January to June.
    for (const month of [7, 9, 11, 12]) {
      expect(fee("Maasai Mara National Reserve", "non_resident", 30, month), `month ${month}`).toMatchObject({
        currency: "USD",
        perPersonPerDay: 20_000,
      });
    }
    for (const month of [1, 4, 6]) {
      expect(fee("Maasai Mara National Reserve", "non_resident", 30, month)?.perPersonPerDay).toBe(10_000);
    }
    // Children 9-17 pay; under 9 enter free. Residents of Kenya and Kenyan citizens pay in KES (docs/quotes.md).
    expect(fee("Maasai Mara National Reserve", "non_resident", 9, 8)?.perPersonPerDay).toBe(5_000);
    expect(fee("Maasai Mara National Reserve", "non_resident", 8, 8)?.perPersonPerDay).toBe(0);
    expect(fee("Maasai Mara National Reserve", "resident", 30, 8)).toMatchObject({
      currency: "KES",
      perPersonPerDay: 450_000,
    });
    expect(fee("Maasai Mara National Reserve", "citizen", 30, 8)).toMatchObject({
      currency: "KES",
      perPersonPerDay: 300_000,
    });
    expect(fee("Serengeti National Park", "non_resident", 30, 8)?.perPersonPerDay).toBe(7_080);
    expect(fee("Serengeti National Park", "non_resident", 5, 8)?.perPersonPerDay).toBe(2_360);
    expect(fee("Serengeti National Park", "non_resident", 4, 8)?.perPersonPerDay).toBe(0);
  });

  it("carries KWS's non-resident fees from 1 October 2025, with children under 5 free", () => {
    const kwsFee = (slug: string, parkName: string, age: number) =>
      book(slug)
        .parks.find((park) => park.name === parkName)!
        .fees.find((row) => row.residency === "non_resident" && row.minAge <= age && age <= row.maxAge)
        ?.perPersonPerDay;
    expect(kwsFee("amboseli-and-kilimanjaro-getaway", "Amboseli National Park", 30)).toBe(9_000);
    expect(kwsFee("amboseli-and-kilimanjaro-getaway", "Amboseli National Park", 5)).toBe(4_500);
    expect(kwsFee("amboseli-and-kilimanjaro-getaway", "Amboseli National Park", 4)).toBe(0);
    expect(kwsFee("tsavo-to-diani-bush-and-beach", "Tsavo West National Park", 30)).toBe(7_000);
  });

  it("prices a November trip's Maasai Mara days at Narok's July-December fee, though November is not our high season", () => {
    // The package's rates include the fees (its lines read 0): priced as if they did not, to see the fee itself.
    const feesApart = { ...migrationBook(), package: { ...migrationBook().package, parkFeesIncluded: false } };
    const quoteFrom = (start: string) => {
      const result = quoteTrip(feesApart, twoAdultsFrom(start));
      if (!result.ok) throw new Error("not priced");
      return result.quote.lines.filter((line) => line.kind === "park_fee" && line.label.includes("Maasai Mara"));
    };
    const november = quoteFrom("2027-11-08");
    expect(november.map((line) => [line.label, line.unitAmount])).toEqual([
      ["Maasai Mara National Reserve fees, 2 adults × 3 days, Jul–Dec rate", 20_000],
    ]);
    expect(quoteFrom("2027-05-10").map((line) => [line.label, line.unitAmount])).toEqual([
      ["Maasai Mara National Reserve fees, 2 adults × 3 days, Jan–Jun rate", 10_000],
    ]);
  });

  it("says whether a package's rates include park fees, and gives the exchange rates with USD as 1", () => {
    expect(book("maasai-mara-explorer").package.parkFeesIncluded).toBe(true);
    expect(book("amboseli-and-kilimanjaro-getaway").package.parkFeesIncluded).toBe(false);
    expect(book("maasai-mara-explorer").exchangeRates).toEqual({
      USD: 1,
      KES: SAMPLE_KES_PER_USD,
      TZS: 2450,
      EUR: 0.86,
      GBP: 0.76,
    });
  });

  it("answers null for a package that does not exist", async () => {
    expect(await loadRateBook(database.db, 999_999)).toBeNull();
  });
});

describe("listFromPrices", () => {
  it("is the lowest rate for two sharing times the nights, for non-residents and residents", async () => {
    const prices = await listFromPrices(database.db);
    expect(prices.size).toBe(packages.length);
    for (const safari of packages) {
      const rateBook = book(safari.slug);
      const nights = Math.max(safari.durationDays - 1, 1);
      const lowest = (residency: RateCard["residency"]) =>
        Math.min(...SEASON_KINDS.flatMap((season) => rateFor(cardOf(rateBook, residency), season, 2))) * nights;
      expect(prices.get(safari.id), safari.slug).toEqual({
        nonResident: { amount: lowest("non_resident"), currency: "USD" },
        resident: { amount: lowest("resident"), currency: "KES" },
      });
    }
  });

  it("keeps each package's non-resident 'from' price within 1% of its former price", async () => {
    const prices = await listFromPrices(database.db);
    for (const safari of packages) {
      const formerUsd = safari.currency === "USD" ? safari.price! : safari.price! / SAMPLE_KES_PER_USD;
      const from = prices.get(safari.id)!.nonResident!.amount / 100;
      expect(Math.abs(from - formerUsd) / formerUsd, safari.slug).toBeLessThan(0.01);
    }
    const explorer = packages.find((safari) => safari.slug === "maasai-mara-explorer")!;
    expect(prices.get(explorer.id)!.nonResident).toEqual({ amount: 120_000, currency: "USD" });
  });
});

describe("findDiscountCode", () => {
  it("finds a code however the traveller types its case", async () => {
    const explorer = packages.find((safari) => safari.slug === "maasai-mara-explorer")!;
    for (const typed of ["KARIBU10", "karibu10", " Karibu10 "]) {
      expect(await findDiscountCode(database.db, typed), typed).toMatchObject({
        code: "KARIBU10",
        kind: "percent",
        value: 10,
        currency: null,
        packageId: null,
        usageLimit: null,
        timesUsed: 0,
        active: true,
      });
    }
    expect(await findDiscountCode(database.db, "mara50")).toEqual({
      code: "MARA50",
      kind: "amount",
      value: 5_000,
      currency: "USD",
      validFrom: null,
      validUntil: null,
      usageLimit: 20,
      timesUsed: 0,
      packageId: explorer.id,
      active: true,
    });
    expect(await findDiscountCode(database.db, "NOSUCHCODE")).toBeNull();
  });
});

describe("rates versions", () => {
  it("starts with the version of the sample rates, noted as sample data", async () => {
    const version = await currentRatesVersion(database.db);
    expect(version).toBeGreaterThan(0);
    expect(book("maasai-mara-explorer").version).toBe(version);
    const [row] = await database.db.select().from(rateVersions).where(eq(rateVersions.id, version));
    expect(row!.note).toMatch(/sample/i);
  });

  it("makes one new version for a transaction that changes rates, with the note and staff member given", async () => {
    const before = await currentRatesVersion(database.db);
    const explorer = packages.find((safari) => safari.slug === "maasai-mara-explorer")!;
    await database.db.transaction(async (tx) => {
      const [card] = await tx
        .select()
        .from(rateCards)
        .where(sql`${rateCards.packageId} = ${explorer.id} and ${rateCards.residency} = 'non_resident'`);
      await tx
        .update(partyRates)
        .set({ perPersonPerNight: sql`${partyRates.perPersonPerNight} + 100` })
        .where(eq(partyRates.cardId, card!.id));
      await tx
        .insert(exchangeRates)
        .values({ currency: "EUR", unitsPerUsd: 0.9 })
        .onConflictDoUpdate({
          target: exchangeRates.currency,
          set: { unitsPerUsd: 0.9 },
        });
      await recordRatesChange(tx, { note: "Mara Explorer up by a dollar" });
    });
    const after = await currentRatesVersion(database.db);
    expect(after).toBe(before + 1);
    const [row] = await database.db.select().from(rateVersions).where(eq(rateVersions.id, after));
    expect(row).toMatchObject({ note: "Mara Explorer up by a dollar", staffUserId: null });

    const reloaded = (await loadRateBook(database.db, explorer.id))!;
    expect(reloaded.version).toBe(after);
    expect(reloaded.exchangeRates.EUR).toBe(0.9);
    expect(rateFor(cardOf(reloaded, "non_resident"), "green", 2)).toEqual([40_100]);
  });

  it("moves the version for a season, a code or a package's minimum age, and not for a code being used", async () => {
    let version = await currentRatesVersion(database.db);
    await database.db.insert(seasons).values({
      name: "Far future",
      kind: "shoulder",
      startsOn: "2040-01-01",
      endsOn: "2040-01-31",
    });
    expect(await currentRatesVersion(database.db)).toBe(++version);
    await database.db.update(discountCodes).set({ percentOff: 12 }).where(eq(discountCodes.code, "KARIBU10"));
    expect(await currentRatesVersion(database.db)).toBe(++version);
    await database.db
      .update(safariPackages)
      .set({ minimumAge: 6 })
      .where(eq(safariPackages.slug, "kenya-classic-safari"));
    expect(await currentRatesVersion(database.db)).toBe(++version);

    await database.db
      .update(discountCodes)
      .set({ timesUsed: sql`${discountCodes.timesUsed} + 1` })
      .where(eq(discountCodes.code, "MARA50"));
    await database.db
      .update(safariPackages)
      .set({ description: "Reworded." })
      .where(eq(safariPackages.slug, "kenya-classic-safari"));
    expect(await currentRatesVersion(database.db)).toBe(version);
  });

  it("makes no version for a change that is rolled back", async () => {
    const before = await currentRatesVersion(database.db);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(partyRates).set({ perPersonPerNight: 1 });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await currentRatesVersion(database.db)).toBe(before);
  });
});

describe("season and park names in the traveller's language", () => {
  const migration = () => book("great-migration-safari");
  /** The Great Migration for two adults from 10 August 2027 (high season, days in the Maasai Mara). */
  const linesIn = (locale: "en" | "de" | "fr", rateBook = migration()) =>
    runInLocale(locale, () => {
      const result = quoteTrip(rateBook, twoAdultsFrom("2027-08-10"));
      if (!result.ok) throw new Error("not priced");
      return result.quote.lines.map((line) => line.label).join("\n");
    });

  it("words the quote's season and park lines in German and French, and in English on an English quote", () => {
    expect(linesIn("en")).toMatch(/High season 2027/);
    expect(linesIn("en")).toMatch(/Maasai Mara National Reserve/);
    const german = linesIn("de");
    expect(german).toMatch(/Hochsaison 2027/);
    expect(german).toMatch(/Nationalreservat Maasai Mara/);
    expect(german).not.toMatch(/High season|National Reserve/);
    expect(linesIn("fr")).toMatch(/Haute saison 2027/);
    expect(linesIn("fr")).toMatch(/Réserve nationale du Maasai Mara/);
  });

  it("moves the rates version when a season's name is translated, so cached quotes follow it", async () => {
    const [high] = await database.db.select().from(seasons).where(eq(seasons.name, "High season 2027"));
    const before = await currentRatesVersion(database.db);
    await database.db
      .update(contentTranslations)
      .set({ value: "Hauptsaison 2027" })
      .where(
        sql`${contentTranslations.entity} = 'season' and ${contentTranslations.entityId} = ${high!.id} and ${contentTranslations.locale} = 'de'`,
      );
    expect(await currentRatesVersion(database.db)).toBe(before + 1);
    const reread = (await loadRateBook(database.db, migration().package.id))!;
    expect(linesIn("de", reread)).toMatch(/Hauptsaison 2027/);

    // Removing it is a new version too: the line then says the season's kind, never its English name.
    await database.db
      .delete(contentTranslations)
      .where(
        sql`${contentTranslations.entity} = 'season' and ${contentTranslations.entityId} = ${high!.id} and ${contentTranslations.locale} = 'de'`,
      );
    expect(await currentRatesVersion(database.db)).toBe(before + 2);
    const untranslated = linesIn("de", (await loadRateBook(database.db, migration().package.id))!);
    expect(untranslated).toMatch(/× 6 Nächte, Hochsaison$/m);
    expect(untranslated).not.toMatch(/High season/);
    await database.db.insert(contentTranslations).values({
      entity: "season",
      entityId: high!.id,
      field: "name",
      locale: "de",
      value: "Hochsaison 2027",
      sourceHash: sourceHash(high!.name),
    });
  });

  it("takes a season's translations with it when the season is deleted", async () => {
    const [far] = await database.db
      .insert(seasons)
      .values({ name: "Far away", kind: "green", startsOn: "2041-01-01", endsOn: "2041-01-31" })
      .returning();
    await database.db.insert(contentTranslations).values({
      entity: "season",
      entityId: far!.id,
      field: "name",
      locale: "it",
      value: "Lontano",
      sourceHash: sourceHash("Far away"),
    });
    await database.db.delete(seasons).where(eq(seasons.id, far!.id));
    const left = await database.db
      .select()
      .from(contentTranslations)
      .where(sql`${contentTranslations.entity} = 'season' and ${contentTranslations.entityId} = ${far!.id}`);
    expect(left).toEqual([]);
  });
});
