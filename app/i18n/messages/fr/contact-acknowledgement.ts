// French texts of the traveller's e-mail after the contact form (English: ../en/contact-acknowledgement.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactAcknowledgementMessages } from "../en/contact-acknowledgement";

export default defineTranslation<typeof contactAcknowledgementMessages>({
  "contact.ack.subject": "Nous avons bien reçu votre message\u00a0: {subject}",
  "contact.ack.greeting": "Bonjour {name},",
  "contact.ack.thanks":
    "Merci d’avoir écrit à Heartbeest Safari. Votre message est bien parvenu à notre équipe, et l’un de nous vous répondra à cette adresse sous {hours}\u00a0heures.",
  "contact.ack.copy": "Votre message",
  "contact.ack.subjectLabel": "Objet",
  "contact.ack.message": "Message",
  "contact.ack.reply": "Vous souhaitez ajouter quelque chose\u00a0? Répondez simplement à cet e-mail.",
  "contact.ack.signoff": "Bien chaleureusement depuis Nairobi,\nL’équipe Heartbeest Safari",
});
