// A quote for a traveller's choices, as /api/quote and the booking forms ask for it: checks the
// parameters, reads the package's rate book and prices it with the pure engine. Both the rate book and the
// finished answer are kept per rates version, so a repeated question costs one small query (the current
// version) and no pricing; a change to any rate moves the version on and every older entry goes unused.
import { LRUCache } from "lru-cache";
import type { Database } from "~/db/client.server";
import { BUSINESS_TIME_ZONE, todayIn } from "~/features/bookings/calendar-date";
import { quoteTrip } from "./quote-engine";
import { parseQuoteQuery, type QuoteQuery } from "./quote-request-schema";
import type { DiscountCode, Quote, RateBook } from "./rate-book";
import { currentRatesVersion, findDiscountCode, loadRateBook } from "./rate-book.server";

export type QuoteAnswer =
  | { status: 200; quote: Quote }
  /** Field name as in the query string -> message. */
  | { status: 400; errors: Record<string, string> }
  | { status: 404; errors: { package: string } };

export const PACKAGE_NOT_FOUND = "Package not found";

interface Caches {
  books: LRUCache<string, { book: RateBook | null }>;
  answers: LRUCache<string, QuoteAnswer>;
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
    };
    cachesByDatabase.set(db, caches);
  }
  return caches;
}

/**
 * The quote for a query string (`package`, `start`, `adults`, `childAges`, `residency`, `singles`,
 * `currency`, `code`), judged on Nairobi's today.
 */
export async function quoteFromQuery(
  db: Database,
  params: URLSearchParams,
  now: Date = new Date(),
): Promise<QuoteAnswer> {
  const today = todayIn(BUSINESS_TIME_ZONE, now);
  const parsed = parseQuoteQuery(params, { today });
  if (!parsed.ok) return { status: 400, errors: parsed.errors };
  const query = parsed.value;

  const caches = cachesOf(db);
  const version = await currentRatesVersion(db);
  // A code's use count moves without a rates version (each booking that uses it), so it is part of the key.
  const discount: DiscountCode | null = query.code ? await findDiscountCode(db, query.code) : null;
  const key = JSON.stringify([version, today, query, discount?.timesUsed ?? null, discount?.active ?? null]);
  const known = caches.answers.get(key);
  if (known) return known;

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

function priceWithBook(
  book: RateBook | null,
  query: QuoteQuery,
  discount: DiscountCode | null,
  today: string,
): QuoteAnswer {
  if (!book) return { status: 404, errors: { package: PACKAGE_NOT_FOUND } };
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
