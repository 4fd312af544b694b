// What packages cost: the season calendar, each package's rate cards (one per residency, in its own
// currency) with per-person rates by season and party size, children's bands and single supplements,
// the exchange rates staff set, and the version every quote records. The engine reads them through
// app/features/quotes/rate-book.server.ts; amounts are integers in the currency's minor unit.
//
// Also in the migration, beyond what Drizzle describes here (drizzle/0002_*.sql):
// - seasons_no_overlap: an exclusion constraint (GiST over the inclusive date range, core PostgreSQL, no
//   extension), so two seasons can never share a day whatever writes them.
// - note_rates_change(): triggers on every table a quote is made from (these, parks, park_fees,
//   discount_codes, the quoted columns of safari_packages and itinerary_days) that add one rate_versions
//   row per transaction that changes them. Quotes are cached and locked by version, so no path (staff
//   screens, scripts, psql) can change a price without a new version.
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, numeric, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { QUOTE_CURRENCIES, RESIDENCIES, SEASON_KINDS } from "../../utils/price-terms";
import { staffUsers } from "./auth";
import { createdAt, updatedAt } from "./columns";
import { oneOf } from "./one-of";
import { safariPackages } from "./safaris";

export const CHILD_BAND_KINDS = ["free", "percent", "fixed"] as const;

/** Named stretches of the calendar, inclusive at both ends, shared by every package. */
export const seasons = pgTable(
  "seasons",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind", { enum: SEASON_KINDS }).notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("seasons_kind_known", oneOf(t.kind, SEASON_KINDS)),
    check("seasons_dates_ordered", sql`${t.endsOn} >= ${t.startsOn}`),
    check("seasons_name_present", sql`char_length(${t.name}) between 1 and 100`),
    index("seasons_starts_on_idx").on(t.startsOn),
  ],
);

/** Everything one residency pays for one package, in one currency. */
export const rateCards = pgTable(
  "rate_cards",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => safariPackages.id, { onDelete: "cascade" }),
    residency: text("residency", { enum: RESIDENCIES }).notNull(),
    currency: text("currency", { enum: QUOTE_CURRENCIES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("rate_cards_package_residency_unique").on(t.packageId, t.residency),
    check("rate_cards_residency_known", oneOf(t.residency, RESIDENCIES)),
    check("rate_cards_currency_known", oneOf(t.currency, QUOTE_CURRENCIES)),
  ],
);

/** Per person per night for a party of min..max travellers in one season kind. */
export const partyRates = pgTable(
  "party_rates",
  {
    id: serial("id").primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => rateCards.id, { onDelete: "cascade" }),
    season: text("season", { enum: SEASON_KINDS }).notNull(),
    minTravellers: integer("min_travellers").notNull(),
    maxTravellers: integer("max_travellers").notNull(),
    /** Minor units of the card's currency. */
    perPersonPerNight: integer("per_person_per_night").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("party_rates_card_season_min_unique").on(t.cardId, t.season, t.minTravellers),
    check("party_rates_season_known", oneOf(t.season, SEASON_KINDS)),
    check(
      "party_rates_travellers_ordered",
      sql`1 <= ${t.minTravellers} and ${t.minTravellers} <= ${t.maxTravellers} and ${t.maxTravellers} <= 99`,
    ),
    check("party_rates_amount_not_negative", sql`${t.perPersonPerNight} >= 0`),
  ],
);

/** How a child of min..max years is charged: free, a percentage of the adult rate, or a fixed amount. */
export const childBands = pgTable(
  "child_bands",
  {
    id: serial("id").primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => rateCards.id, { onDelete: "cascade" }),
    minAge: integer("min_age").notNull(),
    maxAge: integer("max_age").notNull(),
    kind: text("kind", { enum: CHILD_BAND_KINDS }).notNull(),
    /** 0 for free, a percent (0-100) for percent, minor units of the card's currency for fixed. */
    value: integer("value").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("child_bands_card_min_age_unique").on(t.cardId, t.minAge),
    check("child_bands_kind_known", oneOf(t.kind, CHILD_BAND_KINDS)),
    check("child_bands_ages_ordered", sql`${t.minAge} >= 0 and ${t.minAge} <= ${t.maxAge} and ${t.maxAge} <= 17`),
    check(
      "child_bands_value_fits_kind",
      sql`(${t.kind} = 'free' and ${t.value} = 0) or (${t.kind} = 'percent' and ${t.value} between 0 and 100) or (${t.kind} = 'fixed' and ${t.value} >= 0)`,
    ),
  ],
);

/** Per single room per night, by season kind. */
export const singleSupplements = pgTable(
  "single_supplements",
  {
    id: serial("id").primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => rateCards.id, { onDelete: "cascade" }),
    season: text("season", { enum: SEASON_KINDS }).notNull(),
    /** Minor units of the card's currency. */
    perNight: integer("per_night").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("single_supplements_card_season_unique").on(t.cardId, t.season),
    check("single_supplements_season_known", oneOf(t.season, SEASON_KINDS)),
    check("single_supplements_amount_not_negative", sql`${t.perNight} >= 0`),
  ],
);

/** Units of a currency per 1 USD, as staff set them; USD itself is always 1 and has no row. */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: text("currency", { enum: QUOTE_CURRENCIES }).primaryKey(),
    /** Exact decimal as typed (e.g. 129.250000), read as a number. */
    unitsPerUsd: numeric("units_per_usd", { precision: 18, scale: 6, mode: "number" }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("exchange_rates_currency_known", oneOf(t.currency, QUOTE_CURRENCIES)),
    check("exchange_rates_not_usd", sql`${t.currency} <> 'USD'`),
    check("exchange_rates_positive", sql`${t.unitsPerUsd} > 0`),
  ],
);

/**
 * One row per transaction that changed anything a quote is made from (added by the note_rates_change
 * triggers, annotated by recordRatesChange). The current rates version is the highest id.
 */
export const rateVersions = pgTable("rate_versions", {
  id: serial("id").primaryKey(),
  note: text("note").notNull().default(""),
  staffUserId: text("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
  /** The writing transaction: makes every change inside one transaction a single version. */
  transactionId: bigint("transaction_id", { mode: "number" }).notNull().unique().default(sql`txid_current()`),
  createdAt: createdAt(),
});
