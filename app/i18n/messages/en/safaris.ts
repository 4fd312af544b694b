// Texts of the safari list, a safari's own page, the safari card and the 'Book This Safari' panel.
import { defineMessages } from "~/i18n/translate";

export const safarisMessages = defineMessages("safaris", {
  "safaris.meta.title": "Safari Packages",
  "safaris.meta.description":
    "Safari packages in Kenya and Tanzania: the Great Migration, Amboseli beneath Kilimanjaro, Samburu, the Serengeti and bush-and-beach journeys, with day-by-day itineraries and prices.",

  "safaris.hero.eyebrow": "Kenya & Tanzania",
  "safaris.hero.title": "Safari Packages",
  "safaris.hero.subtitle":
    "Journeys we have driven, flown and slept through ourselves, each one shaped around the season and the pace you want to travel at.",
  "safaris.list.eyebrow": "Our journeys",
  "safaris.list.title": "Featured Safari Packages",
  "safaris.list.intro":
    "Every package is a starting point: we adjust the days, the camps and the budget to suit you, then send a written plan within 24 hours.",
  "safaris.list.empty": "No safaris found",
  "safaris.list.emptyText":
    "Our new season's journeys are being prepared. Tell us what you have in mind and we will plan it.",
  "safaris.list.emptyAction": "Contact Us",
  "safaris.list.error": "Unable to load safari packages",
  "safaris.list.errorText": "Please try again later.",
  "safaris.list.retry": "Try Again",
  "safaris.cta.title": "Not quite the journey you had in mind?",
  "safaris.cta.text":
    "Tell us the month, the parks and the kind of camp you like. We will put together a private itinerary and a clear price.",
  "safaris.cta.contact": "Plan a Custom Safari",

  "safaris.price.from": "From {price} per person",
  "safaris.price.residentsFrom": "Residents from {price}",

  "safaris.card.view": "View Details",
  "safaris.card.viewNamed": "View Details: {title}",
  "safaris.card.imageAlt": "{title}",

  "safaris.detail.back": "Back to All Safaris",
  "safaris.detail.book": "Book This Safari",
  "safaris.detail.countries": "{first} & {second}",
  "safaris.detail.bestMonths": "Best: {months}",
  "safaris.detail.overview": "Overview",
  "safaris.detail.price": "Price",
  "safaris.detail.highlights": "Highlights",
  "safaris.detail.included": "What's included",
  "safaris.detail.excluded": "Not included",
  "safaris.detail.itinerary": "Detailed Itinerary",
  "safaris.detail.itineraryIntro": "Day by day, as we usually run it. Every day can be changed to suit you.",
  "safaris.detail.itineraryMissing":
    "The day-by-day plan for this safari is being finalised. Ask us and we will send it with a quote.",
  "safaris.detail.day": "Day {day}: {title}",
  "safaris.detail.park": "Park",
  "safaris.detail.accommodation": "Accommodation",
  "safaris.detail.meals": "Meals",
  "safaris.detail.notSpecified": "Not specified",
  "safaris.detail.notFoundText": "This safari may have been retired or the link may be mistyped.",
  "safaris.detail.errorTitle": "We couldn't load this safari",

  "safaris.panel.title": "Book This Safari",
  "safaris.panel.intro": "Send us your dates and group size. We reply within 24 hours with availability and a quote.",
  "safaris.panel.request": "Request this safari",
  "safaris.panel.stepByStep": "Prefer a page at a time, choosing how to pay?",
  "safaris.panel.stepByStepLink": "Book in three steps",
  "safaris.panel.call": "Prefer to talk? Call us on",
  "safaris.panel.cancellation": "Free cancellation up to {days} days before departure.",
});
