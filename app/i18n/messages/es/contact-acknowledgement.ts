// Spanish texts of the traveller's e-mail after the contact form (English: ../en/contact-acknowledgement.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactAcknowledgementMessages } from "../en/contact-acknowledgement";

export default defineTranslation<typeof contactAcknowledgementMessages>({
  "contact.ack.subject": "Hemos recibido su mensaje: {subject}",
  "contact.ack.greeting": "Hola, {name}:",
  "contact.ack.thanks":
    "Gracias por escribir a Heartbeest Safari. Su mensaje ya está en manos de nuestro equipo y le responderemos a esta dirección en un plazo de {hours} horas.",
  "contact.ack.copy": "Su mensaje",
  "contact.ack.subjectLabel": "Asunto",
  "contact.ack.message": "Mensaje",
  "contact.ack.reply": "Si desea añadir algo, basta con responder a este correo.",
  "contact.ack.signoff": "Un cordial saludo desde Nairobi,\nEl equipo de Heartbeest Safari",
});
