// The price beside a booking form, loaded only when there is one to show: the server's quote ('Show price',
// a changed price) or the live one, asked of /api/quote as the traveller changes the form. Its code stays out
// of the page's first download; the form's own 'Show price' works without it.
import { useMemo } from "react";
import type { Quote } from "~/features/quotes/rate-book";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { translate } from "~/i18n/translate";
import { type QuoteEntries, quoteQuestionOf } from "./booking-quote-choices";
import { BookingQuotePanel, QuotedTotalField, type QuoteView } from "./booking-quote-panel";
import { useLiveQuote } from "./live-quote";

/** The question for /api/quote, or null while the entries cannot make one. */
function questionOf(entries: QuoteEntries): { query: string | null; agesMissingFor: number | null } {
  const { question, complete, agesMissingFor } = quoteQuestionOf(entries);
  return { query: complete ? new URLSearchParams(question).toString() : null, agesMissingFor };
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
  const { query, agesMissingFor } = entries ? questionOf(entries) : { query: null, agesMissingFor: null };
  const shown = useMemo<QuoteView>(
    () => (serverQuote ? { kind: "quote", quote: serverQuote } : { kind: "none" }),
    [serverQuote],
  );
  const answered = useLiveQuote(shown, query);
  // A child without an age: the panel says what is missing instead of pricing a smaller party.
  const live: QuoteView =
    agesMissingFor === null
      ? answered
      : {
          kind: "message",
          text: translate(bookingQuoteMessages, "bookingQuote.error.agesForChildren", { children: agesMissingFor }),
        };
  return (
    <>
      <QuotedTotalField view={live} />
      <BookingQuotePanel id={id} view={live} title={title} />
    </>
  );
}
