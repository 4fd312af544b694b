// /trip/{token}/pay/mpesa: the trip page's M-Pesa form posts here. A valid post sends the STK push and goes
// on to the payment's status page; a refused one comes back here in words, with the entries kept. A wrong
// token, or M-Pesa switched off, is the site's 404.
import { Link, redirect } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";
import { fieldErrorsOf, readFormValues } from "~/features/forms/field-errors";
import { isFormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { MPESA_MAX_PER_TRANSACTION_KES } from "~/features/payments/mpesa-limits";
import { MpesaPageError } from "~/features/payments/mpesa-page-error";
import {
  MPESA_LIMIT_TEXT,
  mpesaPayOptions,
  notFoundPage,
  TRIP_PAGE_HEADERS,
  tripBookingOr404,
} from "~/features/payments/mpesa-pages.server";
import { MpesaPayForm } from "~/features/payments/mpesa-pay-form";
import { startMpesaPayment } from "~/features/payments/mpesa-payments.server";
import { maskedPhone, mpesaPaymentSchema } from "~/features/payments/mpesa-schema";
import { mpesaSettings } from "~/features/payments/payment-providers.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { loaderMeta } from "~/features/seo/loader-meta";
import { languageLinks } from "~/features/seo/page-meta";
import { localTripPath } from "~/features/trip/trip-links.server";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/trip-pay-mpesa";

const t = (id: keyof typeof mpesaPaymentMessages & string, values?: Record<string, string | number>) =>
  translate(mpesaPaymentMessages, id, values);

/** Seconds a visitor is asked to wait before trying again when M-Pesa could not be reached. */
const RETRY_AFTER_SECONDS = 60;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const booking = await tripBookingOr404(context.db, params.token);
  if (!mpesaSettings(context.config)) notFoundPage();
  return {
    reference: booking.reference,
    tripPath: localTripPath(params.token),
    options: await mpesaPayOptions(context.db, booking.id),
    limit: MPESA_LIMIT_TEXT,
    limitShillings: MPESA_MAX_PER_TRANSACTION_KES,
    // "Try again" from a status page comes back with what was being paid.
    purpose: new URL(request.url).searchParams.get("purpose") ?? undefined,
    meta: [
      ...pageMeta({ title: t("mpesa.meta.title") }),
      { name: "robots", content: "noindex, nofollow" },
      ...languageLinks(context.config.SITE_URL, request.url),
    ],
  };
}

export const meta: Route.MetaFunction = loaderMeta;

export function headers() {
  return TRIP_PAGE_HEADERS;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const booking = await tripBookingOr404(context.db, params.token);
  if (!mpesaSettings(context.config)) notFoundPage();
  const formData = await readFormData(request);
  const kept = readFormValues(formData, ["purpose", "phone", "amount"]);
  const parsed = mpesaPaymentSchema.safeParse(kept);
  if (!parsed.success) {
    return refuse(
      400,
      { fieldErrors: fieldErrorsOf(parsed.error), values: kept, formError: null },
      { headers: TRIP_PAGE_HEADERS },
    );
  }
  const { purpose, phone, amount: partShillings } = parsed.data;
  let result: Awaited<ReturnType<typeof startMpesaPayment>>;
  try {
    result = await startMpesaPayment(context.db, context.config, {
      booking,
      purpose,
      phone,
      partShillings,
      // Per address, per phone and per booking (mpesa-limits.ts), counted only when a push would be sent.
      limits: { clientAddress: context.clientAddress },
      logger: context.log,
    });
  } catch (error) {
    context.log.error({ err: error, bookingId: booking.id }, "an M-Pesa payment could not be started");
    return refuse(
      503,
      { values: kept, formError: t("mpesa.refusal.unreachable") },
      {
        headers: { ...TRIP_PAGE_HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS) },
      },
    );
  }
  const purposeWord = t(`mpesa.purpose.${purpose}`);
  switch (result.status) {
    case "started":
      return redirect(`${localTripPath(params.token)}/pay/mpesa/${result.payment.id}`, { headers: TRIP_PAGE_HEADERS });
    case "off":
      return notFoundPage();
    case "not_priced":
      return refuse(409, { values: kept, formError: t("mpesa.refusal.notPriced") }, { headers: TRIP_PAGE_HEADERS });
    case "nothing_owed":
      return refuse(
        409,
        { values: kept, formError: t("mpesa.refusal.nothingOwed", { purpose: purposeWord }) },
        { headers: TRIP_PAGE_HEADERS },
      );
    case "no_rate":
      return refuse(
        503,
        { values: kept, formError: t("mpesa.refusal.noRate") },
        {
          headers: { ...TRIP_PAGE_HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS * 60) },
        },
      );
    case "unknown":
      // The push may have reached the phone: the status page says so and watches for the outcome.
      return redirect(`${localTripPath(params.token)}/pay/mpesa/${result.payment.id}`, { headers: TRIP_PAGE_HEADERS });
    case "over_limit":
      // Explained before any push: M-Pesa would refuse it, and the traveller can pay in parts or another way.
      return refuse(
        400,
        {
          values: { ...kept, amount: kept.amount || String(result.limit) },
          fieldErrors: { amount: t("mpesa.error.partAmount", { max: MPESA_LIMIT_TEXT }) },
          formError: t("mpesa.refusal.overLimit", {
            limit: MPESA_LIMIT_TEXT,
            amount: formatMinorUnits(result.shillings * 100, "KES"),
          }),
        },
        { headers: TRIP_PAGE_HEADERS },
      );
    case "bad_part":
      return refuse(
        400,
        {
          values: kept,
          fieldErrors: { amount: t("mpesa.error.partAmount", { max: formatMinorUnits(result.max * 100, "KES") }) },
          formError: null,
        },
        { headers: TRIP_PAGE_HEADERS },
      );
    case "refused": {
      // Daraja's own words go to the log and, for the merchant's configuration, to staff: never to the traveller.
      context.log.warn(
        { bookingId: booking.id, kind: result.kind, errorCode: result.errorCode, reason: result.reason },
        "Daraja refused an STK push",
      );
      const words = {
        wrong_number: t("mpesa.refusal.wrongNumber"),
        busy: t("mpesa.refusal.busy"),
        insufficient_funds: t("mpesa.refusal.insufficientFunds"),
        merchant: t("mpesa.refusal.unavailable"),
      }[result.kind];
      const travellers = result.kind !== "merchant";
      return refuse(
        travellers ? 400 : 503,
        {
          values: kept,
          ...(result.kind === "wrong_number" ? { fieldErrors: { phone: words } } : {}),
          formError: words,
        },
        {
          headers: travellers
            ? TRIP_PAGE_HEADERS
            : { ...TRIP_PAGE_HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS * 10) },
        },
      );
    }
    case "pending":
      // One push at a time per booking: a second press sends nothing and says where the first went.
      return refuse(
        409,
        {
          values: kept,
          formError: t("mpesa.refusal.pending", { phone: maskedPhone(result.payment.phone) }),
        },
        { headers: TRIP_PAGE_HEADERS },
      );
    case "rate_limited": {
      const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
      const words = {
        address: t("mpesa.refusal.addressRateLimited", { minutes }),
        phone: t("mpesa.refusal.phoneRateLimited", { minutes }),
        booking: t("mpesa.refusal.rateLimited", { minutes }),
      }[result.by];
      context.log.warn({ bookingId: booking.id, by: result.by }, "an STK push was refused by a rate limit");
      return refuse(
        429,
        { values: kept, ...(result.by === "phone" ? { fieldErrors: { phone: words } } : {}), formError: words },
        { headers: { ...TRIP_PAGE_HEADERS, "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    case "unreachable":
      context.log.warn({ bookingId: booking.id }, "Daraja could not be reached for an STK push; nothing was sent");
      return refuse(
        503,
        { values: kept, formError: t("mpesa.refusal.unreachable") },
        {
          headers: { ...TRIP_PAGE_HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS) },
        },
      );
  }
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function TripPayMpesa({ loaderData, actionData }: Route.ComponentProps) {
  const tr = useMessages(mpesaPaymentMessages);
  const refusal = isFormRefusal(actionData) ? actionData : null;
  const { reference, options } = loaderData;
  return (
    <Section labelledBy="mpesa-title">
      <Card as="div" className="mx-auto max-w-xl p-6 sm:p-10">
        <h1 id="mpesa-title" className="font-display text-display-md text-charcoal-900">
          {tr("mpesa.form.title")}
        </h1>
        <p className="mt-2 mb-8 text-charcoal-600">{tr("mpesa.form.intro", { reference })}</p>
        {options.length === 0 ? (
          <p role="status" className="text-charcoal-800">
            {tr("mpesa.form.nothingOwed")}
          </p>
        ) : (
          <MpesaPayForm
            action={`${loaderData.tripPath}/pay/mpesa`}
            options={options}
            limit={loaderData.limit}
            limitShillings={loaderData.limitShillings}
            otherWaysHref={loaderData.tripPath}
            values={refusal?.values ?? { purpose: loaderData.purpose }}
            fieldErrors={refusal?.fieldErrors}
            formError={refusal?.formError ?? null}
          />
        )}
        <p className="mt-8">
          <Link to={loaderData.tripPath} className="text-ochre-700 underline">
            {tr("mpesa.form.back")}
          </Link>
        </p>
      </Card>
    </Section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MpesaPageError error={error} />;
}
