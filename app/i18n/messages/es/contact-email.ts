// Spanish texts of the staff's e-mail about a new inquiry (English: ../en/contact-email.ts).
import { defineTranslation } from "~/i18n/translate";
import type { contactEmailMessages } from "../en/contact-email";

export default defineTranslation<typeof contactEmailMessages>({
  "contact.email.subject": "Consulta desde la web: {subject}",
  "contact.email.heading": "Nueva consulta desde la web",
  "contact.email.intro":
    "Responda en un plazo de {hours} horas. Si contesta a este correo, la respuesta le llegará al remitente.",
  "contact.email.name": "Nombre",
  "contact.email.email": "Correo electrónico",
  "contact.email.phone": "Teléfono",
  "contact.email.phoneMissing": "No indicado",
  "contact.email.type": "Tipo de consulta",
  "contact.email.subjectLabel": "Asunto",
  "contact.email.message": "Mensaje",
});
