// German texts of the picture galleries on a package's, destination's and lodge's page (English: ../en/gallery.ts).
import { defineTranslation } from "~/i18n/translate";
import type { galleryMessages } from "../en/gallery";

export default defineTranslation<typeof galleryMessages>({
  "gallery.eyebrow": "Bilder",
  "gallery.title": "{name} in Bildern",
  "gallery.count": "{count, plural, one {# Bild} other {# Bilder}}",
  "gallery.enlarge": "Größer anzeigen",
  "gallery.position": "Bild {index} von {count}",
  "gallery.close": "Schließen",
});
