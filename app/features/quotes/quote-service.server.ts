// A quote for a traveller's choice (TripChoice), as /api/quote and the booking forms ask for it: checks the
// choice, reads the package's rate book and prices it with the pure engine. Both the rate book and the
// finished answer are kept per rates version, so a repeated question costs no query and no pricing; a change
// to any rate moves the version on and every older entry goes unused.
//
// The public question reads the current version at most once per RATES_VERSION_TTL_MS (a staff change shows
// within a second, on every server); a booking asks with `fresh: true` and always prices on the committed
// rates, and shows the traveller a price that moved before taking it (docs/quotes.md).
import { LRUCache } from "lru-cache";
import type { Database } from "~/db/client.server";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { quoteEngineMessages } from "~/i18n/messages/en/quote-engine";
import { runInLocale } from "~/i18n/server-messages.server";
import { currentLocale, translate } from "~/i18n/translate";
import { businessToday } from "~/utils/business-calendar";
import { tryDiscountCode } from "./discount-code-tries.server";
import { QUOTE_MESSAGES, quoteTrip } from "./quote-engine";
import { parseQuoteQuery, tripChoiceRefusals } from "./quote-request-schema";
import type { DiscountCode, Quote, QuoteCurrency, RateBook } from "./rate-book";
import { currentRatesVersion, findDiscountCode, loadRateBook } from "./rate-book.server";
import type { QuoteTerms, TripChoice } from "./trip-choice";

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

/** How a quote is asked for: on Nairobi's today at `now`; see quoteFromQuery for `fresh` and `client`. */
export interface QuoteAsking {
  now?: Date;
  fresh?: boolean;
  client?: string | null;
}

/**
 * The quote for a query string (`package`, `start`, `adults`, `childAges`, `residency`, `singles`,
 * `currency`, `code`), judged on Nairobi's today: the front door of /api/quote (and the staff's preview) reads
 * the text into a TripChoice here, and nowhere else. With `client` (rateLimitSubject of the asker's address) a
 * discount code is checked only within the client's tries (discount-code-limits.ts); past them the quote is the
 * one without the code, and its notice says why. `fresh` prices on the committed rates, never a cached version.
 */
export async function quoteFromQuery(
  db: Database,
  params: URLSearchParams,
  asking: QuoteAsking = {},
): Promise<QuoteAnswer> {
  const parsed = parseQuoteQuery(params, { today: businessToday(asking.now ?? new Date()) });
  if (!parsed.ok) return { status: 400, errors: parsed.errors };
  const { currency, ...choice } = parsed.value;
  return answerChoice(db, choice, currency, asking);
}

/**
 * The quote for a choice that is already typed (a booking form's), by the same rules and in the same words as
 * the query string's, its refusals named as the query names its fields.
 */
export async function quoteChoice(
  db: Database,
  choice: TripChoice,
  asking: QuoteAsking & { currency?: QuoteCurrency | null } = {},
): Promise<QuoteAnswer> {
  const refusals = tripChoiceRefusals(choice, { today: businessToday(asking.now ?? new Date()) });
  if (refusals) return { status: 400, errors: refusals };
  return answerChoice(db, choice, asking.currency ?? null, asking);
}

async function answerChoice(
  db: Database,
  choice: TripChoice,
  currency: QuoteCurrency | null,
  { now = new Date(), fresh = false, client }: QuoteAsking,
): Promise<QuoteAnswer> {
  if (client && choice.code !== null) {
    const tried = await tryDiscountCode(db, client, choice.code, now.getTime());
    if (!tried.allowed) {
      const answer = await priceChoice(db, { ...choice, code: null }, currency, { now, fresh });
      if (answer.status !== 200) return answer;
      const notice = {
        field: "code" as const,
        message: QUOTE_MESSAGES.codeTooManyTries(Math.ceil(tried.retryAfterSeconds / 60)),
      };
      return { status: 200, quote: { ...answer.quote, notices: [notice] } };
    }
  }
  return priceChoice(db, choice, currency, { now, fresh });
}

async function priceChoice(
  db: Database,
  choice: TripChoice,
  currency: QuoteCurrency | null,
  { now, fresh }: { now: Date; fresh: boolean },
): Promise<QuoteAnswer> {
  const today = businessToday(now);
  const caches = cachesOf(db);
  const version = await ratesVersion(db, caches, fresh);
  // A code's use count moves without a rates version (each booking that uses it), so it is part of the key; the
  // answer's lines and refusals are worded in the request's language, so that is too.
  const discount: DiscountCode | null = choice.code === null ? null : await findDiscountCode(db, choice.code);
  const key = JSON.stringify([
    currentLocale(),
    version,
    today,
    choice.packageId,
    choice.start,
    choice.adults,
    choice.childAges,
    choice.residency,
    choice.residentOf,
    choice.singles,
    currency,
    choice.code,
    discount?.timesUsed ?? null,
    discount?.active ?? null,
  ]);
  const known = caches.answers.get(key);
  if (known) return known;

  const bookKey = `${version}:${choice.packageId}`;
  let cached = caches.books.get(bookKey);
  if (!cached) {
    cached = { book: await loadRateBook(db, choice.packageId) };
    caches.books.set(bookKey, cached);
  }
  const answer = priceWithBook(cached.book, choice, { displayCurrency: currency, discount, today });
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

function priceWithBook(book: RateBook | null, choice: TripChoice, terms: QuoteTerms): QuoteAnswer {
  if (!book) {
    return { status: 404, errors: { package: translate(quoteEngineMessages, "quoteEngine.package.notFound") } };
  }
  const result = quoteTrip(book, { ...choice, ...terms });
  return result.ok ? { status: 200, quote: result.quote } : { status: 400, errors: result.errors };
}

/**
 * A booking's quote with its lines' labels in English as well, when it was worded in another language: staff
 * read every booking in English, so a German booking's lines must not reach them in German. The same choice
 * is priced again in English on the same rates (the rate book is cached by version, so this reads at most the
 * discount code again). Left as it is in English, or when the English lines do not match the quote's one for
 * one (rates changed in between): staff then read the traveller's words.
 */
export async function withEnglishLabels(
  db: Database,
  choice: TripChoice,
  quote: Quote,
  now: Date = new Date(),
): Promise<Quote> {
  if (currentLocale() === DEFAULT_LOCALE) return quote;
  const english = await runInLocale(DEFAULT_LOCALE, () => quoteChoice(db, choice, { now }));
  if (english.status !== 200) return quote;
  const lines = english.quote.lines;
  const matching =
    english.quote.ratesVersion === quote.ratesVersion &&
    lines.length === quote.lines.length &&
    lines.every((line, index) => line.kind === quote.lines[index]?.kind && line.amount === quote.lines[index]?.amount);
  return matching ? { ...quote, englishLabels: lines.map((line) => line.label) } : quote;
}
