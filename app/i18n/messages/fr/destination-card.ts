// French texts of the destination card (English: ../en/destination-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationCardMessages } from "../en/destination-card";

export default defineTranslation<typeof destinationCardMessages>({
  "destinations.card.bestTime": "Meilleure période",
  "destinations.card.view": "Voir la destination",
  "destinations.card.viewNamed": "Voir la destination : {name}",
  "destinations.card.imageAlt": "{name}, {region}",
});
