// Form fields drawn from a column's type: text, long text, number, money, date, boolean, enum, image,
// and a picker for a foreign key. Each has a label, a hint when useful, and its error tied to it.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { thumbnailUrl } from "~/services/images/picture";
import { formatBusinessDateTime, formatCalendarDate, toDateTimeInput } from "./business-time";
import { type ColumnOption, type ColumnView, REMOVE_IMAGE_SUFFIX, type Row, type RowValue } from "./table-types";

const inputClass = (invalid: boolean) =>
  clsx(
    "block w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-xs sm:text-sm",
    "focus:outline-2 focus:outline-offset-1 focus:outline-stone-900",
    invalid ? "border-red-700" : "border-stone-300",
  );

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

function FieldFrame({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function RecordField({ column, value, entered, error, options, currency }: FieldProps) {
  const id = `record-${column.key}`;
  const start = entered ?? inputValue(column, value);
  const hint =
    column.kind === "money" && currency
      ? [`In ${currency}, whole units.`, column.help].filter(Boolean).join(" ")
      : column.kind === "datetime"
        ? [column.help, "East Africa Time."].filter(Boolean).join(" ")
        : column.help;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: column.key,
    required: column.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;

  if (column.kind === "boolean") {
    const checked = entered !== undefined ? entered === "on" : value === true;
    return (
      <div className="space-y-1">
        <div className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            {...common}
            required={false}
            defaultChecked={checked}
            className="size-5 rounded border-stone-400 accent-stone-900"
          />
          <label htmlFor={id} className="text-sm font-medium text-stone-800">
            {column.label}
          </label>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  let control: ReactNode;
  switch (column.kind) {
    case "longText":
    case "lines":
      control = (
        <textarea
          {...common}
          defaultValue={start}
          rows={column.kind === "lines" ? 4 : 5}
          maxLength={column.maxLength}
          className={clsx(inputClass(Boolean(error)), "py-2")}
        />
      );
      break;
    case "number":
    case "money":
      control = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          step={1}
          min={column.min}
          max={column.max}
          defaultValue={start}
          className={clsx(inputClass(Boolean(error)), "min-h-11")}
        />
      );
      break;
    case "date":
      control = (
        <input {...common} type="date" defaultValue={start} className={clsx(inputClass(Boolean(error)), "min-h-11")} />
      );
      break;
    case "datetime":
      control = (
        <input
          {...common}
          type="datetime-local"
          defaultValue={start}
          className={clsx(inputClass(Boolean(error)), "min-h-11")}
        />
      );
      break;
    case "enum":
    case "foreignKey": {
      const choices = column.kind === "enum" ? (column.options ?? []) : (options ?? []);
      control = (
        <select {...common} defaultValue={start} className={clsx(inputClass(Boolean(error)), "min-h-11")}>
          {column.nullable || !start ? <option value="">{column.nullable ? "None" : "Choose..."}</option> : null}
          {choices.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "image": {
      const current = typeof value === "string" && value ? value : null;
      control = (
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
            {...common}
            required={column.required && !current}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif,image/tiff"
            className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-10 file:rounded-lg file:border-0 file:bg-stone-900 file:px-4 file:font-semibold file:text-white"
          />
        </div>
      );
      break;
    }
    default:
      control = (
        <input
          {...common}
          type={column.kind === "email" ? "email" : column.kind === "url" ? "url" : "text"}
          defaultValue={start}
          maxLength={column.maxLength}
          className={clsx(inputClass(Boolean(error)), "min-h-11")}
        />
      );
  }

  return (
    <FieldFrame id={id} label={column.label} required={column.required} hint={hint} error={error}>
      {control}
    </FieldFrame>
  );
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
