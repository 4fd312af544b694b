// Spanish texts of the hotels and lodges list, a lodge's own page and the hotel card (English: ../en/hotels.ts).
import { defineTranslation } from "~/i18n/translate";
import type { hotelsMessages } from "../en/hotels";

export default defineTranslation<typeof hotelsMessages>({
  "hotels.meta.title": "Hoteles y lodges",
  "hotels.meta.description":
    "Los lodges, campamentos de tiendas y casas de playa que conocemos de primera mano en Kenia y Tanzania, del Maasai Mara al borde del cráter y la costa de Zanzíbar.",
  "hotels.hero.eyebrow": "Dónde dormirá",
  "hotels.hero.title": "Hoteles y lodges",
  "hotels.hero.subtitle":
    "Campamentos de tiendas junto al río, lodges de piedra al borde del cráter y tranquilas casas de playa: lugares en los que nos hemos alojado y a los que enviaríamos a nuestras propias familias.",
  "hotels.hero.explore": "Descubrir los lodges",
  "hotels.intro.eyebrow": "Elegidos en persona",
  "hotels.intro.title": "Un buen lodge es la mitad del safari",
  "hotels.intro.lead":
    "Conocemos cada uno de estos lugares por la vista desde su terraza, el nombre de su guía principal y la hora a la que los elefantes bajan a beber. Elegimos el lodge según la temporada, el parque y el ritmo al que usted quiera viajar.",
  "hotels.intro.point.location.title": "Cerca de los animales",
  "hotels.intro.point.location.text":
    "Dentro de los parques o junto a ellos, para que las mañanas empiecen con fauna y no con un largo trayecto.",
  "hotels.intro.point.people.title": "Gestionados por gente que conocemos",
  "hotels.intro.point.people.text":
    "Propietarios y gerentes con los que trabajamos desde hace años, muchos de ellos familias locales.",
  "hotels.intro.point.fit.title": "Adecuados para su viaje",
  "hotels.intro.point.fit.text":
    "Habitaciones familiares, suites para lunas de miel o una tienda tranquila: reservamos lo que mejor se adapta a su viaje.",
  "hotels.list.eyebrow": "Nuestra selección",
  "hotels.list.title": "Lodges y campamentos en toda África Oriental",
  "hotels.list.count": "{count, plural, one {# alojamiento} other {# alojamientos}}",
  "hotels.card.view": "Ver detalles",
  "hotels.card.viewNamed": "Ver detalles: {name}",
  "hotels.card.imageAlt": "{name}, {location}",
  "hotels.empty.title": "No hay alojamientos disponibles",
  "hotels.empty.text":
    "Estamos actualizando nuestra selección de lodges. Escríbanos y le propondremos el lugar ideal para su viaje.",
  "hotels.empty.contact": "Contacte con nosotros",
  "hotels.error.list": "No se han podido cargar los alojamientos. Vuelva a intentarlo más tarde.",
  "hotels.error.retry": "Volver a intentarlo",
  "hotels.error.detail": "No se han podido cargar los detalles del alojamiento.",
  "hotels.back": "Volver a Hoteles y lodges",
  "hotels.notFound.text":
    "Puede que haya cambiado de nombre o que ya no forme parte de nuestra selección. Todos los lodges y campamentos con los que trabajamos figuran en nuestra lista.",
  "hotels.detail.location": "Ubicación",
  "hotels.detail.destination": "Destino",
  "hotels.detail.aboutTitle": "Sobre {name}",
  "hotels.detail.glance": "De un vistazo",
  "hotels.detail.exploreDestination": "Descubrir {name}",
  "hotels.detail.imageAlt": "{name}, {location}",
  "hotels.detail.rooms": "Habitaciones y tiendas",
  "hotels.detail.amenities": "Servicios",
  "hotels.detail.safaris.eyebrow": "Safaris",
  "hotels.detail.safaris.title": "Safaris con estancia en {name}",
  "hotels.detail.more.eyebrow": "Siga explorando",
  "hotels.detail.more.title": "Más alojamientos",
  "hotels.detail.more.all": "Todos los hoteles y lodges",
  "hotels.detail.plan.eyebrow": "Planifique su estancia",
  "hotels.detail.plan.title": "Alójese en {name} durante su safari",
  "hotels.detail.plan.text":
    "Nuestros especialistas pueden incluir noches aquí en cualquiera de nuestros safaris, o diseñar un viaje en torno a este lugar. Indíquenos sus fechas y le responderemos en un plazo de {hours} horas.",
  "hotels.detail.plan.safaris": "Ver safaris",
  "hotels.detail.plan.contact": "Contacte con nosotros",
});
