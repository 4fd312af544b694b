// Step 2 of the booking flow: how the traveller will pay. No card numbers: the 30% deposit by bank transfer
// or M-Pesa (the instructions, with the booking reference, follow on the confirmation), or a quote first.
// The details ride along in hidden fields with the same submission token; Back returns to them.
import { clsx } from "clsx";
import { type ReactNode, type RefObject, useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { showToast } from "~/components/ui/toast-store";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import { SourceFields } from "~/features/forms/source-fields";
import { usePaymentDetails } from "~/features/operator-settings/payment-details";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { HoneypotField } from "~/features/spam/honeypot-field";
import { SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { localHref } from "~/i18n/local-href";
import { bookingFlowOutcomeMessages } from "~/i18n/messages/en/booking-flow-outcome";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TERMS } from "~/utils/constants";
import { formatLongDate } from "~/utils/format";
import type { PaymentChoice } from "./booking-flow-schema";
import type { FlowPackage, FlowPaymentView } from "./booking-flow-view";
import { BookingQuotePanel } from "./booking-quote-panel";

const CHOICES: readonly PaymentChoice[] = ["bank_transfer", "mpesa", "quote"];

export function PaymentStep({
  pkg,
  view,
  headingRef,
}: {
  pkg: FlowPackage;
  view: FlowPaymentView;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const t = useMessages(bookingFlowOutcomeMessages);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const { price, values, trip, alert } = view;
  const priced = price.total !== null && price.deposit !== null;
  const choices = priced ? CHOICES : (["quote"] as const);
  const deposit = price.deposit !== null ? formatMinorUnits(price.deposit, price.currency) : "";
  const errorId = "payment-choice-error";
  const { mpesa } = usePaymentDetails();
  const formRef = useFocusFirstError(useActionData());

  useEffect(() => {
    if (alert) showToast(alert);
  }, [alert]);

  const describe = (choice: PaymentChoice) => {
    if (choice === "bank_transfer") {
      return t("bookings.flow.payment.bank_transfer.text", { percent: BUSINESS_TERMS.depositPercent, deposit });
    }
    if (choice === "mpesa") {
      return mpesa
        ? t("bookings.flow.payment.mpesa.text", {
            percent: BUSINESS_TERMS.depositPercent,
            deposit,
            paybill: mpesa.paybill,
          })
        : t("bookings.flow.payment.mpesa.textAskUs", { percent: BUSINESS_TERMS.depositPercent, deposit });
    }
    return priced
      ? t("bookings.flow.payment.quote.text", { hours: BUSINESS_TERMS.responseHours })
      : t("bookings.flow.payment.onRequest", { hours: BUSINESS_TERMS.responseHours });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm text-charcoal-600">{t("bookings.flow.stepOf", { step: 2, total: 3 })}</p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-1 font-display text-display-md text-charcoal-900">
          {t("bookings.flow.step.payment")}
        </h2>
        <p className="mt-2 text-charcoal-600">{t("bookings.flow.payment.intro")}</p>
      </div>
      <BookingQuotePanel id="booking-flow-quote" view={{ kind: "quote", quote: view.quote }} title={pkg.title} />
      <Form
        ref={formRef}
        method="post"
        action={localHref(`/booking/${pkg.id}`)}
        noValidate
        aria-label={t("bookings.flow.step.payment")}
        className="flex flex-col gap-6"
      >
        <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={view.submissionToken} />
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value ?? ""} />
        ))}
        <HoneypotField />
        <SourceFields />
        {alert ? <FormAlert title={alert.title}>{alert.description}</FormAlert> : null}

        <fieldset
          aria-describedby={view.fieldErrors.paymentChoice ? errorId : undefined}
          className="flex flex-col gap-3"
        >
          <legend className="mb-3 font-semibold text-charcoal-900">{t("bookings.flow.payment.legend")}</legend>
          {/* Above the choices, so it is in view with the first of them wherever the focus brings the page. */}
          {view.fieldErrors.paymentChoice ? (
            <p id={errorId} className="text-sm font-medium text-clay-700">
              {view.fieldErrors.paymentChoice}
            </p>
          ) : null}
          {choices.map((choice) => (
            <label
              key={choice}
              className={clsx(
                "flex cursor-pointer gap-3 rounded-lg border bg-white p-4 transition-colors hover:border-ochre-500",
                "has-[:checked]:border-ochre-600 has-[:checked]:bg-ochre-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus",
                view.fieldErrors.paymentChoice ? "border-clay-600" : "border-sand-300",
              )}
            >
              <input
                type="radio"
                name="paymentChoice"
                value={choice}
                defaultChecked={view.paymentChoice === choice || !priced}
                aria-invalid={view.fieldErrors.paymentChoice ? true : undefined}
                // biome-ignore lint/a11y/noAutofocus: it answers the traveller's own refused post; without script the browser focuses and shows the choice
                autoFocus={Boolean(view.fieldErrors.paymentChoice) && choice === choices[0]}
                className="mt-1 size-4 shrink-0 accent-ochre-700"
              />
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-charcoal-900">{t(`bookings.payment.${choice}`)}</span>
                <span className="text-sm text-charcoal-600">{describe(choice)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {priced && price.balance !== null ? (
          <p className="text-sm text-charcoal-600">
            {t("bookings.flow.payment.balance", {
              balance: formatMinorUnits(price.balance, price.currency),
              days: BUSINESS_TERMS.balanceDueDaysBeforeStart,
            })}
          </p>
        ) : null}

        <section aria-labelledby="payment-review-title" className="rounded-lg bg-sand-50 p-5">
          <h3 id="payment-review-title" className="font-semibold text-charcoal-900">
            {t("bookings.flow.payment.reviewHeading")}
          </h3>
          <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label={t("bookings.flow.confirmation.name")}>{values.name ?? ""}</Detail>
            <Detail label={t("bookings.flow.confirmation.email")}>{values.email}</Detail>
            <Detail label={t("bookings.flow.confirmation.phone")}>{values.phone}</Detail>
            <Detail label={t("bookings.flow.country")}>{view.countryName ?? values.country}</Detail>
            <Detail label={t("bookings.flow.confirmation.guests")}>
              {t("bookings.flow.summary.guestCount", { count: trip.guests })}
            </Detail>
            <Detail label={t("bookings.flow.confirmation.startDate")}>{formatLongDate(trip.startDate)}</Detail>
            <Detail label={t("bookings.flow.confirmation.endDate")}>{formatLongDate(trip.endDate)}</Detail>
            {values.specialRequests?.trim() ? (
              <Detail label={t("bookings.flow.confirmation.specialRequests")} wide>
                {values.specialRequests}
              </Detail>
            ) : null}
          </dl>
        </section>

        {/* Confirm comes first, so Enter confirms rather than going back; Back still shows on the left. */}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
          <Button type="submit" name="intent" value="confirm" size="lg" pending={submitting === "confirm"}>
            {submitting === "confirm" ? t("bookings.flow.confirming") : t("bookings.flow.confirm")}
          </Button>
          <Button
            type="submit"
            name="intent"
            value="back"
            variant="outline"
            size="lg"
            formNoValidate
            disabled={Boolean(submitting)}
            icon={<ArrowLeftIcon aria-hidden="true" className="size-4" />}
          >
            {t("bookings.flow.back")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

export function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={clsx("flex min-w-0 flex-col gap-0.5", wide && "sm:col-span-2")}>
      <dt className="text-charcoal-600">{label}</dt>
      <dd className="font-medium break-words whitespace-pre-line text-charcoal-900">{children}</dd>
    </div>
  );
}
