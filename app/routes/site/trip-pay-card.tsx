// /trip/{token}/pay/card: the trip page's card form posts here (purpose: deposit or balance). A valid post
// opens a Pesapal order for what is owed, records it as a pending card payment and sends the traveller (303)
// on to Pesapal's own checkout, through trip-pay-card-checkout; the card number is typed there, never here. A refused post comes back to this
// page in words (nothing owed 409, Pesapal down or refusing 503 with Retry-After). A wrong token, or card
// payments switched off, is the site's 404.
import { Link, redirect } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { formValues } from "~/features/forms/field-errors";
import { isFormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import {
  CARD_PAGE_HEADERS,
  cardBookingOr404,
  cardNotFound,
  cardPayOptions,
} from "~/features/payments/card-pages.server";
import { CardPayForm } from "~/features/payments/card-pay-form";
import { CARD_PAYMENTS, cardCheckoutPath, startCardPayment, tCard } from "~/features/payments/card-payments.server";
import { cardSettings } from "~/features/payments/payment-providers.server";
import { loaderMeta } from "~/features/seo/loader-meta";
import { languageLinks } from "~/features/seo/page-meta";
import { localTripPath } from "~/features/trip/trip-links.server";
import { cardPaymentMessages } from "~/i18n/messages/en/card-payments";
import { useMessages } from "~/i18n/translate";
import type { Route } from "./+types/trip-pay-card";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await cardBookingOr404(context.db, params.token);
  if (!cardSettings(context.config)) cardNotFound();
  return {
    reference: booking.reference,
    tripPath: localTripPath(params.token),
    options: await cardPayOptions(context.db, booking.id),
    purpose: new URL(request.url).searchParams.get("purpose") ?? undefined,
    currencyNote: tCard("card.currencyNote", {
      currencies: CARD_PAYMENTS.currencies.join(", "),
      fallback: CARD_PAYMENTS.fallbackCurrency,
    }),
    meta: [
      ...pageMeta({ title: tCard("card.meta.title") }),
      { name: "robots", content: "noindex, nofollow" },
      ...languageLinks(context.config.SITE_URL, request.url),
    ],
  };
}

export const meta: Route.MetaFunction = loaderMeta;

export function headers() {
  return CARD_PAGE_HEADERS;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = await cardBookingOr404(context.db, params.token);
  const settings = cardSettings(context.config);
  if (!settings) cardNotFound();
  const values = formValues(await readFormData(request));
  const kept = { purpose: values.purpose ?? "" };
  const purpose = values.purpose;
  if (purpose !== "deposit" && purpose !== "balance") {
    return refuse(
      400,
      { fieldErrors: { purpose: tCard("card.refused.invalidPurpose") }, values: kept, formError: null },
      { headers: CARD_PAGE_HEADERS },
    );
  }
  const unavailable = (formError: string) =>
    refuse(
      503,
      { values: kept, formError, formErrorTitle: tCard("card.refused.title") },
      { headers: { ...CARD_PAGE_HEADERS, "Retry-After": String(CARD_PAYMENTS.retryAfterSeconds) } },
    );
  const result = await startCardPayment(context.db, settings, { booking, tripToken: params.token, purpose });
  switch (result.status) {
    case "redirect":
      context.log.info({ bookingId: booking.id, paymentId: result.payment.id }, "card checkout opened");
      // To our own page first: the site's Content-Security-Policy (form-action 'self') stops a form post
      // from being redirected to another site, so the traveller follows a link to Pesapal from there.
      return redirect(cardCheckoutPath(params.token, result.payment.id), { status: 303, headers: CARD_PAGE_HEADERS });
    case "nothing_owed":
      return refuse(
        409,
        {
          values: kept,
          formError: tCard("card.refused.nothingOwed", { purpose: tCard(`card.purpose.inSentence.${purpose}`) }),
          formErrorTitle: tCard("card.refused.title"),
        },
        { headers: CARD_PAGE_HEADERS },
      );
    case "no_exchange_rate":
      context.log.warn({ bookingId: booking.id, currency: result.currency }, "card payment: no exchange rate");
      return unavailable(tCard("card.refused.noExchangeRate", { currency: result.currency }));
    case "provider_failed":
      context.log.warn(
        { bookingId: booking.id, failure: result.failure },
        "card payment: Pesapal did not open an order",
      );
      return unavailable(
        tCard(result.failure === "unreachable" ? "card.refused.unreachable" : "card.refused.provider"),
      );
  }
}

export default function TripPayCard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages(cardPaymentMessages);
  const refusal = isFormRefusal(actionData) ? actionData : null;
  return (
    <Section labelledBy="card-title">
      <Card as="div" className="mx-auto max-w-xl p-6 sm:p-10">
        <h1 id="card-title" className="font-display text-display-md text-charcoal-900">
          {t("card.heading")}
        </h1>
        <p className="mt-2 mb-2 text-charcoal-600">{t("card.intro")}</p>
        <p className="mb-8 text-charcoal-600 text-sm">{loaderData.currencyNote}</p>
        <CardPayForm
          action={`${loaderData.tripPath}/pay/card`}
          options={loaderData.options}
          chosen={refusal?.values.purpose ?? loaderData.purpose}
          formError={refusal?.formError ?? null}
          formErrorTitle={refusal?.formErrorTitle}
          purposeError={refusal?.fieldErrors.purpose}
        />
        <p className="mt-8">
          <Link to={loaderData.tripPath} className="text-ochre-700 underline">
            {t("card.backToTrip")}
          </Link>
        </p>
      </Card>
    </Section>
  );
}
