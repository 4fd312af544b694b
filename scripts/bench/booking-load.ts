// A burst of bookings through the 'Book This Safari' form exactly as a browser without JavaScript posts it
// (url-encoded form, same-origin Origin and Referer, the page's hidden intent, submission token and empty
// honeypot), many at a time; then a look in the database: every acknowledged booking stored, none twice.
// Used by `npm run bench` (load section) and tests/ops/bookings-load.test.ts.
//
// The app allows 5 bookings per client address per 10 minutes, so the server must run with TRUST_PROXY=true:
// each post then carries its own X-Forwarded-For address (from 198.18.0.0/15, the range set aside for
// benchmarks) and counts against its own limit, as 200 travellers would.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { sql } from "drizzle-orm";
import { openDatabase } from "~/db/client.server";

export interface BookingLoadOptions {
  baseUrl: string;
  /** The safari whose page the form is on. */
  safariId: number;
  /** Bookings to send; 200 by default. */
  total?: number;
  /** Posts in flight at once; 20 by default. */
  concurrency?: number;
  /** Marks this run's bookings (in their e-mail addresses) so they can be told from any others; random by default. */
  runId?: string;
  /** Per request; generous, a slow machine must not turn into false failures. */
  requestTimeoutMs?: number;
}

export type BookingOutcome =
  /** Redirected back to the form with the success toast naming a booking reference. */
  | "booked"
  /** Redirected with a success toast but no reference: the post was taken for a robot's and discarded. */
  | "discarded"
  | "rate_limited"
  | "invalid"
  | "failed"
  | "other"
  | "network_error";

export interface BookingAttempt {
  index: number;
  email: string;
  submissionToken: string;
  clientAddress: string;
  status: number;
  location: string | null;
  outcome: BookingOutcome;
  /** The KSF-#### reference in the toast, when booked. */
  reference: string | null;
  /** From the first byte of the request to the last byte of the response. */
  latencyMs: number;
  error?: string;
}

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export interface BookingLoadResult {
  runId: string;
  safariId: number;
  total: number;
  concurrency: number;
  attempts: BookingAttempt[];
  /** How many requests ended each way. */
  outcomes: Record<BookingOutcome, number>;
  /** Distinct booking references among the acknowledged ones. */
  distinctReferences: number;
  latency: LatencySummary;
  /** Wall-clock time for the whole burst. */
  elapsedMs: number;
}

/** The hidden fields the real form carries, read from the page so the load posts what a browser would. */
export interface BookingFormContract {
  intent: string;
  tokenField: string;
  honeypotField: string;
}

/** Reads the 'Book This Safari' form off /safaris/{id}; throws if the page has no such form. */
export async function readBookingForm(baseUrl: string, safariId: number): Promise<BookingFormContract> {
  const response = await fetch(new URL(`/safaris/${safariId}`, baseUrl), { signal: AbortSignal.timeout(60_000) });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`/safaris/${safariId} answered ${response.status}`);
  const form = html.match(/<form\b[^>]*\bid="safari-booking"[\s\S]*?<\/form>/)?.[0];
  if (!form) throw new Error(`/safaris/${safariId} has no form with id "safari-booking"`);
  const hiddenValue = (name: string) =>
    form.match(new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*\\bvalue="([^"]*)"`))?.[1] ??
    form.match(new RegExp(`<input\\b[^>]*\\bvalue="([^"]*)"[^>]*\\bname="${name}"`))?.[1];
  const intent = hiddenValue("intent");
  if (!intent) throw new Error("The booking form has no hidden intent field");
  if (!form.includes('name="submissionToken"')) throw new Error("The booking form has no submissionToken field");
  if (!form.includes('name="company_fax"')) throw new Error("The booking form has no company_fax honeypot");
  for (const field of ["name", "phone", "email", "country", "adults", "children", "arrival", "departure"]) {
    if (!form.includes(`name="${field}"`)) throw new Error(`The booking form has no "${field}" field`);
  }
  return { intent, tokenField: "submissionToken", honeypotField: "company_fax" };
}

/** A token shaped like the ones the page issues (18 random bytes, base64url), unique to one booking. */
function newSubmissionToken(): string {
  return randomBytes(18).toString("base64url");
}

/** The n-th address (from 0) in 198.18.0.0/15, skipping .0 and .255. */
export function benchmarkAddress(index: number): string {
  return `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

/** YYYY-MM-DD, `days` after today (UTC); far enough ahead to be a future date in Nairobi too. */
function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function bookingEmail(runId: string, index: number): string {
  return `load-${runId}-${index}@example.com`;
}

/** The toast the action put in its one-time cookie (React Router's cookie encoding: URI, base64, JSON). */
function toastFromSetCookie(setCookie: string[] | undefined): { title?: string; description?: string } | null {
  const cookie = setCookie?.find((line) => line.startsWith("hb_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookie.slice("hb_toast=".length).split(";")[0] ?? "");
  try {
    const text = Buffer.from(raw, "base64").toString("utf8");
    return JSON.parse(text) as { title?: string; description?: string };
  } catch {
    return null;
  }
}

function outcomeOf(status: number, location: string | null, toastText: string, safariId: number): BookingOutcome {
  if (status === 302 || status === 303) {
    // Stored or discarded (a bot's, answered alike), a booking ends on the confirmation page.
    if (!location?.startsWith(`/booking/${safariId}?step=confirmation`)) return "other";
    return /KSF-\d+/.test(toastText) ? "booked" : "discarded";
  }
  if (status === 429) return "rate_limited";
  if (status === 400) return "invalid";
  if (status >= 500) return "failed";
  return "other";
}

/** Fires `total` bookings, `concurrency` at a time, and reports how each ended and how long it took. */
export async function runBookingLoad(options: BookingLoadOptions): Promise<BookingLoadResult> {
  const total = options.total ?? 200;
  const concurrency = options.concurrency ?? 20;
  const runId = options.runId ?? randomBytes(4).toString("hex");
  const base = new URL(options.baseUrl);
  const form = await readBookingForm(options.baseUrl, options.safariId);
  const pagePath = `/safaris/${options.safariId}`;
  // Keep-alive like a browser, one socket per worker; the pool is closed afterwards so nothing lingers.
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const arrival = isoDay(60);
  const departure = isoDay(66);

  const post = (index: number): Promise<BookingAttempt> => {
    const email = bookingEmail(runId, index);
    const submissionToken = newSubmissionToken();
    const clientAddress = benchmarkAddress(index);
    const body = new URLSearchParams({
      intent: form.intent,
      [form.tokenField]: submissionToken,
      [form.honeypotField]: "",
      name: `Load Traveller ${index}`,
      phone: `+254 700 ${String(100_000 + index).slice(-6)}`,
      email,
      country: "Kenya",
      adults: "2",
      children: "0",
      arrival,
      departure,
      message: `Bench booking ${index} of run ${runId}.`,
      otherInfo: "",
    }).toString();
    const attempt = { index, email, submissionToken, clientAddress };
    return new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          path: pagePath,
          method: "POST",
          agent,
          timeout: options.requestTimeoutMs ?? 120_000,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(body),
            Origin: base.origin,
            Referer: new URL(pagePath, base).href,
            Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
            "Accept-Encoding": "gzip, deflate, br",
            "User-Agent":
              "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
            "X-Forwarded-For": clientAddress,
          },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            const status = response.statusCode ?? 0;
            const location = response.headers.location ?? null;
            const toast = toastFromSetCookie(response.headers["set-cookie"]);
            const toastText = `${toast?.title ?? ""} ${toast?.description ?? ""}`;
            resolve({
              ...attempt,
              status,
              location,
              outcome: outcomeOf(status, location, toastText, options.safariId),
              reference: toastText.match(/KSF-\d+/)?.[0] ?? null,
              latencyMs: elapsed(),
            });
          });
        },
      );
      request.on("timeout", () => request.destroy(new Error("timed out")));
      request.on("error", (error) =>
        resolve({
          ...attempt,
          status: 0,
          location: null,
          outcome: "network_error",
          reference: null,
          latencyMs: elapsed(),
          error: error.message,
        }),
      );
      request.end(body);
    });
  };

  const attempts: BookingAttempt[] = [];
  let next = 0;
  const started = Date.now();
  // `concurrency` workers each take the next booking as soon as their previous one is answered.
  const worker = async () => {
    while (next < total) {
      const index = next++;
      attempts.push(await post(index));
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  } finally {
    agent.destroy();
  }
  const elapsedMs = Date.now() - started;
  attempts.sort((a, b) => a.index - b.index);

  const outcomes: Record<BookingOutcome, number> = {
    booked: 0,
    discarded: 0,
    rate_limited: 0,
    invalid: 0,
    failed: 0,
    other: 0,
    network_error: 0,
  };
  for (const attempt of attempts) outcomes[attempt.outcome]++;
  const references = new Set(attempts.flatMap((attempt) => (attempt.reference ? [attempt.reference] : [])));
  return {
    runId,
    safariId: options.safariId,
    total,
    concurrency,
    attempts,
    outcomes,
    distinctReferences: references.size,
    latency: summariseLatency(attempts.map((attempt) => attempt.latencyMs)),
    elapsedMs,
  };
}

/** Nearest-rank percentiles (the value below which p% of requests finished). */
export function summariseLatency(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return {
    p50: rank(50) ?? Number.NaN,
    p95: rank(95) ?? Number.NaN,
    p99: rank(99) ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length ? sorted.reduce((sum, value) => sum + value, 0) / sorted.length : Number.NaN,
  };
}

export interface StoredBookings {
  /** Rows in the bookings table with this run's e-mail addresses. */
  rows: number;
  distinctEmails: number;
  distinctSubmissionTokens: number;
  distinctReferences: number;
  /** E-mail addresses of this run found on more than one row. */
  duplicatedEmails: string[];
  /** Every row in the table (the sample content has bookings of its own). */
  allRows: number;
}

/**
 * Counts this run's bookings in the database. PGlite (`dataDir`, the server's DATA_DIR/db) allows one process
 * at a time, so call this after the server stopped; a PostgreSQL `url` may be read at any time.
 */
export async function countStoredBookings(
  location: { dataDir: string } | { url: string },
  runId: string,
): Promise<StoredBookings> {
  const handle = await openDatabase("url" in location ? { url: location.url, poolSize: 1 } : location);
  try {
    const pattern = `load-${runId}-%`;
    const [summary] = await rowsOf<{ rows: unknown; emails: unknown; tokens: unknown; refs: unknown }>(
      handle.db.execute(sql`
        select count(*) as rows, count(distinct email) as emails,
               count(distinct submission_token) as tokens, count(distinct reference) as refs
        from bookings where email like ${pattern}`),
    );
    const duplicated = await rowsOf<{ email: string }>(
      handle.db.execute(
        sql`select email from bookings where email like ${pattern} group by email having count(*) > 1 order by email`,
      ),
    );
    const [all] = await rowsOf<{ rows: unknown }>(handle.db.execute(sql`select count(*) as rows from bookings`));
    return {
      rows: Number(summary?.rows ?? 0),
      distinctEmails: Number(summary?.emails ?? 0),
      distinctSubmissionTokens: Number(summary?.tokens ?? 0),
      distinctReferences: Number(summary?.refs ?? 0),
      duplicatedEmails: duplicated.map((row) => row.email),
      allRows: Number(all?.rows ?? 0),
    };
  } finally {
    await handle.close();
  }
}

/** Both drivers (PGlite and node-postgres) answer a raw query with an object holding `rows`. */
async function rowsOf<Row>(query: PromiseLike<unknown>): Promise<Row[]> {
  return ((await query) as { rows: Row[] }).rows;
}

/** What is wrong with a run, in words; empty when all `total` were acknowledged and stored exactly once. */
export function bookingLoadProblems(result: BookingLoadResult, stored: StoredBookings): string[] {
  const problems: string[] = [];
  const { total, outcomes } = result;
  if (outcomes.booked !== total) {
    const others = Object.entries(outcomes)
      .filter(([outcome, count]) => outcome !== "booked" && count > 0)
      .map(([outcome, count]) => `${count} ${outcome}`)
      .join(", ");
    problems.push(`${outcomes.booked} of ${total} posts were acknowledged with a booking reference (${others})`);
  }
  if (result.distinctReferences !== outcomes.booked) {
    problems.push(`${outcomes.booked} acknowledgements named only ${result.distinctReferences} distinct references`);
  }
  if (stored.rows !== total) problems.push(`${stored.rows} rows stored for ${total} bookings sent`);
  if (stored.duplicatedEmails.length > 0) {
    problems.push(
      `${stored.duplicatedEmails.length} bookings stored more than once, e.g. ${stored.duplicatedEmails[0]}`,
    );
  }
  if (stored.distinctSubmissionTokens !== stored.rows) {
    problems.push(`${stored.rows} rows but ${stored.distinctSubmissionTokens} distinct submission tokens`);
  }
  if (stored.distinctReferences !== stored.rows) {
    problems.push(`${stored.rows} rows but ${stored.distinctReferences} distinct references`);
  }
  const example = result.attempts.find((attempt) => attempt.outcome !== "booked");
  if (example) {
    problems.push(
      `first post not booked: #${example.index} answered ${example.status}${example.location ? ` -> ${example.location}` : ""}${example.error ? ` (${example.error})` : ""}`,
    );
  }
  return problems;
}
