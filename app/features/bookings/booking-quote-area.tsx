// The price beside a booking form, loaded only when there is one to show: the server's quote ('Show price',
// a changed price) or the live one, asked of /api/quote as the traveller changes the form. Its code stays out
// of the page's first download; the form's own 'Show price' works without it.
import { useMemo } from "react";
import type { Quote } from "~/features/quotes/rate-book";
import { type QuoteEntries, quoteQuestionOf } from "./booking-quote-choices";
import { BookingQuotePanel, QuotedTotalField, type QuoteView } from "./booking-quote-panel";
import { useLiveQuote } from "./live-quote";

/** The question for /api/quote, or null while the entries cannot make one. */
function questionOf(entries: QuoteEntries): string | null {
  const { question, complete } = quoteQuestionOf(entries);
  return complete ? new URLSearchParams(question).toString() : null;
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
