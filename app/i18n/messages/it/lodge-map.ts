// Italian texts of a lodge's map (English: ../en/lodge-map.ts).
import { defineTranslation } from "~/i18n/translate";
import type { lodgeMapMessages } from "../en/lodge-map";

export default defineTranslation<typeof lodgeMapMessages>({
  "lodgeMap.title": "Dove si trova {name}",
  "lodgeMap.alt": "Mappa di Kenya e Tanzania con {name} indicato nella zona di {place}",
  "lodgeMap.position": "{latitude}° {north, select, yes {N} other {S}}, {longitude}° {east, select, yes {E} other {O}}",
  "lodgeMap.open": "Apri in OpenStreetMap",
  "lodgeMap.kenya": "Kenya",
  "lodgeMap.tanzania": "Tanzania",
});
