// Galleries: the pictures staff upload for a safari package, a destination or a lodge, in the order they
// chose, each with its alt text (required) and the focal point crops keep in frame.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { destinations } from "./destinations";
import { hotelsLodges } from "./hotels";
import { safariPackages } from "./safaris";

export const galleryImages = pgTable(
  "gallery_images",
  {
    id: serial("id").primaryKey(),
    /** Exactly one of the three owners is set; deleting the owner deletes its pictures. */
    safariId: integer("safari_id").references(() => safariPackages.id, { onDelete: "cascade" }),
    destinationId: integer("destination_id").references(() => destinations.id, { onDelete: "cascade" }),
    hotelId: integer("hotel_id").references(() => hotelsLodges.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    alt: text("alt").notNull(),
    /** Where the subject sits, in percent of the width and height: crops keep this point in frame. */
    focalX: integer("focal_x").notNull().default(50),
    focalY: integer("focal_y").notNull().default(50),
    /** 0 first; the first picture is the gallery's cover. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("gallery_images_one_owner", sql`num_nonnulls(${t.safariId}, ${t.destinationId}, ${t.hotelId}) = 1`),
    check("gallery_images_alt_present", sql`char_length(btrim(${t.alt})) between 1 and 300`),
    check("gallery_images_focal_range", sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`),
    check("gallery_images_position_not_negative", sql`${t.position} >= 0`),
    index("gallery_images_safari_idx").on(t.safariId, t.position),
    index("gallery_images_destination_idx").on(t.destinationId, t.position),
    index("gallery_images_hotel_idx").on(t.hotelId, t.position),
  ],
);
