// Italian texts of the itinerary-changed e-mail (English: ../en/itinerary-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { itineraryEmailMessages } from "../en/itinerary-emails";

export default defineTranslation<typeof itineraryEmailMessages>({
  "itinerary.email.subject": "Il suo itinerario {reference} è cambiato",
  "itinerary.email.greeting": "Gentile {name},",
  "itinerary.email.intro":
    "abbiamo aggiornato l’itinerario del suo safari «{packageTitle}» (prenotazione {reference}). Ecco il programma come è ora:",
  "itinerary.email.heading": "Il suo itinerario",
  "itinerary.email.day": "Giorno {day}",
  "itinerary.email.dayValue": "{title} ({accommodation})",
  "itinerary.email.noDays": "Il programma giorno per giorno seguirà: le scriveremo non appena sarà pronto.",
  "itinerary.email.tripPage":
    "La sua pagina del viaggio e l’itinerario in PDF mostrano il nuovo programma: la apra con il link della conferma di prenotazione. Se qualcosa non la convince, risponda semplicemente a questa e-mail.",
  "itinerary.email.signOff": "Un caro saluto,\nIl team di Heartbeest Safari",
});
