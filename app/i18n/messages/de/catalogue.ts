// German texts of the texts shared by every catalogue page (safaris, destinations, hotels, reviews) and their search-engine tags (English: ../en/catalogue.ts).
import { defineTranslation } from "~/i18n/translate";
import type { catalogueMessages } from "../en/catalogue";

export default defineTranslation<typeof catalogueMessages>({
  "catalogue.bestMonths.yearRound": "Ganzjährig",
  "catalogue.bestMonths.pair": "{first} und {second}",
  "catalogue.bestMonths.range": "{first}–{last}",
  "catalogue.price.contact": "Preis auf Anfrage",
  "catalogue.price.perPerson": "{price} pro Person",
  "catalogue.duration.days": "{count, plural, one {# Tag} other {# Tage}}",
  "catalogue.description.missing": "Keine Beschreibung verfügbar",
  "catalogue.safari.notFound": "Safari nicht gefunden",
  "catalogue.package.notFound": "Safaripaket nicht gefunden",
  "catalogue.hotel.notFound": "Unterkunft nicht gefunden",
  "seo.title": "{page} | {site}",
  "seo.itinerary.day": "Tag {day}: {title}",
});
