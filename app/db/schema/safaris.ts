// Safari packages and their day-by-day itineraries: the one catalogue both booking paths use.
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("safari_packages_duration_positive", sql`${t.durationDays} between 1 and 60`),
    check("safari_packages_price_not_negative", sql`${t.price} is null or ${t.price} >= 0`),
    check("safari_packages_currency_known", sql`${t.currency} in ('KES', 'USD')`),
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
    createdAt: createdAt(),
  },
  (t) => [
    unique("itinerary_days_safari_day_unique").on(t.safariId, t.dayNumber),
    check("itinerary_days_day_positive", sql`${t.dayNumber} >= 1`),
  ],
);
