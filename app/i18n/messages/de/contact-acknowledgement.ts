// German texts of the traveller's e-mail after the contact form (English: ../en/contact-acknowledgement.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactAcknowledgementMessages } from "../en/contact-acknowledgement";

export default defineTranslation<typeof contactAcknowledgementMessages>({
  "contact.ack.subject": "Ihre Nachricht ist bei uns angekommen: {subject}",
  "contact.ack.greeting": "Guten Tag {name},",
  "contact.ack.thanks":
    "vielen Dank für Ihre Nachricht an Heartbeest Safari. Sie liegt unserem Team vor, und wir antworten Ihnen innerhalb von {hours} Stunden an diese Adresse.",
  "contact.ack.copy": "Ihre Nachricht",
  "contact.ack.subjectLabel": "Betreff",
  "contact.ack.message": "Nachricht",
  "contact.ack.reply": "Möchten Sie noch etwas ergänzen? Antworten Sie einfach auf diese E-Mail.",
  "contact.ack.signoff": "Herzliche Grüße aus Nairobi\nIhr Team von Heartbeest Safari",
});
