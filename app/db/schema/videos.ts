// Videos for the gallery: a YouTube video (imported or added by staff) or an uploaded file.
import { sql } from "drizzle-orm";
import { check, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const videos = pgTable(
  "videos",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    youtubeId: text("youtube_id").unique(),
    fileUrl: text("file_url"),
    thumbnailUrl: text("thumbnail_url"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("videos_has_source", sql`${t.youtubeId} is not null or ${t.fileUrl} is not null`)],
);
