// Column helpers shared by every table, so timestamps behave the same everywhere.
import { text, timestamp } from "drizzle-orm/pg-core";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The language a traveller wrote in (the page's address): their e-mails, trip page and PDFs use it. */
export const travellerLocale = () =>
  text("locale", { enum: ["en", "de", "fr", "it", "es"] })
    .notNull()
    .default("en");
