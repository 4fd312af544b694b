// The live quote: as the traveller changes a booking form, ask /api/quote (the server prices, never this
// code) and show the answer. A few hundred bytes and no zod; a refused question shows the API's words and a
// failed request says so.
import { useEffect, useRef, useState } from "react";
import type { Quote } from "~/features/quotes/rate-book";
import type { QuoteView } from "./booking-quote-panel";

const WAIT_MS = 300;

/** What the panel shows for `question` (a query string), starting from the server's view. */
export function useLiveQuote(initial: QuoteView, question: string | null): QuoteView {
  const [view, setView] = useState<QuoteView>(initial);
  const latest = useRef(0);

  useEffect(() => setView(initial), [initial]);

  useEffect(() => {
    if (!question) return;
    const turn = ++latest.current;
    const timer = setTimeout(async () => {
      setView({ kind: "loading" });
      let next: QuoteView;
      try {
        const response = await fetch(`/api/quote?${question}`, { headers: { Accept: "application/json" } });
        const body = (await response.json()) as Quote | { errors?: Record<string, string> };
        next =
          response.ok && "lines" in body
            ? { kind: "quote", quote: body }
            : {
                kind: "message",
                text:
                  Object.values(("errors" in body && body.errors) || {}).join(" ") ||
                  "We could not price these choices. Please check them.",
              };
      } catch {
        next = {
          kind: "message",
          text: "The price could not be fetched: you seem to be offline. Try 'Show price' again in a moment.",
        };
      }
      if (turn === latest.current) setView(next);
    }, WAIT_MS);
    return () => clearTimeout(timer);
  }, [question]);

  return view;
}
