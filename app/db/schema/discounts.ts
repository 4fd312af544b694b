// Discount codes staff issue for promotions: a percentage off, or an amount off in one currency; for every
// package or one; within optional dates and an optional number of uses. Codes are matched ignoring case.
import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { QUOTE_CURRENCIES } from "../../utils/price-terms";
import { createdAt, updatedAt } from "./columns";
import { oneOf } from "./one-of";
import { safariPackages } from "./safaris";

export const DISCOUNT_KINDS = ["percent", "amount"] as const;

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    description: text("description").notNull().default(""),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull().default("percent"),
    /** Percent codes only. */
    percentOff: integer("percent_off"),
    /** Amount codes only: minor units of `currency`. */
    amountOff: integer("amount_off"),
    currency: text("currency", { enum: QUOTE_CURRENCIES }),
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    /** null: unlimited. */
    usageLimit: integer("usage_limit"),
    /** Bookings that used the code. */
    timesUsed: integer("times_used").notNull().default(0),
    /** null: every package. A package's own code goes with it. */
    packageId: integer("package_id").references(() => safariPackages.id, { onDelete: "cascade" }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("discount_codes_percent_range", sql`${t.percentOff} between 1 and 100`),
    check("discount_codes_kind_known", oneOf(t.kind, DISCOUNT_KINDS)),
    check(
      "discount_codes_value_fits_kind",
      sql`(${t.kind} = 'percent' and ${t.percentOff} is not null and ${t.amountOff} is null and ${t.currency} is null) or (${t.kind} = 'amount' and ${t.percentOff} is null and ${t.amountOff} is not null and ${t.currency} is not null)`,
    ),
    check("discount_codes_amount_positive", sql`${t.amountOff} is null or ${t.amountOff} > 0`),
    check("discount_codes_currency_known", sql`${t.currency} is null or ${oneOf(t.currency, QUOTE_CURRENCIES)}`),
    check("discount_codes_usage_limit_positive", sql`${t.usageLimit} is null or ${t.usageLimit} >= 1`),
    // A use beyond the limit is refused here too, so two bookings racing for the last use cannot both win.
    check(
      "discount_codes_uses_within_limit",
      sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`,
    ),
    check(
      "discount_codes_window_ordered",
      sql`${t.validFrom} is null or ${t.validUntil} is null or ${t.validUntil} >= ${t.validFrom}`,
    ),
    // "SAFARI10" and "safari10" are the same code to a traveller.
    uniqueIndex("discount_codes_code_lower_unique").on(sql`lower(${t.code})`),
  ],
);
