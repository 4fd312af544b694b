// /trip/{token}/pay/card/return: where Pesapal sends the traveller back (callback_url, with OrderTrackingId).
// Coming back proves nothing: the page asks Pesapal for the order's status, settles the payment from that
// answer (once; an IPN may have done it already) and says the outcome in words, with the way back to the trip
// page. While Pesapal has not decided, the page checks again by itself every few seconds.
import { Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { FormAlert } from "~/features/forms/form-alert";
import { CARD_PAGE_HEADERS, cardBookingOr404, cardNotFound } from "~/features/payments/card-pages.server";
import { type CardOutcome, checkCardPayment, tCard } from "~/features/payments/card-payments.server";
import { findPaymentByReference } from "~/features/payments/ledger.server";
import { cardSettings } from "~/features/payments/payment-providers.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { loaderMeta } from "~/features/seo/loader-meta";
import { languageLinks } from "~/features/seo/page-meta";
import { localTripPath } from "~/features/trip/trip-links.server";
import { PesapalError } from "~/services/pesapal/pesapal-client.server";
import { sameOriginPath } from "~/utils/same-origin-path";
import type { Route } from "./+types/trip-pay-card-return";

/** Seconds between the page's own checks while the payment is still pending. */
const RECHECK_SECONDS = 5;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await cardBookingOr404(context.db, params.token);
  const settings = cardSettings(context.config);
  if (!settings) cardNotFound();
  const orderTrackingId = new URL(request.url).searchParams.get("OrderTrackingId") ?? "";
  const known = /^[A-Za-z0-9-]{1,100}$/.test(orderTrackingId)
    ? await findPaymentByReference(context.db, "card", orderTrackingId)
    : undefined;

  let outcome: CardOutcome = "unknown";
  let payment = known && known.bookingId === booking.id ? known : undefined;
  if (payment) {
    try {
      const check = await checkCardPayment(context.db, settings, orderTrackingId, { source: "return" });
      outcome = check.outcome;
      payment = check.payment ?? payment;
    } catch (error) {
      if (!(error instanceof PesapalError)) throw error;
      // Pesapal did not answer: the payment stays pending and the page asks again.
      context.log.warn({ paymentId: payment.id, failure: error.failure }, "card return: Pesapal did not answer");
      outcome = "pending";
    }
  }
  const amount = payment ? formatMinorUnits(payment.amount, payment.currency) : "";
  const words = outcomeWords(outcome, {
    amount,
    receipt: payment?.providerReceipt ?? "",
    reason: payment?.failureReason ?? "",
  });
  const meta = [
    ...pageMeta({ title: tCard("card.meta.returnTitle") }),
    { name: "robots", content: "noindex, nofollow" },
    ...languageLinks(context.config.SITE_URL, request.url),
  ];
  if (outcome === "pending") meta.push({ httpEquiv: "refresh", content: String(RECHECK_SECONDS) } as never);
  return {
    outcome,
    ...words,
    reference: booking.reference,
    tripPath: localTripPath(params.token),
    checkAgainUrl: `${sameOriginPath(new URL(request.url).pathname)}?${new URLSearchParams({ OrderTrackingId: orderTrackingId })}`,
    labels: { back: tCard("card.backToTrip"), checkAgain: tCard("card.return.pending.check") },
    meta,
  };
}

function outcomeWords(outcome: CardOutcome, values: { amount: string; receipt: string; reason: string }) {
  switch (outcome) {
    case "succeeded":
      return {
        title: tCard("card.return.succeeded.title"),
        lines: [tCard("card.return.succeeded.text", values), tCard("card.return.succeeded.email")],
      };
    case "failed":
      return {
        title: tCard("card.return.failed.title"),
        lines: [tCard("card.return.failed.text", values), tCard("card.return.failed.again")],
      };
    case "reversed":
      return { title: tCard("card.return.reversed.title"), lines: [tCard("card.return.reversed.text", values)] };
    case "pending":
      return { title: tCard("card.return.pending.title"), lines: [tCard("card.return.pending.text")] };
    case "unknown":
      return { title: tCard("card.return.unknown.title"), lines: [tCard("card.return.unknown.text")] };
  }
}

export const meta: Route.MetaFunction = loaderMeta;

export function headers() {
  return CARD_PAGE_HEADERS;
}

export default function TripPayCardReturn({ loaderData }: Route.ComponentProps) {
  const { outcome, title, lines } = loaderData;
  const tone = outcome === "succeeded" ? "success" : outcome === "pending" ? "info" : "error";
  return (
    <Section labelledBy="card-return-title">
      <Card as="div" className="mx-auto max-w-xl p-6 sm:p-10">
        <h1 id="card-return-title" className="mb-6 font-display text-display-md text-charcoal-900">
          {title}
        </h1>
        <FormAlert tone={tone}>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </FormAlert>
        <p className="mt-8 flex flex-wrap gap-6">
          <Link to={loaderData.tripPath} className="text-ochre-700 underline">
            {loaderData.labels.back}
          </Link>
          {outcome === "pending" ? (
            <a href={loaderData.checkAgainUrl} className="text-ochre-700 underline">
              {loaderData.labels.checkAgain}
            </a>
          ) : null}
        </p>
      </Card>
    </Section>
  );
}
