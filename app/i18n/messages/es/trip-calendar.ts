// Spanish texts of the trip page's calendar file (English: ../en/trip-calendar.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripCalendarMessages } from "../en/trip-calendar";

export default defineTranslation<typeof tripCalendarMessages>({
  "tripCalendar.trip.summary": "{packageTitle} ({reference})",
  "tripCalendar.trip.description": "Su safari con Heartbeest Safari, reserva {reference}. Su página de viaje: {url}",
  "tripCalendar.balance.summary": "Vencimiento del saldo de su safari: {amount} ({reference})",
  "tripCalendar.balance.description":
    "El saldo de la reserva {reference} vence hoy. Puede abonarlo desde su página de viaje: {url}",
});
