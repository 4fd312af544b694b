// The one shape a form's refused post comes back in, whichever form it was and whichever way it was refused:
// by the action (invalid fields, rate limit, outage), by the HTTP server in front of it (403, 413), or by
// the network. Forms show `formError` in their FormAlert and each field's message beside it, and fill
// their fields from `values`, so nothing the person typed is lost.
import { formsMessages } from "~/i18n/messages/en/forms";
import { translate } from "~/i18n/translate";

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

const MESSAGE_OF: Record<RefusalCode, keyof typeof formsMessages & string> = {
  0: "forms.refusal.network",
  400: "forms.refusal.badRequest",
  403: "forms.refusal.forbidden",
  404: "forms.refusal.notFound",
  409: "forms.refusal.conflict",
  413: "forms.refusal.tooLarge",
  429: "forms.refusal.tooMany",
  500: "forms.refusal.failed",
  503: "forms.refusal.unavailable",
};

/** The sentence for a refusal with this status (any other status reads as a failure). */
export function refusalMessage(code: number): string {
  const known = (code in MESSAGE_OF ? code : code >= 500 ? 500 : 400) as RefusalCode;
  return translate(formsMessages, MESSAGE_OF[known]);
}

export function formRefusal<Field extends string = string>(
  code: number,
  details: Partial<Pick<FormRefusal<Field>, "fieldErrors" | "formError" | "formErrorTitle" | "values" | "intent">> = {},
): FormRefusal<Field> {
  const refusal: FormRefusal<Field> = {
    status: "error",
    code,
    fieldErrors: details.fieldErrors ?? {},
    formError: details.formError === undefined ? refusalMessage(code) : details.formError,
    values: details.values ?? {},
  };
  if (details.formErrorTitle) refusal.formErrorTitle = details.formErrorTitle;
  if (details.intent) refusal.intent = details.intent;
  return refusal;
}

export function isFormRefusal(value: unknown): value is FormRefusal {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "error";
}
