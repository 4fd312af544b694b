// Italian texts of the destinations page's title and description (English: ../en/destinations-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMetaMessages } from "../en/destinations-meta";

export default defineTranslation<typeof destinationsMetaMessages>({
  "destinations.meta.title": "Destinazioni safari in Kenya e Tanzania",
  "destinations.meta.description":
    "Dove fare un safari in Kenya e Tanzania: il Maasai Mara, Amboseli, Samburu, il Serengeti, Ngorongoro e le isole dell’Oceano Indiano, con i mesi migliori per ciascuna meta.",
});
