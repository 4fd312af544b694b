// The business day in SQL agrees with the one in TypeScript, on the real test database, one minute either
// side of Nairobi's midnight (23:59 is 20:59Z, 00:01 is 21:01Z).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import { businessDayOf, startOfBusinessDay } from "./business-calendar";
import { businessDaySql, startOfBusinessDaySql } from "./business-calendar.server";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

const INSTANTS = [
  "2026-11-30T20:59:00Z",
  "2026-11-30T21:01:00Z",
  "2026-12-31T20:59:00Z",
  "2026-12-31T21:01:00Z",
  "2028-02-28T21:01:00Z",
];

describe("the business day in SQL", () => {
  it.each(INSTANTS)("of %s is the day businessDayOf gives", async (instant) => {
    const at = sql`${instant}::timestamptz`;
    const result = await database.db.execute<{ day: string }>(sql`select ${businessDaySql(at)}::text as day`);
    const day = (result as unknown as { rows: { day: string }[] }).rows[0]?.day;
    expect(day).toBe(businessDayOf(new Date(instant)));
  });

  it("turns at Nairobi's midnight", async () => {
    const result = await database.db.execute<{ before: string; after: string }>(
      sql`select ${businessDaySql(sql`'2026-11-30T20:59:00Z'::timestamptz`)}::text as before,
                 ${businessDaySql(sql`'2026-11-30T21:01:00Z'::timestamptz`)}::text as after`,
    );
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ before: "2026-11-30", after: "2026-12-01" });
  });

  it("starts a business day at the instant startOfBusinessDay gives", async () => {
    const result = await database.db.execute<{ start: string }>(
      sql`select to_char(${startOfBusinessDaySql("2026-12-01")} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start`,
    );
    const start = (result as unknown as { rows: { start: string }[] }).rows[0]?.start;
    expect(start).toBe("2026-11-30T21:00:00Z");
    expect(startOfBusinessDay("2026-12-01").toISOString()).toBe("2026-11-30T21:00:00.000Z");
  });
});
