// The booking page's "Apply to this booking" (intent push-itinerary): owners and managers only (permission
// "money": what a traveller bought is changed), applied only if the package is still as previewed.

import { redirectWithToast } from "~/components/ui/toast.server";
import type { Database } from "~/db/client.server";
import { refuse } from "~/features/forms/refuse.server";
import { staffCan } from "~/features/staff/staff-policy";
import type { StaffMember } from "~/features/staff/staff-session.server";
import { PUSH_ITINERARY_INTENT } from "./booked-itinerary";
import { pushItineraryToBooking } from "./booked-itinerary.server";

export const PUSH_ITINERARY_FORBIDDEN =
  "Only an owner or a manager may change the itinerary a traveller booked. Ask one of them to apply it; nothing was changed.";

export async function handleItineraryPush(
  form: Record<string, string>,
  { db, bookingId, staff }: { db: Database; bookingId: number; staff: Pick<StaffMember, "id" | "email" | "role"> },
) {
  const intent = PUSH_ITINERARY_INTENT;
  if (!staffCan(staff.role, "money")) return refuse(403, { intent, formError: PUSH_ITINERARY_FORBIDDEN });
  const expectedVersion = form.version ?? "";
  if (!expectedVersion) {
    return refuse(400, { intent, formError: "Look at the changes first, then apply them: nothing was changed." });
  }
  const result = await pushItineraryToBooking(db, {
    bookingId,
    actor: { id: staff.id, email: staff.email },
    expectedVersion,
  });
  switch (result.status) {
    case "booking_not_found":
      return refuse(404, { intent, formError: "This booking no longer exists." });
    case "no_package":
      return refuse(409, {
        intent,
        formError: "This booking's package has been deleted, so there is no itinerary to apply. Nothing was changed.",
      });
    case "changed_since_preview":
      return refuse(409, {
        intent,
        formError:
          "The package's itinerary changed after you looked at it. Check the changes below again, then apply them: nothing was changed.",
      });
    case "pushed":
      return redirectWithToast(`/admin/bookings/${bookingId}`, {
        title: `The package's itinerary now applies to ${result.reference}. The traveller has been told by e-mail.`,
      });
  }
}
