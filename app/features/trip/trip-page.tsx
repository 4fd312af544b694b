// The trip page's sections: the booking at a glance, the dated itinerary, the locked price, the payments
// with the ways to pay what is due next, and the documents to download. Everything arrives worded from the
// server (trip-view.ts); the only forms with code are the travellers' details and the proof upload.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { InputField } from "~/features/forms/fields";
import { usePaymentDetails } from "~/features/operator-settings/payment-details";
import { MPESA_MAX_PER_TRANSACTION_KES } from "~/features/payments/mpesa-limits";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { useEnglishFallback } from "~/features/translations/english-fallback";
import { tripMessages } from "~/i18n/messages/en/trip";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import { ResidencyProofForm } from "./residency-proof-form";
import { TravellersForm } from "./travellers-form";
import { tripFilePath, tripPagePath } from "./trip-paths";
import type { TripView } from "./trip-view";

type T = ReturnType<typeof useTripMessages>;
const useTripMessages = () => useMessages(tripMessages);

export function TripPage({ trip }: { trip: TripView }) {
  const t = useTripMessages();
  // The pay pages in this page's language; the downloads at their one address, in the booking's language.
  const base = tripPagePath(trip.token);
  return (
    <div className="bg-sand-50 pb-16">
      <header className="border-b border-sand-200 bg-white">
        <div className="container-page py-8 sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-clay-700 uppercase">{t("trip.eyebrow")}</p>
          <h1 className="mt-1 font-display text-3xl text-charcoal-900 sm:text-4xl">
            {t("trip.heading", { packageTitle: trip.packageTitle })}
          </h1>
          <dl className="mt-5 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <Fact label={t("trip.summary.reference")}>
              <span className="font-mono text-base font-semibold">{trip.reference}</span>
            </Fact>
            <Fact label={t("trip.summary.status")}>{t(`trip.status.${trip.status}`)}</Fact>
            <Fact label={t("trip.summary.dates")}>
              {t("trip.summary.datesValue", { start: trip.startText, end: trip.endText })}
            </Fact>
            <Fact label={t("trip.summary.travellers")}>
              {t("trip.summary.travellersValue", { adults: trip.adults, children: trip.children })}
            </Fact>
          </dl>
          <p className="mt-5 max-w-3xl text-sm text-charcoal-600">{t("trip.private")}</p>
          <nav aria-label={t("trip.nav.label")} className="mt-5">
            <ul className="flex flex-wrap gap-2 text-sm">
              {(
                [
                  ["itinerary", t("trip.nav.itinerary")],
                  ["payments", t("trip.nav.payments")],
                  ["documents", t("trip.nav.documents")],
                  ["travellers", t("trip.nav.travellers")],
                ] as const
              ).map(([id, label]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-sand-300 px-4 text-charcoal-800 hover:bg-sand-100"
                  >
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>

      {trip.cancellation ? <Cancelled cancellation={trip.cancellation} t={t} /> : null}

      <div className="container-page mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Panel id="itinerary" title={t("trip.itinerary.heading")}>
          <Itinerary trip={trip} t={t} />
        </Panel>
        <div className="flex min-w-0 flex-col gap-8">
          <Panel id="price" title={t("trip.quote.heading")}>
            <Price trip={trip} t={t} />
          </Panel>
          <Panel id="payments" title={t("trip.payments.heading")}>
            <Payments trip={trip} t={t} base={base} />
          </Panel>
          <Panel id="documents" title={t("trip.documents.heading")}>
            <ul className="flex flex-col gap-2">
              <li>
                <a
                  className={buttonClasses({ variant: "outline", fullWidth: true })}
                  href={tripFilePath(trip.token, "itinerary.pdf")}
                  download
                >
                  {t("trip.documents.itinerary")}
                </a>
              </li>
              {trip.quote ? (
                <li>
                  <a
                    className={buttonClasses({ variant: "outline", fullWidth: true })}
                    href={tripFilePath(trip.token, "invoice.pdf")}
                    download
                  >
                    {t("trip.documents.invoice")}
                  </a>
                </li>
              ) : null}
              <li>
                <a
                  className={buttonClasses({ variant: "outline", fullWidth: true })}
                  href={tripFilePath(trip.token, "trip.ics")}
                  download
                >
                  {t("trip.documents.calendar")}
                </a>
              </li>
            </ul>
          </Panel>
        </div>
      </div>

      <div className="container-page mt-8 flex flex-col gap-8">
        <Panel id="travellers" title={t("trip.travellers.heading")}>
          {trip.borderWarnings ? <BorderWarnings warnings={trip.borderWarnings} /> : null}
          <TravellersForm trip={trip} />
        </Panel>
        {trip.needsResidencyProof && trip.residency ? (
          <Panel id="residency" title={t("trip.proof.heading")}>
            <ResidencyProofForm trip={trip} />
          </Panel>
        ) : null}
      </div>
    </div>
  );
}

/** A cancelled booking says so first: when, and what was paid, refunded and is still to come back. */
function Cancelled({ cancellation, t }: { cancellation: NonNullable<TripView["cancellation"]>; t: T }) {
  return (
    <div className="container-page mt-8">
      <section
        aria-labelledby="cancelled-title"
        className="rounded-xl border border-clay-100 border-l-4 border-l-clay-600 bg-white p-5 text-charcoal-800 shadow-sm sm:p-6"
        data-testid="trip-cancelled"
      >
        <h2 id="cancelled-title" className="font-display text-2xl text-clay-700">
          {t("trip.cancelled.heading")}
        </h2>
        <p className="mt-2">{t("trip.cancelled.on", { date: cancellation.dateText })}</p>
        {cancellation.outcome !== "nothingPaid" && cancellation.paidText ? (
          <dl className="mt-4 grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t("trip.cancelled.paid")}</dt>
            <dd className="text-right tabular-nums">{cancellation.paidText}</dd>
            <dt>{t("trip.cancelled.refunded")}</dt>
            <dd className="text-right tabular-nums">{cancellation.refundedText}</dd>
            <dt className="font-semibold">{t("trip.cancelled.toRefund")}</dt>
            <dd className="text-right font-semibold tabular-nums">{cancellation.toRefundText}</dd>
          </dl>
        ) : null}
        <p className="mt-4 max-w-3xl text-sm">
          {t(`trip.cancelled.${cancellation.outcome}`, { days: BUSINESS_TERMS.freeCancellationDays })}
        </p>
        <p className="mt-2 max-w-3xl text-sm text-charcoal-600">{t("trip.cancelled.noPayments")}</p>
      </section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-charcoal-600">{label}</dt>
      <dd className="mt-0.5 font-medium text-charcoal-900">{children}</dd>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-24 rounded-xl border border-sand-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-charcoal-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Itinerary({ trip, t }: { trip: TripView; t: T }) {
  const english = useEnglishFallback();
  if (trip.days.length === 0) return <p className="text-charcoal-700">{t("trip.itinerary.empty")}</p>;
  return (
    <ol className="flex flex-col gap-6">
      {trip.days.map((day) => (
        <li key={day.dayNumber} className="border-l-2 border-clay-200 pl-4">
          <p className="text-sm font-semibold text-clay-700">
            {t("trip.itinerary.day", { day: day.dayNumber })} · <time dateTime={day.date}>{day.dateText}</time>
          </p>
          <h3 className="mt-1 text-lg font-semibold text-charcoal-900" {...english(day, "title")}>
            {day.title}
          </h3>
          {day.description ? (
            <p className="mt-1 text-charcoal-700" {...english(day, "description")}>
              {day.description}
            </p>
          ) : null}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-charcoal-700">
            <dt className="font-medium">{t("trip.itinerary.accommodation")}</dt>
            <dd {...english(day, "accommodation")}>{day.accommodation}</dd>
            <dt className="font-medium">{t("trip.itinerary.meals")}</dt>
            <dd {...english(day, "meals")}>{day.meals}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Price({ trip, t }: { trip: TripView; t: T }) {
  const quote = trip.quote;
  if (!quote) return <p className="text-charcoal-700">{t("trip.quote.none")}</p>;
  return (
    <div className="flex flex-col gap-3 text-sm text-charcoal-800">
      <p className="text-charcoal-600">
        {t("trip.quote.lockedOn", { residency: t(`trip.residency.${quote.residency}`) })}
      </p>
      <ul className="flex flex-col gap-1.5">
        {quote.lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4">
            <span className="min-w-0 break-words">{line.label}</span>
            <span className="shrink-0 tabular-nums">
              {line.included ? t("trip.quote.included") : (line.amountText ?? t("trip.quote.onRequest"))}
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-sand-200 pt-3">
        <dt className="font-semibold">{t("trip.quote.total")}</dt>
        <dd className="text-right font-semibold tabular-nums">{quote.totalText}</dd>
        {quote.depositText ? (
          <>
            <dt>{t("trip.quote.deposit", { percent: BUSINESS_TERMS.depositPercent })}</dt>
            <dd className="text-right tabular-nums">{quote.depositText}</dd>
            <dt>{t("trip.quote.balance", { date: quote.balanceDueText })}</dt>
            <dd className="text-right tabular-nums">{quote.balanceText}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}

function Payments({ trip, t, base }: { trip: TripView; t: T; base: string }) {
  const summary = trip.summary;
  if (!summary) return <p className="text-charcoal-700">{t("trip.quote.none")}</p>;
  return (
    <div className="flex flex-col gap-5 text-sm text-charcoal-800">
      {trip.payments.length === 0 ? (
        <p>{t("trip.payments.none")}</p>
      ) : (
        <div className="-mx-1 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t("trip.payments.caption")}</caption>
            <thead>
              <tr className="border-b border-sand-200 text-charcoal-600">
                <th scope="col" className="px-1 py-1.5 font-medium">
                  {t("trip.payments.date")}
                </th>
                <th scope="col" className="px-1 py-1.5 font-medium">
                  {t("trip.payments.method")}
                </th>
                <th scope="col" className="px-1 py-1.5 text-right font-medium">
                  {t("trip.payments.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {trip.payments.map((payment) => (
                <tr key={payment.id} className="border-b border-sand-100 align-top">
                  <td className="px-1 py-2 whitespace-nowrap">{payment.dateText}</td>
                  <td className="px-1 py-2">
                    {t(`trip.method.${payment.method}`)}
                    <span className="block text-xs text-charcoal-600">
                      {t(`trip.paymentStatus.${payment.status}`)}
                      {payment.refundedText
                        ? `, ${t("trip.payments.refunded", { amount: payment.refundedText })}`
                        : null}
                    </span>
                    {payment.receipt ? (
                      <span className="block text-xs [overflow-wrap:anywhere] text-charcoal-600">
                        {t("trip.payments.receipt")}: {payment.receipt}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-1 py-2 text-right whitespace-nowrap tabular-nums">{payment.amountText}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>{t("trip.payments.paid")}</dt>
        <dd className="text-right tabular-nums">{summary.paidText}</dd>
        {summary.pendingText ? (
          <>
            <dt>{t("trip.payments.pending")}</dt>
            <dd className="text-right tabular-nums">{summary.pendingText}</dd>
          </>
        ) : null}
        {trip.cancellation ? null : (
          <>
            <dt className="font-semibold">{t("trip.payments.outstanding")}</dt>
            <dd className="text-right font-semibold tabular-nums">{summary.outstandingText}</dd>
          </>
        )}
      </dl>
      {trip.cancellation ? null : summary.next ? (
        <p
          className={clsx(
            "rounded-lg border px-3 py-2",
            summary.next.overdue
              ? "border-clay-200 bg-clay-50 font-semibold text-clay-800"
              : "border-sand-200 bg-sand-50",
          )}
        >
          {t(summary.next.overdue ? "trip.payments.nextOverdue" : "trip.payments.nextDue", {
            kind: t(`trip.payments.kind.${summary.next.kind}`),
            amount: summary.next.amountText,
            date: summary.next.dueText,
          })}
        </p>
      ) : summary.fullyPaid ? (
        <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-emerald-900">
          {t("trip.payments.fullyPaid")}
        </p>
      ) : null}
      {trip.pay ? <PayOptions trip={trip} pay={trip.pay} t={t} base={base} /> : null}
    </div>
  );
}

function PayOptions({ trip, pay, t, base }: { trip: TripView; pay: NonNullable<TripView["pay"]>; t: T; base: string }) {
  // The operator's own bank account and paybill; until they are set, travellers are asked to contact us.
  const { bankTransfer: bank, mpesa } = usePaymentDetails();
  return (
    <div className="flex flex-col gap-4 border-t border-sand-200 pt-4">
      <h3 className="text-lg font-semibold text-charcoal-900">{t(`trip.pay.heading.${pay.purpose}`)}</h3>
      {pay.mpesa ? (
        // Plain HTML posts: the payment routes answer them with or without script.
        <form method="post" action={`${base}/pay/mpesa`} className="flex flex-col gap-2">
          <input type="hidden" name="purpose" value={pay.purpose} />
          <InputField
            id="mpesa-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t("trip.pay.mpesa.phone")}
            hint={`${t("trip.pay.mpesa.hint")} ${t("trip.pay.mpesa.limit", { limit: formatMinorUnits(MPESA_MAX_PER_TRANSACTION_KES * 100, "KES") })}`}
            defaultValue={trip.phone}
          />
          <button type="submit" className={buttonClasses({ fullWidth: true })}>
            {t(`trip.pay.mpesa.submit.${pay.purpose}`)}
          </button>
        </form>
      ) : (
        <div>
          <h4 className="font-semibold text-charcoal-900">{t("trip.pay.paybill.title")}</h4>
          <p>
            {mpesa
              ? t("trip.pay.paybill.text", { paybill: mpesa.paybill, reference: trip.reference })
              : t("trip.pay.paybill.askUs", { reference: trip.reference })}
          </p>
        </div>
      )}
      {pay.card ? (
        <form method="post" action={`${base}/pay/card`} className="flex flex-col gap-2">
          <input type="hidden" name="purpose" value={pay.purpose} />
          <p className="text-charcoal-600">{t("trip.pay.card.text")}</p>
          <button type="submit" className={buttonClasses({ variant: "secondary", fullWidth: true })}>
            {t(`trip.pay.card.submit.${pay.purpose}`)}
          </button>
        </form>
      ) : null}
      <div>
        <h4 className="font-semibold text-charcoal-900">{t("trip.pay.bank.title")}</h4>
        {bank ? (
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 [overflow-wrap:anywhere]">
            <dt className="text-charcoal-600">{t("trip.pay.bank.bankName")}</dt>
            <dd>{bank.bankName}</dd>
            <dt className="text-charcoal-600">{t("trip.pay.bank.accountName")}</dt>
            <dd>{bank.accountName}</dd>
            <dt className="text-charcoal-600">{t("trip.pay.bank.accountNumber")}</dt>
            <dd className="font-mono">{bank.accountNumber}</dd>
            {bank.branch ? (
              <>
                <dt className="text-charcoal-600">{t("trip.pay.bank.branch")}</dt>
                <dd>{bank.branch}</dd>
              </>
            ) : null}
            {bank.swiftCode ? (
              <>
                <dt className="text-charcoal-600">{t("trip.pay.bank.swift")}</dt>
                <dd className="font-mono">{bank.swiftCode}</dd>
              </>
            ) : null}
            <dt className="text-charcoal-600">{t("trip.pay.bank.reference")}</dt>
            <dd className="font-mono">{trip.reference}</dd>
          </dl>
        ) : (
          <p className="mt-1">{t("trip.pay.bank.askUs", { reference: trip.reference })}</p>
        )}
        <p className="mt-2 text-charcoal-600">{t("trip.pay.bank.note")}</p>
      </div>
    </div>
  );
}

/** Passports and ages a border or a lodge would catch, said before the trip (border-checks.ts). */
function BorderWarnings({ warnings }: { warnings: NonNullable<TripView["borderWarnings"]> }) {
  return (
    <section
      aria-labelledby="border-warnings-title"
      className="mb-6 rounded-lg border border-ochre-300 bg-ochre-50 p-4 text-sm text-charcoal-800"
    >
      <h3 id="border-warnings-title" className="font-semibold text-charcoal-900">
        {warnings.title}
      </h3>
      <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
        {warnings.items.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
