// French texts of the safari list, a safari's page, its card and booking panel (English: ../en/safaris.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safarisMessages } from "../en/safaris";

export default defineTranslation<typeof safarisMessages>({
  "safaris.meta.title": "Circuits safari",
  "safaris.meta.description":
    "Circuits safari au Kenya et en Tanzanie : la Grande Migration, Amboseli au pied du Kilimanjaro, Samburu, le Serengeti et des voyages brousse et plage, avec itinéraires jour par jour et tarifs.",
  "safaris.hero.eyebrow": "Kenya et Tanzanie",
  "safaris.hero.title": "Circuits safari",
  "safaris.hero.subtitle":
    "Des voyages que nous avons nous-mêmes parcourus par la route et par les airs, nuit après nuit, chacun façonné selon la saison et le rythme auquel vous souhaitez voyager.",
  "safaris.list.eyebrow": "Nos voyages",
  "safaris.list.title": "Nos circuits safari phares",
  "safaris.list.intro":
    "Chaque circuit est un point de départ : nous adaptons les jours, les camps et le budget à vos envies, puis nous vous envoyons un programme écrit sous 24 heures.",
  "safaris.list.empty": "Aucun safari trouvé",
  "safaris.list.emptyText":
    "Les voyages de la nouvelle saison sont en préparation. Dites-nous ce que vous avez en tête et nous l’organiserons.",
  "safaris.list.emptyAction": "Nous contacter",
  "safaris.list.error": "Impossible de charger les circuits safari",
  "safaris.list.errorText": "Veuillez réessayer plus tard.",
  "safaris.list.retry": "Réessayer",
  "safaris.cta.title": "Pas tout à fait le voyage dont vous rêviez ?",
  "safaris.cta.text":
    "Indiquez-nous le mois, les parcs et le style de camp que vous aimez. Nous composerons un itinéraire privé avec un prix clair.",
  "safaris.cta.contact": "Créer un safari sur mesure",
  "safaris.price.from": "À partir de {price} par personne",
  "safaris.price.residentsFrom": "Résidents : à partir de {price}",
  "safaris.card.view": "Voir le détail",
  "safaris.card.viewNamed": "Voir le détail : {title}",
  "safaris.card.imageAlt": "{title}",
  "safaris.detail.back": "Retour à tous les safaris",
  "safaris.detail.book": "Réserver ce safari",
  "safaris.detail.countries": "{first} et {second}",
  "safaris.detail.bestMonths": "Idéal : {months}",
  "safaris.detail.overview": "Présentation",
  "safaris.detail.price": "Prix",
  "safaris.detail.highlights": "Temps forts",
  "safaris.detail.included": "Ce qui est inclus",
  "safaris.detail.excluded": "Non inclus",
  "safaris.detail.itinerary": "Itinéraire détaillé",
  "safaris.detail.itineraryIntro":
    "Jour par jour, tel que nous l’organisons habituellement. Chaque journée peut être adaptée à vos envies.",
  "safaris.detail.itineraryMissing":
    "Le programme jour par jour de ce safari est en cours de finalisation. Demandez-le-nous : nous vous l’enverrons avec un devis.",
  "safaris.detail.day": "Jour {day} : {title}",
  "safaris.detail.park": "Parc",
  "safaris.detail.accommodation": "Hébergement",
  "safaris.detail.meals": "Repas",
  "safaris.detail.notSpecified": "Non précisé",
  "safaris.detail.notFoundText": "Ce safari n’est peut-être plus proposé, ou le lien comporte une faute de frappe.",
  "safaris.detail.errorTitle": "Nous n’avons pas pu charger ce safari",
  "safaris.panel.title": "Réserver ce safari",
  "safaris.panel.intro":
    "Envoyez-nous vos dates et la taille de votre groupe. Nous vous répondons sous 24 heures avec les disponibilités et un devis.",
  "safaris.panel.request": "Demander ce safari",
  "safaris.panel.stepByStep": "Vous préférez avancer page par page et choisir votre mode de paiement ?",
  "safaris.panel.stepByStepLink": "Réserver en trois étapes",
  "safaris.panel.call": "Vous préférez en parler ? Appelez-nous au",
  "safaris.panel.cancellation": "Annulation gratuite jusqu’à {days} jours avant le départ.",
});
