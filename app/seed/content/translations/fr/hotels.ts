// French sample lodges and camps: locations, descriptions, rooms and amenities (English: ../../hotels.ts).
import type { HotelTranslations } from "../types";

const hotels: HotelTranslations = {
  "mara-riverbend-camp": {
    location: "Maasai Mara, Kenya",
    description:
      "Douze tentes de toile dans un méandre boisé de la rivière Mara, chacune sur une terrasse surélevée face à l’eau, où les hippopotames grognent toute la nuit. En saison de migration, les points de traversée sont à quelques minutes de route : vous êtes sur la berge quand d’autres sont encore en chemin. Les repas sont servis sous la grande tente ouverte ou autour du feu, et le camp fonctionne à l’énergie solaire, avec une eau chauffée par le soleil.",
    rooms: [
      "10 tentes au bord de la rivière, avec salle de bains privative et douche en plein air",
      "2 tentes familiales pour quatre personnes, avec deux chambres",
    ],
    amenities: [
      "Énergie solaire et eau chaude",
      "Grande tente-restaurant ouverte et feu de camp",
      "Déjeuners pique-nique au bord de la rivière",
      "Recharge des appareils sous la tente-restaurant",
      "Blanchisserie incluse",
    ],
  },
  "mara-ridge-lodge": {
    location: "Maasai Mara, Kenya",
    description:
      "Un lodge au toit de chaume perché sur une crête, dans une réserve appartenant aux Maasai, avec une vue immense sur les plaines jusqu’à l’escarpement d’Oloololo. Seize cottages de pierre et de chaume, une piscine creusée à flanc de colline et des promenades guidées avec des rangers maasai. Dans la réserve, on compte un seul véhicule pour sept cents acres (près de 280 hectares) : les observations sont rarement partagées.",
    rooms: ["14 cottages de pierre et de chaume avec véranda", "2 cottages familiaux avec deux chambres"],
    amenities: [
      "Piscine",
      "Promenades guidées avec des rangers maasai",
      "Sorties nocturnes dans la réserve",
      "Wi-Fi dans le bâtiment principal",
      "Soins de spa",
    ],
  },
  "kilima-view-lodge": {
    location: "Amboseli, Kenya",
    description:
      "Un lodge familial situé du côté de Kimana, à Amboseli, conçu pour que chaque chambre, la terrasse du restaurant et la piscine fassent face au Kilimandjaro. La plupart des après-midi, des éléphants passent devant le point d’eau en contrebas. Les matinées commencent par un café sur votre véranda tandis que la montagne se dévoile, avant que les nuages ne l’enveloppent vers neuf heures.",
    rooms: ["18 chambres face au Kilimandjaro, chacune avec véranda", "4 chambres familiales"],
    amenities: [
      "Piscine",
      "Point d’eau en contrebas de la terrasse",
      "Wi-Fi dans les chambres",
      "Enfants bienvenus à tout âge",
    ],
  },
  "ewaso-river-camp": {
    location: "Samburu, Kenya",
    description:
      "Dix tentes à l’ombre des palmiers doum et des acacias, sur la rive nord de l’Ewaso Ng’iro, dans la réserve nationale de Samburu. Les éléphants traversent la rivière devant le camp, et les léopards se montrent lors de la plupart des séjours. Le camp emploie de jeunes guerriers samburu comme guides et pisteurs, et les hôtes sont invités à les accompagner lors de promenades matinales dans la brousse.",
    rooms: ["10 tentes au bord de la rivière, avec salle de bains privative"],
    amenities: [
      "Promenades dans la brousse avec des guides samburu",
      "Apéritif au coucher du soleil au bord de la rivière",
      "Énergie solaire",
      "Blanchisserie incluse",
    ],
  },
  "ngorongoro-rim-lodge": {
    location: "Zone de conservation du Ngorongoro, Tanzanie",
    description:
      "Des cottages de pierre au milieu de la vieille forêt qui borde le cratère, à deux mille trois cents mètres d’altitude, avec un feu allumé chaque soir dans la cheminée contre la fraîcheur des hautes terres. De grandes baies vitrées plongent six cents mètres plus bas, sur le fond du cratère. Le lodge est à dix minutes de la route de descente : le matin, vous êtes parmi les premiers véhicules en bas.",
    rooms: ["22 cottages de pierre avec cheminée", "2 suites avec vue sur le cratère"],
    amenities: [
      "Feu de cheminée allumé chaque soir",
      "Restaurant et bar avec vue sur le cratère",
      "Wi-Fi dans le bâtiment principal",
      "Petit-déjeuner matinal pour la première descente",
    ],
  },
  "seronera-plains-camp": {
    location: "Centre du Serengeti, Tanzanie",
    description:
      "Un petit camp mobile qui se déplace au fil des saisons dans le centre et le nord du Serengeti, pour vous garder au plus près des troupeaux. Huit tentes spacieuses avec de vrais lits, des toilettes à chasse d’eau et des douches chaudes à seau ; le dîner est servi à la lueur des lanternes, sous les étoiles. La nuit, vous entendrez les lions et les hyènes s’appeler à travers les plaines.",
    rooms: ["8 tentes avec de vrais lits, toilettes à chasse d’eau et douche à seau"],
    amenities: [
      "Dîner à la lueur des lanternes",
      "Un camp qui suit les troupeaux",
      "Recharge des appareils sous la tente-restaurant",
    ],
  },
  "baobab-hill-lodge": {
    location: "Tarangire, Tanzanie",
    description:
      "Un lodge de chaume et de pierre locale sur une colline dominant la rivière Tarangire, entouré de baobabs. Depuis la terrasse, vous verrez les éléphants descendre en file vers le lit de la rivière en fin d’après-midi. Les chambres sont fraîches et aérées, avec douche en plein air, et la cuisine cultive ses propres légumes pour la table.",
    rooms: ["16 chambres avec douche en plein air", "4 chambres sous tente côté rivière"],
    amenities: [
      "Piscine",
      "Terrasse d’observation au-dessus de la rivière",
      "Potager",
      "Wi-Fi dans le bâtiment principal",
    ],
  },
  "red-earth-lodge": {
    location: "Tsavo Est, Kenya",
    description:
      "Un lodge paisible au bord de la rivière Galana, à Tsavo Est, où éléphants, buffles et petits koudous viennent boire devant la terrasse. Vingt chambres avec vue sur la rivière, une piscine à l’ombre des palmiers et des safaris à pied le long de la berge. L’étape idéale entre Nairobi et les plages de la côte sud.",
    rooms: ["20 chambres avec vue sur la rivière"],
    amenities: [
      "Piscine à l’ombre des palmiers",
      "Safaris à pied le long de la Galana",
      "Wi-Fi dans les chambres",
      "Enfants bienvenus à tout âge",
    ],
  },
  "fever-tree-lodge": {
    location: "Lac Nakuru, Kenya",
    description:
      "Un lodge niché dans la forêt d’acacias à écorce jaune, à l’extrémité sud, plus paisible, du parc national du lac Nakuru. Les rhinocéros viennent souvent brouter sur la pelouse au crépuscule, et les flamants du lac sont à quelques minutes de route. Les cottages disposent de vérandas privatives, et le restaurant donne sur la forêt et l’escarpement au loin.",
    rooms: ["12 cottages avec véranda privative", "2 cottages familiaux"],
    amenities: [
      "Restaurant avec vue sur l’escarpement",
      "Rhinocéros sur la pelouse au crépuscule",
      "Wi-Fi dans les chambres",
    ],
  },
  "coral-rag-beach-house": {
    location: "Matemwe, Zanzibar",
    description:
      "Huit chambres en pierre de corail coiffées de makuti, le chaume de palme local, sur une plage bordée de palmiers de la côte nord-est de Zanzibar, face au récif de Mnemba. Les journées sont faites de snorkeling, de cours de kitesurf et de longs déjeuners ; les soirées, d’apéritifs sur le sable au coucher du soleil et de fruits de mer grillés par le chef swahili. C’est ici que nos jeunes mariés terminent leur safari.",
    rooms: ["6 chambres en pierre de corail face à la mer", "2 chambres côté jardin"],
    amenities: [
      "Les pieds dans le sable",
      "Snorkeling sur le récif de Mnemba",
      "Cours de kitesurf",
      "Chef swahili et grillades de fruits de mer",
      "Wi-Fi dans les chambres",
    ],
  },
};

export default hotels;
