// German texts of the shell every page shares: skip link, navigation, images, the hero's video button (English: ../en/common.ts).
import { defineTranslation } from "~/i18n/translate";
import type { commonMessages } from "../en/common";

export default defineTranslation<typeof commonMessages>({
  "meta.siteName": "Heartbeest Safari",
  skipLink: "Zum Hauptinhalt springen",
  "nav.label": "Hauptnavigation",
  "nav.menu": "Menü",
  "nav.home": "Startseite",
  "nav.about": "Über uns",
  "nav.safaris": "Safaris",
  "nav.destinations": "Reiseziele",
  "nav.hotels": "Hotels & Lodges",
  "nav.videos": "Videos",
  "nav.reviews": "Bewertungen",
  "nav.contact": "Kontakt",
  "nav.chat": "Mit uns chatten",
  "nav.language": "Sprache",
  "notFound.home": "Zur Startseite",
  "error.status.title": "Diese Seite konnte nicht geladen werden",
  "error.status.description": "Bitte versuchen Sie es gleich noch einmal.",
  "image.unavailable": "Bild nicht verfügbar",
  "image.unavailableNamed": "{alt} (Bild nicht verfügbar)",
  "hero.pauseVideo": "Hintergrundvideo anhalten",
  "hero.playVideo": "Hintergrundvideo abspielen",
});
