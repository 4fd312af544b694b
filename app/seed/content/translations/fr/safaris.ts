// French sample packages and their itineraries (English: ../../safaris.ts).
import type { SafariTranslations } from "../types";

const ALL_MEALS = "Petit-déjeuner, déjeuner, dîner";
const DEPARTURE = "Non compris (jour du départ)";

const usualExclusions = [
  "Vols internationaux",
  "Visas et assurance voyage",
  "Pourboires des guides et du personnel des camps",
  "Boissons autres que l’eau pendant les sorties d’observation",
];

const safaris: SafariTranslations = {
  "great-migration-safari": {
    title: "Safari de la Grande Migration",
    description:
      "Sept jours calés sur les traversées de rivière, dans le sillage des troupeaux entre le Maasai Mara, au Kenya, et le nord du Serengeti, en Tanzanie. Nous relions les deux parcs en avion pour passer chaque journée là où se trouvent les gnous, avec de longues sorties d’observation et des déjeuners pique-nique au bord de l’eau.",
    location: "Maasai Mara et nord du Serengeti",
    highlights: [
      "Les traversées de la rivière Mara, de juillet à octobre",
      "Des vols entre le Maasai Mara et le nord du Serengeti",
      "Des journées entières sur le terrain, avec déjeuner pique-nique",
      "Un guide qui suit les déplacements des troupeaux semaine après semaine",
    ],
    included: [
      "Vols réguliers Nairobi - Maasai Mara - Kogatende - Arusha",
      "Six nuits en camps de toile, en pension complète",
      "Sorties d’observation en Land Cruiser à toit ouvrant, avec une place côté fenêtre pour chacun",
      "Droits d’entrée des parcs et des réserves communautaires",
      "Transferts depuis et vers les aéroports et les pistes d’atterrissage",
    ],
    excluded: [...usualExclusions, "Vol en montgolfière (environ 450 USD par personne)"],
    itinerary: [
      {
        title: "Vol de Nairobi vers le Maasai Mara",
        description:
          "Un vol matinal depuis l’aéroport Wilson, au-dessus de la vallée du Rift. Votre guide vous accueille sur la piste et la première sortie d’observation commence sur la route du camp.",
        accommodation: "Mara Riverbend Camp",
        meals: "Déjeuner, dîner",
      },
      {
        title: "La rivière Mara",
        description:
          "Une journée entière le long de la rivière, avec déjeuner pique-nique, à attendre là où les troupeaux se rassemblent. Quand une traversée commence, elle peut durer une heure ; quand rien ne se passe, il reste les lions et les hippopotames à observer.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Plaines et prédateurs",
        description:
          "Départ matinal vers les grandes plaines, où les troupeaux en migration attirent les troupes de lions et les guépards. Vol en montgolfière en option à l’aube.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Passage de la frontière vers le nord du Serengeti",
        description:
          "Vol vers Kogatende, en Tanzanie, porte d’entrée septentrionale du Serengeti. La sortie de l’après-midi suit les troupeaux le long de la rive tanzanienne de la rivière Mara.",
        accommodation: "Seronera Plains Camp (site du nord)",
        meals: ALL_MEALS,
      },
      {
        title: "Le nord du Serengeti",
        description:
          "Une journée entière dans le nord paisible, où les traversées se déroulent avec bien moins de véhicules qu’au Kenya. Le soir, apéritif au coucher du soleil sur un kopje.",
        accommodation: "Seronera Plains Camp (site du nord)",
        meals: ALL_MEALS,
      },
      {
        title: "Le triangle de Lamai et les sources de Bologonja",
        description:
          "Exploration du triangle de Lamai, entre la rivière et la frontière kényane, avec ses collines rocheuses, ses éléphants et ses lions résidents.",
        accommodation: "Seronera Plains Camp (site du nord)",
        meals: ALL_MEALS,
      },
      {
        title: "Vol vers Arusha",
        description:
          "Une dernière sortie au petit matin, puis le vol vers Arusha, à temps pour les correspondances internationales à l’aéroport du Kilimandjaro.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner",
      },
    ],
  },
  "amboseli-and-kilimanjaro-getaway": {
    title: "Escapade à Amboseli, face au Kilimandjaro",
    description:
      "Trois jours de safari par la route, de Nairobi à Amboseli, où les troupeaux d’éléphants traversent les plaines au pied du plus haut sommet d’Afrique. Idéal pour un long week-end, avec deux journées complètes de sorties d’observation et des matinées pensées pour profiter des vues les plus dégagées sur le Kilimandjaro.",
    location: "Amboseli, Kenya",
    highlights: [
      "Des familles d’éléphants observées de tout près",
      "Le Kilimandjaro au lever du soleil",
      "Le point de vue d’Observation Hill",
      "Transferts routiers en Land Cruiser privé",
    ],
    included: [
      "Transfert routier aller-retour depuis Nairobi",
      "Deux nuits en pension complète au Kilima View Lodge",
      "Toutes les sorties d’observation avec un guide professionnel",
      "Droits d’entrée du parc au tarif des résidents kényans",
    ],
    excluded: [
      "Supplément sur les droits d’entrée pour les non-résidents",
      "Boissons au lodge",
      "Pourboires des guides et du personnel du lodge",
      "Visite d’un village maasai (2 500 KES par personne)",
    ],
    itinerary: [
      {
        title: "De Nairobi à Amboseli",
        description:
          "Départ de Nairobi à 7 h par la route de Namanga, arrivée à temps pour le déjeuner. L’après-midi, sortie vers les marais à l’heure où les éléphants viennent boire.",
        accommodation: "Kilima View Lodge",
        meals: "Déjeuner, dîner",
      },
      {
        title: "Une journée entière à Amboseli",
        description:
          "Sortie au lever du soleil pour la plus belle lumière sur la montagne, puis les marais, Observation Hill et le lit du lac asséché, avec un déjeuner pique-nique dans le parc.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Retour à Nairobi",
        description:
          "Une dernière sortie au petit matin, le petit-déjeuner au lodge, puis la route du retour vers Nairobi, avec une arrivée en milieu d’après-midi.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner, déjeuner",
      },
    ],
  },
  "maasai-mara-explorer": {
    title: "Découverte du Maasai Mara",
    description:
      "Quatre jours dans la réserve la plus célèbre du Kenya, avec des sorties d’observation à l’aube et au crépuscule à travers les vastes prairies du Maasai Mara. Idéal quand le temps est compté : vous arrivez de Nairobi par la route et consacrez chaque heure restante aux lions, aux guépards et aux éléphants, accompagnés d’un naturaliste qui connaît le territoire de chaque troupe.",
    location: "Maasai Mara, Kenya",
    highlights: [
      "Sorties d’observation matin et après-midi avec un guide privé",
      "Les territoires des grands félins le long des rivières Talek et Mara",
      "Visite d’une famille maasai chez elle",
      "Vol en montgolfière à l’aube en option",
    ],
    included: [
      "Transfert routier aller-retour depuis Nairobi en Land Cruiser à toit ouvrant",
      "Trois nuits en pension complète dans un camp de toile en bord de rivière",
      "Toutes les sorties d’observation",
      "Droits d’entrée du parc",
      "Eau en bouteille pendant les sorties",
    ],
    excluded: [...usualExclusions, "Vol en montgolfière (environ 450 USD par personne)"],
    itinerary: [
      {
        title: "De Nairobi au Maasai Mara",
        description:
          "Prise en charge à votre hôtel de Nairobi à 7 h, puis descente dans la vallée du Grand Rift, avec un arrêt au belvédère qui domine le fond de la vallée. Arrivée au camp pour le déjeuner, puis première sortie d’observation quand la chaleur de l’après-midi retombe.",
        accommodation: "Mara Riverbend Camp",
        meals: "Déjeuner, dîner",
      },
      {
        title: "Une journée entière dans la réserve",
        description:
          "Départ aux premières lueurs avec un petit-déjeuner pique-nique, en suivant la faune là où elle vous mène : troupes de lions dans les plaines, guépards postés sur les termitières, hippopotames et crocodiles dans la rivière Mara.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Village maasai et sortie du soir",
        description:
          "Une matinée tranquille au camp, ou un vol en montgolfière à l’aube en option. Après le déjeuner, visite d’une famille maasai qui raconte sa vie aux côtés des animaux sauvages, puis une dernière sortie dans la lumière dorée de fin de journée.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Retour à Nairobi",
        description:
          "Une dernière sortie au petit matin et le petit-déjeuner au camp, puis la route du retour vers Nairobi, avec une arrivée en milieu d’après-midi, à temps pour les vols du soir.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner, déjeuner",
      },
    ],
  },
  "samburu-and-lake-nakuru-safari": {
    title: "Safari Samburu et lac Nakuru",
    description:
      "Cinq jours du grand nord rouge et brûlant jusqu’aux lacs de la vallée du Rift : les espèces rares du nord à Samburu, puis les rhinocéros et les flamants du lac Nakuru. Un safari par la route pour les voyageurs qui connaissent déjà le Mara et recherchent une nature plus sauvage.",
    location: "Samburu et lac Nakuru, Kenya",
    highlights: [
      "Les « Samburu Special Five »",
      "Le passage de l’équateur à Nanyuki",
      "Rhinocéros noirs et blancs au lac Nakuru",
      "Les chutes de Thomson à Nyahururu",
    ],
    included: [
      "Tous les trajets par la route en Land Cruiser privé",
      "Quatre nuits en pension complète",
      "Sorties d’observation et droits d’entrée des parcs au tarif des résidents kényans",
      "Eau en bouteille pendant tout le séjour",
    ],
    excluded: [
      "Supplément sur les droits d’entrée pour les non-résidents",
      "Visite d’un village samburu (3 000 KES par personne)",
      "Boissons dans les lodges",
      "Pourboires des guides et du personnel des lodges",
    ],
    itinerary: [
      {
        title: "De Nairobi à Samburu",
        description:
          "Cap au nord en longeant le mont Kenya, passage de l’équateur à Nanyuki, puis descente vers les basses terres. L’après-midi, sortie d’observation le long de l’Ewaso Ng’iro.",
        accommodation: "Ewaso River Camp",
        meals: "Déjeuner, dîner",
      },
      {
        title: "La réserve nationale de Samburu",
        description:
          "Sorties le matin et en fin de journée à la recherche du zèbre de Grévy, du gérénuk et de la girafe réticulée ; les heures chaudes sont réservées au déjeuner et au repos au bord de la rivière.",
        accommodation: "Ewaso River Camp",
        meals: ALL_MEALS,
      },
      {
        title: "De Samburu au lac Nakuru",
        description:
          "Traversée du plateau de Laikipia jusqu’à Nyahururu pour déjeuner près des chutes de Thomson, puis descente dans la vallée du Rift jusqu’au lac Nakuru.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Le parc national du lac Nakuru",
        description:
          "Une journée entière dans le parc : rhinocéros sur les rives du lac, flamants dans les eaux peu profondes et vue panoramique depuis Baboon Cliff.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Retour à Nairobi",
        description:
          "Une courte sortie matinale, puis la route du retour vers Nairobi par le lac Naivasha, avec une arrivée en milieu d’après-midi.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner, déjeuner",
      },
    ],
  },
  "kenya-classic-safari": {
    title: "Safari classique au Kenya",
    description:
      "Les trois parcs les plus aimés du Kenya en six jours sans précipitation : les éléphants d’Amboseli au pied du Kilimandjaro, les flamants et les rhinocéros du lac Nakuru, puis les grands félins du Maasai Mara. Le premier safari par excellence, rythmé pour que vos journées se passent en sorties d’observation plutôt que sur la route.",
    location: "Amboseli, lac Nakuru et Maasai Mara, Kenya",
    highlights: [
      "Éléphants et Kilimandjaro à Amboseli",
      "Rhinocéros et flamants au lac Nakuru",
      "Deux jours avec les grands félins du Maasai Mara",
      "Le même guide et le même véhicule du premier au dernier jour",
    ],
    included: [
      "Tous les trajets par la route en Land Cruiser à toit ouvrant",
      "Cinq nuits en pension complète, en lodges et en camps de toile",
      "Sorties d’observation et droits d’entrée des parcs",
      "Transferts aéroport à Nairobi",
    ],
    excluded: [...usualExclusions, "Vol en montgolfière au-dessus du Maasai Mara"],
    itinerary: [
      {
        title: "De Nairobi à Amboseli",
        description:
          "Départ de Nairobi après le petit-déjeuner, cap au sud vers Amboseli, où vous arrivez pour le déjeuner. L’après-midi, sortie d’observation parmi les familles d’éléphants.",
        accommodation: "Kilima View Lodge",
        meals: "Déjeuner, dîner",
      },
      {
        title: "Amboseli",
        description:
          "Sortie au lever du soleil pour admirer le Kilimandjaro, puis les marais et Observation Hill ; l’après-midi est libre, au bord du point d’eau du lodge.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "D’Amboseli au lac Nakuru",
        description:
          "Une longue route, mais splendide, vers le nord via Nairobi puis le long de l’escarpement de la vallée du Rift, avec une arrivée au lac Nakuru pour une sortie en fin de journée.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Du lac Nakuru au Maasai Mara",
        description:
          "Sortie matinale à la recherche des rhinocéros sur les rives, puis route vers le sud-ouest par Narok jusqu’au Maasai Mara, à temps pour une sortie en fin d’après-midi.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Maasai Mara",
        description:
          "Une journée entière dans la réserve avec un déjeuner pique-nique, sur les traces des lions et des guépards, avec un passage par la rivière Mara.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Retour à Nairobi",
        description: "Sortie au petit matin, petit-déjeuner, puis retour à Nairobi en milieu d’après-midi.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner, déjeuner",
      },
    ],
  },
  "kenya-and-tanzania-highlights": {
    title: "Le meilleur du Kenya et de la Tanzanie",
    description:
      "Huit jours à travers deux pays : le Maasai Mara, les plaines infinies du Serengeti et la caldeira du Ngorongoro, qui regorge d’animaux. Passer la frontière par la route permet de maîtriser le budget sans renoncer au meilleur des grands parcs d’Afrique de l’Est.",
    location: "Maasai Mara, Serengeti et Ngorongoro",
    highlights: [
      "Le Maasai Mara et le Serengeti en un seul voyage",
      "Une matinée au fond du cratère du Ngorongoro",
      "Baobabs et éléphants à Tarangire",
      "Les formalités de frontière prises en charge par notre équipe",
    ],
    included: [
      "Tous les trajets par la route, avec changement de véhicule et de guide à la frontière",
      "Sept nuits en pension complète",
      "Sorties d’observation, droits d’entrée des parcs et du cratère",
      "Transferts aéroport à Nairobi et à Arusha",
    ],
    excluded: [...usualExclusions, "Visa tanzanien (environ 50 à 100 USD selon la nationalité)"],
    itinerary: [
      {
        title: "De Nairobi au Maasai Mara",
        description:
          "Route à travers la vallée du Rift jusqu’au Mara, avec une arrivée pour le déjeuner et une sortie d’observation l’après-midi.",
        accommodation: "Mara Ridge Lodge",
        meals: "Déjeuner, dîner",
      },
      {
        title: "Maasai Mara",
        description:
          "Une journée entière de sorties d’observation, avec un déjeuner pique-nique au bord de la rivière Mara.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Passage de la frontière vers le Serengeti",
        description:
          "Route jusqu’au poste-frontière d’Isebania, où vous attend votre guide tanzanien, puis entrée dans l’ouest du Serengeti, en observant la faune jusqu’au camp.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Le centre du Serengeti",
        description:
          "Une journée entière dans la vallée de la Seronera, réputée pour ses léopards dans les arbres à saucisses et ses lions sur les kopjes.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Du Serengeti au Ngorongoro",
        description:
          "Sortie d’observation jusqu’aux limites du parc en passant par Naabi Hill et les plaines d’herbe rase, puis montée vers le bord du cratère pour le coucher du soleil.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Le cratère du Ngorongoro",
        description:
          "Descente à l’aube pour une matinée au fond du cratère : rhinocéros noirs, lions, flamants sur le lac Magadi et pique-nique près de la mare aux hippopotames.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Tarangire",
        description:
          "Route vers Tarangire pour un après-midi parmi les baobabs et les troupeaux d’éléphants au bord de la rivière.",
        accommodation: "Baobab Hill Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Arusha et départ",
        description:
          "Sortie matinale à Tarangire, puis route vers Arusha pour le déjeuner et transfert à l’aéroport du Kilimandjaro ou à la navette pour Nairobi.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner, déjeuner",
      },
    ],
  },
  "tsavo-to-diani-bush-and-beach": {
    title: "De Tsavo à Diani : brousse et plage",
    description:
      "Sept jours des étendues sauvages de terre rouge de Tsavo au sable blanc de Diani. Trois jours avec les éléphants et les sources de Tsavo, puis quatre au bord de l’océan Indien, avec une sortie en boutre vers les jardins de corail de Kisite-Mpunguti.",
    location: "Tsavo et Diani, Kenya",
    highlights: [
      "Les éléphants rouges au bord de la rivière Galana",
      "L’observatoire subaquatique de Mzima Springs",
      "Snorkeling et dauphins à Kisite-Mpunguti",
      "Quatre nuits sur la plage de Diani",
    ],
    included: [
      "Trajets par la route de Nairobi à Tsavo, puis jusqu’à Diani",
      "Deux nuits en pension complète à Tsavo, quatre nuits en demi-pension à Diani",
      "Sorties d’observation et droits d’entrée des parcs au tarif des résidents kényans",
      "Sortie en boutre à Kisite-Mpunguti, déjeuner compris",
      "Vol d’Ukunda à Nairobi",
    ],
    excluded: [
      "Supplément sur les droits d’entrée pour les non-résidents",
      "Déjeuners à Diani",
      "Plongée sous-marine et autres sports nautiques",
      "Pourboires et dépenses personnelles",
    ],
    itinerary: [
      {
        title: "De Nairobi à Tsavo Ouest",
        description:
          "Route vers Tsavo Ouest par l’axe Nairobi-Mombasa. L’après-midi à Mzima Springs, pour observer les hippopotames depuis l’observatoire subaquatique.",
        accommodation: "Red Earth Lodge",
        meals: "Déjeuner, dîner",
      },
      {
        title: "Tsavo Est",
        description:
          "Passage à Tsavo Est pour une journée entière le long de la rivière Galana et des chutes de Lugard, où les éléphants rouges viennent boire.",
        accommodation: "Red Earth Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "De Tsavo à Diani",
        description:
          "Sortie d’observation le matin, puis descente vers la côte, avec une arrivée à Diani à temps pour une baignade avant le coucher du soleil.",
        accommodation: "Hôtel en bord de plage, Diani",
        meals: "Petit-déjeuner, déjeuner, dîner",
      },
      {
        title: "La plage de Diani",
        description:
          "Une journée libre à la plage, avec en option des promenades dans la forêt côtière à la rencontre des colobes.",
        accommodation: "Hôtel en bord de plage, Diani",
        meals: "Petit-déjeuner, dîner",
      },
      {
        title: "Kisite-Mpunguti en boutre",
        description:
          "Navigation de Shimoni jusqu’au parc marin, snorkeling dans les jardins de corail et guet des dauphins, avec un déjeuner de fruits de mer sur l’île de Wasini.",
        accommodation: "Hôtel en bord de plage, Diani",
        meals: ALL_MEALS,
      },
      {
        title: "Diani en toute liberté",
        description:
          "Une autre journée au bord de l’océan, ou une excursion en option dans les collines de Shimba et aux chutes de Sheldrick.",
        accommodation: "Hôtel en bord de plage, Diani",
        meals: "Petit-déjeuner, dîner",
      },
      {
        title: "Vol vers Nairobi",
        description: "Transfert à la piste d’atterrissage d’Ukunda pour le vol retour vers Nairobi.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner",
      },
    ],
  },
  "luxury-honeymoon-safari": {
    title: "Safari de luxe en lune de miel",
    description:
      "Dix jours à deux : sorties d’observation privées et vol en montgolfière au-dessus du Maasai Mara, puis les ruelles de Stone Town et une maison de plage les pieds dans le sable à Zanzibar. Des camps intimistes, des dîners privés sous les étoiles et du temps, simplement, pour être ensemble.",
    location: "Maasai Mara et Zanzibar",
    highlights: [
      "Véhicule et guide privés dans le Maasai Mara",
      "Vol en montgolfière au lever du soleil, avec champagne",
      "Dîner en brousse pour deux à la lueur des lanternes",
      "Croisière en boutre au coucher du soleil et maison de plage à Zanzibar",
    ],
    included: [
      "Tous les vols au Kenya et en Tanzanie",
      "Neuf nuits dans des camps et hôtels de luxe, en pension complète pendant le safari",
      "Sorties d’observation privées, droits d’entrée des parcs et des réserves communautaires",
      "Vol en montgolfière suivi d’un petit-déjeuner au champagne",
      "Visite à pied de Stone Town, visite d’une plantation d’épices et croisière en boutre au coucher du soleil",
    ],
    excluded: usualExclusions,
    itinerary: [
      {
        title: "Arrivée à Nairobi",
        description:
          "Accueil à l’aéroport et transfert vers un hôtel entouré de jardins à Karen, au pied des collines de Ngong, pour vous reposer après le vol.",
        accommodation: "Hôtel de charme avec jardin, Karen",
        meals: "Dîner",
      },
      {
        title: "Vol vers le Maasai Mara",
        description:
          "Un petit avion jusqu’à la réserve communautaire, le déjeuner sur votre terrasse et une première sortie privée au coucher du soleil.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Le Mara à votre rythme",
        description:
          "Des sorties privées sans horaires imposés : restez auprès d’une troupe de lions aussi longtemps que vous le souhaitez, ou rentrez pour un après-midi au spa.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Montgolfière et dîner en brousse",
        description:
          "Décollage avant l’aube pour une heure au-dessus des plaines, puis petit-déjeuner au champagne à l’endroit de l’atterrissage. Le soir, dîner pour deux en pleine brousse, à la lueur des lanternes.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Vol vers Zanzibar",
        description:
          "Vol vers Zanzibar via Nairobi et installation dans une ancienne maison de marchand restaurée, au cœur de Stone Town.",
        accommodation: "Hôtel de charme, Stone Town",
        meals: "Petit-déjeuner, dîner",
      },
      {
        title: "Stone Town et les plantations d’épices",
        description:
          "Le matin, promenade dans les ruelles et les marchés de la vieille ville, puis visite d’une plantation d’épices dans la campagne, pour goûter clou de girofle, vanille et noix de muscade fraîchement cueillis.",
        accommodation: "Hôtel de charme, Stone Town",
        meals: "Petit-déjeuner, déjeuner",
      },
      {
        title: "Direction la plage",
        description: "Traversée de l’île jusqu’à la côte nord-est et votre chambre face au récif de Mnemba.",
        accommodation: "Coral Rag Beach House",
        meals: "Petit-déjeuner, dîner",
      },
      {
        title: "Le récif de Mnemba",
        description:
          "Snorkeling sur le récif depuis un bateau traditionnel ; tortues et dauphins se montrent souvent en chemin.",
        accommodation: "Coral Rag Beach House",
        meals: "Petit-déjeuner, déjeuner, dîner",
      },
      {
        title: "Croisière en boutre au coucher du soleil",
        description:
          "Une journée paresseuse sur le sable, puis une sortie en mer au coucher du soleil à bord d’un boutre en bois, avec boissons et en-cas swahilis.",
        accommodation: "Coral Rag Beach House",
        meals: "Petit-déjeuner, dîner",
      },
      {
        title: "Départ",
        description: "Transfert à l’aéroport de Zanzibar pour votre vol retour.",
        accommodation: DEPARTURE,
        meals: "Petit-déjeuner",
      },
    ],
  },
};

export default safaris;
