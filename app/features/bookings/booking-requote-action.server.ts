// The booking page's re-quote forms (intent requote-preview and requote-confirm): owners and managers only
// (permission "money"); every refusal in words beside the form, with what was typed kept.
import { data } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import type { Database } from "~/db/client.server";
import { fieldErrorsOf } from "~/features/forms/field-errors";
import { formRefusal } from "~/features/forms/form-result";
import { refuse } from "~/features/forms/refuse.server";
import type { StaffActor } from "~/features/payments/staff/staff-ledger.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { type StaffRole, staffCan } from "~/features/staff/staff-policy";
import { TRIP_LINKS_PER_BOOKING } from "~/features/trip/trip-link-limits";
import { TripLinkLimitError } from "~/features/trip/trip-links.server";
import { type RequoteIntent, requoteSchema } from "./booking-requote";
import { confirmRequote, previewRequote, type RequotePreview } from "./booking-requote.server";

export interface RequoteActionContext {
  db: Database;
  bookingId: number;
  actor: StaffActor;
  role: StaffRole;
  siteUrl: string;
}

/** What a preview answers: the new quote beside the old, and the entries to confirm with. */
export interface RequotePreviewAnswer {
  intent: "requote-preview";
  preview: RequotePreview;
  values: Record<string, string>;
}

export async function handleRequoteIntent(
  intent: RequoteIntent,
  form: Record<string, string>,
  { db, bookingId, actor, role, siteUrl }: RequoteActionContext,
) {
  if (!staffCan(role, "money")) {
    return refuse(403, {
      intent,
      values: form,
      formError:
        "Only an owner or a manager can change a booking's price. Ask one of them to re-quote it; nothing was changed.",
    });
  }
  const parsed = requoteSchema.safeParse(form);
  if (!parsed.success) {
    return refuse(400, {
      intent,
      values: form,
      fieldErrors: fieldErrorsOf(parsed.error),
      formError: "Please correct the fields marked below.",
    });
  }
  const choices = parsed.data;
  let outcome: Awaited<ReturnType<typeof confirmRequote>>;
  try {
    outcome =
      intent === "requote-preview"
        ? await previewRequote(db, bookingId, choices)
        : await confirmRequote(db, bookingId, choices, { actor, siteUrl });
  } catch (error) {
    // The e-mail's new trip link would pass the booking's cap (trip-link-limits.ts): the re-quote rolled back.
    if (!(error instanceof TripLinkLimitError)) throw error;
    const hours = Math.max(1, Math.ceil(error.retryAfterSeconds / 3600));
    return refuse(
      429,
      {
        intent,
        values: form,
        formError: `Nothing was changed: this booking has had ${TRIP_LINKS_PER_BOOKING.limit} trip links in the last 24 hours, the most allowed, and the re-quote e-mail needs a new one. Try again in ${hours} hour${hours === 1 ? "" : "s"}.`,
      },
      { headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }

  switch (outcome.status) {
    case "not_found":
      throw refuse(404, { formError: "This booking no longer exists." });
    case "refused":
      return refuse(outcome.code, {
        intent,
        values: form,
        fieldErrors: outcome.fieldErrors ?? {},
        formError: outcome.message,
      });
    case "moved":
      // The rates changed between the preview and the confirmation: show the new figures, store nothing.
      return data(
        {
          ...formRefusal(409, {
            intent: "requote-preview",
            values: form,
            formError: `The price changed since the preview (rates were edited in between): the new total is now ${formatMinorUnits(outcome.preview.quote.total ?? 0, outcome.preview.quote.currency)}. Check it below and confirm again.`,
          }),
          preview: outcome.preview,
        },
        { status: 409 },
      );
    case "preview":
      return data<RequotePreviewAnswer>({ intent: "requote-preview", preview: outcome.preview, values: form });
    case "confirmed":
      return redirectWithToast(`/admin/bookings/${bookingId}`, {
        title: `Booking ${outcome.preview.reference} re-quoted at ${formatMinorUnits(outcome.preview.quote.total ?? 0, outcome.preview.quote.currency)}. The traveller is e-mailed the new price.`,
      });
  }
}
