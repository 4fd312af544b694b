// Texts of a lodge's map, worded by the lodge page's loader: the map's code carries none of them.
import { defineMessages } from "~/i18n/translate";

export const lodgeMapMessages = defineMessages("lodge-map", {
  "lodgeMap.title": "Where {name} is",
  "lodgeMap.alt": "Map of Kenya and Tanzania with {name} marked in {place}",
  "lodgeMap.position": "{latitude}° {north, select, yes {N} other {S}}, {longitude}° {east, select, yes {E} other {W}}",
  "lodgeMap.open": "Open in OpenStreetMap",
  "lodgeMap.kenya": "Kenya",
  "lodgeMap.tanzania": "Tanzania",
});
