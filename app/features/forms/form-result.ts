// The one shape a form's refused post comes back in, whichever form it was and whichever way it was refused:
// by the action (invalid fields, rate limit, outage), by the HTTP server in front of it (403, 413), or by
// the network. Forms show `formError` in their FormAlert and each field's message beside it, and fill
// their fields from `values`, so nothing the person typed is lost. The sentence for each status is
// refusal-message.ts's.
export interface FormRefusal<Field extends string = string> {
  status: "error";
  /** The answer's HTTP status; 0 when no answer came (offline, a dropped connection). */
  code: number;
  fieldErrors: Partial<Record<Field, string>>;
  /** What went wrong with the form as a whole, in words; null when only fields are wrong. */
  formError: string | null;
  /** A heading for formError, where the form's words have one ('Submission Error'). */
  formErrorTitle?: string;
  values: Partial<Record<Field, string>>;
  /** Which of a page's forms was refused (its `intent` field), when the page has several. */
  intent?: string;
}

/** The statuses a form's post can be refused with, and 0 for a post that never got an answer. */
export type RefusalCode = 0 | 400 | 403 | 404 | 409 | 413 | 429 | 500 | 503;

/** What a refusal says beyond its code; each part may be left out. */
export type RefusalDetails<Field extends string = string> = Partial<
  Pick<FormRefusal<Field>, "fieldErrors" | "formError" | "formErrorTitle" | "values" | "intent">
>;

/** The refusal shape for `code`, worded by the caller (refuse.server.ts says the status's sentence by default). */
export function formRefusal<Field extends string = string>(
  code: number,
  details: RefusalDetails<Field> & Pick<FormRefusal<Field>, "formError">,
): FormRefusal<Field> {
  const refusal: FormRefusal<Field> = {
    status: "error",
    code,
    fieldErrors: details.fieldErrors ?? {},
    formError: details.formError,
    values: details.values ?? {},
  };
  if (details.formErrorTitle) refusal.formErrorTitle = details.formErrorTitle;
  if (details.intent) refusal.intent = details.intent;
  return refusal;
}

export function isFormRefusal(value: unknown): value is FormRefusal {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "error";
}
