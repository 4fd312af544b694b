// Texts of the picture galleries on a package's, destination's and lodge's page.
import { defineMessages } from "~/i18n/translate";

export const galleryMessages = defineMessages("gallery", {
  "gallery.eyebrow": "Pictures",
  "gallery.title": "{name} in pictures",
  "gallery.count": "{count, plural, one {# picture} other {# pictures}}",
  "gallery.enlarge": "View larger",
  "gallery.position": "Picture {index} of {count}",
  "gallery.close": "Close",
});
