// Italian titles and descriptions of the sample videos (English: ../../videos.ts).
import type { VideoTranslations } from "../types";

const videos: VideoTranslations = {
  "lion-pride-at-dawn": {
    title: "Fauna all’alba: un branco di leoni nella pianura",
    description:
      "Immagini di fauna selvatica girate durante un’uscita mattutina: due leoni riposano alle prime luci mentre, alle loro spalle, le zebre pascolano a prudente distanza.",
  },
  "hot-air-balloon-over-the-mara": {
    title: "Volo in mongolfiera sul Mara",
    description:
      "Una delle nostre attività preferite: decollo prima dell’alba, un’ora sospesi sopra le mandrie e colazione allo champagne dove atterra la mongolfiera.",
  },
  "inside-our-tented-lodge": {
    title: "Dentro il nostro lodge tendato sul fiume",
    description:
      "Uno sguardo agli alloggi del Mara Riverbend Camp: tende su piattaforme rialzate, la tenda ristorante e il fuoco serale in riva all’acqua.",
  },
  "destination-guide-zanzibar": {
    title: "Guida alla destinazione: Zanzibar",
    description:
      "La nostra guida alla destinazione dell’isola delle spezie: Stone Town, le spiagge della costa nord-orientale e i mesi migliori per andarci.",
  },
  "maasai-village-culture": {
    title: "Cultura in un villaggio maasai: canti e danza dei salti",
    description:
      "Cultura e tradizione in un villaggio maasai: l’adumu, la danza dei salti, i canti che la accompagnano e la vita quotidiana della famiglia.",
  },
  "great-migration-river-crossing": {
    title: "Grande Migrazione: l’attraversamento del fiume",
    description:
      "Fauna in movimento: gli gnu si radunano sulla sponda alta, esitano, poi si lanciano nel fiume in un turbine di polvere e spruzzi.",
  },
  "planning-your-first-trip": {
    title: "Organizzare il vostro primo viaggio in Africa orientale",
    description:
      "Cosa mettere in valigia, come scegliere la stagione e com’è una giornata tipo: risponde il nostro team operativo di Nairobi.",
  },
  "crater-rim-lodge-rooms": {
    title: "Camere con vista: Ngorongoro Rim Lodge",
    description:
      "Alloggi sul bordo del cratere: cottage in pietra, il fuoco nel camino ogni sera e la vista dalla terrazza del lodge all’alba.",
  },
  "elephants-beneath-kilimanjaro": {
    title: "Elefanti ai piedi del Kilimanjaro",
    description:
      "La fauna di Amboseli: alle prime luci le famiglie di elefanti si avviano verso le paludi, con la montagna innevata nitida alle loro spalle.",
  },
  "destination-guide-ngorongoro": {
    title: "Guida alla destinazione: il cratere di Ngorongoro",
    description:
      "La nostra guida alla destinazione del cratere: come si svolge una mattinata sul fondo, cosa è probabile vedere e quando andarci.",
  },
  "dhow-sailing-activities-lamu": {
    title: "Attività in dhow al largo di Lamu",
    description:
      "Attività sull’acqua: navigate su un dhow costruito a mano tra i canali di mangrovie, con una sosta di pesca e il pranzo su un banco di sabbia.",
  },
};

export default videos;
