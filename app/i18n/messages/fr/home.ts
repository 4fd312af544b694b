// French texts of the home page (English: ../en/home.ts).
import { defineTranslation } from "~/i18n/translate";
import type { homeMessages } from "../en/home";

export default defineTranslation<typeof homeMessages>({
  "home.meta.description":
    "Des safaris privés au Kenya et en Tanzanie depuis 2010 : la Grande Migration dans le Maasai Mara et le Serengeti, les éléphants d’Amboseli, Samburu et le cratère du Ngorongoro, avec des guides qui ont grandi aux abords des parcs.",
  "home.hero.eyebrow": "Kenya et Tanzanie",
  "home.hero.title": "Là où la nature vit encore à son propre rythme",
  "home.hero.subtitle":
    "Des safaris privés dans le Maasai Mara, à Amboseli, à Samburu et dans le Serengeti, avec des guides qui ont grandi aux abords des parcs.",
  "home.hero.browse": "Découvrir nos safaris",
  "home.hero.contact": "Nous contacter",
  "home.hero.scroll": "Faire défiler",
  "home.about.eyebrow": "À propos de Heartbeest Safari",
  "home.about.title": "Des safaris conçus par ceux qui les guident",
  "home.about.label": "À propos de nous",
  "home.about.slide": "{index} sur {total}",
  "home.about.carouselRole": "carrousel",
  "home.about.slideRole": "diapositive",
  "home.about.goTo": "Afficher la diapositive {index} : {title}",
  "home.about.previous": "Diapositive précédente",
  "home.about.next": "Diapositive suivante",
  "home.about.pause": "Mettre le diaporama en pause",
  "home.about.play": "Lancer le diaporama",
  "home.about.expert.title": "L’expertise du safari",
  "home.about.expert.text":
    "Depuis 2010, nos guides accompagnent les voyageurs à travers le Kenya et la Tanzanie. Chacun d’eux compte au moins sept ans d’expérience sur le terrain, détient un certificat en gestion de la faune et connaît les parcs au fil des saisons.",
  "home.about.expert.point1": "Des guides forts de plus de 7 ans d’expérience",
  "home.about.expert.point2": "Des itinéraires calés sur la migration et les pluies",
  "home.about.family.title": "Votre famille safari",
  "home.about.family.text":
    "De votre première question jusqu’au retour à l’aéroport, une petite équipe veille sur vous. Nous répondons sous 24 heures, nous connaissons chaque camp que nous réservons, et 10 % de nos bénéfices reviennent aux communautés qui vivent autour des parcs.",
  "home.about.family.point1": "Une seule équipe, de la préparation aux adieux",
  "home.about.family.point2": "10 % des bénéfices reversés à des projets communautaires",
  "home.about.learnMore": "En savoir plus sur nous",
  "home.safaris.eyebrow": "Safaris populaires",
  "home.safaris.title": "Les voyages préférés de nos voyageurs",
  "home.safaris.all": "Voir tous les safaris",
  "home.safaris.empty": "Aucun safari trouvé",
  "home.safaris.emptyText":
    "Les voyages de la nouvelle saison arrivent bientôt. Demandez-nous : nous en concevrons un pour vous.",
  "home.destinations.eyebrow": "Destinations phares",
  "home.destinations.title": "Des paysages qui valent le long voyage",
  "home.destinations.all": "Toutes les destinations",
  "home.destinations.empty": "Aucune destination trouvée",
  "home.destinations.emptyText":
    "Nos guides des destinations sont en cours de rédaction. Interrogez-nous sur n’importe quel parc du Kenya ou de la Tanzanie.",
  "home.reviews.eyebrow": "Avis de voyageurs",
  "home.reviews.title": "Nos voyageurs racontent",
  "home.reviews.summary": "{average} sur 5 d’après {count, plural, one {# avis} other {# avis}}",
  "home.reviews.all": "Voir tous les avis",
  "home.reviews.empty": "Aucun avis pour le moment",
  "home.reviews.emptyText": "Soyez le premier à partager votre expérience",
  "home.reviews.share": "Partager votre expérience",
  "home.cta.eyebrow": "Préparer votre voyage",
  "home.cta.title": "Envie d’entendre la savane s’éveiller ?",
  "home.cta.text":
    "Dites-nous quand vous aimeriez partir et ce que vous rêvez de voir. Nous vous répondons sous 24 heures avec des idées, des dates et un prix clair.",
  "home.cta.contact": "Nous contacter",
  "home.cta.browse": "Découvrir nos safaris",
});
