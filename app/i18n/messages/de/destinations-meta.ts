// German texts of the destinations page's title and description (English: ../en/destinations-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMetaMessages } from "../en/destinations-meta";

export default defineTranslation<typeof destinationsMetaMessages>({
  "destinations.meta.title": "Safari-Reiseziele in Kenia und Tansania",
  "destinations.meta.description":
    "Wohin auf Safari in Kenia und Tansania: Maasai Mara, Amboseli, Samburu, Serengeti, Ngorongoro und die Inseln im Indischen Ozean – mit den besten Reisemonaten für jedes Ziel.",
});
