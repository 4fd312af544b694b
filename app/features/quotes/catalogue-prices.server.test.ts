import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partyRates, rateCards, safariPackages } from "~/db/schema";
import { seedDatabase } from "~/seed/seed.server";
import { addDays } from "~/utils/business-calendar";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { loadSafariCataloguePrices } from "./catalogue-prices.server";
import { listFromPrices } from "./rate-book.server";

let database: TestDatabase;
let packages: (typeof safariPackages.$inferSelect)[];
const today = "2026-11-25";

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  packages = await database.db.select().from(safariPackages);
});
afterAll(async () => {
  await database.destroy();
});

const idOf = (slug: string) => packages.find((safari) => safari.slug === slug)!.id;
const load = (slug: string) => loadSafariCataloguePrices(database.db, idOf(slug), today);
/** Intl's no-break and thin spaces read as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, " ");
/** "USD 1,380" as a number of whole units. */
const amountOf = (cell: string) => Number(cell.replace(/[^\d]/g, ""));

describe("loadSafariCataloguePrices", () => {
  it("gives every seeded package the same 'from' prices as the lists", async () => {
    const lists = await listFromPrices(database.db);
    for (const safari of packages) {
      const prices = await loadSafariCataloguePrices(database.db, safari.id, today);
      expect(prices?.fromPrices, safari.slug).toEqual(lists.get(safari.id));
      expect(prices?.fromPrices.nonResident?.currency).toBe("USD");
      expect(prices?.fromPrices.resident?.currency).toBe("KES");
    }
  });

  it("tables the Maasai Mara Explorer's prices by season and residency, for two sharing over its 3 nights", async () => {
    const prices = await load("maasai-mara-explorer");
    const table = prices!.table!;
    expect(table.columns.map((column) => column.label)).toEqual([
      "Non-residents (USD)",
      "Residents of Kenya & Tanzania (KES)",
      "East African citizens (KES)",
    ]);
    expect(table.rows.map((row) => row.label)).toEqual(["High season", "Shoulder season", "Green season"]);
    expect(table.intro).toMatch(/^Per person, two sharing a room, for the whole trip \(3 nights\)\./);

    // The sample's green rate for two sharing, times 3 nights, is the package's former price: USD 1,200.
    const cell = (season: string, column: number) =>
      table.rows.find((row) => row.season === season)!.cells[column]!.replace(/\u00a0/g, " ");
    expect(cell("green", 0)).toBe("USD 1,200");
    expect(amountOf(cell("high", 0))).toBeGreaterThan(amountOf(cell("shoulder", 0)));
    expect(amountOf(cell("shoulder", 0))).toBeGreaterThan(amountOf(cell("green", 0)));
    expect(cell("green", 1)).toMatch(/^KES [\d,]+$/);
    expect(amountOf(cell("green", 2))).toBeLessThan(amountOf(cell("green", 1)));

    // The table's lowest non-resident price is the 'from' price.
    expect(Math.min(...table.rows.map((row) => amountOf(row.cells[0]!)))).toBe(
      Math.round(prices!.fromPrices.nonResident!.amount / 100),
    );
    expect(table.notes.map(plain)).toEqual([
      "Children by age: 0–2 free, 3–11 50% of the adult rate, 12–15 75% of the adult rate, from 16, the adult rate.",
      expect.stringMatching(
        /^A room of your own adds, per night: USD [\d,]+ to USD [\d,]+ for non-residents; KES [\d,]+ to KES [\d,]+ for residents; KES [\d,]+ to KES [\d,]+ for East African citizens\.$/,
      ),
      "Park and conservancy fees are included.",
    ]);
  });

  it("names the residents whose children pay differently, and says when park fees are payable", async () => {
    const table = (await load("tsavo-to-diani-bush-and-beach"))!.table!;
    const notes = table.notes.map(plain);
    expect(notes).toContain(
      "Children by age, non-residents: 0–2 free, 3–11 50% of the adult rate, 12–15 75% of the adult rate, from 16, the adult rate.",
    );
    expect(notes).toContain(
      "Children by age, residents, East African citizens: 0–2 free, 3–11 KES 12,000 a night, 12–15 75% of the adult rate, from 16, the adult rate.",
    );
    expect(notes).toContain(
      "Park and conservancy fees are added to your quote, at the rates for your residency and age.",
    );
  });

  it("lists the seasons from the one holding today to 18 months on, every day of them in one", async () => {
    const calendar = (await load("maasai-mara-explorer"))!.calendar!;
    expect(calendar.caption).toBe("Seasons from Nov 25, 2026 to May 24, 2028");
    const first = calendar.rows[0]!;
    expect(first).toMatchObject({ name: "Short rains 2026", kind: "shoulder", kindLabel: "Shoulder season" });
    expect(first.startsOn <= today && today <= first.endsOn).toBe(true);
    const last = calendar.rows.at(-1)!;
    expect(last.startsOn <= "2028-05-24" && "2028-05-24" <= last.endsOn).toBe(true);
    for (const [index, row] of calendar.rows.entries()) {
      if (index > 0) expect(row.startsOn).toBe(addDays(calendar.rows[index - 1]!.endsOn, 1));
    }
    const high = calendar.rows.find((row) => row.name === "High season 2027")!;
    expect(high).toMatchObject({ kind: "high", kindLabel: "High season" });
    expect(plain(high.dates)).toBe("Jul 1 – Oct 31, 2027");
    expect(new Set(calendar.rows.map((row) => row.kind))).toEqual(new Set(["high", "shoulder", "green"]));
  });

  it("gives the countries the itinerary visits and the best months its parks share", async () => {
    expect(await load("great-migration-safari")).toMatchObject({
      countries: ["Kenya", "Tanzania"],
      // The Mara is best in Jul - Oct, the Serengeti in Jan - Feb and Jul - Oct: the months they share.
      bestMonths: [7, 8, 9, 10],
    });
    expect(await load("kenya-classic-safari")).toMatchObject({ countries: ["Kenya"], bestMonths: [7, 8, 9] });
    expect(await load("maasai-mara-explorer")).toMatchObject({ countries: ["Kenya"], bestMonths: [7, 8, 9, 10] });
    // Its parks have no destination guide: no best months rather than a guess.
    expect(await load("luxury-honeymoon-safari")).toMatchObject({ countries: ["Kenya"], bestMonths: [] });
  });

  it("marks a season without a rate for two as on request, and gives no table for a package without rates", async () => {
    const id = idOf("amboseli-and-kilimanjaro-getaway");
    const [card] = await database.db
      .select({ id: rateCards.id })
      .from(rateCards)
      .where(and(eq(rateCards.packageId, id), eq(rateCards.residency, "non_resident")));
    await database.db.delete(partyRates).where(eq(partyRates.cardId, card!.id));
    const prices = await loadSafariCataloguePrices(database.db, id, today);
    expect(prices!.table!.rows.every((row) => row.cells[0] === "On request")).toBe(true);

    await database.db.delete(rateCards).where(eq(rateCards.packageId, id));
    const none = await loadSafariCataloguePrices(database.db, id, today);
    expect(none).toMatchObject({ fromPrices: { nonResident: null, resident: null }, table: null });
    expect(none!.calendar).not.toBeNull();
  });

  it("gives null for an unknown package", async () => {
    expect(await loadSafariCataloguePrices(database.db, 999_999, today)).toBeNull();
  });
});
