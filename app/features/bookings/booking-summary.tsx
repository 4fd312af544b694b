// The booking flow's sidebar: the package, the dates, the guests and, once there is a quote, its total and
// deposit to the cent (the quote's own figures: booking-price.ts), then 'Need assistance?' with the way to
// the contact page. It never shows the package's flat catalogue price: the quote beside it is the price.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRightIcon, PhoneIcon } from "~/components/ui/icons";
import { useOperatorFacts } from "~/components/use-operator-facts";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { useEnglishFallback } from "~/features/translations/english-fallback";
import { localHref } from "~/i18n/local-href";
import { bookingFlowMessages } from "~/i18n/messages/en/booking-flow";
import { useMessages } from "~/i18n/translate";
import { addDays, isCalendarDate } from "~/utils/business-calendar";
import { BUSINESS_TERMS } from "~/utils/constants";
import { formatLongDate } from "~/utils/format";
import type { FlowPackage } from "./booking-flow-view";
import type { BookingPrice } from "./booking-price";

export interface BookingSummaryProps {
  pkg: FlowPackage;
  /** The guests and start date as far as they are known (the details form may still be half filled). */
  guests: number | null;
  startDate: string | null;
  /** The stored end date (confirmation); start date plus the package's duration otherwise. */
  endDate?: string;
  /** The quote's figures (payment and confirmation steps); null while the details step shows its own quote. */
  price: BookingPrice | null;
}

export function BookingSummary({ pkg, guests, startDate, endDate, price }: BookingSummaryProps) {
  const t = useMessages(bookingFlowMessages);
  const english = useEnglishFallback();
  const knownStart = startDate && isCalendarDate(startDate) ? startDate : null;
  return (
    <section aria-labelledby="booking-summary-title" className="card">
      <div className="bg-charcoal-900 px-6 py-5 text-sand-50">
        <h2 id="booking-summary-title" className="font-display text-display-sm">
          {t("bookings.flow.summary.title")}
        </h2>
      </div>
      <dl className="flex flex-col gap-4 p-6 text-sm">
        <SummaryRow label={t("bookings.flow.summary.package")}>
          <span className="font-semibold text-charcoal-900" {...english(pkg, "title")}>
            {pkg.title}
          </span>
        </SummaryRow>
        <SummaryRow label={t("bookings.flow.summary.duration")}>
          {t("bookings.flow.summary.days", { count: pkg.durationDays })}
        </SummaryRow>
        {knownStart ? (
          <SummaryRow label={t("bookings.flow.summary.dates")}>
            {t("bookings.flow.summary.dateRange", {
              start: formatLongDate(knownStart),
              // An N-day safari ends N - 1 days after it starts (DECISIONS 'Prices and quotes').
              end: formatLongDate(endDate ?? addDays(knownStart, Math.max(pkg.durationDays - 1, 0))),
            })}
          </SummaryRow>
        ) : null}
        {guests ? (
          <SummaryRow label={t("bookings.flow.summary.guests")}>
            {t("bookings.flow.summary.guestCount", { count: guests })}
          </SummaryRow>
        ) : null}
        {price && price.total === null ? (
          <SummaryRow label={t("bookings.flow.summary.price")}>{t("bookings.flow.summary.onRequest")}</SummaryRow>
        ) : null}
      </dl>
      {price && price.total !== null && guests ? (
        <div className="mx-6 flex flex-col gap-1 border-t border-sand-200 py-4 text-sm">
          <dl className="flex flex-col gap-2">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="font-semibold text-charcoal-900">{t("bookings.flow.summary.total")}</dt>
              <dd className="font-display text-xl text-charcoal-900" data-testid="booking-total">
                {formatMinorUnits(price.total, price.currency)}
              </dd>
            </div>
            {price.deposit !== null ? (
              <div className="flex items-baseline justify-between gap-4 text-charcoal-700">
                <dt>{t("bookings.flow.summary.deposit", { percent: BUSINESS_TERMS.depositPercent })}</dt>
                <dd>{formatMinorUnits(price.deposit, price.currency)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
      <p className="border-t border-sand-200 px-6 py-4 text-xs text-charcoal-600">
        {t("bookings.flow.summary.cancellation", { days: BUSINESS_TERMS.freeCancellationDays })}
      </p>
    </section>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="eyebrow text-ochre-700">{label}</dt>
      <dd className="text-charcoal-800">{children}</dd>
    </div>
  );
}

export function NeedAssistance({ replyFigure = null }: { replyFigure?: string | null }) {
  const t = useMessages(bookingFlowMessages);
  const { phone, phoneHref } = useOperatorFacts();
  return (
    <section aria-labelledby="booking-assistance-title" className="rounded-(--radius-card) bg-sand-100 p-6">
      <h2 id="booking-assistance-title" className="font-display text-xl text-charcoal-900">
        {t("bookings.flow.assistance.title")}
      </h2>
      <p className="mt-2 text-sm text-charcoal-700">{t("bookings.flow.assistance.text")}</p>
      {replyFigure ? <p className="mt-2 text-sm font-semibold text-acacia-700">{replyFigure}</p> : null}
      <p className="mt-4 flex flex-col gap-2 text-sm">
        <Link
          to={localHref("/contact")}
          className="inline-flex items-center gap-2 font-semibold text-charcoal-900 underline underline-offset-4 hover:text-ochre-800"
        >
          {t("bookings.flow.assistance.contact")}
          <ArrowRightIcon aria-hidden="true" className="size-4" />
        </Link>
        {phone && phoneHref ? (
          <a
            href={phoneHref}
            className="inline-flex items-center gap-2 text-charcoal-700 underline-offset-4 hover:underline"
          >
            <PhoneIcon aria-hidden="true" className="size-4 text-ochre-700" />
            {t("bookings.flow.assistance.call", { phone })}
          </a>
        ) : null}
      </p>
    </section>
  );
}
