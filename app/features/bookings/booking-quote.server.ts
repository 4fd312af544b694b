// The quote a booking is taken at: recomputed on the server from the committed rates (never a number from
// the browser), the same answer /api/quote gives for the same question.
import type { Database } from "~/db/client.server";
import { quoteFromQuery } from "~/features/quotes/quote-service.server";
import type { Quote, Residency } from "~/features/quotes/rate-book";

export interface BookingQuoteChoices {
  packageId: number;
  start: string;
  adults: number;
  childAges: number[];
  residency: Residency;
  singles: number;
  discountCode: string | null;
}

/** The quote's fields (as /api/quote names them) that refused the choices, with the engine's words. */
export type QuoteRefusals = Partial<Record<"start" | "adults" | "childAges" | "singles" | "code" | "other", string>>;

export type BookingQuoteResult =
  | { status: "quoted"; quote: Quote }
  | { status: "refused"; errors: QuoteRefusals }
  | { status: "package_not_found" };

/** Prices the choices on the committed rates; a discount code that does not apply refuses the booking. */
export async function quoteForBooking(
  db: Database,
  choices: BookingQuoteChoices,
  { now = new Date(), client }: { now?: Date; client?: string | null } = {},
): Promise<BookingQuoteResult> {
  const question = new URLSearchParams({
    package: String(choices.packageId),
    start: choices.start,
    adults: String(choices.adults),
    childAges: choices.childAges.join(","),
    residency: choices.residency,
    singles: String(choices.singles),
  });
  if (choices.discountCode) question.set("code", choices.discountCode);
  const answer = await quoteFromQuery(db, question, { now, fresh: true, client });
  if (answer.status === 404) return { status: "package_not_found" };
  if (answer.status === 400) {
    const errors: QuoteRefusals = {};
    for (const [field, message] of Object.entries(answer.errors)) {
      const known = ["start", "adults", "childAges", "singles", "code"].includes(field);
      errors[(known ? field : "other") as keyof QuoteRefusals] ??= message;
    }
    return { status: "refused", errors };
  }
  // A code the traveller counts on but that does not apply (used up, expired...) is said, not ignored.
  const notice = answer.quote.notices.find((item) => item.field === "code");
  if (notice) return { status: "refused", errors: { code: notice.message } };
  return { status: "quoted", quote: answer.quote };
}

/** The discount line's code, when the quote applied one. */
export function appliedCode(quote: Quote, code: string | null): string | null {
  return code && quote.lines.some((line) => line.kind === "discount") ? code : null;
}
