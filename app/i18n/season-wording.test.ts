// The destinations page's season guide says what the season calendar charges, in every language: the green
// season is the long rains (the months the sample calendar prices as green), and the short rains in November
// are named as the shoulder season they are priced as, not as green season.
import { describe, expect, it } from "vitest";
import { sampleSeasons } from "~/seed/content/rates";
import deCatalogue from "./messages/de/catalogue-prices";
import deDestinations from "./messages/de/destinations";
import { cataloguePricesMessages as enCatalogue } from "./messages/en/catalogue-prices";
import { destinationsMessages as enDestinations } from "./messages/en/destinations";
import esCatalogue from "./messages/es/catalogue-prices";
import esDestinations from "./messages/es/destinations";
import frCatalogue from "./messages/fr/catalogue-prices";
import frDestinations from "./messages/fr/destinations";
import itCatalogue from "./messages/it/catalogue-prices";
import itDestinations from "./messages/it/destinations";

const languages = [
  { locale: "en", destinations: enDestinations, prices: enCatalogue },
  { locale: "de", destinations: deDestinations, prices: deCatalogue },
  { locale: "fr", destinations: frDestinations, prices: frCatalogue },
  { locale: "it", destinations: itDestinations, prices: itCatalogue },
  { locale: "es", destinations: esDestinations, prices: esCatalogue },
] as const;

/** The months (1-12) any season of a kind covers in the sample calendar. */
function monthsOfKind(kind: string): Set<number> {
  const months = new Set<number>();
  for (const season of sampleSeasons.filter((each) => each.kind === kind)) {
    const day = new Date(`${season.startsOn}T00:00:00Z`);
    const end = new Date(`${season.endsOn}T00:00:00Z`);
    for (; day <= end; day.setUTCDate(day.getUTCDate() + 1)) months.add(day.getUTCMonth() + 1);
  }
  return months;
}

const monthName = (locale: string, month: number) =>
  new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" })
    .format(new Date(Date.UTC(2027, month - 1, 1)))
    .toLowerCase();

describe("the season guide's green season", () => {
  const green = monthsOfKind("green");
  const shoulder = monthsOfKind("shoulder");

  it("is April and May in the calendar, and November is a shoulder month there", () => {
    expect([...green].sort((a, b) => a - b)).toEqual([4, 5]);
    expect(shoulder.has(11)).toBe(true);
  });

  for (const { locale, destinations, prices } of languages) {
    it(`${locale}: names the green months alone, and the short rains as shoulder season`, () => {
      const months = destinations["destinations.season.green.months"].toLowerCase();
      for (let month = 1; month <= 12; month++) {
        // "mai" (French May) must not be read inside another month's name: whole words only.
        const named = new RegExp(`(^|[^\\p{L}])${monthName(locale, month)}([^\\p{L}]|$)`, "u").test(months);
        expect(named, `${monthName(locale, month)} in "${months}"`).toBe(green.has(month));
      }
      const text = destinations["destinations.season.green.text"].toLowerCase();
      expect(text).toContain(monthName(locale, 11));
      expect(text).toContain(prices["prices.kind.shoulder"].toLowerCase());
    });
  }
});

describe("the season guide's dry season", () => {
  const high = monthsOfKind("high");

  it("is priced high from July to October in the calendar (and over the festive weeks), June not", () => {
    for (const month of [7, 8, 9, 10]) expect(high.has(month)).toBe(true);
    expect(high.has(6)).toBe(false);
  });

  for (const { locale, destinations } of languages) {
    it(`${locale}: calls July to October the busiest, not June, which is priced below it`, () => {
      const text = destinations["destinations.season.dry.text"].toLowerCase();
      const july = text.indexOf(monthName(locale, 7));
      const june = text.indexOf(monthName(locale, 6));
      expect(july, `July in "${text}"`).toBeGreaterThan(-1);
      expect(text).toContain(monthName(locale, 10));
      // June is named after the busy months, as the quieter one.
      expect(june, `June in "${text}"`).toBeGreaterThan(july);
    });
  }
});
