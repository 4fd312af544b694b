// French titles and descriptions of the sample videos (English: ../../videos.ts).
import type { VideoTranslations } from "../types";

const videos: VideoTranslations = {
  "lion-pride-at-dawn": {
    title: "Faune sauvage à l’aube : une troupe de lions dans la plaine",
    description:
      "Images de faune sauvage tournées lors d’une sortie matinale : deux lions se reposent aux premières lueurs, tandis que des zèbres broutent à distance prudente derrière eux.",
  },
  "hot-air-balloon-over-the-mara": {
    title: "Vol en montgolfière au-dessus du Mara",
    description:
      "L’une de nos activités préférées : décollage avant le lever du soleil, une heure à flotter au-dessus des troupeaux et un petit-déjeuner au champagne là où la montgolfière se pose.",
  },
  "inside-our-tented-lodge": {
    title: "Au cœur de notre camp de toile au bord de la rivière",
    description:
      "Découvrez l’hébergement du Mara Riverbend Camp : les tentes sur leurs terrasses surélevées, la tente-restaurant et le feu du soir au bord de l’eau.",
  },
  "destination-guide-zanzibar": {
    title: "Guide de destination : Zanzibar",
    description:
      "Notre guide de destination consacré à l’île aux épices : Stone Town, les plages de la côte nord-est et les meilleurs mois pour partir.",
  },
  "maasai-village-culture": {
    title: "Culture d’un village maasai : chants et danse sautée",
    description:
      "Culture et traditions dans un village maasai : l’adumu, la danse sautée, les chants qui l’accompagnent et la vie quotidienne de la famille.",
  },
  "great-migration-river-crossing": {
    title: "La Grande Migration : la traversée de la rivière",
    description:
      "La faune en mouvement : les gnous se massent sur la haute berge, hésitent, puis se jettent dans la rivière dans un tourbillon de poussière et d’écume.",
  },
  "planning-your-first-trip": {
    title: "Préparer votre premier voyage en Afrique de l’Est",
    description:
      "Que mettre dans sa valise, comment choisir la saison et à quoi ressemble une journée type : les réponses de notre équipe des opérations à Nairobi.",
  },
  "crater-rim-lodge-rooms": {
    title: "Des chambres avec vue : Ngorongoro Rim Lodge",
    description:
      "L’hébergement sur le bord du cratère : cottages de pierre, feu de bois chaque soir et la vue depuis la terrasse du lodge au lever du soleil.",
  },
  "elephants-beneath-kilimanjaro": {
    title: "Éléphants au pied du Kilimandjaro",
    description:
      "La faune sauvage d’Amboseli : aux premières lueurs, des familles d’éléphants marchent vers les marais, avec derrière elles la montagne enneigée dégagée de tout nuage.",
  },
  "destination-guide-ngorongoro": {
    title: "Guide de destination : le cratère du Ngorongoro",
    description:
      "Notre guide de destination consacré au cratère : le déroulement d’une matinée au fond du cratère, ce que vous verrez probablement et quand partir.",
  },
  "dhow-sailing-activities-lamu": {
    title: "Activités nautiques : en boutre au large de Lamu",
    description:
      "Activités sur l’eau : naviguez à bord d’un boutre construit à la main dans les chenaux de la mangrove, avec une halte pêche et un déjeuner sur un banc de sable.",
  },
};

export default videos;
