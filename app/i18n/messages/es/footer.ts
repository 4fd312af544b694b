// Spanish texts of the site footer (English: ../en/footer.ts).
import { defineTranslation } from "~/i18n/translate";
import type { footerMessages } from "../en/footer";

export default defineTranslation<typeof footerMessages>({
  "footer.blurb":
    "Safaris sin prisas por Kenia y Tanzania, organizados por personas que crecieron junto a los parques. Desde {year} ayudamos a cada viajero a encontrar la época, el campamento y el guía adecuados.",
  "footer.quickLinks": "Enlaces rápidos",
  "footer.link.safaris": "Paquetes de safari",
  "footer.link.videos": "Galería de vídeos",
  "footer.link.about": "Quiénes somos",
  "footer.link.contact": "Contacto",
  "footer.destinations": "Destinos destacados",
  "footer.destination.maasaiMara": "Maasai Mara",
  "footer.destination.amboseli": "Amboseli",
  "footer.destination.samburu": "Samburu",
  "footer.destination.ngorongoro": "Ngorongoro",
  "footer.destination.serengeti": "Serengeti",
  "footer.contact": "Contacto",
  "footer.address": "Dirección postal",
  "footer.phone": "Teléfono",
  "footer.email": "Correo electrónico",
  "footer.social": "Síganos",
  "footer.social.facebook": "Heartbeest Safari en Facebook",
  "footer.social.instagram": "Heartbeest Safari en Instagram",
  "footer.social.youtube": "Heartbeest Safari en YouTube",
  "footer.social.tripadvisor": "Heartbeest Safari en Tripadvisor",
  "footer.chat": "Hable con nosotros",
  "footer.write": "Escríbanos",
  "footer.copyright": "© {year} Heartbeest Safari. Todos los derechos reservados.",
});
