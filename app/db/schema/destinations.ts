// Destinations (reached at /{slug}) and the lists a destination page shows.
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const COUNTRIES_SERVED = ["Kenya", "Tanzania"] as const;
export const TRANSPORT_TYPES = ["road", "flight"] as const;
export const ACCOMMODATION_TIERS = ["budget", "midRange", "luxury"] as const;

export const destinations = pgTable(
  "destinations",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull().unique(),
    /** Shown as the card's badge, e.g. "Narok County, Kenya". */
    region: text("region").notNull(),
    country: text("country", { enum: COUNTRIES_SERVED }).notNull(),
    heroImage: text("hero_image"),
    overview: text("overview").notNull().default(""),
    infoNote: text("info_note"),
    bestTimeReason: text("best_time_reason"),
    isFeatured: boolean("is_featured").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("destinations_country_served", sql`${t.country} in ('Kenya', 'Tanzania')`)],
);

export const destinationAttractions = pgTable("destination_attractions", {
  id: serial("id").primaryKey(),
  destinationId: integer("destination_id")
    .notNull()
    .references(() => destinations.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  image: text("image"),
  description: text("description").notNull().default(""),
  createdAt: createdAt(),
});

export const destinationTransportOptions = pgTable(
  "destination_transport_options",
  {
    id: serial("id").primaryKey(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    type: text("type", { enum: TRANSPORT_TYPES }).notNull(),
    duration: text("duration"),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [check("destination_transport_type_known", sql`${t.type} in ('road', 'flight')`)],
);

export const destinationAccommodationOptions = pgTable(
  "destination_accommodation_options",
  {
    id: serial("id").primaryKey(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    type: text("type", { enum: ACCOMMODATION_TIERS }).notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [check("destination_accommodation_type_known", sql`${t.type} in ('budget', 'midRange', 'luxury')`)],
);

export const destinationBestMonths = pgTable(
  "destination_best_months",
  {
    id: serial("id").primaryKey(),
    destinationId: integer("destination_id")
      .notNull()
      .references(() => destinations.id, { onDelete: "cascade" }),
    monthNumber: integer("month_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("destination_best_months_unique").on(t.destinationId, t.monthNumber),
    check("destination_best_months_month_range", sql`${t.monthNumber} between 1 and 12`),
  ],
);
