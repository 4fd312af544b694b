// German texts of the contact page's title and description (English: ../en/contact-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactMetaMessages } from "../en/contact-meta";

export default defineTranslation<typeof contactMetaMessages>({
  "contact.meta.title": "Kontakt",
  "contact.meta.description":
    "Planen Sie Ihre Safari in Kenia oder Tansania mit Heartbeest Safari: Rufen Sie uns an, schreiben Sie uns eine E-Mail oder senden Sie uns eine Anfrage – wir antworten innerhalb von 24 Stunden.",
});
