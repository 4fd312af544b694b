// Waiting out a database blip instead of refusing at once. A failover or a restart drops every connection
// and refuses new ones for a second or two; work that is safe to run again (a booking is stored under its
// submission key, once) can simply be tried again for a short while, so the travellers whose request was
// under way or queued when it happened are answered as if nothing had happened. What lasts longer is
// refused as before (503 with Retry-After), only later by the time waited.
import { unavailabilityCause } from "./database-availability.server";

/** How long a booking waits for the database to come back before it is refused (issue: a 1 s restart). */
export const BOOKING_OUTAGE_WAIT_MS = 3_000;
const FIRST_PAUSE_MS = 100;
const LONGEST_PAUSE_MS = 500;

// Unreachable, but not for a moment: a full disk stays full, and a statement that ran out of time has
// already waited far longer than a blip lasts.
const LASTING = /^(ENOSPC|53100|57014)\b|^database connection silent/;

/** True when `error` is a lost or refused connection: worth trying again shortly. */
export function isPassingDatabaseOutage(error: unknown): boolean {
  const cause = unavailabilityCause(error);
  return cause !== null && !LASTING.test(cause);
}

/**
 * Runs `work`, and again after a short pause (100 ms, doubling to 500 ms) each time it fails because the
 * database cannot be reached, until `withinMs` have passed since the first such failure; then the last failure
 * is thrown. `work` must be safe to repeat.
 *
 * The clock starts at the first failure, not the first try: the budget is for how long the database stays
 * away. A booking that takes a second and a half on a busy server, begun just before a cut, would otherwise
 * spend half its wait on its own work and be refused while the database was already back.
 */
export async function outlastDatabaseOutage<T>(
  work: () => Promise<T>,
  { withinMs, onRetry }: { withinMs: number; onRetry?: (error: unknown, attempt: number) => void },
): Promise<T> {
  let firstFailureAt: number | null = null;
  let pause = FIRST_PAUSE_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isPassingDatabaseOutage(error)) throw error;
      firstFailureAt ??= Date.now();
      if (Date.now() - firstFailureAt + pause > withinMs) throw error;
      onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    }
  }
}
