// The booking page's Price section: the quote the booking stands at, the re-quote form (owners and managers),
// the preview of a new quote beside the old one with what confirming does, and the earlier quotes. Plain
// forms: previewing and confirming work without script, and a refusal shows here with the entries kept.
import { Form } from "react-router";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import type { Quote, QuoteCurrency } from "~/features/quotes/rate-book";
import { TRAVELLER_RESIDENCIES } from "~/features/quotes/trip-choice";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import { RESIDENCY_LABELS, residencyLabel } from "./booking-requote";
import type { RequotePreview } from "./booking-requote.server";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60";
const quietButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60";

export interface QuoteHistoryEntry {
  id: number;
  totalAmount: number | null;
  currency: QuoteCurrency | null;
  newTotalAmount: number | null;
  newCurrency: QuoteCurrency | null;
  reason: string;
  changedByEmail: string;
  createdAt: Date;
}

export interface RequotePanelProps {
  defaults: { adults: string; childAges: string; singles: string; residency: string };
  currency: QuoteCurrency;
  canRequote: boolean;
  preview: RequotePreview | null;
  /** What was typed, from a preview or a refusal. */
  values: Record<string, string> | null;
  refusal: FormRefusal | null;
  history: QuoteHistoryEntry[];
  busy: boolean;
}

const amount = (value: number | null, currency: QuoteCurrency | null) =>
  value === null || currency === null ? "Price on request" : formatMinorUnits(value, currency);

export function RequotePanel({
  defaults,
  currency,
  canRequote,
  preview,
  values,
  refusal,
  history,
  busy,
}: RequotePanelProps) {
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  const v = (name: string, fallback: string) => values?.[name] ?? fallback;
  return (
    <section aria-labelledby="booking-price" className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="booking-price" className="mb-1 text-lg font-semibold">
        Price
      </h2>
      <p className="mb-4 text-sm text-stone-600">
        The price is the booking's quote: it is never typed. To change it, re-quote: the old quote is kept in the
        history below, and the traveller is e-mailed the new price.
      </p>
      {refusal?.formError ? (
        <div className="mb-4">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      {canRequote ? (
        <Form method="post" preventScrollReset className="space-y-4" aria-labelledby="booking-price">
          <fieldset className="space-y-4">
            <legend className="mb-2 font-semibold">Re-quote</legend>
            <label className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="reprice"
                value="on"
                defaultChecked={v("reprice", "") === "on"}
                className="size-5"
              />
              Re-price at today's rates (a changed party or residency always is)
            </label>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <InputField
                tone={STAFF_DIALOG_TONE}
                id="requote-adults"
                name="adults"
                label="Adults"
                inputMode="numeric"
                required
                defaultValue={v("adults", defaults.adults)}
                error={errors.adults}
              />
              <InputField
                tone={STAFF_DIALOG_TONE}
                id="requote-child-ages"
                name="childAges"
                label="Children's ages"
                autoComplete="off"
                defaultValue={v("childAges", defaults.childAges)}
                error={errors.childAges}
                hint="Whole years at the start, separated by commas: 4, 9"
              />
              <InputField
                tone={STAFF_DIALOG_TONE}
                id="requote-singles"
                name="singles"
                label="Single rooms"
                inputMode="numeric"
                required
                defaultValue={v("singles", defaults.singles)}
                error={errors.singles}
              />
              <SelectField
                tone={STAFF_DIALOG_TONE}
                id="requote-residency"
                name="residency"
                label="Residency"
                required
                defaultValue={v("residency", defaults.residency)}
                error={errors.residency}
              >
                {/* A booking from before the country was asked keeps its "resident" until staff choose one. */}
                {[...(defaults.residency === "resident" ? (["resident"] as const) : []), ...TRAVELLER_RESIDENCIES].map(
                  (residency) => (
                    <option key={residency} value={residency}>
                      {RESIDENCY_LABELS[residency]}
                    </option>
                  ),
                )}
              </SelectField>
              <SelectField
                tone={STAFF_DIALOG_TONE}
                id="requote-discount-kind"
                name="discountKind"
                label="Staff discount"
                required
                defaultValue={v("discountKind", "none")}
                error={errors.discountKind}
              >
                <option value="none">None</option>
                <option value="amount">An amount</option>
                <option value="percent">A percent</option>
              </SelectField>
              <InputField
                tone={STAFF_DIALOG_TONE}
                id="requote-discount-value"
                name="discountValue"
                label={`Discount (${currency} or %)`}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={v("discountValue", "")}
                error={errors.discountValue}
                hint={`An amount with cents in the new quote's currency (${currency} unless the residency changes): 150.00 is ${formatMinorUnits(15_000, currency)}; or a percent: 10. Never taken off park fees.`}
              />
            </div>
            <TextAreaField
              tone={STAFF_DIALOG_TONE}
              id="requote-reason"
              name="reason"
              label="Reason"
              rows={2}
              required
              maxLength={500}
              defaultValue={v("reason", "")}
              error={errors.reason}
              hint="Kept in the booking's history and the audit log; the traveller does not see it."
            />
          </fieldset>
          <button type="submit" name="intent" value="requote-preview" className={quietButton} disabled={busy}>
            Preview the new price
          </button>
        </Form>
      ) : (
        <p className="text-sm text-stone-700">
          Only an owner or a manager can re-quote a booking. Ask one of them if the party, the residency or the price
          should change.
        </p>
      )}

      {preview ? <PreviewView preview={preview} values={values ?? {}} busy={busy} /> : null}

      {history.length > 0 ? (
        <div className="mt-6 border-t border-stone-200 pt-4">
          <h3 className="mb-2 font-semibold">Earlier quotes</h3>
          <ol className="space-y-2 text-sm" data-testid="quote-history">
            {history.map((entry) => (
              <li key={entry.id}>
                <span className="block font-medium">
                  {amount(entry.totalAmount, entry.currency)} → {amount(entry.newTotalAmount, entry.newCurrency)}
                </span>
                <span className="block">{entry.reason}</span>
                <span className="block text-stone-600">
                  {entry.changedByEmail} · {formatBusinessDateTime(entry.createdAt)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

function PreviewView({
  preview,
  values,
  busy,
}: {
  preview: RequotePreview;
  values: Record<string, string>;
  busy: boolean;
}) {
  const { quote, old } = preview;
  return (
    <section
      aria-labelledby="requote-preview"
      className="mt-6 border-t border-stone-200 pt-4"
      data-testid="requote-preview"
    >
      <h3 id="requote-preview" className="mb-3 font-semibold">
        Preview: the new quote beside the old
      </h3>
      {preview.changes.length > 0 ? (
        <ul className="mb-4 list-disc space-y-1 pl-5 text-sm">
          {preview.changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <QuoteColumn title="Now" quote={old.quote} total={old.total} deposit={old.deposit} currency={old.currency} />
        <QuoteColumn
          title="After the re-quote"
          quote={quote}
          total={quote.total}
          deposit={quote.deposit}
          currency={quote.currency}
          highlight
        />
      </div>
      <div className="mt-4 space-y-2" aria-live="polite">
        {preview.blocked ? (
          <FormAlert>{preview.blocked}</FormAlert>
        ) : (
          preview.notes.map((note) => (
            <p key={note} className="text-sm text-stone-800">
              {note}
            </p>
          ))
        )}
      </div>
      {preview.blocked ? null : (
        <Form method="post" preventScrollReset className="mt-4">
          {Object.entries(values)
            .filter(([name]) => !["intent", "expectedTotal"].includes(name))
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <input type="hidden" name="expectedTotal" value={String(quote.total ?? "")} />
          <button type="submit" name="intent" value="requote-confirm" className={button} disabled={busy}>
            Confirm the new price and e-mail the traveller
          </button>
        </Form>
      )}
    </section>
  );
}

function QuoteColumn({
  title,
  quote,
  total,
  deposit,
  currency,
  highlight,
}: {
  title: string;
  quote: Quote | null;
  total: number | null;
  deposit: number | null;
  currency: QuoteCurrency | null;
  highlight?: boolean;
}) {
  return (
    <div className={highlight ? "rounded-lg border-2 border-stone-900 p-3" : "rounded-lg border border-stone-200 p-3"}>
      <h4 className="mb-2 text-sm font-semibold">
        {title}
        {quote ? ` · ${residencyLabel(quote)} · rates version ${quote.ratesVersion}` : ""}
      </h4>
      {quote ? (
        <dl className="grid grid-cols-[1fr_max-content] gap-x-3 gap-y-1 text-sm">
          {quote.lines.map((line, index) => (
            <div key={`${index}-${line.label}`} className="contents">
              <dt className="min-w-0 break-words">{quote.englishLabels?.[index] ?? line.label}</dt>
              <dd className="text-right whitespace-nowrap tabular-nums">
                {line.amount === null ? "On request" : formatMinorUnits(line.amount, quote.currency)}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-stone-600">Taken before quotes: no lines.</p>
      )}
      <dl className="mt-3 grid grid-cols-[1fr_max-content] gap-x-3 border-t border-stone-200 pt-2 text-sm">
        <dt className="font-semibold">Total</dt>
        <dd
          className="text-right font-semibold whitespace-nowrap tabular-nums"
          data-testid={highlight ? "new-total" : "old-total"}
        >
          {amount(total, currency)}
        </dd>
        <dt>Deposit</dt>
        <dd className="text-right whitespace-nowrap tabular-nums">{amount(deposit, currency)}</dd>
      </dl>
    </div>
  );
}
