// What a booking form's action does with a post, in order: ignore robots (honeypot), validate with the
// shared schema on Nairobi's "today", give a replayed post its earlier booking, apply the per-address
// limit, store the booking with its e-mails queued, then try the traveller's confirmation at once. Route
// actions call these and turn the result into a response.
import type { Database } from "~/db/client.server";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { isHoneypotFilled } from "~/features/spam/honeypot";
import { issueSubmissionToken, readSubmissionToken } from "~/features/spam/submission-token";
import { sendBookingConfirmationNow } from "~/services/email/booking-confirmation.server";
import type { DeliveryLogger } from "~/services/email/delivery.server";
import { consumeRateLimit } from "~/services/rate-limit.server";
import type { AppConfig } from "~/utils/env.server";
import { BOOKING_FLOW_FIELDS, createBookingFlowSubmissionSchema, PAYMENT_CHOICE_FIELD } from "./booking-flow-schema";
import { fieldErrorsOf, readFormValues } from "./booking-form-data";
import {
  type Booking,
  type CreateBookingResult,
  createFlowBooking,
  createSafariBooking,
  findBookingBySubmissionKey,
  flowBookingKey,
  safariBookingKey,
} from "./bookings.server";
import { BUSINESS_TIME_ZONE, todayIn } from "./calendar-date";
import { createSafariBookingSchema, SAFARI_BOOKING_FIELDS } from "./safari-booking-schema";

/** New bookings one address may send: 5 per 10 minutes across both booking forms. */
export const BOOKING_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export function bookingRateLimitKey(clientAddress: string): string {
  return `booking:${rateLimitSubject(clientAddress)}`;
}

export interface BookingSubmissionContext {
  db: Database;
  config: Pick<AppConfig, "STAFF_EMAIL" | "SITE_URL" | "SMTP_URL" | "MAIL_FROM">;
  /**
   * The sender's address from clientAddress(request, ...). Null when it cannot be known; the rate limit is
   * then skipped rather than putting every traveller into one shared bucket.
   */
  clientAddress: string | null;
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
   * Stored (`created`) or found again for a replayed post (`created: false`). `confirmationSent` says
   * whether the traveller's confirmation e-mail has gone out, which chooses the success toast's text.
   */
  | { status: "submitted"; booking: Booking; created: boolean; confirmationSent: boolean };

/** Every outcome once the form is valid. */
type StorageResult = Exclude<BookingSubmissionResult<string>, { status: "invalid" }>;

export type SafariBookingField = (typeof SAFARI_BOOKING_FIELDS)[number];
export type BookingFlowField = (typeof BOOKING_FLOW_FIELDS)[number] | typeof PAYMENT_CHOICE_FIELD;

/** The action of the 'Book This Safari' form on /safaris/{safariId}. */
export async function submitSafariBooking(
  context: BookingSubmissionContext,
  { safariId, formData }: { safariId: number; formData: FormData },
): Promise<BookingSubmissionResult<SafariBookingField>> {
  if (isHoneypotFilled(formData)) return { status: "discarded" };
  const values = readFormValues(formData, SAFARI_BOOKING_FIELDS);
  const parsed = createSafariBookingSchema({ today: serverToday(context) }).safeParse(values);
  if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error), values };

  return store(context, formData, {
    keyOf: (submissionToken) => safariBookingKey(submissionToken, safariId, parsed.data),
    create: (submissionToken) =>
      createSafariBooking(context.db, { safariId, input: parsed.data, submissionToken, config: context.config }),
  });
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
  return store(context, formData, {
    keyOf: (submissionToken) => flowBookingKey(submissionToken, packageId, input, paymentChoice),
    create: (submissionToken) =>
      createFlowBooking(context.db, {
        packageId,
        input,
        payment: paymentChoice,
        submissionToken,
        config: context.config,
      }),
  });
}

function serverToday(context: BookingSubmissionContext) {
  return todayIn(BUSINESS_TIME_ZONE, context.now ?? new Date());
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
    create: (submissionToken: string) => Promise<CreateBookingResult>;
  },
): Promise<StorageResult> {
  // A form without a valid token (a page cached from before tokens, a hand-made post) still books, once.
  const submissionToken = readSubmissionToken(formData) ?? issueSubmissionToken();
  const key = keyOf(submissionToken);

  // A replayed post is not a new booking: it neither counts against nor is refused by the limit.
  const earlier = await findBookingBySubmissionKey(context.db, key);
  if (earlier) return submitted(context, earlier, false);

  if (context.clientAddress) {
    const decision = await consumeRateLimit(context.db, {
      key: bookingRateLimitKey(context.clientAddress),
      ...BOOKING_RATE_LIMIT,
      now: context.now?.getTime(),
    });
    if (!decision.allowed) {
      // Concurrent copies of one post may have spent the allowance; the first of them may have stored it.
      const stored = await findBookingBySubmissionKey(context.db, key);
      if (stored) return submitted(context, stored, false);
      return { status: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };
    }
  }

  const result = await create(submissionToken);
  if (result.status === "package_not_found") return result;
  return submitted(context, result.booking, result.status === "created");
}

async function submitted(
  context: BookingSubmissionContext,
  booking: Booking,
  created: boolean,
): Promise<StorageResult> {
  const confirmationSent = await sendBookingConfirmationNow(context.db, booking.id, context.config, {
    logger: context.logger,
  });
  return { status: "submitted", booking, created, confirmationSent };
}
