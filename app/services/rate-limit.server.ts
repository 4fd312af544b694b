// Per-key request limits kept in the database (rate_limits), so every app server behind a load balancer
// counts against the same numbers. One atomic INSERT ... ON CONFLICT DO UPDATE per request: concurrent
// requests cannot all slip through on a stale read.
import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

export interface RateLimitRule {
  /** What is being limited and for whom, e.g. "booking:203.0.113.7". Keys of different features never collide. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitUse {
  /**
   * How much this request counts (1 by default): a budget of bytes counts each upload by its size. The whole
   * amount is added in the one atomic statement, so concurrent uploads cannot overshoot the budget together.
   */
  weight?: number;
  now?: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends and requests are allowed again; 0 when allowed. */
  retryAfterSeconds: number;
  /** Requests still allowed in this window after this one. */
  remaining: number;
  /** When the current window began (epoch milliseconds): the first request counted in it. */
  windowStartedAt: number;
}

/** Rows untouched for this long are removed; no limit may use a longer window. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_PROBABILITY = 0.01;

/**
 * Counts one request (or `weight` units of a budget) against `key` in fixed windows of `windowMs` starting at
 * a key's first request, and says whether the total is within `limit`. Refused requests count too (a robot
 * hammering the form does not get a fresh window), but the window never moves, so a refused client is let in
 * again when it ends. A budget that should only hold what was kept gives a refused weight back with
 * `refundRateLimit(db, key, weight)`.
 */
export async function consumeRateLimit(
  db: DatabaseOrTransaction,
  { key, limit, windowMs, weight = 1, now = Date.now() }: RateLimitRule & RateLimitUse,
): Promise<RateLimitDecision> {
  if (!(windowMs > 0 && windowMs <= RATE_LIMIT_RETENTION_MS)) {
    throw new RangeError(`windowMs must be between 1 and ${RATE_LIMIT_RETENTION_MS}: ${windowMs}`);
  }
  if (!(Number.isInteger(limit) && limit >= 1)) throw new RangeError(`limit must be a positive whole number: ${limit}`);
  if (!(Number.isSafeInteger(weight) && weight >= 1)) {
    throw new RangeError(`weight must be a positive whole number: ${weight}`);
  }

  const expired = sql`${rateLimits.windowStart} <= ${now - windowMs}::bigint`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: weight, lastRequest: now, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then ${weight}::bigint else ${rateLimits.count} + ${weight}::bigint end`,
        windowStart: sql`case when ${expired} then ${now}::bigint else ${rateLimits.windowStart} end`,
        lastRequest: now,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error(`rate limit for ${key} returned no row`);

  if (Math.random() < PRUNE_PROBABILITY) {
    // Housekeeping must never fail the request it rides on; the next call tries again.
    await pruneRateLimits(db, { now }).catch(() => {});
  }

  const count = Number(row.count);
  const allowed = count <= limit;
  const windowEndsAt = Number(row.windowStart) + windowMs;
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowEndsAt - now) / 1000)),
    remaining: Math.max(0, limit - count),
    windowStartedAt: Number(row.windowStart),
  };
}

/**
 * Gives back one request (or `weight` units) counted against `key` (never below zero), for limits that count
 * only what went wrong or only what was kept: the request is counted before it runs, so concurrent ones
 * cannot slip past the limit together, and handed back when it turns out well (or was not kept).
 */
export async function refundRateLimit(db: DatabaseOrTransaction, key: string, weight = 1): Promise<void> {
  if (!(Number.isSafeInteger(weight) && weight >= 1)) {
    throw new RangeError(`weight must be a positive whole number: ${weight}`);
  }
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${weight}::bigint, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Forgets everything counted against `key`, e.g. an account's failed sign-ins once one succeeds; returns
 * how many it had counted (0 when nothing was).
 */
export async function clearRateLimit(db: DatabaseOrTransaction, key: string): Promise<number> {
  const removed = await db.delete(rateLimits).where(eq(rateLimits.key, key)).returning({ count: rateLimits.count });
  return Number(removed[0]?.count ?? 0);
}

/** Deletes counters nobody has touched for RATE_LIMIT_RETENTION_MS; returns how many went. */
export async function pruneRateLimits(db: DatabaseOrTransaction, { now = Date.now() } = {}): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.lastRequest, now - RATE_LIMIT_RETENTION_MS))
    .returning({ id: rateLimits.id });
  return removed.length;
}
