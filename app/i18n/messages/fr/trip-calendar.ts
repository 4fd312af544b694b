// French texts of the trip page's calendar file (English: ../en/trip-calendar.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripCalendarMessages } from "../en/trip-calendar";

export default defineTranslation<typeof tripCalendarMessages>({
  "tripCalendar.trip.summary": "{packageTitle} ({reference})",
  "tripCalendar.trip.description":
    "Votre safari avec Heartbeest Safari, réservation {reference}. Votre page de voyage : {url}",
  "tripCalendar.balance.summary": "Solde de votre safari à régler : {amount} ({reference})",
  "tripCalendar.balance.description":
    "Le solde de la réservation {reference} est à régler aujourd’hui. Vous pouvez le payer depuis votre page de voyage : {url}",
});
