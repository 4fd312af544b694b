// A week of opening hours as a form: per weekday an 'open' box and the times it opens and closes (East Africa
// Time). The response clock's office hours and the phone hours on the business details page both use it.
import { CheckboxField } from "~/features/forms/checkbox-field";
import { InputField } from "~/features/forms/fields";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { WEEKDAYS, type WeekFields } from "~/features/inbox/clock-settings-form";

const TIME_FIELD = "w-full min-w-0";

export function WeekHoursFields({
  idPrefix,
  fields,
  values,
  errors,
  openLabel = "Open",
  autoFocusName,
}: {
  /** Makes each field's id unique on the page ('clock', 'phone'). */
  idPrefix: string;
  fields: WeekFields;
  values: Record<string, string>;
  errors: Record<string, string>;
  openLabel?: string;
  /** The field to correct first, when the page arrives without script after a refusal. */
  autoFocusName?: string;
}) {
  return (
    <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200">
      {WEEKDAYS.map(({ key, name }) => (
        <li key={key}>
          <fieldset className="p-3">
            <legend className="sr-only">{name}</legend>
            <div className="grid grid-cols-2 items-start gap-x-3 gap-y-2 sm:grid-cols-[8rem_7rem_1fr_1fr] sm:items-center">
              <span aria-hidden="true" className="self-center font-medium text-stone-900">
                {name}
              </span>
              <CheckboxField
                id={`${idPrefix}-${key}-open`}
                name={fields.open(key)}
                label={openLabel}
                tone={STAFF_TONE}
                className="justify-self-end sm:justify-self-start"
                defaultChecked={values[fields.open(key)] === "on"}
              />
              <InputField
                id={`${idPrefix}-${key}-opens`}
                name={fields.opens(key)}
                type="time"
                label="Opens"
                tone={STAFF_TONE}
                className={TIME_FIELD}
                defaultValue={values[fields.opens(key)] ?? ""}
                error={errors[fields.opens(key)]}
                autoFocus={autoFocusName === fields.opens(key)}
              />
              <InputField
                id={`${idPrefix}-${key}-closes`}
                name={fields.closes(key)}
                type="time"
                label="Closes"
                tone={STAFF_TONE}
                className={TIME_FIELD}
                defaultValue={values[fields.closes(key)] ?? ""}
                error={errors[fields.closes(key)]}
                autoFocus={autoFocusName === fields.closes(key)}
              />
            </div>
          </fieldset>
        </li>
      ))}
    </ul>
  );
}
