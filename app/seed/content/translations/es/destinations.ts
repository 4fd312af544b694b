// Spanish sample destinations: overviews, attractions, journeys and stays (English: ../../destinations.ts).
import type { DestinationTranslations } from "../types";

const destinations: DestinationTranslations = {
  "maasai-mara": {
    name: "Maasai Mara",
    region: "Condado de Narok, Kenia",
    overview:
      "El Maasai Mara es la reserva más célebre de Kenia, una inmensa pradera abierta donde leones, guepardos y leopardos cazan a plena vista. Entre julio y octubre llegan desde el Serengeti más de un millón de ñus y cebras, que cruzan los ríos Mara y Talek en escenas que atraen a fotógrafos de todo el mundo. Fuera de la migración, la fauna residente es igual de rica, la luz es suave y las pistas están tranquilas. La reserva linda con reservas comunitarias en las que los propietarios masáis arriendan sus tierras a pequeños campamentos, lo que mantiene bajo el número de vehículos y deja los ingresos en la comunidad.",
    infoNote:
      "Los cruces de los ríos no se pueden programar: las manadas pueden esperar horas en la orilla o darse la vuelta. Durante la migración reservamos un día completo cerca del río para darle las mejores posibilidades.",
    bestTimeReason:
      "De julio a octubre llega la Gran Migración con sus cruces de los ríos, y la hierba seca facilita encontrar a los depredadores. Las lluvias cortas de noviembre rara vez duran más de una tarde, así que el resto del año también merece la pena.",
    attractions: [
      {
        name: "Cruces del río Mara",
        description:
          "Los ñus se congregan por miles en las altas orillas y se lanzan a unas aguas patrulladas por cocodrilos. Nuestros guías saben leer el comportamiento de las manadas y le sitúan con antelación, a buena distancia del borde.",
      },
      {
        name: "Recorridos en busca de los cinco grandes",
        description:
          "Leones, leopardos, elefantes y búfalos se ven en la mayoría de las salidas; los rinocerontes negros viven en la espesura cercana a la frontera con Tanzania y recompensan la paciencia.",
      },
      {
        name: "Poblados masáis tradicionales",
        description:
          "Visite el hogar de una familia de la mano de un anfitrión masái: cómo se protege el ganado de los leones por la noche, cómo se construyen las casas y la danza de los saltos de los jóvenes.",
      },
      {
        name: "Vuelos en globo al amanecer",
        description:
          "Despegue antes de que salga el sol y déjese llevar sobre las llanuras mientras las manadas despiertan a sus pies; después, aterrizaje y desayuno con champán sobre la hierba.",
      },
    ],
    transport: [
      {
        duration: "5-6 horas",
        description:
          "Desde Nairobi a través del Gran Valle del Rift y la localidad de Narok; el último tramo, por pistas de tierra roja (murram). Durante el descenso paramos en el mirador del valle del Rift.",
      },
      {
        duration: "45 minutos",
        description:
          "Avionetas regulares salen varias veces al día del aeropuerto Wilson de Nairobi hacia las pistas de aterrizaje de la reserva; su guía le espera en la pista.",
      },
    ],
    accommodation: {
      budget:
        "Campamentos de tiendas de gestión familiar cerca de las puertas de Sekenani y Talek, con tiendas con baño privado y comedor compartido.",
      midRange:
        "Campamentos de tiendas permanentes junto a los ríos Mara y Talek, con duchas de agua caliente, energía solar y paseos guiados.",
      luxury:
        "Pequeños campamentos en reservas privadas, con terrazas privadas, piscinas de inmersión y vehículos solo para su grupo.",
    },
  },
  amboseli: {
    name: "Amboseli",
    region: "Condado de Kajiado, Kenia",
    overview:
      "Amboseli es el lugar donde los elefantes caminan bajo las nieves del Kilimanjaro. El parque es pequeño y abierto, y lo alimentan manantiales de agua de deshielo que mantienen verdes sus pantanos incluso en los meses más secos, de modo que las manadas de elefantes de grandes colmillos, los búfalos y los hipopótamos nunca andan lejos. Las mañanas son el mejor momento para ver la montaña, antes de que las nubes se acumulen en sus laderas. Los elefantes de Amboseli se estudian desde 1972, y muchas de las familias que verá son conocidas por su nombre.",
    bestTimeReason:
      "La larga estación seca, de junio a octubre, concentra la fauna en torno a los pantanos y ofrece las vistas más despejadas del Kilimanjaro.",
    attractions: [
      {
        name: "Manadas de elefantes bajo el Kilimanjaro",
        description:
          "Cada mañana, los grupos familiares cruzan las llanuras polvorientas hacia los pantanos; aquí se toma la fotografía clásica de los elefantes bajo la cumbre nevada.",
      },
      {
        name: "Observation Hill",
        description:
          "Una breve subida al único punto elevado del parque, con vistas sobre los pantanos, el lecho seco del lago y, en los días despejados, el Kilimanjaro entero.",
      },
      {
        name: "Pantano de Enkongo Narok",
        description:
          "Aquí los elefantes se adentran entre los papiros con el agua hasta la barriga, en compañía de pelícanos, garcetas e hipopótamos.",
      },
    ],
    transport: [
      {
        duration: "4 horas",
        description:
          "Hacia el sur desde Nairobi por la carretera de Namanga y después hacia el este, a través de tierras masáis, hasta la puerta de Kimana.",
      },
      {
        duration: "40 minutos",
        description:
          "Vuelos diarios desde el aeropuerto Wilson aterrizan en la pista de Amboseli, a poca distancia en coche de los lodges.",
      },
    ],
    accommodation: {
      budget: "Sencillas cabañas (bandas) y campamentos de tiendas fuera del parque, junto a la puerta de Kimana.",
      midRange: "Lodges dentro del parque con jardines, piscinas y vistas a la montaña.",
      luxury:
        "Campamentos en reservas privadas del lado del Kilimanjaro, con safaris a pie y camas bajo las estrellas.",
    },
  },
  samburu: {
    name: "Samburu",
    region: "Condado de Samburu, Kenia",
    overview:
      "Samburu es el norte cálido y rojo de Kenia, donde el río Ewaso Ng’iro atrae a la fauna desde el semidesierto. Es el hogar de los «cinco especiales de Samburu»: la cebra de Grévy, la jirafa reticulada, el órix beisa, el avestruz somalí y el gerenuk, de largo cuello, especies que no verá en el sur. Los leopardos descansan en las acacias de la ribera y los elefantes escarban en la arena en busca de agua. El pueblo samburu, pariente de los masáis, sigue pastoreando vacas y camellos por las colinas de los alrededores.",
    infoNote:
      "A mediodía hace mucho calor en Samburu: los recorridos de avistamiento se hacen temprano y a última hora, con un largo almuerzo a la sombra entre unos y otros.",
    bestTimeReason:
      "De junio a octubre el terreno está seco y los animales no se alejan del río, lo que facilita encontrarlos.",
    attractions: [
      {
        name: "Los cinco especiales de Samburu",
        description:
          "Cinco especies del norte que solo se encuentran juntas aquí; la mayoría de los viajeros ve las cinco en dos días de recorridos.",
      },
      {
        name: "Río Ewaso Ng’iro",
        description:
          "Una cinta de agua parda bordeada de palmeras dum, donde los elefantes se bañan, los cocodrilos toman el sol y los leopardos cazan al anochecer.",
      },
      {
        name: "El pueblo samburu y su cultura",
        description:
          "Conozca a una familia samburu en su manyatta, con sus abalorios, sus cantos y el ganado, que está en el centro de todo.",
      },
    ],
    transport: [
      {
        duration: "6 horas",
        description:
          "Hacia el norte dejando atrás el monte Kenia y cruzando el ecuador en Nanyuki, para descender después a las tierras bajas en Archer’s Post.",
      },
      {
        duration: "1 hora y 15 minutos",
        description: "Avionetas desde el aeropuerto Wilson hasta las pistas de Kalama o Buffalo Springs.",
      },
    ],
    accommodation: {
      budget: "Zonas de acampada públicas y sencillas cabañas (bandas) junto al río.",
      midRange: "Campamentos de tiendas a orillas del Ewaso Ng’iro, con vistas al agua.",
      luxury: "Lodges en las reservas comunitarias, con paseos en camello y suites con vistas al río.",
    },
  },
  ngorongoro: {
    name: "Ngorongoro",
    region: "Región de Arusha, Tanzania",
    overview:
      "El Ngorongoro es un volcán hundido en cuyo fondo se concentra una de las mayores densidades de fauna de África. Desde el borde boscoso, las paredes caen seiscientos metros hasta praderas, pantanos y un lago alcalino teñido de rosa por los flamencos. En su interior viven unos 25.000 grandes animales, entre ellos rinocerontes negros, leones de melenas famosamente oscuras y viejos elefantes machos. Los pastores masáis comparten con la fauna el área de conservación que rodea el cráter, como llevan haciendo desde hace generaciones.",
    infoNote:
      "Los vehículos pueden pasar como máximo seis horas al día en el fondo del cráter, y la carretera de descenso abre a las 6 de la mañana: salimos temprano para estar abajo antes que la multitud.",
    attractions: [
      {
        name: "Recorridos por el fondo del cráter",
        description:
          "Una mañana entera entre cebras, ñus, búfalos y los leones que los cazan, con la mejor oportunidad de Tanzania de ver rinocerontes negros.",
      },
      {
        name: "Lago Magadi",
        description:
          "El lago alcalino y poco profundo del cráter, orlado de flamencos y uno de los lugares favoritos de los hipopótamos a mediodía.",
      },
      {
        name: "El bosque del borde del cráter",
        description:
          "Un brumoso bosque de montaña, de árboles viejos y líquenes, a lo largo del borde, con búfalos, elefantes y antílopes jeroglíficos en los claros.",
      },
    ],
    transport: [
      {
        duration: "3 horas",
        description:
          "Hacia el oeste desde Arusha, pasando por Mto wa Mbu y los cafetales de Karatu, hasta la puerta de Lodoare.",
      },
      {
        duration: "1 hora",
        description:
          "Avionetas desde Arusha hasta las pistas de Manyara o del lago Eyasi y, después, un trayecto panorámico hasta el borde del cráter.",
      },
    ],
    accommodation: {
      budget: "Lodges y casas de huéspedes en Karatu, a cuarenta minutos de la puerta.",
      midRange: "Lodges en el borde del cráter con vistas desde todas las habitaciones.",
      luxury: "Lodges al filo del cráter con servicio de mayordomo y chimeneas para las noches frescas.",
    },
  },
  serengeti: {
    name: "Serengeti",
    region: "Región de Mara, Tanzania",
    overview:
      "El Serengeti son quince mil kilómetros cuadrados de llanuras herbosas, kopjes de granito y bosques de acacias, escenario de la mayor migración de mamíferos terrestres del planeta. Las manadas recorren el ecosistema en círculo durante todo el año siguiendo las lluvias, y los leones, guepardos y hienas van tras ellas. Cada zona tiene su temporada: los partos en las llanuras del sur a principios de año y los cruces de los ríos en el norte a partir de julio. El valle central del Seronera alberga fauna residente todos los meses.",
    bestTimeReason:
      "En enero y febrero los ñus paren en las llanuras de hierba corta del sur: medio millón de crías en pocas semanas, y con ellas llegan los depredadores. De julio a octubre las manadas están en el norte y cruzan el río Mara.",
    attractions: [
      {
        name: "La fauna de la Gran Migración",
        description:
          "Columnas de ñus y cebras que se extienden hasta el horizonte; seguimos semana a semana la posición de las manadas para situarle cerca de ellas.",
      },
      {
        name: "Valle del río Seronera",
        description:
          "El corazón del parque, donde el agua permanente retiene a leopardos, leones y jirafas durante todo el año.",
      },
      {
        name: "Kopjes de Moru",
        description:
          "Afloramientos de granito que se alzan sobre las llanuras y que los leones usan como atalaya, con antiguas pinturas rupestres masáis en sus abrigos.",
      },
    ],
    transport: [
      {
        duration: "7-8 horas",
        description:
          "Desde Arusha, pasando por las tierras altas del Ngorongoro y la puerta de Naabi Hill; la mayoría de los viajeros hace noche en el cráter para partir el viaje.",
      },
      {
        duration: "1-2 horas",
        description: "Avionetas regulares desde Arusha hasta Seronera, Kogatende o Ndutu, según la temporada.",
      },
    ],
    accommodation: {
      budget: "Zonas de acampada públicas y sencillos campamentos de tiendas en el Serengeti central.",
      midRange:
        "Campamentos de temporada que se desplazan con la migración, con tiendas con baño privado y duchas de cubo con agua caliente.",
      luxury: "Lodges permanentes con piscinas que dominan las llanuras y guías privados.",
    },
  },
  tsavo: {
    name: "Tsavo",
    region: "Condado de Taita-Taveta, Kenia",
    overview:
      "Tsavo es la mayor extensión de naturaleza salvaje de Kenia, una tierra de suelo rojo, baobabs y elefantes cubiertos de polvo del color de la tierra. Tsavo Oeste es volcánico y montañoso, con manantiales cristalinos y coladas de lava; Tsavo Este es llano, amplio y salvaje, atravesado por el río Galana. Por aquí circulan pocos vehículos, y los días pasan con la sensación de tener todo el territorio para usted. Se encuentra entre Nairobi y la costa, por lo que combina de forma natural con una semana de playa.",
    bestTimeReason:
      "Los meses secos, de junio a octubre, atraen a los elefantes a los ríos y las charcas, y las pistas están en su mejor estado.",
    attractions: [
      {
        name: "Los elefantes rojos de Tsavo",
        description:
          "Los elefantes de Tsavo se cubren de polvo rojo; ver a una familia bajar a beber al Galana es una experiencia inolvidable.",
      },
      {
        name: "Manantiales de Mzima",
        description:
          "Pozas cristalinas alimentadas por ríos subterráneos que nacen en las colinas de Chyulu, donde un observatorio subacuático permite ver hipopótamos y peces.",
      },
      {
        name: "El paisaje de la meseta de Yatta",
        description:
          "Una de las coladas de lava más largas del planeta, que se extiende casi trescientos kilómetros a lo largo del río Athi.",
      },
    ],
    transport: [
      {
        duration: "5 horas",
        description:
          "Por la carretera de Mombasa desde Nairobi, o a dos horas subiendo desde la costa, desde Mombasa o Diani.",
      },
      {
        duration: "1 hora",
        description:
          "Vuelos chárter a las pistas de los lodges, o el tren de Nairobi a Voi con recogida en la estación.",
      },
    ],
    accommodation: {
      budget: "Cabañas (bandas) con cocina propia cerca de las puertas de Voi y Mtito Andei.",
      midRange: "Lodges a orillas de los ríos Galana y Voi, con charcas iluminadas por la noche.",
      luxury:
        "Campamentos de tiendas en terrenos privados junto a Tsavo Oeste, con safaris a pie y noches de acampada ligera en plena sabana.",
    },
  },
  "lake-nakuru": {
    name: "Lago Nakuru",
    region: "Condado de Nakuru, Kenia",
    overview:
      "El lago Nakuru es un lago alcalino en el fondo del valle del Rift, rodeado de acacias de la fiebre de tronco amarillo y a menudo orlado de rosa por los flamencos. El parque que lo rodea está vallado y protegido como santuario de rinocerontes negros y blancos, y aquí tiene más posibilidades de ver ambas especies que en ningún otro lugar de Kenia. Jirafas de Rothschild, leones y leopardos comparten el bosque de acacias. Es lo bastante compacto para recorrerlo en un día y está a medio camino entre Nairobi y el Maasai Mara.",
    bestTimeReason:
      "De junio a septiembre el tiempo es seco y luminoso, y los rinocerontes pastan en las praderas abiertas de la orilla.",
    attractions: [
      {
        name: "Flamencos y aves",
        description:
          "Flamencos enanos y comunes se alimentan en las aguas someras, junto a pelícanos, pigargos africanos y más de cuatrocientas especies registradas.",
      },
      {
        name: "Santuario de rinocerontes",
        description:
          "Dentro del vallado viven rinocerontes negros y blancos; los blancos suelen pastar muy cerca de la pista.",
      },
      {
        name: "Mirador de Baboon Cliff",
        description: "Un lugar de pícnic sobre el lago, con todo el parque extendido a sus pies.",
      },
    ],
    transport: [
      {
        duration: "3 horas",
        description:
          "Hacia el noroeste desde Nairobi por la escarpa del valle del Rift, pasando junto al lago Naivasha.",
      },
      {
        duration: "30 minutos",
        description: "Los vuelos chárter aterrizan en la pista de Naishi, dentro del parque.",
      },
    ],
    accommodation: {
      budget: "Casas de huéspedes y hoteles en la ciudad de Nakuru, a quince minutos de la puerta principal.",
      midRange: "Lodges dentro del parque, en la escarpa que domina el lago.",
      luxury: "Lodges en el tranquilo bosque del sur del parque, con vistas sobre el agua.",
    },
  },
  tarangire: {
    name: "Tarangire",
    region: "Región de Manyara, Tanzania",
    overview:
      "Tarangire es la tierra de los baobabs y los elefantes, donde árboles centenarios se alzan sobre manadas de varios cientos de ejemplares. En la estación seca, el río Tarangire es la única fuente de agua en muchos kilómetros a la redonda, y los animales acuden a él desde toda la estepa masái. Las pitones que trepan a los árboles, el órix de orejas con pincel y más de quinientas especies de aves lo convierten en uno de los favoritos de quienes repiten viaje. Es una primera parada cómoda en la carretera desde Arusha.",
    bestTimeReason:
      "Entre junio y octubre el río es la única agua de la región, y las concentraciones de elefantes figuran entre las mayores de África.",
    attractions: [
      {
        name: "Paisajes de baobabs",
        description: "Baobabs gigantes, algunos de más de mil años, dispersos por una pradera dorada.",
      },
      {
        name: "Concentraciones de elefantes",
        description: "Una familia tras otra baja a escarbar en busca de agua en el lecho seco del río.",
      },
      {
        name: "Pantano de Silale",
        description: "Un refugio verde en los meses secos, lleno de búfalos, cebras y aves acuáticas.",
      },
    ],
    transport: [
      {
        duration: "2 horas",
        description: "Hacia el suroeste desde Arusha por una buena carretera asfaltada hasta la puerta principal.",
      },
      {
        duration: "25 minutos",
        description: "Avionetas desde Arusha hasta la pista de Kuro, dentro del parque.",
      },
    ],
    accommodation: {
      budget: "Campamentos de tiendas fuera de los límites del parque, cerca de la puerta principal.",
      midRange: "Lodges en la loma que domina el río Tarangire.",
      luxury: "Campamentos apartados en el sur del parque, con recorridos nocturnos y safaris a pie.",
    },
  },
  "lake-manyara": {
    name: "Lago Manyara",
    region: "Región de Manyara, Tanzania",
    overview:
      "El lago Manyara se extiende al pie de la pared occidental del Gran Valle del Rift, en un parque estrecho de bosque alimentado por aguas subterráneas, bosque de acacias y lago alcalino. Es conocido por los leones que descansan en las ramas de las acacias y por las grandes tropas de papiones oliva. Los hipopótamos toman el sol en las pozas del extremo norte, mientras los flamencos vadean las aguas someras algo más allá. Media jornada aquí encaja a la perfección en la ruta entre Arusha y el Ngorongoro.",
    bestTimeReason:
      "En la estación seca, de julio a octubre, el bosque está más despejado y la fauna se concentra cerca del lago.",
    attractions: [
      {
        name: "Leones trepadores",
        description:
          "Los leones de Manyara suelen subirse a las acacias para escapar de las moscas y del calor; descubrir uno tendido sobre una rama exige buena vista.",
      },
      {
        name: "La escarpa del valle del Rift",
        description: "La escarpa se alza seiscientos metros sobre el parque, con cascadas en la época de lluvias.",
      },
      {
        name: "Poza de los hipopótamos",
        description: "Un mirador sobre las pozas del norte del lago, donde decenas de hipopótamos pasan el día.",
      },
    ],
    transport: [
      {
        duration: "2 horas",
        description:
          "Hacia el oeste desde Arusha hasta el pueblo de Mto wa Mbu y la puerta del parque, al pie de la escarpa.",
      },
      {
        duration: "20 minutos",
        description: "Avionetas desde Arusha hasta la pista de Manyara, en lo alto de la escarpa.",
      },
    ],
    accommodation: {
      budget: "Casas de huéspedes y zonas de acampada en Mto wa Mbu.",
      midRange: "Lodges en el borde de la escarpa, con vistas al lago a sus pies.",
      luxury: "Lodges entre los árboles en el bosque del sur del parque.",
    },
  },
  zanzibar: {
    name: "Zanzíbar",
    region: "Archipiélago de Zanzíbar, Tanzania",
    overview:
      "Zanzíbar es la isla de las especias de la costa suajili, con playas blancas, lagunas turquesa y las antiguas casas árabes e indias de Stone Town. Después de un safari es el lugar perfecto para bajar el ritmo: nadar junto a arrecifes de coral, navegar al atardecer en un dhow de madera y cenar marisco a la parrilla bajo las estrellas. Las puertas talladas, los mercados y los cafés en las azoteas de Stone Town bien merecen un día de paseo sin rumbo. El colobo rojo vive en el bosque de Jozani y en ningún otro lugar del planeta.",
    infoNote:
      "Zanzíbar es mayoritariamente musulmana: cúbrase los hombros y las rodillas en Stone Town y en los pueblos. Durante el ramadán, muchos restaurantes solo abren después de la puesta de sol.",
    bestTimeReason:
      "Los meses secos y ventosos, de junio a octubre, traen mares en calma y aguas transparentes para el esnórquel y el submarinismo.",
    attractions: [
      {
        name: "Stone Town",
        description:
          "Una ciudad declarada Patrimonio de la Humanidad por la UNESCO, de callejuelas estrechas, puertas talladas, mercados y el antiguo palacio de los sultanes.",
      },
      {
        name: "Cruceros en dhow al atardecer",
        description: "Navegue en un dhow tradicional de vela latina mientras el sol se pone sobre el océano Índico.",
      },
      {
        name: "Bosque de Jozani",
        description:
          "El último gran bosque de la isla, hogar del escaso colobo rojo de Zanzíbar, con una pasarela de madera entre los manglares.",
      },
    ],
    transport: [
      {
        duration: "2 horas en ferri",
        description: "Los ferris rápidos cruzan de Dar es Salaam a Stone Town varias veces al día.",
      },
      {
        duration: "1 hora y 20 minutos",
        description:
          "Vuelos directos desde Arusha, las pistas del Serengeti y Nairobi hasta el aeropuerto internacional de Zanzíbar.",
      },
    ],
    accommodation: {
      budget: "Casas de huéspedes en Stone Town y bungalós en los pueblos de la costa este.",
      midRange: "Hoteles boutique en casas restauradas de Stone Town y hoteles de playa en Paje y Matemwe.",
      luxury: "Villas de playa en las costas norte y este, con piscina privada y vistas al arrecife.",
    },
  },
  diani: {
    name: "Diani",
    region: "Condado de Kwale, Kenia",
    overview:
      "Diani es la mejor playa de Kenia: diecisiete kilómetros de arena blanca protegidos por un arrecife de coral al sur de Mombasa. Con la marea baja, la laguna está en calma para nadar, y más allá del arrecife pasan cerca de la costa delfines y, en temporada, ballenas jorobadas. En el bosque costero que se extiende detrás de la playa viven monos colobos. Está a un corto vuelo o a un bonito trayecto por carretera de Tsavo, lo que la convierte en el final clásico de un safari por Kenia.",
    bestTimeReason:
      "De enero a marzo hace calor, el tiempo es seco y el mar está en calma, con las aguas más transparentes del año para hacer esnórquel en Kisite-Mpunguti.",
    attractions: [
      {
        name: "Playa de Diani",
        description: "Arena blanquísima, palmeras y una laguna de aguas cálidas protegida por el arrecife.",
      },
      {
        name: "Parque marino de Kisite-Mpunguti",
        description:
          "Haga esnórquel en los jardines de coral desde un dhow y, durante la travesía, esté atento a los delfines mulares que viven en la zona.",
      },
      {
        name: "Colinas de Shimba",
        description:
          "Bosques y praderas ondulados sobre la costa, hogar de los únicos antílopes sables de Kenia, con un paseo hasta una cascada.",
      },
    ],
    transport: [
      {
        duration: "1 hora desde Mombasa",
        description:
          "Hacia el sur desde Mombasa cruzando en el ferri de Likoni, o a tres horas bajando desde Tsavo Este.",
      },
      {
        duration: "1 hora y 15 minutos",
        description: "Vuelos diarios desde Nairobi hasta la pista de Ukunda, a cinco minutos de la playa.",
      },
    ],
    accommodation: {
      budget: "Casitas y casas de huéspedes a un corto paseo de la playa.",
      midRange: "Hoteles de playa con piscinas y jardines a lo largo de la costa.",
      luxury: "Villas privadas y hoteles boutique en el tranquilo extremo sur de la playa.",
    },
  },
  lamu: {
    name: "Lamu",
    region: "Condado de Lamu, Kenia",
    overview:
      "Lamu es la ciudad suajili habitada más antigua de África oriental, una isla donde los burros y los dhows siguen siendo la forma de desplazarse. Sus casas de piedra, sus portales tallados y sus tranquilas callejuelas apenas han cambiado en setecientos años. El pueblo de Shela tiene una playa larga y desierta respaldada por dunas, y las tardes son para navegar por el canal mientras la llamada a la oración flota sobre el agua. Es el final más pausado y sereno para un safari.",
    attractions: [
      {
        name: "Casco antiguo de Lamu",
        description:
          "Recorra las callejuelas con un guía local: el museo, el fuerte, las casas antiguas y el paseo marítimo donde atracan los dhows.",
      },
      {
        name: "Playa de Shela",
        description:
          "Doce kilómetros de arena y dunas desiertas, a un corto paseo o trayecto en barca del pueblo de Shela.",
      },
      {
        name: "Navegación en dhow tradicional",
        description:
          "Los carpinteros de ribera de Lamu siguen construyendo dhows a mano; navegue en uno por los canales de manglar, con una parada para pescar y almuerzo en un banco de arena.",
      },
    ],
    transport: [
      {
        duration: "6 horas desde Malindi",
        description:
          "Por carretera hasta Mokowe, en tierra firme, y después veinte minutos en barca para cruzar el canal.",
      },
      {
        duration: "1 hora y 40 minutos",
        description:
          "Vuelos diarios desde Nairobi aterrizan en la isla de Manda, a un corto trayecto en barca de la ciudad de Lamu.",
      },
    ],
    accommodation: {
      budget: "Casas de huéspedes en antiguas viviendas suajilis de la ciudad de Lamu.",
      midRange: "Hoteles boutique con azotea en el pueblo de Shela.",
      luxury: "Casas de mercaderes restauradas y villas privadas con personal y un dhow propio.",
    },
  },
};

export default destinations;
