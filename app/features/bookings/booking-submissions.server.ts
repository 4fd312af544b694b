// What a booking form's action does with a post, in order: ignore robots (honeypot), validate with the
// shared schema on Nairobi's "today", answer a replayed post (its booking only to the browser that made it,
// and never a new trip link), apply the per-address limit, store the booking with its e-mails queued, then
// try the traveller's confirmation at once. Route actions call these and turn the result into a response.
import type { Database } from "~/db/client.server";
import { sendBookingConfirmationNow } from "~/features/bookings/booking-confirmation.server";
import { readEnquirySource } from "~/features/inbox/enquiry-source";
import { QUOTE_MESSAGES } from "~/features/quotes/quote-engine";
import { quoteFromQuery } from "~/features/quotes/quote-service.server";
import type { Quote } from "~/features/quotes/rate-book";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { isHoneypotFilled } from "~/features/spam/honeypot";
import { issueSubmissionToken, readSubmissionToken } from "~/features/spam/submission-token";
import type { DeliveryLogger } from "~/services/email/delivery.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { businessToday } from "~/utils/business-calendar";
import type { AppConfig } from "~/utils/env.server";
import { hashBrowserProof, newBrowserProof, provesBooking } from "./booking-browser-proof.server";
import { BOOKING_FLOW_FIELDS, createBookingFlowSubmissionSchema, PAYMENT_CHOICE_FIELD } from "./booking-flow-schema";
import { fieldErrorsOf, readFormValues } from "./booking-form-data";
import { type QuoteRefusals, quoteForBooking } from "./booking-quote.server";
import { quoteQuestion } from "./booking-quote-choices";
import {
  type Booking,
  type CreateBookingResult,
  createFlowBooking,
  createSafariBooking,
  findBookingBySubmissionKey,
  flowBookingKey,
  safariBookingKey,
} from "./bookings.server";
import { createSafariBookingSchema, SAFARI_BOOKING_FIELDS } from "./safari-booking-schema";

/** New bookings one address may send: 5 per 10 minutes across both booking forms. */
export const BOOKING_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export function bookingRateLimitKey(clientAddress: string): string {
  return `booking:${rateLimitSubject(clientAddress)}`;
}

/** Whom a discount code typed in a booking form is counted against (app/features/quotes/discount-code-limits.ts). */
function discountCodeClient(context: BookingSubmissionContext): string | null {
  return context.clientAddress ? rateLimitSubject(context.clientAddress) : null;
}

export interface BookingSubmissionContext {
  db: Database;
  config: Pick<AppConfig, "STAFF_EMAIL" | "SITE_URL" | "SMTP_URL" | "MAIL_FROM">;
  /**
   * The sender's address from clientAddress(request, ...). Null when it cannot be known; the rate limit is
   * then skipped rather than putting every traveller into one shared bucket.
   */
  clientAddress: string | null;
  /** The secrets this browser was given for the bookings it made (readBrowserProofs); none by default. */
  browserProofs?: readonly string[];
  now?: Date;
  logger?: DeliveryLogger;
}

export type BookingSubmissionResult<Field extends string> =
  /** Status 400: show the messages beside the fields, with the traveller's values kept. */
  | { status: "invalid"; fieldErrors: Partial<Record<Field, string>>; values: Record<Field, string> }
  /** The honeypot was filled. Answer exactly as for a successful booking; nothing was stored. */
  | { status: "discarded" }
  /** Status 429 with Retry-After. */
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** Status 404 with 'Package not found'. */
  | { status: "package_not_found" }
  /**
   * Status 409: the server's total is not the one the form showed (rates changed in between). Nothing was
   * stored; the traveller sees the new quote and confirms it by posting again.
   */
  | { status: "quote_changed"; quote: Quote; values: Record<Field, string> }
  /**
   * Stored. `confirmationSent` says whether the traveller's confirmation e-mail has gone out, which chooses the
   * success toast's text. `tripToken` opens the booking's private trip page, for the confirmation page's link.
   * `browserProof` is the secret for this browser's cookie: only its hash is stored, on the booking.
   */
  | { status: "submitted"; booking: Booking; confirmationSent: boolean; tripToken: string; browserProof: string }
  /**
   * A replayed post from the browser that made the booking (it sent the booking's proof back): its confirmation
   * again, without a trip link. No link is minted for a replay; the one in the e-mail (or on the confirmation
   * page while it is live) is the traveller's.
   */
  | { status: "replayed"; booking: Booking; confirmationSent: boolean; browserProof: string }
  /**
   * A replayed post from any other browser: the request is known, and nothing about it is told (no reference,
   * no name, no link). Status 409 with words saying the confirmation went to the e-mail address on it.
   */
  | { status: "already_received" };

/** Every outcome once the form is valid. */
type StorageResult = Exclude<BookingSubmissionResult<string>, { status: "invalid" | "quote_changed" }>;

/** Where each refusal of the quote is shown on a form: its field for start date, adults and so on. */
type QuoteFieldsOf<Field extends string> = Record<keyof QuoteRefusals, Field>;

const SAFARI_QUOTE_FIELDS: QuoteFieldsOf<SafariBookingField> = {
  start: "arrival",
  adults: "adults",
  childAges: "childAges",
  singles: "singles",
  code: "discountCode",
  other: "arrival",
};
const FLOW_QUOTE_FIELDS: QuoteFieldsOf<BookingFlowField> = {
  start: "startDate",
  adults: "guests",
  childAges: "childAges",
  singles: "singles",
  code: "discountCode",
  other: "startDate",
};

function quoteFieldErrors<Field extends string>(errors: QuoteRefusals, fields: QuoteFieldsOf<Field>) {
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const [name, message] of Object.entries(errors) as [keyof QuoteRefusals, string][]) {
    fieldErrors[fields[name]] ??= message;
  }
  return fieldErrors;
}

/** The answer to a form's 'Show price': the quote for its entries as they are, or why it cannot be given. */
export type PriceAnswer<Field extends string> =
  | { status: "priced"; quote: Quote }
  | { status: "invalid"; fieldErrors: Partial<Record<Field, string>> }
  | { status: "package_not_found" };

async function priceEntries<Field extends string>(
  context: BookingSubmissionContext,
  question: URLSearchParams,
  fields: QuoteFieldsOf<Field>,
): Promise<PriceAnswer<Field>> {
  const answer = await quoteFromQuery(context.db, question, {
    now: context.now,
    fresh: true,
    client: discountCodeClient(context),
  });
  if (answer.status === 404) return { status: "package_not_found" };
  if (answer.status === 400) {
    const errors: QuoteRefusals = {};
    for (const [name, message] of Object.entries(answer.errors)) {
      const known = ["start", "adults", "childAges", "singles", "code"].includes(name);
      errors[(known ? name : "other") as keyof QuoteRefusals] ??= message;
    }
    return { status: "invalid", fieldErrors: quoteFieldErrors(errors, fields) };
  }
  return { status: "priced", quote: answer.quote };
}

/** 'Show price' on the 'Book This Safari' form: the quote for the arrival date and the party entered. */
export function priceSafariBooking(
  context: BookingSubmissionContext,
  { safariId, formData }: { safariId: number; formData: FormData },
) {
  const values = readFormValues(formData, SAFARI_BOOKING_FIELDS);
  const question = quoteQuestion({
    packageId: safariId,
    start: values.arrival,
    adults: values.adults,
    childAges: values.childAges,
    residency: values.residency,
    singles: values.singles,
    code: values.discountCode,
  });
  return priceEntries<SafariBookingField>(context, question, SAFARI_QUOTE_FIELDS);
}

/** 'Show price' on the booking flow's details step: guests are the children whose ages are given and adults. */
export function priceBookingFlow(
  context: BookingSubmissionContext,
  { packageId, formData }: { packageId: number; formData: FormData },
) {
  const values = readFormValues(formData, BOOKING_FLOW_FIELDS);
  const ages = values.childAges.split(/[,;\s]+/).filter(Boolean).length;
  const guests = Number(values.guests);
  const question = quoteQuestion({
    packageId,
    start: values.startDate,
    adults: Number.isInteger(guests) && guests > ages ? guests - ages : values.guests,
    childAges: values.childAges,
    residency: values.residency,
    singles: values.singles,
    code: values.discountCode,
  });
  return priceEntries<BookingFlowField>(context, question, FLOW_QUOTE_FIELDS);
}

export type SafariBookingField = (typeof SAFARI_BOOKING_FIELDS)[number];
export type BookingFlowField = (typeof BOOKING_FLOW_FIELDS)[number] | typeof PAYMENT_CHOICE_FIELD;

/**
 * The quote a booking is stored with, priced afresh on the server's rates, or the answer that stops the
 * booking: an unknown package, a choice the quote refuses, or a total that moved since the traveller saw it.
 */
async function quoteToLock<Field extends string>(
  context: BookingSubmissionContext,
  choices: Parameters<typeof quoteForBooking>[1],
  {
    quotedTotal,
    fields,
    values,
  }: { quotedTotal: number | null; fields: QuoteFieldsOf<Field>; values: Record<Field, string> },
): Promise<{ status: "locked"; quote: Quote } | BookingSubmissionResult<Field>> {
  const priced = await quoteForBooking(context.db, choices, { now: context.now, client: discountCodeClient(context) });
  if (priced.status === "package_not_found") return priced;
  if (priced.status === "refused") {
    return { status: "invalid", fieldErrors: quoteFieldErrors(priced.errors, fields), values };
  }
  if (quotedTotal !== null && quotedTotal !== priced.quote.total)
    return { status: "quote_changed", quote: priced.quote, values };
  return { status: "locked", quote: priced.quote };
}

/** The action of the 'Book This Safari' form on /safaris/{safariId}. */
export async function submitSafariBooking(
  context: BookingSubmissionContext,
  { safariId, formData }: { safariId: number; formData: FormData },
): Promise<BookingSubmissionResult<SafariBookingField>> {
  if (isHoneypotFilled(formData)) return { status: "discarded" };
  const values = readFormValues(formData, SAFARI_BOOKING_FIELDS);
  const parsed = createSafariBookingSchema({ today: serverToday(context) }).safeParse(values);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };
  const input = parsed.data;

  const locked = await quoteToLock(
    context,
    {
      packageId: safariId,
      start: input.arrival,
      adults: input.adults,
      childAges: input.childAges,
      residency: input.residency,
      singles: input.singles,
      discountCode: input.discountCode,
    },
    { quotedTotal: input.quotedTotal, fields: SAFARI_QUOTE_FIELDS, values },
  );
  if (locked.status !== "locked") return locked;
  const { quote } = locked;

  const result = await store(context, formData, {
    keyOf: (submissionToken) => safariBookingKey(submissionToken, safariId, input),
    create: (submissionToken, browserProofHash) =>
      createSafariBooking(context.db, {
        safariId,
        input,
        submissionToken,
        config: context.config,
        quote,
        source: readEnquirySource(formData, context.config.SITE_URL),
        browserProofHash,
      }),
  });
  if (result.status === "code_used_up") {
    return { status: "invalid", fieldErrors: { discountCode: QUOTE_MESSAGES.codeUsedUp }, values };
  }
  return result;
}

/**
 * The final post of the booking flow on /booking/{packageId}: the details fields plus `paymentChoice`.
 * (The details step alone validates with createBookingFlowSchema and stores nothing.)
 */
export async function submitBookingFlow(
  context: BookingSubmissionContext,
  { packageId, formData }: { packageId: number; formData: FormData },
): Promise<BookingSubmissionResult<BookingFlowField>> {
  if (isHoneypotFilled(formData)) return { status: "discarded" };
  const values = readFormValues(formData, [...BOOKING_FLOW_FIELDS, PAYMENT_CHOICE_FIELD]);
  const parsed = createBookingFlowSubmissionSchema({ today: serverToday(context) }).safeParse(values);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };

  const { paymentChoice, ...input } = parsed.data;

  const locked = await quoteToLock(
    context,
    {
      packageId,
      start: input.startDate,
      adults: input.guests - input.childAges.length,
      childAges: input.childAges,
      residency: input.residency,
      singles: input.singles,
      discountCode: input.discountCode,
    },
    { quotedTotal: input.quotedTotal, fields: FLOW_QUOTE_FIELDS, values },
  );
  if (locked.status !== "locked") return locked;
  const { quote } = locked;

  const result = await store(context, formData, {
    keyOf: (submissionToken) => flowBookingKey(submissionToken, packageId, input, paymentChoice),
    create: (submissionToken, browserProofHash) =>
      createFlowBooking(context.db, {
        packageId,
        input,
        payment: paymentChoice,
        submissionToken,
        config: context.config,
        quote,
        source: readEnquirySource(formData, context.config.SITE_URL),
        browserProofHash,
      }),
  });
  if (result.status === "code_used_up") {
    return { status: "invalid", fieldErrors: { discountCode: QUOTE_MESSAGES.codeUsedUp }, values };
  }
  return result;
}

function serverToday(context: BookingSubmissionContext) {
  return businessToday(context.now ?? new Date());
}

async function store(
  context: BookingSubmissionContext,
  formData: FormData,
  {
    keyOf,
    create,
  }: {
    /** The key the booking is stored under: the token and the submitted fields (bookings.server.ts). */
    keyOf: (submissionToken: string) => string;
    create: (submissionToken: string, browserProofHash: string) => Promise<CreateBookingResult>;
  },
): Promise<StorageResult | { status: "code_used_up" }> {
  // A form without a valid token (a page cached from before tokens, a hand-made post) still books, once.
  const submissionToken = readSubmissionToken(formData) ?? issueSubmissionToken();
  const key = keyOf(submissionToken);

  // A replayed post is not a new booking: it neither counts against nor is refused by the limit.
  const earlier = await findBookingBySubmissionKey(context.db, key);
  if (earlier) return replayed(context, earlier);

  if (context.clientAddress) {
    const decision = await consumeRateLimit(context.db, {
      key: bookingRateLimitKey(context.clientAddress),
      ...BOOKING_RATE_LIMIT,
      now: context.now?.getTime(),
    });
    if (!decision.allowed) {
      // Concurrent copies of one post may have spent the allowance; the first of them may have stored it.
      const stored = await findBookingBySubmissionKey(context.db, key);
      if (stored) return replayed(context, stored);
      return { status: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
    }
  }

  const browserProof = newBrowserProof();
  const result = await create(submissionToken, hashBrowserProof(browserProof));
  if (result.status === "package_not_found" || result.status === "code_used_up") return result;
  // A concurrent copy of the same post stored it first: answered as the replay it is.
  if (result.status === "existing") return replayed(context, result.booking);
  const confirmationSent = await sendConfirmation(context, result.booking);
  return { status: "submitted", booking: result.booking, confirmationSent, tripToken: result.tripToken, browserProof };
}

/**
 * The answer to a post whose booking exists already. Only the browser holding the booking's proof hears about
 * it, and nobody gets a trip link: a link staff revoked stays revoked, and a replay mints nothing.
 */
async function replayed(context: BookingSubmissionContext, booking: Booking): Promise<StorageResult> {
  const proofs = context.browserProofs ?? [];
  const proof = proofs.find((candidate) => provesBooking([candidate], booking.browserProofHash));
  if (!proof) return { status: "already_received" };
  const confirmationSent = await sendConfirmation(context, booking);
  return { status: "replayed", booking, confirmationSent, browserProof: proof };
}

/** Tries the booking's queued confirmation now; true once it has gone out. Queues nothing new. */
function sendConfirmation(context: BookingSubmissionContext, booking: Booking): Promise<boolean> {
  return sendBookingConfirmationNow(context.db, booking.id, context.config, { logger: context.logger });
}
