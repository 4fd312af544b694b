// /trip/{token}/pay/mpesa/{paymentId}: what became of an STK push. While it is pending the page asks the
// traveller to enter their PIN and refreshes itself (a meta refresh, and with script a quicker
// revalidation); from 15 s after the push its loader asks STK Query (at most every 10 s) and settles
// the payment, so a lost callback does not leave the traveller waiting. Succeeded, cancelled (1032), timed
// out (1037) and other failures are said in words, with a way to try again.
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { MpesaPageError } from "~/features/payments/mpesa-page-error";
import { notFoundPage, TRIP_PAGE_HEADERS, tripBookingOr404 } from "~/features/payments/mpesa-pages.server";
import { checkMpesaPayment, findMpesaPayment } from "~/features/payments/mpesa-payments.server";
import { mpesaFailureMessageId } from "~/features/payments/mpesa-status-words";
import { tripPath } from "~/features/payments/trip-links.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/trip-pay-mpesa-status";

/** How often a pending page reloads itself (meta refresh), in seconds. */
export const MPESA_STATUS_REFRESH_SECONDS = 5;
/** How often script revalidates a pending page, in seconds: before the reload, so the answer shows in place. */
const REVALIDATE_SECONDS = 2;
/** Past this, the pending page adds that M-Pesa is slow to answer. */
const SLOW_AFTER_MS = 90_000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const booking = await tripBookingOr404(context.db, params.token);
  const paymentId = Number(params.paymentId);
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0) notFoundPage();
  let payment = (await findMpesaPayment(context.db, booking.id, paymentId)) ?? notFoundPage();
  if (payment.status === "pending") {
    const checked = await checkMpesaPayment(context.db, context.config, payment, { logger: context.log });
    if (checked === "settled") payment = (await findMpesaPayment(context.db, booking.id, paymentId)) ?? payment;
  }
  const pending = payment.status === "pending";
  return {
    reference: booking.reference,
    tripPath: tripPath(params.token),
    retryPath: `${tripPath(params.token)}/pay/mpesa?purpose=${payment.purpose}`,
    status: payment.status,
    amount: formatMinorUnits(payment.amount, payment.currency),
    phone: payment.phone ?? "",
    receipt: payment.providerReceipt,
    failureCode: payment.failureCode,
    failureReason: payment.failureReason,
    slow: pending && Date.now() - payment.createdAt.getTime() > SLOW_AFTER_MS,
    meta: [
      ...pageMeta({ title: translate(mpesaPaymentMessages, "mpesa.meta.statusTitle") }),
      { name: "robots", content: "noindex, nofollow" },
      // Reloads the page while M-Pesa has not answered, with or without script (script also revalidates
      // sooner, so a browser running it usually shows the answer before the reload).
      ...(pending ? [{ httpEquiv: "refresh", content: String(MPESA_STATUS_REFRESH_SECONDS) } as const] : []),
    ],
    /** While pending: how often the page looks again (without script, a meta refresh; with it, a revalidation). */
    refreshSeconds: pending ? MPESA_STATUS_REFRESH_SECONDS : null,
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (loaderData) return loaderData.meta;
  return (error as { data?: { meta?: ReturnType<typeof pageMeta> } } | undefined)?.data?.meta ?? [];
}

export function headers() {
  return TRIP_PAGE_HEADERS;
}

export default function TripPayMpesaStatus({ loaderData }: Route.ComponentProps) {
  const t = useMessages(mpesaPaymentMessages);
  const { status, amount, phone, reference, receipt, failureCode, failureReason } = loaderData;
  const revalidator = useRevalidator();
  const pending = status === "pending";

  // With script: look again sooner than the meta refresh, without reloading the page.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REVALIDATE_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [pending, revalidator]);

  return (
    <Section labelledBy="mpesa-status-title">
      <Card as="div" className="mx-auto max-w-xl p-6 sm:p-10">
        <p className="text-charcoal-600 text-sm">{t("mpesa.status.heading")}</p>
        <div role="status" aria-live="polite" data-payment-status={status}>
          {pending ? (
            <>
              <h1 id="mpesa-status-title" className="font-display text-display-md text-charcoal-900">
                {t("mpesa.status.pending.title")}
              </h1>
              <p className="mt-3 text-charcoal-700">{t("mpesa.status.pending.text", { phone })}</p>
              {loaderData.slow ? <p className="mt-3 text-charcoal-700">{t("mpesa.status.pending.slow")}</p> : null}
            </>
          ) : status === "succeeded" || status === "refunded" ? (
            <>
              <h1 id="mpesa-status-title" className="font-display text-display-md text-charcoal-900">
                {t("mpesa.status.succeeded.title")}
              </h1>
              <p className="mt-3 text-charcoal-700">{t("mpesa.status.succeeded.text", { amount })}</p>
              {receipt ? (
                <p className="mt-2 font-semibold text-charcoal-900">{t("mpesa.status.receipt", { receipt })}</p>
              ) : null}
            </>
          ) : (
            <>
              <h1 id="mpesa-status-title" className="font-display text-display-md text-charcoal-900">
                {t("mpesa.status.failed.title")}
              </h1>
              <p className="mt-3 text-charcoal-700">
                {t(mpesaFailureMessageId(failureCode), { reason: failureReason ?? failureCode ?? "" })}
              </p>
            </>
          )}
        </div>
        <p className="mt-4 text-charcoal-600 text-sm">{t("mpesa.status.summary", { amount, phone, reference })}</p>
        <div className="mt-8 flex flex-wrap gap-4">
          {pending ? (
            <Link to="." reloadDocument className="text-ochre-700 underline">
              {t("mpesa.status.refresh")}
            </Link>
          ) : status === "failed" ? (
            <Link to={loaderData.retryPath} className="font-semibold text-ochre-700 underline">
              {t("mpesa.status.tryAgain")}
            </Link>
          ) : null}
          <Link to={loaderData.tripPath} className="text-ochre-700 underline">
            {t("mpesa.status.backToTrip")}
          </Link>
        </div>
      </Card>
    </Section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MpesaPageError error={error} />;
}
