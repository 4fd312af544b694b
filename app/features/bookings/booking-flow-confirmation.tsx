// Where both ways of booking end (step 3 of the booking flow, and the 'Book This Safari' form's answer): the
// stored booking, read back by reference and submission key. It shows the reference, what happens next, the
// quote, the deposit and how to pay it, and the link to the private trip page. There is no way back from here.
import type { RefObject } from "react";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, CheckCircleIcon } from "~/components/ui/icons";
import { usePaymentDetails } from "~/features/operator-settings/payment-details";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { localHref } from "~/i18n/local-href";
import { bookingFlowOutcomeMessages } from "~/i18n/messages/en/booking-flow-outcome";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import { formatLongDate } from "~/utils/format";
import { MINOR_UNIT_DIGITS } from "~/utils/price-terms";
import { Detail } from "./booking-flow-payment";
import type { FlowConfirmedBooking } from "./booking-flow-view";
import { BookingQuotePanel } from "./booking-quote-panel";

export function ConfirmationStep({
  booking,
  confirmationSent,
  headingRef,
}: {
  booking: FlowConfirmedBooking;
  confirmationSent: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useMessages(bookingFlowOutcomeMessages);
  const percent = BUSINESS_TERMS.depositPercent;
  // A booking taken at a quote keeps minor units of the quote's currency; older ones whole units. Both are
  // shown by the one function every amount a traveller reads goes through.
  const money = (amount: number | null) =>
    amount === null || !booking.currency
      ? null
      : booking.quote
        ? formatMinorUnits(amount, booking.quote.currency)
        : formatMinorUnits(amount * 10 ** MINOR_UNIT_DIGITS[booking.currency], booking.currency);
  const deposit = money(booking.depositAmount);
  const balance = money(booking.balanceAmount);
  // A booking from the safari page chose no way to pay yet: every way is offered (the trip page, a transfer).
  const choice = booking.paymentChoice ?? (deposit !== null ? "any" : "quote");
  const paysDeposit = deposit !== null && choice !== "quote";
  // The operator's own bank account and paybill; until they are set, the traveller is asked to write for them.
  const { bankTransfer: bank, mpesa } = usePaymentDetails();
  const reference = booking.reference;
  const bankTransfer = bank ? (
    <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      <Detail label={t("bookings.email.confirmation.bank.bankName")}>{bank.bankName}</Detail>
      <Detail label={t("bookings.email.confirmation.bank.accountName")}>{bank.accountName}</Detail>
      <Detail label={t("bookings.email.confirmation.bank.accountNumber")}>{bank.accountNumber}</Detail>
      {bank.branch ? <Detail label={t("bookings.email.confirmation.bank.branch")}>{bank.branch}</Detail> : null}
      {bank.swiftCode ? <Detail label={t("bookings.email.confirmation.bank.swift")}>{bank.swiftCode}</Detail> : null}
    </dl>
  ) : null;
  const balanceNow = booking.quote?.balanceDueNow === true;
  const balanceDue = booking.quote && !balanceNow ? formatLongDate(booking.quote.balanceDueDate) : null;

  return (
    <div className="flex flex-col gap-8">
      <div>
        <p className="text-sm text-charcoal-600">{t("bookings.flow.stepOf", { step: 3, total: 3 })}</p>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-1 flex items-start gap-3 font-display text-display-md text-charcoal-900"
        >
          <CheckCircleIcon aria-hidden="true" className="mt-1 size-7 shrink-0 text-acacia-600" />
          {t("bookings.flow.confirmation.title", { name: booking.name })}
        </h2>
        <p className="mt-3 text-charcoal-700">
          {t("bookings.flow.confirmation.intro", { hours: BUSINESS_TERMS.responseHours })}
        </p>
      </div>

      <div className="rounded-lg border border-acacia-300 bg-acacia-50 p-5">
        {/* The label and its value, read as one line: the reference is not a heading. */}
        <p>
          <span className="eyebrow block text-acacia-800">{t("bookings.flow.confirmation.reference")}</span>{" "}
          <span className="mt-1 block font-display text-display-md text-charcoal-900" data-testid="booking-reference">
            {booking.reference}
          </span>
        </p>
        <p className="mt-1 text-sm text-charcoal-700">{t("bookings.flow.confirmation.referenceHint")}</p>
        <p className="mt-3 text-sm text-charcoal-700">
          {t(
            confirmationSent ? "bookings.flow.confirmation.emailSent" : "bookings.flow.confirmation.emailUnavailable",
            { email: booking.email },
          )}
        </p>
      </div>

      <section aria-labelledby="confirmation-next-title">
        <h3 id="confirmation-next-title" className="font-display text-xl text-charcoal-900">
          {t("bookings.flow.confirmation.nextHeading")}
        </h3>
        <ol className="mt-3 flex list-decimal flex-col gap-2 pl-5 text-sm text-charcoal-700 marker:font-semibold marker:text-ochre-700">
          <li>{t("bookings.flow.confirmation.next.check", { hours: BUSINESS_TERMS.responseHours })}</li>
          {paysDeposit ? (
            <li>{t("bookings.flow.confirmation.next.deposit", { percent, deposit })}</li>
          ) : (
            <li>{t("bookings.flow.confirmation.next.quote")}</li>
          )}
          {paysDeposit && balance ? (
            <li>
              {balanceNow
                ? t("bookings.flow.confirmation.next.balanceNow", {
                    balance,
                    days: BUSINESS_TERMS.balanceDueDaysBeforeStart,
                  })
                : balanceDue
                  ? t("bookings.flow.confirmation.next.balanceOn", { balance, date: balanceDue })
                  : t("bookings.flow.payment.balance", { balance, days: BUSINESS_TERMS.balanceDueDaysBeforeStart })}
            </li>
          ) : null}
          <li>{t("bookings.flow.confirmation.next.tripPage")}</li>
        </ol>
        {booking.tripPath ? (
          <div className="mt-4">
            <ButtonLink
              to={booking.tripPath}
              size="lg"
              trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-4" />}
              className="w-full sm:w-auto"
            >
              {t("bookings.flow.confirmation.tripLink")}
            </ButtonLink>
          </div>
        ) : (
          <p className="mt-3 text-sm text-charcoal-700">{t("bookings.flow.confirmation.tripLinkByEmail")}</p>
        )}
      </section>

      {booking.quote ? (
        <BookingQuotePanel
          id="booking-confirmation-quote"
          view={{ kind: "quote", quote: booking.quote }}
          title={booking.packageTitle}
        />
      ) : null}

      <section aria-labelledby="confirmation-guest-title">
        <h3 id="confirmation-guest-title" className="font-display text-xl text-charcoal-900">
          {t("bookings.flow.confirmation.guestHeading")}
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label={t("bookings.flow.confirmation.name")}>{booking.name}</Detail>
          <Detail label={t("bookings.flow.confirmation.email")}>{booking.email}</Detail>
          <Detail label={t("bookings.flow.confirmation.phone")}>{booking.phone}</Detail>
          <Detail label={t("bookings.flow.confirmation.guests")}>
            {t("bookings.flow.summary.guestCount", { count: booking.guests })}
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="confirmation-trip-title">
        <h3 id="confirmation-trip-title" className="font-display text-xl text-charcoal-900">
          {t("bookings.flow.confirmation.tripHeading")}
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Detail label={t("bookings.flow.confirmation.package")} wide>
            {booking.packageTitle}
          </Detail>
          <Detail label={t("bookings.flow.confirmation.startDate")}>{formatLongDate(booking.startDate)}</Detail>
          <Detail label={t("bookings.flow.confirmation.endDate")}>{formatLongDate(booking.endDate)}</Detail>
          <Detail label={t("bookings.flow.confirmation.duration")}>
            {t("bookings.flow.summary.days", { count: booking.durationDays })}
          </Detail>
          {booking.specialRequests ? (
            <Detail label={t("bookings.flow.confirmation.specialRequests")} wide>
              {booking.specialRequests}
            </Detail>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="confirmation-payment-title" className="rounded-lg bg-sand-50 p-5">
        <h3 id="confirmation-payment-title" className="font-display text-xl text-charcoal-900">
          {paysDeposit ? t("bookings.flow.confirmation.paymentHeading") : t("bookings.flow.confirmation.quoteHeading")}
        </h3>
        {paysDeposit && choice === "any" ? (
          <>
            <p className="mt-2 text-sm text-charcoal-700">
              {t(
                booking.tripPath
                  ? "bookings.flow.confirmation.tripPagePay"
                  : "bookings.flow.confirmation.tripPagePayByEmail",
                { percent, deposit },
              )}
            </p>
            <p className="mt-2 text-sm text-charcoal-700">
              {t(bank ? "bookings.flow.confirmation.orBank" : "bookings.flow.confirmation.orBankAskUs", { reference })}
            </p>
            {bankTransfer}
          </>
        ) : paysDeposit && choice === "bank_transfer" ? (
          <>
            <p className="mt-2 text-sm text-charcoal-700">
              {t(bank ? "bookings.flow.confirmation.bankTransfer" : "bookings.flow.confirmation.bankAskUs", {
                percent,
                deposit,
                reference,
              })}
            </p>
            {bankTransfer}
          </>
        ) : paysDeposit && choice === "mpesa" ? (
          <>
            <p className="mt-2 text-sm text-charcoal-700">
              {mpesa
                ? t("bookings.flow.confirmation.mpesa", { percent, deposit, paybill: mpesa.paybill, reference })
                : t("bookings.flow.confirmation.mpesaAskUs", { percent, deposit, reference })}
            </p>
            {booking.currency !== "KES" ? (
              <p className="mt-2 text-sm text-charcoal-700">
                {t("bookings.flow.confirmation.mpesaForeignCurrency", { deposit })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-sm text-charcoal-700">
            {t("bookings.flow.payment.quote.text", { hours: BUSINESS_TERMS.responseHours })}
          </p>
        )}
      </section>

      <div>
        <ButtonLink to={localHref("/safaris")} variant="outline" size="lg">
          {t("bookings.flow.confirmation.browse")}
        </ButtonLink>
      </div>
    </div>
  );
}
