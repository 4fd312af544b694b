// French texts of the staff's e-mail about a new inquiry (English: ../en/contact-email.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactEmailMessages } from "../en/contact-email";

export default defineTranslation<typeof contactEmailMessages>({
  "contact.email.subject": "Demande via le site : {subject}",
  "contact.email.heading": "Nouvelle demande depuis le site",
  "contact.email.intro":
    "Merci de répondre sous {hours} heures. Répondre à cet e-mail écrit directement à l’expéditeur.",
  "contact.email.name": "Nom",
  "contact.email.email": "E-mail",
  "contact.email.phone": "Téléphone",
  "contact.email.phoneMissing": "Non renseigné",
  "contact.email.type": "Type de demande",
  "contact.email.subjectLabel": "Objet",
  "contact.email.message": "Message",
});
