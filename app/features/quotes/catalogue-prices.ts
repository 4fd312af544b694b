// What the catalogue shows of a package's rates, worded on the server: the 'from' prices, the price table by
// season and residency (two sharing, per person, the whole trip) with its lines on children and single rooms,
// and the season calendar of the coming months. Pure: built from a rate book and Nairobi's today.

import { cataloguePricesMessages } from "~/i18n/messages/en/catalogue-prices";
import { translate } from "~/i18n/translate";
import { addDays } from "~/utils/business-calendar";
import { formatPrice } from "~/utils/format";
import { dateTimeFormat } from "~/utils/intl-formats";
import {
  type ChildBand,
  MINOR_UNIT_DIGITS,
  nameIn,
  type QuoteCurrency,
  type RateBook,
  type RateCard,
  RESIDENCIES,
  type Residency,
  SEASON_KINDS,
  type SeasonKind,
} from "./rate-book";

const t = (id: keyof typeof cataloguePricesMessages & string, values?: Record<string, string | number>) =>
  translate(cataloguePricesMessages, id, values);

/** How far ahead the season calendar looks. */
export const SEASON_CALENDAR_MONTHS = 18;
/** The 'from' prices and the table are for two travellers sharing a room. */
const TWO_SHARING = 2;

export interface CataloguePrice {
  /** Minor units of `currency`. */
  amount: number;
  currency: QuoteCurrency;
}

export interface PriceTable {
  title: string;
  intro: string;
  caption: string;
  /** Shown on a phone only, where the table scrolls sideways within its frame. */
  scrollHint: string;
  seasonHeader: string;
  /** One column per residency with a rate card: "Non-residents (USD)". */
  columns: { residency: Residency; label: string }[];
  rows: { season: SeasonKind; label: string; cells: string[] }[];
  /** Children, minimum age, single rooms, park fees. */
  notes: string[];
}

export interface SeasonCalendar {
  title: string;
  intro: string;
  caption: string;
  headers: { dates: string; name: string; kind: string };
  rows: { name: string; kind: SeasonKind; kindLabel: string; dates: string; startsOn: string; endsOn: string }[];
}

/** Minor units to whole units, rounded half up (the quote engine's rule): 138049 -> 1380, 138050 -> 1381. */
export function wholeUnits(amount: number, currency: QuoteCurrency): number {
  const factor = 10 ** MINOR_UNIT_DIGITS[currency];
  return Math.floor((amount + factor / 2) / factor);
}

/** "USD 1,380" (no-break space inside, as formatPrice writes it). */
export function priceInWholeUnits({ amount, currency }: CataloguePrice): string {
  return formatPrice(wholeUnits(amount, currency), currency) ?? "";
}

/** Nights the rates are multiplied by: N - 1 for an N-day trip, one unit for a one-day trip. */
export function pricedUnits(durationDays: number): number {
  return Math.max(durationDays - 1, 1);
}

/** The card's lowest per-person rate for two sharing in `season` (any season when omitted), for the whole trip. */
export function twoSharingPrice(card: RateCard, durationDays: number, season?: SeasonKind): CataloguePrice | null {
  const rates = card.rates.filter(
    (rate) =>
      (season === undefined || rate.season === season) &&
      rate.minTravellers <= TWO_SHARING &&
      TWO_SHARING <= rate.maxTravellers,
  );
  if (rates.length === 0) return null;
  const perNight = Math.min(...rates.map((rate) => rate.perPersonPerNight));
  return { amount: perNight * pricedUnits(durationDays), currency: card.currency };
}

/** The same 'from' prices listFromPrices reads for the lists, from one book: non-residents and residents. */
export function fromPricesOf(book: RateBook): { nonResident: CataloguePrice | null; resident: CataloguePrice | null } {
  const price = (residency: Residency) => {
    const card = book.cards.find((each) => each.residency === residency);
    return card ? twoSharingPrice(card, book.package.durationDays) : null;
  };
  return { nonResident: price("non_resident"), resident: price("resident") };
}

function agesText(min: number, max: number): string {
  return min === max ? t("prices.ages.one", { age: min }) : t("prices.ages.range", { min, max });
}

function bandText(band: ChildBand, currency: QuoteCurrency): string {
  const ages = agesText(band.minAge, band.maxAge);
  if (band.kind === "free") return t("prices.band.free", { ages });
  if (band.kind === "percent") return t("prices.band.percent", { ages, percent: band.value });
  return t("prices.band.fixed", { ages, price: priceInWholeUnits({ amount: band.value, currency }) });
}

/** "0–2 free, 3–11 50% of the adult rate, 12–15 75% of the adult rate, from 16, the adult rate". */
function childBandsText(card: RateCard): string | null {
  if (card.childBands.length === 0) return null;
  const bands = [...card.childBands].sort((a, b) => a.minAge - b.minAge);
  const parts = bands.map((band) => bandText(band, card.currency));
  const oldest = Math.max(...bands.map((band) => band.maxAge));
  if (oldest < 17) parts.push(t("prices.band.adult", { age: oldest + 1 }));
  return parts.join(", ");
}

function childrenNotes(cards: RateCard[]): string[] {
  // Cards whose children pay alike share one line; when every card agrees, the line names no one.
  const groups = new Map<string, Residency[]>();
  for (const card of cards) {
    const text = childBandsText(card);
    if (text === null) continue;
    groups.set(text, [...(groups.get(text) ?? []), card.residency]);
  }
  if (groups.size === 1 && [...groups.values()][0]!.length === cards.length) {
    return [t("prices.children", { bands: [...groups.keys()][0]! })];
  }
  return [...groups].map(([bands, residencies]) =>
    t("prices.childrenFor", {
      bands,
      residents: residencies.map((residency) => t(`prices.who.${residency}`)).join(", "),
    }),
  );
}

function singlesNote(cards: RateCard[]): string | null {
  const amounts = cards.flatMap((card) => {
    const perNight = Object.values(card.singleSupplement).filter((value): value is number => value !== undefined);
    if (perNight.length === 0) return [];
    const low = priceInWholeUnits({ amount: Math.min(...perNight), currency: card.currency });
    const high = priceInWholeUnits({ amount: Math.max(...perNight), currency: card.currency });
    const amount = low === high ? low : t("prices.amountRange", { low, high });
    return [t("prices.singlesFor", { amount, residents: t(`prices.who.${card.residency}`) })];
  });
  // "; " between the residencies' amounts, as each language writes it (French: a no-break space before ";").
  return amounts.length > 0 ? t("prices.singles", { amounts: amounts.join(t("prices.separator")) }) : null;
}

/**
 * The price table: a row per season kind, a column per residency with a card, each cell the lowest
 * per-person rate for two sharing in that season for the whole trip. Null when the package has no rate card.
 */
export function priceTable(book: RateBook): PriceTable | null {
  const cards = RESIDENCIES.map((residency) => book.cards.find((card) => card.residency === residency)).filter(
    (card): card is RateCard => card !== undefined,
  );
  if (cards.length === 0) return null;
  const days = book.package.durationDays;
  const notes = childrenNotes(cards);
  if (book.package.minimumAge !== null && book.package.minimumAge > 0) {
    notes.push(t("prices.minimumAge", { age: book.package.minimumAge }));
  }
  const singles = singlesNote(cards);
  if (singles) notes.push(singles);
  if (book.parks.length > 0) {
    notes.push(t(book.package.parkFeesIncluded ? "prices.parkFees.included" : "prices.parkFees.payable"));
  }
  return {
    title: t("prices.title"),
    intro: days > 1 ? t("prices.intro", { nights: days - 1 }) : t("prices.introDay"),
    caption: t("prices.caption"),
    scrollHint: t("prices.scrollHint"),
    seasonHeader: t("prices.season"),
    columns: cards.map((card) => ({
      residency: card.residency,
      label: t("prices.column", { residents: t(`prices.residency.${card.residency}`), currency: card.currency }),
    })),
    rows: SEASON_KINDS.map((season) => ({
      season,
      label: t(`prices.kind.${season}`),
      cells: cards.map((card) => {
        const price = twoSharingPrice(card, days, season);
        return price ? priceInWholeUnits(price) : t("prices.onRequest");
      }),
    })),
    notes,
  };
}

/** Days as the page's language writes them ("Jul 1, 2027", "1. Juli 2027"); one format per language. */
const dayFormat = () => dateTimeFormat({ day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const asDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Jul 1 – Oct 31, 2027": the range as one reader-friendly phrase. */
function datesText(startsOn: string, endsOn: string): string {
  return startsOn === endsOn
    ? dayFormat().format(asDate(startsOn))
    : dayFormat().formatRange(asDate(startsOn), asDate(endsOn));
}

/** The months after `today` the calendar covers, up to the day before the same date 18 months on. */
export function calendarHorizon(today: string, months = SEASON_CALENDAR_MONTHS): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const later = new Date(Date.UTC(year, month - 1 + months, day));
  return addDays(later.toISOString().slice(0, 10), -1);
}

/** The seasons from the one holding `today` to 18 months on, in date order; null when none is set. */
export function seasonCalendar(book: Pick<RateBook, "seasons">, today: string): SeasonCalendar | null {
  const horizon = calendarHorizon(today);
  const seasons = book.seasons
    .filter((season) => season.endsOn >= today && season.startsOn <= horizon)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  if (seasons.length === 0) return null;
  return {
    title: t("seasons.title"),
    intro: t("seasons.intro"),
    caption: t("seasons.caption", {
      from: dayFormat().format(asDate(today)),
      to: dayFormat().format(asDate(horizon)),
    }),
    headers: { dates: t("seasons.dates"), name: t("seasons.name"), kind: t("seasons.kind") },
    rows: seasons.map((season) => ({
      name: nameIn(season),
      kind: season.kind,
      kindLabel: t(`prices.kind.${season.kind}`),
      dates: datesText(season.startsOn, season.endsOn),
      startsOn: season.startsOn,
      endsOn: season.endsOn,
    })),
  };
}

/**
 * The days a traveller filtering by `month` (1-12) could still start on: the month's next occurrence from
 * `today`, from today when it is the current month. Calendar dates, both ends included.
 */
export function travelMonthSpan(month: number, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const current = Number(today.slice(5, 7));
  const inYear = month >= current ? year : year + 1;
  const first = `${inYear}-${String(month).padStart(2, "0")}-01`;
  const lastDay = new Date(Date.UTC(inYear, month, 0)).getUTCDate();
  return { from: month === current ? today : first, to: `${first.slice(0, 8)}${String(lastDay).padStart(2, "0")}` };
}
