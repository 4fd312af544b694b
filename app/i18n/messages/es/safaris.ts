// Spanish texts of the safari list, a safari's own page, the safari card and the 'Book This Safari' panel (English: ../en/safaris.ts).
import { defineTranslation } from "~/i18n/translate";
import type { safarisMessages } from "../en/safaris";

export default defineTranslation<typeof safarisMessages>({
  "safaris.meta.title": "Paquetes de safari",
  "safaris.meta.description":
    "Paquetes de safari en Kenia y Tanzania: la Gran Migración, Amboseli a los pies del Kilimanjaro, Samburu, el Serengeti y viajes de sabana y playa, con itinerarios día a día y precios.",
  "safaris.hero.eyebrow": "Kenia y Tanzania",
  "safaris.hero.title": "Paquetes de safari",
  "safaris.hero.subtitle":
    "Viajes que hemos hecho nosotros mismos, por carretera y en avioneta, durmiendo en sus campamentos, y que adaptamos a la temporada y al ritmo al que usted quiera viajar.",
  "safaris.list.eyebrow": "Nuestros viajes",
  "safaris.list.title": "Safaris destacados",
  "safaris.list.intro":
    "Cada propuesta es un punto de partida: adaptamos los días, los campamentos y el presupuesto a su medida, y le enviamos un plan por escrito en un plazo de 24 horas.",
  "safaris.list.empty": "No se han encontrado safaris",
  "safaris.list.emptyText":
    "Estamos preparando los viajes de la nueva temporada. Cuéntenos qué tiene en mente y lo planificaremos.",
  "safaris.list.emptyAction": "Contacte con nosotros",
  "safaris.list.error": "No se han podido cargar los safaris",
  "safaris.list.errorText": "Vuelva a intentarlo más tarde.",
  "safaris.list.retry": "Volver a intentarlo",
  "safaris.cta.title": "¿No es exactamente el viaje que imaginaba?",
  "safaris.cta.text":
    "Díganos el mes, los parques y el tipo de campamento que le gusta. Le prepararemos un itinerario privado con un precio claro.",
  "safaris.cta.contact": "Diseñe un safari a medida",
  "safaris.price.from": "Desde {price} por persona",
  "safaris.price.residentsFrom": "Residentes: desde {price}",
  "safaris.card.view": "Ver detalles",
  "safaris.card.viewNamed": "Ver detalles: {title}",
  "safaris.card.imageAlt": "{title}",
  "safaris.detail.back": "Volver a todos los safaris",
  "safaris.detail.book": "Reservar este safari",
  "safaris.detail.countries": "{first} y {second}",
  "safaris.detail.bestMonths": "Mejor época: {months}",
  "safaris.detail.overview": "Presentación",
  "safaris.detail.price": "Precio",
  "safaris.detail.highlights": "Lo más destacado",
  "safaris.detail.included": "Qué incluye",
  "safaris.detail.excluded": "No incluye",
  "safaris.detail.itinerary": "Itinerario detallado",
  "safaris.detail.itineraryIntro": "Día a día, tal como solemos organizarlo. Cualquier día puede adaptarse a su gusto.",
  "safaris.detail.itineraryMissing":
    "Estamos ultimando el programa día a día de este safari. Pregúntenos y se lo enviaremos junto con un presupuesto.",
  "safaris.detail.day": "Día {day}: {title}",
  "safaris.detail.park": "Parque",
  "safaris.detail.accommodation": "Alojamiento",
  "safaris.detail.meals": "Comidas",
  "safaris.detail.notSpecified": "Sin especificar",
  "safaris.detail.notFoundText": "Puede que este safari ya no se ofrezca o que el enlace esté mal escrito.",
  "safaris.detail.errorTitle": "No hemos podido cargar este safari",
  "safaris.panel.title": "Reservar este safari",
  "safaris.panel.intro":
    "Envíenos sus fechas y el número de viajeros. Le responderemos en un plazo de 24 horas con la disponibilidad y un presupuesto.",
  "safaris.panel.request": "Solicitar este safari",
  "safaris.panel.stepByStep": "¿Prefiere ir paso a paso, página a página, y elegir cómo pagar?",
  "safaris.panel.stepByStepLink": "Reservar en tres pasos",
  "safaris.panel.call": "¿Prefiere hablar con nosotros? Llámenos al",
  "safaris.panel.cancellation": "Cancelación gratuita hasta {days} días antes de la salida.",
});
