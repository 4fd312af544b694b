// Requests for the fault tests, recorded precisely: when each was sent and answered, what came back, and
// how it failed if it did (refused before connecting, cut before or after the response began). Each uses
// its own connection (no keep-alive) unless given a keep-alive agent, as a browser or a proxy would reuse one.
import { randomBytes } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";

export interface RecordedRequest {
  label: string;
  method: string;
  path: string;
  requestId: string;
  startedAt: number;
  endedAt: number;
  status: number | null;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Set when no complete response arrived. */
  error?: { code: string; message: string; afterResponseBegan: boolean };
}

export interface RequestOptions {
  label?: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  form?: Record<string, string>;
  timeoutMs?: number;
  /** A keep-alive agent to reuse connections; by default each request opens its own. */
  agent?: http.Agent;
  /** Called once the whole request has been handed to the operating system (its 'finish'). */
  onSent?: () => void;
}

let counter = 0;

/** Sends one request on a fresh connection and records how it ended; never throws. */
export function send(baseUrl: string, path: string, options: RequestOptions = {}): Promise<RecordedRequest> {
  const base = new URL(baseUrl);
  const method = options.method ?? "GET";
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  // The server echoes a valid X-Request-Id into its log, which ties a request to what the server saw.
  const requestId = `fault-${process.pid}-${++counter}-${randomBytes(3).toString("hex")}`;
  const headers: Record<string, string | number> = {
    Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
    "Accept-Encoding": "gzip, br",
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) heartbeest-fault-test",
    "X-Request-Id": requestId,
    ...options.headers,
  };
  if (body !== undefined) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    headers["Content-Length"] = Buffer.byteLength(body);
    // What a browser sends with a same-site form post (the server refuses cross-site posts).
    headers.Origin = base.origin;
    headers.Referer = new URL(path, base).href;
  }
  const record: RecordedRequest = {
    label: options.label ?? `${method} ${path}`,
    method,
    path,
    requestId,
    startedAt: Date.now(),
    endedAt: 0,
    status: null,
    headers: {},
    body: "",
  };

  return new Promise((resolve) => {
    let settled = false;
    let responseBegan = false;
    const finish = (error?: Error & { code?: string }) => {
      if (settled) return;
      settled = true;
      record.endedAt = Date.now();
      if (error) {
        record.error = { code: error.code ?? "ERROR", message: error.message, afterResponseBegan: responseBegan };
      }
      resolve(record);
    };
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path,
        method,
        agent: options.agent ?? false,
        headers,
        timeout: options.timeoutMs ?? 60_000,
      },
      (response) => {
        responseBegan = true;
        record.status = response.statusCode ?? null;
        record.headers = response.headers;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", (error) => finish(error));
        response.on("aborted", () => finish(Object.assign(new Error("response cut short"), { code: "ABORTED" })));
        response.on("end", () => {
          if (!response.complete) {
            finish(Object.assign(new Error("response cut short"), { code: "INCOMPLETE" }));
            return;
          }
          try {
            record.body = decode(Buffer.concat(chunks), response.headers["content-encoding"]);
          } catch (error) {
            finish(Object.assign(error as Error, { code: "BAD_BODY" }));
            return;
          }
          finish();
        });
      },
    );
    request.on("timeout", () => request.destroy(Object.assign(new Error("timed out"), { code: "TIMEOUT" })));
    request.on("error", (error) => finish(error));
    if (options.onSent) request.once("finish", options.onSent);
    request.end(body);
  });
}

function decode(raw: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === "br") return zlib.brotliDecompressSync(raw).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(raw).toString("utf8");
  return raw.toString("utf8");
}

export function header(record: RecordedRequest, name: string): string | undefined {
  const value = record.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

// ---- Bookings through the 'Book This Safari' form, posted as a browser without JavaScript does ----

export interface BookingSubmission {
  index: number;
  safariId: number;
  submissionToken: string;
  /** Unique per booking: how the test finds it in the database and in the mailbox. */
  email: string;
  /** X-Forwarded-For: each traveller its own address, so the per-address limit never interferes. */
  clientAddress: string;
  fields: Record<string, string>;
}

export interface BookingResponse {
  record: RecordedRequest;
  /** The server said the booking is stored: redirect back to the form with the success toast and a reference. */
  acknowledged: boolean;
  /**
   * The post was a copy of one already stored, sent without the proof cookie of the browser that stored it (its
   * answer was lost, or another browser sent it): 409 saying so in words, naming no booking.
   */
  alreadyReceived: boolean;
  reference: string | null;
  toast: { type?: string; title?: string; description?: string } | null;
}

function isoDay(daysAhead: number): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

/** The n-th traveller of run `runId`: a valid form with its own token, e-mail address and client address. */
export function bookingSubmission(runId: string, index: number, safariId = 1): BookingSubmission {
  const email = `fault-${runId}-${index}@example.com`;
  const submissionToken = randomBytes(18).toString("base64url");
  return {
    index,
    safariId,
    submissionToken,
    email,
    // 198.18.0.0/15 is set aside for tests like this one.
    clientAddress: `198.${18 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`,
    fields: {
      intent: "book-safari",
      submissionToken,
      company_fax: "",
      name: `Fault Traveller ${index}`,
      phone: `+254 700 ${String(100_000 + index).slice(-6)}`,
      email,
      country: "Kenya",
      adults: String(1 + (index % 3)),
      children: String(index % 2),
      // The form asks each child's age (for the quote).
      childAges: index % 2 ? "8" : "",
      arrival: isoDay(60),
      departure: isoDay(66),
      message: `Fault test booking ${index} of run ${runId}.`,
      otherInfo: `Special request ${index}`,
    },
  };
}

export async function postBooking(
  baseUrl: string,
  submission: BookingSubmission,
  timeoutMs = 60_000,
  onSent?: () => void,
): Promise<BookingResponse> {
  const path = `/safaris/${submission.safariId}`;
  const record = await send(baseUrl, path, {
    label: "POST booking",
    method: "POST",
    form: submission.fields,
    headers: { "X-Forwarded-For": submission.clientAddress },
    timeoutMs,
    onSent,
  });
  const toast = toastFromSetCookie(record.headers["set-cookie"]);
  const reference = toast?.description?.match(/KSF-\d{4,}/)?.[0] ?? null;
  // A stored booking ends on the booking's confirmation page (the same page the three-step flow ends on).
  const redirectedToConfirmation =
    (record.status === 302 || record.status === 303) &&
    (header(record, "location") ?? "").startsWith(`/booking/${submission.safariId}?step=confirmation`);
  return {
    record,
    acknowledged: !record.error && redirectedToConfirmation && toast?.type === "success" && reference !== null,
    alreadyReceived: !record.error && record.status === 409 && record.body.includes("Booking request already received"),
    reference,
    toast,
  };
}

/** The toast the action left in its one-time cookie (React Router's cookie encoding: URI, base64, JSON). */
function toastFromSetCookie(setCookie: string[] | undefined): BookingResponse["toast"] {
  const cookie = setCookie?.find((line) => line.startsWith("hb_toast="));
  if (!cookie) return null;
  const raw = decodeURIComponent(cookie.slice("hb_toast=".length).split(";")[0] ?? "");
  try {
    return JSON.parse(Buffer.from(raw, "base64").toString("utf8")) as BookingResponse["toast"];
  } catch {
    return null;
  }
}

// ---- What an error page must and must not look like ----

/** Why `record` is not a proper HTML error page (a document with a heading, no stack trace), or null. */
export function htmlErrorPageProblem(record: RecordedRequest): string | null {
  const type = header(record, "content-type") ?? "";
  if (!type.startsWith("text/html")) return `content-type is "${type}"`;
  if (!/<html[\s>]/i.test(record.body) || !/<\/html>/i.test(record.body)) return "not a complete HTML document";
  if (!/<h1[\s>]/i.test(record.body)) return "no heading";
  const leak = [/\n\s+at \S+ \(/, /node_modules/, /DrizzleQueryError/, /Failed query:/, /ECONNREFUSED/, /57P0\d/].find(
    (pattern) => pattern.test(record.body),
  );
  return leak ? `the page shows internals (${leak})` : null;
}

// ---- Summaries ----

export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

export function outcomeOf(record: RecordedRequest): string {
  return record.error
    ? `${record.error.code}${record.error.afterResponseBegan ? " (mid-response)" : ""}`
    : String(record.status);
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}
