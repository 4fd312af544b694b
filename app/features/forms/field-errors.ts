// The one way a form's values are read and a failed zod parse becomes one message per field, in the
// browser and on the server alike: what an action returns (status 400) so the form shows the errors
// with the person's input intact.
import type { z } from "zod";

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field, keyed by the field's name (a form-wide issue under "form"). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** The form's text values (files left out; for a repeated name the last value wins). */
export function formValues(form: HTMLFormElement | FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form instanceof FormData ? form : new FormData(form)) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * Only the named fields, each a string: a missing field or an uploaded file is "". For a form whose values
 * are echoed back as they are, so nothing else posted with it (a stray or extra field) is kept or shown.
 */
export function readFormValues<const Name extends string>(
  formData: FormData,
  names: readonly Name[],
): Record<Name, string> {
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = formData.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
