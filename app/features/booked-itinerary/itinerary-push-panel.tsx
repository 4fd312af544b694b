// The booking page's "Itinerary as booked": the days the traveller bought (frozen with the booking) and, when the
// package has changed since, what applying its current itinerary would change, with "Apply to this booking"
// (owners and managers). A plain form: works without script; a refusal shows here in words.
import { clsx } from "clsx";
import { Form } from "react-router";
import { FormAlert } from "~/features/forms/form-alert";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { ItineraryChange } from "./booked-itinerary";
import type { ItineraryPanelData } from "./booked-itinerary.server";

const KIND_WORDS: Record<ItineraryChange["kind"], string> = { added: "Added", removed: "Removed", changed: "Changed" };
const KIND_TONES: Record<ItineraryChange["kind"], string> = {
  added: "border-emerald-300 bg-emerald-50 text-emerald-900",
  removed: "border-red-300 bg-red-50 text-red-900",
  changed: "border-amber-300 bg-amber-50 text-amber-950",
};

export function ItineraryPushPanel({
  panel,
  canPush,
  refusal,
  busy,
}: {
  panel: ItineraryPanelData;
  canPush: boolean;
  refusal: { formError?: string | null } | null;
  busy: boolean;
}) {
  const { booked, push } = panel;
  const translationsOnly =
    push !== null && !push.unchanged && push.diff.days.length === 0 && push.diff.packageTextsChanged.length === 0;
  return (
    <section
      id="itinerary"
      aria-labelledby="booking-itinerary"
      className="mt-6 min-w-0 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="booking-itinerary" className="text-lg font-semibold">
        Itinerary as booked
      </h2>
      {booked ? (
        <>
          <p className="mt-1 text-sm text-stone-600">
            {booked.backfilled
              ? `Taken from the package when itineraries began to be kept with bookings (${formatBusinessDateTime(booked.frozenAt)}).`
              : `Kept with the booking since ${formatBusinessDateTime(booked.frozenAt)}.`}{" "}
            The traveller's trip page, PDFs and calendar show this, whatever the package says now.
          </p>
          <ol className="mt-3 space-y-1 text-sm">
            {booked.days.map((day) => (
              <li key={day.dayNumber} className="break-words">
                <span className="font-medium">Day {day.dayNumber}:</span> {day.title}
                {day.lodge || day.park ? (
                  <span className="text-stone-600"> · {[day.park, day.lodge].filter(Boolean).join(" · ")}</span>
                ) : null}
              </li>
            ))}
            {booked.days.length === 0 ? <li className="text-stone-600">No days were booked.</li> : null}
          </ol>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-600">No itinerary is kept with this booking.</p>
      )}

      <h3 className="mt-5 font-semibold">The package now</h3>
      {refusal?.formError ? (
        <div className="mt-2" id="itinerary-alert">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      {push === null ? (
        <p className="mt-1 text-sm text-stone-600">The package has been deleted: there is nothing to apply.</p>
      ) : push.unchanged ? (
        <p className="mt-1 text-sm text-stone-600">The package's itinerary is the same as booked.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-stone-700">
            The package has changed since this booking was made. Applying it replaces the booked itinerary with the
            package's current one, in every language, and e-mails the traveller the new programme.
          </p>
          {push.diff.packageTextsChanged.length > 0 ? (
            <p className="mt-2 text-sm break-words">
              <span className="font-medium">Package texts:</span> {push.diff.packageTextsChanged.join("; ")}
            </p>
          ) : null}
          {push.diff.days.length > 0 ? (
            <ul className="mt-2 space-y-2 text-sm" aria-label="What would change">
              {push.diff.days.map((change) => (
                <li key={`${change.kind}-${change.dayNumber}`} className="flex min-w-0 flex-wrap items-baseline gap-2">
                  <span
                    className={clsx(
                      "inline-flex shrink-0 rounded-full border px-2 py-0.5 text-xs font-semibold",
                      KIND_TONES[change.kind],
                    )}
                  >
                    {KIND_WORDS[change.kind]}
                  </span>
                  <span className="min-w-0 break-words">
                    <span className="font-medium">Day {change.dayNumber}:</span> {change.title}
                    {change.details.length > 0 ? (
                      <span className="block text-stone-600">{change.details.join("; ")}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {translationsOnly ? <p className="mt-2 text-sm">Only the words in other languages differ.</p> : null}
          {canPush ? (
            <Form method="post" preventScrollReset className="mt-4">
              <input type="hidden" name="intent" value="push-itinerary" />
              <input type="hidden" name="version" value={push.currentVersion} />
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60"
              >
                Apply to this booking
              </button>
            </Form>
          ) : (
            <p className="mt-3 text-sm text-stone-600">Only an owner or a manager may apply it to this booking.</p>
          )}
        </>
      )}
    </section>
  );
}
