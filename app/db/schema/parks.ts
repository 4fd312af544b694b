// National parks, reserves, conservancies and marine parks, and the fees each charges per person per day.
// Itinerary days name the park they spend in (itinerary_days.park_id); a quote adds that park's fee for
// every such day. The fee rows of one park and residency together cover every age, so no traveller falls
// between two bands (a band may be free: amount 0).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { QUOTE_CURRENCIES, RESIDENCIES } from "../../utils/price-terms";
import { createdAt, updatedAt } from "./columns";
import { COUNTRIES_SERVED, destinations } from "./destinations";
import { oneOf } from "./one-of";

export const parks = pgTable(
  "parks",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    country: text("country", { enum: COUNTRIES_SERVED }).notNull(),
    /** The destination page the park's name links to; null: none of ours. */
    destinationId: integer("destination_id").references(() => destinations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("parks_country_served", oneOf(t.country, COUNTRIES_SERVED))],
);

export const parkFees = pgTable(
  "park_fees",
  {
    id: serial("id").primaryKey(),
    parkId: integer("park_id")
      .notNull()
      .references(() => parks.id, { onDelete: "cascade" }),
    residency: text("residency", { enum: RESIDENCIES }).notNull(),
    /** Whole years at the start of the trip, inclusive at both ends. */
    minAge: integer("min_age").notNull(),
    maxAge: integer("max_age").notNull(),
    /**
     * The calendar months (1-12, ascending) the fee is charged in, as the park's authority sets them (Narok County:
     * one fee January-June, another July-December); null: all year. A month's own row wins over an all-year one.
     */
    months: integer("months").array(),
    currency: text("currency", { enum: QUOTE_CURRENCIES }).notNull(),
    /** Minor units of `currency`. */
    perPersonPerDay: integer("per_person_per_day").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("park_fees_residency_known", oneOf(t.residency, RESIDENCIES)),
    check(
      "park_fees_months_known",
      sql`${t.months} is null or (cardinality(${t.months}) between 1 and 12 and ${t.months} <@ array[1,2,3,4,5,6,7,8,9,10,11,12])`,
    ),
    check("park_fees_currency_known", oneOf(t.currency, QUOTE_CURRENCIES)),
    check("park_fees_ages_ordered", sql`${t.minAge} >= 0 and ${t.minAge} <= ${t.maxAge} and ${t.maxAge} <= 120`),
    check("park_fees_amount_not_negative", sql`${t.perPersonPerDay} >= 0`),
    index("park_fees_park_idx").on(t.parkId),
  ],
);
