// Spanish texts of the video gallery (English: ../en/videos.ts).
import { defineTranslation } from "~/i18n/translate";
import type { videosMessages } from "../en/videos";

export default defineTranslation<typeof videosMessages>({
  "videos.meta.title": "Galería de vídeos",
  "videos.meta.description":
    "Breves películas de nuestros safaris por Kenia y Tanzania: la fauna con las primeras luces, la cultura masái, los lodges que nos encantan, guías de destinos y actividades que van de los vuelos en globo a la navegación en dhow.",
  "videos.hero.eyebrow": "Galería de vídeos",
  "videos.hero.title": "La sabana en movimiento",
  "videos.hero.subtitle":
    "Cruces de ríos, salidas al amanecer, veladas en el lodge y las personas que hacen posible un safari: véalo antes de viajar.",
  "videos.list.title": "Vea nuestras películas",
  "videos.list.count": "{count, plural, one {# vídeo} other {# vídeos}}",
  "videos.filter.label": "Filtrar vídeos por categoría",
  "videos.category.all": "Todos",
  "videos.category.wildlife": "Fauna",
  "videos.category.culture": "Cultura",
  "videos.category.accommodations": "Alojamientos",
  "videos.category.destinations": "Destinos",
  "videos.category.activities": "Actividades",
  "videos.category.general": "General",
  "videos.card.play": "Reproducir el vídeo: {title}",
  "videos.card.published": "Publicado el {date}",
  "videos.player.close": "Cerrar el vídeo",
  "videos.player.frameTitle": "Reproductor de vídeo de YouTube: {title}",
  "videos.player.loading": "Cargando el reproductor…",
  "videos.empty.channel": "No se han encontrado vídeos en nuestro canal de YouTube.",
  "videos.empty.category": "No se han encontrado vídeos en esta categoría.",
  "videos.empty.showAll": "Ver todos los vídeos",
  "videos.error.title": "Error al cargar los vídeos",
  "videos.error.text": "No se han podido cargar los vídeos de YouTube. Vuelva a intentarlo más tarde.",
  "videos.error.retry": "Volver a intentarlo",
  "videos.cta.title": "¿Ya ha empezado a soñar?",
  "videos.cta.text":
    "Todas estas películas se rodaron en viajes que organizamos nosotros. Díganos qué momentos le gustaría vivir en persona.",
  "videos.cta.safaris": "Ver safaris",
  "videos.cta.contact": "Contacte con nosotros",
});
