// Labelled controls of the booking forms: native inputs, each error tied to its control, values kept after
// a refused post. The alert, the value reader and the inline checks are the form layer's (app/components/forms).
import { clsx } from "clsx";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export type FieldErrors = Partial<Record<string, string>>;

export function controlClasses(invalid: boolean): string {
  return clsx(
    "block min-h-12 w-full rounded-lg border bg-white px-3.5 text-base text-charcoal-900 shadow-xs transition-colors",
    "placeholder:text-charcoal-400 focus:border-ochre-600 focus:outline-2 focus:outline-offset-1 focus:outline-focus",
    invalid ? "border-clay-600" : "border-sand-300 hover:border-sand-400",
  );
}

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, the control, an optional hint and the field's error, wired together for assistive technology. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-charcoal-800">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-charcoal-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-clay-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "children"> & {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  fieldClassName?: string;
};

export function InputField({ id, name, label, error, hint, fieldClassName, required, ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClasses(Boolean(error))}
          {...input}
        />
      )}
    </Field>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "children"> & {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({ id, name, label, error, hint, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          id={id}
          name={name}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(controlClasses(Boolean(error)), "resize-y py-3 leading-relaxed")}
          {...textarea}
        />
      )}
    </Field>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & {
  id: string;
  name: string;
  label: string;
  error?: string;
};

export function SelectField({ id, name, label, error, required, children, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={name}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(controlClasses(Boolean(error)), "appearance-auto pr-8")}
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
