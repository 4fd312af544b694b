// Italian texts of the site footer (English: ../en/footer.ts).
import { defineTranslation } from "~/i18n/translate";
import type { footerMessages } from "../en/footer";

export default defineTranslation<typeof footerMessages>({
  "footer.blurb":
    "Safari senza fretta tra Kenya e Tanzania, organizzati da persone cresciute accanto ai parchi. Dal {year} aiutiamo i viaggiatori a trovare la stagione giusta, il campo giusto e la guida giusta.",
  "footer.quickLinks": "Link rapidi",
  "footer.link.safaris": "Pacchetti safari",
  "footer.link.videos": "Galleria video",
  "footer.link.about": "Chi siamo",
  "footer.link.contact": "Contatti",
  "footer.destinations": "Destinazioni più amate",
  "footer.destination.maasaiMara": "Maasai Mara",
  "footer.destination.amboseli": "Amboseli",
  "footer.destination.samburu": "Samburu",
  "footer.destination.ngorongoro": "Ngorongoro",
  "footer.destination.serengeti": "Serengeti",
  "footer.contact": "Contattateci",
  "footer.address": "Indirizzo postale",
  "footer.phone": "Telefono",
  "footer.email": "E-mail",
  "footer.social": "Seguiteci",
  "footer.social.facebook": "Heartbeest Safari su Facebook",
  "footer.social.instagram": "Heartbeest Safari su Instagram",
  "footer.social.youtube": "Heartbeest Safari su YouTube",
  "footer.social.tripadvisor": "Heartbeest Safari su Tripadvisor",
  "footer.chat": "Chattate con noi",
  "footer.write": "Scriveteci",
  "footer.copyright": "© {year} Heartbeest Safari. Tutti i diritti riservati.",
});
