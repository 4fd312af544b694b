// Italian texts shared by every catalogue page (safaris, destinations, hotels, reviews) and their search-engine tags (English: ../en/catalogue.ts).
import { defineTranslation } from "~/i18n/translate";
import type { catalogueMessages } from "../en/catalogue";

export default defineTranslation<typeof catalogueMessages>({
  "catalogue.bestMonths.yearRound": "Tutto l’anno",
  "catalogue.bestMonths.pair": "{first} e {second}",
  "catalogue.bestMonths.range": "{first} - {last}",
  "catalogue.price.contact": "Prezzo su richiesta",
  "catalogue.price.perPerson": "{price} a persona",
  "catalogue.duration.days": "{count, plural, one {# giorno} other {# giorni}}",
  "catalogue.description.missing": "Nessuna descrizione disponibile",
  "catalogue.safari.notFound": "Safari non trovato",
  "catalogue.package.notFound": "Pacchetto non trovato",
  "catalogue.hotel.notFound": "Hotel non trovato",
  "seo.title": "{page} | {site}",
  "seo.itinerary.day": "Giorno {day}: {title}",
});
