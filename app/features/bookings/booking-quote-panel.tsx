// The itemised quote beside a booking form: every line, the total, the 30% deposit, the balance and when it
// is due. The same markup shows the server's quote ('Show price', a changed price) and the live one the
// page's script asks /api/quote for; it is a polite live region, so a screen reader hears the new price.
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { useQuoteEuros } from "~/features/quotes/quote-in-euros";
import type { Quote } from "~/features/quotes/rate-book";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import { formatLongDate } from "~/utils/format";
import { QUOTED_TOTAL_FIELD } from "./booking-quote-choices";

/** What the panel shows: nothing yet, a quote, or why there is none (in words). */
export type QuoteView =
  | { kind: "none" }
  | { kind: "loading" }
  /** `stale`: the entries changed since; a new quote is on its way. */
  | { kind: "quote"; quote: Quote; stale?: boolean }
  | { kind: "message"; text: string };

/** `title`: the safari's name as the page shows it (in its language); the quote's own, English, otherwise. */
export function BookingQuotePanel({ view, id, title }: { view: QuoteView; id: string; title?: string }) {
  const t = useMessages(bookingQuoteMessages);
  return (
    <section
      id={id}
      aria-live="polite"
      aria-label={t("bookingQuote.panel.label")}
      className="rounded-lg border border-charcoal-200 bg-sand-50 p-4 text-sm text-charcoal-700 empty:hidden"
    >
      {view.kind === "quote" ? <QuoteDetails quote={view.quote} title={title ?? view.quote.package.title} /> : null}
      {view.kind === "message" ? <p role="status">{view.text}</p> : null}
      {view.kind === "loading" ? <p>{t("bookingQuote.panel.loading")}</p> : null}
      {view.kind === "none" ? <p>{t("bookingQuote.panel.empty")}</p> : null}
    </section>
  );
}

/** The total the form shows, posted with it so the server can tell a changed price. */
export function QuotedTotalField({ view }: { view: QuoteView }) {
  const total = view.kind === "quote" && !view.stale && view.quote.total !== null ? String(view.quote.total) : "";
  return <input type="hidden" name={QUOTED_TOTAL_FIELD} value={total} />;
}

function QuoteDetails({ quote, title }: { quote: Quote; title: string }) {
  // On a page in German, French, Italian or Spanish: the total in euros as a guide (never posted).
  const inEuros = useQuoteEuros(quote.total, quote.currency);
  const t = useMessages(bookingQuoteMessages);
  const money = (amount: number | null) =>
    amount === null ? t("bookingQuote.panel.onRequest") : formatMinorUnits(amount, quote.currency);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-charcoal-900">
        {t("bookingQuote.panel.heading", {
          title,
          start: formatLongDate(quote.start),
          end: formatLongDate(quote.end),
        })}
      </h3>
      <ul className="flex flex-col gap-1">
        {quote.lines.map((line) => (
          <li key={`${line.kind}:${line.label}`} className="flex flex-wrap justify-between gap-x-4">
            <span className="min-w-0 break-words">{line.label}</span>
            <span className="tabular-nums">
              {line.included ? t("bookingQuote.panel.included") : money(line.amount)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 border-t border-charcoal-200 pt-2">
        <dt className="font-semibold">{t("bookingQuote.panel.total")}</dt>
        <dd className="text-right font-semibold tabular-nums">{money(quote.total)}</dd>
        {inEuros ? (
          <dd className="col-start-2 text-right tabular-nums text-charcoal-600">{inEuros.figure.text}</dd>
        ) : null}
        {quote.deposit !== null ? (
          <>
            <dt>{t("bookingQuote.panel.deposit", { percent: BUSINESS_TERMS.depositPercent })}</dt>
            <dd className="text-right tabular-nums">{money(quote.deposit)}</dd>
            <dt>
              {quote.balanceDueNow
                ? t("bookingQuote.panel.balanceNow")
                : t("bookingQuote.panel.balanceBy", { date: formatLongDate(quote.balanceDueDate) })}
            </dt>
            <dd className="text-right tabular-nums">{money(quote.balance)}</dd>
          </>
        ) : null}
      </dl>
      {inEuros ? <p className="text-xs text-charcoal-600">{inEuros.note}</p> : null}
      {quote.priceOnRequest ? <p>{t("bookingQuote.panel.notPriced")}</p> : null}
      {quote.display.currency !== quote.currency && quote.display.total !== null ? (
        <p>
          {t("bookingQuote.panel.about", { amount: formatMinorUnits(quote.display.total, quote.display.currency) })}
        </p>
      ) : null}
      {/* Why a discount code the traveller typed is not in the price (not valid, expired, too many tried). */}
      {quote.notices.map((notice) => (
        <p key={notice.field} className="font-semibold text-charcoal-900" data-notice={notice.field}>
          {notice.message}
        </p>
      ))}
    </div>
  );
}
