// French texts of the texts shared by every catalogue page and their search-engine tags (English: ../en/catalogue.ts).
import { defineTranslation } from "~/i18n/translate";
import type { catalogueMessages } from "../en/catalogue";

export default defineTranslation<typeof catalogueMessages>({
  "catalogue.bestMonths.yearRound": "Toute l’année",
  "catalogue.bestMonths.pair": "{first} et {second}",
  "catalogue.bestMonths.range": "{first} – {last}",
  "catalogue.price.contact": "Tarif sur demande",
  "catalogue.price.perPerson": "{price} par personne",
  "catalogue.duration.days": "{count, plural, one {# jour} other {# jours}}",
  "catalogue.description.missing": "Aucune description disponible",
  "catalogue.safari.notFound": "Safari introuvable",
  "catalogue.package.notFound": "Circuit introuvable",
  "catalogue.hotel.notFound": "Hébergement introuvable",
  "seo.title": "{page} | {site}",
  "seo.itinerary.day": "Jour {day} : {title}",
});
