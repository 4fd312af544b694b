// The business calendar in SQL: the same business day as business-calendar.ts, spelled by the database's own
// time zone data (PGlite and PostgreSQL both carry it). Kept apart so drizzle never ships to the browser.
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { BUSINESS_TIME_ZONE, type CalendarDate } from "./business-calendar";

// A literal, not a bound parameter: the same expression in SELECT and GROUP BY must read the same text.
const ZONE = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** The business day (a `date`) of a timestamptz column or expression: businessDayOf in SQL. */
export function businessDaySql(column: AnyPgColumn | SQL): SQL {
  return sql`(${column} at time zone ${ZONE})::date`;
}

/** The instant (timestamptz) the business day `day` begins: startOfBusinessDay in SQL. */
export function startOfBusinessDaySql(day: CalendarDate | SQL): SQL {
  return sql`(${day}::date::timestamp at time zone ${ZONE})`;
}
