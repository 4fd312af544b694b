// Spanish texts of the picture galleries on a package's, destination's and lodge's page (English: ../en/gallery.ts).
import { defineTranslation } from "~/i18n/translate";
import type { galleryMessages } from "../en/gallery";

export default defineTranslation<typeof galleryMessages>({
  "gallery.eyebrow": "Imágenes",
  "gallery.title": "{name} en imágenes",
  "gallery.count": "{count, plural, one {# imagen} other {# imágenes}}",
  "gallery.enlarge": "Ampliar",
  "gallery.position": "Imagen {index} de {count}",
  "gallery.close": "Cerrar",
});
