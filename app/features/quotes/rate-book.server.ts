// Reads rates from the database in the shapes of rate-book.ts: a package's whole rate book for the
// engine, the current rates version, a discount code, and every package's 'from' prices for the lists.
import { and, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { discountCodes, partyRates, rateCards, rateVersions, safariPackages, seasons } from "~/db/schema";
import type { SeasonKind } from "~/utils/price-terms";
import { travelMonthSpan } from "./catalogue-prices";
import { euroEquivalent } from "./euro-conversion";
import { type EuroFigure, type EuroRate, euroFigure } from "./euro-prices";
import { loadEuroRate } from "./euro-prices.server";
import type { DiscountCode, QuoteCurrency, RateBook } from "./rate-book";

/**
 * One package's rate book at the current rates version, or null for an unknown package. One statement, so
 * the version and every rate come from the same snapshot even while staff are saving changes.
 */
export async function loadRateBook(db: DatabaseOrTransaction, packageId: number): Promise<RateBook | null> {
  const result = await db.execute(sql`
    with pkg as (
      select id, slug, title, duration_days, minimum_age, park_fees_included
      from safari_packages where id = ${packageId}
    ),
    days as (
      select day_number, park_id from itinerary_days
      where safari_id = ${packageId} and day_number <= (select duration_days from pkg)
    )
    select
      (select coalesce(max(id), 0) from rate_versions) as version,
      (select json_build_object(
        'id', id, 'slug', slug, 'title', title, 'durationDays', duration_days,
        'minimumAge', minimum_age, 'parkFeesIncluded', park_fees_included
      ) from pkg) as package,
      (select coalesce(json_agg(json_build_array(day_number, park_id)), '[]') from days) as days,
      (select coalesce(json_agg(json_build_object(
        'id', p.id,
        'name', p.name,
        'country', p.country,
        'localNames', (${localNames("park", sql`p.id`)}),
        'fees', (select coalesce(json_agg(json_build_object(
            'residency', f.residency, 'minAge', f.min_age, 'maxAge', f.max_age, 'months', f.months,
            'currency', f.currency, 'perPersonPerDay', f.per_person_per_day
          ) order by f.residency, f.min_age, f.months nulls first, f.id), '[]')
          from park_fees f where f.park_id = p.id)
      ) order by p.id), '[]')
      from parks p where p.id in (select park_id from days)) as parks,
      (select coalesce(json_agg(json_build_object(
        'name', s.name, 'kind', s.kind, 'startsOn', s.starts_on, 'endsOn', s.ends_on,
        'localNames', (${localNames("season", sql`s.id`)})
      ) order by s.starts_on), '[]') from seasons s) as seasons,
      (select coalesce(json_agg(json_build_object(
        'residency', c.residency,
        'currency', c.currency,
        'rates', (select coalesce(json_agg(json_build_object(
            'season', r.season, 'minTravellers', r.min_travellers, 'maxTravellers', r.max_travellers,
            'perPersonPerNight', r.per_person_per_night
          ) order by r.season, r.min_travellers), '[]')
          from party_rates r where r.card_id = c.id),
        'childBands', (select coalesce(json_agg(json_build_object(
            'minAge', b.min_age, 'maxAge', b.max_age, 'kind', b.kind, 'value', b.value
          ) order by b.min_age), '[]')
          from child_bands b where b.card_id = c.id),
        'singleSupplement', (select coalesce(json_object_agg(s.season, s.per_night), '{}')
          from single_supplements s where s.card_id = c.id)
      ) order by c.residency), '[]')
      from rate_cards c where c.package_id = ${packageId}) as cards,
      (select coalesce(json_object_agg(currency, units_per_usd), '{}') from exchange_rates) as exchange_rates
  `);
  const [row] = (result as unknown as { rows: RateBookRow[] }).rows;
  if (!row?.package) return null;

  const parkByDay: (number | null)[] = Array.from({ length: row.package.durationDays }, () => null);
  for (const [dayNumber, parkId] of row.days) parkByDay[dayNumber - 1] = parkId;
  const exchangeRates: RateBook["exchangeRates"] = { USD: 1 };
  for (const [currency, units] of Object.entries(row.exchange_rates)) {
    exchangeRates[currency as QuoteCurrency] = Number(units);
  }
  return {
    version: Number(row.version),
    package: row.package,
    parkByDay,
    parks: row.parks,
    seasons: row.seasons,
    cards: row.cards,
    exchangeRates,
  };
}

/** A season's or park's name in each language it is translated into, as a JSON object ({"de": "Hochsaison 2027"}). */
function localNames(entity: "season" | "park", id: SQL) {
  return sql`select coalesce(json_object_agg(t.locale, t.value #>> '{}'), '{}') from content_translations t
    where t.entity = ${entity} and t.entity_id = ${id} and t.field = 'name'`;
}

interface RateBookRow {
  version: number | string;
  package: RateBook["package"] | null;
  days: [dayNumber: number, parkId: number | null][];
  parks: RateBook["parks"];
  seasons: RateBook["seasons"];
  cards: RateBook["cards"];
  exchange_rates: Record<string, number | string>;
}

/** The current rates version: the newest rate_versions row (0 before any rate exists). */
export async function currentRatesVersion(db: DatabaseOrTransaction): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${rateVersions.id}), 0)`.mapWith(Number) })
    .from(rateVersions);
  return row?.version ?? 0;
}

/** The code as stored, matched ignoring case and surrounding spaces; null when there is none. */
export async function findDiscountCode(db: DatabaseOrTransaction, code: string): Promise<DiscountCode | null> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(sql`lower(${discountCodes.code})`, code.trim().toLowerCase()))
    .limit(1);
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind,
    value: (row.kind === "percent" ? row.percentOff : row.amountOff) ?? 0,
    currency: row.currency,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    packageId: row.packageId,
    active: row.active,
  };
}

export interface FromPrice {
  /** Minor units of `currency`: per person, two sharing, for the whole trip. */
  amount: number;
  currency: QuoteCurrency;
  /**
   * The same in euros to the nearest ten, worded, on a page whose language shows euro equivalents (the
   * non-residents' price only: residents pay in their own currency); absent without a euro rate.
   */
  euros?: EuroFigure;
}

export interface FromPrices {
  nonResident: FromPrice | null;
  resident: FromPrice | null;
}

/**
 * Each priced package's 'from' prices, by package id: the lowest per-person rate for two sharing, in any
 * season, times the trip's nights (a one-day trip counts as one), for non-residents and for residents.
 * A package with no rate for two has no entry (or null for that residency). On a page in German, French, Italian or
 * Spanish the non-residents' price carries its euro equivalent (`euros`).
 */
export async function listFromPrices(
  db: DatabaseOrTransaction,
  /** Only rates of these season kinds (the seasons of a travel month): the 'from' prices of that month. */
  { seasonKinds }: { seasonKinds?: readonly SeasonKind[] } = {},
): Promise<Map<number, FromPrices>> {
  if (seasonKinds?.length === 0) return new Map();
  const [rows, euroRate] = await Promise.all([fromPriceRows(db, seasonKinds), loadEuroRate(db)]);
  const prices = new Map<number, FromPrices>();
  for (const row of rows) {
    const entry = prices.get(row.packageId) ?? { nonResident: null, resident: null };
    const price: FromPrice = { amount: row.perNight * Math.max(row.durationDays - 1, 1), currency: row.currency };
    if (row.residency === "non_resident") entry.nonResident = withEuros(price, euroRate);
    else entry.resident = price;
    prices.set(row.packageId, entry);
  }
  return prices;
}

function fromPriceRows(db: DatabaseOrTransaction, seasonKinds: readonly SeasonKind[] | undefined) {
  return db
    .select({
      packageId: rateCards.packageId,
      residency: rateCards.residency,
      currency: rateCards.currency,
      durationDays: safariPackages.durationDays,
      perNight: sql<number>`min(${partyRates.perPersonPerNight})`.mapWith(Number),
    })
    .from(rateCards)
    .innerJoin(safariPackages, eq(safariPackages.id, rateCards.packageId))
    .innerJoin(partyRates, eq(partyRates.cardId, rateCards.id))
    .where(
      and(
        inArray(rateCards.residency, ["non_resident", "resident"]),
        lte(partyRates.minTravellers, 2),
        gte(partyRates.maxTravellers, 2),
        seasonKinds ? inArray(partyRates.season, [...seasonKinds]) : undefined,
      ),
    )
    .groupBy(rateCards.packageId, rateCards.residency, rateCards.currency, safariPackages.durationDays);
}

/** A 'from' price with its euro equivalent (to the nearest ten) when there is a euro rate to give one. */
export function withEuros(price: FromPrice, euroRate: EuroRate | null): FromPrice {
  const euros = euroRate ? euroEquivalent(price.amount, price.currency, euroRate.unitsPerUsd, 10) : null;
  return euros === null ? price : { ...price, euros: euroFigure(euros) };
}

/**
 * The season kinds of the days a trip could still start in `month` (1-12): the month's next occurrence from
 * `today` (what is left of it when it is this month; next year's once it has passed). Empty when the season
 * calendar does not reach that month: no date in it is priced, so nothing is bookable then.
 */
export async function seasonKindsOfTravelMonth(
  db: DatabaseOrTransaction,
  month: number,
  today: string,
): Promise<SeasonKind[]> {
  const { from, to } = travelMonthSpan(month, today);
  const rows = await db
    .selectDistinct({ kind: seasons.kind })
    .from(seasons)
    .where(and(lte(seasons.startsOn, to), gte(seasons.endsOn, from)));
  return rows.map((row) => row.kind);
}
