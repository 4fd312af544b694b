// French texts of the destinations page (English: ../en/destinations.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMessages } from "../en/destinations";

export default defineTranslation<typeof destinationsMessages>({
  "destinations.hero.eyebrow": "Kenya et Tanzanie",
  "destinations.hero.title": "Destinations",
  "destinations.hero.subtitle":
    "Des plaines de la migration, dans le Mara et le Serengeti, jusqu’aux îles aux épices de la côte : les lieux que nous connaissons le mieux, et le moment où ils se révèlent sous leur plus beau jour.",
  "destinations.hero.cta": "Explorer nos safaris",
  "destinations.intro.eyebrow": "Où partir",
  "destinations.intro.title": "Deux pays, un même grand écosystème",
  "destinations.intro.lead":
    "Les parcs du Kenya et du nord de la Tanzanie partagent les mêmes rivières, les mêmes pluies et les mêmes troupeaux. Nous construisons chaque voyage autour de l’endroit où se trouveront les animaux le mois de votre départ, puis nous y ajoutons les réserves communautaires paisibles et les séjours sur la côte que la plupart des itinéraires oublient.",
  "destinations.highlights.label": "Pourquoi voyager avec nous",
  "destinations.highlight.guides.title": "Des guides qui ont grandi ici",
  "destinations.highlight.guides.text":
    "Nos guides ont grandi aux abords de ces parcs. Ils savent quel lugga, ce lit de rivière asséché, le léopard affectionne et quel gué les troupeaux empruntent cette année.",
  "destinations.highlight.seasons.title": "Au rythme des saisons",
  "destinations.highlight.seasons.text":
    "Chaque itinéraire suit les pluies et la migration : vous êtes dans le bon parc, au bon mois.",
  "destinations.highlight.conservancies.title": "Des réserves, pas des foules",
  "destinations.highlight.conservancies.text":
    "Nous privilégions les réserves communautaires qui limitent le nombre de véhicules : chaque observation n’appartient qu’à vous.",
  "destinations.highlight.coast.title": "Brousse et plage",
  "destinations.highlight.coast.text":
    "Terminez votre safari sur le sable blanc de Zanzibar, de Diani ou de Lamu, à une heure de vol des plaines.",
  "destinations.regions.eyebrow": "Explorer par région",
  "destinations.regions.title": "Choisissez votre coin d’Afrique de l’Est",
  "destinations.regions.label": "Régions",
  "destinations.regions.keyParks": "Parcs incontournables",
  "destinations.region.kenya.tab": "Kenya",
  "destinations.region.kenya.title": "Kenya : le berceau du safari",
  "destinations.region.kenya.text":
    "C’est le Kenya qui a donné au monde le mot safari. La savane à perte de vue du Maasai Mara, les éléphants au pied du Kilimanjaro à Amboseli, les espèces rares du Nord à Samburu et les lacs à flamants de la vallée du Rift, le tout à un court vol de Nairobi.",
  "destinations.region.kenya.parks": "Maasai Mara, Amboseli, Samburu, Tsavo, lac Nakuru",
  "destinations.region.kenya.link": "Voir les safaris au Kenya",
  "destinations.region.tanzania.tab": "Tanzanie",
  "destinations.region.tanzania.title": "Tanzanie : le grand circuit du Nord",
  "destinations.region.tanzania.text":
    "Le nord de la Tanzanie abrite les plaines infinies du Serengeti, où les troupeaux de la migration mettent bas chaque année en février, la caldeira du Ngorongoro foisonnante de vie sauvage et le pays des baobabs de Tarangire. Les distances y sont plus grandes, les parcs plus sauvages.",
  "destinations.region.tanzania.parks": "Serengeti, cratère du Ngorongoro, Tarangire, lac Manyara",
  "destinations.region.tanzania.link": "Voir les safaris en Tanzanie",
  "destinations.region.eastAfrica.tab": "Afrique de l’Est",
  "destinations.region.eastAfrica.title": "Afrique de l’Est : suivre la migration par-delà la frontière",
  "destinations.region.eastAfrica.text":
    "Les gnous ne s’arrêtent pas à la frontière : pourquoi le feriez-vous ? Associez le Maasai Mara et le Serengeti en un seul voyage, en passant la frontière en petit avion ou par la route à Isebania, pour retrouver les troupeaux où qu’ils se trouvent.",
  "destinations.region.eastAfrica.parks": "Maasai Mara, Serengeti, Amboseli, cratère du Ngorongoro",
  "destinations.region.eastAfrica.link": "Voir les safaris transfrontaliers",
  "destinations.region.islands.tab": "Îles",
  "destinations.region.islands.title": "Les îles : la côte swahilie",
  "destinations.region.islands.text":
    "Une eau tiède, des boutres toutes voiles dehors et les vieilles cités de pierre des marchands swahilis. La côte est le dernier chapitre naturel d’un safari : snorkeling sur les récifs, flânerie dans les ruelles de Stone Town et repos avant le vol du retour.",
  "destinations.region.islands.parks": "Zanzibar, Lamu, Diani Beach, parc marin de Kisite-Mpunguti",
  "destinations.region.islands.link": "Voir les safaris brousse et plage",
  "destinations.grid.eyebrow": "Toutes les destinations",
  "destinations.grid.title": "Parcs, réserves et littoraux",
  "destinations.grid.intro":
    "Chaque guide présente ce qu’il faut voir, comment s’y rendre, où dormir et les meilleurs mois pour partir.",
  "destinations.error.title": "Impossible de charger les destinations",
  "destinations.error.text": "Veuillez réessayer plus tard.",
  "destinations.empty.title": "Aucune destination trouvée",
  "destinations.empty.text":
    "Nos guides des destinations sont en cours de rédaction. Découvrez nos safaris en attendant, ou demandez à notre équipe où partir.",
  "destinations.empty.action": "Découvrir nos safaris",
  "destinations.seasons.eyebrow": "Guide des saisons",
  "destinations.seasons.title": "Quand partir en safari",
  "destinations.seasons.intro":
    "Il n’y a pas de mauvais mois en Afrique de l’Est, seulement des mois différents. Voici comment l’année se déroule dans les parcs.",
  "destinations.season.dry.title": "Saison sèche",
  "destinations.season.dry.months": "Juin – octobre",
  "destinations.season.dry.text":
    "L’herbe rase et les points d’eau qui s’amenuisent poussent les animaux à découvert. C’est la saison des traversées de la rivière Mara, des matinées fraîches et des ciels dégagés : le safari classique. De juillet à octobre, c’est la haute saison, la plus fréquentée ; juin est plus calme et moins cher.",
  "destinations.season.green.title": "Saison verte",
  "destinations.season.green.months": "Avril – mai",
  "destinations.season.green.text":
    "Les grandes pluies reverdissent les plaines et amènent les nouveau-nés, les oiseaux migrateurs et des ciels spectaculaires. Les averses tombent surtout l’après-midi, les camps sont au plus calme et les prix au plus doux. Les petites pluies, de novembre à la mi-décembre, sont une moyenne saison, aux prix toujours inférieurs à ceux de juillet à octobre ; entre les deux saisons des pluies, les naissances dans le Serengeti culminent en février.",
  "destinations.cta.title": "Vous ne savez pas par où commencer ?",
  "destinations.cta.text":
    "Dites-nous quand vous pouvez partir et ce que vous rêvez de voir avant tout. Nous vous suggérerons les parcs, les camps et l’itinéraire qui vous correspondent.",
  "destinations.cta.safaris": "Découvrir nos safaris",
  "destinations.cta.contact": "Nous contacter",
});
