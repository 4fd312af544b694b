// The Numbers page's range: quick ranges as links and two dates in a GET form, so it works without script
// and every range has an address staff can bookmark or share.
import { Form, Link } from "react-router";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import {
  formatDay,
  RANGE_FIELDS,
  type RangeErrors,
  type RangePreset,
  type ReportRange,
  rangeQuery,
} from "./report-range";

export function DateRangeForm({
  range,
  presets,
  errors,
  entered,
}: {
  range: ReportRange;
  presets: RangePreset[];
  errors?: RangeErrors;
  entered?: { from: string; to: string };
}) {
  const values = entered ?? range;
  return (
    <section
      aria-labelledby="range-heading"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id="range-heading" className="text-lg font-semibold text-stone-950">
        Date range
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="range-shown">
        Showing {formatDay(range.from)} to {formatDay(range.to)}, East Africa Time.
      </p>
      {errors ? (
        <div className="mt-3">
          <FormAlert title="That range cannot be shown; the numbers below are still for the range above.">
            <ul className="mt-1 list-disc pl-5">
              {Object.values(errors).map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      ) : null}
      <nav aria-label="Quick ranges" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {presets.map((preset) => {
            const current = preset.range.from === range.from && preset.range.to === range.to;
            return (
              <li key={preset.label}>
                <Link
                  to={`?${rangeQuery(preset.range)}`}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-3.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 ${
                    current
                      ? "border-stone-900 bg-stone-900 text-white"
                      : "border-stone-300 text-stone-800 hover:bg-stone-100"
                  }`}
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form
        key={`${values.from}-${values.to}`}
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label="Choose dates"
      >
        <input type="hidden" name={RANGE_FIELDS.shownFrom} value={range.from} />
        <input type="hidden" name={RANGE_FIELDS.shownTo} value={range.to} />
        <InputField
          id="range-from"
          name={RANGE_FIELDS.from}
          type="date"
          label="From"
          defaultValue={values.from}
          error={errors?.from ?? errors?.range}
          tone={STAFF_TONE}
          className="w-full sm:w-44"
        />
        <InputField
          id="range-to"
          name={RANGE_FIELDS.to}
          type="date"
          label="To"
          defaultValue={values.to}
          error={errors?.to}
          tone={STAFF_TONE}
          className="w-full sm:w-44"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
        >
          Show
        </button>
      </Form>
    </section>
  );
}
