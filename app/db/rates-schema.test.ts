// The rules of the rate model that the database itself enforces, whatever writes to it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import {
  bookings,
  childBands,
  discountCodes,
  exchangeRates,
  itineraryDays,
  parkFees,
  parks,
  partyRates,
  rateCards,
  safariPackages,
  seasons,
  singleSupplements,
} from "./schema";

let database: TestDatabase;
let packageId: number;
let cardId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const [safari] = await database.db
    .insert(safariPackages)
    .values({ slug: "rates-test", title: "Rates Test", durationDays: 3 })
    .returning();
  packageId = safari!.id;
  const [card] = await database.db
    .insert(rateCards)
    .values({ packageId, residency: "non_resident", currency: "USD" })
    .returning();
  cardId = card!.id;
});
afterAll(async () => {
  await database.destroy();
});

/** The name of the constraint a write broke (drizzle wraps the driver's error). */
async function brokenConstraint(write: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    return cause?.constraint ?? (error as { constraint?: string }).constraint ?? "unnamed";
  }
  return undefined;
}

describe("season calendar", () => {
  it("refuses a season that shares a day with another, but takes one starting the day after", async () => {
    await database.db
      .insert(seasons)
      .values({ name: "High season 2031", kind: "high", startsOn: "2031-07-01", endsOn: "2031-10-31" });
    expect(
      await brokenConstraint(
        database.db
          .insert(seasons)
          .values({ name: "Overlapping", kind: "shoulder", startsOn: "2031-10-31", endsOn: "2031-12-19" }),
      ),
    ).toBe("seasons_no_overlap");
    expect(
      await brokenConstraint(
        database.db
          .insert(seasons)
          .values({ name: "Short rains 2031", kind: "shoulder", startsOn: "2031-11-01", endsOn: "2031-12-19" }),
      ),
    ).toBeUndefined();
  });

  it("refuses a season that ends before it starts, or of an unknown kind", async () => {
    expect(
      await brokenConstraint(
        database.db
          .insert(seasons)
          .values({ name: "Backwards", kind: "green", startsOn: "2035-05-31", endsOn: "2035-04-01" }),
      ),
    ).toBe("seasons_dates_ordered");
    expect(
      await brokenConstraint(
        database.db
          .insert(seasons)
          .values({ name: "Odd", kind: "monsoon" as "green", startsOn: "2036-01-01", endsOn: "2036-01-02" }),
      ),
    ).toBe("seasons_kind_known");
  });
});

describe("rate cards", () => {
  it("allows one card per package and residency", async () => {
    expect(
      await brokenConstraint(
        database.db.insert(rateCards).values({ packageId, residency: "non_resident", currency: "EUR" }),
      ),
    ).toBe("rate_cards_package_residency_unique");
  });

  it("refuses a negative rate, a party tier out of order and a tier beyond 99", async () => {
    const rate = { cardId, season: "green" as const, minTravellers: 2, maxTravellers: 3, perPersonPerNight: 40_000 };
    expect(await brokenConstraint(database.db.insert(partyRates).values({ ...rate, perPersonPerNight: -1 }))).toBe(
      "party_rates_amount_not_negative",
    );
    expect(await brokenConstraint(database.db.insert(partyRates).values({ ...rate, minTravellers: 4 }))).toBe(
      "party_rates_travellers_ordered",
    );
    expect(await brokenConstraint(database.db.insert(partyRates).values({ ...rate, minTravellers: 0 }))).toBe(
      "party_rates_travellers_ordered",
    );
    expect(await brokenConstraint(database.db.insert(partyRates).values({ ...rate, maxTravellers: 100 }))).toBe(
      "party_rates_travellers_ordered",
    );
    expect(await brokenConstraint(database.db.insert(partyRates).values(rate))).toBeUndefined();
  });

  it("refuses a child band whose value does not fit its kind", async () => {
    const band = { cardId, minAge: 3, maxAge: 11 };
    expect(
      await brokenConstraint(database.db.insert(childBands).values({ ...band, kind: "percent", value: 120 })),
    ).toBe("child_bands_value_fits_kind");
    expect(await brokenConstraint(database.db.insert(childBands).values({ ...band, kind: "free", value: 500 }))).toBe(
      "child_bands_value_fits_kind",
    );
    expect(
      await brokenConstraint(
        database.db.insert(childBands).values({ ...band, maxAge: 18, kind: "percent", value: 50 }),
      ),
    ).toBe("child_bands_ages_ordered");
    expect(
      await brokenConstraint(database.db.insert(childBands).values({ ...band, kind: "fixed", value: 1_500 })),
    ).toBeUndefined();
  });

  it("takes one single supplement per season and never a negative one", async () => {
    expect(
      await brokenConstraint(database.db.insert(singleSupplements).values({ cardId, season: "high", perNight: -5 })),
    ).toBe("single_supplements_amount_not_negative");
    await database.db.insert(singleSupplements).values({ cardId, season: "high", perNight: 9_000 });
    expect(
      await brokenConstraint(database.db.insert(singleSupplements).values({ cardId, season: "high", perNight: 8_000 })),
    ).toBe("single_supplements_card_season_unique");
  });

  it("goes with its package", async () => {
    const [safari] = await database.db
      .insert(safariPackages)
      .values({ slug: "short-lived", title: "Short-lived", durationDays: 2 })
      .returning();
    const [card] = await database.db
      .insert(rateCards)
      .values({ packageId: safari!.id, residency: "citizen", currency: "KES" })
      .returning();
    await database.db
      .insert(partyRates)
      .values({ cardId: card!.id, season: "high", minTravellers: 1, maxTravellers: 20, perPersonPerNight: 1 });
    await database.db.delete(safariPackages).where(eq(safariPackages.id, safari!.id));
    expect(await database.db.select().from(partyRates).where(eq(partyRates.cardId, card!.id))).toEqual([]);
  });
});

describe("parks, fees and exchange rates", () => {
  it("refuses a fee for ages out of order or a negative fee, and frees the itinerary day when its park goes", async () => {
    const [park] = await database.db
      .insert(parks)
      .values({ slug: "test-reserve", name: "Test Reserve", country: "Kenya" })
      .returning();
    const fee = {
      parkId: park!.id,
      residency: "non_resident" as const,
      minAge: 18,
      maxAge: 120,
      currency: "USD" as const,
      perPersonPerDay: 6_000,
    };
    expect(await brokenConstraint(database.db.insert(parkFees).values({ ...fee, minAge: 30, maxAge: 20 }))).toBe(
      "park_fees_ages_ordered",
    );
    expect(await brokenConstraint(database.db.insert(parkFees).values({ ...fee, perPersonPerDay: -1 }))).toBe(
      "park_fees_amount_not_negative",
    );
    await database.db.insert(parkFees).values(fee);
    const [day] = await database.db
      .insert(itineraryDays)
      .values({ safariId: packageId, dayNumber: 1, title: "In the reserve", parkId: park!.id })
      .returning();
    await database.db.delete(parks).where(eq(parks.id, park!.id));
    const [after] = await database.db.select().from(itineraryDays).where(eq(itineraryDays.id, day!.id));
    expect(after!.parkId).toBeNull();
    expect(await database.db.select().from(parkFees).where(eq(parkFees.parkId, park!.id))).toEqual([]);
  });

  it("keeps an exchange rate exactly as typed and refuses USD, zero or an unknown currency", async () => {
    await database.db.insert(exchangeRates).values({ currency: "KES", unitsPerUsd: 129.254321 });
    const [kes] = await database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, "KES"));
    expect(kes!.unitsPerUsd).toBe(129.254321);
    expect(await brokenConstraint(database.db.insert(exchangeRates).values({ currency: "USD", unitsPerUsd: 1 }))).toBe(
      "exchange_rates_not_usd",
    );
    expect(await brokenConstraint(database.db.insert(exchangeRates).values({ currency: "EUR", unitsPerUsd: 0 }))).toBe(
      "exchange_rates_positive",
    );
    expect(
      await brokenConstraint(database.db.insert(exchangeRates).values({ currency: "JPY" as "EUR", unitsPerUsd: 150 })),
    ).toBe("exchange_rates_currency_known");
  });
});

describe("discount codes", () => {
  it("keeps a code written the old way (a percentage only) valid as a percentage code", async () => {
    const [code] = await database.db.insert(discountCodes).values({ code: "OLDSTYLE5", percentOff: 5 }).returning();
    expect(code).toMatchObject({ kind: "percent", percentOff: 5, amountOff: null, timesUsed: 0, usageLimit: null });
  });

  it("needs exactly the value its kind uses", async () => {
    expect(
      await brokenConstraint(
        database.db
          .insert(discountCodes)
          .values({ code: "BOTH", kind: "percent", percentOff: 5, amountOff: 1_000, currency: "USD" }),
      ),
    ).toBe("discount_codes_value_fits_kind");
    expect(
      await brokenConstraint(
        database.db.insert(discountCodes).values({ code: "NOCURRENCY", kind: "amount", amountOff: 1_000 }),
      ),
    ).toBe("discount_codes_value_fits_kind");
    expect(
      await brokenConstraint(
        database.db
          .insert(discountCodes)
          .values({ code: "FIFTYOFF", kind: "amount", amountOff: 5_000, currency: "USD", packageId }),
      ),
    ).toBeUndefined();
  });

  it("treats codes differing only in case as the same code", async () => {
    await database.db.insert(discountCodes).values({ code: "Jambo15", percentOff: 15 });
    expect(await brokenConstraint(database.db.insert(discountCodes).values({ code: "JAMBO15", percentOff: 15 }))).toBe(
      "discount_codes_code_lower_unique",
    );
  });

  it("refuses a use beyond the code's limit", async () => {
    await database.db.insert(discountCodes).values({ code: "TWICE", percentOff: 5, usageLimit: 2, timesUsed: 1 });
    await database.db.update(discountCodes).set({ timesUsed: 2 }).where(eq(discountCodes.code, "TWICE"));
    expect(
      await brokenConstraint(
        database.db.update(discountCodes).set({ timesUsed: 3 }).where(eq(discountCodes.code, "TWICE")),
      ),
    ).toBe("discount_codes_uses_within_limit");
  });
});

describe("bookings", () => {
  it("store the quote as given, children's ages, single rooms and residency, and need none of them", async () => {
    const base = {
      source: "safari_form" as const,
      packageTitle: "Rates Test",
      name: "Wanjiru Kamau",
      email: "wanjiru@example.com",
      phone: "+254700000001",
      adults: 2,
      arrivalDate: "2027-07-01",
      departureDate: "2027-07-03",
    };
    const [plain] = await database.db.insert(bookings).values(base).returning();
    expect(plain).toMatchObject({ quote: null, ratesVersion: null, residency: null, childAges: [], singles: 0 });
    const [quoted] = await database.db
      .insert(bookings)
      .values({
        ...base,
        residency: "resident",
        childAges: [4, 9],
        singles: 1,
        ratesVersion: 3,
        discountCode: "karibu10",
      })
      .returning();
    expect(quoted).toMatchObject({ residency: "resident", childAges: [4, 9], singles: 1, ratesVersion: 3 });
    expect(
      await brokenConstraint(database.db.insert(bookings).values({ ...base, residency: "tourist" as "resident" })),
    ).toBe("bookings_residency_known");
  });
});
