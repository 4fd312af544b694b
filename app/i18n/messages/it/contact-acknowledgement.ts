// Italian texts of the traveller's e-mail after the contact form (English: ../en/contact-acknowledgement.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactAcknowledgementMessages } from "../en/contact-acknowledgement";

export default defineTranslation<typeof contactAcknowledgementMessages>({
  "contact.ack.subject": "Abbiamo ricevuto il vostro messaggio: {subject}",
  "contact.ack.greeting": "Gentile {name},",
  "contact.ack.thanks":
    "grazie per aver scritto a Heartbeest Safari. Il vostro messaggio è arrivato al nostro team e vi risponderemo a questo indirizzo entro {hours} ore.",
  "contact.ack.copy": "Il vostro messaggio",
  "contact.ack.subjectLabel": "Oggetto",
  "contact.ack.message": "Messaggio",
  "contact.ack.reply": "Se desiderate aggiungere qualcosa, rispondete semplicemente a questa e-mail.",
  "contact.ack.signoff": "Un caro saluto da Nairobi,\nIl team di Heartbeest Safari",
});
