// SAMPLE DATA: believable rates for the sample packages, so quotes work on a fresh install. They are not
// the business's real prices; staff replace them in the portal. Amounts are integers in minor units.
//
// - Seasons: the usual Kenya/Tanzania pattern for 2026 to 2029, every day in exactly one season:
//   high 1 Jul - 31 Oct and 20 Dec - 5 Jan; green (the long rains) 1 Apr - 31 May; shoulder the rest
//   (6 Jan - 31 Mar, June, 1 Nov - 19 Dec).
// - Rate cards: for every package a non-resident card in USD and resident and citizen cards in KES. Each
//   package's 'from' price (non-resident, green season, two sharing, x nights) is its former single USD
//   price (KES prices at 129 KES per USD), rounded to a whole dollar a night.
// - Park fees shaped on the published ones (Narok County for the Maasai Mara, KWS, TANAPA, NCAA), per
//   person per 24-hour ticket. An itinerary day names the park whose ticket it buys; a departure day whose
//   only game drive is the early one before leaving is still inside the previous day's ticket, so it
//   names none, and neither do days in towns, on beaches or on the road.
import type { ChildBand, PartyRate, Residency, SeasonKind } from "~/features/quotes/rate-book";

export interface SampleSeason {
  name: string;
  kind: SeasonKind;
  startsOn: string;
  endsOn: string;
}

export interface SampleParkFee {
  residency: Residency;
  minAge: number;
  maxAge: number;
  /** Calendar months (1-12) the fee is charged in; null: all year. */
  months: number[] | null;
  currency: "USD" | "KES" | "TZS";
  perPersonPerDay: number;
}

export interface SamplePark {
  slug: string;
  name: string;
  country: "Kenya" | "Tanzania";
  /** The destination page (./destinations.ts) the park's name links to. */
  destinationSlug: string;
  fees: SampleParkFee[];
}

export interface SampleRateCard {
  residency: Residency;
  currency: "USD" | "KES";
  rates: PartyRate[];
  childBands: ChildBand[];
  singleSupplement: Record<SeasonKind, number>;
}

export interface SamplePackageRates {
  /** The package in ./safaris.ts. */
  slug: string;
  minimumAge: number | null;
  parkFeesIncluded: boolean;
  /** Park slug for itinerary day 1, 2, ... (null: no park that day). */
  parkByDay: (string | null)[];
  cards: SampleRateCard[];
}

export interface SampleDiscountCode {
  code: string;
  description: string;
  kind: "percent" | "amount";
  percentOff: number | null;
  amountOff: number | null;
  currency: "USD" | "KES" | null;
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  /** null: every package. */
  packageSlug: string | null;
}

/** What a KES package's former price is worth in USD, for shaping its non-resident card. */
export const SAMPLE_KES_PER_USD = 129;

// ---- Seasons ---------------------------------------------------------------------------------------------

const FIRST_YEAR = 2026;
const LAST_YEAR = 2029;

function seasonsOf(year: number): SampleSeason[] {
  return [
    { name: `Short dry season ${year}`, kind: "shoulder", startsOn: `${year}-01-06`, endsOn: `${year}-03-31` },
    { name: `Long rains ${year}`, kind: "green", startsOn: `${year}-04-01`, endsOn: `${year}-05-31` },
    { name: `Early dry season ${year}`, kind: "shoulder", startsOn: `${year}-06-01`, endsOn: `${year}-06-30` },
    { name: `High season ${year}`, kind: "high", startsOn: `${year}-07-01`, endsOn: `${year}-10-31` },
    { name: `Short rains ${year}`, kind: "shoulder", startsOn: `${year}-11-01`, endsOn: `${year}-12-19` },
    {
      name: `Festive season ${year}/${String(year + 1).slice(2)}`,
      kind: "high",
      startsOn: `${year}-12-20`,
      endsOn: `${year + 1}-01-05`,
    },
  ];
}

export const sampleSeasons: SampleSeason[] = [
  {
    name: `Festive season ${FIRST_YEAR - 1}/${String(FIRST_YEAR).slice(2)}`,
    kind: "high",
    startsOn: `${FIRST_YEAR}-01-01`,
    endsOn: `${FIRST_YEAR}-01-05`,
  },
  ...Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => seasonsOf(FIRST_YEAR + index)).flat(),
];

// ---- Parks and their fees ----------------------------------------------------------------------------------

const cents = (major: number) => Math.round(major * 100);

/** Months first to last (1-12), inclusive. */
const monthsFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** An adult fee that changes with the months of the year, as the park's authority sets it: [months, amount]. */
type MonthlyFee = [months: number[], amount: number][];

/**
 * Kenya: adults from 18; children from `childFrom` (younger ones free) to 17. Amounts in major units;
 * [adult, child]. KWS parks let children under 5 in free, the Maasai Mara those under 9.
 */
function kenyanFees(fees: {
  nonResident: [adult: number | MonthlyFee, child: number];
  resident: [adult: number, child: number];
  citizen: [adult: number, child: number];
  childFrom: number;
}): SampleParkFee[] {
  const rows: SampleParkFee[] = [];
  for (const [residency, currency, [adult, child]] of [
    ["non_resident", "USD", fees.nonResident],
    ["resident", "KES", fees.resident],
    ["citizen", "KES", fees.citizen],
  ] as const) {
    rows.push({ residency, minAge: 0, maxAge: fees.childFrom - 1, months: null, currency, perPersonPerDay: 0 });
    rows.push({ residency, minAge: fees.childFrom, maxAge: 17, months: null, currency, perPersonPerDay: cents(child) });
    if (typeof adult === "number") {
      rows.push({ residency, minAge: 18, maxAge: 120, months: null, currency, perPersonPerDay: cents(adult) });
    } else {
      for (const [months, amount] of adult) {
        rows.push({ residency, minAge: 18, maxAge: 120, months, currency, perPersonPerDay: cents(amount) });
      }
    }
  }
  return rows;
}

/** Tanzania: under 5 free, children 5-15, adults from 16; fees include 18% VAT. East Africans pay in TZS. */
function tanzanianFees(fees: {
  nonResident: [adult: number, child: number];
  resident: [adult: number, child: number];
  citizen: [adult: number, child: number];
}): SampleParkFee[] {
  return (
    [
      ["non_resident", "USD", fees.nonResident],
      ["resident", "USD", fees.resident],
      ["citizen", "TZS", fees.citizen],
    ] as const
  ).flatMap(([residency, currency, [adult, child]]) => [
    { residency, minAge: 0, maxAge: 4, months: null, currency, perPersonPerDay: 0 },
    { residency, minAge: 5, maxAge: 15, months: null, currency, perPersonPerDay: cents(child) },
    { residency, minAge: 16, maxAge: 120, months: null, currency, perPersonPerDay: cents(adult) },
  ]);
}

// KWS's fees from 1 October 2025 (Legal Notice 160 of 2025) for non-residents: USD 90 at Amboseli and Lake
// Nakuru, USD 70 at Tsavo; children under 5 free. The KES fees are the earlier tariff's (see docs/quotes.md).
const kwsPremiumPark = {
  nonResident: [90, 45],
  resident: [1_030, 360],
  citizen: [860, 215],
  childFrom: 5,
} satisfies Parameters<typeof kenyanFees>[0];

const tsavo = {
  nonResident: [70, 35],
  resident: [1_030, 360],
  citizen: [515, 215],
  childFrom: 5,
} satisfies Parameters<typeof kenyanFees>[0];

const tanapaPark = {
  nonResident: [70.8, 23.6],
  resident: [35.4, 11.8],
  citizen: [11_800, 2_360],
} satisfies Parameters<typeof tanzanianFees>[0];

export const sampleParks: SamplePark[] = [
  {
    slug: "maasai-mara",
    name: "Maasai Mara National Reserve",
    country: "Kenya",
    destinationSlug: "maasai-mara",
    // Narok County's tariff from 2024: non-residents USD 200 from July to December, USD 100 from January to
    // June; residents of Kenya KES 4,500; Kenyan citizens KES 3,000; children 9-17 (under 9 free).
    fees: kenyanFees({
      nonResident: [
        [
          [monthsFrom(1, 6), 100],
          [monthsFrom(7, 12), 200],
        ],
        50,
      ],
      resident: [4_500, 2_000],
      citizen: [3_000, 1_000],
      childFrom: 9,
    }),
  },
  {
    slug: "mara-north-conservancy",
    name: "Mara North Conservancy",
    country: "Kenya",
    destinationSlug: "maasai-mara",
    fees: kenyanFees({
      // The conservancy's own calendar: peak July-October, low in the long rains (April-May).
      nonResident: [
        [
          [monthsFrom(7, 10), 116],
          [[...monthsFrom(1, 3), 6, 11, 12], 80],
          [monthsFrom(4, 5), 70],
        ],
        40,
      ],
      resident: [5_000, 2_500],
      citizen: [3_000, 1_500],
      childFrom: 3,
    }),
  },
  {
    slug: "amboseli",
    name: "Amboseli National Park",
    country: "Kenya",
    destinationSlug: "amboseli",
    fees: kenyanFees(kwsPremiumPark),
  },
  {
    slug: "lake-nakuru",
    name: "Lake Nakuru National Park",
    country: "Kenya",
    destinationSlug: "lake-nakuru",
    fees: kenyanFees(kwsPremiumPark),
  },
  {
    slug: "samburu",
    name: "Samburu National Reserve",
    country: "Kenya",
    destinationSlug: "samburu",
    fees: kenyanFees({ nonResident: [70, 40], resident: [1_500, 500], citizen: [1_000, 500], childFrom: 3 }),
  },
  {
    slug: "tsavo-west",
    name: "Tsavo West National Park",
    country: "Kenya",
    destinationSlug: "tsavo",
    fees: kenyanFees(tsavo),
  },
  {
    slug: "tsavo-east",
    name: "Tsavo East National Park",
    country: "Kenya",
    destinationSlug: "tsavo",
    fees: kenyanFees(tsavo),
  },
  {
    slug: "kisite-mpunguti",
    name: "Kisite-Mpunguti Marine Park",
    country: "Kenya",
    destinationSlug: "diani",
    fees: kenyanFees({ nonResident: [25, 15], resident: [215, 125], citizen: [215, 125], childFrom: 5 }),
  },
  {
    slug: "serengeti",
    name: "Serengeti National Park",
    country: "Tanzania",
    destinationSlug: "serengeti",
    fees: tanzanianFees(tanapaPark),
  },
  {
    slug: "ngorongoro",
    name: "Ngorongoro Conservation Area",
    country: "Tanzania",
    destinationSlug: "ngorongoro",
    fees: tanzanianFees(tanapaPark),
  },
  {
    slug: "tarangire",
    name: "Tarangire National Park",
    country: "Tanzania",
    destinationSlug: "tarangire",
    fees: tanzanianFees({ nonResident: [59, 17.7], resident: [29.5, 11.8], citizen: [11_800, 2_360] }),
  },
];

// ---- Rate cards --------------------------------------------------------------------------------------------

/** Per-person rate of each party tier against two sharing: the vehicle's cost is shared by more people. */
const PARTY_TIERS = [
  { minTravellers: 1, maxTravellers: 1, factor: 1.5 },
  { minTravellers: 2, maxTravellers: 3, factor: 1 },
  { minTravellers: 4, maxTravellers: 6, factor: 0.85 },
  { minTravellers: 7, maxTravellers: 20, factor: 0.75 },
] as const;

/** Each season against the green season. */
const SEASON_FACTORS: Record<SeasonKind, number> = { high: 1.6, shoulder: 1.25, green: 1 };

/** A single room per night against the season's rate for two sharing. */
const SINGLE_SUPPLEMENT_FACTOR = 0.35;

/** Resident and citizen rates in KES against the non-resident rate converted at SAMPLE_KES_PER_USD. */
const RESIDENT_FACTOR = 0.7;
const CITIZEN_FACTOR = 0.6;

const standardChildBands: ChildBand[] = [
  { minAge: 0, maxAge: 2, kind: "free", value: 0 },
  { minAge: 3, maxAge: 11, kind: "percent", value: 50 },
  { minAge: 12, maxAge: 15, kind: "percent", value: 75 },
];

/** Rounds a major-unit amount to a step (a dollar, a hundred shillings) and returns minor units. */
function roundTo(amount: number, step: number): number {
  return Math.round(amount / step) * step * 100;
}

/**
 * One card from its green-season rate for two sharing, in major units: every season and party tier
 * scaled from it, rounded to `step` major units.
 */
function card(
  residency: Residency,
  currency: "USD" | "KES",
  greenTwin: number,
  step: number,
  childBands: ChildBand[],
): SampleRateCard {
  const kinds = Object.keys(SEASON_FACTORS) as SeasonKind[];
  return {
    residency,
    currency,
    rates: kinds.flatMap((season) =>
      PARTY_TIERS.map(({ minTravellers, maxTravellers, factor }) => ({
        season,
        minTravellers,
        maxTravellers,
        perPersonPerNight: roundTo(greenTwin * SEASON_FACTORS[season] * factor, step),
      })),
    ),
    childBands,
    singleSupplement: Object.fromEntries(
      kinds.map((season) => [season, roundTo(greenTwin * SEASON_FACTORS[season] * SINGLE_SUPPLEMENT_FACTOR, step)]),
    ) as Record<SeasonKind, number>,
  };
}

/** The three cards of a package from its non-resident green-season rate for two sharing, in USD. */
function cards(greenTwinUsd: number, childBands = standardChildBands, residentChildBands = childBands) {
  const inKes = greenTwinUsd * SAMPLE_KES_PER_USD;
  return [
    card("non_resident", "USD", greenTwinUsd, 1, childBands),
    card("resident", "KES", inKes * RESIDENT_FACTOR, 100, residentChildBands),
    card("citizen", "KES", inKes * CITIZEN_FACTOR, 100, residentChildBands),
  ];
}

export const samplePackageRates: SamplePackageRates[] = [
  {
    // USD 2,500 over 6 nights.
    slug: "great-migration-safari",
    minimumAge: null,
    parkFeesIncluded: true,
    parkByDay: ["maasai-mara", "maasai-mara", "maasai-mara", "serengeti", "serengeti", "serengeti", null],
    cards: cards(417),
  },
  {
    // KES 85,000 (USD 659) over 2 nights.
    slug: "amboseli-and-kilimanjaro-getaway",
    minimumAge: null,
    parkFeesIncluded: false,
    parkByDay: ["amboseli", "amboseli", null],
    cards: cards(329),
  },
  {
    // USD 1,200 over 3 nights.
    slug: "maasai-mara-explorer",
    minimumAge: null,
    parkFeesIncluded: true,
    parkByDay: ["maasai-mara", "maasai-mara", "maasai-mara", null],
    cards: cards(400),
  },
  {
    // KES 185,000 (USD 1,434) over 4 nights.
    slug: "samburu-and-lake-nakuru-safari",
    minimumAge: null,
    parkFeesIncluded: false,
    parkByDay: ["samburu", "samburu", null, "lake-nakuru", null],
    cards: cards(359),
  },
  {
    // USD 1,800 over 5 nights.
    slug: "kenya-classic-safari",
    minimumAge: null,
    parkFeesIncluded: true,
    parkByDay: ["amboseli", "amboseli", "lake-nakuru", "maasai-mara", "maasai-mara", null],
    cards: cards(360),
  },
  {
    // USD 2,200 over 7 nights.
    slug: "kenya-and-tanzania-highlights",
    minimumAge: null,
    parkFeesIncluded: true,
    parkByDay: ["maasai-mara", "maasai-mara", "serengeti", "serengeti", "ngorongoro", "ngorongoro", "tarangire", null],
    cards: cards(314),
  },
  {
    // KES 320,000 (USD 2,481) over 6 nights. The beach hotels charge residents a fixed rate for a child.
    slug: "tsavo-to-diani-bush-and-beach",
    minimumAge: null,
    parkFeesIncluded: false,
    parkByDay: ["tsavo-west", "tsavo-east", null, null, "kisite-mpunguti", null, null],
    cards: cards(413, standardChildBands, [
      { minAge: 0, maxAge: 2, kind: "free", value: 0 },
      { minAge: 3, maxAge: 11, kind: "fixed", value: 1_200_000 },
      { minAge: 12, maxAge: 15, kind: "percent", value: 75 },
    ]),
  },
  {
    // USD 5,000 over 9 nights. No sample package sets a minimum age (the engine's tests cover one): every
    // sample package prices a family, as the public quote checks expect.
    slug: "luxury-honeymoon-safari",
    minimumAge: null,
    parkFeesIncluded: true,
    parkByDay: [
      null,
      "mara-north-conservancy",
      "mara-north-conservancy",
      "mara-north-conservancy",
      null,
      null,
      null,
      null,
      null,
      null,
    ],
    cards: cards(556),
  },
];

// ---- Exchange rates and codes ------------------------------------------------------------------------------

/** Units per 1 USD. */
export const sampleExchangeRates: { currency: "KES" | "TZS" | "EUR" | "GBP"; unitsPerUsd: number }[] = [
  { currency: "KES", unitsPerUsd: SAMPLE_KES_PER_USD },
  { currency: "TZS", unitsPerUsd: 2_450 },
  { currency: "EUR", unitsPerUsd: 0.86 },
  { currency: "GBP", unitsPerUsd: 0.76 },
];

export const sampleDiscountCodes: SampleDiscountCode[] = [
  {
    code: "KARIBU10",
    description: "Sample code: 10% off any safari",
    kind: "percent",
    percentOff: 10,
    amountOff: null,
    currency: null,
    validFrom: null,
    validUntil: "2029-12-31",
    usageLimit: null,
    packageSlug: null,
  },
  {
    code: "MARA50",
    description: "Sample code: USD 50 off the Maasai Mara Explorer, for the first 20 bookings",
    kind: "amount",
    percentOff: null,
    amountOff: 5_000,
    currency: "USD",
    validFrom: null,
    validUntil: null,
    usageLimit: 20,
    packageSlug: "maasai-mara-explorer",
  },
];
