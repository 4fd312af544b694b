// French texts of the shell every page shares: skip link, navigation, images (English: ../en/common.ts).
import { defineTranslation } from "~/i18n/translate";
import type { commonMessages } from "../en/common";

export default defineTranslation<typeof commonMessages>({
  "meta.siteName": "Heartbeest Safari",
  skipLink: "Aller au contenu principal",
  "nav.label": "Principale",
  "nav.menu": "Menu",
  "nav.home": "Accueil",
  "nav.about": "À propos",
  "nav.safaris": "Safaris",
  "nav.destinations": "Destinations",
  "nav.hotels": "Hôtels et lodges",
  "nav.videos": "Vidéos",
  "nav.reviews": "Avis",
  "nav.contact": "Contact",
  "nav.chat": "Discuter avec nous",
  "nav.language": "Langue",
  "notFound.home": "Retour à l’accueil",
  "error.status.title": "Nous n’avons pas pu charger cette page",
  "error.status.description": "Veuillez réessayer dans un instant.",
  "image.unavailable": "Image non disponible",
  "image.unavailableNamed": "{alt} (image non disponible)",
  "hero.pauseVideo": "Mettre en pause la vidéo d’arrière-plan",
  "hero.playVideo": "Lire la vidéo d’arrière-plan",
});
