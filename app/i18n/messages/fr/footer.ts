// French texts of the site footer (English: ../en/footer.ts).
import { defineTranslation } from "~/i18n/translate";
import type { footerMessages } from "../en/footer";

export default defineTranslation<typeof footerMessages>({
  "footer.blurb":
    "Des safaris sans hâte au Kenya et en Tanzanie, conçus par des gens qui ont grandi aux abords des parcs. Depuis {year}, nous trouvons pour chaque voyageur la bonne saison, le bon camp et le bon guide.",
  "footer.quickLinks": "Liens rapides",
  "footer.link.safaris": "Circuits safari",
  "footer.link.videos": "Galerie vidéo",
  "footer.link.about": "Qui sommes-nous",
  "footer.link.contact": "Nous contacter",
  "footer.destinations": "Destinations phares",
  "footer.destination.maasaiMara": "Maasai Mara",
  "footer.destination.amboseli": "Amboseli",
  "footer.destination.samburu": "Samburu",
  "footer.destination.ngorongoro": "Ngorongoro",
  "footer.destination.serengeti": "Serengeti",
  "footer.contact": "Nous joindre",
  "footer.address": "Adresse postale",
  "footer.phone": "Téléphone",
  "footer.email": "E-mail",
  "footer.social": "Suivez-nous",
  "footer.social.facebook": "Heartbeest Safari sur Facebook",
  "footer.social.instagram": "Heartbeest Safari sur Instagram",
  "footer.social.youtube": "Heartbeest Safari sur YouTube",
  "footer.social.tripadvisor": "Heartbeest Safari sur Tripadvisor",
  "footer.chat": "Discuter avec nous",
  "footer.write": "Nous écrire",
  "footer.copyright": "© {year} Heartbeest Safari. Tous droits réservés.",
});
