// Content in other languages: one row per field of a record in one language (German, French, Italian,
// Spanish), beside the English that stays in the record itself. A page reads the record and lays its
// translations over it; a field without one shows the English (docs/decisions/015-content-translations.md).
// Rows go with their record: migration 0006's triggers (0010's for seasons and parks) delete them when the
// record is deleted. A season's or park's name is part of a quote, so changing one bumps the rates version (0010).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { updatedAt } from "./columns";

/** The kinds of record whose words are translated, each with its table. */
export const TRANSLATABLE_ENTITIES = [
  "package", // safari_packages
  "itinerary_day", // itinerary_days
  "destination", // destinations
  "attraction", // destination_attractions
  "transport", // destination_transport_options
  "stay", // destination_accommodation_options
  "hotel", // hotels_lodges
  "gallery_image", // gallery_images
  "video", // videos
  "season", // seasons: their names show in the season calendar and in quote lines
  "park", // parks: their names show in itineraries and in quote lines
] as const;
export type TranslatableEntity = (typeof TRANSLATABLE_ENTITIES)[number];

export const CONTENT_LOCALES = ["de", "fr", "it", "es"] as const;

export const contentTranslations = pgTable(
  "content_translations",
  {
    id: serial("id").primaryKey(),
    entity: text("entity", { enum: TRANSLATABLE_ENTITIES }).notNull(),
    entityId: integer("entity_id").notNull(),
    /** The record's field as the code names it (`title`, `description`, `highlights`...). */
    field: text("field").notNull(),
    locale: text("locale", { enum: CONTENT_LOCALES }).notNull(),
    /** A text, or a list of lines for list fields (highlights, included, rooms...). */
    value: jsonb("value").$type<string | string[]>().notNull(),
    /** SHA-256 of the English the translation was made from: a later change to the English shows as "to check". */
    sourceHash: text("source_hash").notNull(),
    updatedBy: text("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("content_translations_field_unique").on(t.entity, t.entityId, t.field, t.locale),
    index("content_translations_locale_idx").on(t.locale, t.entity, t.entityId),
    check("content_translations_locale_known", sql`${t.locale} in ('de', 'fr', 'it', 'es')`),
  ],
);
