// The quote engine: one package's rate book and a traveller's choice (TripChoice, trip-choice.ts) in, an itemised quote out. Pure and
// synchronous (no I/O, no zod), so the server prices with it and the browser could too; the server alone
// decides. docs/quotes.md sets out the same rules with worked examples.
//
// Dates. An N-day trip starting on S ends on S + N - 1 and has N - 1 nights; a one-day trip is priced as
// one unit (its "day"). Unit i (from 0) is priced at the season of date S + i, so a trip that crosses a
// season boundary is priced night by night.
//
// Rates. The rate card is the one for the traveller's residency, in its own currency (the quote's
// currency). Party size = adults + children; a night's per-person rate is the card's rate for that night's
// season kind whose traveller range holds the party size. Consecutive nights with the same season (and so
// the same rate) make one "run" and each run one line per kind of traveller.
//   - Adults: adults x nights of the run at the per-person rate.
//   - Children, by their age at the start date: the card's child band holding the age makes them free (a
//     line at 0), a percentage of that night's adult rate (unit = rate x percent / 100 rounded half up) or
//     a fixed amount per night. A child older than every band pays the adult rate; a child in a gap
//     between bands is on request. A child younger than the package's minimum age is refused.
//   - Single supplement: singles x nights of the run at the card's supplement for the season kind.
//   - Park fees: for each itinerary day (the last one too) that visits a park, each traveller (adults count
//     as 18) pays the park's fee row for their residency and age (a resident pays the non-resident fee in a
//     park of the other country than the one they live in), the row of that day's calendar month
//     winning over an all-year row (months null). Fees in another currency are converted per
//     person-day: round half up (fee x rate[card] / rate[fee]). One line per park and fee row. When the
//     package's rates include park fees, the lines are still listed, marked included, at 0.
// On request. A night with no season, a season with no rate for the party size, a supplement missing for a
// season, a traveller with no fee row or a fee whose exchange rate is unset gives that line unitAmount and
// amount null, never 0; the other lines are still priced, and total, deposit and balance are null. On a
// night with no season every rate line is on request (free and fixed children too: the dates are not
// priced yet); a season with no party rate leaves free and fixed children priced.
// Discount codes take off from the adult, child and single supplement lines only, never government fees:
// percent codes round half up (subtotal x percent / 100), amount codes are converted to the card's
// currency and capped at that subtotal. A code that cannot be used (unknown or inactive, another package,
// before or after its dates, used up) is a notice beside a quote given without it.
// Totals. total = the sum of the lines; deposit = round half up (total x 30 / 100); balance = total -
// deposit, due 60 days before the start, or on the quote's day (due now) when that is not later.
// Display: rate = rate[display] / rate[card] rounded to 6 significant digits; display total = round half up
// (total x that rate).
// Rounding is always half up to a whole minor unit (0.5 -> 1), on exact fractions; amounts stay integers.

import { quoteEngineMessages } from "~/i18n/messages/en/quote-engine";
import { currentLocale, type MessageValues, translate } from "~/i18n/translate";
import { addDays } from "~/utils/business-calendar";
import { BUSINESS_TERMS } from "~/utils/constants";
import { dateTimeFormat, listFormat } from "~/utils/intl-formats";
import {
  convertAmount,
  exchangeRatio,
  formatMinorUnits,
  minorUnitFactor,
  percentOf,
  ratioOf,
  scaleRoundHalfUp,
  times,
} from "./quote-engine-money";
import {
  type ChildBand,
  type DiscountCode,
  nameIn,
  type Park,
  type ParkFee,
  type PartyRate,
  type Quote,
  type QuoteCurrency,
  type QuoteLine,
  type QuoteLineKind,
  type QuoteResult,
  type RateBook,
  type RateCard,
  type Residency,
  type Season,
} from "./rate-book";
import type { QuoteRequest } from "./trip-choice";

/** Age an adult counts as where park fees go by age. */
export const ADULT_AGE_FOR_PARK_FEES = 18;

/** Currency of a quote when the package has no rate card for the traveller's residency (all on request). */
const FALLBACK_CURRENCY: QuoteCurrency = "USD";

/** Significant digits of the stated display rate. */
const DISPLAY_RATE_DIGITS = 6;

/** The engine's words in the language of the request or e-mail being answered (runInLocale). */
const t = (id: keyof typeof quoteEngineMessages & string, values?: MessageValues) =>
  translate(quoteEngineMessages, id, values);

/** What the traveller reads when the engine refuses choices or a discount code, worded when read. */
export const QUOTE_MESSAGES = {
  childTooYoung: (years: number) => t("quoteEngine.refusal.childTooYoung", { years }),
  singlesOverAdults: (adults: number) => t("quoteEngine.refusal.singlesOverAdults", { adults }),
  get codeNotValid() {
    return t("quoteEngine.code.notValid");
  },
  get codeOtherPackage() {
    return t("quoteEngine.code.otherPackage");
  },
  get codeNotYetValid() {
    return t("quoteEngine.code.notYetValid");
  },
  get codeExpired() {
    return t("quoteEngine.code.expired");
  },
  get codeUsedUp() {
    return t("quoteEngine.code.usedUp");
  },
  codeCurrency: (currency: QuoteCurrency) => t("quoteEngine.code.currency", { currency }),
  codeTooManyTries: (minutes: number) => t("quoteEngine.code.tooManyTries", { minutes }),
};

/** A stretch of consecutive nights with the same season and rate. */
interface Run {
  firstDate: string;
  units: number;
  season: Season | null;
  rate: PartyRate | null;
}

/** Children priced alike: the same band, or the adult rate, or no band at all (on request). */
interface ChildGroup {
  pricing: { kind: "band"; band: ChildBand } | { kind: "adult" } | { kind: "none" };
  ages: number[];
}

interface Pricing {
  book: RateBook;
  request: QuoteRequest;
  card: RateCard | null;
  currency: QuoteCurrency;
  /** "night", or "day" for a one-day trip. */
  unitWord: "night" | "day";
}

/** The itemised quote for `request` from `book`, or the fields this package cannot accept. */
export function quoteTrip(book: RateBook, request: QuoteRequest): QuoteResult {
  const errors = refusals(book, request);
  if (errors) return { ok: false, errors };

  const { durationDays } = book.package;
  const nights = durationDays - 1;
  const card = book.cards.find((candidate) => candidate.residency === request.residency) ?? null;
  const currency = card?.currency ?? request.displayCurrency ?? FALLBACK_CURRENCY;
  const pricing: Pricing = { book, request, card, currency, unitWord: nights === 0 ? "day" : "night" };
  const runs = nightRuns(pricing, Math.max(nights, 1));

  const roomAndBoard = [...adultLines(pricing, runs), ...childLines(pricing, runs), ...singleLines(pricing, runs)];
  const discount = discountLine(pricing, roomAndBoard);
  const lines = [...roomAndBoard, ...parkFeeLines(pricing), ...(discount.line ? [discount.line] : [])];

  const priceOnRequest = lines.some((line) => line.amount === null);
  const total = priceOnRequest ? null : lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  const deposit = total === null ? null : percentOf(total, BUSINESS_TERMS.depositPercent);
  const balance = total === null || deposit === null ? null : total - deposit;
  let balanceDueDate = addDays(request.start, -BUSINESS_TERMS.balanceDueDaysBeforeStart);
  if (balanceDueDate <= request.today) balanceDueDate = request.today;

  const quote: Quote = {
    package: { id: book.package.id, slug: book.package.slug, title: book.package.title },
    start: request.start,
    end: addDays(request.start, durationDays - 1),
    nights,
    residency: request.residency,
    residentOf: request.residency === "resident" ? request.residentOf : null,
    currency,
    lines,
    total,
    deposit,
    balance,
    balanceDueDate,
    depositDueNow: true,
    balanceDueNow: balanceDueDate === request.today,
    priceOnRequest,
    display: displayTotal(book, currency, request.displayCurrency ?? currency, total),
    notices: discount.notice ? [{ field: "code", message: discount.notice }] : [],
    ratesVersion: book.version,
  };
  return { ok: true, quote };
}

function refusals(book: RateBook, request: QuoteRequest): Partial<Record<"childAges" | "singles", string>> | null {
  const errors: Partial<Record<"childAges" | "singles", string>> = {};
  const { minimumAge } = book.package;
  if (minimumAge !== null && request.childAges.some((age) => age < minimumAge)) {
    errors.childAges = QUOTE_MESSAGES.childTooYoung(minimumAge);
  }
  if (request.singles > request.adults) errors.singles = QUOTE_MESSAGES.singlesOverAdults(request.adults);
  return Object.keys(errors).length > 0 ? errors : null;
}

function seasonOn(seasons: Season[], date: string): Season | null {
  return seasons.find((season) => season.startsOn <= date && date <= season.endsOn) ?? null;
}

function nightRuns({ book, request, card }: Pricing, units: number): Run[] {
  const partySize = request.adults + request.childAges.length;
  const runs: Run[] = [];
  for (let unit = 0; unit < units; unit++) {
    const date = addDays(request.start, unit);
    const season = seasonOn(book.seasons, date);
    const rate =
      (season &&
        card?.rates.find(
          (candidate) =>
            candidate.season === season.kind &&
            candidate.minTravellers <= partySize &&
            partySize <= candidate.maxTravellers,
        )) ??
      null;
    const last = runs.at(-1);
    if (last && last.season === season && last.rate === rate) last.units += 1;
    else runs.push({ firstDate: date, units: 1, season, rate });
  }
  return runs;
}

function line(kind: QuoteLineKind, label: string, quantity: number, unitAmount: number | null): QuoteLine {
  const amount = unitAmount === null ? null : quantity * unitAmount;
  return {
    kind,
    label: amount === null ? t("quoteEngine.line.onRequest", { label }) : label,
    quantity,
    unitAmount,
    amount,
  };
}

/**
 * "× 3 nights, High season 2027", or "× 2 nights from 2027-03-01" for dates outside every season. In another
 * language, the season's name as staff translated it ("× 3 Nächte, Hochsaison 2027"); a season whose name is not
 * translated yet is called by its kind ("× 3 Nächte, Hochsaison"), never by its English name.
 */
function runLabel(run: Run, unitWord: Pricing["unitWord"]): string {
  const length = t("quoteEngine.run.length", { unit: unitWord, count: run.units });
  if (!run.season) return t("quoteEngine.run.undated", { length, date: run.firstDate });
  const locale = currentLocale();
  return locale === "en" || run.season.localNames?.[locale]
    ? t("quoteEngine.run.season", { length, season: nameIn(run.season) })
    : t("quoteEngine.run.seasonKind", { length, kind: run.season.kind });
}

function adultLines({ request, unitWord }: Pricing, runs: Run[]): QuoteLine[] {
  return runs.map((run) =>
    line(
      "adult",
      t("quoteEngine.line.adults", { adults: request.adults, run: runLabel(run, unitWord) }),
      request.adults * run.units,
      run.rate?.perPersonPerNight ?? null,
    ),
  );
}

function childGroups(card: RateCard | null, childAges: number[]): ChildGroup[] {
  const bands = [...(card?.childBands ?? [])].sort((a, b) => a.minAge - b.minAge);
  const oldestBandAge = Math.max(-1, ...bands.map((band) => band.maxAge));
  const groups = new Map<ChildBand | "adult" | "none", ChildGroup>();
  for (const age of [...childAges].sort((a, b) => a - b)) {
    const band = bands.find((candidate) => candidate.minAge <= age && age <= candidate.maxAge);
    const key = band ?? (card && age > oldestBandAge ? "adult" : "none");
    let group = groups.get(key);
    if (!group) {
      const pricing = band ? { kind: "band" as const, band } : { kind: key as "adult" | "none" };
      group = { pricing, ages: [] };
      groups.set(key, group);
    }
    group.ages.push(age);
  }
  return [...groups.values()];
}

/** "Child aged 9 (50%)", "2 children aged 3–11 (50%)", "Child aged 15 (adult rate)". */
function childrenLabel({ pricing, ages }: ChildGroup): string {
  const youngest = ages[0] ?? 0;
  const oldest = ages.at(-1) ?? 0;
  const range =
    youngest === oldest
      ? `${youngest}`
      : pricing.kind === "band"
        ? `${pricing.band.minAge}–${pricing.band.maxAge}`
        : `${youngest}–${oldest}`;
  const who = t("quoteEngine.child.who", { count: ages.length, range });
  if (pricing.kind === "adult") return t("quoteEngine.child.adultRate", { who });
  if (pricing.kind === "none") return who;
  const { band } = pricing;
  if (band.kind === "free") return t("quoteEngine.child.free", { who });
  if (band.kind === "percent") return t("quoteEngine.child.percent", { who, percent: band.value });
  return t("quoteEngine.child.childRate", { who });
}

function childUnitAmount(group: ChildGroup, run: Run): number | null {
  if (!run.season) return null;
  const adultRate = run.rate?.perPersonPerNight ?? null;
  const { pricing } = group;
  if (pricing.kind === "none") return null;
  if (pricing.kind === "adult") return adultRate;
  switch (pricing.band.kind) {
    case "free":
      return 0;
    case "fixed":
      return pricing.band.value;
    case "percent":
      return adultRate === null ? null : percentOf(adultRate, pricing.band.value);
  }
}

function childLines({ request, card, unitWord }: Pricing, runs: Run[]): QuoteLine[] {
  const groups = childGroups(card, request.childAges);
  return runs.flatMap((run) =>
    groups.map((group) =>
      line(
        "child",
        t("quoteEngine.line.children", { children: childrenLabel(group), run: runLabel(run, unitWord) }),
        group.ages.length * run.units,
        childUnitAmount(group, run),
      ),
    ),
  );
}

function singleLines({ request, card, unitWord }: Pricing, runs: Run[]): QuoteLine[] {
  if (request.singles <= 0) return [];
  return runs.map((run) =>
    line(
      "single_supplement",
      t("quoteEngine.line.single", { rooms: request.singles, run: runLabel(run, unitWord) }),
      request.singles * run.units,
      (run.season && card?.singleSupplement[run.season.kind]) ?? null,
    ),
  );
}

/**
 * Whose fee a traveller pays in a park: a resident pays the resident fee in the country they live in and the
 * non-resident fee in the other (a resident of Kenya in the Serengeti); East African citizens pay the citizens'
 * fee in both. A resident who did not say where they live pays the resident fee everywhere (as before it was asked).
 */
function feeResidency(park: Park, request: Pick<QuoteRequest, "residency" | "residentOf">): Residency {
  if (request.residency !== "resident" || request.residentOf === null) return request.residency;
  return park.country === request.residentOf ? "resident" : "non_resident";
}

/** The fee a traveller of `age` pays in the park on a day of `month` (1-12): that month's row, else the all-year one. */
function feeRow(park: Park, residency: Residency, age: number, month: number) {
  const rows = park.fees.filter((fee) => fee.residency === residency && fee.minAge <= age && age <= fee.maxAge);
  return rows.find((fee) => fee.months?.includes(month)) ?? rows.find((fee) => fee.months === null) ?? null;
}

/**
 * A fee's months as the page's language names them, consecutive months as one stretch and December running
 * into January: "Jul–Dec", "Jan–Feb, Jul–Oct", "Nov–Mar".
 */
export function monthsText(months: readonly number[]): string {
  const name = (month: number) =>
    dateTimeFormat({ month: "short", timeZone: "UTC" }).format(Date.UTC(2001, month - 1, 1));
  const held = new Set(months);
  const stretches: [number, number][] = [];
  // Start at a month that does not follow a held one, so a stretch across the new year stays whole.
  const first = [...held].sort((a, b) => a - b).find((month) => !held.has(month === 1 ? 12 : month - 1));
  if (first === undefined) return `${name(1)}–${name(12)}`;
  for (let step = 0, month = first; step < 12; step++, month = (month % 12) + 1) {
    if (!held.has(month)) continue;
    const last = stretches.at(-1);
    const previous = month === 1 ? 12 : month - 1;
    if (last && last[1] === previous) last[1] = month;
    else stretches.push([month, month]);
  }
  const parts = stretches.map(([from, to]) => (from === to ? name(from) : `${name(from)}–${name(to)}`));
  return listFormat({ type: "unit", style: "narrow" }).format(parts);
}

interface ParkFeeGroup {
  parkName: string;
  row: ParkFee | null;
  adults: Set<number>;
  children: Set<number>;
  days: Set<number>;
  personDays: number;
}

/** "2 children", or "2 children aged 3–17" for a fee row only children meet, so two children's lines of one park never read the same. */
function childrenOf(group: ParkFeeGroup): string {
  const count = group.children.size;
  if (!group.row || group.adults.size > 0) return t("quoteEngine.park.children", { count });
  return t("quoteEngine.park.childrenAged", { count, min: group.row.minAge, max: group.row.maxAge });
}

function parkFeeLines({ book, request, currency }: Pricing): QuoteLine[] {
  const travellers = [
    ...Array.from({ length: request.adults }, () => ({ adult: true, age: ADULT_AGE_FOR_PARK_FEES })),
    ...[...request.childAges].sort((a, b) => a - b).map((age) => ({ adult: false, age })),
  ];
  const groups = new Map<string, ParkFeeGroup>();
  for (let day = 0; day < book.package.durationDays; day++) {
    const parkId = book.parkByDay[day] ?? null;
    if (parkId === null) continue;
    const park = book.parks.find((candidate) => candidate.id === parkId);
    const month = Number(addDays(request.start, day).slice(5, 7));
    travellers.forEach((traveller, index) => {
      const row = park ? feeRow(park, feeResidency(park, request), traveller.age, month) : null;
      const key = `${parkId}:${row && park ? park.fees.indexOf(row) : "none"}`;
      let group = groups.get(key);
      if (!group) {
        const parkName = park ? nameIn(park) : t("quoteEngine.park.unnamed");
        group = { parkName, row, adults: new Set(), children: new Set(), days: new Set(), personDays: 0 };
        groups.set(key, group);
      }
      (traveller.adult ? group.adults : group.children).add(index);
      group.days.add(day);
      group.personDays += 1;
    });
  }

  const included = book.package.parkFeesIncluded;
  return [...groups.values()].map((group) => {
    // "2 adults and 1 child": the language's own way of joining a list.
    const people = listFormat({ type: "conjunction", style: "long" }).format([
      ...(group.adults.size > 0 ? [t("quoteEngine.park.adults", { count: group.adults.size })] : []),
      ...(group.children.size > 0 ? [childrenOf(group)] : []),
    ]);
    const everyDay = group.personDays === (group.adults.size + group.children.size) * group.days.size;
    const extent = everyDay
      ? t("quoteEngine.park.everyDay", { people, days: group.days.size })
      : t("quoteEngine.park.personDays", { people, personDays: group.personDays });
    const label = group.row?.months
      ? t("quoteEngine.park.lineInMonths", { park: group.parkName, extent, months: monthsText(group.row.months) })
      : t("quoteEngine.park.line", { park: group.parkName, extent });
    if (included) return { ...line("park_fee", label, group.personDays, 0), included: true };
    const unitAmount = group.row
      ? convertAmount(group.row.perPersonPerDay, group.row.currency, currency, book.exchangeRates)
      : null;
    return line("park_fee", label, group.personDays, unitAmount);
  });
}

function discountLine(
  { book, request, currency }: Pricing,
  roomAndBoard: QuoteLine[],
): { line?: QuoteLine; notice?: string } {
  if (request.code === null && request.discount === null) return {};
  const code = request.discount;
  const refusal = discountRefusal(code, book.package.id, request.today);
  if (refusal || !code) return { notice: refusal ?? QUOTE_MESSAGES.codeNotValid };

  const subtotal = roomAndBoard.some((item) => item.amount === null)
    ? null
    : roomAndBoard.reduce((sum, item) => sum + (item.amount ?? 0), 0);
  let reduction: number | null;
  let label: string;
  if (code.kind === "percent") {
    reduction = subtotal === null ? null : percentOf(subtotal, code.value);
    label = t("quoteEngine.discount.percent", { code: code.code, percent: code.value });
  } else {
    const codeCurrency = code.currency ?? currency;
    const value = convertAmount(code.value, codeCurrency, currency, book.exchangeRates);
    if (value === null) return { notice: QUOTE_MESSAGES.codeCurrency(currency) };
    reduction = subtotal === null ? null : Math.min(value, subtotal);
    label = t("quoteEngine.discount.amount", { code: code.code, amount: formatMinorUnits(code.value, codeCurrency) });
  }
  const amount = reduction === null ? null : reduction === 0 ? 0 : -reduction;
  return { line: line("discount", label, 1, amount) };
}

function discountRefusal(code: DiscountCode | null, packageId: number, today: string): string | null {
  if (!code?.active) return QUOTE_MESSAGES.codeNotValid;
  if (code.packageId !== null && code.packageId !== packageId) return QUOTE_MESSAGES.codeOtherPackage;
  if (code.validFrom !== null && today < code.validFrom) return QUOTE_MESSAGES.codeNotYetValid;
  if (code.validUntil !== null && today > code.validUntil) return QUOTE_MESSAGES.codeExpired;
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) return QUOTE_MESSAGES.codeUsedUp;
  return null;
}

function displayTotal(
  book: RateBook,
  currency: QuoteCurrency,
  displayCurrency: QuoteCurrency,
  total: number | null,
): Quote["display"] {
  if (displayCurrency === currency) return { currency, rate: 1, total };
  const exact = exchangeRatio(book.exchangeRates, currency, displayCurrency);
  if (!exact) return { currency: displayCurrency, rate: null, total: null };
  const rate = Number((Number(exact.numerator) / Number(exact.denominator)).toPrecision(DISPLAY_RATE_DIGITS));
  const displayed =
    total === null ? null : scaleRoundHalfUp(total, times(ratioOf(rate), minorUnitFactor(currency, displayCurrency)));
  return { currency: displayCurrency, rate, total: displayed };
}
