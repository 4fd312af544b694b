// Italian texts of the picture galleries on a package's, destination's and lodge's page (English: ../en/gallery.ts).
import { defineTranslation } from "~/i18n/translate";
import type { galleryMessages } from "../en/gallery";

export default defineTranslation<typeof galleryMessages>({
  "gallery.eyebrow": "Immagini",
  "gallery.title": "{name} in immagini",
  "gallery.count": "{count, plural, one {# immagine} other {# immagini}}",
  "gallery.enlarge": "Ingrandisci",
  "gallery.position": "Immagine {index} di {count}",
  "gallery.close": "Chiudi",
});
