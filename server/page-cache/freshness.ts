// How long a stored page stays fresh, for this server and for shared caches: never past midnight in the
// business's time zone, as pages may show "today" (the booking form's first date).
import { BUSINESS_TIME_ZONE } from "~/utils/business-calendar";

// Making a DateTimeFormat costs far more than using one, and every cache hit asks the time.
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** Seconds until the next midnight in `timeZone`. */
export function secondsUntilMidnight(timeZone: string, now: Date): number {
  const parts = clockIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed = part("hour") * 3600 + part("minute") * 60 + part("second");
  return Math.max(1, 86_400 - elapsed);
}

/** Seconds a page stored at `at` may be kept. */
export function pageLifetime(ttlSeconds: number, at: number): number {
  return Math.min(ttlSeconds, secondsUntilMidnight(BUSINESS_TIME_ZONE, new Date(at)));
}

/**
 * What shared caches (a CDN, nginx's proxy_cache) may do with an anonymous page: keep it `ttlSeconds`, then
 * serve it stale for up to `staleSeconds` while they fetch a fresh copy, never past midnight. Browsers keep
 * nothing (max-age=0), so a visitor's reload always asks again.
 */
export function sharedCacheControl(ttlSeconds: number, staleSeconds: number, untilMidnight: number): string {
  const sMaxAge = Math.min(ttlSeconds, untilMidnight);
  const stale = Math.max(0, Math.min(staleSeconds, untilMidnight - sMaxAge));
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${stale}`;
}

/** sharedCacheControl at a given time: the same for every response within one second, worked out once. */
export function cacheControlClock(ttlSeconds: number, staleSeconds: number): (at: number) => string {
  let second = -1;
  let value = "";
  return (at) => {
    if (Math.floor(at / 1000) !== second) {
      second = Math.floor(at / 1000);
      value = sharedCacheControl(ttlSeconds, staleSeconds, secondsUntilMidnight(BUSINESS_TIME_ZONE, new Date(at)));
    }
    return value;
  };
}
