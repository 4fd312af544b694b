import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../tests/setup/test-database";
import {
  clearRateLimit,
  consumeRateLimit,
  pruneRateLimits,
  RATE_LIMIT_RETENTION_MS,
  refundRateLimit,
} from "./rate-limit.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const minute = 60_000;
const start = Date.UTC(2027, 6, 1, 9, 0, 0);

describe("consumeRateLimit", () => {
  it("allows `limit` requests in a window, then refuses until the window ends", async () => {
    const rule = { key: "test:sequence", limit: 5, windowMs: 10 * minute };
    const decisions = [];
    for (let i = 0; i < 5; i++)
      decisions.push(await consumeRateLimit(database.db, { ...rule, now: start + i * minute }));
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 4],
      [true, 3],
      [true, 2],
      [true, 1],
      [true, 0],
    ]);

    const refused = await consumeRateLimit(database.db, { ...rule, now: start + 6 * minute });
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 4 * 60, remaining: 0, windowStartedAt: start });
    // Hammering while refused does not push the end of the window back.
    const stillRefused = await consumeRateLimit(database.db, { ...rule, now: start + 9 * minute + 30_500 });
    expect(stillRefused).toEqual({ allowed: false, retryAfterSeconds: 30, remaining: 0, windowStartedAt: start });

    const nextWindow = await consumeRateLimit(database.db, { ...rule, now: start + 10 * minute });
    expect(nextWindow).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
      remaining: 4,
      windowStartedAt: start + 10 * minute,
    });
  });

  it("counts each key on its own", async () => {
    const a = await consumeRateLimit(database.db, { key: "test:a", limit: 1, windowMs: minute, now: start });
    const b = await consumeRateLimit(database.db, { key: "test:b", limit: 1, windowMs: minute, now: start });
    const aAgain = await consumeRateLimit(database.db, { key: "test:a", limit: 1, windowMs: minute, now: start + 1 });
    expect([a.allowed, b.allowed, aAgain.allowed]).toEqual([true, true, false]);
  });

  it("lets exactly `limit` of many concurrent requests through", async () => {
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () =>
        consumeRateLimit(database.db, { key: "test:concurrent", limit: 5, windowMs: 10 * minute, now: start }),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, "test:concurrent"));
    expect(row?.count).toBe(20);
  });

  it("uses the clock by default", async () => {
    const first = await consumeRateLimit(database.db, { key: "test:clock", limit: 1, windowMs: 2 * minute });
    const second = await consumeRateLimit(database.db, { key: "test:clock", limit: 1, windowMs: 2 * minute });
    expect(first.allowed).toBe(true);
    expect(second.allowed).toBe(false);
    expect(second.retryAfterSeconds).toBeGreaterThan(100);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it.each([
    [{ limit: 0, windowMs: minute }],
    [{ limit: 1.5, windowMs: minute }],
    [{ limit: 5, windowMs: 0 }],
    [{ limit: 5, windowMs: RATE_LIMIT_RETENTION_MS + 1 }],
  ])("refuses a nonsensical rule %j", async (rule) => {
    await expect(consumeRateLimit(database.db, { key: "test:bad", ...rule })).rejects.toThrow(RangeError);
  });
});

describe("pruneRateLimits", () => {
  it("removes counters untouched for a day and keeps the rest", async () => {
    const now = start + 30 * 24 * 60 * minute;
    await consumeRateLimit(database.db, {
      key: "test:old",
      limit: 5,
      windowMs: minute,
      now: now - RATE_LIMIT_RETENTION_MS - 1,
    });
    await consumeRateLimit(database.db, { key: "test:recent", limit: 5, windowMs: minute, now: now - minute });
    const removed = await pruneRateLimits(database.db, { now });
    expect(removed).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain("test:recent");
    expect(keys).not.toContain("test:old");
  });
});

describe("refundRateLimit and clearRateLimit", () => {
  const rule = { limit: 2, windowMs: 10 * minute };

  it("hands back one counted request, so only the ones not refunded use up the limit", async () => {
    const key = "test:refund";
    expect((await consumeRateLimit(database.db, { ...rule, key, now: start })).remaining).toBe(1);
    await refundRateLimit(database.db, key);
    expect((await consumeRateLimit(database.db, { ...rule, key, now: start + 1 })).remaining).toBe(1);
    expect((await consumeRateLimit(database.db, { ...rule, key, now: start + 2 })).allowed).toBe(true);
    expect((await consumeRateLimit(database.db, { ...rule, key, now: start + 3 })).allowed).toBe(false);
    // The window keeps its start: a refund does not extend or restart it.
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(Number(row?.windowStart)).toBe(start);
  });

  it("hands back several counted requests at once", async () => {
    const key = "test:refund-several";
    for (let sent = 0; sent < 2; sent++) await consumeRateLimit(database.db, { ...rule, key, now: start });
    await refundRateLimit(database.db, key, 2);
    expect((await consumeRateLimit(database.db, { ...rule, key, now: start + 1 })).remaining).toBe(1);
  });

  it("never counts below zero, and a key never counted is left alone", async () => {
    const key = "test:refund-floor";
    await consumeRateLimit(database.db, { ...rule, key, now: start });
    await refundRateLimit(database.db, key);
    await refundRateLimit(database.db, key);
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.count).toBe(0);
    await refundRateLimit(database.db, "test:never-counted");
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, "test:never-counted"))).toEqual([]);
  });

  it("clears one key and no other", async () => {
    for (const key of ["test:clear", "test:keep"]) {
      await consumeRateLimit(database.db, { ...rule, key, now: start });
      await consumeRateLimit(database.db, { ...rule, key, now: start });
    }
    expect(await clearRateLimit(database.db, "test:clear")).toBe(2);
    expect(await clearRateLimit(database.db, "test:never-counted")).toBe(0);
    expect((await consumeRateLimit(database.db, { ...rule, key: "test:clear", now: start + 1 })).remaining).toBe(1);
    expect((await consumeRateLimit(database.db, { ...rule, key: "test:keep", now: start + 1 })).allowed).toBe(false);
  });
});

describe("a weighted budget (bytes per day)", () => {
  const day = 24 * 60 * minute;
  const budget = { limit: 10_000_000, windowMs: day };

  it("adds each request's weight and refuses the one that would pass the budget, until the day ends", async () => {
    const key = "test:bytes";
    const first = await consumeRateLimit(database.db, { ...budget, key, weight: 4_000_000, now: start });
    const second = await consumeRateLimit(database.db, { ...budget, key, weight: 5_000_000, now: start + minute });
    expect([first, second].map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 6_000_000],
      [true, 1_000_000],
    ]);
    const over = await consumeRateLimit(database.db, { ...budget, key, weight: 2_000_000, now: start + 2 * minute });
    expect(over).toEqual({
      allowed: false,
      retryAfterSeconds: (day - 2 * minute) / 1000,
      remaining: 0,
      windowStartedAt: start,
    });
    // Given back, the refused weight leaves room for a smaller request that fits.
    await refundRateLimit(database.db, key, 2_000_000);
    const fits = await consumeRateLimit(database.db, { ...budget, key, weight: 1_000_000, now: start + 3 * minute });
    expect([fits.allowed, fits.remaining]).toEqual([true, 0]);
    const nextDay = await consumeRateLimit(database.db, { ...budget, key, weight: 9_000_000, now: start + day });
    expect([nextDay.allowed, nextDay.remaining]).toEqual([true, 1_000_000]);
  });

  it("lets concurrent uploads through only while their sum fits", async () => {
    const key = "test:bytes-concurrent";
    const decisions = await Promise.all(
      Array.from({ length: 12 }, () =>
        consumeRateLimit(database.db, { ...budget, key, weight: 3_000_000, now: start }),
      ),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
  });

  it("refuses a weight that is not a positive whole number", async () => {
    for (const weight of [0, -1, 1.5, Number.NaN]) {
      await expect(consumeRateLimit(database.db, { ...budget, key: "test:bad-weight", weight })).rejects.toThrow(
        RangeError,
      );
      await expect(refundRateLimit(database.db, "test:bad-weight", weight)).rejects.toThrow(RangeError);
    }
  });
});
