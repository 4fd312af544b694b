// Spanish sample packages and their itineraries (English: ../../safaris.ts).
import type { SafariTranslations } from "../types";

const ALL_MEALS = "Desayuno, almuerzo y cena";
const DEPARTURE = "No incluido (día de salida)";

const usualExclusions = [
  "Vuelos internacionales",
  "Visados y seguro de viaje",
  "Propinas para los guías y el personal del campamento",
  "Bebidas durante los recorridos de avistamiento, salvo el agua",
];

const safaris: SafariTranslations = {
  "great-migration-safari": {
    title: "Safari de la Gran Migración",
    description:
      "Siete días pensados para coincidir con los cruces de los ríos, siguiendo a las manadas entre el Maasai Mara keniano y el norte del Serengeti, en Tanzania. Volamos de un parque a otro para pasar cada jornada allí donde están los ñus, con largos recorridos de avistamiento y almuerzos de pícnic a orillas del río.",
    location: "Maasai Mara y norte del Serengeti",
    highlights: [
      "Los cruces del río Mara, de julio a octubre",
      "Vuelos entre el Maasai Mara y el norte del Serengeti",
      "Jornadas completas en plena naturaleza con almuerzos de pícnic",
      "Un guía que sigue semana a semana los movimientos de las manadas",
    ],
    included: [
      "Vuelos regulares Nairobi - Maasai Mara - Kogatende - Arusha",
      "Seis noches en campamentos de tiendas, en pensión completa",
      "Recorridos de avistamiento en Land Cruiser con techo elevable y asiento de ventanilla para todos",
      "Tasas de los parques y de las reservas privadas",
      "Traslados desde y hasta aeropuertos y pistas de aterrizaje",
    ],
    excluded: [...usualExclusions, "Vuelo en globo aerostático (unos 450 USD por persona)"],
    itinerary: [
      {
        title: "Vuelo de Nairobi al Maasai Mara",
        description:
          "Un vuelo matinal desde el aeropuerto Wilson sobrevolando el valle del Rift. Su guía le recibe en la pista de aterrizaje y el primer recorrido de avistamiento empieza ya de camino al campamento.",
        accommodation: "Mara Riverbend Camp",
        meals: "Almuerzo y cena",
      },
      {
        title: "El río Mara",
        description:
          "Un día entero junto al río, con almuerzo de pícnic, esperando allí donde se concentran las manadas. Cuando empieza un cruce, puede durar una hora; cuando no llega a producirse, siempre hay leones e hipopótamos que observar.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Llanuras y depredadores",
        description:
          "Salida temprana hacia las llanuras abiertas, donde las manadas en migración atraen a los leones y a los guepardos. Vuelo opcional en globo al amanecer.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Al otro lado de la frontera: el norte del Serengeti",
        description:
          "Vuelo a Kogatende, en Tanzania, la puerta norte del Serengeti. El recorrido de la tarde sigue a las manadas por la orilla tanzana del río Mara.",
        accommodation: "Seronera Plains Camp (emplazamiento norte)",
        meals: ALL_MEALS,
      },
      {
        title: "Norte del Serengeti",
        description:
          "Un día entero en el tranquilo norte, donde los cruces se producen ante una mínima parte de los vehículos que se ven en Kenia. Al caer la tarde, una copa al atardecer en lo alto de un kopje.",
        accommodation: "Seronera Plains Camp (emplazamiento norte)",
        meals: ALL_MEALS,
      },
      {
        title: "La cuña de Lamai y los manantiales de Bologonja",
        description:
          "Exploración de la cuña de Lamai, entre el río y la frontera keniana, con sus colinas rocosas, sus elefantes y sus leones residentes.",
        accommodation: "Seronera Plains Camp (emplazamiento norte)",
        meals: ALL_MEALS,
      },
      {
        title: "Vuelo a Arusha",
        description:
          "Un último recorrido a primera hora y, después, el vuelo a Arusha, a tiempo para las conexiones internacionales en el aeropuerto del Kilimanjaro.",
        accommodation: DEPARTURE,
        meals: "Desayuno",
      },
    ],
  },
  "amboseli-and-kilimanjaro-getaway": {
    title: "Escapada a Amboseli y el Kilimanjaro",
    description:
      "Un safari por carretera de tres días desde Nairobi hasta Amboseli, donde las manadas de elefantes cruzan las llanuras a los pies de la montaña más alta de África. Perfecto para un fin de semana largo, con dos días completos de recorridos de avistamiento y mañanas pensadas para disfrutar de las vistas más despejadas del Kilimanjaro.",
    location: "Amboseli, Kenia",
    highlights: [
      "Familias de elefantes muy de cerca",
      "El Kilimanjaro al amanecer",
      "El mirador de Observation Hill",
      "Traslados por carretera en un Land Cruiser privado",
    ],
    included: [
      "Traslado de ida y vuelta por carretera desde Nairobi",
      "Dos noches en pensión completa en Kilima View Lodge",
      "Todos los recorridos de avistamiento con un guía profesional",
      "Entradas al parque para residentes en Kenia",
    ],
    excluded: [
      "Suplemento de las tasas del parque para no residentes",
      "Bebidas en el lodge",
      "Propinas para los guías y el personal del lodge",
      "Visita a un poblado masái (2500 KES por persona)",
    ],
    itinerary: [
      {
        title: "De Nairobi a Amboseli",
        description:
          "Salida de Nairobi a las 7 de la mañana por la carretera de Namanga, con llegada a tiempo para el almuerzo. Por la tarde, recorrido de avistamiento hacia los pantanos, cuando los elefantes acuden a beber.",
        accommodation: "Kilima View Lodge",
        meals: "Almuerzo y cena",
      },
      {
        title: "Un día completo en Amboseli",
        description:
          "Salida al amanecer para aprovechar la mejor luz sobre la montaña y, después, los pantanos, Observation Hill y el lecho seco del lago, con almuerzo de pícnic en el parque.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Regreso a Nairobi",
        description:
          "Un último recorrido a primera hora, desayuno en el lodge y carretera de vuelta a Nairobi, con llegada a media tarde.",
        accommodation: DEPARTURE,
        meals: "Desayuno y almuerzo",
      },
    ],
  },
  "maasai-mara-explorer": {
    title: "Explorando el Maasai Mara",
    description:
      "Cuatro días en la reserva más célebre de Kenia, con recorridos de avistamiento al amanecer y al atardecer por las praderas abiertas del Maasai Mara. Ideal cuando el tiempo apremia: llega por carretera desde Nairobi y dedica cada hora restante a leones, guepardos y elefantes, de la mano de un naturalista que conoce el territorio de cada manada.",
    location: "Maasai Mara, Kenia",
    highlights: [
      "Recorridos de mañana y de tarde con guía privado",
      "Territorios de grandes felinos a lo largo de los ríos Talek y Mara",
      "Visita a una familia masái en su hogar",
      "Vuelo opcional en globo al amanecer",
    ],
    included: [
      "Traslado de ida y vuelta por carretera desde Nairobi en Land Cruiser con techo elevable",
      "Tres noches en pensión completa en un campamento de tiendas junto al río",
      "Todos los recorridos de avistamiento",
      "Entradas a la reserva",
      "Agua embotellada durante los recorridos",
    ],
    excluded: [...usualExclusions, "Vuelo en globo aerostático (unos 450 USD por persona)"],
    itinerary: [
      {
        title: "De Nairobi al Maasai Mara",
        description:
          "Recogida en su hotel de Nairobi a las 7 de la mañana y descenso hacia el Gran Valle del Rift, con parada en el mirador que domina el fondo del valle. Llegada al campamento a la hora del almuerzo y, cuando refresca la tarde, salida a su primer recorrido de avistamiento.",
        accommodation: "Mara Riverbend Camp",
        meals: "Almuerzo y cena",
      },
      {
        title: "Un día entero en la reserva",
        description:
          "Salida con las primeras luces y desayuno de pícnic para seguir a la fauna allí donde nos lleve: manadas de leones en las llanuras, guepardos vigilando desde los termiteros, hipopótamos y cocodrilos en el río Mara.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Un hogar masái y recorrido al atardecer",
        description:
          "Una mañana tranquila en el campamento o un vuelo opcional en globo al amanecer. Después del almuerzo, visita a una familia masái para conocer cómo conviven con la fauna salvaje y, para terminar, un último recorrido con la luz dorada de la tarde.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Regreso a Nairobi",
        description:
          "Un último recorrido a primera hora y desayuno en el campamento; después, carretera de vuelta a Nairobi, con llegada a media tarde, a tiempo para los vuelos de la noche.",
        accommodation: DEPARTURE,
        meals: "Desayuno y almuerzo",
      },
    ],
  },
  "samburu-and-lake-nakuru-safari": {
    title: "Safari por Samburu y el lago Nakuru",
    description:
      "Cinco días del norte cálido y rojo a los lagos del valle del Rift: primero, las escasas especies norteñas de Samburu; después, los rinocerontes y los flamencos del lago Nakuru. Un safari por carretera para viajeros que ya conocen el Mara y buscan algo más salvaje.",
    location: "Samburu y lago Nakuru, Kenia",
    highlights: [
      "Los cinco especiales de Samburu",
      "El paso del ecuador en Nanyuki",
      "Rinocerontes negros y blancos en el lago Nakuru",
      "Las cataratas Thomson, en Nyahururu",
    ],
    included: [
      "Todo el transporte por carretera en un Land Cruiser privado",
      "Cuatro noches en pensión completa",
      "Recorridos de avistamiento y entradas a los parques para residentes en Kenia",
      "Agua embotellada durante todo el viaje",
    ],
    excluded: [
      "Suplemento de las tasas de los parques para no residentes",
      "Visita a un poblado samburu (3000 KES por persona)",
      "Bebidas en los lodges",
      "Propinas para los guías y el personal de los lodges",
    ],
    itinerary: [
      {
        title: "De Nairobi a Samburu",
        description:
          "Rumbo al norte dejando atrás el monte Kenia y cruzando el ecuador en Nanyuki, para descender después a las tierras bajas. Por la tarde, recorrido de avistamiento a orillas del Ewaso Ng’iro.",
        accommodation: "Ewaso River Camp",
        meals: "Almuerzo y cena",
      },
      {
        title: "Reserva Nacional de Samburu",
        description:
          "Recorridos de mañana y de tarde en busca de la cebra de Grévy, el gerenuk y la jirafa reticulada; las horas de más calor se reservan para el almuerzo y el descanso junto al río.",
        accommodation: "Ewaso River Camp",
        meals: ALL_MEALS,
      },
      {
        title: "De Samburu al lago Nakuru",
        description:
          "Travesía de la meseta de Laikipia hasta Nyahururu para almorzar junto a las cataratas Thomson y descenso al valle del Rift, hasta el lago Nakuru.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Parque Nacional del Lago Nakuru",
        description:
          "Un día entero en el parque: rinocerontes en la orilla del lago, flamencos en las aguas someras y la vista desde el mirador de Baboon Cliff.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Regreso a Nairobi",
        description:
          "Un breve recorrido matinal y carretera de vuelta a Nairobi pasando por el lago Naivasha, con llegada a media tarde.",
        accommodation: DEPARTURE,
        meals: "Desayuno y almuerzo",
      },
    ],
  },
  "kenya-classic-safari": {
    title: "Safari clásico por Kenia",
    description:
      "Los tres parques más queridos de Kenia en seis días sin prisas: elefantes bajo el Kilimanjaro en Amboseli, flamencos y rinocerontes en el lago Nakuru y, para terminar, los grandes felinos del Maasai Mara. El primer safari por excelencia, con un ritmo pensado para que pase los días observando fauna y no en la carretera.",
    location: "Amboseli, lago Nakuru y Maasai Mara, Kenia",
    highlights: [
      "Elefantes y el Kilimanjaro en Amboseli",
      "Rinocerontes y flamencos en el lago Nakuru",
      "Dos días de grandes felinos en el Maasai Mara",
      "El mismo guía y el mismo vehículo de principio a fin",
    ],
    included: [
      "Todo el transporte por carretera en Land Cruiser con techo elevable",
      "Cinco noches en pensión completa en lodges y campamentos de tiendas",
      "Recorridos de avistamiento y entradas a los parques",
      "Traslados al aeropuerto en Nairobi",
    ],
    excluded: [...usualExclusions, "Vuelo en globo aerostático en el Maasai Mara"],
    itinerary: [
      {
        title: "De Nairobi a Amboseli",
        description:
          "Salida de Nairobi después del desayuno rumbo al sur, con llegada a Amboseli a tiempo para el almuerzo. Por la tarde, recorrido de avistamiento entre las familias de elefantes.",
        accommodation: "Kilima View Lodge",
        meals: "Almuerzo y cena",
      },
      {
        title: "Amboseli",
        description:
          "Salida al amanecer para ver el Kilimanjaro; después, los pantanos y Observation Hill, y tarde libre junto a la charca del lodge.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "De Amboseli al lago Nakuru",
        description:
          "Un trayecto largo pero de gran belleza hacia el norte, atravesando Nairobi y subiendo por la escarpa del valle del Rift, con llegada al lago Nakuru para un recorrido al atardecer.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Del lago Nakuru al Maasai Mara",
        description:
          "Recorrido matinal en busca de rinocerontes a lo largo de la orilla y, después, rumbo al suroeste por Narok hasta el Maasai Mara, con llegada para un recorrido a última hora de la tarde.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Maasai Mara",
        description:
          "Un día entero en la reserva con almuerzo de pícnic, siguiendo a las manadas de leones y a los guepardos, y con visita al río Mara.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Regreso a Nairobi",
        description: "Recorrido a primera hora, desayuno y regreso a Nairobi, con llegada a media tarde.",
        accommodation: DEPARTURE,
        meals: "Desayuno y almuerzo",
      },
    ],
  },
  "kenya-and-tanzania-highlights": {
    title: "Lo mejor de Kenia y Tanzania",
    description:
      "Ocho días por dos países: el Maasai Mara, las llanuras infinitas del Serengeti y la caldera rebosante de vida del Ngorongoro. Cruzar la frontera por carretera contiene el presupuesto sin renunciar a lo mejor de los grandes parques de África oriental.",
    location: "Maasai Mara, Serengeti y Ngorongoro",
    highlights: [
      "El Maasai Mara y el Serengeti en un solo viaje",
      "Una mañana en el fondo del cráter del Ngorongoro",
      "Baobabs y elefantes en Tarangire",
      "Trámites fronterizos a cargo de nuestro equipo",
    ],
    included: [
      "Todo el transporte por carretera, con cambio de vehículo y de guía en la frontera",
      "Siete noches en pensión completa",
      "Recorridos de avistamiento, tasas de los parques y del cráter",
      "Traslados al aeropuerto en Nairobi y Arusha",
    ],
    excluded: [...usualExclusions, "Visado de Tanzania (entre 50 y 100 USD aprox., según la nacionalidad)"],
    itinerary: [
      {
        title: "De Nairobi al Maasai Mara",
        description:
          "Trayecto por el valle del Rift hasta el Mara, con llegada a la hora del almuerzo y recorrido de avistamiento por la tarde.",
        accommodation: "Mara Ridge Lodge",
        meals: "Almuerzo y cena",
      },
      {
        title: "Maasai Mara",
        description: "Un día entero de recorridos de avistamiento con almuerzo de pícnic junto al río Mara.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Al otro lado de la frontera: el Serengeti",
        description:
          "Trayecto hasta el paso fronterizo de Isebania, encuentro con su guía tanzano y continuación hacia el oeste del Serengeti, observando fauna de camino al campamento.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Serengeti central",
        description:
          "Un día entero en el valle del Seronera, conocido por los leopardos de los árboles salchicha y los leones de los kopjes.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Del Serengeti al Ngorongoro",
        description:
          "Recorrido de avistamiento hacia la salida del parque por Naabi Hill y las llanuras de hierba corta, y subida al borde del cráter para ver la puesta de sol.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "El cráter del Ngorongoro",
        description:
          "Descenso al amanecer para pasar la mañana en el fondo del cráter: rinocerontes negros, leones, flamencos en el lago Magadi y un pícnic junto a la poza de los hipopótamos.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Tarangire",
        description:
          "Trayecto hasta Tarangire para pasar la tarde entre los baobabs y las manadas de elefantes del río.",
        accommodation: "Baobab Hill Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Arusha y regreso",
        description:
          "Recorrido matinal por Tarangire y continuación a Arusha para el almuerzo y el traslado al aeropuerto del Kilimanjaro o al autobús lanzadera a Nairobi.",
        accommodation: DEPARTURE,
        meals: "Desayuno y almuerzo",
      },
    ],
  },
  "tsavo-to-diani-bush-and-beach": {
    title: "De Tsavo a Diani: sabana y playa",
    description:
      "Siete días de las tierras salvajes y rojas de Tsavo a la arena blanca de Diani. Tres días con los elefantes y los manantiales de Tsavo y, después, cuatro a orillas del océano Índico, con una excursión en dhow a los jardines de coral de Kisite-Mpunguti.",
    location: "Tsavo y Diani, Kenia",
    highlights: [
      "Elefantes rojos en el río Galana",
      "El observatorio subacuático de los manantiales de Mzima",
      "Esnórquel y delfines en Kisite-Mpunguti",
      "Cuatro noches en la playa de Diani",
    ],
    included: [
      "Transporte por carretera de Nairobi a Tsavo y de allí a Diani",
      "Dos noches en pensión completa en Tsavo y cuatro en media pensión en Diani",
      "Recorridos de avistamiento y tasas de los parques para residentes en Kenia",
      "Excursión en dhow a Kisite-Mpunguti con almuerzo",
      "Vuelo de Ukunda a Nairobi",
    ],
    excluded: [
      "Suplemento de las tasas de los parques para no residentes",
      "Almuerzos en Diani",
      "Submarinismo y otros deportes acuáticos",
      "Propinas y gastos personales",
    ],
    itinerary: [
      {
        title: "De Nairobi a Tsavo Oeste",
        description:
          "Por la carretera de Mombasa hasta Tsavo Oeste. Tarde en los manantiales de Mzima, observando a los hipopótamos desde el observatorio subacuático.",
        accommodation: "Red Earth Lodge",
        meals: "Almuerzo y cena",
      },
      {
        title: "Tsavo Este",
        description:
          "Paso a Tsavo Este para pasar un día entero a lo largo del río Galana y de las cataratas Lugard, donde los elefantes rojos acuden a beber.",
        accommodation: "Red Earth Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "De Tsavo a Diani",
        description:
          "Recorrido de avistamiento matinal y descenso hacia la costa, con llegada a Diani a tiempo para darse un baño antes de la puesta de sol.",
        accommodation: "Hotel en primera línea de playa, Diani",
        meals: "Desayuno, almuerzo y cena",
      },
      {
        title: "La playa de Diani",
        description: "Día libre en la playa, con paseos opcionales por el bosque costero para ver monos colobos.",
        accommodation: "Hotel en primera línea de playa, Diani",
        meals: "Desayuno y cena",
      },
      {
        title: "Kisite-Mpunguti en dhow",
        description:
          "Navegación desde Shimoni hasta el parque marino para hacer esnórquel en los jardines de coral y buscar delfines, con almuerzo de marisco en la isla de Wasini.",
        accommodation: "Hotel en primera línea de playa, Diani",
        meals: ALL_MEALS,
      },
      {
        title: "Diani a su aire",
        description:
          "Otro día junto al océano o, si lo prefiere, una excursión opcional a las colinas de Shimba y las cataratas Sheldrick.",
        accommodation: "Hotel en primera línea de playa, Diani",
        meals: "Desayuno y cena",
      },
      {
        title: "Vuelo a Nairobi",
        description: "Traslado a la pista de aterrizaje de Ukunda para el vuelo de regreso a Nairobi.",
        accommodation: DEPARTURE,
        meals: "Desayuno",
      },
    ],
  },
  "luxury-honeymoon-safari": {
    title: "Safari de lujo en luna de miel",
    description:
      "Diez días para dos: recorridos privados y un vuelo en globo sobre el Maasai Mara y, después, las callejuelas de Stone Town y una casa de playa en Zanzíbar donde olvidarse de los zapatos. Campamentos íntimos, cenas privadas bajo las estrellas y tiempo, sencillamente, para estar juntos.",
    location: "Maasai Mara y Zanzíbar",
    highlights: [
      "Vehículo y guía privados en el Maasai Mara",
      "Vuelo en globo con champán al amanecer",
      "Cena para dos en plena sabana a la luz de los faroles",
      "Crucero en dhow al atardecer y una casa de playa en Zanzíbar",
    ],
    included: [
      "Todos los vuelos dentro de Kenia y Tanzania",
      "Nueve noches en campamentos y hoteles de lujo, en pensión completa durante el safari",
      "Recorridos de avistamiento privados, tasas de los parques y de las reservas privadas",
      "Vuelo en globo aerostático con desayuno con champán",
      "Visita guiada a pie por Stone Town, visita a una plantación de especias y crucero en dhow al atardecer",
    ],
    excluded: [...usualExclusions],
    itinerary: [
      {
        title: "Llegada a Nairobi",
        description:
          "Recepción en el aeropuerto y traslado a un hotel con jardín en Karen, a los pies de las colinas de Ngong, para descansar después del vuelo.",
        accommodation: "Hotel boutique con jardín, Karen",
        meals: "Cena",
      },
      {
        title: "Vuelo al Maasai Mara",
        description:
          "Una avioneta hasta la reserva privada, almuerzo en su terraza y un primer recorrido privado al atardecer.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "El Mara a su ritmo",
        description:
          "Recorridos privados sin horarios fijos: quédese con una manada de leones todo el tiempo que desee o vuelva al lodge para disfrutar de una tarde de spa.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Vuelo en globo y cena en la sabana",
        description:
          "Despegue antes del amanecer para sobrevolar las llanuras durante una hora y desayuno con champán allí donde aterriza el globo. Por la noche, cena para dos en plena sabana a la luz de los faroles.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Vuelo a Zanzíbar",
        description:
          "Vuelo a Zanzíbar con escala en Nairobi e instalación en una antigua casa de mercaderes restaurada en Stone Town.",
        accommodation: "Hotel boutique, Stone Town",
        meals: "Desayuno y cena",
      },
      {
        title: "Stone Town y las plantaciones de especias",
        description:
          "Paseo matinal por las callejuelas y los mercados del casco antiguo y, después, visita a una plantación de especias en el interior de la isla para probar clavo, vainilla y nuez moscada recién cogidos de la planta.",
        accommodation: "Hotel boutique, Stone Town",
        meals: "Desayuno y almuerzo",
      },
      {
        title: "Rumbo a la playa",
        description:
          "Trayecto a través de la isla hasta la costa nordeste y su habitación frente al arrecife de Mnemba.",
        accommodation: "Coral Rag Beach House",
        meals: "Desayuno y cena",
      },
      {
        title: "El arrecife de Mnemba",
        description:
          "Esnórquel en el arrecife desde una embarcación tradicional; durante la travesía es frecuente ver tortugas y delfines.",
        accommodation: "Coral Rag Beach House",
        meals: "Desayuno, almuerzo y cena",
      },
      {
        title: "Crucero en dhow al atardecer",
        description:
          "Un día perezoso en la arena y, al caer el sol, salida a navegar en un dhow de madera con bebidas y aperitivos suajilis.",
        accommodation: "Coral Rag Beach House",
        meals: "Desayuno y cena",
      },
      {
        title: "Regreso",
        description: "Traslado al aeropuerto de Zanzíbar para tomar su vuelo de vuelta a casa.",
        accommodation: DEPARTURE,
        meals: "Desayuno",
      },
    ],
  },
};

export default safaris;
