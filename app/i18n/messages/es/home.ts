// Spanish texts of the home page (English: ../en/home.ts).
import { defineTranslation } from "~/i18n/translate";
import type { homeMessages } from "../en/home";

export default defineTranslation<typeof homeMessages>({
  "home.meta.description":
    "Safaris privados por Kenia y Tanzania desde 2010: la Gran Migración en el Maasai Mara y el Serengeti, los elefantes de Amboseli, Samburu y el cráter del Ngorongoro, de la mano de guías que crecieron junto a los parques.",
  "home.hero.eyebrow": "Kenia y Tanzania",
  "home.hero.title": "Donde la naturaleza aún marca su propio ritmo",
  "home.hero.subtitle":
    "Safaris privados por el Maasai Mara, Amboseli, Samburu y el Serengeti, de la mano de guías que crecieron junto a los parques.",
  "home.hero.browse": "Ver safaris",
  "home.hero.contact": "Contacte con nosotros",
  "home.hero.scroll": "Desplazarse hacia abajo",
  "home.about.eyebrow": "Sobre Heartbeest Safari",
  "home.about.title": "Safaris diseñados por quienes los guían",
  "home.about.label": "Quiénes somos",
  "home.about.slide": "{index} de {total}",
  "home.about.carouselRole": "carrusel",
  "home.about.slideRole": "diapositiva",
  "home.about.goTo": "Mostrar la diapositiva {index}: {title}",
  "home.about.previous": "Diapositiva anterior",
  "home.about.next": "Diapositiva siguiente",
  "home.about.pause": "Pausar la presentación",
  "home.about.play": "Reproducir la presentación",
  "home.about.expert.title": "Safaris de la mano de expertos",
  "home.about.expert.text":
    "Desde 2010, nuestros guías acompañan a viajeros por Kenia y Tanzania. Todos tienen al menos siete años de experiencia sobre el terreno y una titulación en gestión de fauna, y conocen los parques temporada a temporada.",
  "home.about.expert.point1": "Guías con más de 7 años de experiencia",
  "home.about.expert.point2": "Itinerarios al compás de la migración y las lluvias",
  "home.about.family.title": "Su familia en el safari",
  "home.about.family.text":
    "Desde su primera pregunta hasta el trayecto de vuelta al aeropuerto, un pequeño equipo se ocupa de usted. Respondemos en un plazo de 24 horas, conocemos todos los campamentos que reservamos y destinamos el 10 % de nuestros beneficios a las comunidades que rodean los parques.",
  "home.about.family.point1": "Un mismo equipo de la planificación a la despedida",
  "home.about.family.point2": "El 10 % de los beneficios, para proyectos comunitarios",
  "home.about.learnMore": "Conozca mejor quiénes somos",
  "home.safaris.eyebrow": "Safaris más populares",
  "home.safaris.title": "Los viajes que enamoran a nuestros viajeros",
  "home.safaris.all": "Ver todos los safaris",
  "home.safaris.empty": "No se han encontrado safaris",
  "home.safaris.emptyText":
    "Los viajes de la nueva temporada están en camino. Escríbanos y le prepararemos uno a su medida.",
  "home.destinations.eyebrow": "Destinos destacados",
  "home.destinations.title": "Paisajes que justifican el largo vuelo",
  "home.destinations.all": "Todos los destinos",
  "home.destinations.empty": "No se han encontrado destinos",
  "home.destinations.emptyText":
    "Estamos escribiendo nuestras guías de destinos. Pregúntenos por cualquier parque de Kenia o Tanzania.",
  "home.reviews.eyebrow": "Opiniones de viajeros",
  "home.reviews.title": "En palabras de nuestros viajeros",
  "home.reviews.summary": "{average} de 5 en {count, plural, one {# opinión} other {# opiniones}}",
  "home.reviews.all": "Ver todas las opiniones",
  "home.reviews.empty": "No se han encontrado opiniones",
  "home.reviews.emptyText": "Sea el primero en compartir su experiencia",
  "home.reviews.share": "Comparta su experiencia",
  "home.cta.eyebrow": "Empiece a planificar",
  "home.cta.title": "¿Le apetece oír cómo despierta la sabana?",
  "home.cta.text":
    "Cuéntenos cuándo le gustaría viajar y qué espera ver. Le responderemos en un plazo de 24 horas con ideas, fechas y un precio claro.",
  "home.cta.contact": "Contacte con nosotros",
  "home.cta.browse": "Ver safaris",
});
