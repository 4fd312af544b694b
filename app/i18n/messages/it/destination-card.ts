// Italian texts of the destination card (English: ../en/destination-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationCardMessages } from "../en/destination-card";

export default defineTranslation<typeof destinationCardMessages>({
  "destinations.card.bestTime": "Periodo migliore",
  "destinations.card.view": "Scoprite la destinazione",
  "destinations.card.viewNamed": "Scoprite la destinazione: {name}",
  "destinations.card.imageAlt": "{name}, {region}",
});
