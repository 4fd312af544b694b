// The booking page's end-of-life sections: Cancel booking (owner and manager; with the terms read from the
// ledger first) or, once cancelled, when, by whom and why; and Erase personal data (owner only, typed
// confirmation). Plain forms: they work without JavaScript and show a refusal beside themselves.
import { Form } from "react-router";
import { InputField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import { BUSINESS_TERMS } from "~/utils/constants";
import { CANCEL_REASON_LIMITS } from "./booking-end-schema";
import type { CancellationTerms } from "./cancellation-terms";

const card = "rounded-xl border border-stone-200 bg-white p-5";
const dangerButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-red-700 bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60";

export interface CancellationView {
  at: string;
  by: string | null;
  reason: string;
}

function Terms({ terms, cancelled }: { terms: CancellationTerms | null; cancelled: boolean }) {
  if (!terms) return <p className="text-sm text-stone-600">This booking has no price, so no money is involved.</p>;
  const money = (amount: number) => formatMinorUnits(amount, terms.currency);
  const days = BUSINESS_TERMS.freeCancellationDays;
  const told = cancelled ? "was told" : "is told";
  return (
    <>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="cancellation-terms">
        <dt>Paid</dt>
        <dd className="text-right tabular-nums">{money(terms.paid)}</dd>
        <dt>Refunded so far</dt>
        <dd className="text-right tabular-nums">{money(terms.refunded)}</dd>
        <dt className="font-semibold">Still held, refundable</dt>
        <dd className="text-right font-semibold tabular-nums">{money(terms.refundable)}</dd>
      </dl>
      <p className="text-sm text-stone-700">
        {terms.daysBeforeStart < 0
          ? `The trip started ${-terms.daysBeforeStart} day${terms.daysBeforeStart === -1 ? "" : "s"} ${cancelled ? "before it was cancelled" : "ago"}.`
          : `${cancelled ? "Cancelled" : "Today is"} ${terms.daysBeforeStart} day${terms.daysBeforeStart === 1 ? "" : "s"} before the start.`}{" "}
        {terms.refundable === 0
          ? "Nothing is left to give back."
          : terms.free
            ? `Within the free cancellation terms (up to ${days} days before the start): the traveller ${told} that all ${money(terms.refundable)} comes back to them.`
            : `Later than the free cancellation terms (${days} days before the start) allow: the traveller ${told} that the team will contact them about the money; what is given back is the owner's decision.`}
      </p>
      {terms.refundable > 0 ? (
        <p className="text-sm text-stone-600">
          Send the money through the bank or the provider, then record each refund under{" "}
          <a href="#money-record-refund" className="underline underline-offset-4">
            Record a refund
          </a>
          : payments and refunds stay on the booking.
        </p>
      ) : null}
    </>
  );
}

export function CancelBookingSection({
  status,
  cancellation,
  terms,
  canCancel,
  refusal,
  busy,
}: {
  status: string;
  cancellation: CancellationView | null;
  terms: CancellationTerms | null;
  canCancel: boolean;
  refusal: FormRefusal | null;
  busy: boolean;
}) {
  if (status === "cancelled") {
    return (
      <section aria-labelledby="booking-cancelled" className={`${card} space-y-3`}>
        <h2 id="booking-cancelled" className="text-lg font-semibold">
          Cancelled
        </h2>
        {cancellation ? (
          <p className="text-sm">
            {formatBusinessDateTime(cancellation.at)}
            {cancellation.by ? ` by ${cancellation.by}` : ""}: <q className="break-words">{cancellation.reason}</q>
          </p>
        ) : null}
        <Terms terms={terms} cancelled />
      </section>
    );
  }
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  const typed = (refusal?.values as Record<string, string> | undefined)?.reason ?? "";
  return (
    <section aria-labelledby="booking-cancel" className={`${card} space-y-3`}>
      <h2 id="booking-cancel" className="text-lg font-semibold">
        Cancel booking
      </h2>
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <Terms terms={terms} cancelled={false} />
      {canCancel ? (
        <Form method="post" preventScrollReset className="space-y-3" aria-labelledby="booking-cancel">
          <input type="hidden" name="intent" value="cancel" />
          <TextAreaField
            tone={STAFF_DIALOG_TONE}
            id="cancel-reason"
            name="reason"
            label="Reason"
            rows={3}
            required
            minLength={CANCEL_REASON_LIMITS.minLength}
            maxLength={CANCEL_REASON_LIMITS.maxLength}
            defaultValue={typed}
            error={errors.reason}
            hint="Kept on the booking and in the audit log. The traveller is e-mailed that the booking is cancelled and what happens to their money, not this reason."
          />
          <button type="submit" className={dangerButton} disabled={busy}>
            Cancel booking
          </button>
        </Form>
      ) : (
        <p className="text-sm text-stone-600">Only an owner or a manager can cancel a booking.</p>
      )}
    </section>
  );
}

export function EraseSection({
  reference,
  erasedAt,
  canErase,
  refusal,
  busy,
}: {
  reference: string;
  erasedAt: string | null;
  canErase: boolean;
  refusal: FormRefusal | null;
  busy: boolean;
}) {
  if (erasedAt) {
    return (
      <section aria-labelledby="booking-erase" className={`${card} space-y-2`}>
        <h2 id="booking-erase" className="text-lg font-semibold">
          Personal data erased
        </h2>
        <p className="text-sm">
          The traveller's personal data was erased on request on {formatBusinessDateTime(erasedAt)}. Amounts, dates, the
          reference and every payment and refund are kept.
        </p>
      </section>
    );
  }
  if (!canErase) {
    return (
      <p className="text-sm text-stone-600">
        Only the owner can erase a traveller's personal data when they ask to be forgotten.
      </p>
    );
  }
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  const typed = (refusal?.values as Record<string, string> | undefined)?.confirmation ?? "";
  return (
    <section aria-labelledby="booking-erase" className={`${card} space-y-3`}>
      <h2 id="booking-erase" className="text-lg font-semibold">
        Erase personal data
      </h2>
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <p className="text-sm text-stone-700">
        When the traveller asks to be forgotten: removes their name, e-mail, phone, country, message and special
        requests, every traveller's details, the proofs of residency, the enquiry's replies and the e-mails about this
        booking, and stops every trip link. Amounts, dates, the reference and every payment and refund stay. This cannot
        be undone.
      </p>
      <Form method="post" preventScrollReset className="space-y-3" aria-labelledby="booking-erase">
        <input type="hidden" name="intent" value="erase" />
        <InputField
          tone={STAFF_DIALOG_TONE}
          id="erase-confirmation"
          name="confirmation"
          label={`Type ${reference} to confirm`}
          autoComplete="off"
          required
          defaultValue={typed}
          error={errors.confirmation}
        />
        <button type="submit" className={dangerButton} disabled={busy}>
          Erase personal data
        </button>
      </Form>
    </section>
  );
}
