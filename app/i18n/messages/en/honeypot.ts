// The label of the public forms' honeypot field: never shown nor read aloud, but written in the page's
// language so no English is left in a translated page's markup.
import { defineMessages } from "~/i18n/translate";

export const honeypotMessages = defineMessages("honeypot", {
  "honeypot.label": "Leave this field empty",
});
