// German titles and descriptions of the sample videos (English: ../../videos.ts).
import type { VideoTranslations } from "../types";

const videos: VideoTranslations = {
  "lion-pride-at-dawn": {
    title: "Tierwelt im Morgengrauen: Ein Löwenrudel in der Ebene",
    description:
      "Tieraufnahmen von einer Morgenpirsch: Zwei Löwen ruhen im ersten Licht, während hinter ihnen Zebras in vorsichtigem Abstand grasen.",
  },
  "hot-air-balloon-over-the-mara": {
    title: "Mit dem Heißluftballon über die Mara",
    description:
      "Eine unserer liebsten Aktivitäten: Start vor Sonnenaufgang, eine Stunde schwebend über den Herden und ein Champagnerfrühstück dort, wo der Ballon landet.",
  },
  "inside-our-tented-lodge": {
    title: "Zu Gast in unserer Zeltlodge am Fluss",
    description:
      "Ein Blick in die Unterkunft im Mara Riverbend Camp: Zelte auf erhöhten Plattformen, das Speisezelt und das abendliche Feuer am Wasser.",
  },
  "destination-guide-zanzibar": {
    title: "Reiseziel im Porträt: Sansibar",
    description:
      "Unser Reiseziel-Porträt der Gewürzinsel: Stone Town, die Strände der Nordostküste und die besten Monate für Ihre Reise.",
  },
  "maasai-village-culture": {
    title: "Kultur im Maasai-Dorf: Gesänge und Springtanz",
    description:
      "Kultur und Tradition auf einem Maasai-Gehöft: der Springtanz Adumu, die Gesänge, die ihn begleiten, und der Alltag der Familie.",
  },
  "great-migration-river-crossing": {
    title: "Die Große Tierwanderung: Überquerung des Flusses",
    description:
      "Tierwelt in Bewegung: Gnus sammeln sich am hohen Ufer, zögern und stürzen sich dann in einem Wirbel aus Staub und Gischt durch den Fluss.",
  },
  "planning-your-first-trip": {
    title: "Ihre erste Reise nach Ostafrika planen",
    description:
      "Was gehört in den Koffer, wie wählt man die Reisezeit, und wie sieht ein typischer Tag aus? Unser Team in Nairobi gibt die Antworten.",
  },
  "crater-rim-lodge-rooms": {
    title: "Zimmer mit Aussicht: Ngorongoro Rim Lodge",
    description:
      "Unterkunft am Kraterrand: Steincottages, jeden Abend ein Kaminfeuer und der Blick von der Terrasse der Lodge bei Sonnenaufgang.",
  },
  "elephants-beneath-kilimanjaro": {
    title: "Elefanten unter dem Kilimanjaro",
    description:
      "Die Tierwelt von Amboseli: Elefantenfamilien ziehen im ersten Licht zu den Sümpfen, hinter ihnen klar und frei der schneebedeckte Berg.",
  },
  "destination-guide-ngorongoro": {
    title: "Reiseziel im Porträt: Ngorongoro-Krater",
    description:
      "Unser Reiseziel-Porträt des Kraters: wie ein Vormittag auf dem Kraterboden abläuft, was Sie dort voraussichtlich sehen und wann die beste Reisezeit ist.",
  },
  "dhow-sailing-activities-lamu": {
    title: "Aktivitäten vor Lamu: Segeln mit der Dhau",
    description:
      "Aktivitäten auf dem Wasser: Segeln Sie mit einer handgebauten Dhau durch die Mangrovenkanäle, mit einem Halt zum Angeln und Mittagessen auf einer Sandbank.",
  },
};

export default videos;
