// The quote's choices both booking forms ask for besides the spec's fields (residency, children's ages,
// single rooms, a discount code) and the question they make for /api/quote. No zod and no I/O: the
// browser's live quote uses this, so it stays a few hundred bytes.
import type { Residency } from "~/features/quotes/rate-book";

/** Field names of the quote's choices, as the inputs must be named. */
export const QUOTE_CHOICE_FIELDS = ["residency", "childAges", "singles", "discountCode"] as const;
export type QuoteChoiceField = (typeof QUOTE_CHOICE_FIELDS)[number];

/** The total (minor units) of the quote the form showed when it was posted; blank when none was shown. */
export const QUOTED_TOTAL_FIELD = "quotedTotal";

/** The second submit button of each form: asks the server for the price without booking. */
export const SHOW_PRICE_INTENT = "price";

/** The residencies a traveller chooses from, in this order (named by `bookingQuote.residency.<value>`). */
export const RESIDENCY_CHOICES: readonly Residency[] = ["non_resident", "resident", "citizen"];

/** "4, 9" -> [4, 9]; blank -> []; anything else (a word, 4.5, -1) -> null. */
export function readChildAges(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  const parts = trimmed.split(/[,;\s]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  return parts.map(Number);
}

/** The quote's fields (as /api/quote names them, `other` for the rest) that can refuse a form's choices. */
export type QuoteRefusalField = "start" | "adults" | "childAges" | "singles" | "code" | "other";

/** Where a form shows each refusal of its quote: its own field for the start date, the party and so on. */
export type QuoteRefusalFields<Field extends string> = Record<QuoteRefusalField, Field>;

/**
 * The question for /api/quote (quote-request-schema.ts) from a form's entries, as text: the browser's live
 * quote sends it, the server's 'Show price' reads it as /api/quote does.
 */
export function quoteQuestionEntries(choices: {
  packageId: number;
  start: string;
  adults: number | string;
  childAges: string;
  residency: string;
  singles: string;
  code: string;
}) {
  const ages = readChildAges(choices.childAges);
  return {
    package: String(choices.packageId),
    start: choices.start,
    adults: String(choices.adults),
    childAges: ages ? ages.join(",") : choices.childAges,
    residency: choices.residency,
    singles: choices.singles.trim() || "0",
    ...(choices.code.trim() ? { code: choices.code.trim() } : {}),
  };
}

/** The same question as a query string, for the browser's request to /api/quote. */
export function quoteQuestion(choices: Parameters<typeof quoteQuestionEntries>[0]): URLSearchParams {
  return new URLSearchParams(quoteQuestionEntries(choices));
}
