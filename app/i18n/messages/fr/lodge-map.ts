// French texts of a lodge's map (English: ../en/lodge-map.ts).
import { defineTranslation } from "~/i18n/translate";
import type { lodgeMapMessages } from "../en/lodge-map";

export default defineTranslation<typeof lodgeMapMessages>({
  "lodgeMap.title": "Où se trouve {name}",
  "lodgeMap.alt": "Carte du Kenya et de la Tanzanie indiquant {name} ({place})",
  "lodgeMap.position": "{latitude}° {north, select, yes {N} other {S}}, {longitude}° {east, select, yes {E} other {O}}",
  "lodgeMap.open": "Ouvrir dans OpenStreetMap",
  "lodgeMap.kenya": "Kenya",
  "lodgeMap.tanzania": "Tanzanie",
});
