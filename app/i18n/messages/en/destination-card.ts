// Texts of the destination card, kept apart from the pages' catalogue because the home page shows cards too
// and should not ship the destinations pages' texts with them.
import { defineMessages } from "~/i18n/translate";

export const destinationCardMessages = defineMessages("destination-card", {
  "destinations.card.bestTime": "Best time to visit",
  "destinations.card.view": "View Destination",
  "destinations.card.viewNamed": "View Destination: {name}",
  "destinations.card.imageAlt": "{name}, {region}",
});
