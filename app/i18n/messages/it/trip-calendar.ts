// Italian texts of the trip page's calendar file (English: ../en/trip-calendar.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripCalendarMessages } from "../en/trip-calendar";

export default defineTranslation<typeof tripCalendarMessages>({
  "tripCalendar.trip.summary": "{packageTitle} ({reference})",
  "tripCalendar.trip.description":
    "Il vostro safari con Heartbeest Safari, prenotazione {reference}. La vostra pagina di viaggio: {url}",
  "tripCalendar.balance.summary": "Saldo del safari in scadenza: {amount} ({reference})",
  "tripCalendar.balance.description":
    "Il saldo della prenotazione {reference} scade oggi. Potete pagarlo dalla vostra pagina di viaggio: {url}",
});
