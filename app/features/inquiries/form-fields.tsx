// Labelled fields for the public forms (contact, reviews): errors tied to their inputs, values kept after
// a refused post, and inline checks with the server's own schema. The schema (and zod with it) is loaded
// on first use rather than with the page, to keep each page's script small.
import { clsx } from "clsx";
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from "react";
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

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

export function FormAlert({ tone, title, children }: { tone: "error" | "info"; title?: string; children: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "rounded-lg border px-4 py-3 text-sm",
        tone === "error" ? "border-clay-100 bg-clay-50 text-clay-700" : "border-sand-200 bg-sand-100 text-charcoal-700",
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}

/** The form's text values, as the server reads them from FormData. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
  return values;
}

function firstErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Checks a form in the browser with the server's schema before it is sent. `loadSchema` is a dynamic
 * import, started when the visitor first touches the form (`onFocus`), so it is there by the time they
 * submit. `onValid` sends the form; server errors show until the next check.
 */
export function useLazyValidation(
  loadSchema: () => Promise<z.ZodType>,
  { onValid, onInvalid }: { onValid: (form: HTMLFormElement) => void; onInvalid?: (errors: FieldErrors) => void },
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schema = useRef<Promise<z.ZodType> | null>(null);

  const prepare = useCallback(() => {
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    return schema.current;
  }, [loadSchema]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    let result: z.ZodSafeParseResult<unknown> | null = null;
    try {
      result = (await prepare()).safeParse(formValues(form));
    } catch {
      // The check could not load (offline?): the server checks anyway.
    }
    if (!result || result.success) {
      setClientErrors(null);
      onValid(form);
      return;
    }
    const errors = firstErrors(result.error);
    setClientErrors(errors);
    onInvalid?.(errors);
    const first = Object.keys(errors)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  return { clientErrors, onSubmit, prepare, reset: () => setClientErrors(null) };
}
