// French texts of the picture galleries (English: ../en/gallery.ts).
import { defineTranslation } from "~/i18n/translate";
import type { galleryMessages } from "../en/gallery";

export default defineTranslation<typeof galleryMessages>({
  "gallery.eyebrow": "Photos",
  "gallery.title": "{name} en images",
  "gallery.count": "{count, plural, one {# photo} other {# photos}}",
  "gallery.enlarge": "Agrandir",
  "gallery.position": "Photo {index} sur {count}",
  "gallery.close": "Fermer",
});
