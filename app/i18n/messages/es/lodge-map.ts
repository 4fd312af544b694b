// Spanish texts of a lodge's map (English: ../en/lodge-map.ts).
import { defineTranslation } from "~/i18n/translate";
import type { lodgeMapMessages } from "../en/lodge-map";

export default defineTranslation<typeof lodgeMapMessages>({
  "lodgeMap.title": "Dónde está {name}",
  "lodgeMap.alt": "Mapa de Kenia y Tanzania con {name} señalado en {place}",
  "lodgeMap.position": "{latitude}° {north, select, yes {N} other {S}}, {longitude}° {east, select, yes {E} other {O}}",
  "lodgeMap.open": "Abrir en OpenStreetMap",
  "lodgeMap.kenya": "Kenia",
  "lodgeMap.tanzania": "Tanzania",
});
