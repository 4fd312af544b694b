// Hotels and lodges, reached at /hotels-and-lodges/{slug}.
import { sql } from "drizzle-orm";
import { doublePrecision, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { destinations } from "./destinations";

export const hotelsLodges = pgTable("hotels_lodges", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  location: text("location").notNull().default(""),
  description: text("description").notNull().default(""),
  imageUrl: text("image_url"),
  /** "12 tents with en-suite bathrooms", one line per kind of room or tent. */
  rooms: text("rooms").array().notNull().default(sql`'{}'::text[]`),
  amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
  /** WGS84 degrees, for the lodge page's map; null: no map. */
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  destinationId: integer("destination_id").references(() => destinations.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
