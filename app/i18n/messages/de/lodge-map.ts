// German texts of a lodge's map (English: ../en/lodge-map.ts).
import { defineTranslation } from "~/i18n/translate";
import type { lodgeMapMessages } from "../en/lodge-map";

export default defineTranslation<typeof lodgeMapMessages>({
  "lodgeMap.title": "Lage von {name}",
  "lodgeMap.alt": "Karte von Kenia und Tansania mit der Lage von {name} ({place})",
  "lodgeMap.position": "{latitude}° {north, select, yes {N} other {S}}, {longitude}° {east, select, yes {O} other {W}}",
  "lodgeMap.open": "In OpenStreetMap öffnen",
  "lodgeMap.kenya": "Kenia",
  "lodgeMap.tanzania": "Tansania",
});
