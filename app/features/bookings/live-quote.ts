// The live quote: as the traveller changes a booking form, ask /api/quote (the server prices, never this
// code) and show the answer. A few hundred bytes and no zod; a refused question shows the API's words and a
// failed request says so.
import { useEffect, useRef, useState } from "react";
import type { Quote } from "~/features/quotes/rate-book";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { currentLocale, translate } from "~/i18n/translate";
import type { QuoteView } from "./booking-quote-panel";

const WAIT_MS = 300;

/** What the panel shows for `question` (a query string), starting from the server's view. */
export function useLiveQuote(initial: QuoteView, question: string | null): QuoteView {
  const [view, setView] = useState<QuoteView>(initial);
  const latest = useRef(0);
  const asked = useRef<string | null>(null);

  useEffect(() => setView(initial), [initial]);

  useEffect(() => {
    if (!question) return;
    // The quote on screen no longer answers the entries: until the new one comes, its total is not posted as
    // the price shown (a quick submit would otherwise read as a price change). The server's own quote, on
    // the first render, does answer them.
    if (asked.current !== null && asked.current !== question) {
      setView((shown) => (shown.kind === "quote" ? { ...shown, stale: true } : shown));
    }
    asked.current = question;
    const turn = ++latest.current;
    const timer = setTimeout(async () => {
      setView({ kind: "loading" });
      let next: QuoteView;
      try {
        // The quote's lines and refusals are worded in the page's language.
        const locale = currentLocale();
        const query = locale === "en" ? question : `${question}&lang=${locale}`;
        const response = await fetch(`/api/quote?${query}`, { headers: { Accept: "application/json" } });
        const body = (await response.json()) as Quote | { errors?: Record<string, string> };
        next =
          response.ok && "lines" in body
            ? { kind: "quote", quote: body }
            : {
                kind: "message",
                text:
                  Object.values(("errors" in body && body.errors) || {}).join(" ") ||
                  translate(bookingQuoteMessages, "bookingQuote.live.refused"),
              };
      } catch {
        next = { kind: "message", text: translate(bookingQuoteMessages, "bookingQuote.live.offline") };
      }
      if (turn === latest.current) setView(next);
    }, WAIT_MS);
    return () => clearTimeout(timer);
  }, [question]);

  return view;
}
