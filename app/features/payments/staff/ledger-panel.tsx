// The money side of a booking's staff page: the ledger (schedule, payments, refunds, what is paid and still
// owed), the forms to record a transfer or cash and a refund, the trip link, the proofs of residency and the
// travellers' details. Every form posts to the booking page with an `intent` and works without script.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { StatusBadge } from "~/features/admin-tables/status-badge";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import { QUOTE_CURRENCIES, type QuoteCurrency } from "~/features/quotes/rate-book";
import { formatBusinessDateTime, formatCalendarDate } from "~/utils/business-calendar";
import type { PaymentIntent } from "./payment-forms-schema";
import type { StaffMoney } from "./staff-ledger.server";

// Loader data keeps its Dates (React Router streams them as Dates).
type Money = StaffMoney;

const METHOD_LABELS: Record<string, string> = {
  mpesa: "M-Pesa",
  card: "Card",
  bank_transfer: "Bank transfer",
  cash: "Cash",
};

const PAYMENT_STATUS_TONES: Record<string, string> = {
  succeeded: "confirmed",
  pending: "pending",
  failed: "failed",
  refunded: "cancelled",
};

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60";
const quietButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60";
const card = "rounded-xl border border-stone-200 bg-white p-4 sm:p-5";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface LedgerPanelProps {
  bookingId: number;
  money: Money;
  refusal: FormRefusal | null;
  busy: boolean;
  /** Refunds need the "money" permission (owners and managers). */
  canRefund: boolean;
}

export function LedgerPanel({ bookingId, money, refusal, busy, canRefund }: LedgerPanelProps) {
  const mine = (intent: PaymentIntent) => (refusal?.intent === intent ? refusal : null);
  const ledger = money.ledger;
  return (
    <div className="mt-6 space-y-6" data-testid="money">
      <Section id="money-ledger" title="Ledger">
        {ledger ? (
          <LedgerView ledger={ledger} />
        ) : (
          <p className="text-sm text-stone-600">
            This booking has no payment schedule (it was taken without a priced quote). Payments can still be recorded
            below; they are credited in the booking's currency.
          </p>
        )}
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="money-record-payment" title="Record a transfer or cash">
          <ManualPaymentForm money={money} refusal={mine("record-payment")} busy={busy} />
        </Section>
        <Section id="money-record-refund" title="Record a refund">
          {canRefund ? (
            <RefundForm money={money} refusal={mine("record-refund")} busy={busy} />
          ) : (
            <>
              {mine("record-refund")?.formError ? <FormAlert>{mine("record-refund")?.formError}</FormAlert> : null}
              <p className="text-sm text-stone-600">
                Refunds are recorded by an owner or a manager. Ask one of them when money is given back.
              </p>
            </>
          )}
        </Section>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="money-trip-link" title="Trip page link">
          <TripLinkForm liveLinks={money.liveTripLinks} refusal={mine("reissue-trip-link")} busy={busy} />
        </Section>
        <Section id="money-residency" title="Proof of residency">
          <ProofList bookingId={bookingId} money={money} refusal={mine("review-proof")} busy={busy} />
        </Section>
      </div>
      <Section id="money-travellers" title="Travellers">
        <BorderWarningList warnings={money.borderWarnings} />
        <TravellerList travellers={money.travellers} />
      </Section>
    </div>
  );
}

function LedgerView({ ledger }: { ledger: NonNullable<Money["ledger"]> }) {
  const { summary } = ledger;
  const money = (amount: number, currency: QuoteCurrency = ledger.currency) => formatMinorUnits(amount, currency);
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Balance">
        <Figure label="Total" value={money(summary.total)} />
        <Figure label="Paid" value={money(summary.paid)} testId="paid" />
        <Figure label="Outstanding" value={money(summary.outstanding)} testId="outstanding" strong />
        <Figure
          label="Next due"
          value={
            summary.next ? (
              <>
                {money(summary.next.amount)}{" "}
                <span className="block text-sm font-normal text-stone-600">
                  {summary.next.kind} by {formatCalendarDate(summary.next.dueDate)}
                </span>
                {summary.next.overdue ? <StatusBadge status="failed" label="Overdue" /> : null}
              </>
            ) : summary.fullyPaid ? (
              "Paid in full"
            ) : (
              "—"
            )
          }
          testId="next-due"
        />
      </dl>
      {summary.overpaid > 0 ? (
        <FormAlert tone="info">Overpaid by {money(summary.overpaid)}: consider a refund.</FormAlert>
      ) : null}
      {summary.pending > 0 ? (
        <p className="text-sm text-stone-700">
          {money(summary.pending)} is waiting for the provider's confirmation and is not counted yet.
        </p>
      ) : null}

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold">Schedule</caption>
          <thead className="border-b border-stone-200 text-stone-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Instalment
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Due
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {ledger.schedule.map((entry) => (
              <tr key={entry.id}>
                <th scope="row" className="py-2 pr-3 font-medium capitalize">
                  {entry.kind}
                </th>
                <td className="py-2 pr-3">{formatCalendarDate(entry.dueDate)}</td>
                <td className="py-2 text-right tabular-nums">{money(entry.amount, entry.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {ledger.payments.length === 0 ? (
        <p className="text-sm text-stone-600">No payments yet.</p>
      ) : (
        <>
          <PaymentCards ledger={ledger} />
          <div className="hidden overflow-x-auto lg:block">
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="payments-table">
              <caption className="mb-2 text-left font-semibold">Payments</caption>
              <thead className="border-b border-stone-200 text-stone-700">
                <tr>
                  {["Date", "Method", "For", "Amount", "Credited", "Reference", "Status", "Recorded by"].map(
                    (label) => (
                      <th key={label} scope="col" className="py-2 pr-3 font-semibold">
                        {label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 align-top">
                {ledger.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {payment.receivedOn
                        ? formatCalendarDate(payment.receivedOn)
                        : formatBusinessDateTime(payment.settledAt ?? payment.createdAt)}
                    </td>
                    <td className="py-2 pr-3">{METHOD_LABELS[payment.method] ?? payment.method}</td>
                    <td className="py-2 pr-3 capitalize">{payment.purpose}</td>
                    <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                      {money(payment.amount, payment.currency)}
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      <span className="block whitespace-nowrap">
                        {money(payment.creditedAmount, payment.creditedCurrency)}
                      </span>
                      {payment.exchangeRate ? (
                        <span className="block text-xs text-stone-600">
                          at {payment.exchangeRate} {payment.currency} per {payment.creditedCurrency}
                        </span>
                      ) : null}
                      {payment.refunded > 0 ? (
                        <span className="block text-xs text-stone-600">
                          {money(payment.refunded, payment.creditedCurrency)} refunded
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3 break-words">
                      <PaymentReference payment={payment} />
                      {payment.note ? <span className="block text-xs text-stone-600">{payment.note}</span> : null}
                      {payment.failureReason ? (
                        <span className="block text-xs text-red-800">{payment.failureReason}</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">
                      <StatusBadge
                        status={PAYMENT_STATUS_TONES[payment.status] ?? payment.status}
                        label={capital(payment.status)}
                      />
                    </td>
                    <td className="py-2 pr-3">{payment.recordedByName ?? "Provider"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {ledger.refunds.length > 0 ? (
        <section aria-label="Refunds" className="md:hidden">
          <h3 className="mb-2 font-sans text-sm font-semibold">Refunds</h3>
          <ul className="space-y-3">
            {ledger.refunds.map((refund) => {
              const payment = ledger.payments.find((entry) => entry.id === refund.paymentId);
              return (
                <li key={refund.id} className="rounded-lg border border-stone-200 p-3 text-sm">
                  <p className="font-semibold tabular-nums">
                    {payment ? money(refund.amount, payment.currency) : refund.amount} refunded
                  </p>
                  <p className="mt-1">{refund.reason}</p>
                  <p className="mt-1 text-stone-700">
                    {formatBusinessDateTime(refund.createdAt)}
                    {refund.reference ? (
                      <>
                        {" · "}
                        <span className="font-mono text-xs break-all">{refund.reference}</span>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1 text-xs text-stone-600">Recorded by {refund.recordedByName ?? "—"}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {ledger.refunds.length > 0 ? (
        <div className="hidden overflow-x-auto md:block">
          <table className="w-full text-left text-sm" data-testid="refunds-table">
            <caption className="mb-2 text-left font-semibold">Refunds</caption>
            <thead className="border-b border-stone-200 text-stone-700">
              <tr>
                {["Date", "Amount", "Reason", "Reference", "Recorded by"].map((label) => (
                  <th key={label} scope="col" className="py-2 pr-3 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 align-top">
              {ledger.refunds.map((refund) => {
                const payment = ledger.payments.find((entry) => entry.id === refund.paymentId);
                return (
                  <tr key={refund.id}>
                    <td className="py-2 pr-3 whitespace-nowrap">{formatBusinessDateTime(refund.createdAt)}</td>
                    <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                      {payment ? money(refund.amount, payment.currency) : refund.amount}
                    </td>
                    <td className="py-2 pr-3">{refund.reason}</td>
                    <td className="py-2 pr-3 font-mono text-xs">{refund.reference || "—"}</td>
                    <td className="py-2 pr-3">{refund.recordedByName ?? "—"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

/** The payments as cards, for screens too narrow for the table. */
function PaymentCards({ ledger }: { ledger: NonNullable<Money["ledger"]> }) {
  return (
    <section aria-label="Payments" className="lg:hidden">
      <h3 className="mb-2 font-sans text-sm font-semibold">Payments</h3>
      <ul className="space-y-3" data-testid="payments-cards">
        {ledger.payments.map((payment) => (
          <li key={payment.id} className="rounded-lg border border-stone-200 p-3 text-sm">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold tabular-nums">{formatMinorUnits(payment.amount, payment.currency)}</span>
              <span>
                {METHOD_LABELS[payment.method] ?? payment.method} ·{" "}
                <span className="capitalize">{payment.purpose}</span>
              </span>
              <StatusBadge
                status={PAYMENT_STATUS_TONES[payment.status] ?? payment.status}
                label={capital(payment.status)}
              />
            </p>
            <p className="mt-1 text-stone-700">
              {payment.receivedOn
                ? formatCalendarDate(payment.receivedOn)
                : formatBusinessDateTime(payment.settledAt ?? payment.createdAt)}
              {payment.providerReceipt || payment.providerReference ? (
                <>
                  {" · "}
                  <PaymentReference payment={payment} inline />
                </>
              ) : null}
            </p>
            {payment.exchangeRate || payment.refunded > 0 ? (
              <p className="mt-1 text-stone-700">
                Credited {formatMinorUnits(payment.creditedAmount, payment.creditedCurrency)}
                {payment.exchangeRate
                  ? ` at ${payment.exchangeRate} ${payment.currency} per ${payment.creditedCurrency}`
                  : ""}
                {payment.refunded > 0
                  ? `; ${formatMinorUnits(payment.refunded, payment.creditedCurrency)} refunded`
                  : ""}
              </p>
            ) : null}
            {payment.note ? <p className="mt-1 text-stone-600">{payment.note}</p> : null}
            {payment.failureReason ? <p className="mt-1 text-red-800">{payment.failureReason}</p> : null}
            <p className="mt-1 text-xs text-stone-600">Recorded by {payment.recordedByName ?? "the provider"}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Figure({
  label,
  value,
  testId,
  strong,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded-lg bg-stone-50 p-3">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className={clsx("mt-1 tabular-nums", strong ? "text-lg font-semibold" : "font-medium")} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function valuesOf(refusal: FormRefusal | null): Record<string, string> | null {
  return refusal ? (refusal.values as Record<string, string>) : null;
}

function ManualPaymentForm({ money, refusal, busy }: { money: Money; refusal: FormRefusal | null; busy: boolean }) {
  const values = valuesOf(refusal);
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  const currency = money.ledger?.currency ?? "USD";
  const purpose = money.ledger?.summary.next?.kind ?? "balance";
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  // A new key after each payment recorded empties the form for the next one.
  const key = `payment-${money.ledger?.payments.length ?? 0}`;
  return (
    <Form method="post" preventScrollReset className="space-y-4" key={key} aria-labelledby="money-record-payment">
      <input type="hidden" name="intent" value="record-payment" />
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <p className="text-sm text-stone-600">
        Part payments are fine: the balance is worked out from everything recorded. The traveller is e-mailed a receipt.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          tone={STAFF_DIALOG_TONE}
          id="payment-method"
          name="method"
          label="Method"
          required
          defaultValue={v("method", "bank_transfer")}
          error={errors.method}
        >
          <option value="bank_transfer">Bank transfer</option>
          <option value="cash">Cash</option>
        </SelectField>
        <SelectField
          tone={STAFF_DIALOG_TONE}
          id="payment-purpose"
          name="purpose"
          label="Pays towards"
          required
          defaultValue={v("purpose", purpose)}
          error={errors.purpose}
        >
          <option value="deposit">Deposit</option>
          <option value="balance">Balance</option>
        </SelectField>
        <InputField
          tone={STAFF_DIALOG_TONE}
          id="payment-amount"
          name="amount"
          label="Amount received"
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={v("amount", "")}
          error={errors.amount}
          hint={`As it arrived, with cents, in the currency chosen under Currency (the booking's is ${currency}): 1500.00 is ${formatMinorUnits(150_000, currency)}.`}
        />
        <SelectField
          tone={STAFF_DIALOG_TONE}
          id="payment-currency"
          name="currency"
          label="Currency"
          required
          defaultValue={v("currency", currency)}
          error={errors.currency}
          hint={`The booking is in ${currency}; another currency is credited at the exchange rate set.`}
        >
          {QUOTE_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <InputField
          tone={STAFF_DIALOG_TONE}
          id="payment-received-on"
          name="receivedOn"
          type="date"
          label="Date received"
          required
          defaultValue={v("receivedOn", money.today)}
          error={errors.receivedOn}
        />
        <InputField
          tone={STAFF_DIALOG_TONE}
          id="payment-reference"
          name="reference"
          label="Reference"
          autoComplete="off"
          maxLength={120}
          defaultValue={v("reference", "")}
          error={errors.reference}
          hint="The bank's reference; optional for cash"
        />
      </div>
      <TextAreaField
        tone={STAFF_DIALOG_TONE}
        id="payment-note"
        name="note"
        label="Note"
        rows={2}
        maxLength={2000}
        defaultValue={v("note", "")}
        error={errors.note}
      />
      <button type="submit" className={button} disabled={busy}>
        Record payment
      </button>
    </Form>
  );
}

function RefundForm({ money, refusal, busy }: { money: Money; refusal: FormRefusal | null; busy: boolean }) {
  const values = valuesOf(refusal);
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  const refundable = (money.ledger?.payments ?? []).filter((payment) => payment.status === "succeeded");
  if (refundable.length === 0) {
    return (
      <>
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        <p className="text-sm text-stone-600">No payment has been received that could be refunded.</p>
      </>
    );
  }
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  const key = `refund-${money.ledger?.refunds.length ?? 0}`;
  const chosen = refundable.find((payment) => String(payment.id) === v("paymentId", "")) ?? refundable.at(-1);
  const refundCurrency = chosen?.currency ?? money.ledger?.currency ?? "USD";
  return (
    <Form method="post" preventScrollReset className="space-y-4" key={key} aria-labelledby="money-record-refund">
      <input type="hidden" name="intent" value="record-refund" />
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <p className="text-sm text-stone-600">
        Record money already sent back to the traveller; it is taken off what the booking has paid. Send the money
        itself through the bank or the provider.
      </p>
      <SelectField
        tone={STAFF_DIALOG_TONE}
        id="refund-payment"
        name="paymentId"
        label="Payment"
        required
        defaultValue={v("paymentId", String(refundable.at(-1)?.id ?? ""))}
        error={errors.paymentId}
      >
        {refundable.map((payment) => (
          <option key={payment.id} value={payment.id}>
            {METHOD_LABELS[payment.method]} · {formatMinorUnits(payment.amount, payment.currency)}
            {payment.providerReference ? ` · ${payment.providerReference}` : ""}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          tone={STAFF_DIALOG_TONE}
          id="refund-amount"
          name="amount"
          label={
            new Set(refundable.map((payment) => payment.currency)).size === 1
              ? `Amount refunded (${refundCurrency})`
              : "Amount refunded (in the chosen payment's currency)"
          }
          inputMode="decimal"
          autoComplete="off"
          required
          defaultValue={v("amount", "")}
          error={errors.amount}
          hint={`In the chosen payment's own currency, with cents: 250.00 is ${formatMinorUnits(25_000, refundCurrency)} for a ${refundCurrency} payment.`}
        />
        <InputField
          tone={STAFF_DIALOG_TONE}
          id="refund-reference"
          name="reference"
          label="Refund reference"
          autoComplete="off"
          maxLength={120}
          defaultValue={v("reference", "")}
          error={errors.reference}
        />
      </div>
      <TextAreaField
        tone={STAFF_DIALOG_TONE}
        id="refund-reason"
        name="reason"
        label="Reason"
        rows={2}
        required
        maxLength={500}
        defaultValue={v("reason", "")}
        error={errors.reason}
      />
      <button type="submit" className={quietButton} disabled={busy}>
        Record refund
      </button>
    </Form>
  );
}

function TripLinkForm({ liveLinks, refusal, busy }: { liveLinks: number; refusal: FormRefusal | null; busy: boolean }) {
  return (
    <Form method="post" preventScrollReset className="space-y-3" aria-labelledby="money-trip-link">
      <input type="hidden" name="intent" value="reissue-trip-link" />
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <p className="text-sm text-stone-700" data-testid="live-links">
        {liveLinks === 0
          ? "No trip link works at the moment."
          : `${liveLinks} link${liveLinks === 1 ? "" : "s"} to the traveller's trip page ${liveLinks === 1 ? "works" : "work"} (from the confirmation e-mail and any reminders).`}
      </p>
      <p className="text-sm text-stone-600">
        If a link reached the wrong person, revoke it: every old link stops working at once (it shows 'not found'), and
        the traveller is e-mailed a new one. Staff never see the link itself.
      </p>
      <button type="submit" className={quietButton} disabled={busy}>
        Revoke links and e-mail a new one
      </button>
    </Form>
  );
}

function ProofList({
  bookingId,
  money,
  refusal,
  busy,
}: {
  bookingId: number;
  money: Money;
  refusal: FormRefusal | null;
  busy: boolean;
}) {
  if (money.proofs.length === 0) {
    return <p className="text-sm text-stone-600">The traveller has not sent a proof of residency.</p>;
  }
  const values = valuesOf(refusal);
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  return (
    <ul className="space-y-5">
      {money.proofs.map((proof) => {
        const refused = refusal && values?.proofId === String(proof.id) ? refusal : null;
        return (
          <li key={proof.id} className="space-y-3">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <a
                href={`/admin/bookings/${bookingId}/residency-proof/${proof.id}`}
                className="font-medium underline underline-offset-4"
                download={proof.fileName}
              >
                Download {proof.fileName}
              </a>
              <StatusBadge
                status={proof.status === "verified" ? "confirmed" : proof.status === "rejected" ? "failed" : "pending"}
                label={capital(proof.status)}
              />
              <span className="text-stone-600">sent {formatBusinessDateTime(proof.createdAt)}</span>
            </p>
            {proof.reviewedAt ? (
              <p className="text-sm text-stone-700">
                {capital(proof.status)} by {proof.reviewedBy ?? "a former colleague"},{" "}
                {formatBusinessDateTime(proof.reviewedAt)}
                {proof.reviewNote ? `: ${proof.reviewNote}` : ""}
              </p>
            ) : null}
            {proof.status === "rejected" ? (
              <FormAlert tone="info">
                Rejected: the resident or citizen rate does not apply. Re-quote the booking at the non-resident rate and
                tell the traveller.
              </FormAlert>
            ) : null}
            <Form method="post" preventScrollReset className="space-y-3">
              <input type="hidden" name="intent" value="review-proof" />
              <input type="hidden" name="proofId" value={proof.id} />
              {refused?.formError ? <FormAlert>{refused.formError}</FormAlert> : null}
              <TextAreaField
                tone={STAFF_DIALOG_TONE}
                id={`proof-${proof.id}-note`}
                name="reviewNote"
                label="Note"
                rows={2}
                maxLength={1000}
                defaultValue={refused ? (values?.reviewNote ?? "") : ""}
                error={refused ? errors.reviewNote : undefined}
                hint="Required when rejecting: say why."
              />
              <div className="flex flex-wrap gap-2">
                <button type="submit" name="decision" value="verified" className={button} disabled={busy}>
                  Mark verified
                </button>
                <button type="submit" name="decision" value="rejected" className={quietButton} disabled={busy}>
                  Reject
                </button>
              </div>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

/** What the traveller is warned of on the trip page, for staff: a passport to renew, a price to check. */
function BorderWarningList({ warnings }: { warnings: Money["borderWarnings"] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-stone-800">
      <p className="font-semibold">To check before the trip</p>
      <ul className="mt-1 list-disc pl-5">
        {warnings.map((warning) => (
          <li key={`${warning.kind}-${warning.position}`}>
            {warning.kind === "passport"
              ? `${warning.fullName}'s passport expires ${formatCalendarDate(warning.expiry)}, before ${formatCalendarDate(warning.validUntil)} (six months after the trip, as Kenya and Tanzania ask).`
              : `${warning.fullName} will be ${warning.age} on the first day, but the price was for ${
                  warning.quotedAges.length === 0 ? "adults only" : `children aged ${warning.quotedAges.join(", ")}`
                }: re-quote the booking if the price should change.`}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TravellerList({ travellers }: { travellers: Money["travellers"] }) {
  if (travellers.length === 0) {
    return <p className="text-sm text-stone-600">The traveller has not given the party's details yet.</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {travellers.map((traveller) => (
        <li key={traveller.id} className="rounded-lg bg-stone-50 p-3">
          <p className="mb-2 font-semibold">
            {traveller.position}. {traveller.fullName}
          </p>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <Row label="Nationality">{traveller.nationality}</Row>
            <Row label="Passport">{traveller.passportNumber}</Row>
            <Row label="Passport expiry">
              {traveller.passportExpiry && formatCalendarDate(traveller.passportExpiry)}
            </Row>
            <Row label="Date of birth">{traveller.dateOfBirth && formatCalendarDate(traveller.dateOfBirth)}</Row>
            <Row label="Dietary needs">{traveller.dietaryNeeds}</Row>
            <Row label="Medical notes">{traveller.medicalNotes}</Row>
            <Row label="Emergency contact">{traveller.emergencyContact}</Row>
          </dl>
          {traveller.personalDataRemovedAt ? (
            <p className="mt-2 text-xs text-stone-600">
              Passport, birth date and medical details deleted {formatBusinessDateTime(traveller.personalDataRemovedAt)}{" "}
              (retention period).
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words">{children || "—"}</dd>
    </>
  );
}

/**
 * A payment's reference, named for what it is: an M-Pesa or card receipt ("Receipt"), a bank's reference, or,
 * for an M-Pesa request without a receipt (failed, or settled by STK Query before the callback brought one),
 * the request's own reference: never shown as if it were a receipt.
 */
export function PaymentReference({
  payment,
  inline = false,
}: {
  payment: { method: string; providerReceipt: string | null; providerReference: string | null };
  inline?: boolean;
}) {
  const Tag = "span";
  const block = inline ? "" : "block ";
  if (payment.providerReceipt) {
    return (
      <Tag className={`${block}text-xs break-all`}>
        Receipt <span className="font-mono">{payment.providerReceipt}</span>
      </Tag>
    );
  }
  if (!payment.providerReference) return inline ? null : <Tag className={`${block}text-xs`}>—</Tag>;
  if (payment.method === "mpesa" || payment.method === "card") {
    return (
      <Tag className={`${block}text-xs break-all text-stone-600`}>
        Request ref. <span className="font-mono">{payment.providerReference}</span>
      </Tag>
    );
  }
  return <Tag className={`${block}font-mono text-xs break-all`}>{payment.providerReference}</Tag>;
}
