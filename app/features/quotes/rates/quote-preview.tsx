// The 'Preview quote' panel beside a package's rates: a small GET form whose answer the server prices with
// the quote engine on the rates as they are now. No script needed: submitting reloads the page with the
// question in its address.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatMinorUnits } from "~/features/quotes/quote-engine-money";
import type { Quote } from "~/features/quotes/rate-book";
import { TRAVELLER_RESIDENCIES, type TravellerResidency } from "~/features/quotes/trip-choice";
import { GridInput, GridSelect } from "./grid-input";

export interface PreviewQuestion {
  start: string;
  adults: string;
  childAges: string;
  residency: string;
  singles: string;
}

export type PreviewAnswer = { quote: Quote; errors: null } | { quote: null; errors: Record<string, string> };

const RESIDENCY_CHOICES: Record<TravellerResidency, string> = {
  non_resident: "Non-resident",
  resident_kenya: "Resident of Kenya",
  resident_tanzania: "Resident of Tanzania",
  citizen: "East African citizen",
};

const VISIBLE = "mb-1 block font-medium text-stone-800";

const dateText = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const formatDate = (date: string) => dateText.format(new Date(`${date}T00:00:00Z`));

/** One visible, full-width question field, named and filled after the question it asks. */
function QuestionInput({
  name,
  label,
  question,
  errors,
  inputMode,
  type,
}: {
  name: Exclude<keyof PreviewQuestion, "residency">;
  label: ReactNode;
  question: PreviewQuestion;
  errors: Record<string, string>;
  inputMode?: "numeric";
  type?: "date";
}) {
  const id = `preview-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return (
    <GridInput
      id={id}
      name={name}
      labelClassName={VISIBLE}
      label={label}
      type={type}
      inputMode={inputMode}
      className="w-full"
      defaultValue={question[name]}
      error={errors[name]}
    />
  );
}

export function QuotePreview({ question, answer }: { question: PreviewQuestion; answer: PreviewAnswer }) {
  const errors = answer.errors ?? {};
  const quote = answer.quote;
  const money = (amount: number | null) =>
    amount === null || !quote ? "On request" : formatMinorUnits(amount, quote.currency);
  return (
    <section aria-labelledby="preview-heading" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id="preview-heading" className="mb-3 text-lg font-semibold">
        Preview quote
      </h2>
      <Form
        method="get"
        preventScrollReset
        className="grid grid-cols-2 gap-3 text-sm"
        aria-labelledby="preview-heading"
      >
        <div className="col-span-2 space-y-1">
          <QuestionInput name="start" label="Start date" type="date" question={question} errors={errors} />
        </div>
        <div className="space-y-1">
          <QuestionInput name="adults" label="Adults" inputMode="numeric" question={question} errors={errors} />
        </div>
        <div className="space-y-1">
          <QuestionInput name="singles" label="Single rooms" inputMode="numeric" question={question} errors={errors} />
        </div>
        <div className="col-span-2 space-y-1">
          <QuestionInput
            name="childAges"
            label={
              <>
                Children's ages <span className="font-normal text-stone-600">(e.g. 4, 9)</span>
              </>
            }
            question={question}
            errors={errors}
          />
        </div>
        <div className="col-span-2 space-y-1">
          <GridSelect
            id="preview-residency"
            name="residency"
            labelClassName={VISIBLE}
            label="Residency"
            defaultValue={question.residency}
            error={errors.residency}
          >
            {TRAVELLER_RESIDENCIES.map((residency) => (
              <option key={residency} value={residency}>
                {RESIDENCY_CHOICES[residency]}
              </option>
            ))}
          </GridSelect>
        </div>
        <div className="col-span-2">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 hover:bg-stone-100"
          >
            Show quote
          </button>
        </div>
      </Form>

      <div aria-live="polite" className="mt-4 text-sm" data-testid="quote-preview">
        {errors.package ? <p className="font-medium text-red-700">{errors.package}</p> : null}
        {quote ? (
          <>
            <p className="mb-2 text-stone-600">
              {formatDate(quote.start)} – {formatDate(quote.end)} · {quote.nights} night{quote.nights === 1 ? "" : "s"}{" "}
              · rates version {quote.ratesVersion}
            </p>
            <table className="w-full text-left">
              <caption className="sr-only">Quote lines</caption>
              <thead>
                <tr className="text-xs text-stone-600 uppercase">
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    Line
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {quote.lines.map((line, index) => (
                  <tr key={`${line.kind}-${index}`} className="border-t border-stone-100 align-top">
                    <td className="py-1.5 pr-2">{line.label}</td>
                    <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{money(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-stone-300 font-semibold">
                  <th scope="row" className="py-1.5 pr-2">
                    Total
                  </th>
                  <td className="py-1.5 text-right whitespace-nowrap tabular-nums" data-testid="preview-total">
                    {money(quote.total)}
                  </td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pr-2 font-normal">
                    Deposit (30%){quote.depositDueNow ? ", due now" : ""}
                  </th>
                  <td className="py-1 text-right whitespace-nowrap tabular-nums">{money(quote.deposit)}</td>
                </tr>
                <tr>
                  <th scope="row" className="py-1 pr-2 font-normal">
                    Balance, due {quote.balanceDueNow ? "now" : formatDate(quote.balanceDueDate)}
                  </th>
                  <td className="py-1 text-right whitespace-nowrap tabular-nums">{money(quote.balance)}</td>
                </tr>
              </tfoot>
            </table>
            {quote.priceOnRequest ? (
              <p className="mt-2 text-stone-700">A line is on request: a season or rate is missing for these dates.</p>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
