// The one way an action answers a refused post: the form layer's refusal shape (form-result.ts), with the
// refusal's code as the answer's HTTP status, so the two never disagree.
import { data } from "react-router";
import { type FormRefusal, formRefusal, type RefusalDetails } from "./form-result";
import { refusalMessage } from "./refusal-message";

/**
 * Returned (or thrown) by an action: the refusal for `code`, with `details` (without a `formError`, the
 * status's own sentence; null for none); `init` adds headers (Retry-After).
 */
export function refuse<Field extends string = string>(
  code: number,
  details: RefusalDetails<Field> = {},
  init: Omit<ResponseInit, "status"> = {},
) {
  const formError = details.formError === undefined ? refusalMessage(code) : details.formError;
  return data<FormRefusal<Field>>(formRefusal<Field>(code, { ...details, formError }), { ...init, status: code });
}
