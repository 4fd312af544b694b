// /admin/payments/unmatched: money M-Pesa says arrived that the app could not tie to a payment it started (a
// push whose answer never came and whose callback matched nothing, a payment already failed). Every member of
// staff sees them (permission inbox); owners and managers (permission money) match one to a booking or mark it
// refunded. Also shows the warning when Daraja refused pushes for a configuration reason.

import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { StatusBadge } from "~/features/admin-tables/status-badge";
import { fieldErrorsOf, formValues } from "~/features/forms/field-errors";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { readMpesaConfigurationProblem } from "~/features/payments/mpesa-alerts.server";
import { matchUnmatchedSchema, refundUnmatchedSchema } from "~/features/payments/staff/unmatched-forms-schema";
import {
  countRefusedCallbacks,
  listUnmatchedPayments,
  markUnmatchedPaymentRefunded,
  matchUnmatchedPayment,
  REFUSED_CALLBACKS_SHOWN_DAYS,
  type UnmatchedDecision,
} from "~/features/payments/staff/unmatched-payments.server";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { staffCan } from "~/features/staff/staff-policy";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { Route } from "./+types/payments-unmatched";

export const meta: Route.MetaFunction = () => staffMeta("Unmatched M-Pesa payments");

const PAGE = "/admin/payments/unmatched";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "inbox");
  const [rows, problem, refusedCallbacks] = await Promise.all([
    listUnmatchedPayments(context.db),
    readMpesaConfigurationProblem(context.db),
    countRefusedCallbacks(context.db),
  ]);
  return {
    rows,
    problem,
    refusedCallbacks,
    refusedCallbackDays: REFUSED_CALLBACKS_SHOWN_DAYS,
    canDecide: staffCan(staff.role, "money"),
  };
}

const REFUSALS: Record<Exclude<UnmatchedDecision["status"], "done">, [number, string]> = {
  not_found: [404, "That unmatched payment does not exist."],
  already_handled: [409, "Someone has already matched or refunded this payment; the list shows what was decided."],
  no_booking: [404, "No booking has that reference. Check it on the booking's page."],
  not_priced: [409, "That booking has no price yet, so nothing can be credited to it. Quote it first."],
  no_exchange_rate: [
    409,
    "No exchange rate to the booking's currency is set for shillings. Set it under Rates › Exchange rates first.",
  ],
  duplicate_receipt: [409, "A payment with this M-Pesa receipt is already recorded, so it is not credited again."],
  no_receipt: [409, "This payment has no M-Pesa receipt number, so it cannot be credited: check it with Safaricom."],
};

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "money");
  const values = formValues(await readFormData(request));
  const intent = values.intent === "refund" ? "refund" : "match";
  const actor = { id: staff.id, email: staff.email };
  if (intent === "match") {
    const parsed = matchUnmatchedSchema.safeParse(values);
    if (!parsed.success)
      return refuse(400, { intent, values, fieldErrors: fieldErrorsOf(parsed.error), formError: null });
    const result = await matchUnmatchedPayment(context.db, actor, parsed.data, context.config.SITE_URL);
    if (result.status !== "done") {
      const [status, words] = REFUSALS[result.status];
      return refuse(status, { intent, values, formError: words });
    }
    return redirectWithToast(PAGE, {
      title: `Credited to ${result.bookingReference}: M-Pesa ${result.row.receipt}. The traveller is e-mailed a receipt.`,
    });
  }
  const parsed = refundUnmatchedSchema.safeParse(values);
  if (!parsed.success)
    return refuse(400, { intent, values, fieldErrors: fieldErrorsOf(parsed.error), formError: null });
  const result = await markUnmatchedPaymentRefunded(context.db, actor, parsed.data);
  if (result.status !== "done") {
    const [status, words] = REFUSALS[result.status];
    return refuse(status, { intent, values, formError: words });
  }
  return redirectWithToast(PAGE, { title: `Marked refunded, reference ${parsed.data.reference}.` });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

type Refusal = {
  intent?: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  formError?: string | null;
};

export default function UnmatchedPaymentsPage() {
  const { rows, problem, refusedCallbacks, refusedCallbackDays, canDecide } = useLoaderData<typeof loader>();
  const refusal = (useActionData<typeof action>() ?? null) as Refusal | null;
  const busy = useNavigation().state === "submitting";
  const open = rows.filter((row) => row.status === "open");
  return (
    <>
      <PageHeading
        title="Unmatched M-Pesa payments"
        description="Money M-Pesa says arrived that matches no payment request of ours: usually a request whose answer never reached us, paid on the phone after we stopped waiting. Nothing here is counted on any booking until someone matches it. Check each with the M-Pesa statement (by the receipt) before deciding."
      />
      {problem ? (
        <FormAlert>
          M-Pesa refused payment requests for a reason on our side on {formatBusinessDateTime(problem.at)}:{" "}
          {problem.errorCode ? `${problem.errorCode}: ` : ""}
          {problem.message}. Travellers are told M-Pesa is unavailable and to pay by card or bank transfer. Check the
          MPESA_ settings against the Daraja portal; this warning goes once a payment request works again.
        </FormAlert>
      ) : null}
      <p className="my-4 text-sm text-stone-700" data-count="unmatched-open">
        {open.length === 0 ? "Nothing waiting." : `${open.length} waiting for a decision.`}
        {canDecide ? "" : " An owner or manager matches or refunds them."}
      </p>
      {refusedCallbacks > 0 ? (
        <p className="my-4 text-sm text-stone-700" data-count="refused-callbacks">
          {refusedCallbacks === 1 ? "1 post" : `${refusedCallbacks} posts`} to the M-Pesa callback address in the last{" "}
          {refusedCallbackDays} days {refusedCallbacks === 1 ? "was" : "were"} not a callback from M-Pesa (unreadable,
          or not in M-Pesa's shape). Nothing was counted; each is kept, cut to 16 KB, as a "callback_invalid" payment
          event. Many of them mean someone other than Safaricom knows the address: set a new MPESA_CALLBACK_TOKEN.
        </p>
      ) : null}
      {refusal?.formError && !refusal.values?.id ? <FormAlert>{refusal.formError}</FormAlert> : null}
      {rows.length === 0 ? (
        <p className="rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-600">
          No unmatched M-Pesa payments. Every payment M-Pesa told us about belongs to a request of ours.
        </p>
      ) : (
        <ul className="space-y-4">
          {rows.map((row) => {
            const mine = refusal?.values?.id === String(row.id) ? refusal : null;
            return (
              <li
                key={row.id}
                className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
                aria-labelledby={`unmatched-${row.id}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`unmatched-${row.id}`} className="text-lg font-semibold tabular-nums">
                    {formatMinorUnits(row.amount, row.currency)}
                    <span className="ml-2 text-sm font-normal text-stone-600">
                      M-Pesa {row.receipt ?? "(no receipt)"}
                    </span>
                  </h2>
                  <StatusBadge
                    status={row.status === "open" ? "pending" : row.status === "matched" ? "succeeded" : "refunded"}
                    label={row.status === "open" ? "Open" : row.status === "matched" ? "Matched" : "Refunded"}
                  />
                </div>
                <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <Detail label="Paid (Nairobi time)">
                    {formatBusinessDateTime(row.transactionAt ?? row.createdAt)}
                  </Detail>
                  <Detail label="From phone">{row.phone ?? "—"}</Detail>
                  <Detail label="Request reference">
                    <span className="break-all">{row.checkoutRequestId ?? "—"}</span>
                  </Detail>
                  <Detail label="Received by us">{formatBusinessDateTime(row.createdAt)}</Detail>
                  {row.status === "matched" ? (
                    <Detail label="Matched to">
                      {row.matchedBookingId ? (
                        <Link to={`/admin/bookings/${row.matchedBookingId}`} className="underline">
                          {row.matchedBookingReference ?? `booking ${row.matchedBookingId}`}
                        </Link>
                      ) : (
                        "—"
                      )}
                    </Detail>
                  ) : null}
                  {row.status === "refunded" ? <Detail label="Refund reference">{row.refundReference}</Detail> : null}
                  {row.status !== "open" ? (
                    <Detail label="Decided">{formatBusinessDateTime(row.handledAt)}</Detail>
                  ) : null}
                  {row.note ? <Detail label="Note">{row.note}</Detail> : null}
                </dl>
                {row.status === "open" && canDecide ? (
                  <div className="mt-4 grid gap-6 border-stone-200 border-t pt-4 lg:grid-cols-2">
                    <MatchForm id={row.id} refusal={mine?.intent === "match" ? mine : null} busy={busy} />
                    <RefundForm id={row.id} refusal={mine?.intent === "refund" ? mine : null} busy={busy} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 text-stone-600">{label}:</dt>
      <dd className="min-w-0 text-stone-900">{children}</dd>
    </div>
  );
}

const BUTTON =
  "inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60";

function MatchForm({ id, refusal, busy }: { id: number; refusal: Refusal | null; busy: boolean }) {
  const errors = refusal?.fieldErrors ?? {};
  const v = (name: string, fallback = "") => refusal?.values?.[name] ?? fallback;
  return (
    <Form method="post" preventScrollReset className="space-y-3" aria-label={`Match payment ${id} to a booking`}>
      <input type="hidden" name="intent" value="match" />
      <input type="hidden" name="id" value={id} />
      <h3 className="font-semibold">Match to a booking</h3>
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          tone={STAFF_DIALOG_TONE}
          id={`match-${id}-booking`}
          name="bookingReference"
          label="Booking reference"
          autoComplete="off"
          required
          defaultValue={v("bookingReference")}
          error={errors.bookingReference}
          hint="Such as KSF-1002"
        />
        <SelectField
          tone={STAFF_DIALOG_TONE}
          id={`match-${id}-purpose`}
          name="purpose"
          label="Pays towards"
          required
          defaultValue={v("purpose", "deposit")}
          error={errors.purpose}
        >
          <option value="deposit">Deposit</option>
          <option value="balance">Balance</option>
        </SelectField>
      </div>
      <TextAreaField
        tone={STAFF_DIALOG_TONE}
        id={`match-${id}-note`}
        name="note"
        label="Note (optional)"
        rows={2}
        defaultValue={v("note")}
        error={errors.note}
      />
      <button type="submit" disabled={busy} className={BUTTON}>
        Credit to this booking
      </button>
    </Form>
  );
}

function RefundForm({ id, refusal, busy }: { id: number; refusal: Refusal | null; busy: boolean }) {
  const errors = refusal?.fieldErrors ?? {};
  const v = (name: string) => refusal?.values?.[name] ?? "";
  return (
    <Form method="post" preventScrollReset className="space-y-3" aria-label={`Mark payment ${id} refunded`}>
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="id" value={id} />
      <h3 className="font-semibold">Mark refunded</h3>
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <InputField
        tone={STAFF_DIALOG_TONE}
        id={`refund-${id}-reference`}
        name="reference"
        label="Refund reference"
        autoComplete="off"
        required
        defaultValue={v("reference")}
        error={errors.reference}
        hint="The M-Pesa reversal or bank transfer that sent it back"
      />
      <TextAreaField
        tone={STAFF_DIALOG_TONE}
        id={`refund-${id}-note`}
        name="note"
        label="Note (optional)"
        rows={2}
        defaultValue={v("note")}
        error={errors.note}
      />
      <button type="submit" disabled={busy} className={BUTTON}>
        Mark refunded
      </button>
    </Form>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
