// Spanish texts of the destinations page (English: ../en/destinations.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMessages } from "../en/destinations";

export default defineTranslation<typeof destinationsMessages>({
  "destinations.hero.eyebrow": "Kenia y Tanzania",
  "destinations.hero.title": "Destinos",
  "destinations.hero.subtitle":
    "De las llanuras de la migración en el Mara y el Serengeti a las islas de las especias de la costa: los lugares que mejor conocemos y el momento de verlos en todo su esplendor.",
  "destinations.hero.cta": "Descubrir safaris",
  "destinations.intro.eyebrow": "Adónde ir",
  "destinations.intro.title": "Dos países, un gran ecosistema",
  "destinations.intro.lead":
    "Los parques de Kenia y del norte de Tanzania comparten los mismos ríos, las mismas lluvias y las mismas manadas. Diseñamos cada viaje en función de dónde estarán los animales el mes en que usted viaje, y añadimos las reservas tranquilas y las estancias en la costa que la mayoría de los itinerarios pasan por alto.",
  "destinations.highlights.label": "Por qué viajar con nosotros",
  "destinations.highlight.guides.title": "Guías que crecieron aquí",
  "destinations.highlight.guides.text":
    "Nuestros guías se criaron junto a estos parques. Saben en qué cauce seco suele refugiarse el leopardo y por qué punto cruzan las manadas este año.",
  "destinations.highlight.seasons.title": "Pensados según las estaciones",
  "destinations.highlight.seasons.text":
    "Cada itinerario sigue las lluvias y la migración, para que esté en el parque adecuado en el mes adecuado.",
  "destinations.highlight.conservancies.title": "Reservas comunitarias, lejos de las multitudes",
  "destinations.highlight.conservancies.text":
    "Preferimos las reservas comunitarias que limitan el número de vehículos, para que cada avistamiento sea solo suyo.",
  "destinations.highlight.coast.title": "Sabana y playa",
  "destinations.highlight.coast.text":
    "Termine su safari en la arena blanca de Zanzíbar, Diani o Lamu, a una hora de vuelo de las llanuras.",
  "destinations.regions.eyebrow": "Explore por regiones",
  "destinations.regions.title": "Elija su rincón de África Oriental",
  "destinations.regions.label": "Regiones",
  "destinations.regions.keyParks": "Parques principales",
  "destinations.region.kenya.tab": "Kenia",
  "destinations.region.kenya.title": "Kenia: la cuna del safari",
  "destinations.region.kenya.text":
    "Kenia dio al mundo la palabra safari. La sabana abierta del Maasai Mara, los elefantes de Amboseli a los pies del Kilimanjaro, las especies singulares del norte en Samburu y los lagos de flamencos del valle del Rift, todo a un corto vuelo de Nairobi.",
  "destinations.region.kenya.parks": "Maasai Mara, Amboseli, Samburu, Tsavo, lago Nakuru",
  "destinations.region.kenya.link": "Ver safaris por Kenia",
  "destinations.region.tanzania.tab": "Tanzania",
  "destinations.region.tanzania.title": "Tanzania: el gran circuito del norte",
  "destinations.region.tanzania.text":
    "El norte de Tanzania alberga las llanuras infinitas del Serengeti, donde cada febrero nacen las crías de la migración, la caldera del Ngorongoro, rebosante de vida salvaje, y la tierra de baobabs de Tarangire. Las distancias son mayores y los parques, más salvajes.",
  "destinations.region.tanzania.parks": "Serengeti, cráter del Ngorongoro, Tarangire, lago Manyara",
  "destinations.region.tanzania.link": "Ver safaris por Tanzania",
  "destinations.region.eastAfrica.tab": "África Oriental",
  "destinations.region.eastAfrica.title": "África Oriental: siga la migración al otro lado de la frontera",
  "destinations.region.eastAfrica.text":
    "Los ñus no se detienen en la frontera, y usted tampoco tiene por qué hacerlo. Combine el Maasai Mara y el Serengeti en un solo viaje, cruzando en avioneta o por carretera en Isebania, para ver las manadas allí donde estén.",
  "destinations.region.eastAfrica.parks": "Maasai Mara, Serengeti, Amboseli, cráter del Ngorongoro",
  "destinations.region.eastAfrica.link": "Ver safaris entre ambos países",
  "destinations.region.islands.tab": "Islas",
  "destinations.region.islands.title": "Islas: la costa suajili",
  "destinations.region.islands.text":
    "Aguas cálidas, dhows a vela y las antiguas ciudades de piedra de los comerciantes suajilis. La costa es el último capítulo natural de un safari: bucee con tubo en los arrecifes, pasee por los callejones de Stone Town y descanse antes del vuelo de regreso.",
  "destinations.region.islands.parks": "Zanzíbar, Lamu, playa de Diani, Parque Marino de Kisite-Mpunguti",
  "destinations.region.islands.link": "Ver safaris de sabana y playa",
  "destinations.grid.eyebrow": "Todos los destinos",
  "destinations.grid.title": "Parques, reservas y costas",
  "destinations.grid.intro":
    "Cada guía explica qué ver, cómo llegar, dónde alojarse y cuáles son los mejores meses para ir.",
  "destinations.error.title": "No se han podido cargar los destinos",
  "destinations.error.text": "Vuelva a intentarlo más tarde.",
  "destinations.empty.title": "No se han encontrado destinos",
  "destinations.empty.text":
    "Estamos escribiendo nuestras guías de destinos. Mientras tanto, descubra nuestros safaris o pregunte a nuestro equipo adónde ir.",
  "destinations.empty.action": "Ver safaris",
  "destinations.seasons.eyebrow": "Guía de temporadas",
  "destinations.seasons.title": "Cuándo ir de safari",
  "destinations.seasons.intro":
    "En África Oriental no hay meses malos, solo meses distintos. Así transcurre el año en los parques.",
  "destinations.season.dry.title": "Temporada seca",
  "destinations.season.dry.months": "Junio – octubre",
  "destinations.season.dry.text":
    "La hierba corta y las charcas menguantes dejan a los animales a la vista. Es la época de los cruces del río Mara, de las mañanas frescas y los cielos despejados: el safari clásico. De julio a octubre es la temporada alta, la más concurrida; junio es más tranquilo y más económico.",
  "destinations.season.green.title": "Temporada verde",
  "destinations.season.green.months": "Abril – mayo",
  "destinations.season.green.text":
    "Las lluvias largas tiñen de verde las llanuras y traen crías recién nacidas, aves migratorias y cielos espectaculares. Los chubascos suelen caer por la tarde, los campamentos están en su momento más tranquilo y los precios son los más bajos del año. Las lluvias cortas, de noviembre a mediados de diciembre, son temporada media, con precios todavía por debajo de los de julio a octubre; entre las dos temporadas de lluvias, los nacimientos del Serengeti alcanzan su punto álgido en febrero.",
  "destinations.cta.title": "¿No sabe por dónde empezar?",
  "destinations.cta.text":
    "Cuéntenos cuándo puede viajar y qué le gustaría ver por encima de todo. Le propondremos los parques, los campamentos y la ruta que mejor encajen.",
  "destinations.cta.safaris": "Ver safaris",
  "destinations.cta.contact": "Contacte con nosotros",
});
