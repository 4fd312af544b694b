// The sentence for each status a form's post can be refused with. The server says it in its own refusals
// (refuse.server.ts); a browser loads it (and the words) only when a refusal it has to word itself happens.
import { formsMessages } from "~/i18n/messages/en/forms";
import { translate } from "~/i18n/translate";
import type { RefusalCode } from "./form-result";

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
