// Euro equivalents: converted exactly at the staff-set rates, rounded half up once (whole euros for a quote's
// total, tens for a 'from' price), written as each language writes euros, and shown only on German, French,
// Italian and Spanish pages.
import { describe, expect, it } from "vitest";
import { runInLocale } from "~/i18n/server-messages.server";
import { priceTable } from "./catalogue-prices";
import { withEuroPrices } from "./euro-catalogue-prices";
import { euroEquivalent } from "./euro-conversion";
import { type EuroRate, euroRateNote, formatEuros, showsEuros } from "./euro-prices";
import { euroRateOf } from "./euro-prices.server";
import type { RateBook } from "./rate-book";

/** Intl's no-break and narrow no-break spaces read as plain spaces. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, " ");

/** The sample rates: KES 129, EUR 0.86 to the dollar. */
const SAMPLE = { USD: 1, KES: 129, EUR: 0.86 };

describe("euroEquivalent", () => {
  it("converts dollars at the euro rate, to whole euros or to the nearest ten", () => {
    // USD 1,380.00 x 0.86 = 1,186.80 euros.
    expect(euroEquivalent(138000, "USD", SAMPLE)).toBe(1187);
    expect(euroEquivalent(138000, "USD", SAMPLE, 10)).toBe(1190);
    // USD 2,850.00 x 0.86 = 2,451.00.
    expect(euroEquivalent(285000, "USD", SAMPLE)).toBe(2451);
    expect(euroEquivalent(285000, "USD", SAMPLE, 10)).toBe(2450);
  });

  it("converts shillings through the dollar: amount x rate[EUR] / rate[KES]", () => {
    // KES 185,000 x 0.86 / 129 = 1,233.33 euros.
    expect(euroEquivalent(18_500_000, "KES", SAMPLE)).toBe(1233);
    expect(euroEquivalent(18_500_000, "KES", SAMPLE, 10)).toBe(1230);
  });

  it("rounds half up, once, on the exact value", () => {
    const atPar = { EUR: 1 };
    expect(euroEquivalent(10050, "USD", atPar)).toBe(101); // 100.50 -> 101
    expect(euroEquivalent(10049, "USD", atPar)).toBe(100); // 100.49 -> 100
    expect(euroEquivalent(115500, "USD", atPar, 10)).toBe(1160); // 1,155.00 -> 1,160
    expect(euroEquivalent(115499, "USD", atPar, 10)).toBe(1150); // 1,154.99 -> 1,150
    // Rounded once: 1,154.60 is 1,150 to the nearest ten (rounding to 1,155 first would give 1,160).
    expect(euroEquivalent(115460, "USD", atPar, 10)).toBe(1150);
    // In floating point 100 x 1.005 is 100.49999999999999; the rate staff typed makes it exactly 100.5.
    expect(euroEquivalent(10000, "USD", { EUR: 1.005 })).toBe(101);
  });

  it("gives nothing without a euro rate, without a rate for the currency, or for euros", () => {
    expect(euroEquivalent(138000, "USD", { USD: 1, KES: 129 })).toBeNull();
    expect(euroEquivalent(18_500_000, "KES", { EUR: 0.86 })).toBeNull();
    expect(euroEquivalent(138000, "EUR", SAMPLE)).toBeNull();
  });
});

describe("showsEuros", () => {
  it("is for German, French, Italian and Spanish pages, not English ones", () => {
    expect(["en", "de", "fr", "it", "es"].map((locale) => showsEuros(locale as never))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(runInLocale("de", () => showsEuros())).toBe(true);
    expect(runInLocale("en", () => showsEuros())).toBe(false);
    expect(showsEuros()).toBe(false);
  });
});

describe("formatEuros", () => {
  it("writes whole euros as each language does", () => {
    expect(runInLocale("de", () => plain(formatEuros(2310)))).toBe("2.310 €");
    expect(runInLocale("fr", () => plain(formatEuros(2310)))).toBe("2 310 €");
    // Italian and Spanish group digits from five on.
    expect(runInLocale("it", () => plain(formatEuros(2310)))).toBe("2310 €");
    expect(runInLocale("es", () => plain(formatEuros(12310)))).toBe("12.310 €");
  });
});

describe("euroRateOf", () => {
  const at = (iso: string) => new Date(iso);
  it("reads the rates with USD as 1, and dates each currency by the later of its and the euro's setting", () => {
    const rate = euroRateOf([
      { currency: "KES", unitsPerUsd: 129, updatedAt: at("2026-03-20T08:00:00Z") },
      { currency: "EUR", unitsPerUsd: 0.86, updatedAt: at("2026-03-12T22:30:00Z") },
      { currency: "GBP", unitsPerUsd: 0.76, updatedAt: at("2026-01-05T08:00:00Z") },
    ]);
    expect(rate).toEqual({
      unitsPerUsd: { USD: 1, KES: 129, EUR: 0.86, GBP: 0.76 },
      // 22:30 UTC on 12 March is already 13 March in Nairobi.
      setOn: { USD: "2026-03-13", KES: "2026-03-20", GBP: "2026-03-13" },
    });
  });

  it("is null when staff have set no euro rate", () => {
    expect(euroRateOf([{ currency: "KES", unitsPerUsd: 129, updatedAt: new Date() }])).toBeNull();
  });
});

const RATE: EuroRate = { unitsPerUsd: SAMPLE, setOn: { USD: "2026-03-12", KES: "2026-03-12" } };

describe("euroRateNote", () => {
  it("names the day of our rate and the currency the traveller pays in", () => {
    expect(runInLocale("de", () => plain(euroRateNote("quote", "USD", RATE)))).toBe(
      "Zur Orientierung in Euro, zu unserem Wechselkurs vom 12. März 2026. Gebucht und bezahlt wird in USD.",
    );
    expect(runInLocale("fr", () => plain(euroRateNote("table", "USD", RATE)))).toBe(
      "Les montants en euros (≈) sont donnés à titre indicatif, à notre taux de change du 12 mars 2026 : la réservation et le paiement se font en USD.",
    );
    expect(euroRateNote("quote", "TZS", RATE)).toBeNull();
  });
});

describe("withEuroPrices", () => {
  const book: RateBook = {
    version: 1,
    package: { id: 1, slug: "mara", title: "Mara", durationDays: 4, minimumAge: null, parkFeesIncluded: true },
    parkByDay: [null, null, null, null],
    parks: [],
    seasons: [],
    exchangeRates: SAMPLE,
    cards: [
      {
        residency: "non_resident",
        currency: "USD",
        rates: [
          { season: "high", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 64000 },
          { season: "green", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 40000 },
        ],
        childBands: [],
        singleSupplement: {},
      },
      {
        residency: "resident",
        currency: "KES",
        rates: [{ season: "high", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 5_780_000 }],
        childBands: [],
        singleSupplement: {},
      },
    ],
  };

  it("puts the non-residents' prices in euros to the nearest ten under them, with the note on our rate", () => {
    const table = runInLocale("it", () => withEuroPrices(priceTable(book)!, book, RATE));
    // High: USD 640 x 3 nights = 1,920 -> 1,651.20 euros -> 1,650. Green: USD 1,200 -> 1,032 -> 1,030.
    expect(table.rows.map((row) => [row.season, row.euros?.map((figure) => figure && plain(figure.text))])).toEqual([
      ["high", ["≈ 1650 €", null]],
      ["shoulder", [null, null]],
      ["green", ["≈ 1030 €", null]],
    ]);
    expect(table.rows[0]!.euros![0]!.euros).toBe(1650);
    expect(plain(table.notes.at(-1))).toBe(
      "Gli importi in euro (≈) sono indicativi, al nostro tasso di cambio del 12 marzo 2026: prenotate e pagate in USD.",
    );
  });

  it("leaves a table without a non-residents' rate to convert as it was", () => {
    const residentsOnly = { ...book, cards: book.cards.slice(1) };
    const table = priceTable(residentsOnly)!;
    expect(withEuroPrices(table, residentsOnly, RATE)).toBe(table);
    expect(withEuroPrices(priceTable(book)!, book, { ...RATE, setOn: {} }).notes).toEqual(priceTable(book)!.notes);
  });
});
