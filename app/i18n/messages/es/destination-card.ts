// Spanish texts of the destination card (English: ../en/destination-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationCardMessages } from "../en/destination-card";

export default defineTranslation<typeof destinationCardMessages>({
  "destinations.card.bestTime": "Mejor época para viajar",
  "destinations.card.view": "Ver destino",
  "destinations.card.viewNamed": "Ver destino: {name}",
  "destinations.card.imageAlt": "{name}, {region}",
});
