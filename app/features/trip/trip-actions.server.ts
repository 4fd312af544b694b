// What the trip page's forms post: the travellers' details and a proof of residency. The token must still
// open the booking; posts are rate limited per client address like the other public forms; a refusal comes
// back in the form layer's shape with every entry kept, a success redirects back with a toast.

import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { storeFailureStatus } from "~/db/database-availability.server";
import { readFormData, textValues } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { todayInEastAfrica } from "~/features/payments/ledger.server";
import { findBookingByTripToken, localTripPath } from "~/features/payments/trip-links.server";
import { tripMessages } from "~/i18n/messages/en/trip";
import { translate } from "~/i18n/translate";
import { consumeRateLimit } from "~/services/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { checkResidencyProof, RESIDENCY_PROOF_INTENT } from "./residency-proof";
import { TRAVELLERS_INTENT } from "./travellers-fields";
import { parseTravellers } from "./travellers-schema";
import {
  saveResidencyProof,
  saveTravellers,
  TRIP_POST_RATE_LIMIT,
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
  const values = textValues(formData);

  try {
    if (context.clientAddress) {
      const decision = await consumeRateLimit(context.db, {
        key: tripRateLimitKey(context.clientAddress),
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
        today: todayInEastAfrica(),
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
      const residency = booking.quote?.residency ?? booking.residency;
      if (residency !== "resident" && residency !== "citizen") return refuse(400, { intent });
      const file = formData.get("file");
      const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
      const checked = checkResidencyProof(
        file instanceof File ? { name: file.name, size: file.size } : { name: "", size: 0 },
        bytes,
      );
      if (!checked.ok) return refuse(400, { fieldErrors: { file: checked.error }, intent, formError: checked.error });
      await saveResidencyProof(context.db, {
        bookingId: booking.id,
        fileName: checked.fileName,
        contentType: checked.contentType,
        content: bytes,
      });
      return redirectWithToast(`${localTripPath(token)}#residency`, {
        type: "success",
        title: translate(tripMessages, "trip.proof.uploaded"),
      });
    }

    return refuse(400, { values, intent });
  } catch (error) {
    context.log.error({ err: error, bookingId: booking.id, intent }, "a trip page post could not be stored");
    return refuse(storeFailureStatus(error, context), { values, intent });
  }
}
