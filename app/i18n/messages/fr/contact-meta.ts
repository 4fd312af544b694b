// French texts of the contact page's title and description (English: ../en/contact-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactMetaMessages } from "../en/contact-meta";

export default defineTranslation<typeof contactMetaMessages>({
  "contact.meta.title": "Nous contacter",
  "contact.meta.description":
    "Préparez votre safari au Kenya ou en Tanzanie avec Heartbeest Safari : appelez-nous, écrivez-nous ou envoyez-nous une demande, nous vous répondrons sous 24 heures.",
});
