// Italian texts of the staff's e-mail about a new inquiry (English: ../en/contact-email.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactEmailMessages } from "../en/contact-email";

export default defineTranslation<typeof contactEmailMessages>({
  "contact.email.subject": "Richiesta dal sito: {subject}",
  "contact.email.heading": "Nuova richiesta dal sito",
  "contact.email.intro":
    "Rispondete entro {hours} ore. Rispondendo a questa e-mail scriverete direttamente al mittente.",
  "contact.email.name": "Nome",
  "contact.email.email": "E-mail",
  "contact.email.phone": "Telefono",
  "contact.email.phoneMissing": "Non indicato",
  "contact.email.type": "Tipo di richiesta",
  "contact.email.subjectLabel": "Oggetto",
  "contact.email.message": "Messaggio",
});
