// The one booking pipeline, for both booking forms (submitBooking): ignore robots (honeypot), read the form
// with its own schema into a BookingRequest on Nairobi's "today", price the trip afresh and lock the quote,
// answer a replayed post (its booking only to the browser that made it, and never a new trip link), apply the
// per-address limit, create the booking with everything it brings (createBooking), then try the traveller's
// confirmation at once. The two route actions are adapters around it: they name their form and turn the
// result into their own response.
import type { z } from "zod";
import type { Database } from "~/db/client.server";
import { unavailabilityCause } from "~/db/database-availability.server";
import { BOOKING_OUTAGE_WAIT_MS, outlastDatabaseOutage } from "~/db/outlast-outage.server";
import { sendBookingConfirmationNow } from "~/features/bookings/booking-confirmation.server";
import { fieldErrorsOf, readFormValues } from "~/features/forms/field-errors";
import { readEnquirySource } from "~/features/inbox/enquiry-source";
import { QUOTE_MESSAGES } from "~/features/quotes/quote-engine";
import { parseQuoteQuery } from "~/features/quotes/quote-request-schema";
import { quoteChoice, withEnglishLabels } from "~/features/quotes/quote-service.server";
import type { Quote } from "~/features/quotes/rate-book";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { isHoneypotFilled } from "~/features/spam/honeypot";
import { issueSubmissionToken, readSubmissionToken } from "~/features/spam/submission-token";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { translate } from "~/i18n/translate";
import type { DeliveryLogger } from "~/services/email/delivery.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { businessToday } from "~/utils/business-calendar";
import type { AppConfig } from "~/utils/env.server";
import { hashBrowserProof, newBrowserProof, provesBooking } from "./booking-browser-proof.server";
import {
  type QuoteEntries,
  type QuoteRefusalField,
  type QuoteRefusalFields,
  quoteQuestionOf,
} from "./booking-quote-choices";
import type { BookingRequest } from "./booking-request";
import { type Booking, bookingKey, createBooking, findBookingBySubmissionKey } from "./bookings.server";

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

/** A booking form as the pipeline reads it: its fields, its schema into a BookingRequest, where quotes refuse. */
export interface BookingForm<Field extends string> {
  /** The fields posted, as the inputs are named (the values a refusal keeps). */
  fields: readonly Field[];
  /** The form's own schema, in its own words, for the package booked: its fields in, a BookingRequest out. */
  schema: (options: { today: string; packageId: number }) => z.ZodType<BookingRequest, unknown>;
  /** Where each refusal of the quote shows on this form. */
  quoteFields: QuoteRefusalFields<Field>;
}

/** The quote's refusals ("start", "adults" ... as /api/quote names them) as this form's field errors. */
function quoteFieldErrors<Field extends string>(errors: Record<string, string>, fields: QuoteRefusalFields<Field>) {
  const fieldErrors: Partial<Record<Field, string>> = {};
  for (const [name, message] of Object.entries(errors)) {
    const field = fields[(name in fields ? name : "other") as QuoteRefusalField];
    fieldErrors[field] ??= message;
  }
  return fieldErrors;
}

/** The answer to a form's 'Show price': the quote for its entries as they are, or why it cannot be given. */
export type PriceAnswer<Field extends string> =
  | { status: "priced"; quote: Quote }
  | { status: "invalid"; fieldErrors: Partial<Record<Field, string>> }
  | { status: "package_not_found" };

/**
 * 'Show price' on either form: the quote for the trip's entries as typed (the form's other fields may still be
 * blank), read as /api/quote reads its question and priced on the committed rates. Nothing is stored.
 */
export async function priceBooking<Field extends string>(
  context: BookingSubmissionContext,
  { entries, quoteFields }: { entries: QuoteEntries; quoteFields: QuoteRefusalFields<Field> },
): Promise<PriceAnswer<Field>> {
  const { question, agesMissingFor } = quoteQuestionOf(entries);
  // A stated child without an age: no price (it would be a smaller party's), the missing age is named.
  if (agesMissingFor !== null) {
    const message = translate(bookingQuoteMessages, "bookingQuote.error.agesForChildren", { children: agesMissingFor });
    return { status: "invalid", fieldErrors: quoteFieldErrors({ childAges: message }, quoteFields) };
  }
  const parsed = parseQuoteQuery(question, { today: serverToday(context) });
  if (!parsed.ok) return { status: "invalid", fieldErrors: quoteFieldErrors(parsed.errors, quoteFields) };
  const { currency: _currency, ...choice } = parsed.value;
  const answer = await quoteChoice(context.db, choice, {
    now: context.now,
    fresh: true,
    client: discountCodeClient(context),
  });
  if (answer.status === 404) return { status: "package_not_found" };
  if (answer.status === 400) return { status: "invalid", fieldErrors: quoteFieldErrors(answer.errors, quoteFields) };
  return { status: "priced", quote: answer.quote };
}

/**
 * A booking form's post, either form's, from top to bottom: robots are answered as if booked (honeypot), the
 * form's schema reads its fields into a BookingRequest, the trip is priced afresh on the committed rates and the
 * quote locked, a replay is answered as one, the address's allowance is spent, the booking is created with all
 * it brings (createBooking) and the traveller's confirmation tried at once.
 */
export function submitBooking<Field extends string>(
  context: BookingSubmissionContext,
  form: BookingForm<Field>,
  post: { packageId: number; formData: FormData },
): Promise<BookingSubmissionResult<Field>> {
  // A form without a valid token (a page cached from before tokens, a hand-made post) still books, once: the
  // token it is given here is the same on every try below.
  const submissionToken = readSubmissionToken(post.formData) ?? issueSubmissionToken();
  // The secret this browser will hold for the booking, drawn once too: a try whose commit went through but
  // whose answer was lost with the connection is found by the next try as this browser's own booking, and
  // answered as booked, not as someone else's copy.
  const browserProof = newBrowserProof();
  const own: BookingSubmissionContext = { ...context, browserProofs: [...(context.browserProofs ?? []), browserProof] };
  // A database that drops its connections for a moment (a restart, a failover) is waited out: every step is
  // safe to run again, and the booking is stored once under its key.
  return outlastDatabaseOutage(() => submitBookingOnce(own, form, post, { submissionToken, browserProof }), {
    withinMs: BOOKING_OUTAGE_WAIT_MS,
    onRetry: (error, attempt) =>
      context.logger?.warn({ cause: unavailabilityCause(error), attempt }, "booking waits for the database"),
  });
}

async function submitBookingOnce<Field extends string>(
  context: BookingSubmissionContext,
  form: BookingForm<Field>,
  { packageId, formData }: { packageId: number; formData: FormData },
  { submissionToken, browserProof }: { submissionToken: string; browserProof: string },
): Promise<BookingSubmissionResult<Field>> {
  if (isHoneypotFilled(formData)) return { status: "discarded" };
  const values = readFormValues(formData, form.fields);
  const parsed = form.schema({ today: serverToday(context), packageId }).safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error) as Partial<Record<Field, string>>, values };
  }
  const request = parsed.data;

  // The quote the booking is stored with: never a number from the browser, and a code that does not apply is
  // said, not ignored.
  const answer = await quoteChoice(context.db, request.trip, {
    now: context.now,
    fresh: true,
    client: discountCodeClient(context),
  });
  if (answer.status === 404) return { status: "package_not_found" };
  const notice = answer.status === 200 ? answer.quote.notices.find((item) => item.field === "code") : undefined;
  const refusals = answer.status === 400 ? answer.errors : notice ? { code: notice.message } : null;
  if (refusals || answer.status !== 200) {
    return { status: "invalid", fieldErrors: quoteFieldErrors(refusals ?? {}, form.quoteFields), values };
  }
  const { quote } = answer;
  // The total moved since the form showed it (rates changed in between): shown, and confirmed by posting again.
  if (request.quotedTotal !== null && request.quotedTotal !== quote.total) {
    return { status: "quote_changed", quote, values };
  }

  const key = bookingKey(submissionToken, request);

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

  const created = await createBooking(context.db, {
    request,
    submissionToken,
    // Its lines in English too, for staff, when the traveller booked in another language.
    quote: await withEnglishLabels(context.db, request.trip, quote, context.now),
    config: context.config,
    source: readEnquirySource(formData, context.config.SITE_URL),
    browserProofHash: hashBrowserProof(browserProof),
    logger: context.logger,
  });
  switch (created.status) {
    case "package_not_found":
      return created;
    case "code_used_up":
      return {
        status: "invalid",
        fieldErrors: quoteFieldErrors({ code: QUOTE_MESSAGES.codeUsedUp }, form.quoteFields),
        values,
      };
    case "existing":
      // A concurrent copy of the same post stored it first: answered as the replay it is.
      return replayed(context, created.booking);
    case "created": {
      const confirmationSent = await sendConfirmation(context, created.booking);
      return {
        status: "submitted",
        booking: created.booking,
        confirmationSent,
        tripToken: created.tripToken,
        browserProof,
      };
    }
  }
}

function serverToday(context: BookingSubmissionContext) {
  return businessToday(context.now ?? new Date());
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
