// Spanish texts of a destination's own page, /{slug} (English: ../en/destination.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationMessages } from "../en/destination";

export default defineTranslation<typeof destinationMessages>({
  "destination.meta.description": "{name}, {region}: {overview}",
  "destination.hero.eyebrow": "{region}",
  "destination.hero.book": "Reservar un safari",
  "destination.overview.eyebrow": "Presentación",
  "destination.overview.title": "Sobre {name}",
  "destination.note": "Nota",
  "destination.attractions.eyebrow": "Qué verá",
  "destination.attractions.title": "Atractivos",
  "destination.visit.eyebrow": "Temporadas",
  "destination.visit.title": "Cuándo viajar",
  "destination.visit.months": "Meses del año",
  "destination.visit.hint": "Seleccione los meses en los que podría viajar para compararlos con la mejor temporada.",
  "destination.visit.best": "Mejores meses",
  "destination.visit.other": "Otros meses",
  "destination.visit.bestMonth": "{month}, uno de los mejores meses",
  "destination.visit.selected":
    "{count, plural, one {Ha seleccionado # mes} other {Ha seleccionado # meses}}, {best, plural, =0 {ninguno en la mejor temporada} one {# en la mejor temporada} other {# en la mejor temporada}}.",
  "destination.visit.why": "¿Por qué estos meses?",
  "destination.visit.summary": "Mejor época para viajar: {label}",
  "destination.getting.eyebrow": "Viaje",
  "destination.getting.title": "Cómo llegar",
  "destination.getting.road": "Por carretera",
  "destination.getting.flight": "En avión",
  "destination.getting.duration": "Duración del trayecto:",
  "destination.stay.eyebrow": "Dónde alojarse",
  "destination.stay.title": "Alojamiento",
  "destination.stay.budget": "Opciones económicas",
  "destination.stay.midRange": "Gama media",
  "destination.stay.luxury": "Lujo",
  "destination.lodges.eyebrow": "Nuestros lodges",
  "destination.lodges.title": "Lodges y campamentos en {name}",
  "destination.safaris.eyebrow": "Safaris",
  "destination.safaris.title": "Safaris que visitan {name}",
  "destination.cta.title": "¿Con ganas de conocer {name}?",
  "destination.cta.text":
    "Nuestro equipo ajustará sus fechas a la temporada, elegirá el campamento adecuado y planificará el viaje desde Nairobi o Arusha.",
  "destination.cta.book": "Reserve su safari",
  "destination.cta.contact": "Contacte con nosotros",
});
