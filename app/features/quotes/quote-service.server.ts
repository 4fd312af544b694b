// A quote for a traveller's choices, as /api/quote and the booking forms ask for it: checks the
// parameters, reads the package's rate book and prices it with the pure engine. Both the rate book and the
// finished answer are kept per rates version, so a repeated question costs no query and no pricing; a change
// to any rate moves the version on and every older entry goes unused.
//
// The public question reads the current version at most once per RATES_VERSION_TTL_MS (a staff change shows
// within a second, on every server); a booking asks with `fresh: true` and always prices on the committed
// rates, and shows the traveller a price that moved before taking it (docs/quotes.md).
import { LRUCache } from "lru-cache";
import type { Database } from "~/db/client.server";
import { quoteEngineMessages } from "~/i18n/messages/en/quote-engine";
import { currentLocale, translate } from "~/i18n/translate";
import { businessToday } from "~/utils/business-calendar";
import { tryDiscountCode } from "./discount-code-tries.server";
import { QUOTE_MESSAGES, quoteTrip } from "./quote-engine";
import { parseQuoteQuery, QUOTE_REQUEST_LIMITS, type QuoteQuery } from "./quote-request-schema";
import { type DiscountCode, QUOTE_FIELDS, type Quote, type RateBook } from "./rate-book";
import { currentRatesVersion, findDiscountCode, loadRateBook } from "./rate-book.server";

export type QuoteAnswer =
  | { status: 200; quote: Quote }
  /** Field name as in the query string -> message. */
  | { status: 400; errors: Record<string, string> }
  | { status: 404; errors: { package: string } };

/** The refusal of an unknown package, in English (the answer is worded in the request's language). */
export const PACKAGE_NOT_FOUND = "Package not found";

/** How long a read of the current rates version answers public questions. */
export const RATES_VERSION_TTL_MS = 1_000;

interface Caches {
  books: LRUCache<string, { book: RateBook | null }>;
  answers: LRUCache<string, QuoteAnswer>;
  version: { value: Promise<number>; readAt: number } | null;
}

// One set of caches per database handle: tests open many databases in one process.
const cachesByDatabase = new WeakMap<object, Caches>();

function cachesOf(db: Database): Caches {
  let caches = cachesByDatabase.get(db);
  if (!caches) {
    caches = {
      books: new LRUCache({ max: 200 }),
      // A few thousand answers of ~2 kB each: a few MB at most.
      answers: new LRUCache({ max: 5_000 }),
      version: null,
    };
    cachesByDatabase.set(db, caches);
  }
  return caches;
}

/**
 * The quote for a query string (`package`, `start`, `adults`, `childAges`, `residency`, `singles`,
 * `currency`, `code`), judged on Nairobi's today. With `client` (rateLimitSubject of the asker's address) a
 * discount code is checked only within the client's tries (discount-code-limits.ts); past them the quote is the
 * one without the code, and its notice says why.
 */
export async function quoteFromQuery(
  db: Database,
  params: URLSearchParams,
  { now = new Date(), fresh = false, client }: { now?: Date; fresh?: boolean; client?: string | null } = {},
): Promise<QuoteAnswer> {
  const asked = params.get("code")?.trim();
  if (client && asked && QUOTE_REQUEST_LIMITS.code.pattern.test(asked)) {
    const tried = await tryDiscountCode(db, client, asked, now.getTime());
    if (!tried.allowed) {
      const withoutCode = new URLSearchParams(params);
      withoutCode.delete("code");
      const answer = await quoteFromQuery(db, withoutCode, { now, fresh });
      if (answer.status !== 200) return answer;
      const notice = {
        field: "code" as const,
        message: QUOTE_MESSAGES.codeTooManyTries(Math.ceil(tried.retryAfterSeconds / 60)),
      };
      return { status: 200, quote: { ...answer.quote, notices: [notice] } };
    }
  }
  return answerQuestion(db, params, { now, fresh });
}

async function answerQuestion(
  db: Database,
  params: URLSearchParams,
  { now, fresh }: { now: Date; fresh: boolean },
): Promise<QuoteAnswer> {
  const today = businessToday(now);
  const caches = cachesOf(db);
  const version = await ratesVersion(db, caches, fresh);
  // The key is the question as asked (the first value of each field a quote reads, in a fixed order), so a
  // repeated question is answered without even being parsed again.
  const asked = QUOTE_FIELDS.map((field) => params.get(field));
  const code = params.get("code")?.trim();
  // A code's use count moves without a rates version (each booking that uses it), so it is part of the key; the
  // answer's lines and refusals are worded in the request's language, so that is too.
  const discount: DiscountCode | null =
    code && QUOTE_REQUEST_LIMITS.code.pattern.test(code) ? await findDiscountCode(db, code) : null;
  const key = JSON.stringify([
    currentLocale(),
    version,
    today,
    asked,
    discount?.timesUsed ?? null,
    discount?.active ?? null,
  ]);
  const known = caches.answers.get(key);
  if (known) return known;

  const parsed = parseQuoteQuery(params, { today });
  if (!parsed.ok) {
    const refused: QuoteAnswer = { status: 400, errors: parsed.errors };
    caches.answers.set(key, refused);
    return refused;
  }
  const query = parsed.value;

  const bookKey = `${version}:${query.packageId}`;
  let cached = caches.books.get(bookKey);
  if (!cached) {
    cached = { book: await loadRateBook(db, query.packageId) };
    caches.books.set(bookKey, cached);
  }
  const answer = priceWithBook(cached.book, query, discount, today);
  caches.answers.set(key, answer);
  return answer;
}

/** The current rates version: read afresh when `fresh`, else at most once per RATES_VERSION_TTL_MS. */
function ratesVersion(db: Database, caches: Caches, fresh: boolean): Promise<number> {
  const now = performance.now();
  if (fresh || !caches.version || now - caches.version.readAt > RATES_VERSION_TTL_MS) {
    const value = currentRatesVersion(db);
    // A failed read is not kept: the next question tries again.
    value.catch(() => {
      if (caches.version?.value === value) caches.version = null;
    });
    caches.version = { value, readAt: now };
  }
  return caches.version.value;
}

function priceWithBook(
  book: RateBook | null,
  query: QuoteQuery,
  discount: DiscountCode | null,
  today: string,
): QuoteAnswer {
  if (!book) {
    return { status: 404, errors: { package: translate(quoteEngineMessages, "quoteEngine.package.notFound") } };
  }
  const result = quoteTrip(book, {
    start: query.start,
    adults: query.adults,
    childAges: query.childAges,
    residency: query.residency,
    singles: query.singles,
    displayCurrency: query.currency,
    code: query.code,
    discount,
    today,
  });
  return result.ok ? { status: 200, quote: result.quote } : { status: 400, errors: result.errors };
}
