// The e-mail telling a traveller that staff changed their booked itinerary. Only the server sends e-mail, so
// these texts never ship to a browser.
import { defineMessages } from "~/i18n/translate";

export const itineraryEmailMessages = defineMessages("itinerary-emails", {
  "itinerary.email.subject": "Your itinerary for {reference} has changed",
  "itinerary.email.greeting": "Dear {name},",
  "itinerary.email.intro":
    "We have updated the itinerary of your safari {packageTitle} (booking {reference}). This is your programme as it now stands:",
  "itinerary.email.heading": "Your itinerary",
  "itinerary.email.day": "Day {day}",
  "itinerary.email.dayValue": "{title} ({accommodation})",
  "itinerary.email.noDays": "The day-by-day programme will follow; we will write to you with it.",
  "itinerary.email.tripPage":
    "Your trip page and its PDF itinerary show the new programme: open it with the link in your booking confirmation. If anything in it does not suit you, simply reply to this e-mail.",
  "itinerary.email.signOff": "Warm regards,\nThe Heartbeest Safari team",
});
