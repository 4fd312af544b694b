// German texts of the site footer (English: ../en/footer.ts).
import { defineTranslation } from "~/i18n/translate";
import type { footerMessages } from "../en/footer";

export default defineTranslation<typeof footerMessages>({
  "footer.blurb":
    "Safaris ohne Eile durch Kenia und Tansania, geplant von Menschen, die am Rand der Parks aufgewachsen sind. Seit {year} finden wir für unsere Gäste die richtige Reisezeit, das richtige Camp und den richtigen Guide.",
  "footer.quickLinks": "Schnellzugriff",
  "footer.link.safaris": "Safaripakete",
  "footer.link.videos": "Videogalerie",
  "footer.link.about": "Über uns",
  "footer.link.contact": "Kontakt",
  "footer.destinations": "Beliebte Reiseziele",
  "footer.destination.maasaiMara": "Maasai Mara",
  "footer.destination.amboseli": "Amboseli",
  "footer.destination.samburu": "Samburu",
  "footer.destination.ngorongoro": "Ngorongoro",
  "footer.destination.serengeti": "Serengeti",
  "footer.contact": "So erreichen Sie uns",
  "footer.address": "Postanschrift",
  "footer.phone": "Telefon",
  "footer.email": "E-Mail",
  "footer.social": "Folgen Sie uns",
  "footer.social.facebook": "Heartbeest Safari auf Facebook",
  "footer.social.instagram": "Heartbeest Safari auf Instagram",
  "footer.social.youtube": "Heartbeest Safari auf YouTube",
  "footer.social.tripadvisor": "Heartbeest Safari auf Tripadvisor",
  "footer.chat": "Mit uns chatten",
  "footer.write": "Schreiben Sie uns",
  "footer.copyright": "© {year} Heartbeest Safari. Alle Rechte vorbehalten.",
});
