// Spanish descriptions of the sample pictures, for screen readers (English: ../../galleries.ts).
import type { GalleryTranslations } from "../types";

const galleries: GalleryTranslations = {
  destinations: {
    "maasai-mara": [
      "Ñus lanzándose al río Mara al amanecer mientras la manada espera en la otra orilla",
      "Tres leones descansando en la hierba alta del Mara a mediodía, con ñus pastando al fondo",
      "Dos pastores masáis con sus bastones en una loma mientras el sol se pone sobre las llanuras",
      "Un globo aerostático flotando a baja altura sobre las llanuras del Mara al amanecer",
    ],
    amboseli: [
      "Una familia de elefantes cruzando la llanura de Amboseli bajo la cumbre nevada del Kilimanjaro",
      "Elefantes vadeando el pantano de Enkongo Narok con las primeras luces, con el Kilimanjaro al fondo",
      "Tres jirafas masáis en la pradera bajo el Kilimanjaro en una mañana de bruma",
    ],
    samburu: [
      "Dos jirafas reticuladas junto a una acacia, con una montaña de cima plana al fondo",
      "Elefantes en la orilla arenosa del río Ewaso Nyiro, bajo palmeras dum",
      "Pastores samburus de pie junto a su poblado con la luz de la mañana",
    ],
    ngorongoro: [
      "El fondo abierto del cráter del Ngorongoro, con cebras pastando bajo el borde boscoso",
      "Flamencos en el lago alcalino del centro del cráter al amanecer",
      "Un rinoceronte negro cruzando la hierba dorada del fondo del cráter al atardecer",
      "La niebla deslizándose entre los altos árboles del bosque del borde del cráter",
    ],
    serengeti: [
      "Ñus y cebras extendiéndose hasta el horizonte por las llanuras de hierba corta del Serengeti",
      "Un león en lo alto de un kopje de granito al amanecer y otro descansando en la hierba, más abajo",
      "Un globo aerostático de rayas sobre las llanuras, con una jirafa y una acacia debajo",
    ],
    tsavo: [
      "Elefantes de Tsavo, rojos de polvo, bebiendo en una charca entre baobabs",
      "Un elefante rojo solitario bajo un enorme baobab mientras el sol se pone sobre Tsavo",
      "Gacelas pastando bajo la larga línea plana de la meseta de Yatta",
    ],
    "lake-nakuru": [
      "Miles de flamencos rosas en la orilla del lago Nakuru en una mañana despejada",
      "Un rinoceronte caminando por el bosque de acacias de la fiebre, de tronco amarillo, junto al lago Nakuru",
      "Flamencos alimentándose en las aguas someras del lago Nakuru al anochecer",
    ],
    tarangire: [
      "Elefantes bajando al río Tarangire entre baobabs centenarios al amanecer",
      "La silueta de una jirafa y un baobab recortada contra una puesta de sol roja en Tarangire",
      "Cebras en la orilla mientras los hipopótamos asoman en el río Tarangire",
    ],
    "lake-manyara": [
      "Un león tendido a lo largo de la rama de una acacia sobre la orilla del lago Manyara",
      "Flamencos vadeando el lago Manyara bajo la escarpa del valle del Rift",
      "La luz del sol filtrándose entre los altos árboles del bosque al pie de la escarpa",
    ],
    zanzibar: [
      "Un dhow de vela roja en el agua turquesa frente a una playa de Zanzíbar bordeada de palmeras",
      "Las luces del paseo marítimo de Stone Town encendiéndose mientras pasan los dhows al anochecer",
      "Tres dhows zarpando de la orilla al amanecer en el océano Índico",
    ],
    diani: [
      "Arena blanca y palmeras inclinadas en la playa de Diani, con un dhow a lo lejos en el océano Índico",
      "Delfines asomando frente a la costa de Diani con la luz dorada del atardecer",
      "Dhows volviendo a puerto sobre el arrecife al anochecer, con palmeras en la orilla",
    ],
    lamu: [
      "Las antiguas casas de piedra y el minarete de la ciudad de Lamu a lo largo del paseo marítimo",
      "Una flota de dhows navegando a vela por el canal frente a la ciudad de Lamu",
      "Palmeras y dhows frente a la larga playa de Shela",
    ],
  },
  hotels: {
    "mara-riverbend-camp": [
      "Tres tiendas de lona iluminadas por dentro a orillas del río Mara al amanecer",
      "La hoguera del campamento ardiendo entre dos tiendas bajo la luna llena",
      "El cruce de los ñus, a poca distancia en coche río arriba del campamento",
    ],
    "mara-ridge-lodge": [
      "Habitaciones con techo de paja en la loma, con vistas a las cebras de la llanura por la mañana",
      "Elefantes pasando bajo los tejados de paja del lodge al anochecer",
      "Leones en la hierba durante un recorrido de avistamiento desde el lodge",
    ],
    "kilima-view-lodge": [
      "Las casitas con techo de paja del lodge frente al Kilimanjaro, con elefantes en la llanura",
      "Jirafas ramoneando junto al lodge mientras la luz de la tarde dora el Kilimanjaro",
      "Elefantes en el pantano a los pies del lodge con las primeras luces",
    ],
    "ewaso-river-camp": [
      "Tiendas a lo largo del río Ewaso Nyiro bajo altas acacias",
      "La luz de las estrellas sobre el campamento y la hoguera encendida para la cena",
      "Jirafas reticuladas vistas durante un recorrido desde el campamento",
    ],
    "ngorongoro-rim-lodge": [
      "El lodge en el borde del cráter al amanecer, con ñus en el fondo del cráter, muy abajo",
      "Los edificios de piedra y paja del lodge con la luz dorada de última hora de la tarde",
      "El fondo del cráter visto durante el descenso matinal desde el borde",
    ],
    "seronera-plains-camp": [
      "Dos tiendas en la llanura abierta del Seronera al amanecer",
      "Las tres tiendas del campamento iluminadas en torno a la hoguera de la noche",
      "Un león sobre un kopje cerca del campamento al amanecer",
    ],
    "baobab-hill-lodge": [
      "Jirafas pasando junto a las habitaciones con techo de paja del lodge por la mañana",
      "Elefantes a los pies del lodge en la hora dorada, antes de la puesta de sol",
      "Elefantes entre los baobabs junto al río, a los pies del lodge",
    ],
    "red-earth-lodge": [
      "Una manada de elefantes en la charca del lodge al amanecer",
      "Una tienda solitaria y su hoguera bajo la luna y las estrellas",
      "Elefantes cubiertos de polvo rojo bebiendo cerca del lodge",
    ],
    "fever-tree-lodge": [
      "Dos rinocerontes en la charca frente al lodge en una mañana de bruma",
      "Flamencos en la orilla del lago, cerca del lodge, al atardecer",
      "Un rinoceronte en el bosque de acacias de la fiebre que rodea el lodge",
    ],
    "coral-rag-beach-house": [
      "Los tejados de paja de la casa de playa tras la arena blanca y las palmeras por la mañana",
      "La casa de playa al anochecer, con un dhow navegando por el océano Índico",
      "Delfines mar adentro, vistos desde la casa de playa durante una salida en dhow al atardecer",
    ],
  },
  // A package's pictures are its destinations' pictures, with the same descriptions.
  safaris: {
    "great-migration-safari": [
      "Ñus lanzándose al río Mara al amanecer mientras la manada espera en la otra orilla",
      "Ñus y cebras extendiéndose hasta el horizonte por las llanuras de hierba corta del Serengeti",
      "Un globo aerostático flotando a baja altura sobre las llanuras del Mara al amanecer",
      "Un león en lo alto de un kopje de granito al amanecer y otro descansando en la hierba, más abajo",
    ],
    "amboseli-and-kilimanjaro-getaway": [
      "Una familia de elefantes cruzando la llanura de Amboseli bajo la cumbre nevada del Kilimanjaro",
      "Elefantes vadeando el pantano de Enkongo Narok con las primeras luces, con el Kilimanjaro al fondo",
      "Tres jirafas masáis en la pradera bajo el Kilimanjaro en una mañana de bruma",
    ],
    "maasai-mara-explorer": [
      "Tres leones descansando en la hierba alta del Mara a mediodía, con ñus pastando al fondo",
      "Ñus lanzándose al río Mara al amanecer mientras la manada espera en la otra orilla",
      "Dos pastores masáis con sus bastones en una loma mientras el sol se pone sobre las llanuras",
      "Un globo aerostático flotando a baja altura sobre las llanuras del Mara al amanecer",
    ],
    "samburu-and-lake-nakuru-safari": [
      "Dos jirafas reticuladas junto a una acacia, con una montaña de cima plana al fondo",
      "Elefantes en la orilla arenosa del río Ewaso Nyiro, bajo palmeras dum",
      "Miles de flamencos rosas en la orilla del lago Nakuru en una mañana despejada",
      "Un rinoceronte caminando por el bosque de acacias de la fiebre, de tronco amarillo, junto al lago Nakuru",
    ],
    "kenya-classic-safari": [
      "Una familia de elefantes cruzando la llanura de Amboseli bajo la cumbre nevada del Kilimanjaro",
      "Miles de flamencos rosas en la orilla del lago Nakuru en una mañana despejada",
      "Ñus lanzándose al río Mara al amanecer mientras la manada espera en la otra orilla",
    ],
    "kenya-and-tanzania-highlights": [
      "Tres leones descansando en la hierba alta del Mara a mediodía, con ñus pastando al fondo",
      "Ñus y cebras extendiéndose hasta el horizonte por las llanuras de hierba corta del Serengeti",
      "El fondo abierto del cráter del Ngorongoro, con cebras pastando bajo el borde boscoso",
      "Flamencos en el lago alcalino del centro del cráter al amanecer",
    ],
    "tsavo-to-diani-bush-and-beach": [
      "Elefantes de Tsavo, rojos de polvo, bebiendo en una charca entre baobabs",
      "Un elefante rojo solitario bajo un enorme baobab mientras el sol se pone sobre Tsavo",
      "Arena blanca y palmeras inclinadas en la playa de Diani, con un dhow a lo lejos en el océano Índico",
      "Delfines asomando frente a la costa de Diani con la luz dorada del atardecer",
    ],
    "luxury-honeymoon-safari": [
      "Un globo aerostático flotando a baja altura sobre las llanuras del Mara al amanecer",
      "Un dhow de vela roja en el agua turquesa frente a una playa de Zanzíbar bordeada de palmeras",
      "Las luces del paseo marítimo de Stone Town encendiéndose mientras pasan los dhows al anochecer",
    ],
  },
};

export default galleries;
