// French texts of the hotels and lodges list, a lodge's own page and the hotel card (English: ../en/hotels.ts).
import { defineTranslation } from "~/i18n/translate";
import type { hotelsMessages } from "../en/hotels";

export default defineTranslation<typeof hotelsMessages>({
  "hotels.meta.title": "Hôtels et lodges",
  "hotels.meta.description":
    "Les lodges de safari, camps de toile et maisons de plage que nous connaissons personnellement au Kenya et en Tanzanie, du Maasai Mara au rebord du cratère et jusqu’à la côte de Zanzibar.",
  "hotels.hero.eyebrow": "Où vous dormirez",
  "hotels.hero.title": "Hôtels et lodges",
  "hotels.hero.subtitle":
    "Camps de toile au bord de la rivière, lodges de pierre sur le rebord du cratère et maisons de plage paisibles : des lieux où nous avons séjourné, et où nous enverrions nos propres familles.",
  "hotels.hero.explore": "Découvrir les lodges",
  "hotels.intro.eyebrow": "Choisis sur place",
  "hotels.intro.title": "Un bon lodge, c’est la moitié du safari",
  "hotels.intro.lead":
    "Nous connaissons chacun de ces lieux par la vue depuis la véranda, le nom du guide en chef et l’heure à laquelle les éléphants descendent boire. Nous choisissons le lodge en fonction de la saison, du parc et du rythme auquel vous souhaitez voyager.",
  "hotels.intro.point.location.title": "Au plus près des animaux",
  "hotels.intro.point.location.text":
    "Dans les parcs ou à leurs portes : vos matinées commencent avec la faune, pas avec un long trajet.",
  "hotels.intro.point.people.title": "Tenus par des gens que nous connaissons",
  "hotels.intro.point.people.text":
    "Des propriétaires et des gérants avec qui nous travaillons depuis des années, souvent des familles de la région.",
  "hotels.intro.point.fit.title": "Adaptés à votre voyage",
  "hotels.intro.point.fit.text":
    "Chambres familiales, suites lune de miel ou tente au calme : nous réservons ce qui convient à votre voyage.",
  "hotels.list.eyebrow": "Notre sélection",
  "hotels.list.title": "Lodges et camps à travers l’Afrique de l’Est",
  "hotels.list.count": "{count, plural, one {# hébergement} other {# hébergements}}",
  "hotels.card.view": "Voir le détail",
  "hotels.card.viewNamed": "Voir le détail : {name}",
  "hotels.card.imageAlt": "{name}, {location}",
  "hotels.empty.title": "Aucun hébergement disponible",
  "hotels.empty.text":
    "Notre sélection de lodges est en cours de mise à jour. Demandez-nous : nous vous suggérerons le lieu idéal pour votre voyage.",
  "hotels.empty.contact": "Nous contacter",
  "hotels.error.list": "Impossible de charger les hébergements. Veuillez réessayer plus tard.",
  "hotels.error.retry": "Réessayer",
  "hotels.error.detail": "Impossible de charger les détails de l’hébergement.",
  "hotels.back": "Retour aux hôtels et lodges",
  "hotels.notFound.text":
    "Il a peut-être été renommé ou ne fait plus partie de notre sélection. Tous les lodges et camps avec lesquels nous travaillons figurent dans notre liste.",
  "hotels.detail.location": "Emplacement",
  "hotels.detail.destination": "Destination",
  "hotels.detail.aboutTitle": "Découvrir {name}",
  "hotels.detail.glance": "En un coup d’œil",
  "hotels.detail.exploreDestination": "Explorer {name}",
  "hotels.detail.imageAlt": "{name}, {location}",
  "hotels.detail.rooms": "Chambres et tentes",
  "hotels.detail.amenities": "Équipements et services",
  "hotels.detail.safaris.eyebrow": "Safaris",
  "hotels.detail.safaris.title": "{name} : les safaris qui y font étape",
  "hotels.detail.more.eyebrow": "Poursuivre la découverte",
  "hotels.detail.more.title": "Autres hébergements",
  "hotels.detail.more.all": "Tous les hôtels et lodges",
  "hotels.detail.plan.eyebrow": "Préparer votre séjour",
  "hotels.detail.plan.title": "Intégrez {name} à votre safari",
  "hotels.detail.plan.text":
    "Nos conseillers peuvent ajouter des nuits ici à n’importe lequel de nos safaris, ou construire un voyage autour de ce lieu. Indiquez-nous vos dates : nous vous répondons sous {hours} heures.",
  "hotels.detail.plan.safaris": "Découvrir nos safaris",
  "hotels.detail.plan.contact": "Nous contacter",
});
