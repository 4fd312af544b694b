// German texts of the destination card (English: ../en/destination-card.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationCardMessages } from "../en/destination-card";

export default defineTranslation<typeof destinationCardMessages>({
  "destinations.card.bestTime": "Beste Reisezeit",
  "destinations.card.view": "Reiseziel ansehen",
  "destinations.card.viewNamed": "Reiseziel ansehen: {name}",
  "destinations.card.imageAlt": "{name}, {region}",
});
