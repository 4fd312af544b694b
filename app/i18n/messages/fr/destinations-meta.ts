// French texts of the destinations page's title and description (English: ../en/destinations-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMetaMessages } from "../en/destinations-meta";

export default defineTranslation<typeof destinationsMetaMessages>({
  "destinations.meta.title": "Destinations safari au Kenya et en Tanzanie",
  "destinations.meta.description":
    "Où partir en safari au Kenya et en Tanzanie : le Maasai Mara, Amboseli, Samburu, le Serengeti, le Ngorongoro et les îles de l’océan Indien, avec les meilleurs mois pour chacun.",
});
