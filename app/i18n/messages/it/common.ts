// Italian texts of the shell every page shares and shows at once: skip link, navigation, images, the hero's video button (English: ../en/common.ts).
import { defineTranslation } from "~/i18n/translate";
import type { commonMessages } from "../en/common";

export default defineTranslation<typeof commonMessages>({
  "meta.siteName": "Heartbeest Safari",

  skipLink: "Vai al contenuto principale",

  "nav.label": "Principale",
  "nav.menu": "Menu",
  "nav.home": "Home",
  "nav.about": "Chi siamo",
  "nav.safaris": "Safari",
  "nav.destinations": "Destinazioni",
  "nav.hotels": "Hotel e lodge",
  "nav.videos": "Video",
  "nav.reviews": "Recensioni",
  "nav.contact": "Contatti",
  "nav.chat": "Chattate con noi",
  "nav.language": "Lingua",

  "notFound.home": "Torna alla home page",

  "error.status.title": "Non siamo riusciti a caricare questa pagina",
  "error.status.description": "Riprovate tra qualche istante.",

  "image.unavailable": "Immagine non disponibile",
  "image.unavailableNamed": "{alt} (immagine non disponibile)",

  "hero.pauseVideo": "Metti in pausa il video di sfondo",
  "hero.playVideo": "Riproduci il video di sfondo",
});
