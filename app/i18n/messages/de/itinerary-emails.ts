// German texts of the itinerary-changed e-mail (English: ../en/itinerary-emails.ts).
import { defineTranslation } from "~/i18n/translate";
import type { itineraryEmailMessages } from "../en/itinerary-emails";

export default defineTranslation<typeof itineraryEmailMessages>({
  "itinerary.email.subject": "Ihr Reiseverlauf für {reference} wurde geändert",
  "itinerary.email.greeting": "Guten Tag {name},",
  "itinerary.email.intro":
    "wir haben den Reiseverlauf Ihrer Safari „{packageTitle}“ (Buchung {reference}) angepasst. So sieht Ihr Programm jetzt aus:",
  "itinerary.email.heading": "Ihr Reiseverlauf",
  "itinerary.email.day": "Tag {day}",
  "itinerary.email.dayValue": "{title} ({accommodation})",
  "itinerary.email.noDays": "Das Programm Tag für Tag folgt; wir schreiben Ihnen, sobald es feststeht.",
  "itinerary.email.tripPage":
    "Ihre Reiseseite und der Reiseverlauf als PDF zeigen das neue Programm: Sie öffnen sie mit dem Link aus Ihrer Buchungsbestätigung. Passt Ihnen etwas nicht, antworten Sie einfach auf diese E-Mail.",
  "itinerary.email.signOff": "Herzliche Grüße\nIhr Team von Heartbeest Safari",
});
