// Spanish sample lodges and camps: descriptions, rooms and amenities (English: ../../hotels.ts).
import type { HotelTranslations } from "../types";

const hotels: HotelTranslations = {
  "mara-riverbend-camp": {
    location: "Maasai Mara, Kenia",
    description:
      "Doce tiendas de lona en un recodo arbolado del río Mara, cada una sobre una plataforma elevada frente al agua, donde los hipopótamos gruñen durante toda la noche. En temporada de migración, los puntos de cruce quedan a poca distancia en coche, así que puede estar ya en la orilla mientras otros siguen en la carretera. Las comidas se sirven en la tienda comedor, abierta por los lados, o alrededor del fuego, y el campamento funciona con energía solar y agua calentada por el sol.",
    rooms: [
      "10 tiendas junto al río con baño privado y ducha al aire libre",
      "2 tiendas familiares para cuatro personas, con dos dormitorios",
    ],
    amenities: [
      "Energía solar y agua caliente",
      "Tienda comedor abierta y hoguera",
      "Almuerzos de pícnic a orillas del río",
      "Punto de carga en la tienda comedor",
      "Servicio de lavandería incluido",
    ],
  },
  "mara-ridge-lodge": {
    location: "Maasai Mara, Kenia",
    description:
      "Un lodge con techos de paja en lo alto de una loma, dentro de una reserva privada propiedad de los masáis, con amplias vistas sobre las llanuras hasta la escarpa de Oloololo. Dieciséis casitas de piedra y paja, una piscina excavada en la ladera y paseos guiados con guardas masáis. En la reserva solo se permite un vehículo por cada setecientos acres (unas 280 hectáreas), de modo que los avistamientos rara vez se comparten.",
    rooms: ["14 casitas de piedra y paja con porche", "2 casitas familiares con dos dormitorios"],
    amenities: [
      "Piscina",
      "Paseos guiados con guardas masáis",
      "Recorridos nocturnos por la reserva",
      "Wifi en el edificio principal",
      "Tratamientos de spa",
    ],
  },
  "kilima-view-lodge": {
    location: "Amboseli, Kenia",
    description:
      "Un lodge de gestión familiar en el lado de Kimana de Amboseli, construido para que todas las habitaciones, la terraza comedor y la piscina miren directamente al Kilimanjaro. Casi todas las tardes pasan elefantes por la charca que hay a los pies del lodge. Las mañanas empiezan con un café en su porche mientras la montaña se deja ver, antes de que las nubes la cubran hacia las nueve.",
    rooms: ["18 habitaciones orientadas al Kilimanjaro, todas con porche", "4 habitaciones familiares"],
    amenities: [
      "Piscina",
      "Charca a los pies de la terraza",
      "Wifi en las habitaciones",
      "Niños bienvenidos, sin límite de edad",
    ],
  },
  "ewaso-river-camp": {
    location: "Samburu, Kenia",
    description:
      "Diez tiendas bajo palmeras dum y acacias en la orilla norte del Ewaso Ng’iro, dentro de la Reserva Nacional de Samburu. Los elefantes cruzan el río frente al campamento y en la mayoría de las estancias se ven leopardos. El campamento emplea a jóvenes guerreros samburus como guías y rastreadores, y los huéspedes pueden acompañarlos en sus paseos matinales por la sabana.",
    rooms: ["10 tiendas a orillas del río con baño privado"],
    amenities: [
      "Paseos por la sabana con guías samburus",
      "Copa al atardecer a orillas del río",
      "Energía solar",
      "Servicio de lavandería incluido",
    ],
  },
  "ngorongoro-rim-lodge": {
    location: "Área de Conservación del Ngorongoro, Tanzania",
    description:
      "Casitas de piedra entre el bosque antiguo del borde del cráter, a dos mil trescientos metros sobre el nivel del mar, con chimeneas que se encienden cada tarde contra el frío de las tierras altas. Grandes ventanales miran seiscientos metros más abajo, hasta el fondo del cráter. El lodge está a diez minutos de la carretera de descenso, así que por la mañana estará entre los primeros vehículos en bajar.",
    rooms: ["22 casitas de piedra con chimenea", "2 suites con vistas al cráter"],
    amenities: [
      "Chimeneas encendidas cada tarde",
      "Comedor y bar con vistas al cráter",
      "Wifi en el edificio principal",
      "Desayuno temprano para el primer descenso",
    ],
  },
  "seronera-plains-camp": {
    location: "Serengeti central, Tanzania",
    description:
      "Un pequeño campamento móvil que se desplaza con las estaciones por el centro y el norte del Serengeti para mantenerle cerca de las manadas. Ocho amplias tiendas con camas de verdad, inodoro con cisterna y duchas de cubo con agua caliente; la cena se sirve a la luz de los faroles, bajo las estrellas. Por la noche oirá a los leones y las hienas llamarse a través de las llanuras.",
    rooms: ["8 tiendas con camas de verdad, inodoro con cisterna y ducha de cubo"],
    amenities: [
      "Cena a la luz de los faroles",
      "Un campamento que se desplaza con las manadas",
      "Punto de carga en la tienda comedor",
    ],
  },
  "baobab-hill-lodge": {
    location: "Tarangire, Tanzania",
    description:
      "Un lodge de paja y piedra local en una colina sobre el río Tarangire, rodeado de baobabs. Desde la terraza puede ver a los elefantes bajar en fila hasta el lecho del río a última hora de la tarde. Las habitaciones son frescas y aireadas, con duchas al aire libre, y la cocina cultiva sus propias verduras para la mesa.",
    rooms: ["16 habitaciones con ducha al aire libre", "4 habitaciones-tienda del lado del río"],
    amenities: ["Piscina", "Terraza mirador sobre el río", "Huerto propio", "Wifi en el edificio principal"],
  },
  "red-earth-lodge": {
    location: "Tsavo Este, Kenia",
    description:
      "Un lodge tranquilo a orillas del río Galana, en Tsavo Este, donde elefantes, búfalos y kudús menores bajan a beber frente a la terraza. Veinte habitaciones con vistas al río, una piscina bajo las palmeras y safaris a pie por la ribera. Es la parada perfecta entre Nairobi y las playas de la costa sur.",
    rooms: ["20 habitaciones con vistas al río"],
    amenities: [
      "Piscina bajo las palmeras",
      "Safaris a pie a lo largo del Galana",
      "Wifi en las habitaciones",
      "Niños bienvenidos, sin límite de edad",
    ],
  },
  "fever-tree-lodge": {
    location: "Lago Nakuru, Kenia",
    description:
      "Un lodge en el bosque de acacias de la fiebre, de tronco amarillo, en el tranquilo extremo sur del Parque Nacional del Lago Nakuru. Al anochecer es habitual ver rinocerontes pastando en el césped, y los flamencos del lago están a poca distancia en coche. Las casitas tienen porche privado y el restaurante mira, por encima del bosque, hacia la escarpa.",
    rooms: ["12 casitas con porche privado", "2 casitas familiares"],
    amenities: [
      "Restaurante con vistas a la escarpa",
      "Rinocerontes en el césped al anochecer",
      "Wifi en las habitaciones",
    ],
  },
  "coral-rag-beach-house": {
    location: "Matemwe, Zanzíbar",
    description:
      "Ocho habitaciones de piedra coralina y techo de makuti en una playa bordeada de palmeras de la costa nordeste de Zanzíbar, frente al arrecife de Mnemba. Los días son para el esnórquel, las clases de kitesurf y los almuerzos sin prisa; las tardes, para tomar una copa en la arena al caer el sol y disfrutar del marisco a la parrilla del chef suajili. Es aquí donde nuestros viajeros de luna de miel ponen el broche final a su safari.",
    rooms: ["6 habitaciones de piedra coralina frente al mar", "2 habitaciones junto al jardín"],
    amenities: [
      "En plena playa",
      "Esnórquel en el arrecife de Mnemba",
      "Clases de kitesurf",
      "Chef suajili y parrilla de marisco",
      "Wifi en las habitaciones",
    ],
  },
};

export default hotels;
