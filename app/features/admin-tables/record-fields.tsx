// Form fields drawn from a column's type: text, long text, number, money, date, boolean, enum, image,
// and a picker for a foreign key. The column decides which control and what hint; the form kit
// (features/forms/fields.tsx, in the staff dialogs' tone) draws it, with its label, hint and error tied to it.
import { CheckboxField } from "~/features/forms/checkbox-field";
import { Field, InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { RequiredMark } from "~/features/forms/required-mark";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { formatBusinessDateTime, formatCalendarDate, toDateTimeInput } from "~/utils/business-calendar";
import { thumbnailUrl } from "~/utils/picture";
import { type ColumnOption, type ColumnView, REMOVE_IMAGE_SUFFIX, type Row, type RowValue } from "./table-types";

/** The text an input starts with: what was typed (after an error), else the stored value. */
export function inputValue(column: ColumnView, value: RowValue | undefined): string {
  if (value === null || value === undefined) return "";
  switch (column.kind) {
    case "datetime":
      return toDateTimeInput(String(value));
    case "lines":
      return Array.isArray(value) ? value.join("\n") : String(value);
    case "json":
      return JSON.stringify(value, null, 2);
    default:
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}

interface FieldProps {
  column: ColumnView;
  /** Stored value (editing) or null (adding). */
  value: RowValue | undefined;
  /** What was typed, when the form came back with errors. */
  entered?: string;
  error?: string;
  options?: ColumnOption[];
  currency?: string | null;
}

export function RecordField({ column, value, entered, error, options, currency }: FieldProps) {
  const id = `record-${column.key}`;
  const tone = STAFF_DIALOG_TONE;
  if (column.kind === "boolean") {
    const checked = entered !== undefined ? entered === "on" : value === true;
    return (
      <CheckboxField
        id={id}
        name={column.key}
        label={column.label}
        defaultChecked={checked}
        error={error}
        tone={tone}
        className="space-y-1"
      />
    );
  }

  const start = entered ?? inputValue(column, value);
  const hint =
    column.kind === "money" && currency
      ? [`In ${currency}, whole units.`, column.help].filter(Boolean).join(" ")
      : column.kind === "datetime"
        ? [column.help, "East Africa Time."].filter(Boolean).join(" ")
        : column.help;
  const field = {
    id,
    name: column.key,
    label: (
      <>
        {column.label}
        {column.required ? <RequiredMark /> : null}
      </>
    ),
    hint,
    error,
    required: column.required,
    tone,
  };

  switch (column.kind) {
    case "longText":
    case "lines":
      return (
        <TextAreaField
          {...field}
          defaultValue={start}
          rows={column.kind === "lines" ? 4 : 5}
          maxLength={column.maxLength}
        />
      );
    case "number":
    case "money":
      return (
        <InputField
          {...field}
          type="number"
          inputMode="numeric"
          step={1}
          min={column.min}
          max={column.max}
          defaultValue={start}
        />
      );
    case "date":
      return <InputField {...field} type="date" defaultValue={start} />;
    case "datetime":
      return <InputField {...field} type="datetime-local" defaultValue={start} />;
    case "enum":
    case "foreignKey": {
      const choices = column.kind === "enum" ? (column.options ?? []) : (options ?? []);
      return (
        <SelectField {...field} defaultValue={start}>
          {column.nullable || !start ? <option value="">{column.nullable ? "None" : "Choose..."}</option> : null}
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      );
    }
    case "image": {
      const current = typeof value === "string" && value ? value : null;
      return (
        <Field {...field}>
          {(wiring) => (
            <div className="space-y-2">
              {current ? (
                <div className="flex items-center gap-3">
                  <img
                    src={thumbnailUrl(current) ?? current}
                    alt=""
                    className="h-16 w-24 rounded-md bg-stone-100 object-cover"
                  />
                  {column.nullable ? (
                    <label className="flex items-center gap-2 text-sm text-stone-700">
                      <input
                        type="checkbox"
                        name={`${column.key}${REMOVE_IMAGE_SUFFIX}`}
                        className="size-4 accent-stone-900"
                      />
                      Remove this picture
                    </label>
                  ) : null}
                </div>
              ) : null}
              <input
                {...wiring}
                name={column.key}
                // A record that has a picture keeps it when none is chosen.
                required={Boolean(wiring.required) && !current}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif,image/tiff"
                className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-stone-900 file:px-4 file:font-semibold file:text-white"
              />
            </div>
          )}
        </Field>
      );
    }
    default:
      return (
        <InputField
          {...field}
          type={column.kind === "email" ? "email" : column.kind === "url" ? "url" : "text"}
          defaultValue={start}
          maxLength={column.maxLength}
        />
      );
  }
}

/** A value as the list shows it. */
export function displayValue(column: ColumnView, row: Row, labels: Record<string, string> | undefined): string {
  const value = row[column.key];
  if (value === null || value === undefined || value === "") return "—";
  switch (column.kind) {
    case "boolean":
      return value ? "Yes" : "No";
    case "enum":
      return column.options?.find((option) => option.value === value)?.label ?? String(value);
    case "money": {
      const currency = column.currency ?? (column.currencyKey ? row[column.currencyKey] : null);
      const amount = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(Number(value));
      return typeof currency === "string" && currency ? `${currency} ${amount}` : amount;
    }
    case "number":
      return new Intl.NumberFormat("en-GB").format(Number(value));
    case "date":
      return formatCalendarDate(String(value));
    case "datetime":
      return formatBusinessDateTime(String(value));
    case "foreignKey":
      return labels?.[String(value)] ?? `#${value}`;
    case "lines":
      return Array.isArray(value) ? value.join(", ") : String(value);
    case "json":
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Every column of one record, for the View dialog and the read-only part of Edit. */
export function RecordDetails({
  columns,
  row,
  labels,
}: {
  columns: ColumnView[];
  row: Row;
  labels: Record<string, Record<string, string>>;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {columns.map((column) => (
        <div key={column.key} className="contents">
          <dt className="font-medium text-stone-600">{column.label}</dt>
          <dd className="min-w-0 break-words whitespace-pre-wrap text-stone-900">
            {column.kind === "json" ? (
              <pre className="max-h-64 overflow-auto rounded-lg bg-stone-100 p-3 font-mono text-xs">
                {row[column.key] === null ? "—" : JSON.stringify(row[column.key], null, 2)}
              </pre>
            ) : column.kind === "image" && typeof row[column.key] === "string" && row[column.key] ? (
              <img
                src={thumbnailUrl(String(row[column.key])) ?? ""}
                alt=""
                className="h-20 w-32 rounded-md object-cover"
              />
            ) : (
              displayValue(column, row, labels[column.key])
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
