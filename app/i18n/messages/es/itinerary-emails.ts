// Spanish texts of the itinerary-changed e-mail (English: ../en/itinerary-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { itineraryEmailMessages } from "../en/itinerary-emails";

export default defineTranslation<typeof itineraryEmailMessages>({
  "itinerary.email.subject": "Su itinerario {reference} ha cambiado",
  "itinerary.email.greeting": "Hola, {name}:",
  "itinerary.email.intro":
    "Hemos actualizado el itinerario de su safari «{packageTitle}» (reserva {reference}). Este es su programa tal como queda ahora:",
  "itinerary.email.heading": "Su itinerario",
  "itinerary.email.day": "Día {day}",
  "itinerary.email.dayValue": "{title} ({accommodation})",
  "itinerary.email.noDays": "El programa día a día llegará más adelante: le escribiremos en cuanto esté listo.",
  "itinerary.email.tripPage":
    "Su página del viaje y el itinerario en PDF muestran el nuevo programa: ábrala con el enlace de su confirmación de reserva. Si algo no le convence, responda simplemente a este correo.",
  "itinerary.email.signOff": "Un cordial saludo,\nEl equipo de Heartbeest Safari",
});
