// The price beside a booking form, loaded only when there is one to show: the server's quote ('Show price',
// a changed price) or the live one, asked of /api/quote as the traveller changes the form. Its code stays out
// of the page's first download; the form's own 'Show price' works without it.
import { useMemo } from "react";
import type { Quote } from "~/features/quotes/rate-book";
import { isCalendarDate } from "~/utils/business-calendar";
import { quoteQuestion } from "./booking-quote-choices";
import { BookingQuotePanel, QuotedTotalField, type QuoteView } from "./booking-quote-panel";
import { useLiveQuote } from "./live-quote";

/** The form's entries as the last change left them; `form` says how they name the start and the party. */
export interface QuoteEntries {
  form: "safari" | "flow";
  packageId: number;
  values: Record<string, string>;
}

/** The question for /api/quote, or null while the entries cannot make one. */
function questionOf({ form, packageId, values }: QuoteEntries): string | null {
  const start = (form === "safari" ? values.arrival : values.startDate) ?? "";
  const childAges = values.childAges ?? "";
  let adults: number | string = values.adults ?? "";
  if (form === "flow") {
    // The flow asks for guests: the children whose ages are given, and adults for the rest.
    const guests = Number(values.guests);
    const children = childAges.split(/[,;\s]+/).filter(Boolean).length;
    if (!Number.isInteger(guests) || guests <= children) return null;
    adults = guests - children;
  }
  if (!isCalendarDate(start)) return null;
  return quoteQuestion({
    packageId,
    start,
    adults,
    childAges,
    residency: values.residency ?? "",
    singles: values.singles ?? "",
    code: values.discountCode ?? "",
  }).toString();
}

export function BookingQuoteArea({
  id,
  serverQuote,
  entries,
  title,
}: {
  id: string;
  serverQuote: Quote | null;
  entries: QuoteEntries | null;
  /** The safari's name as the page shows it, in its language. */
  title?: string;
}) {
  const question = entries ? questionOf(entries) : null;
  const shown = useMemo<QuoteView>(
    () => (serverQuote ? { kind: "quote", quote: serverQuote } : { kind: "none" }),
    [serverQuote],
  );
  const live = useLiveQuote(shown, question);
  return (
    <>
      <QuotedTotalField view={live} />
      <BookingQuotePanel id={id} view={live} title={title} />
    </>
  );
}
