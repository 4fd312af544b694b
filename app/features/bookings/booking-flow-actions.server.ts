// The route-level side of the three-step booking flow on /booking/{packageId}. Every step is decided on
// the server, so the flow works without script:
//   details  (GET)            the form, with a fresh submission token
//   payment  (POST details)   the details checked, then carried in hidden fields with the same token
//   details  (POST back)      the form again, with the traveller's values
//   confirm  (POST confirm)   the booking stored (once per token), then a redirect (post/redirect/get) to
//   confirmation (GET ?step=confirmation), which finds the booking by the reference and token kept in an
//            HttpOnly cookie, so a refresh shows the same booking and nothing sensitive is in the URL.

import { type AppLoadContext, data } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailableError,
  noteDatabaseUnavailable,
  storeFailureStatus,
} from "~/db/database-availability.server";
import { fieldErrorsOf, readFormValues } from "~/features/forms/field-errors";
import { readFormData } from "~/features/forms/read-form.server";
import { refusalMessage } from "~/features/forms/refusal-message";
import { refuse } from "~/features/forms/refuse.server";
import type { Quote } from "~/features/quotes/rate-book";
import { getSafariPackage } from "~/features/safaris/safaris.server";
import { notFoundMeta } from "~/features/seo/page-meta";
import { issueSubmissionToken, readSubmissionToken } from "~/features/spam/submission-token";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { bookingsMessages } from "~/i18n/messages/en/bookings";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate } from "~/i18n/translate";
import { businessToday } from "~/utils/business-calendar";
import { countryName, countryOptions } from "~/utils/countries";
import { readBrowserProofs } from "./booking-browser-proof.server";
import {
  bookingStartPath,
  CONFIRMATION_STEP,
  redirectToBookedConfirmation,
  requireConfirmedBooking,
} from "./booking-confirmation-cookie.server";
import {
  BOOKING_FLOW_FIELDS,
  createBookingFlowSchema,
  createBookingFlowSubmissionSchema,
  FLOW_QUOTE_FIELDS,
  PAYMENT_CHOICE_FIELD,
} from "./booking-flow-schema";
import type {
  BookingFlowActionData,
  BookingFlowLoaderData,
  FlowDetailsValues,
  FlowPackage,
  FlowPaymentView,
} from "./booking-flow-view";
import { priceOfQuote } from "./booking-price";
import { QUOTED_TOTAL_FIELD, SHOW_PRICE_INTENT } from "./booking-quote-choices";
import type { BookingRequest } from "./booking-request";
import {
  type BookingForm,
  type BookingSubmissionContext,
  priceBooking,
  submitBooking,
} from "./booking-submissions.server";
import {
  type BookingToast,
  bookingAlreadyReceivedToast,
  bookingDiscardedToast,
  bookingErrorToast,
  bookingRateLimitedToast,
} from "./booking-toasts";

/** The 409's words, in the request's language: the price moved between the details step and the booking; the new quote is shown. */
export const FLOW_QUOTE_CHANGED = {
  type: "error",
  get title() {
    return translate(bookingQuoteMessages, "bookingQuote.changed.title");
  },
  get description() {
    return translate(bookingQuoteMessages, "bookingQuote.changed.flow");
  },
} as const satisfies BookingToast;

export const BOOKING_FLOW_INTENTS = { details: "details", back: "back", confirm: "confirm" } as const;

type FlowContext = Pick<AppLoadContext, "db" | "config" | "log" | "clientAddress">;

export interface BookingFlowArgs {
  request: Request;
  params: { packageId?: string };
  context: FlowContext;
  /** The moment the request is judged at (tests); now by default. */
  now?: Date;
}

const text = (id: keyof typeof bookingsMessages & string) => translate(bookingsMessages, id);

function flowPackage(pkg: NonNullable<Awaited<ReturnType<typeof getSafariPackage>>>): FlowPackage {
  return {
    id: pkg.id,
    title: pkg.title,
    durationDays: pkg.durationDays,
    price: pkg.price,
    currency: pkg.currency,
    pricePerPerson: pkg.pricePerPerson,
    imageUrl: pkg.imageUrl,
    location: pkg.location,
  };
}

// The packages this server last read, by id: while the database is unreachable the flow can still show the
// step the traveller was on, with their entries and the outage message, instead of losing them. Only for
// display: nothing is stored while the database is down, and prices are computed again once it is back.
const LAST_KNOWN_PACKAGES_MAX = 200;
const lastKnownPackages = new Map<number, FlowPackage>();

function rememberPackage(pkg: FlowPackage): void {
  lastKnownPackages.delete(pkg.id);
  lastKnownPackages.set(pkg.id, pkg);
  if (lastKnownPackages.size > LAST_KNOWN_PACKAGES_MAX) {
    const oldest = lastKnownPackages.keys().next().value;
    if (oldest !== undefined) lastKnownPackages.delete(oldest);
  }
}

/** An unknown (or non-numeric) id: 404 with 'Package not found' and a way back, as the safari pages answer. */
function packageNotFound(): never {
  const title = translate(catalogueMessages, "catalogue.package.notFound");
  throw data(
    {
      title,
      meta: notFoundMeta(title),
      description: text("bookings.toast.packageNotFound.description"),
      action: { to: "/safaris", label: translate(safarisMessages, "safaris.detail.back") },
    },
    { status: 404 },
  );
}

/**
 * The package of the URL. `unavailable` says the database could not be reached and the package is this
 * server's last copy (the request is noted, so the page answers 503 with Retry-After); with no copy, a 503
 * is thrown. An unknown id is a 404; any other failure is a real error (500).
 */
async function requirePackage(
  params: BookingFlowArgs["params"],
  context: FlowContext,
): Promise<{ pkg: FlowPackage; unavailable: boolean }> {
  let found: Awaited<ReturnType<typeof getSafariPackage>>;
  try {
    found = await getSafariPackage(context.db, params.packageId);
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    noteDatabaseUnavailable(context);
    context.log.warn({ packageId: params.packageId }, "booking flow: database unavailable");
    const known = lastKnownPackages.get(Number(params.packageId));
    if (known) return { pkg: known, unavailable: true };
    throw refuse(503, undefined, {
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    });
  }
  if (!found) packageNotFound();
  const pkg = flowPackage(found);
  rememberPackage(pkg);
  return { pkg, unavailable: false };
}

function seoOf(context: FlowContext, pkg: FlowPackage) {
  return { siteUrl: context.config.SITE_URL, path: `/booking/${pkg.id}` };
}

/** The loader of /booking/{packageId}: the details step, or the confirmation step of a stored booking. */
export async function bookingFlowLoader({
  request,
  params,
  context,
  now = new Date(),
}: BookingFlowArgs): Promise<BookingFlowLoaderData> {
  const { pkg } = await requirePackage(params, context);
  const seo = seoOf(context, pkg);

  if (new URL(request.url).searchParams.get("step") === CONFIRMATION_STEP) {
    // Nothing to confirm in this browser (another browser, an expired cookie): start at the details.
    const { booking, confirmationSent } = await requireConfirmedBooking(context.db, request, pkg.id);
    return { step: "confirmation", package: pkg, booking, confirmationSent, seo };
  }

  return {
    step: "details",
    package: pkg,
    today: businessToday(now),
    submissionToken: issueSubmissionToken(),
    countries: countryOptions(),
    seo,
  };
}

const DETAIL_FIELDS = new Set<string>(BOOKING_FLOW_FIELDS);

type BookingFlowField = (typeof BOOKING_FLOW_FIELDS)[number] | typeof PAYMENT_CHOICE_FIELD;

/** The flow's final post (the details in hidden fields, and the payment choice) as the booking pipeline reads it. */
export const BOOKING_FLOW_FORM: BookingForm<BookingFlowField> = {
  fields: [...BOOKING_FLOW_FIELDS, PAYMENT_CHOICE_FIELD],
  schema: createBookingFlowSubmissionSchema,
  quoteFields: FLOW_QUOTE_FIELDS,
};

/** The action of /booking/{packageId}: one post per step, told apart by `intent`. */
export async function bookingFlowAction({ request, params, context, now = new Date() }: BookingFlowArgs) {
  const { pkg, unavailable } = await requirePackage(params, context);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  // The same token travels through every step, so the whole flow stores at most one booking.
  const submissionToken = readSubmissionToken(formData) ?? issueSubmissionToken();
  const values: FlowDetailsValues = readFormValues(formData, BOOKING_FLOW_FIELDS);
  const today = businessToday(now);
  const detailsView = (fieldErrors: FlowDetailsErrors = {}, quote: Quote | null = null): BookingFlowActionData => ({
    step: "details",
    values,
    fieldErrors,
    submissionToken,
    today,
    quote,
  });
  const submissionContext: BookingSubmissionContext = {
    db: context.db,
    config: context.config,
    clientAddress: context.clientAddress,
    browserProofs: await readBrowserProofs(request),
    logger: context.log,
    now,
  };
  // 'Show price' and the payment step's quote, from the party as typed.
  const priceDetails = () =>
    priceBooking(submissionContext, {
      entries: { form: "flow", packageId: pkg.id, values },
      quoteFields: FLOW_QUOTE_FIELDS,
    });

  if (intent === BOOKING_FLOW_INTENTS.back) return data(detailsView());

  if (intent === BOOKING_FLOW_INTENTS.details) {
    const parsed = createBookingFlowSchema({ today, packageId: pkg.id }).safeParse(values);
    if (!parsed.success) return data(detailsView(fieldErrorsOf(parsed.error)), { status: 400 });
    // 'Show price' asks for the quote and stays on the details; Continue shows the payment step with it.
    let priced: Awaited<ReturnType<typeof priceDetails>>;
    try {
      priced = await priceDetails();
    } catch (error) {
      context.log.error({ err: error, packageId: pkg.id }, "a booking flow price could not be worked out");
      const status = storeFailureStatus(error, context);
      const init =
        status === 503 ? { status, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } } : { status };
      return data({ ...detailsView(), alert: status === 503 ? outageAlert() : bookingErrorToast() }, init);
    }
    if (priced.status === "package_not_found") return packageNotFound();
    if (priced.status === "invalid") return data(detailsView(priced.fieldErrors), { status: 400 });
    if (formData.getAll("intent").includes(SHOW_PRICE_INTENT)) return data(detailsView({}, priced.quote));
    return data(paymentView(pkg, values, parsed.data, submissionToken, { quote: priced.quote }));
  }

  if (intent !== BOOKING_FLOW_INTENTS.confirm) throw refuse(400);
  const shownQuote = async () => {
    const priced = await priceDetails();
    return priced.status === "priced" ? priced.quote : null;
  };

  // Re-checked in full: the hidden fields come from the browser, and "today" may have moved on.
  const details = createBookingFlowSchema({ today, packageId: pkg.id }).safeParse(values);
  const paymentChoice = formData.get(PAYMENT_CHOICE_FIELD);
  const paymentExtras = { paymentChoice: typeof paymentChoice === "string" ? paymentChoice : "" };

  // The database is unreachable: nothing can be stored. The step comes back with the entries and says so.
  if (unavailable) {
    const init = { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } };
    if (!details.success) return data(detailsView(fieldErrorsOf(details.error)), init);
    // No quote can be given without the rates: the details come back, entries kept, with the outage in words.
    return data({ ...detailsView(), alert: outageAlert() }, init);
  }

  let result: Awaited<ReturnType<typeof submitBooking<BookingFlowField>>>;
  try {
    result = await submitBooking(submissionContext, BOOKING_FLOW_FORM, { packageId: pkg.id, formData });
  } catch (error) {
    context.log.error({ err: error, packageId: pkg.id }, "a booking flow booking could not be stored");
    const status = storeFailureStatus(error, context);
    const init =
      status === 503 ? { status, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } } : { status };
    if (!details.success) return data(detailsView(fieldErrorsOf(details.error)), init);
    const alert = status === 503 ? outageAlert() : bookingErrorToast();
    const quote = status === 503 ? null : await shownQuote().catch(() => null);
    if (!quote) return data({ ...detailsView(), alert }, init);
    return data(paymentView(pkg, values, details.data, submissionToken, { ...paymentExtras, alert, quote }), init);
  }

  switch (result.status) {
    case "invalid": {
      const detailErrors = Object.fromEntries(
        Object.entries(result.fieldErrors).filter(([field]) => DETAIL_FIELDS.has(field)),
      );
      const quote = details.success ? await shownQuote() : null;
      if (!details.success || Object.keys(detailErrors).length > 0 || !quote) {
        return data(detailsView(detailErrors), { status: 400 });
      }
      return data(
        paymentView(pkg, values, details.data, submissionToken, {
          ...paymentExtras,
          quote,
          fieldErrors: { paymentChoice: result.fieldErrors.paymentChoice },
        }),
        { status: 400 },
      );
    }
    case "quote_changed": {
      // Nothing was stored: the payment step again, with the new quote and its total to confirm.
      if (!details.success) return data(detailsView(), { status: 409 });
      return data(
        paymentView(pkg, values, details.data, submissionToken, {
          ...paymentExtras,
          quote: result.quote,
          alert: { ...FLOW_QUOTE_CHANGED },
        }),
        { status: 409 },
      );
    }
    case "rate_limited": {
      const alert = bookingRateLimitedToast(result.retryAfterSeconds);
      const headers = { "Retry-After": String(result.retryAfterSeconds) };
      const quote = details.success ? await shownQuote() : null;
      if (!details.success || !quote) return data({ ...detailsView(), alert }, { status: 429, headers });
      return data(paymentView(pkg, values, details.data, submissionToken, { ...paymentExtras, alert, quote }), {
        status: 429,
        headers,
      });
    }
    case "package_not_found":
      return packageNotFound();
    case "discarded":
      // Answered like a success, so a robot learns nothing.
      throw await redirectWithToast(bookingStartPath(pkg.id), bookingDiscardedToast());
    case "already_received": {
      // A replay from a browser other than the one that booked: the same words for everyone, naming nothing, and
      // a fresh, empty details step (the request is done; nothing of it is echoed back).
      const fresh: BookingFlowActionData = {
        step: "details",
        values: readFormValues(new FormData(), BOOKING_FLOW_FIELDS),
        fieldErrors: {},
        submissionToken: issueSubmissionToken(),
        today,
        quote: null,
      };
      return data({ ...fresh, alert: bookingAlreadyReceivedToast() }, { status: 409 });
    }
    case "submitted":
      context.log.info({ reference: result.booking.reference, packageId: pkg.id }, "booking flow booking stored");
      throw await redirectToBookedConfirmation(request, context.config, {
        packageId: pkg.id,
        ...result,
        created: true,
      });
    case "replayed":
      throw await redirectToBookedConfirmation(request, context.config, {
        packageId: pkg.id,
        ...result,
        created: false,
      });
  }
}

/** 'Submission Error', in the words of a passing outage: nothing was stored, try again shortly. */
function outageAlert(): BookingToast {
  return { ...bookingErrorToast(), description: refusalMessage(503) };
}

type FlowDetailsErrors = Extract<BookingFlowActionData, { step: "details" }>["fieldErrors"];

function paymentView(
  _pkg: FlowPackage,
  values: FlowDetailsValues,
  details: BookingRequest,
  submissionToken: string,
  extras: Partial<Pick<FlowPaymentView, "paymentChoice" | "fieldErrors" | "alert">> & { quote: Quote },
): BookingFlowActionData {
  const { quote } = extras;
  return {
    step: "payment",
    // The total shown here is the one the booking is confirmed at (a changed price answers 409).
    values: { ...values, [QUOTED_TOTAL_FIELD]: quote.total === null ? "" : String(quote.total) },
    countryName: countryName(values.country ?? ""),
    submissionToken,
    trip: {
      guests: details.trip.adults + details.trip.childAges.length,
      startDate: details.trip.start,
      endDate: quote.end,
    },
    quote,
    price: priceOfQuote(quote),
    paymentChoice: extras.paymentChoice ?? "",
    fieldErrors: extras.fieldErrors ?? {},
    alert: extras.alert ?? null,
  };
}
