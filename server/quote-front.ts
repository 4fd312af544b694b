// GET /api/quote, answered at the HTTP server's front door like a page-cache hit (server/cache-front.ts):
// the booking forms ask it on every change of date or party, so it must stay quick under many travellers
// at once (docs/quotes.md: p95 <= 20 ms with 50 requests in flight), which the full middleware chain and
// React Router's request handling (about 1.5 ms of CPU each) would not allow. What the chain would add to
// a JSON answer is added here: the request log line and id, nosniff, no caching on the way, HSTS over HTTPS.
//
// The itemised price of a safari for a start date, party and residency, as JSON in the currency's minor
// unit. Bad parameters answer 400 { errors: { field: message } }, an unknown package 404, an unreachable
// database 503 with Retry-After. `lang` (de, fr, it, es) words the lines and refusals in the asking page's
// language; English without it.
import type { IncomingMessage, ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import type { Express } from "express";
import Negotiator from "negotiator";
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailableError } from "~/db/database-availability.server";
import { type QuoteAnswer, quoteFromQuery } from "~/features/quotes/quote-service.server";
import { forwardedClientAddress, rateLimitSubject } from "~/features/spam/client-address.server";
import { DEFAULT_LOCALE, isLocale } from "~/i18n/locales";
import { runInLocale } from "~/i18n/server-messages.server";
import { arrivedOverHttps } from "./cache-front";
import type { RequestLog } from "./request-log";
import { HSTS_HEADER } from "./security-headers";

export const QUOTE_PATH = "/api/quote";

export const QUOTE_UNAVAILABLE_MESSAGE = "Prices cannot be worked out right now. Please try again in a moment.";

export interface QuoteFrontOptions {
  db: Database;
  /** The Express app behind the door, for req.secure with its "trust proxy". */
  app: Express;
  requestLog: RequestLog;
  logger: Logger;
  /** Whether X-Forwarded-For names the client (config TRUST_PROXY): discount codes are counted per client. */
  trustProxy: boolean;
}

const BASE_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  // Worked out afresh from the current rates: never kept by a cache on the way, never indexed.
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
  Vary: "Accept-Encoding",
} as const;

interface Encoded {
  identity: Buffer;
  gzip: Buffer | null;
}

// Answers are kept by the quote service per rates version; their bytes are made once per answer.
const encodedAnswers = new WeakMap<QuoteAnswer, Encoded>();

/** Below this a gzipped body saves less than its own cost. */
const GZIP_MIN_BYTES = 1_000;

function encode(answer: QuoteAnswer): Encoded {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    const identity = Buffer.from(JSON.stringify(answer.status === 200 ? answer.quote : { errors: answer.errors }));
    encoded = { identity, gzip: identity.length >= GZIP_MIN_BYTES ? gzipSync(identity) : null };
    encodedAnswers.set(answer, encoded);
  }
  return encoded;
}

/** Takes GET and HEAD of /api/quote (returns true and answers), or returns false for the chain. */
export function quoteFront({ db, app, requestLog, logger, trustProxy }: QuoteFrontOptions) {
  return function answerQuote(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "";
    if (url !== QUOTE_PATH && !url.startsWith(`${QUOTE_PATH}?`)) return false;
    // Anything but a plain question (a body the body limit would judge, another method) goes to the chain.
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) return false;

    requestLog(req, res);
    const headers: Record<string, string> = { ...BASE_HEADERS };
    if (arrivedOverHttps(app, req)) headers["Strict-Transport-Security"] = HSTS_HEADER;
    const params = new URLSearchParams(url.slice(QUOTE_PATH.length + 1));
    const lang = params.get("lang");
    const address = forwardedClientAddress(req.headers["x-forwarded-for"]?.toString(), {
      trustProxy,
      socketAddress: req.socket.remoteAddress,
    });
    // A discount code is checked only within its asker's tries (app/features/quotes/discount-code-limits.ts).
    const client = address ? rateLimitSubject(address) : "unknown";
    runInLocale(isLocale(lang) ? lang : DEFAULT_LOCALE, () => quoteFromQuery(db, params, { client })).then(
      (answer) => {
        const encoded = encode(answer);
        const gzip = encoded.gzip && new Negotiator(req).encoding(["gzip", "identity"]) === "gzip";
        const body = gzip && encoded.gzip ? encoded.gzip : encoded.identity;
        if (gzip) headers["Content-Encoding"] = "gzip";
        headers["Content-Length"] = String(body.length);
        res.writeHead(answer.status, headers);
        res.end(req.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        const unavailable = isDatabaseUnavailableError(error);
        logger.error({ err: error, path: QUOTE_PATH }, unavailable ? "quote: database unavailable" : "quote failed");
        if (unavailable) headers["Retry-After"] = String(DATABASE_RETRY_AFTER_SECONDS);
        const body = JSON.stringify({ error: unavailable ? QUOTE_UNAVAILABLE_MESSAGE : "Something went wrong." });
        res.writeHead(unavailable ? 503 : 500, headers);
        res.end(req.method === "HEAD" ? undefined : body);
      },
    );
    return true;
  };
}
