// Spanish texts of the destinations page's title and description (English: ../en/destinations-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMetaMessages } from "../en/destinations-meta";

export default defineTranslation<typeof destinationsMetaMessages>({
  "destinations.meta.title": "Destinos de safari en Kenia y Tanzania",
  "destinations.meta.description":
    "Adónde ir de safari en Kenia y Tanzania: el Maasai Mara, Amboseli, Samburu, el Serengeti, el Ngorongoro y las islas del océano Índico, con los mejores meses para cada destino.",
});
