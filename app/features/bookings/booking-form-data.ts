// Turning a posted form into the plain values a schema reads, and a failed parse into one message per
// field: what an action returns (status 400) so the form shows the errors with the traveller's input intact.
import type { z } from "zod";

/** The named fields as strings; a missing field or an uploaded file becomes "". */
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

/** The first message for each field that failed, keyed by field name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
