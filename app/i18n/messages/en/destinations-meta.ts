// The destinations page's title and description, which the server writes into the page's head: kept out of
// the page's texts (destinations.ts), which the browser downloads.
import { defineMessages } from "~/i18n/translate";

export const destinationsMetaMessages = defineMessages("destinations-meta", {
  "destinations.meta.title": "Safari Destinations in Kenya & Tanzania",
  "destinations.meta.description":
    "Where to go on safari in Kenya and Tanzania: the Maasai Mara, Amboseli, Samburu, the Serengeti, Ngorongoro and the islands of the Indian Ocean, with the best months for each.",
});
