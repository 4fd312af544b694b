// German texts of the trip page's calendar file (English: ../en/trip-calendar.ts).
import { defineTranslation } from "~/i18n/translate";
import type { tripCalendarMessages } from "../en/trip-calendar";

export default defineTranslation<typeof tripCalendarMessages>({
  "tripCalendar.trip.summary": "{packageTitle} ({reference})",
  "tripCalendar.trip.description": "Ihre Safari mit Heartbeest Safari, Buchung {reference}. Ihre Reiseseite: {url}",
  "tripCalendar.balance.summary": "Restzahlung Ihrer Safari fällig: {amount} ({reference})",
  "tripCalendar.balance.description":
    "Die Restzahlung für Buchung {reference} ist heute fällig. Sie können sie bequem auf Ihrer Reiseseite begleichen: {url}",
});
