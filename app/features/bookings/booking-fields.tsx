// Labelled controls of the booking forms: native inputs, each error tied to its control, values kept after
// a refused post. Inline checks use the server's own schema, loaded on first use (it brings zod, which the
// pages' first script must not carry) and answered in the browser; the server still decides.
import { clsx } from "clsx";
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useCallback,
  useRef,
  useState,
} from "react";
import type { z } from "zod";

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

/** A message above a form: its outcome (an error the traveller must see) or a summary of field errors. */
export function FormAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="alert" className="rounded-lg border border-clay-100 bg-clay-50 px-4 py-3 text-sm text-clay-700">
      {title ? <p className="font-semibold">{title}</p> : null}
      <p>{children}</p>
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
 * Checks a form in the browser with the server's schema. `loadSchema` (a dynamic import) starts when the
 * traveller first focuses the form, so it is there by the time they submit. After a refused attempt each
 * change is checked again, so a message goes away as soon as the field is right. `onValid` sends the form.
 */
export function useInlineValidation(
  loadSchema: () => Promise<z.ZodType>,
  { onValid }: { onValid: (form: HTMLFormElement) => void },
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

  async function check(form: HTMLFormElement): Promise<FieldErrors | null | "unavailable"> {
    try {
      const result = (await prepare()).safeParse(formValues(form));
      return result.success ? null : firstErrors(result.error);
    } catch {
      // The check could not load (offline?): the server checks anyway.
      return "unavailable";
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const errors = await check(form);
    if (errors === null || errors === "unavailable") {
      setClientErrors(null);
      onValid(form);
      return;
    }
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onChange(event: FormEvent<HTMLFormElement>) {
    if (clientErrors === null) return;
    const form = event.currentTarget;
    const errors = await check(form);
    if (errors !== "unavailable") setClientErrors(errors ?? {});
  }

  return {
    clientErrors,
    onSubmit,
    onChange,
    prepare: () => void prepare().catch(() => undefined),
  };
}
