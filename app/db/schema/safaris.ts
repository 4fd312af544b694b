// Safari packages and their day-by-day itineraries: the one catalogue both booking paths use.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { hotelsLodges } from "./hotels";
import { parks } from "./parks";

export const CURRENCIES = ["KES", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const safariPackages = pgTable(
  "safari_packages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    durationDays: integer("duration_days").notNull(),
    /** Whole units of `currency`; null means "Contact for pricing". */
    price: integer("price"),
    currency: text("currency", { enum: CURRENCIES }).notNull().default("KES"),
    pricePerPerson: boolean("price_per_person").notNull().default(true),
    location: text("location").notNull().default(""),
    imageUrl: text("image_url"),
    featuredVideoUrl: text("featured_video_url"),
    highlights: text("highlights").array().notNull().default(sql`'{}'::text[]`),
    included: text("included").array().notNull().default(sql`'{}'::text[]`),
    excluded: text("excluded").array().notNull().default(sql`'{}'::text[]`),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** Youngest age the package takes (whole years at the start); null: any age. */
    minimumAge: integer("minimum_age"),
    /** The rate cards already cover park fees: quotes list them as included rather than payable. */
    parkFeesIncluded: boolean("park_fees_included").notNull().default(false),
    /**
     * Set when staff archive the package (a package with bookings is archived, never deleted): it leaves the
     * public lists, sitemap and search, its page answers 410 and it cannot be booked; its bookings keep their
     * frozen itinerary. Null: on sale.
     */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("safari_packages_duration_positive", sql`${t.durationDays} between 1 and 60`),
    check("safari_packages_price_not_negative", sql`${t.price} is null or ${t.price} >= 0`),
    check("safari_packages_currency_known", sql`${t.currency} in ('KES', 'USD')`),
    check("safari_packages_minimum_age_range", sql`${t.minimumAge} is null or ${t.minimumAge} between 0 and 99`),
  ],
);

export const itineraryDays = pgTable(
  "itinerary_days",
  {
    id: serial("id").primaryKey(),
    safariId: integer("safari_id")
      .notNull()
      .references(() => safariPackages.id, { onDelete: "cascade" }),
    dayNumber: integer("day_number").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    accommodation: text("accommodation").notNull().default("Not specified"),
    meals: text("meals").notNull().default("Not specified"),
    /** The park whose fees this day pays; null for days spent outside any (transfers, towns, beaches). */
    parkId: integer("park_id").references(() => parks.id, { onDelete: "set null" }),
    /** The lodge the night is spent at, when it is one of ours; `accommodation` stays the words shown. */
    hotelId: integer("hotel_id").references(() => hotelsLodges.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("itinerary_days_safari_day_unique").on(t.safariId, t.dayNumber),
    check("itinerary_days_day_positive", sql`${t.dayNumber} >= 1`),
    index("itinerary_days_park_idx").on(t.parkId),
    index("itinerary_days_hotel_idx").on(t.hotelId),
  ],
);
