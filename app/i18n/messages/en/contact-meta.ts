// The contact page's title and description, which the server writes into the page's head: kept out of the
// page's texts (contact.ts), which the browser downloads.
import { defineMessages } from "~/i18n/translate";

export const contactMetaMessages = defineMessages("contact-meta", {
  "contact.meta.title": "Contact Us",
  "contact.meta.description":
    "Plan your Kenya or Tanzania safari with Heartbeest Safari: call, e-mail or send us an inquiry and we will reply within 24 hours.",
});
