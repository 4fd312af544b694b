// Spanish texts of the contact page's title and description (English: ../en/contact-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactMetaMessages } from "../en/contact-meta";

export default defineTranslation<typeof contactMetaMessages>({
  "contact.meta.title": "Contacto",
  "contact.meta.description":
    "Prepare su safari por Kenia o Tanzania con Heartbeest Safari: llámenos, escríbanos o envíenos una consulta y le responderemos en un plazo de 24 horas.",
});
