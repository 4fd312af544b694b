// The package editor's On sale section: whether the package is on the site, with Archive or Restore, and Delete
// (refused in words while the package has bookings, which then offers Archive). Forms of their own, beside the
// editor's form, so they work without script and never post the draft.
import { Form, useNavigation } from "react-router";
import { CheckboxField } from "~/features/forms/checkbox-field";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { BUSINESS_TIME_ZONE } from "~/utils/business-calendar";

export interface PackageLifecycleState {
  archivedAt: string | null;
  bookings: number;
}

const LIFECYCLE_INTENTS = new Set(["archive", "restore", "delete"]);

export function isLifecycleRefusal(value: unknown): value is FormRefusal {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { status?: unknown }).status === "error" &&
    LIFECYCLE_INTENTS.has(String((value as { intent?: unknown }).intent))
  );
}

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";

/** "Archived" beside the package's name, wherever staff see it. */
export function ArchivedBadge() {
  return (
    <span className="mr-2 inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 align-middle font-sans text-sm font-semibold text-amber-900">
      Archived
    </span>
  );
}

export function PackageLifecycle({
  state,
  title,
  refusal,
}: {
  state: PackageLifecycleState;
  title: string;
  refusal: FormRefusal | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const archived = state.archivedAt !== null;
  const booked = state.bookings === 1 ? "1 booking" : `${state.bookings} bookings`;
  return (
    <section
      id="on-sale"
      aria-labelledby="on-sale-heading"
      className="mt-8 max-w-4xl rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="on-sale-heading" className="text-lg font-semibold text-stone-950">
        <span className="mr-2">On sale</span>
        {archived ? <ArchivedBadge /> : null}
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        {archived
          ? `Archived on ${new Date(state.archivedAt ?? "").toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: BUSINESS_TIME_ZONE })}: not on the site, not in the sitemap, and it cannot be booked. `
          : "On the site and open for booking. "}
        {state.bookings > 0
          ? `It has ${booked}; each keeps the itinerary it was booked with, whatever you change here.`
          : "Nobody has booked it yet."}
      </p>
      {refusal?.formError ? (
        <div className="mt-3" id="on-sale-alert">
          <FormAlert title={refusal.code === 409 ? "Not deleted" : undefined}>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={archived ? "restore" : "archive"} />
          <button
            type="submit"
            disabled={busy}
            className={`${button} border border-stone-300 bg-white text-stone-900 hover:bg-stone-100`}
          >
            {archived ? "Restore to the site" : "Archive"}
            <span className="sr-only"> {title}</span>
          </button>
        </Form>
        <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="delete" />
          {/* An unticked box is refused in the alert above, which says what to do; the box is only marked. */}
          <CheckboxField
            id="delete-confirm"
            name="confirm"
            value="delete"
            label="Delete it, its days, rates and pictures for good"
            aria-invalid={refusal?.fieldErrors?.confirm ? true : undefined}
            tone={STAFF_TONE}
          />
          <button
            type="submit"
            disabled={busy}
            className={`${button} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
          >
            Delete package
          </button>
        </Form>
      </div>
    </section>
  );
}
