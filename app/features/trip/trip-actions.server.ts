// What the trip page's forms post: the travellers' details and a proof of residency. The token must still
// open the booking; posts are rate limited per client address (an IPv6 client's /64) like the other public
// forms, and proofs also by a day's bytes per client and per booking and by the booking's places
// (residency-proof-limits.ts); a refusal comes back in the form layer's shape with every entry kept, a
// success redirects back with a toast.

import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { storeFailureStatus } from "~/db/database-availability.server";
import { bookingResidency } from "~/features/bookings/booking-residency";
import { formValues } from "~/features/forms/field-errors";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { rateLimitSubject } from "~/features/spam/client-address.server";
import { findBookingByTripToken, localTripPath, type TripBooking } from "~/features/trip/trip-links.server";
import { tripMessages } from "~/i18n/messages/en/trip";
import { translate } from "~/i18n/translate";
import { consumeRateLimit, refundRateLimit } from "~/services/rate-limit.server";
import { businessToday } from "~/utils/business-calendar";
import { RESIDENCY_PROOF_INTENT, RESIDENCY_PROOF_REPLACES_FIELD } from "./residency-proof";
import { checkUploadedProof } from "./residency-proof-check.server";
import {
  RESIDENCY_PROOF_BUDGET_WINDOW_MS,
  RESIDENCY_PROOF_BYTES_PER_BOOKING_PER_DAY,
  RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS_DEFAULT,
  TRIP_POST_RATE_LIMIT,
} from "./residency-proof-limits";
import { TRAVELLERS_INTENT } from "./travellers-fields";
import { parseTravellers } from "./travellers-schema";
import {
  proofBytesKeyForBooking,
  proofBytesKeyForClient,
  saveTravellers,
  storeResidencyProof,
  travellerCount,
  tripRateLimitKey,
} from "./trip.server";
import { tripDates } from "./trip-dates";

/** The answer to a token that opens nothing: the same 404 as any unknown page. */
export function tripNotFound() {
  return data(null, { status: 404 });
}

export async function handleTripAction({
  request,
  token,
  context,
}: {
  request: Request;
  token: string;
  context: AppLoadContext;
}) {
  const booking = await findBookingByTripToken(context.db, token);
  if (!booking) throw tripNotFound();
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const values = formValues(formData);
  const subject = context.clientAddress ? rateLimitSubject(context.clientAddress) : null;

  try {
    if (subject) {
      const decision = await consumeRateLimit(context.db, {
        key: tripRateLimitKey(subject),
        ...TRIP_POST_RATE_LIMIT,
      });
      if (!decision.allowed) {
        const minutes = Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
        return refuse(
          429,
          { values, intent, formError: translate(tripMessages, "trip.rateLimited", { minutes }) },
          { headers: { "Retry-After": String(decision.retryAfterSeconds) } },
        );
      }
    }

    if (intent === TRAVELLERS_INTENT) {
      const parsed = parseTravellers(values, {
        count: travellerCount(booking),
        tripEnd: tripDates(booking).end,
        today: businessToday(),
      });
      if (!parsed.ok) {
        return refuse(400, { fieldErrors: parsed.fieldErrors, values: parsed.values, intent, formError: null });
      }
      await saveTravellers(context.db, booking.id, parsed.travellers);
      return redirectWithToast(`${localTripPath(token)}#travellers`, {
        type: "success",
        title: translate(tripMessages, "trip.travellers.saved"),
      });
    }

    if (intent === RESIDENCY_PROOF_INTENT) {
      const residency = bookingResidency(booking);
      if (residency !== "resident" && residency !== "citizen") return refuse(400, { values, intent });
      return await uploadResidencyProof({ booking, token, formData, values, subject, context });
    }

    return refuse(400, { values, intent });
  } catch (error) {
    context.log.error({ err: error, bookingId: booking.id, intent }, "a trip page post could not be stored");
    return refuse(storeFailureStatus(error, context), { values, intent });
  }
}

/** Whole hours until a day's budget opens again, for the refusal's words (at least one). */
function hoursUntil(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 3600));
}

/**
 * A proof upload, checked and counted before anything is stored: its size (413), what it is (400), the
 * booking's places (409), then the day's bytes of the client and of the booking (429 with Retry-After). The
 * bytes are counted first and given back when the file is not kept, so concurrent uploads cannot overshoot a
 * budget together and a refusal never spends one.
 */
async function uploadResidencyProof({
  booking,
  token,
  formData,
  values,
  subject,
  context,
}: {
  booking: TripBooking;
  token: string;
  formData: FormData;
  values: Record<string, string>;
  subject: string | null;
  context: AppLoadContext;
}) {
  const intent = RESIDENCY_PROOF_INTENT;
  const file = formData.get("file");
  const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
  const checked = await checkUploadedProof({ size: file instanceof File ? file.size : 0 }, bytes);
  if (!checked.ok) {
    return refuse(checked.reason === "tooLarge" ? 413 : 400, {
      fieldErrors: { file: checked.error },
      values,
      intent,
      formError: checked.error,
    });
  }
  const replacesText = values[RESIDENCY_PROOF_REPLACES_FIELD] ?? "";
  const replaces = /^\d{1,9}$/.test(replacesText) ? Number(replacesText) : null;
  if (replacesText !== "" && replaces === null) return refuse(400, { values, intent });

  const budgets = [
    ...(subject
      ? [
          {
            key: proofBytesKeyForClient(subject),
            limit:
              (context.config.RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS ?? RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS_DEFAULT) *
              1024 *
              1024,
            message: "trip.proof.clientDailyLimit" as const,
          },
        ]
      : []),
    {
      key: proofBytesKeyForBooking(booking.id),
      limit: RESIDENCY_PROOF_BYTES_PER_BOOKING_PER_DAY,
      message: "trip.proof.bookingDailyLimit" as const,
    },
  ];
  const counted: string[] = [];
  const giveBack = () =>
    Promise.all(counted.map((key) => refundRateLimit(context.db, key, bytes.length))).catch((error) =>
      context.log.error({ err: error, bookingId: booking.id }, "a proof's bytes could not be given back"),
    );
  try {
    for (const budget of budgets) {
      const decision = await consumeRateLimit(context.db, {
        key: budget.key,
        limit: budget.limit,
        windowMs: RESIDENCY_PROOF_BUDGET_WINDOW_MS,
        weight: bytes.length,
      });
      counted.push(budget.key);
      if (!decision.allowed) {
        await giveBack();
        const message = translate(tripMessages, budget.message, { hours: hoursUntil(decision.retryAfterSeconds) });
        return refuse(
          429,
          { values, intent, formError: message },
          { headers: { "Retry-After": String(decision.retryAfterSeconds) } },
        );
      }
    }
    const stored = await storeResidencyProof(context.db, {
      booking,
      replaces,
      contentType: checked.contentType,
      content: bytes,
    });
    if (stored.status !== "stored") {
      await giveBack();
      if (stored.status === "unknown_proof") return refuse(400, { values, intent });
      return refuse(409, {
        values,
        intent,
        formError: translate(tripMessages, "trip.proof.full", { slots: stored.slots }),
      });
    }
    return redirectWithToast(`${localTripPath(token)}#residency`, {
      type: "success",
      title: translate(tripMessages, stored.replaced ? "trip.proof.replaced" : "trip.proof.uploaded"),
    });
  } catch (error) {
    await giveBack();
    throw error;
  }
}
