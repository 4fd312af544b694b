// Hotels and lodges, reached at /hotels-and-lodges/{slug}.
import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { destinations } from "./destinations";

export const hotelsLodges = pgTable("hotels_lodges", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  location: text("location").notNull().default(""),
  description: text("description").notNull().default(""),
  imageUrl: text("image_url"),
  destinationId: integer("destination_id").references(() => destinations.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
