// What a quote is made from: one package's rates as plain data, read from the database by
// rate-book.server.ts and turned into a quote by quote-engine.ts. Shared by browser and server (no I/O).
//
// Money: every amount is an integer in its currency's minor unit (USD 2500.00 is 250000). Dates are
// calendar dates "YYYY-MM-DD" in East Africa; a trip's nights are the dates from the start up to the day
// before its last day (DECISIONS.md: an N-day safari has N - 1 nights; a one-day trip is priced as one unit).

// The words prices are made of (currencies, residencies, season kinds) live on the ground floor, because the
// database schema names them too; they are part of the rate book's vocabulary.
import { currentLocale } from "~/i18n/translate";
import type { QuoteCurrency, Residency, SeasonKind } from "~/utils/price-terms";

export {
  MINOR_UNIT_DIGITS,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
  RESIDENCIES,
  type Residency,
  SEASON_KINDS,
  type SeasonKind,
} from "~/utils/price-terms";

/**
 * A name staff wrote in English, with its translations by language ("de", "fr"...): what a quote's lines, the
 * season calendar and the itinerary show on a page in that language (`nameIn`, quote-engine.ts).
 */
export interface TranslatedName {
  name: string;
  localNames?: Partial<Record<string, string>>;
}

/** The name in the language of the request being answered; the English where it is not translated. */
export function nameIn(named: TranslatedName): string {
  return named.localNames?.[currentLocale()] || named.name;
}

/** A named stretch of the calendar, inclusive at both ends. Seasons never overlap; a date in none is 'on request'. */
export interface Season extends TranslatedName {
  name: string;
  kind: SeasonKind;
  startsOn: string;
  endsOn: string;
}

/** Per person per night (or per day for a one-day trip) for a party of minTravellers..maxTravellers. */
export interface PartyRate {
  season: SeasonKind;
  minTravellers: number;
  maxTravellers: number;
  perPersonPerNight: number;
}

/**
 * How a child in [minAge, maxAge] (whole years at the start date, inclusive) is charged per night:
 * free; a percentage of the adult per-person rate of that night; or a fixed amount in the card's currency.
 * A child older than every band pays the adult rate.
 */
export interface ChildBand {
  minAge: number;
  maxAge: number;
  kind: "free" | "percent" | "fixed";
  /** Percent (0-100) for "percent", minor units for "fixed", 0 for "free". */
  value: number;
}

/** Everything one residency pays for the package, in one currency. */
export interface RateCard {
  residency: Residency;
  currency: QuoteCurrency;
  rates: PartyRate[];
  childBands: ChildBand[];
  /** Per single room per night, by season; a season missing here makes the supplement 'on request'. */
  singleSupplement: Partial<Record<SeasonKind, number>>;
}

/** A government or conservancy fee per person per day spent in the park. */
export interface ParkFee {
  residency: Residency;
  minAge: number;
  maxAge: number;
  /** The calendar months (1-12, ascending) it is charged in, as the park's authority sets them; null: all year. */
  months: number[] | null;
  currency: QuoteCurrency;
  perPersonPerDay: number;
}

/** The countries whose parks the rate book knows, as parks.country names them; a resident lives in one of them. */
export type ResidenceCountry = "Kenya" | "Tanzania";

export interface Park extends TranslatedName {
  id: number;
  name: string;
  /** Whose residents pay its resident fee: a resident of the other country pays the non-resident one. */
  country: ResidenceCountry;
  fees: ParkFee[];
}

export interface DiscountCode {
  code: string;
  kind: "percent" | "amount";
  /** Percent (1-100) or minor units of `currency`. */
  value: number;
  currency: QuoteCurrency | null;
  /** Inclusive calendar dates the code may be used on (the day of the quote, not the trip); null: open. */
  validFrom: string | null;
  validUntil: string | null;
  usageLimit: number | null;
  timesUsed: number;
  /** null: every package. */
  packageId: number | null;
  active: boolean;
}

/** One package's rates at one rates version: the whole input of the engine besides the traveller's choices. */
export interface RateBook {
  /** Bumped by every change to any rate, season, fee, exchange rate or code; quotes record it. */
  version: number;
  package: {
    id: number;
    slug: string;
    title: string;
    durationDays: number;
    /** Youngest age the package takes, or null. */
    minimumAge: number | null;
    /** true: the cards' rates already cover park fees (their lines are shown at 0, marked included). */
    parkFeesIncluded: boolean;
  };
  /** The park visited on each itinerary day: index 0 is day 1, up to durationDays - 1 (null: none). */
  parkByDay: (number | null)[];
  parks: Park[];
  seasons: Season[];
  cards: RateCard[];
  /** Units of each currency per 1 USD, as staff set them (USD is 1). */
  exchangeRates: Partial<Record<QuoteCurrency, number>>;
}

export const QUOTE_LINE_KINDS = ["adult", "child", "single_supplement", "park_fee", "discount"] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLine {
  kind: QuoteLineKind;
  label: string;
  quantity: number;
  /** null: price on request. */
  unitAmount: number | null;
  amount: number | null;
  /** Park fees a package's rates already cover: listed for clarity, amount 0. */
  included?: boolean;
  /** A discount staff gave when re-quoting a booking (app/features/bookings/booking-requote.ts). */
  staff?: boolean;
}

export interface Quote {
  package: { id: number; slug: string; title: string };
  start: string;
  end: string;
  nights: number;
  residency: Residency;
  /**
   * The country a resident lives in (TripChoice.residentOf); null for others and for a resident who did not say.
   * Absent from quotes made before it was asked: read it with `?? null`.
   */
  residentOf?: ResidenceCountry | null;
  currency: QuoteCurrency;
  lines: QuoteLine[];
  /** null when any line is on request. */
  total: number | null;
  deposit: number | null;
  balance: number | null;
  /** 60 days before the start, or the quote's day when that is not later (then the balance is due now). */
  balanceDueDate: string;
  depositDueNow: boolean;
  balanceDueNow: boolean;
  priceOnRequest: boolean;
  /**
   * The total in the currency the traveller asked for: `rate` units of it per unit of `currency`, rounded to
   * 6 significant digits, and total = the quote's total x rate rounded half up. Rate and total are null when
   * staff have set no exchange rate for one of the two currencies.
   */
  display: { currency: QuoteCurrency; rate: number | null; total: number | null };
  /** Why a code given was not applied (unknown, expired, used up, other package). */
  notices: { field: "code"; message: string }[];
  ratesVersion: number;
  /**
   * The lines' labels in English, one per line, for staff (their e-mails and screens are English): set on a
   * booking's locked quote when the traveller booked in another language (withEnglishLabels).
   */
  englishLabels?: string[];
}

/** The traveller's choices as the query string names them; errors are keyed by these names. */
export const QUOTE_FIELDS = [
  "package",
  "start",
  "adults",
  "childAges",
  "residency",
  "singles",
  "currency",
  "code",
] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

/** A quote, or why this package cannot be quoted for these choices (a child below its minimum age...). */
export type QuoteResult = { ok: true; quote: Quote } | { ok: false; errors: Partial<Record<QuoteField, string>> };
