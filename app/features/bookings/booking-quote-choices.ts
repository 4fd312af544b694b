// The quote's choices both booking forms ask for besides the spec's fields (residency, children's ages,
// single rooms, a discount code) and the question they make for /api/quote. No zod and no I/O: the
// browser's live quote uses this, so it stays a few hundred bytes.
import { TRAVELLER_RESIDENCIES, type TravellerResidency } from "~/features/quotes/trip-choice";
import { isCalendarDate } from "~/utils/business-calendar";

/** Field names of the quote's choices, as the inputs must be named. */
export const QUOTE_CHOICE_FIELDS = ["residency", "childAges", "singles", "discountCode"] as const;
export type QuoteChoiceField = (typeof QUOTE_CHOICE_FIELDS)[number];

/** The total (minor units) of the quote the form showed when it was posted; blank when none was shown. */
export const QUOTED_TOTAL_FIELD = "quotedTotal";

/** The second submit button of each form: asks the server for the price without booking. */
export const SHOW_PRICE_INTENT = "price";

/**
 * The residencies a traveller chooses from, in this order (named by `bookingQuote.residency.<value>`): a resident
 * says which country they live in, since that decides the park fees they pay in the other.
 */
export const RESIDENCY_CHOICES: readonly TravellerResidency[] = TRAVELLER_RESIDENCIES;

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

/** A form's entries as the last change left them; `form` says how they name the start and the party. */
export interface QuoteEntries {
  form: "safari" | "flow";
  packageId: number;
  values: Partial<Record<string, string>>;
}

/**
 * A form's entries as the question for /api/quote (quote-request-schema.ts), as text: the browser's live quote
 * sends it (once `complete`: a date and a party to price), the server's 'Show price' reads it as /api/quote
 * does, refusals and all.
 */
export function quoteQuestionOf({ form, packageId, values }: QuoteEntries) {
  const start = (form === "safari" ? values.arrival : values.startDate) ?? "";
  const typedAges = values.childAges ?? "";
  const adults = values.adults ?? "";
  const ages = readChildAges(typedAges);
  const code = values.discountCode?.trim() ?? "";
  const question: Partial<
    Record<"package" | "start" | "adults" | "childAges" | "residency" | "singles" | "code", string>
  > = {
    package: String(packageId),
    start,
    adults,
    childAges: ages ? ages.join(",") : typedAges,
    residency: values.residency ?? "",
    singles: values.singles?.trim() || "0",
    ...(code ? { code } : {}),
  };
  // Both forms state how many children travel: while any of them has no age, no price is right (a party of two
  // adults and a child without an age is not two adults). The stated count, for the message that says so.
  const statedChildren = Number(values.children ?? "0");
  const agesMissingFor =
    Number.isInteger(statedChildren) && ages !== null && statedChildren > ages.length ? statedChildren : null;
  return { question, complete: isCalendarDate(start) && agesMissingFor === null, agesMissingFor };
}
