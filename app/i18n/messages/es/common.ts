// Spanish texts of the shell every page shares: skip link, navigation, images, the hero's video button (English: ../en/common.ts).
import { defineTranslation } from "~/i18n/translate";
import type { commonMessages } from "../en/common";

export default defineTranslation<typeof commonMessages>({
  "meta.siteName": "Heartbeest Safari",
  skipLink: "Ir al contenido principal",
  "nav.label": "Principal",
  "nav.menu": "Menú",
  "nav.home": "Inicio",
  "nav.about": "Quiénes somos",
  "nav.safaris": "Safaris",
  "nav.destinations": "Destinos",
  "nav.hotels": "Hoteles y lodges",
  "nav.videos": "Vídeos",
  "nav.reviews": "Opiniones",
  "nav.contact": "Contacto",
  "nav.chat": "Hable con nosotros",
  "nav.language": "Idioma",
  "notFound.home": "Volver al inicio",
  "error.status.title": "No hemos podido cargar esta página",
  "error.status.description": "Vuelva a intentarlo en unos instantes.",
  "image.unavailable": "Imagen no disponible",
  "image.unavailableNamed": "{alt} (imagen no disponible)",
  "hero.pauseVideo": "Pausar el vídeo de fondo",
  "hero.playVideo": "Reproducir el vídeo de fondo",
});
