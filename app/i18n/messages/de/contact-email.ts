// German texts of the staff's e-mail about a new inquiry (English: ../en/contact-email.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactEmailMessages } from "../en/contact-email";

export default defineTranslation<typeof contactEmailMessages>({
  "contact.email.subject": "Anfrage über die Website: {subject}",
  "contact.email.heading": "Neue Anfrage über die Website",
  "contact.email.intro":
    "Bitte antworten Sie innerhalb von {hours} Stunden. Eine Antwort auf diese E-Mail geht direkt an den Absender.",
  "contact.email.name": "Name",
  "contact.email.email": "E-Mail",
  "contact.email.phone": "Telefon",
  "contact.email.phoneMissing": "Nicht angegeben",
  "contact.email.type": "Art der Anfrage",
  "contact.email.subjectLabel": "Betreff",
  "contact.email.message": "Nachricht",
});
