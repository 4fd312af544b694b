// /trip/{token}/pay/mpesa/{paymentId}: what became of an STK push. While it is pending the page asks the
// traveller to enter their PIN and refreshes itself (without script a meta refresh in noscript, with it a
// revalidation); from 15 s after the push its loader asks STK Query (at most every 10 s) and settles
// the payment, so a lost callback does not leave the traveller waiting. Succeeded, cancelled (1032), timed
// out (1037) and other failures are said in words, with a way to try again. A push whose answer never came
// ("unknown": no CheckoutRequestID) says the request may have reached the phone and to check it before trying
// again; it is settled by a callback matched to it, or failed by the reconciliation job after 30 minutes.
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { MpesaPageError } from "~/features/payments/mpesa-page-error";
import { notFoundPage, TRIP_PAGE_HEADERS, tripBookingOr404 } from "~/features/payments/mpesa-pages.server";
import { checkMpesaPayment, findMpesaPayment } from "~/features/payments/mpesa-payments.server";
import { mpesaFailureMessageId } from "~/features/payments/mpesa-status-words";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { languageLinks } from "~/features/seo/page-meta";
import { localTripPath } from "~/features/trip/trip-links.server";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/trip-pay-mpesa-status";

/** How often a pending page looks again, in seconds: a reload without script, a revalidation with it. */
export const MPESA_STATUS_REFRESH_SECONDS = 5;
/**
 * A page reloading itself is hard going for screen-reader users (WCAG 2.2.1), so without script it does so
 * only while an answer is likely, the first three minutes after the push, and offers to stop (?refresh=off);
 * a "Check again" link stays.
 */
const AUTO_REFRESH_FOR_MS = 3 * 60_000;
/** Past this, the pending page adds that M-Pesa is slow to answer. */
const SLOW_AFTER_MS = 90_000;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await tripBookingOr404(context.db, params.token);
  const paymentId = Number(params.paymentId);
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0) notFoundPage();
  let payment = (await findMpesaPayment(context.db, booking.id, paymentId)) ?? notFoundPage();
  if (payment.status === "pending") {
    const checked = await checkMpesaPayment(context.db, context.config, payment, { logger: context.log });
    if (checked === "settled") payment = (await findMpesaPayment(context.db, booking.id, paymentId)) ?? payment;
  }
  const pending = payment.status === "pending";
  const age = Date.now() - payment.createdAt.getTime();
  return {
    reference: booking.reference,
    tripPath: localTripPath(params.token),
    retryPath: `${localTripPath(params.token)}/pay/mpesa?purpose=${payment.purpose}`,
    status: payment.status,
    amount: formatMinorUnits(payment.amount, payment.currency),
    phone: payment.phone ?? "",
    receipt: payment.providerReceipt,
    failureCode: payment.failureCode,
    failureReason: payment.failureReason,
    slow: pending && age > SLOW_AFTER_MS,
    /** The push was sent but Daraja's answer never came: it may have reached the phone. */
    unknown: pending && !payment.providerReference,
    meta: [
      ...pageMeta({ title: translate(mpesaPaymentMessages, "mpesa.meta.statusTitle") }),
      { name: "robots", content: "noindex, nofollow" },
      ...languageLinks(context.config.SITE_URL, request.url),
    ],
    /** While pending: how often the page looks again (without script, a meta refresh; with it, a revalidation). */
    refreshSeconds:
      pending && age < AUTO_REFRESH_FOR_MS && new URL(request.url).searchParams.get("refresh") !== "off"
        ? MPESA_STATUS_REFRESH_SECONDS
        : null,
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

  // With script: look again in place (the status is a live region), never reloading the page.
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, MPESA_STATUS_REFRESH_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [pending, revalidator]);

  return (
    <Section labelledBy="mpesa-status-title">
      <Card as="div" className="mx-auto max-w-xl p-6 sm:p-10">
        {loaderData.refreshSeconds ? (
          // Read only by a browser not running script (one running it treats noscript as text): it reloads.
          <noscript>
            <meta httpEquiv="refresh" content={String(loaderData.refreshSeconds)} />
            <p className="mb-4 text-charcoal-600 text-sm">
              {t("mpesa.status.autoRefresh", { seconds: loaderData.refreshSeconds })}{" "}
              <a href="?refresh=off" className="text-ochre-700 underline">
                {t("mpesa.status.stopRefresh")}
              </a>
            </p>
          </noscript>
        ) : null}
        <p className="text-charcoal-600 text-sm">{t("mpesa.status.heading")}</p>
        <div role="status" aria-live="polite" data-payment-status={status}>
          {pending && loaderData.unknown ? (
            <>
              <h1 id="mpesa-status-title" className="font-display text-display-md text-charcoal-900">
                {t("mpesa.status.unknown.title")}
              </h1>
              <p className="mt-3 text-charcoal-700">{t("mpesa.status.unknown.text", { phone })}</p>
            </>
          ) : pending ? (
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
