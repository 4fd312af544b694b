// The route-level side of the 'Book This Safari' form on /safaris/{id}: what the page's loader adds for the
// form, and the page's action. The action answers as CONVENTIONS 'Forms' asks: 400 with field errors and
// the values, 429 when one address sends too many, 500 with 'Submission Error' when storing failed (503 when
// the database is unreachable), and otherwise post/redirect/get to the booking's confirmation page (the one the
// three-step flow ends on) with the success toast.
import { type AppLoadContext, data } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailableError,
  noteDatabaseUnavailable,
} from "~/db/database-availability.server";
import { formValues, readFormValues } from "~/features/forms/field-errors";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { parseSafariId } from "~/features/safaris/safari-id";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { translate } from "~/i18n/translate";
import { businessToday } from "~/utils/business-calendar";
import { countryOptions } from "~/utils/countries";
import { readBrowserProofs } from "./booking-browser-proof.server";
import { confirmationPath, redirectToBookedConfirmation } from "./booking-confirmation-cookie.server";
import { SHOW_PRICE_INTENT } from "./booking-quote-choices";
import { type BookingForm, priceBooking, submitBooking } from "./booking-submissions.server";
import {
  bookingAlreadyReceivedToast,
  bookingDiscardedToast,
  bookingErrorToast,
  bookingRateLimitedToast,
} from "./booking-toasts";
import {
  SAFARI_BOOKING_INTENT,
  type SafariBookingActionData,
  type SafariBookingFormField,
  type SafariBookingFormProps,
} from "./safari-booking-form";
import { createSafariBookingSchema, SAFARI_BOOKING_FIELDS, SAFARI_QUOTE_FIELDS } from "./safari-booking-schema";

/** The 409's words, in the request's language: the price moved between display and submit; the new quote is shown beside them. */
export const QUOTE_CHANGED = {
  get title() {
    return translate(bookingQuoteMessages, "bookingQuote.changed.title");
  },
  get description() {
    return translate(bookingQuoteMessages, "bookingQuote.changed.safari");
  },
};

type BookableSafari = SafariBookingFormProps["safari"];

/** The 'Book This Safari' form as the booking pipeline reads it. */
export const SAFARI_BOOKING_FORM: BookingForm<(typeof SAFARI_BOOKING_FIELDS)[number]> = {
  fields: SAFARI_BOOKING_FIELDS,
  schema: createSafariBookingSchema,
  quoteFields: SAFARI_QUOTE_FIELDS,
};

/**
 * The form's props from the page's loader: the safari's price and length (the departure follows the arrival by
 * it), a fresh submission token and Nairobi's day.
 */
export function safariBookingLoaderData(
  safari: BookableSafari,
  { now = new Date() }: { now?: Date } = {},
): SafariBookingFormProps {
  const { id, title, price, currency, pricePerPerson, durationDays } = safari;
  return {
    safari: { id, title, price, currency, pricePerPerson, durationDays },
    submissionToken: issueSubmissionToken(),
    today: businessToday(now),
    countries: countryOptions(),
  };
}

export interface SafariBookingActionArgs {
  request: Request;
  params: { id?: string };
  context: Pick<AppLoadContext, "db" | "config" | "log" | "clientAddress">;
  /** The moment the post is judged at (tests); now by default. */
  now?: Date;
}

/** The action of /safaris/{id}. */
export async function handleSafariBookingAction({ request, params, context, now }: SafariBookingActionArgs) {
  const safariId = parseSafariId(params.id);
  if (safariId === null) throw data(null, { status: 404 });

  const formData = await readFormData(request);
  if (formData.get("intent") !== SAFARI_BOOKING_INTENT) throw refuse(400);
  const intent = SAFARI_BOOKING_INTENT;
  // What the traveller typed, kept in every refusal (the token and honeypot are the form's own).
  const { intent: _intent, ...values } = formValues(formData);
  const refused = (status: number, toast: { title: string; description: string }, init: ResponseInit = {}) =>
    refuse<SafariBookingFormField>(
      status,
      { intent, values, formError: toast.description, formErrorTitle: toast.title },
      init,
    );

  const submissionContext = {
    db: context.db,
    config: context.config,
    clientAddress: context.clientAddress,
    browserProofs: await readBrowserProofs(request),
    logger: context.log,
    now,
  };

  if (formData.getAll("intent").includes(SHOW_PRICE_INTENT)) {
    // 'Show price': the quote for the entries as they are; nothing is stored and every entry is kept.
    let priced: Awaited<ReturnType<typeof priceBooking<SafariBookingFormField>>>;
    try {
      // The quote for the arrival date and the party entered.
      const values = readFormValues(formData, SAFARI_BOOKING_FIELDS);
      priced = await priceBooking(submissionContext, {
        entries: { form: "safari", packageId: safariId, values },
        quoteFields: SAFARI_QUOTE_FIELDS,
      });
    } catch (error) {
      context.log.error({ err: error, safariId }, "a safari's price could not be worked out");
      const unavailable = isDatabaseUnavailableError(error);
      if (unavailable) noteDatabaseUnavailable(context);
      return refused(unavailable ? 503 : 500, bookingErrorToast());
    }
    if (priced.status === "package_not_found") throw refuse(404);
    if (priced.status === "invalid") {
      return refuse<SafariBookingFormField>(400, { intent, fieldErrors: priced.fieldErrors, values, formError: null });
    }
    return data<SafariBookingActionData>({ status: "priced", intent, quote: priced.quote, values });
  }

  let result: Awaited<ReturnType<typeof submitBooking<SafariBookingFormField>>>;
  try {
    result = await submitBooking(submissionContext, SAFARI_BOOKING_FORM, { packageId: safariId, formData });
  } catch (error) {
    // The database is unreachable or refused the row: nothing was stored, and the traveller is told so.
    context.log.error({ err: error, safariId }, "a safari booking could not be stored");
    // An unreachable database is a passing outage (503 with Retry-After, try again shortly), not a broken server.
    const unavailable = isDatabaseUnavailableError(error);
    if (unavailable) noteDatabaseUnavailable(context);
    return refused(unavailable ? 503 : 500, bookingErrorToast(), {
      headers: unavailable ? { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } : {},
    });
  }

  switch (result.status) {
    case "invalid":
      return refuse<SafariBookingFormField>(400, {
        intent,
        fieldErrors: result.fieldErrors,
        values: result.values,
        formError: null,
      });
    case "quote_changed": {
      // The form layer's refusal, in words with and without script, with the new quote beside it.
      const refusal = refused(409, QUOTE_CHANGED);
      return data({ ...refusal.data, values: result.values, quote: result.quote }, refusal.init ?? { status: 409 });
    }
    case "rate_limited":
      return refused(429, bookingRateLimitedToast(result.retryAfterSeconds), {
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    case "package_not_found":
      throw refuse(404);
    case "discarded":
      // Answered like a success (the same place, which without this browser's cookie starts afresh), so a robot
      // learns nothing.
      return redirectWithToast(confirmationPath(safariId), bookingDiscardedToast());
    case "already_received": {
      // A replay from a browser other than the one that booked: the same words for everyone, naming nothing, and
      // an empty form (the request is done; nothing of it is echoed back).
      const toast = bookingAlreadyReceivedToast();
      return refuse<SafariBookingFormField>(409, {
        intent,
        values: {},
        formError: toast.description,
        formErrorTitle: toast.title,
      });
    }
    case "submitted":
      context.log.info({ reference: result.booking.reference, safariId }, "safari booking stored");
      return redirectToBookedConfirmation(request, context.config, { packageId: safariId, ...result, created: true });
    case "replayed":
      return redirectToBookedConfirmation(request, context.config, { packageId: safariId, ...result, created: false });
  }
}
