// Reads the staff rate editor's forms into rows the database takes, or says what is wrong beside each field.
// Amounts are typed in whole currency units with cents allowed ("1380" or "1380.50") and stored in minor
// units; a blank amount means no rate (the engine then says 'price on request', never 0).
import {
  type ParkFee,
  QUOTE_CURRENCIES,
  type QuoteCurrency,
  RESIDENCIES,
  type Residency,
  SEASON_KINDS,
  type SeasonKind,
} from "~/features/quotes/rate-book";
import { findSeasonOverlap } from "~/features/quotes/season-overlap";
import { isCalendarDate } from "~/utils/business-calendar";

export type FieldErrors = Record<string, string>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** How the staff screens name each residency card. */
export const RESIDENCY_LABELS: Record<Residency, string> = {
  non_resident: "Non-residents",
  resident: "Residents of Kenya or Tanzania",
  citizen: "East African citizens",
};

/** The same, short, where many rows repeat it (park fees). */
export const RESIDENCY_SHORT_LABELS: Record<Residency, string> = {
  non_resident: "Non-resident",
  resident: "Resident",
  citizen: "EA citizen",
};

export const SEASON_LABELS: Record<SeasonKind, string> = { high: "High", shoulder: "Shoulder", green: "Green" };
export const CHILD_BAND_LABELS = { free: "Free", percent: "Percent of adult rate", fixed: "Fixed amount" } as const;
type ChildBandKind = keyof typeof CHILD_BAND_LABELS;

const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;
const NEGATIVE = /^-\s*\d/;
/** Rows offered empty on every card, for new tiers and bands. */
export const SPARE_ROWS = 1;

/** "1380.50" -> 138050; undefined for blank; a message for anything else. */
export function parseAmount(raw: string | undefined): { amount: number | null } | { error: string } {
  const text = (raw ?? "").trim().replace(/,/g, "");
  if (text === "") return { amount: null };
  if (NEGATIVE.test(text)) return { error: "Enter an amount of 0 or more, not a negative one." };
  if (!AMOUNT.test(text)) return { error: "Enter an amount such as 1380 or 1380.50." };
  const [whole, cents = ""] = text.split(".");
  return { amount: Number(whole) * 100 + Number(cents.padEnd(2, "0")) };
}

/** 138050 -> "1380.50", 138000 -> "1380": as staff type amounts. */
export function amountText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined) return "";
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, "0")}`;
}

function parseWhole(
  raw: string | undefined,
  min: number,
  max: number,
  what: string,
): { n: number | null } | { error: string } {
  const text = (raw ?? "").trim();
  if (text === "") return { n: null };
  if (!/^-?\d{1,3}$/.test(text)) return { error: `Enter ${what} as a whole number.` };
  const n = Number(text);
  if (n < min || n > max) return { error: `Enter ${what} from ${min} to ${max}.` };
  return { n };
}

const range = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);

export interface CardTier {
  minTravellers: number;
  maxTravellers: number;
  rates: Partial<Record<SeasonKind, number>>;
}
export interface CardBand {
  minAge: number;
  maxAge: number;
  kind: ChildBandKind;
  value: number;
}
export interface CardForm {
  currency: QuoteCurrency;
  tiers: CardTier[];
  singleSupplement: Partial<Record<SeasonKind, number>>;
  childBands: CardBand[];
}

/**
 * One residency card as posted: `currency`; tier rows `tier-{i}-min`, `tier-{i}-max`, `tier-{i}-{season}`;
 * `single-{season}`; band rows `band-{i}-min`, `band-{i}-max`, `band-{i}-kind`, `band-{i}-value`.
 * A row left wholly blank is no row (that is how staff remove one).
 */
export function parseCardForm(form: Record<string, string>): Parsed<CardForm> {
  const errors: FieldErrors = {};
  const currency = form.currency as QuoteCurrency;
  if (!QUOTE_CURRENCIES.includes(currency)) errors.currency = "Choose a currency from the list.";

  const tiers: (CardTier & { index: number })[] = [];
  for (const index of rowIndexes(form, "tier")) {
    const minRaw = form[`tier-${index}-min`];
    const maxRaw = form[`tier-${index}-max`];
    const ratesRaw = SEASON_KINDS.map((season) => form[`tier-${index}-${season}`] ?? "");
    if (![minRaw, maxRaw, ...ratesRaw].some((value) => value?.trim())) continue;
    const min = parseWhole(minRaw, 1, 99, "the smallest party");
    const max = parseWhole(maxRaw, 1, 99, "the largest party");
    if ("error" in min) errors[`tier-${index}-min`] = min.error;
    else if (min.n === null) errors[`tier-${index}-min`] = "Enter the smallest party this rate is for.";
    if ("error" in max) errors[`tier-${index}-max`] = max.error;
    else if (max.n === null) errors[`tier-${index}-max`] = "Enter the largest party this rate is for.";
    const rates: Partial<Record<SeasonKind, number>> = {};
    for (const season of SEASON_KINDS) {
      const parsed = parseAmount(form[`tier-${index}-${season}`]);
      if ("error" in parsed) errors[`tier-${index}-${season}`] = parsed.error;
      else if (parsed.amount !== null) rates[season] = parsed.amount;
    }
    if ("n" in min && "n" in max && min.n !== null && max.n !== null) {
      if (max.n < min.n) errors[`tier-${index}-max`] = "The largest party must be at least the smallest.";
      else tiers.push({ index, minTravellers: min.n, maxTravellers: max.n, rates });
    }
  }
  // Party tiers follow on from each other: no party size in two tiers, none between two.
  const byMin = [...tiers].sort((a, b) => a.minTravellers - b.minTravellers);
  for (let i = 1; i < byMin.length; i++) {
    const before = byMin[i - 1]!;
    const tier = byMin[i]!;
    const key = `tier-${tier.index}-min`;
    if (errors[key]) continue;
    if (tier.minTravellers <= before.maxTravellers) {
      errors[key] =
        `Travellers ${range(tier.minTravellers, tier.maxTravellers)} overlap the tier for ${range(before.minTravellers, before.maxTravellers)}.`;
    } else if (tier.minTravellers > before.maxTravellers + 1) {
      errors[key] =
        `This leaves a gap: no tier covers parties of ${range(before.maxTravellers + 1, tier.minTravellers - 1)}.`;
    }
  }

  const singleSupplement: Partial<Record<SeasonKind, number>> = {};
  for (const season of SEASON_KINDS) {
    const parsed = parseAmount(form[`single-${season}`]);
    if ("error" in parsed) errors[`single-${season}`] = parsed.error;
    else if (parsed.amount !== null) singleSupplement[season] = parsed.amount;
  }

  const bands: (CardBand & { index: number })[] = [];
  for (const index of rowIndexes(form, "band")) {
    const minRaw = form[`band-${index}-min`];
    const maxRaw = form[`band-${index}-max`];
    const valueRaw = form[`band-${index}-value`];
    if (![minRaw, maxRaw, valueRaw].some((value) => value?.trim())) continue;
    const min = parseWhole(minRaw, 0, 17, "the youngest age");
    const max = parseWhole(maxRaw, 0, 17, "the oldest age");
    if ("error" in min) errors[`band-${index}-min`] = min.error;
    else if (min.n === null) errors[`band-${index}-min`] = "Enter the youngest age of this band.";
    if ("error" in max) errors[`band-${index}-max`] = max.error;
    else if (max.n === null) errors[`band-${index}-max`] = "Enter the oldest age of this band.";
    const kind = form[`band-${index}-kind`] as ChildBandKind;
    let value = 0;
    if (!(kind in CHILD_BAND_LABELS)) errors[`band-${index}-kind`] = "Choose how this band is charged.";
    else if (kind === "percent") {
      const percent = parseWhole(valueRaw, 0, 100, "a percentage");
      if ("error" in percent) errors[`band-${index}-value`] = percent.error;
      else if (percent.n === null) errors[`band-${index}-value`] = "Enter the percentage of the adult rate.";
      else value = percent.n;
    } else if (kind === "fixed") {
      const amount = parseAmount(valueRaw);
      if ("error" in amount) errors[`band-${index}-value`] = amount.error;
      else if (amount.amount === null) errors[`band-${index}-value`] = "Enter the amount per night.";
      else value = amount.amount;
    }
    if ("n" in min && "n" in max && min.n !== null && max.n !== null) {
      if (max.n < min.n) errors[`band-${index}-max`] = "The oldest age must be at least the youngest.";
      else bands.push({ index, minAge: min.n, maxAge: max.n, kind, value });
    }
  }
  const bandsByAge = [...bands].sort((a, b) => a.minAge - b.minAge);
  for (let i = 1; i < bandsByAge.length; i++) {
    const before = bandsByAge[i - 1]!;
    const band = bandsByAge[i]!;
    if (band.minAge <= before.maxAge && !errors[`band-${band.index}-min`]) {
      errors[`band-${band.index}-min`] =
        `Ages ${range(band.minAge, band.maxAge)} overlap the band for ages ${range(before.minAge, before.maxAge)}.`;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: {
      currency,
      tiers: byMin.map(({ index: _index, ...tier }) => tier),
      singleSupplement,
      childBands: bandsByAge.map(({ index: _index, ...band }) => band),
    },
  };
}

/** The row numbers a form posted for `prefix` ("tier-0-min" ... -> 0). */
function rowIndexes(form: Record<string, string>, prefix: string): number[] {
  const found = new Set<number>();
  const pattern = new RegExp(`^${prefix}-(\\d{1,2})-`);
  for (const key of Object.keys(form)) {
    const match = pattern.exec(key);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

export interface SeasonForm {
  name: string;
  kind: SeasonKind;
  startsOn: string;
  endsOn: string;
}

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "1 Apr – 31 May 2027", or "20 Dec 2027 – 5 Jan 2028" across a new year. */
export function seasonDates(startsOn: string, endsOn: string): string {
  const start = new Date(`${startsOn}T00:00:00Z`);
  const end = new Date(`${endsOn}T00:00:00Z`);
  const first = startsOn.slice(0, 4) === endsOn.slice(0, 4) ? dayMonth.format(start) : dayMonthYear.format(start);
  return `${first} – ${dayMonthYear.format(end)}`;
}

/**
 * A season as posted (`name`, `kind`, `startsOn`, `endsOn`), checked against the calendar's other seasons
 * (`others`: every season but the one being edited).
 */
export function parseSeasonForm(
  form: Record<string, string>,
  others: readonly (SeasonForm & { id: number })[],
): Parsed<SeasonForm> {
  const errors: FieldErrors = {};
  const name = (form.name ?? "").trim();
  if (!name) errors.name = "Enter the season's name.";
  else if (name.length > 100) errors.name = "Use at most 100 characters.";
  const kind = form.kind as SeasonKind;
  if (!SEASON_KINDS.includes(kind)) errors.kind = "Choose high, shoulder or green.";
  const startsOn = (form.startsOn ?? "").trim();
  const endsOn = (form.endsOn ?? "").trim();
  if (!isCalendarDate(startsOn)) errors.startsOn = "Enter the first day as a date.";
  if (!isCalendarDate(endsOn)) errors.endsOn = "Enter the last day as a date.";
  else if (!errors.startsOn && endsOn < startsOn) errors.endsOn = "The last day must be on or after the first day.";
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };

  const season = { id: -1, name, kind, startsOn, endsOn };
  for (const other of others) {
    const clash = findSeasonOverlap([other, season]);
    if (clash) {
      const message = `This season overlaps ${other.name} (${seasonDates(other.startsOn, other.endsOn)}).`;
      return { ok: false, fieldErrors: { startsOn: message } };
    }
  }
  return { ok: true, value: { name, kind, startsOn, endsOn } };
}

export interface PackageSettingsForm {
  minimumAge: number | null;
  parkFeesIncluded: boolean;
  /** Day number -> park id (null: no park). */
  parkByDay: Map<number, number | null>;
}

/** `minimumAge`, `parkFeesIncluded` (a checkbox) and `day-{n}-park` for each itinerary day. */
export function parsePackageSettings(
  form: Record<string, string>,
  parkIds: ReadonlySet<number>,
): Parsed<PackageSettingsForm> {
  const errors: FieldErrors = {};
  const age = parseWhole(form.minimumAge, 0, 99, "the minimum age");
  if ("error" in age) errors.minimumAge = age.error;
  const parkByDay = new Map<number, number | null>();
  for (const [key, raw] of Object.entries(form)) {
    const match = /^day-(\d{1,2})-park$/.exec(key);
    if (!match) continue;
    if (raw === "") parkByDay.set(Number(match[1]), null);
    else if (/^\d{1,9}$/.test(raw) && parkIds.has(Number(raw))) parkByDay.set(Number(match[1]), Number(raw));
    else errors[key] = "Choose a park from the list.";
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    value: { minimumAge: "n" in age ? age.n : null, parkFeesIncluded: form.parkFeesIncluded === "on", parkByDay },
  };
}

/** The months as staff write them in the park fees form (English: the staff portal is English). */
const FULL_MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** Months as staff write and read them in the park fees form: "Jul-Dec", "Jan-Feb, Jul-Oct", "" for all year. */
export function monthsFieldText(months: readonly number[] | null): string {
  if (!months) return "";
  const label = (month: number) => {
    const name = FULL_MONTHS[month - 1]!;
    return name.charAt(0).toUpperCase() + name.slice(1, 3);
  };
  const stretches: [number, number][] = [];
  for (const month of [...months].sort((a, b) => a - b)) {
    const last = stretches.at(-1);
    if (last && last[1] === month - 1) last[1] = month;
    else stretches.push([month, month]);
  }
  return stretches.map(([from, to]) => (from === to ? label(from) : `${label(from)}-${label(to)}`)).join(", ");
}

const MONTHS_HELP = "Write months as Jul-Dec or 7-12, several separated by commas, or leave empty for all year.";

/**
 * The months a fee is charged in, as typed: month names (Jul, July) or numbers (7), single or as ranges
 * ("Jul-Dec", "Nov-Feb" runs across the new year), separated by commas. Empty, or all twelve: all year (null).
 */
export function parseMonthsField(text: string | undefined): { months: number[] | null } | { error: string } {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return { months: null };
  const monthOf = (word: string): number | null => {
    const lower = word.trim().toLowerCase();
    if (/^\d{1,2}$/.test(lower)) {
      const n = Number(lower);
      return n >= 1 && n <= 12 ? n : null;
    }
    // "Jul", "July", "sept": at least three letters of the month's English name.
    const index = lower.length >= 3 ? FULL_MONTHS.findIndex((name) => name.startsWith(lower)) : -1;
    return index === -1 ? null : index + 1;
  };
  const held = new Set<number>();
  for (const part of trimmed.split(/\s*,\s*/)) {
    const ends = part.split(/\s*(?:-|–|—|\bto\b)\s*/i);
    if (ends.length > 2 || ends.some((end) => end === "")) return { error: MONTHS_HELP };
    const from = monthOf(ends[0]!);
    const to = monthOf(ends[1] ?? ends[0]!);
    if (from === null || to === null) return { error: `"${part}" is not a month. ${MONTHS_HELP}` };
    for (let month = from; ; month = (month % 12) + 1) {
      held.add(month);
      if (month === to) break;
    }
  }
  return { months: held.size === 12 ? null : [...held].sort((a, b) => a - b) };
}

/**
 * One park's fees as posted: rows `fee-{i}-residency`, `-min`, `-max`, `-months` ("" for all year, else as
 * parseMonthsField reads it), `-currency`, `-amount`. A row without ages and amount is no row. Two rows of one
 * residency may not cover the same age in the same month.
 */
export function parseParkFeesForm(form: Record<string, string>): Parsed<ParkFee[]> {
  const errors: FieldErrors = {};
  const fees: (ParkFee & { index: number })[] = [];
  for (const index of rowIndexes(form, "fee")) {
    const field = (name: string) => `fee-${index}-${name}`;
    if (![form[field("min")], form[field("max")], form[field("amount")]].some((value) => value?.trim())) continue;
    const residency = form[field("residency")] as Residency;
    if (!RESIDENCIES.includes(residency)) errors[field("residency")] = "Choose a residency.";
    const monthsParsed = parseMonthsField(form[field("months")]);
    if ("error" in monthsParsed) errors[field("months")] = monthsParsed.error;
    const months = "months" in monthsParsed ? monthsParsed.months : null;
    const currency = form[field("currency")] as QuoteCurrency;
    if (!QUOTE_CURRENCIES.includes(currency)) errors[field("currency")] = "Choose a currency.";
    const min = parseWhole(form[field("min")], 0, 120, "the youngest age");
    const max = parseWhole(form[field("max")], 0, 120, "the oldest age");
    if ("error" in min) errors[field("min")] = min.error;
    else if (min.n === null) errors[field("min")] = "Enter the youngest age.";
    if ("error" in max) errors[field("max")] = max.error;
    else if (max.n === null) errors[field("max")] = "Enter the oldest age.";
    const amount = parseAmount(form[field("amount")]);
    if ("error" in amount) errors[field("amount")] = amount.error;
    else if (amount.amount === null) errors[field("amount")] = "Enter the fee per person per day (0 for free).";
    if ("n" in min && "n" in max && min.n !== null && max.n !== null && "amount" in amount && amount.amount !== null) {
      if (max.n < min.n) errors[field("max")] = "The oldest age must be at least the youngest.";
      else
        fees.push({ index, residency, minAge: min.n, maxAge: max.n, months, currency, perPersonPerDay: amount.amount });
    }
  }
  for (const [i, fee] of fees.entries()) {
    for (const other of fees.slice(0, i)) {
      // A month's own row and an all-year row may share ages (the month's wins); two rows of the same months may not.
      const sameMonths =
        fee.months === null || other.months === null
          ? fee.months === other.months
          : fee.months.some((month) => other.months?.includes(month));
      if (fee.residency !== other.residency || !sameMonths) continue;
      if (fee.minAge <= other.maxAge && other.minAge <= fee.maxAge && !errors[`fee-${fee.index}-min`]) {
        errors[`fee-${fee.index}-min`] =
          `Ages ${range(fee.minAge, fee.maxAge)} overlap ages ${range(other.minAge, other.maxAge)} for the same residency and months.`;
      }
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, value: fees.map(({ index: _index, ...fee }) => fee) };
}

const UNITS_PER_USD = /^\d{1,12}(?:\.\d{1,6})?$/;

/** `rate-{CURRENCY}` for each currency but USD: units per 1 USD (blank removes the rate). */
export function parseExchangeRatesForm(
  form: Record<string, string>,
  currencies: readonly QuoteCurrency[],
): Parsed<Partial<Record<QuoteCurrency, number | null>>> {
  const errors: FieldErrors = {};
  const rates: Partial<Record<QuoteCurrency, number | null>> = {};
  for (const currency of currencies) {
    const key = `rate-${currency}`;
    if (!(key in form)) continue;
    const text = (form[key] ?? "").trim().replace(/,/g, "");
    if (text === "") rates[currency] = null;
    else if (NEGATIVE.test(text)) errors[key] = "Enter a rate above 0, not a negative one.";
    else if (!UNITS_PER_USD.test(text)) errors[key] = "Enter a number such as 129.25 (up to 6 decimals).";
    else if (Number(text) <= 0) errors[key] = "Enter a rate above 0.";
    else rates[currency] = Number(text);
  }
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, value: rates };
}
