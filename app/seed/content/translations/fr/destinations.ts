// French sample destinations: regions, overviews, attractions, journeys and stays (English: ../../destinations.ts).
import type { DestinationTranslations } from "../types";

const destinations: DestinationTranslations = {
  "maasai-mara": {
    name: "Maasai Mara",
    region: "Comté de Narok, Kenya",
    overview:
      "Le Maasai Mara est la réserve la plus célèbre du Kenya, une immensité de prairies ouvertes où lions, guépards et léopards chassent à découvert. De juillet à octobre, plus d’un million de gnous et de zèbres arrivent du Serengeti et franchissent les rivières Mara et Talek dans des scènes qui attirent des photographes du monde entier. En dehors de la migration, la faune résidente est tout aussi riche, la lumière est douce et les pistes sont calmes. La réserve est bordée de réserves communautaires, où les propriétaires maasai louent leurs terres à de petits camps : le nombre de véhicules reste limité et les revenus profitent aux habitants.",
    infoNote:
      "Les traversées de rivière ne se programment pas : les troupeaux peuvent attendre des heures sur la berge, ou faire demi-tour. Pendant la migration, nous prévoyons une journée entière près de la rivière pour vous donner les meilleures chances.",
    bestTimeReason:
      "De juillet à octobre, c’est la Grande Migration et ses traversées de rivière, et l’herbe sèche permet de repérer facilement les prédateurs. Les petites pluies de novembre durent rarement plus d’un après-midi : le reste de l’année vaut donc aussi le voyage.",
    attractions: [
      {
        name: "Les traversées de la rivière Mara",
        description:
          "Les gnous se massent par milliers sur les hautes berges, puis plongent dans une eau où guettent les crocodiles. Nos guides savent lire le comportement des troupeaux et vous placent tôt, bien en retrait du bord.",
      },
      {
        name: "Safaris à la rencontre des Big Five",
        description:
          "Lions, léopards, éléphants et buffles s’observent lors de la plupart des sorties ; les rhinocéros noirs vivent dans les fourrés près de la frontière tanzanienne et récompensent les plus patients.",
      },
      {
        name: "Villages maasai traditionnels",
        description:
          "Visite d’un village familial en compagnie d’un hôte maasai : comment le bétail est protégé des lions la nuit, comment les maisons sont construites, et la danse sautée des jeunes hommes.",
      },
      {
        name: "Vols en montgolfière à l’aube",
        description:
          "Décollage avant le lever du soleil, puis une longue dérive au-dessus des plaines pendant que les troupeaux s’éveillent en contrebas, avant un petit-déjeuner au champagne dans l’herbe.",
      },
    ],
    transport: [
      {
        duration: "5 à 6 heures",
        description:
          "De Nairobi, par la vallée du Grand Rift et la ville de Narok, les derniers kilomètres sur des pistes de latérite. Nous faisons halte au belvédère de la vallée du Rift pendant la descente.",
      },
      {
        duration: "45 minutes",
        description:
          "De petits avions de ligne décollent plusieurs fois par jour de l’aéroport Wilson, à Nairobi, vers les pistes situées dans la réserve ; votre guide vous attend à l’atterrissage.",
      },
    ],
    accommodation: {
      budget:
        "Camps de toile familiaux près des portes de Sekenani et de Talek, avec salle de bains privative et repas pris en commun.",
      midRange:
        "Camps de toile permanents au bord des rivières Mara et Talek, avec douches chaudes, énergie solaire et promenades guidées.",
      luxury:
        "Petits camps en réserve privée, avec terrasses privatives, bassins de baignade et véhicules réservés à votre seul groupe.",
    },
  },
  amboseli: {
    name: "Amboseli",
    region: "Comté de Kajiado, Kenya",
    overview:
      "Amboseli, c’est le royaume des éléphants qui marchent sous les neiges du Kilimandjaro. Le parc, petit et dégagé, est alimenté par des sources issues de la fonte des neiges qui gardent ses marais verts même aux mois les plus secs : les troupeaux d’éléphants aux grandes défenses, les buffles et les hippopotames ne sont jamais loin. Le matin est le meilleur moment pour voir la montagne, avant que les nuages ne s’amassent sur ses flancs. Les éléphants d’Amboseli sont étudiés depuis 1972, et bien des familles que vous croiserez sont connues par leur nom.",
    bestTimeReason:
      "La longue saison sèche, de juin à octobre, concentre la faune autour des marais et offre les vues les plus dégagées sur le Kilimandjaro.",
    attractions: [
      {
        name: "Les éléphants au pied du Kilimandjaro",
        description:
          "Chaque matin, les groupes familiaux traversent les plaines poussiéreuses vers les marais ; c’est ici qu’est prise la photo classique des éléphants sous le sommet enneigé.",
      },
      {
        name: "Observation Hill",
        description:
          "Une courte montée jusqu’au seul point haut du parc, avec vue sur les marais, le lit du lac asséché et, par temps clair, le Kilimandjaro tout entier.",
      },
      {
        name: "Le marais d’Enkongo Narok",
        description:
          "Les éléphants y avancent dans les papyrus, de l’eau jusqu’au ventre, en compagnie des pélicans, des aigrettes et des hippopotames.",
      },
    ],
    transport: [
      {
        duration: "4 heures",
        description:
          "Cap au sud depuis Nairobi par la route de Namanga, puis vers l’est à travers le pays maasai jusqu’à la porte de Kimana.",
      },
      {
        duration: "40 minutes",
        description:
          "Des vols quotidiens depuis l’aéroport Wilson atterrissent sur la piste d’Amboseli, à quelques minutes de route des lodges.",
      },
    ],
    accommodation: {
      budget: "Bandas simples et camps de toile à l’extérieur de la porte de Kimana.",
      midRange: "Lodges dans le parc, avec jardins, piscines et vue sur la montagne.",
      luxury:
        "Camps en réserve privée côté Kilimandjaro, avec safaris à pied et nuits à la belle étoile sur des lits en plein air.",
    },
  },
  samburu: {
    name: "Samburu",
    region: "Comté de Samburu, Kenya",
    overview:
      "Samburu, c’est le nord du Kenya, rouge et brûlant, où la rivière Ewaso Ng’iro attire la faune hors du semi-désert. On y trouve les « Samburu Special Five » : le zèbre de Grévy, la girafe réticulée, l’oryx beisa, l’autruche de Somalie et le gérénuk au long cou, que l’on ne croise jamais dans le sud. Les léopards se reposent dans les acacias des berges et les éléphants creusent le sable pour trouver de l’eau. Le peuple samburu, cousin des Maasai, mène toujours ses vaches et ses chameaux sur les collines alentour.",
    infoNote:
      "À Samburu, il fait très chaud à la mi-journée : les sorties d’observation ont lieu tôt le matin et en fin d’après-midi, avec un long déjeuner à l’ombre entre les deux.",
    bestTimeReason:
      "De juin à octobre, la région est sèche et les animaux restent près de la rivière, ce qui les rend faciles à observer.",
    attractions: [
      {
        name: "Les « Samburu Special Five »",
        description:
          "Cinq espèces du nord que l’on ne trouve réunies qu’ici ; la plupart de nos voyageurs les voient toutes en deux jours de sorties.",
      },
      {
        name: "La rivière Ewaso Ng’iro",
        description:
          "Un ruban d’eau brune bordé de palmiers doum, où les éléphants se baignent, les crocodiles se chauffent au soleil et les léopards chassent au crépuscule.",
      },
      {
        name: "Le peuple et la culture samburu",
        description:
          "Rencontre avec une famille samburu dans sa manyatta : ses parures de perles, ses chants et le bétail, qui est au cœur de tout.",
      },
    ],
    transport: [
      {
        duration: "6 heures",
        description:
          "Vers le nord en longeant le mont Kenya, passage de l’équateur à Nanyuki, puis descente vers les basses terres à Archer’s Post.",
      },
      {
        duration: "1 h 15",
        description: "Petit avion depuis l’aéroport Wilson jusqu’aux pistes de Kalama ou de Buffalo Springs.",
      },
    ],
    accommodation: {
      budget: "Campings publics et bandas simples au bord de la rivière.",
      midRange: "Camps de toile le long de l’Ewaso Ng’iro, avec vue sur l’eau.",
      luxury:
        "Lodges dans les réserves communautaires, avec balades à dos de chameau et suites donnant sur la rivière.",
    },
  },
  ngorongoro: {
    name: "Ngorongoro",
    region: "Région d’Arusha, Tanzanie",
    overview:
      "Le Ngorongoro est un volcan effondré dont le fond du cratère abrite l’une des plus fortes concentrations d’animaux sauvages d’Afrique. Depuis le bord couvert de forêt, les parois plongent de six cents mètres vers des prairies, des marais et un lac de soude rosi par les flamants. Quelque 25 000 grands animaux y vivent, dont des rhinocéros noirs, des lions à la crinière réputée pour sa couleur sombre et de vieux éléphants mâles. Les éleveurs maasai partagent avec la faune l’ensemble de la zone de conservation, comme ils le font depuis des générations.",
    infoNote:
      "Les véhicules ne peuvent pas passer plus de six heures par jour au fond du cratère, et la route de descente ouvre à 6 h : nous partons tôt pour être en bas avant la foule.",
    attractions: [
      {
        name: "Safaris au fond du cratère",
        description:
          "Une matinée entière parmi les zèbres, les gnous, les buffles et les lions qui les chassent, avec les meilleures chances de Tanzanie d’apercevoir le rhinocéros noir.",
      },
      {
        name: "Le lac Magadi",
        description:
          "Le lac de soude peu profond du cratère, frangé de flamants, où les hippopotames aiment passer la mi-journée.",
      },
      {
        name: "La forêt du bord du cratère",
        description:
          "Une forêt d’altitude noyée dans la brume, aux vieux arbres couverts de lichens, qui longe le bord du cratère ; buffles, éléphants et guibs harnachés fréquentent ses clairières.",
      },
    ],
    transport: [
      {
        duration: "3 heures",
        description:
          "Vers l’ouest depuis Arusha, par Mto wa Mbu et les plantations de café de Karatu, jusqu’à la porte de Lodoare.",
      },
      {
        duration: "1 heure",
        description:
          "Petit avion d’Arusha jusqu’aux pistes de Manyara ou du lac Eyasi, puis une belle route qui monte jusqu’au bord du cratère.",
      },
    ],
    accommodation: {
      budget: "Lodges et maisons d’hôtes à Karatu, à quarante minutes de la porte.",
      midRange: "Lodges perchés sur le bord du cratère, avec vue plongeante depuis chaque chambre.",
      luxury: "Lodges au bord même du cratère, avec service de majordome et cheminées pour les nuits fraîches.",
    },
  },
  serengeti: {
    name: "Serengeti",
    region: "Région de Mara, Tanzanie",
    overview:
      "Le Serengeti, ce sont quinze mille kilomètres carrés de plaines herbeuses, de kopjes de granit et de savane arborée d’acacias, théâtre de la plus grande migration de mammifères terrestres de la planète. Toute l’année, les troupeaux parcourent l’écosystème au rythme des pluies, suivis par les lions, les guépards et les hyènes. Chaque région a sa saison : les naissances dans les plaines du sud en début d’année, les traversées de rivière dans le nord à partir de juillet. La vallée de la Seronera, au centre, abrite une faune résidente tous les mois de l’année.",
    bestTimeReason:
      "En janvier et février, les gnous mettent bas dans les plaines d’herbe rase du sud : un demi-million de petits en quelques semaines, et les prédateurs qui vont avec. De juillet à octobre, les troupeaux sont au nord et traversent la rivière Mara.",
    attractions: [
      {
        name: "La faune de la Grande Migration",
        description:
          "Des colonnes de gnous et de zèbres qui s’étirent jusqu’à l’horizon ; nous suivons la position des troupeaux semaine après semaine pour vous placer au plus près.",
      },
      {
        name: "La vallée de la Seronera",
        description: "Le cœur du parc, où l’eau permanente retient toute l’année léopards, lions et girafes.",
      },
      {
        name: "Les kopjes de Moru",
        description:
          "Des affleurements de granit qui surgissent des plaines, postes de guet des lions, avec à leur abri d’anciennes peintures rupestres maasai.",
      },
    ],
    transport: [
      {
        duration: "7 à 8 heures",
        description:
          "Depuis Arusha, par les hautes terres du Ngorongoro et la porte de Naabi Hill ; la plupart des voyageurs font étape au cratère.",
      },
      {
        duration: "1 à 2 heures",
        description: "Petits avions de ligne d’Arusha vers Seronera, Kogatende ou Ndutu, selon la saison.",
      },
    ],
    accommodation: {
      budget: "Campings publics et camps de toile simples dans le centre du Serengeti.",
      midRange:
        "Camps saisonniers qui se déplacent au fil de la migration, avec salle de bains privative et douches chaudes à seau.",
      luxury: "Lodges permanents avec piscine dominant les plaines, et guides privés.",
    },
  },
  tsavo: {
    name: "Tsavo",
    region: "Comté de Taita-Taveta, Kenya",
    overview:
      "Tsavo est la plus grande étendue sauvage du Kenya, un pays de terre rouge, de baobabs et d’éléphants poudrés de la couleur du sol. Tsavo Ouest est volcanique et vallonné, avec des sources cristallines et des coulées de lave ; Tsavo Est est plat, vaste et sauvage, traversé par la rivière Galana. Peu de véhicules y circulent, et les journées passent avec le sentiment d’avoir le pays pour soi. Situé entre Nairobi et la côte, Tsavo se combine tout naturellement avec une semaine à la plage.",
    bestTimeReason:
      "Les mois secs, de juin à octobre, amènent les éléphants vers les rivières et les points d’eau, et les pistes sont alors dans leur meilleur état.",
    attractions: [
      {
        name: "Les éléphants rouges de Tsavo",
        description:
          "Les éléphants de Tsavo se couvrent de terre rouge ; voir une famille descendre boire dans la Galana est un moment inoubliable.",
      },
      {
        name: "Mzima Springs",
        description:
          "Des bassins limpides alimentés par des rivières souterraines venues des collines de Chyulu, où un observatoire subaquatique permet de regarder hippopotames et poissons.",
      },
      {
        name: "Les paysages du plateau de Yatta",
        description:
          "L’une des plus longues coulées de lave de la planète, qui s’étire sur près de trois cents kilomètres le long de la rivière Athi.",
      },
    ],
    transport: [
      {
        duration: "5 heures",
        description:
          "Par la route de Mombasa depuis Nairobi, ou deux heures de route depuis la côte, à Mombasa ou à Diani.",
      },
      {
        duration: "1 heure",
        description: "Vols charter vers les pistes des lodges, ou le train de Nairobi à Voi avec accueil à la gare.",
      },
    ],
    accommodation: {
      budget: "Bandas en gestion libre près des portes de Voi et de Mtito Andei.",
      midRange: "Lodges au bord des rivières Galana et Voi, avec points d’eau éclairés la nuit.",
      luxury:
        "Camps de toile sur des terres privées en bordure de Tsavo Ouest, avec safaris à pied et nuits en bivouac.",
    },
  },
  "lake-nakuru": {
    name: "Lac Nakuru",
    region: "Comté de Nakuru, Kenya",
    overview:
      "Le lac Nakuru est un lac de soude niché au fond de la vallée du Rift, entouré d’acacias à écorce jaune et souvent frangé de rose par les flamants. Le parc qui l’entoure est clôturé et protégé comme sanctuaire pour les rhinocéros noirs et blancs : nulle part ailleurs au Kenya vous n’aurez de meilleures chances de voir les deux. Girafes de Rothschild, lions et léopards se partagent la savane arborée. Assez compact pour être exploré en une journée, il se trouve à mi-chemin entre Nairobi et le Maasai Mara.",
    bestTimeReason:
      "De juin à septembre, le temps est sec et lumineux, et les rhinocéros paissent dans les prairies dégagées au bord du lac.",
    attractions: [
      {
        name: "Les flamants et les oiseaux",
        description:
          "Flamants nains et flamants roses se nourrissent dans les eaux peu profondes, aux côtés des pélicans, des pygargues vocifères et de plus de quatre cents autres espèces recensées.",
      },
      {
        name: "Le sanctuaire des rhinocéros",
        description:
          "Rhinocéros noirs et blancs vivent à l’intérieur de la clôture ; les rhinocéros blancs broutent souvent tout près de la piste.",
      },
      {
        name: "Le point de vue de Baboon Cliff",
        description: "Un lieu de pique-nique au-dessus du lac, avec tout le parc déployé à vos pieds.",
      },
    ],
    transport: [
      {
        duration: "3 heures",
        description:
          "Vers le nord-ouest depuis Nairobi, le long de l’escarpement de la vallée du Rift, en passant par le lac Naivasha.",
      },
      {
        duration: "30 minutes",
        description: "Les vols charter atterrissent sur la piste de Naishi, à l’intérieur du parc.",
      },
    ],
    accommodation: {
      budget: "Maisons d’hôtes et hôtels dans la ville de Nakuru, à quinze minutes de la porte principale.",
      midRange: "Lodges dans le parc, sur l’escarpement qui domine le lac.",
      luxury: "Lodges dans la paisible forêt claire du sud du parc, avec vue sur le lac.",
    },
  },
  tarangire: {
    name: "Tarangire",
    region: "Région de Manyara, Tanzanie",
    overview:
      "Tarangire est le pays des baobabs et des éléphants, où des arbres millénaires veillent sur des troupeaux de plusieurs centaines de têtes. À la saison sèche, la rivière Tarangire est le seul point d’eau à des kilomètres à la ronde, et les animaux y affluent de toute la steppe maasai. Pythons grimpant aux arbres, oryx à oreilles frangées et plus de cinq cents espèces d’oiseaux en font l’un des parcs préférés de nos fidèles voyageurs. C’est une première étape facile sur la route depuis Arusha.",
    bestTimeReason:
      "De juin à octobre, la rivière est le seul point d’eau de la région, et les rassemblements d’éléphants comptent parmi les plus importants d’Afrique.",
    attractions: [
      {
        name: "Les paysages de baobabs",
        description: "Des baobabs géants, dont certains ont plus de mille ans, disséminés dans la prairie dorée.",
      },
      {
        name: "Les rassemblements d’éléphants",
        description:
          "Une famille après l’autre, les éléphants descendent creuser le lit asséché de la rivière pour trouver de l’eau.",
      },
      {
        name: "Le marais de Silale",
        description:
          "Un refuge verdoyant pendant les mois secs, animé par les buffles, les zèbres et les oiseaux d’eau.",
      },
    ],
    transport: [
      {
        duration: "2 heures",
        description: "Vers le sud-ouest depuis Arusha, sur une bonne route goudronnée, jusqu’à la porte principale.",
      },
      {
        duration: "25 minutes",
        description: "Petit avion d’Arusha jusqu’à la piste de Kuro, dans le parc.",
      },
    ],
    accommodation: {
      budget: "Camps de toile hors des limites du parc, près de la porte principale.",
      midRange: "Lodges sur la crête qui domine la rivière Tarangire.",
      luxury: "Camps isolés dans le sud du parc, avec sorties nocturnes et safaris à pied.",
    },
  },
  "lake-manyara": {
    name: "Lac Manyara",
    region: "Région de Manyara, Tanzanie",
    overview:
      "Le lac Manyara s’étend au pied de la paroi ouest de la vallée du Grand Rift, un parc étroit fait de forêt alimentée par la nappe phréatique, de savane d’acacias et d’un lac alcalin. Il est réputé pour ses lions qui se reposent dans les branches des acacias et pour ses grandes troupes de babouins olive. Les hippopotames se prélassent dans les mares du nord tandis que les flamants arpentent les hauts-fonds plus loin. Une demi-journée ici s’insère parfaitement sur la route entre Arusha et le Ngorongoro.",
    bestTimeReason:
      "À la saison sèche, de juillet à octobre, la forêt s’éclaircit et la faune se rassemble près du lac.",
    attractions: [
      {
        name: "Les lions grimpeurs",
        description:
          "Les lions de Manyara grimpent souvent dans les acacias pour échapper aux mouches et à la chaleur ; en repérer un allongé sur une branche demande un œil exercé.",
      },
      {
        name: "L’escarpement de la vallée du Rift",
        description:
          "L’escarpement s’élève à six cents mètres au-dessus du parc, avec des cascades à la saison des pluies.",
      },
      {
        name: "La mare aux hippopotames",
        description: "Un point de vue sur les mares du nord du lac, où des dizaines d’hippopotames passent la journée.",
      },
    ],
    transport: [
      {
        duration: "2 heures",
        description:
          "Vers l’ouest depuis Arusha jusqu’au village de Mto wa Mbu et à la porte du parc, au pied de l’escarpement.",
      },
      {
        duration: "20 minutes",
        description: "Petit avion d’Arusha jusqu’à la piste de Manyara, sur l’escarpement.",
      },
    ],
    accommodation: {
      budget: "Maisons d’hôtes et campings à Mto wa Mbu.",
      midRange: "Lodges au bord de l’escarpement, avec vue plongeante sur le lac.",
      luxury: "Lodges perchés dans les arbres, dans la forêt du sud du parc.",
    },
  },
  zanzibar: {
    name: "Zanzibar",
    region: "Archipel de Zanzibar, Tanzanie",
    overview:
      "Zanzibar est l’île aux épices de la côte swahilie, avec ses plages blanches, ses lagons turquoise et les vieilles demeures arabes et indiennes de Stone Town. Après un safari, c’est l’endroit idéal pour ralentir : nager au-dessus des récifs coralliens, naviguer au coucher du soleil à bord d’un boutre en bois et savourer des fruits de mer grillés sous les étoiles. Les portes sculptées, les marchés et les cafés sur les toits de Stone Town méritent une journée de flânerie. Les colobes bais vivent dans la forêt de Jozani et nulle part ailleurs sur terre.",
    infoNote:
      "Zanzibar est majoritairement musulmane : couvrez vos épaules et vos genoux à Stone Town et dans les villages. Pendant le ramadan, de nombreux restaurants n’ouvrent qu’après le coucher du soleil.",
    bestTimeReason:
      "Les mois secs et venteux, de juin à octobre, apportent une mer calme et une eau limpide pour le snorkeling et la plongée.",
    attractions: [
      {
        name: "Stone Town",
        description:
          "Une ville inscrite au patrimoine mondial de l’UNESCO, avec ses ruelles étroites, ses portes sculptées, ses marchés et l’ancien palais des sultans.",
      },
      {
        name: "Croisières en boutre au coucher du soleil",
        description:
          "Prenez la mer à bord d’un boutre traditionnel à voile latine pendant que le soleil se couche sur l’océan Indien.",
      },
      {
        name: "La forêt de Jozani",
        description:
          "La dernière grande forêt de l’île, refuge du rare colobe bai de Zanzibar, traversée par un sentier sur pilotis à travers la mangrove.",
      },
    ],
    transport: [
      {
        duration: "2 heures en ferry",
        description: "Des ferries rapides relient Dar es Salaam à Stone Town plusieurs fois par jour.",
      },
      {
        duration: "1 h 20",
        description:
          "Vols directs depuis Arusha, les pistes du Serengeti et Nairobi vers l’aéroport international de Zanzibar.",
      },
    ],
    accommodation: {
      budget: "Maisons d’hôtes à Stone Town et bungalows dans les villages de la côte est.",
      midRange: "Hôtels de charme dans des demeures restaurées de Stone Town et hôtels de plage à Paje et à Matemwe.",
      luxury: "Villas de plage sur les côtes nord et est, avec piscine privée et vue sur le récif.",
    },
  },
  diani: {
    name: "Diani",
    region: "Comté de Kwale, Kenya",
    overview:
      "Diani est la plus belle plage du Kenya : dix-sept kilomètres de sable blanc abrités par un récif corallien, au sud de Mombasa. À marée basse, le lagon est calme et idéal pour la baignade ; au-delà du récif, les dauphins et, en saison, les baleines à bosse passent tout près du rivage. Des colobes vivent dans la forêt côtière qui borde la plage. Un court vol ou une belle route la relie à Tsavo, ce qui en fait la conclusion classique d’un safari au Kenya.",
    bestTimeReason:
      "De janvier à mars, il fait chaud, sec et calme, avec l’eau la plus limpide de l’année pour le snorkeling à Kisite-Mpunguti.",
    attractions: [
      {
        name: "La plage de Diani",
        description: "Un sable d’une blancheur de poudre, des palmiers et un lagon tiède protégé par le récif.",
      },
      {
        name: "Le parc marin de Kisite-Mpunguti",
        description:
          "Snorkeling dans les jardins de corail depuis un boutre, en guettant à l’aller les grands dauphins qui résident ici.",
      },
      {
        name: "Les collines de Shimba",
        description:
          "Des collines de forêt et de prairie qui dominent la côte, seul refuge au Kenya de l’hippotrague noir, avec une randonnée jusqu’à une cascade.",
      },
    ],
    transport: [
      {
        duration: "1 heure depuis Mombasa",
        description:
          "Vers le sud depuis Mombasa en prenant le ferry de Likoni, ou trois heures de route depuis Tsavo Est.",
      },
      {
        duration: "1 h 15",
        description: "Vols quotidiens de Nairobi vers la piste d’Ukunda, à cinq minutes de la plage.",
      },
    ],
    accommodation: {
      budget: "Cottages et maisons d’hôtes à quelques minutes à pied de la plage.",
      midRange: "Hôtels de plage avec piscines et jardins, le long du rivage.",
      luxury: "Villas privées et hôtels de charme à l’extrémité sud, plus paisible, de la plage.",
    },
  },
  lamu: {
    name: "Lamu",
    region: "Comté de Lamu, Kenya",
    overview:
      "Lamu est la plus ancienne ville swahilie encore habitée d’Afrique de l’Est, une île où l’on se déplace toujours à dos d’âne ou en boutre. Ses maisons de pierre, ses portes sculptées et ses ruelles paisibles ont peu changé en sept cents ans. Le village de Shela possède une longue plage déserte adossée aux dunes, et les soirées se passent à naviguer dans le chenal tandis que l’appel à la prière glisse sur l’eau. C’est la fin de safari la plus lente et la plus douce qui soit.",
    attractions: [
      {
        name: "La vieille ville de Lamu",
        description:
          "Parcourez les ruelles avec un guide local : le musée, le fort, les vieilles demeures et le front de mer où accostent les boutres.",
      },
      {
        name: "La plage de Shela",
        description:
          "Douze kilomètres de sable désert et de dunes, à quelques pas ou à quelques minutes de bateau du village de Shela.",
      },
      {
        name: "Navigation en boutre traditionnel",
        description:
          "Les charpentiers de marine de Lamu fabriquent encore les boutres à la main ; naviguez à bord de l’un d’eux dans les chenaux de la mangrove, avec une halte pêche et un déjeuner sur un banc de sable.",
      },
    ],
    transport: [
      {
        duration: "6 heures depuis Malindi",
        description:
          "Par la route jusqu’à Mokowe, sur le continent, puis vingt minutes de bateau pour traverser le chenal.",
      },
      {
        duration: "1 h 40",
        description:
          "Des vols quotidiens depuis Nairobi atterrissent sur l’île de Manda, à quelques minutes de bateau de la ville de Lamu.",
      },
    ],
    accommodation: {
      budget: "Maisons d’hôtes dans d’anciennes demeures swahilies de la ville de Lamu.",
      midRange: "Hôtels de charme avec terrasses sur le toit, dans le village de Shela.",
      luxury:
        "Anciennes maisons de marchands restaurées et villas privées, avec leur propre personnel et leur propre boutre.",
    },
  },
};

export default destinations;
