// A quote asked from a page in German is worded in German: its lines, the engine's refusals, the checks on
// the question and the booking forms' checks on the quote's choices; English stays as it was.
import { describe, expect, it } from "vitest";
import { BOOKING_QUOTE_MESSAGES } from "~/features/bookings/booking-quote-schema";
import { QUOTE_MESSAGES, quoteTrip } from "~/features/quotes/quote-engine";
import { parseQuoteQuery } from "~/features/quotes/quote-request-schema";
import type { RateBook } from "~/features/quotes/rate-book";
import type { QuoteRequest } from "~/features/quotes/trip-choice";
import { runInLocale } from "./server-messages.server";

const book: RateBook = {
  version: 1,
  package: {
    id: 7,
    slug: "maasai-mara-classic",
    title: "Maasai Mara Classic",
    durationDays: 4,
    minimumAge: null,
    parkFeesIncluded: false,
  },
  parkByDay: [null, 1, 1, 1],
  parks: [
    {
      id: 1,
      name: "Maasai Mara National Reserve",
      country: "Kenya",
      fees: [
        {
          residency: "non_resident",
          minAge: 18,
          maxAge: 120,
          months: [7, 8, 9, 10],
          currency: "USD",
          perPersonPerDay: 20000,
        },
        { residency: "non_resident", minAge: 9, maxAge: 17, months: null, currency: "USD", perPersonPerDay: 5000 },
      ],
    },
  ],
  seasons: [{ name: "High season 2027", kind: "high", startsOn: "2027-07-01", endsOn: "2027-10-31" }],
  cards: [
    {
      residency: "non_resident",
      currency: "USD",
      rates: [{ season: "high", minTravellers: 1, maxTravellers: 6, perPersonPerNight: 45000 }],
      childBands: [{ minAge: 3, maxAge: 11, kind: "percent", value: 50 }],
      singleSupplement: { high: 15000 },
    },
  ],
  exchangeRates: { USD: 1 },
};

const request: QuoteRequest = {
  start: "2027-08-02",
  adults: 2,
  childAges: [9],
  residency: "non_resident",
  residentOf: null,
  singles: 1,
  displayCurrency: null,
  code: null,
  discount: null,
  today: "2027-01-10",
};

function labels(): string[] {
  const result = quoteTrip(book, request);
  if (!result.ok) throw new Error("refused");
  return result.quote.lines.map((line) => line.label);
}

describe("a quote's wording", () => {
  it("is German on a German page", () => {
    expect(runInLocale("de", labels)).toEqual([
      "2 Erwachsene × 3 Nächte, Hochsaison",
      "Kind im Alter von 9 Jahren (50\u00a0%) × 3 Nächte, Hochsaison",
      "Einzelzimmerzuschlag, 1 Zimmer × 3 Nächte, Hochsaison",
      "Eintrittsgebühren Maasai Mara National Reserve, 2 Erwachsene × 3 Tage, Tarif Jul–Okt",
      "Eintrittsgebühren Maasai Mara National Reserve, 1 Kind im Alter von 9–17 Jahren × 3 Tage",
    ]);
  });

  it("stays English on an English page", () => {
    expect(runInLocale("en", labels)).toEqual([
      "2 adults × 3 nights, High season 2027",
      "Child aged 9 (50%) × 3 nights, High season 2027",
      "Single supplement, 1 room × 3 nights, High season 2027",
      "Maasai Mara National Reserve fees, 2 adults × 3 days, Jul–Oct rate",
      "Maasai Mara National Reserve fees, 1 child aged 9–17 × 3 days",
    ]);
  });

  it("refuses a discount code and choices in the page's language", () => {
    expect(runInLocale("de", () => QUOTE_MESSAGES.codeExpired)).toBe("Dieser Code ist abgelaufen.");
    expect(runInLocale("fr", () => QUOTE_MESSAGES.childTooYoung(6))).toBe(
      "Ce safari accueille les enfants à partir de 6 ans.",
    );
    expect(runInLocale("en", () => QUOTE_MESSAGES.codeExpired)).toBe("This code has expired.");
  });

  it("checks a quote's question in the page's language", () => {
    const params = new URLSearchParams({ package: "7", start: "2020-01-01", adults: "2", residency: "martian" });
    const parsed = runInLocale("de", () => parseQuoteQuery(params, { today: "2027-01-10" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.start).toBe("Das Startdatum darf nicht in der Vergangenheit liegen.");
    expect(parsed.errors.residency).toBe(
      "Der Wohnsitz muss einer der folgenden sein: non_resident, resident_kenya, resident_tanzania, citizen.",
    );
  });

  it("words the booking forms' checks on the quote when they are read, not when the module loads", () => {
    expect(runInLocale("de", () => BOOKING_QUOTE_MESSAGES.agesForChildren(2))).toBe(
      "Bitte geben Sie das Alter aller 2 Kinder an.",
    );
    expect(runInLocale("es", () => BOOKING_QUOTE_MESSAGES.residency)).toBe("Elija su residencia, por favor.");
    expect(BOOKING_QUOTE_MESSAGES.agesForChildren(1)).toBe("Please give the age of the child.");
  });
});
