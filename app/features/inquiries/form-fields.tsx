// Labelled fields for the public forms (contact, reviews, chat): errors tied to their inputs, values kept
// after a refused post. The alert, the value reader and the inline checks are the form layer's
// (app/components/forms).
import { clsx } from "clsx";
import type { ReactNode } from "react";

const controlClasses = (invalid: boolean) =>
  clsx(
    "block w-full rounded-lg border bg-white px-3.5 text-base text-charcoal-900 shadow-xs transition-colors",
    "placeholder:text-charcoal-400 focus:border-ochre-600 focus:outline-2 focus:outline-offset-1 focus:outline-focus",
    invalid ? "border-clay-600" : "border-sand-300 hover:border-sand-400",
  );

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldFrame({ id, label, error, hint, className, children }: FieldFrameProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-charcoal-500">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-clay-700">
      {children}
    </p>
  );
}

export interface TextFieldProps {
  /** Prefix of the element id, so two forms on a page never share ids. */
  formId: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  maxLength?: number;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  className?: string;
}

export function TextField({
  formId,
  name,
  label,
  defaultValue,
  error,
  hint,
  type = "text",
  autoComplete,
  maxLength,
  required,
  multiline = false,
  rows = 5,
  className,
}: TextFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(describedBy) =>
        multiline ? (
          <textarea
            id={id}
            name={name}
            rows={rows}
            defaultValue={defaultValue}
            maxLength={maxLength}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(controlClasses(Boolean(error)), "min-h-32 resize-y py-3 leading-relaxed")}
          />
        ) : (
          <input
            id={id}
            name={name}
            type={type}
            defaultValue={defaultValue}
            autoComplete={autoComplete}
            maxLength={maxLength}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(controlClasses(Boolean(error)), "min-h-12")}
          />
        )
      }
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  formId: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  error?: string;
  className?: string;
}

export function SelectField({ formId, name, label, options, defaultValue, error, className }: SelectFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(controlClasses(Boolean(error)), "min-h-12 appearance-auto pr-8")}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
