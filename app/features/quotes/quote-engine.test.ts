// Hand-worked quotes on a small rate book: every amount below was worked out on paper from the fixture's
// rates, so a change in the engine's rules shows up as a changed number here.
import { describe, expect, it } from "vitest";
import { quoteTrip } from "./quote-engine";
import type { DiscountCode, Quote, QuoteLine, RateBook } from "./rate-book";
import type { QuoteRequest } from "./trip-choice";

const MARA = 1;
const SERENGETI = 2;

/** Maasai Mara Classic: 4 days, 3 nights, days 2-4 in the Mara. USD for non-residents, KES for residents. */
type RateBookChanges = Partial<Omit<RateBook, "package">> & { package?: Partial<RateBook["package"]> };

function rateBook(changes: RateBookChanges = {}): RateBook {
  const { package: packageChanges, ...rest } = changes;
  return {
    version: 3,
    package: {
      id: 7,
      slug: "maasai-mara-classic",
      title: "Maasai Mara Classic",
      durationDays: 4,
      minimumAge: null,
      parkFeesIncluded: false,
      ...packageChanges,
    },
    parkByDay: [null, MARA, MARA, MARA],
    parks: [
      {
        id: MARA,
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
          { residency: "non_resident", minAge: 18, maxAge: 120, months: null, currency: "USD", perPersonPerDay: 10000 },
          { residency: "non_resident", minAge: 9, maxAge: 17, months: null, currency: "USD", perPersonPerDay: 5000 },
          { residency: "non_resident", minAge: 0, maxAge: 8, months: null, currency: "USD", perPersonPerDay: 0 },
          { residency: "resident", minAge: 18, maxAge: 120, months: null, currency: "KES", perPersonPerDay: 150000 },
          { residency: "resident", minAge: 3, maxAge: 17, months: null, currency: "KES", perPersonPerDay: 50000 },
          { residency: "resident", minAge: 0, maxAge: 2, months: null, currency: "KES", perPersonPerDay: 0 },
        ],
      },
      {
        id: SERENGETI,
        name: "Serengeti National Park",
        country: "Tanzania",
        fees: [
          { residency: "non_resident", minAge: 16, maxAge: 120, months: null, currency: "USD", perPersonPerDay: 7080 },
          { residency: "resident", minAge: 16, maxAge: 120, months: null, currency: "TZS", perPersonPerDay: 4720000 },
        ],
      },
    ],
    seasons: [
      { name: "Shoulder season 2027", kind: "shoulder", startsOn: "2027-06-01", endsOn: "2027-06-30" },
      { name: "High season 2027", kind: "high", startsOn: "2027-07-01", endsOn: "2027-10-31" },
      // 16 December onwards has no season yet: those dates are priced on request.
      { name: "Green season 2027", kind: "green", startsOn: "2027-11-01", endsOn: "2027-12-15" },
    ],
    cards: [
      {
        residency: "non_resident",
        currency: "USD",
        rates: [
          { season: "high", minTravellers: 1, maxTravellers: 1, perPersonPerNight: 60000 },
          { season: "high", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 45000 },
          { season: "high", minTravellers: 7, maxTravellers: 20, perPersonPerNight: 40000 },
          { season: "shoulder", minTravellers: 1, maxTravellers: 1, perPersonPerNight: 50000 },
          { season: "shoulder", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 38333 },
          { season: "shoulder", minTravellers: 7, maxTravellers: 20, perPersonPerNight: 34000 },
          // Green season has no rate for one traveller or for seven and more.
          { season: "green", minTravellers: 2, maxTravellers: 6, perPersonPerNight: 30000 },
        ],
        childBands: [
          { minAge: 0, maxAge: 2, kind: "free", value: 0 },
          { minAge: 3, maxAge: 11, kind: "percent", value: 50 },
          { minAge: 12, maxAge: 13, kind: "fixed", value: 30000 },
        ],
        singleSupplement: { high: 15000, shoulder: 12000 },
      },
      {
        residency: "resident",
        currency: "KES",
        rates: [
          { season: "high", minTravellers: 1, maxTravellers: 20, perPersonPerNight: 2500000 },
          { season: "shoulder", minTravellers: 1, maxTravellers: 20, perPersonPerNight: 2000000 },
          { season: "green", minTravellers: 1, maxTravellers: 20, perPersonPerNight: 1500000 },
        ],
        childBands: [
          { minAge: 0, maxAge: 2, kind: "free", value: 0 },
          { minAge: 3, maxAge: 11, kind: "fixed", value: 1000000 },
        ],
        singleSupplement: { high: 800000, shoulder: 600000, green: 500000 },
      },
    ],
    exchangeRates: { USD: 1, KES: 129.5, TZS: 2650, EUR: 0.92 },
    ...rest,
  };
}

function request(changes: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    start: "2027-08-02",
    adults: 2,
    childAges: [],
    residency: "non_resident",
    residentOf: null,
    singles: 0,
    displayCurrency: null,
    code: null,
    discount: null,
    today: "2027-01-10",
    ...changes,
  };
}

function code(changes: Partial<DiscountCode> = {}): DiscountCode {
  return {
    code: "KARIBU10",
    kind: "percent",
    value: 10,
    currency: null,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    timesUsed: 0,
    packageId: null,
    active: true,
    ...changes,
  };
}

function quote(book: RateBook, choices: QuoteRequest): Quote {
  const result = quoteTrip(book, choices);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.quote;
}

/** [kind, label, quantity, unitAmount, amount] for a compact table. */
type Row = [QuoteLine["kind"], string, number, number | null, number | null];

function rows(lines: QuoteLine[]): Row[] {
  return lines.map((line) => [line.kind, line.label, line.quantity, line.unitAmount, line.amount]);
}

const MARA_FEES = "Maasai Mara National Reserve fees";

describe("quoteTrip: hand-worked quotes", () => {
  it.each<{ name: string; book: RateBook; choices: QuoteRequest; lines: Row[]; total: number | null }>([
    {
      name: "a trip crossing from shoulder into high season is priced night by night",
      book: rateBook(),
      choices: request({ start: "2027-06-29" }),
      lines: [
        ["adult", "2 adults × 2 nights, Shoulder season 2027", 4, 38333, 153332],
        ["adult", "2 adults × 1 night, High season 2027", 2, 45000, 90000],
        // Day 2 (30 June) is shoulder: the every-season row; days 3 and 4 are high: the high-season row wins.
        ["park_fee", `${MARA_FEES}, 2 adults × 1 day`, 2, 10000, 20000],
        ["park_fee", `${MARA_FEES}, 2 adults × 2 days, Jul–Oct rate`, 4, 20000, 80000],
      ],
      total: 343332,
    },
    {
      name: "children aged 2, 9 and 15 are free, half the adult rate and the adult rate",
      book: rateBook(),
      choices: request({ childAges: [15, 2, 9] }),
      lines: [
        // Party of 5: the 2-6 tier, USD 450 a night.
        ["adult", "2 adults × 3 nights, High season 2027", 6, 45000, 270000],
        ["child", "Child aged 2 (free) × 3 nights, High season 2027", 3, 0, 0],
        ["child", "Child aged 9 (50%) × 3 nights, High season 2027", 3, 22500, 67500],
        ["child", "Child aged 15 (adult rate) × 3 nights, High season 2027", 3, 45000, 135000],
        ["park_fee", `${MARA_FEES}, 2 adults × 3 days, Jul–Oct rate`, 6, 20000, 120000],
        ["park_fee", `${MARA_FEES}, 1 child aged 0–8 × 3 days`, 3, 0, 0],
        ["park_fee", `${MARA_FEES}, 2 children aged 9–17 × 3 days`, 6, 5000, 30000],
      ],
      total: 622500,
    },
    {
      name: "two children in one band share a line; a fixed band costs its amount",
      book: rateBook(),
      choices: request({ childAges: [4, 9, 12] }),
      lines: [
        ["adult", "2 adults × 3 nights, High season 2027", 6, 45000, 270000],
        ["child", "2 children aged 3–11 (50%) × 3 nights, High season 2027", 6, 22500, 135000],
        ["child", "Child aged 12 (child rate) × 3 nights, High season 2027", 3, 30000, 90000],
        ["park_fee", `${MARA_FEES}, 2 adults × 3 days, Jul–Oct rate`, 6, 20000, 120000],
        ["park_fee", `${MARA_FEES}, 1 child aged 0–8 × 3 days`, 3, 0, 0],
        ["park_fee", `${MARA_FEES}, 2 children aged 9–17 × 3 days`, 6, 5000, 30000],
      ],
      total: 645000,
    },
    {
      name: "a child's percentage is rounded half up per night (50% of USD 383.33 is USD 191.67)",
      book: rateBook({ parkByDay: [null, null, null, null] }),
      choices: request({ start: "2027-06-10", childAges: [5] }),
      lines: [
        ["adult", "2 adults × 3 nights, Shoulder season 2027", 6, 38333, 229998],
        ["child", "Child aged 5 (50%) × 3 nights, Shoulder season 2027", 3, 19167, 57501],
      ],
      total: 287499,
    },
    {
      name: "one traveller on their own pays the one-person rate and the single supplement",
      book: rateBook(),
      choices: request({ adults: 1, singles: 1 }),
      lines: [
        ["adult", "1 adult × 3 nights, High season 2027", 3, 60000, 180000],
        ["single_supplement", "Single supplement, 1 room × 3 nights, High season 2027", 3, 15000, 45000],
        ["park_fee", `${MARA_FEES}, 1 adult × 3 days, Jul–Oct rate`, 3, 20000, 60000],
      ],
      total: 285000,
    },
    {
      name: "the single supplement follows the season of each night",
      book: rateBook({ parkByDay: [null, null, null, null] }),
      choices: request({ start: "2027-06-30", adults: 3, singles: 1 }),
      lines: [
        ["adult", "3 adults × 1 night, Shoulder season 2027", 3, 38333, 114999],
        ["adult", "3 adults × 2 nights, High season 2027", 6, 45000, 270000],
        ["single_supplement", "Single supplement, 1 room × 1 night, Shoulder season 2027", 1, 12000, 12000],
        ["single_supplement", "Single supplement, 1 room × 2 nights, High season 2027", 2, 15000, 30000],
      ],
      total: 426999,
    },
    {
      name: "a resident family is quoted in KES from the resident card and resident park fees",
      book: rateBook(),
      choices: request({ residency: "resident", childAges: [4, 9] }),
      lines: [
        ["adult", "2 adults × 3 nights, High season 2027", 6, 2500000, 15000000],
        ["child", "2 children aged 3–11 (child rate) × 3 nights, High season 2027", 6, 1000000, 6000000],
        ["park_fee", `${MARA_FEES}, 2 adults × 3 days`, 6, 150000, 900000],
        ["park_fee", `${MARA_FEES}, 2 children aged 3–17 × 3 days`, 6, 50000, 300000],
      ],
      total: 22200000,
    },
    {
      name: "a park fee in another currency is converted per person-day, rounded half up",
      // TZS 47,200 x 129.5 / 2650 = KES 2,306.566... -> KES 2,306.57.
      book: rateBook({ parkByDay: [null, SERENGETI, SERENGETI, null] }),
      choices: request({ residency: "resident" }),
      lines: [
        ["adult", "2 adults × 3 nights, High season 2027", 6, 2500000, 15000000],
        ["park_fee", "Serengeti National Park fees, 2 adults × 2 days", 4, 230657, 922628],
      ],
      total: 15922628,
    },
    {
      name: "a date with no season makes its nights price on request, never 0",
      book: rateBook(),
      choices: request({ start: "2027-12-14", singles: 1 }),
      lines: [
        ["adult", "2 adults × 2 nights, Green season 2027", 4, 30000, 120000],
        ["adult", "2 adults × 1 night from 2027-12-16, price on request", 2, null, null],
        // Green season has no supplement on the card.
        [
          "single_supplement",
          "Single supplement, 1 room × 2 nights, Green season 2027, price on request",
          2,
          null,
          null,
        ],
        ["single_supplement", "Single supplement, 1 room × 1 night from 2027-12-16, price on request", 1, null, null],
        // Government fees do not follow our seasons: the every-season row applies on the unseasoned days too.
        ["park_fee", `${MARA_FEES}, 2 adults × 3 days`, 6, 10000, 60000],
      ],
      total: null,
    },
    {
      name: "a free child on a night with no season is on request too (those dates are not priced yet)",
      book: rateBook({ parkByDay: [null, null, null, null] }),
      choices: request({ start: "2027-12-15", childAges: [1] }),
      lines: [
        ["adult", "2 adults × 1 night, Green season 2027", 2, 30000, 60000],
        ["adult", "2 adults × 2 nights from 2027-12-16, price on request", 4, null, null],
        ["child", "Child aged 1 (free) × 1 night, Green season 2027", 1, 0, 0],
        ["child", "Child aged 1 (free) × 2 nights from 2027-12-16, price on request", 2, null, null],
      ],
      total: null,
    },
    {
      name: "a party size without a rate tier is on request; free and fixed children keep their price",
      book: rateBook({ parkByDay: [null, null, null, null] }),
      choices: request({ start: "2027-11-10", adults: 6, childAges: [1, 5, 12] }),
      lines: [
        ["adult", "6 adults × 3 nights, Green season 2027, price on request", 18, null, null],
        ["child", "Child aged 1 (free) × 3 nights, Green season 2027", 3, 0, 0],
        ["child", "Child aged 5 (50%) × 3 nights, Green season 2027, price on request", 3, null, null],
        ["child", "Child aged 12 (child rate) × 3 nights, Green season 2027", 3, 30000, 90000],
      ],
      total: null,
    },
    {
      name: "a traveller no fee row covers makes that park line on request",
      book: rateBook({ parkByDay: [null, SERENGETI, null, null] }),
      choices: request({ childAges: [10] }),
      lines: [
        ["adult", "2 adults × 3 nights, High season 2027", 6, 45000, 270000],
        ["child", "Child aged 10 (50%) × 3 nights, High season 2027", 3, 22500, 67500],
        ["park_fee", "Serengeti National Park fees, 2 adults × 1 day", 2, 7080, 14160],
        ["park_fee", "Serengeti National Park fees, 1 child × 1 day, price on request", 1, null, null],
      ],
      total: null,
    },
    {
      name: "park fees a package's rates include are listed at 0, marked included",
      book: rateBook({ package: { parkFeesIncluded: true } }),
      choices: request({ childAges: [10] }),
      lines: [
        ["adult", "2 adults × 3 nights, High season 2027", 6, 45000, 270000],
        ["child", "Child aged 10 (50%) × 3 nights, High season 2027", 3, 22500, 67500],
        ["park_fee", `${MARA_FEES}, 2 adults × 3 days, Jul–Oct rate`, 6, 0, 0],
        ["park_fee", `${MARA_FEES}, 1 child aged 9–17 × 3 days`, 3, 0, 0],
      ],
      total: 337500,
    },
    {
      name: "a day trip is one unit: the day's rate and that day's park fees",
      book: rateBook({ package: { durationDays: 1 }, parkByDay: [MARA] }),
      choices: request(),
      lines: [
        ["adult", "2 adults × 1 day, High season 2027", 2, 45000, 90000],
        ["park_fee", `${MARA_FEES}, 2 adults × 1 day, Jul–Oct rate`, 2, 20000, 40000],
      ],
      total: 130000,
    },
    {
      name: "a residency without a rate card is on request in USD",
      book: rateBook({ parkByDay: [null, null, null, null] }),
      choices: request({ residency: "citizen" }),
      lines: [["adult", "2 adults × 3 nights, High season 2027, price on request", 6, null, null]],
      total: null,
    },
  ])("$name", ({ book, choices, lines, total }) => {
    const given = quote(book, choices);
    expect(rows(given.lines)).toEqual(lines);
    expect(given.total).toBe(total);
    expect(given.priceOnRequest).toBe(total === null);
    if (total === null) {
      expect(given.deposit).toBeNull();
      expect(given.balance).toBeNull();
    } else {
      // Lines always add up to the total.
      expect(given.lines.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBe(total);
    }
  });

  it("states the dates, nights, currency, rates version and the parts of the total", () => {
    const given = quote(rateBook(), request({ start: "2027-06-29" }));
    expect(given).toMatchObject({
      package: { id: 7, slug: "maasai-mara-classic", title: "Maasai Mara Classic" },
      start: "2027-06-29",
      end: "2027-07-02",
      nights: 3,
      residency: "non_resident",
      currency: "USD",
      // 30% of USD 3,433.32 is 1,029.996 -> USD 1,030.00.
      total: 343332,
      deposit: 103000,
      balance: 240332,
      // 60 days before 29 June.
      balanceDueDate: "2027-04-30",
      depositDueNow: true,
      balanceDueNow: false,
      priceOnRequest: false,
      display: { currency: "USD", rate: 1, total: 343332 },
      notices: [],
      ratesVersion: 3,
    });
  });

  it("a day trip ends the day it starts and has no nights", () => {
    const given = quote(rateBook({ package: { durationDays: 1 }, parkByDay: [null] }), request());
    expect([given.start, given.end, given.nights]).toEqual(["2027-08-02", "2027-08-02", 0]);
  });
});

describe("quoteTrip: park fees by the country a resident lives in", () => {
  // A day in the Maasai Mara (Kenya), then one in the Serengeti (Tanzania), on the residents' KES card
  // (KES 129.50 and TZS 2,650 to the dollar).
  const book = rateBook({ parkByDay: [null, MARA, SERENGETI, null] });
  const feesFor = (residentOf: QuoteRequest["residentOf"]) => {
    const result = quoteTrip(book, request({ residency: "resident", residentOf }));
    if (!result.ok) throw new Error("not priced");
    expect(result.quote.residentOf).toBe(residentOf);
    return result.quote.lines
      .filter((line) => line.kind === "park_fee")
      .map((line) => [line.label.replace(/ fees, .*/, ""), line.unitAmount]);
  };

  it("charges a resident of Kenya the resident fee in the Mara and the non-resident one in the Serengeti", () => {
    expect(feesFor("Kenya")).toEqual([
      ["Maasai Mara National Reserve", 150_000], // KES 1,500
      ["Serengeti National Park", 916_860], // USD 70.80 x 129.5
    ]);
  });

  it("charges a resident of Tanzania the non-resident fee in the Mara and the resident one in the Serengeti", () => {
    expect(feesFor("Tanzania")).toEqual([
      ["Maasai Mara National Reserve", 2_590_000], // USD 200 (July-October) x 129.5
      ["Serengeti National Park", 230_657], // TZS 47,200 x 129.5 / 2,650, rounded half up
    ]);
  });

  it("charges a resident who did not say where they live the resident fee in both, as before it was asked", () => {
    expect(feesFor(null)).toEqual([
      ["Maasai Mara National Reserve", 150_000],
      ["Serengeti National Park", 230_657],
    ]);
  });
});

describe("quoteTrip: deposit and balance", () => {
  // 2 adults x 1 night, no park: total = 2 x the rate.
  const oneNight = rateBook({ package: { durationDays: 2 }, parkByDay: [null, null] });
  const withRate = (perPersonPerNight: number) => ({
    ...oneNight,
    cards: [
      {
        residency: "non_resident" as const,
        currency: "USD" as const,
        rates: [{ season: "high" as const, minTravellers: 1, maxTravellers: 20, perPersonPerNight }],
        childBands: [],
        singleSupplement: {},
      },
    ],
  });

  it.each([
    // total, deposit (30%, half up), balance
    [100000, 30000, 70000],
    [12345 * 2, 7407, 17283], // 24690 x 0.3 = 7407.0
    [6175 * 2, 3705, 8645], // 12350 x 0.3 = 3705.0
    [12345, 3704, 8641], // odd total: 3703.5 -> 3704
    [11, 3, 8], // 3.3 -> 3
    [15, 5, 10], // 4.5 -> 5
  ])("a total of %i minor units: deposit %i, balance %i", (total, deposit, balance) => {
    // One adult on a one-night trip: the total is the rate itself.
    const given = quote(withRate(total), request({ adults: 1 }));
    expect([given.total, given.deposit, given.balance]).toEqual([total, deposit, balance]);
  });

  it.each([
    // today, balance due date, due now
    ["2027-01-10", "2027-06-03", false],
    ["2027-06-02", "2027-06-03", false],
    ["2027-06-03", "2027-06-03", true], // exactly 60 days before the start
    ["2027-07-15", "2027-07-15", true], // 18 days before: everything is due now
  ])("quoted on %s for a 2 August start: balance due %s (now: %s)", (today, dueDate, dueNow) => {
    const given = quote(rateBook(), request({ today }));
    expect(given.balanceDueDate).toBe(dueDate);
    expect(given.balanceDueNow).toBe(dueNow);
    expect(given.depositDueNow).toBe(true);
  });
});

describe("quoteTrip: discount codes", () => {
  // 2 adults, 3 high-season nights (USD 2,700.00) and Mara fees (USD 1,200.00).
  const book = rateBook();
  const withCode = (discount: DiscountCode | null, typed = discount?.code ?? "KARIBU10") =>
    quote(book, request({ code: typed, discount }));

  it.each<[string, DiscountCode, Row]>([
    ["10% of the rates, not the park fees", code(), ["discount", "Discount KARIBU10 (10%)", 1, -27000, -27000]],
    [
      "an amount in the card's currency",
      code({ code: "SAFARI50", kind: "amount", value: 5000, currency: "USD" }),
      ["discount", "Discount SAFARI50 (USD 50.00)", 1, -5000, -5000],
    ],
    [
      "an amount in another currency, converted (EUR 50 / 0.92 = USD 54.3478 -> USD 54.35)",
      code({ code: "EURO50", kind: "amount", value: 5000, currency: "EUR" }),
      ["discount", "Discount EURO50 (EUR 50.00)", 1, -5435, -5435],
    ],
    [
      "an amount larger than the rates, capped at them",
      code({ code: "BIG", kind: "amount", value: 1_000_000, currency: null }),
      ["discount", "Discount BIG (USD 10,000.00)", 1, -270000, -270000],
    ],
  ])("%s", (_name, discount, expected) => {
    const given = withCode(discount);
    expect(rows(given.lines).at(-1)).toEqual(expected);
    expect(given.total).toBe(390000 + (expected[4] ?? 0));
    expect(given.lines.reduce((sum, line) => sum + (line.amount ?? 0), 0)).toBe(given.total);
    expect(given.notices).toEqual([]);
  });

  it("rounds a percentage half up (10% of USD 2,433.32 is USD 243.33)", () => {
    const given = quote(
      rateBook({ parkByDay: [null, null, null, null] }),
      request({ start: "2027-06-29", code: "KARIBU10", discount: code() }),
    );
    expect(given.lines.at(-1)?.amount).toBe(-24333);
    expect(given.total).toBe(243332 - 24333);
  });

  it.each<[string, DiscountCode | null, string]>([
    ["a code at its usage limit", code({ usageLimit: 5, timesUsed: 5 }), "This code has reached its usage limit."],
    ["a code past its usage limit", code({ usageLimit: 5, timesUsed: 6 }), "This code has reached its usage limit."],
    ["an unknown code", null, "This code is not valid."],
    ["an inactive code", code({ active: false }), "This code is not valid."],
    ["a code for another safari", code({ packageId: 99 }), "This code is not valid for this safari."],
    ["a code that ended yesterday", code({ validUntil: "2027-01-09" }), "This code has expired."],
    ["a code that starts tomorrow", code({ validFrom: "2027-01-11" }), "This code is not valid yet."],
  ])("%s gives a notice and the quote without a discount", (_name, discount, message) => {
    const given = withCode(discount, "KARIBU10");
    expect(given.notices).toEqual([{ field: "code", message }]);
    expect(given.lines.some((line) => line.kind === "discount")).toBe(false);
    expect(given.total).toBe(390000);
  });

  it("applies a code on the first and last days it is valid, for its own package, one use before its limit", () => {
    for (const discount of [
      code({ validFrom: "2027-01-10", validUntil: "2027-12-31" }),
      code({ validFrom: "2026-12-01", validUntil: "2027-01-10" }),
      code({ packageId: 7, usageLimit: 5, timesUsed: 4 }),
    ]) {
      expect(withCode(discount).total).toBe(363000);
    }
  });

  it("a code in a currency without an exchange rate is a notice", () => {
    const given = withCode(code({ code: "POUND", kind: "amount", value: 5000, currency: "GBP" }));
    expect(given.notices).toEqual([{ field: "code", message: "This code cannot be used with prices in USD." }]);
    expect(given.total).toBe(390000);
  });
});

describe("quoteTrip: the displayed currency", () => {
  it("converts the total at the stated rate, 6 significant digits, rounded half up", () => {
    const given = quote(rateBook(), request({ residency: "resident", childAges: [4, 9], displayCurrency: "USD" }));
    // 1 / 129.5 = 0.0077220077... -> 0.00772201; KES 222,000.00 x 0.00772201 = USD 1,714.28622 -> 1,714.29.
    expect(given.currency).toBe("KES");
    expect(given.display).toEqual({ currency: "USD", rate: 0.00772201, total: 171429 });
  });

  it("converts USD to EUR", () => {
    expect(quote(rateBook(), request({ displayCurrency: "EUR" })).display).toEqual({
      currency: "EUR",
      rate: 0.92,
      total: 358800,
    });
  });

  it("has no displayed total without an exchange rate, or without a total", () => {
    expect(quote(rateBook(), request({ displayCurrency: "GBP" })).display).toEqual({
      currency: "GBP",
      rate: null,
      total: null,
    });
    expect(quote(rateBook(), request({ start: "2027-12-14", displayCurrency: "EUR" })).display).toEqual({
      currency: "EUR",
      rate: 0.92,
      total: null,
    });
  });
});

describe("quoteTrip: choices the package cannot take", () => {
  it("refuses a child younger than the package's minimum age", () => {
    const result = quoteTrip(rateBook({ package: { minimumAge: 6 } }), request({ childAges: [8, 4] }));
    expect(result).toEqual({ ok: false, errors: { childAges: "This safari welcomes children from 6 years." } });
  });

  it("takes a child of exactly the minimum age", () => {
    expect(quoteTrip(rateBook({ package: { minimumAge: 6 } }), request({ childAges: [6] })).ok).toBe(true);
  });

  it("refuses more single rooms than adults", () => {
    const result = quoteTrip(rateBook(), request({ adults: 2, singles: 3 }));
    expect(result).toEqual({ ok: false, errors: { singles: "Single rooms are for adults: choose at most 2." } });
  });
});
