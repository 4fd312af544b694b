// Texts of the trip page's calendar file (/trip/{token}/trip.ics), written on the server only.
import { defineMessages } from "~/i18n/translate";

export const tripCalendarMessages = defineMessages("trip-calendar", {
  "tripCalendar.trip.summary": "{packageTitle} ({reference})",
  "tripCalendar.trip.description": "Your safari with Heartbeest Safari, booking {reference}. Your trip page: {url}",
  "tripCalendar.balance.summary": "Safari balance due: {amount} ({reference})",
  "tripCalendar.balance.description":
    "The balance of booking {reference} is due today. Pay it from your trip page: {url}",
});
