// Texts shared by every catalogue page (safaris, destinations, hotels, reviews) and their search-engine tags.
import { defineMessages } from "~/i18n/translate";

export const catalogueMessages = defineMessages("catalogue", {
  "catalogue.bestMonths.yearRound": "Year-round",
  "catalogue.bestMonths.pair": "{first} & {second}",
  "catalogue.bestMonths.range": "{first} - {last}",
  "catalogue.price.contact": "Contact for pricing",
  "catalogue.price.perPerson": "{price} per person",
  "catalogue.duration.days": "{count, plural, one {# day} other {# days}}",
  "catalogue.description.missing": "No description available",
  "catalogue.safari.notFound": "Safari not found",
  "catalogue.package.notFound": "Package not found",
  "catalogue.hotel.notFound": "Hotel not found",
  "seo.title": "{page} | {site}",
  "seo.itinerary.day": "Day {day}: {title}",
});
