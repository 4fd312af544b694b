// Spanish titles and descriptions of the sample videos (English: ../../videos.ts).
import type { VideoTranslations } from "../types";

const videos: VideoTranslations = {
  "lion-pride-at-dawn": {
    title: "Fauna al amanecer: una manada de leones en la llanura",
    description:
      "Imágenes de fauna salvaje de un recorrido matinal: dos leones descansan con la primera luz mientras, a una prudente distancia detrás de ellos, pastan las cebras.",
  },
  "hot-air-balloon-over-the-mara": {
    title: "Vuelo en globo sobre el Mara",
    description:
      "Una de nuestras actividades favoritas: despegue antes del amanecer, una hora flotando sobre las manadas y desayuno con champán allí donde aterriza el globo.",
  },
  "inside-our-tented-lodge": {
    title: "Así es nuestro campamento de tiendas junto al río",
    description:
      "Un vistazo al alojamiento de Mara Riverbend Camp: las tiendas sobre plataformas elevadas, la tienda comedor y la hoguera de la noche junto al agua.",
  },
  "destination-guide-zanzibar": {
    title: "Guía de destino: Zanzíbar",
    description:
      "Nuestra guía de destino de la isla de las especias: Stone Town, las playas de la costa nordeste y los mejores meses para viajar.",
  },
  "maasai-village-culture": {
    title: "Cultura de un poblado masái: cantos y la danza de los saltos",
    description:
      "Cultura y tradición en un hogar masái: el adumu, la danza de los saltos, los cantos que la acompañan y la vida cotidiana de la familia.",
  },
  "great-migration-river-crossing": {
    title: "El cruce del río en la Gran Migración",
    description:
      "Fauna en movimiento: los ñus se congregan en la alta orilla, dudan y, de pronto, se lanzan al río entre una nube de polvo y salpicaduras.",
  },
  "planning-your-first-trip": {
    title: "Cómo planificar su primer viaje a África oriental",
    description:
      "Qué llevar en la maleta, cómo elegir la temporada y cómo es un día típico: responde nuestro equipo de operaciones en Nairobi.",
  },
  "crater-rim-lodge-rooms": {
    title: "Habitaciones con vistas: Ngorongoro Rim Lodge",
    description:
      "Alojamiento en el borde del cráter: casitas de piedra, fuego de leña cada tarde y la vista desde la terraza del lodge al amanecer.",
  },
  "elephants-beneath-kilimanjaro": {
    title: "Elefantes a los pies del Kilimanjaro",
    description:
      "La fauna de Amboseli: familias de elefantes caminan hacia los pantanos con las primeras luces, con la montaña nevada despejada a sus espaldas.",
  },
  "destination-guide-ngorongoro": {
    title: "Guía de destino: el cráter del Ngorongoro",
    description:
      "Nuestra guía de destino del cráter: cómo se organiza una mañana en el fondo, qué es probable que vea y cuándo ir.",
  },
  "dhow-sailing-activities-lamu": {
    title: "Actividades en el mar: navegar en dhow frente a Lamu",
    description:
      "Actividades en el agua: navegue en un dhow construido a mano por los canales de manglar, con una parada para pescar y almuerzo en un banco de arena.",
  },
};

export default videos;
