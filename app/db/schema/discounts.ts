// Discount codes staff can issue for promotions.
import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    description: text("description").notNull().default(""),
    percentOff: integer("percent_off").notNull(),
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("discount_codes_percent_range", sql`${t.percentOff} between 1 and 100`),
    check(
      "discount_codes_window_ordered",
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
  ],
);
