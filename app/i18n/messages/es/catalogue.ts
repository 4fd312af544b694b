// Spanish texts of the texts shared by every catalogue page and their search-engine tags (English: ../en/catalogue.ts).
import { defineTranslation } from "~/i18n/translate";
import type { catalogueMessages } from "../en/catalogue";

export default defineTranslation<typeof catalogueMessages>({
  "catalogue.bestMonths.yearRound": "Todo el año",
  "catalogue.bestMonths.pair": "{first} y {second}",
  "catalogue.bestMonths.range": "{first} – {last}",
  "catalogue.price.contact": "Precio a consultar",
  "catalogue.price.perPerson": "{price} por persona",
  "catalogue.duration.days": "{count, plural, one {# día} other {# días}}",
  "catalogue.description.missing": "Descripción no disponible",
  "catalogue.safari.notFound": "Safari no encontrado",
  "catalogue.package.notFound": "Safari no encontrado",
  "catalogue.hotel.notFound": "Alojamiento no encontrado",
  "seo.title": "{page} | {site}",
  "seo.itinerary.day": "Día {day}: {title}",
});
