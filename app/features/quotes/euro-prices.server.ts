// The exchange rates the euro equivalents are worked out at: the same staff-set rates the quote engine uses
// (exchange_rates), read for a page in German, French, Italian or Spanish only.
import type { DatabaseOrTransaction } from "~/db/client.server";
import { exchangeRates } from "~/db/schema";
import { currentLocaleScope } from "~/i18n/server-messages.server";
import { businessDayOf } from "~/utils/business-calendar";
import { type EuroRate, showsEuros } from "./euro-prices";
import type { QuoteCurrency } from "./rate-book";

/**
 * The rates for euro equivalents on the current page, or null when its language shows none (English) or staff
 * have set no euro rate (then no euro figure is shown anywhere).
 */
export async function loadEuroRate(db: DatabaseOrTransaction): Promise<EuroRate | null> {
  if (!showsEuros()) return null;
  const rows = await db.select().from(exchangeRates);
  const rate = euroRateOf(rows);
  // The page is sent the euro texts, for the quote its script shows once a traveller picks a date.
  if (rate) currentLocaleScope()?.namespaces.add("euro-prices");
  return rate;
}

/** The EuroRate of exchange_rates rows; null without a euro row. */
export function euroRateOf(
  rows: readonly { currency: QuoteCurrency; unitsPerUsd: number; updatedAt: Date }[],
): EuroRate | null {
  const euro = rows.find((row) => row.currency === "EUR");
  if (!euro) return null;
  const day = (at: Date) => businessDayOf(at);
  const unitsPerUsd: EuroRate["unitsPerUsd"] = { USD: 1 };
  const setOn: EuroRate["setOn"] = { USD: day(euro.updatedAt) };
  for (const row of rows) {
    if (row.currency === "EUR") continue;
    unitsPerUsd[row.currency] = Number(row.unitsPerUsd);
    setOn[row.currency] = day(new Date(Math.max(row.updatedAt.getTime(), euro.updatedAt.getTime())));
  }
  unitsPerUsd.EUR = Number(euro.unitsPerUsd);
  return { unitsPerUsd, setOn };
}
