// French texts of the itinerary-changed e-mail (English: ../en/itinerary-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { itineraryEmailMessages } from "../en/itinerary-emails";

export default defineTranslation<typeof itineraryEmailMessages>({
  "itinerary.email.subject": "Votre itinéraire {reference} a été modifié",
  "itinerary.email.greeting": "Bonjour {name},",
  "itinerary.email.intro":
    "Nous avons mis à jour l’itinéraire de votre safari « {packageTitle} » (réservation {reference}). Voici désormais votre programme :",
  "itinerary.email.heading": "Votre itinéraire",
  "itinerary.email.day": "Jour {day}",
  "itinerary.email.dayValue": "{title} ({accommodation})",
  "itinerary.email.noDays": "Le programme jour par jour suivra : nous vous l’enverrons dès qu’il sera prêt.",
  "itinerary.email.tripPage":
    "Votre page de voyage et son itinéraire en PDF présentent le nouveau programme : ouvrez-la avec le lien de votre confirmation de réservation. Si quelque chose ne vous convient pas, répondez simplement à cet e-mail.",
  "itinerary.email.signOff": "Bien chaleureusement,\nL’équipe Heartbeest Safari",
});
