// The one way an action answers a refused post: the form layer's refusal shape (form-result.ts), with the
// refusal's code as the answer's HTTP status, so the two never disagree.
import { data } from "react-router";
import { type FormRefusal, formRefusal } from "./form-result";

/** Returned (or thrown) by an action: the refusal for `code`, with `details`; `init` adds headers (Retry-After). */
export function refuse<Field extends string = string>(
  code: number,
  details?: Parameters<typeof formRefusal<Field>>[1],
  init: Omit<ResponseInit, "status"> = {},
) {
  return data<FormRefusal<Field>>(formRefusal<Field>(code, details), { ...init, status: code });
}
