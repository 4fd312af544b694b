// Italian texts of the contact page's title and description (English: ../en/contact-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactMetaMessages } from "../en/contact-meta";

export default defineTranslation<typeof contactMetaMessages>({
  "contact.meta.title": "Contatti",
  "contact.meta.description":
    "Organizzate il vostro safari in Kenya o in Tanzania con Heartbeest Safari: chiamateci, scriveteci un’e-mail o inviateci una richiesta, vi risponderemo entro 24 ore.",
});
