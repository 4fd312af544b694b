// Guest reviews. Every submitted review waits for a member of staff to publish it.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./auth";
import { createdAt, travellerLocale } from "./columns";
import { destinations } from "./destinations";
import { hotelsLodges } from "./hotels";
import { safariPackages } from "./safaris";

export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export const REVIEW_SUBJECTS = ["company", "safari", "hotel", "destination"] as const;

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    userName: text("user_name").notNull(),
    email: text("email").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    subjectType: text("subject_type", { enum: REVIEW_SUBJECTS }).notNull().default("company"),
    safariId: integer("safari_id").references(() => safariPackages.id, { onDelete: "set null" }),
    hotelId: integer("hotel_id").references(() => hotelsLodges.id, { onDelete: "set null" }),
    destinationId: integer("destination_id").references(() => destinations.id, { onDelete: "set null" }),
    locale: travellerLocale(),
    createdAt: createdAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_status_known", sql`${t.status} in ('pending', 'published', 'hidden')`),
    check("reviews_subject_known", sql`${t.subjectType} in ('company', 'safari', 'hotel', 'destination')`),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** Staff notes on a review (why it was hidden, a reply sent by e-mail): a thread, never overwritten. */
export const reviewNotes = pgTable(
  "review_notes",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Kept if the account is later removed. */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("review_notes_body_length", sql`char_length(${t.body}) between 1 and 10000`),
    index("review_notes_review_idx").on(t.reviewId, t.id),
  ],
);
