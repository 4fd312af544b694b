// /trip/{token}/pay/card/checkout/{paymentId}: where the card form's post lands (303) once Pesapal has opened
// the order: what is about to be paid and the link on to Pesapal's checkout. A form post cannot be redirected
// to Pesapal itself (the site's CSP allows form-action 'self' only); following a link can. A payment no
// longer pending goes to its outcome on the return page; another booking's payment is the site's 404.
import { redirect } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import {
  CARD_PAGE_HEADERS,
  cardBookingOr404,
  cardNotFound,
  findCardPayment,
} from "~/features/payments/card-pages.server";
import { cardReturnPath, checkoutUrlOf, tCard } from "~/features/payments/card-payments.server";
import { cardSettings } from "~/features/payments/payment-providers.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { loaderMeta } from "~/features/seo/loader-meta";
import { languageLinks } from "~/features/seo/page-meta";
import { localTripPath } from "~/features/trip/trip-links.server";
import type { Route } from "./+types/trip-pay-card-checkout";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await cardBookingOr404(context.db, params.token);
  if (!cardSettings(context.config)) cardNotFound();
  const payment = await findCardPayment(context.db, booking.id, params.paymentId);
  if (!payment?.providerReference) {
    cardNotFound();
  }
  if (payment.status !== "pending") {
    const query = new URLSearchParams({ OrderTrackingId: payment.providerReference });
    throw redirect(`${cardReturnPath(params.token)}?${query}`, { headers: CARD_PAGE_HEADERS });
  }
  const checkoutUrl = await checkoutUrlOf(context.db, payment.id);
  if (!checkoutUrl) cardNotFound();
  const amount = formatMinorUnits(payment.amount, payment.currency);
  return {
    checkoutUrl,
    tripPath: localTripPath(params.token),
    words: {
      title: tCard("card.checkout.title"),
      text: tCard("card.checkout.text", { amount, reference: booking.reference }),
      go: tCard("card.checkout.go", { amount }),
      back: tCard("card.backToTrip"),
    },
    meta: [
      ...pageMeta({ title: tCard("card.checkout.title") }),
      { name: "robots", content: "noindex, nofollow" },
      ...languageLinks(context.config.SITE_URL, request.url),
    ],
  };
}

export const meta: Route.MetaFunction = loaderMeta;

export function headers() {
  return CARD_PAGE_HEADERS;
}

export default function TripPayCardCheckout({ loaderData }: Route.ComponentProps) {
  const { words } = loaderData;
  return (
    <Section labelledBy="card-checkout-title">
      <Card as="div" className="mx-auto max-w-xl p-6 sm:p-10">
        <h1 id="card-checkout-title" className="font-display text-display-md text-charcoal-900">
          {words.title}
        </h1>
        <p className="mt-2 mb-8 text-charcoal-600">{words.text}</p>
        {/* A plain link: leaving the site for Pesapal is a full page load, never a client-side navigation. */}
        <a href={loaderData.checkoutUrl} rel="noreferrer" className={buttonClasses({ fullWidth: true })}>
          {words.go}
        </a>
        <p className="mt-8">
          <a href={loaderData.tripPath} className="text-ochre-700 underline">
            {words.back}
          </a>
        </p>
      </Card>
    </Section>
  );
}
