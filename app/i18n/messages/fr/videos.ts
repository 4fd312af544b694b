// French texts of the video gallery (English: ../en/videos.ts).
import { defineTranslation } from "~/i18n/translate";
import type { videosMessages } from "../en/videos";

export default defineTranslation<typeof videosMessages>({
  "videos.meta.title": "Galerie vidéo",
  "videos.meta.description":
    "De courts films tournés lors de nos safaris au Kenya et en Tanzanie : la faune aux premières lueurs, la culture maasaï, les lodges que nous aimons, des guides des destinations et des activités, du vol en montgolfière à la navigation en boutre.",
  "videos.hero.eyebrow": "Galerie vidéo",
  "videos.hero.title": "La savane en mouvement",
  "videos.hero.subtitle":
    "Traversées de rivière, sorties à l’aube, soirées au lodge et celles et ceux qui font vivre un safari : regardez avant de partir.",
  "videos.list.title": "Nos films",
  "videos.list.count": "{count, plural, one {# vidéo} other {# vidéos}}",
  "videos.filter.label": "Filtrer les vidéos par catégorie",
  "videos.category.all": "Toutes",
  "videos.category.wildlife": "Faune",
  "videos.category.culture": "Culture",
  "videos.category.accommodations": "Hébergements",
  "videos.category.destinations": "Destinations",
  "videos.category.activities": "Activités",
  "videos.category.general": "Divers",
  "videos.card.play": "Lire la vidéo : {title}",
  "videos.card.published": "Publiée le {date}",
  "videos.player.close": "Fermer la vidéo",
  "videos.player.frameTitle": "Lecteur vidéo YouTube : {title}",
  "videos.player.loading": "Chargement du lecteur…",
  "videos.empty.channel": "Aucune vidéo trouvée sur notre chaîne YouTube.",
  "videos.empty.category": "Aucune vidéo trouvée dans cette catégorie.",
  "videos.empty.showAll": "Afficher toutes les vidéos",
  "videos.error.title": "Erreur lors du chargement des vidéos",
  "videos.error.text": "Impossible de charger les vidéos depuis YouTube. Veuillez réessayer plus tard.",
  "videos.error.retry": "Réessayer",
  "videos.cta.title": "Assez vu pour commencer à rêver ?",
  "videos.cta.text":
    "Chaque film a été tourné lors d’un voyage que nous organisons. Dites-nous quels moments vous aimeriez vivre par vous-même.",
  "videos.cta.safaris": "Découvrir nos safaris",
  "videos.cta.contact": "Nous contacter",
});
