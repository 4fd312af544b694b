// Tells "the database cannot be reached right now" (server down or restarting, connection lost or silent,
// no free connection, a statement past its time, a full disk) from every other database error. Such a request is answered 503 with Retry-After: the
// visitor is told to try again shortly, caches and load balancers know it is passing, and the same code
// path recovers by itself once the database is back (the pool opens fresh connections).

/** How long a visitor (or a crawler) is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

// Node's errors when the server is not there or the connection broke, and when the disk under the embedded
// database is full (ENOSPC).
const NETWORK_ERROR_CODES = new Set([
  "ENOSPC",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception); 57P01 admin shutdown, 57P02 crash shutdown,
// 57P03 cannot connect now (starting up or shutting down); 53300 too many connections; 53100 disk full;
// 57014 a statement cancelled, here by statement_timeout (app/db/postgres-pool.server.ts): a server too
// busy or too slow right now.
const SQLSTATE_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123]|53[13]00|57014)$/;

// node-postgres and its pool report lost or impossible connections with plain messages, not codes.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  // A lent connection the server stopped answering, closed by the pool's silence bound.
  /^database connection silent/,
];

/** True when `error` (or what caused it, e.g. inside Drizzle's query error) means the database is unreachable. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return unavailabilityCause(error) !== null;
}

/**
 * The low-level reason ("ECONNREFUSED", "57P01 terminating connection ...") for logs, or null. Only the
 * driver's error: Drizzle's wrapper carries the failed query's parameters, a traveller's details among them.
 */
export function unavailabilityCause(error: unknown): string | null {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    const text = typeof message === "string" ? message : "";
    if (typeof code === "string" && (NETWORK_ERROR_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) {
      return `${code} ${text}`.trim();
    }
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(text))) return text;
    pending.push(cause);
    // A refused connection to a host with several addresses arrives as an AggregateError.
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return null;
}

// Requests whose loaders or actions met an unreachable database, noted by the entry's handleError and read
// when the response's status is chosen. Keyed by the request's load context, which lives as long as it.
const unavailableDuring = new WeakSet<object>();

export function noteDatabaseUnavailable(loadContext: object): void {
  unavailableDuring.add(loadContext);
}

export function wasDatabaseUnavailable(loadContext: object): boolean {
  return unavailableDuring.has(loadContext);
}

/**
 * The status for an action whose write failed: 503 (noted, so the page also says Retry-After) when the
 * database was unreachable, a passing outage worth retrying; 500 for anything else.
 */
export function storeFailureStatus(error: unknown, loadContext: object): 500 | 503 {
  if (!isDatabaseUnavailableError(error)) return 500;
  noteDatabaseUnavailable(loadContext);
  return 503;
}

/**
 * The answer for a page that still renders, with its way to retry, when its data could not be read. An
 * unreachable database is a passing outage: 503 with Retry-After (the request noted so the document says the
 * same). Anything else is a real error: 500, for the log and the alerts, never dressed up as an outage.
 */
export function failedLoadInit(error: unknown, loadContext: object): ResponseInit {
  if (!isDatabaseUnavailableError(error)) return { status: 500, headers: { "Cache-Control": "no-store" } };
  noteDatabaseUnavailable(loadContext);
  return {
    status: 503,
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  };
}
