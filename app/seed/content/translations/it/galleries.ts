// Italian descriptions of the sample pictures, one per picture in the English order (English: ../../galleries.ts).
import type { GalleryTranslations } from "../types";

const destinations: GalleryTranslations["destinations"] = {
  "maasai-mara": [
    "Gnu che si tuffano nel fiume Mara all’alba mentre la mandria attende sulla riva opposta",
    "Tre leoni che riposano nell’erba alta del Mara a mezzogiorno, con gli gnu al pascolo sullo sfondo",
    "Due pastori maasai con i loro bastoni su un crinale mentre il sole tramonta sulle pianure",
    "Una mongolfiera che fluttua a bassa quota sulle pianure del Mara all’alba",
  ],
  amboseli: [
    "Una famiglia di elefanti che attraversa la piana di Amboseli sotto la cima innevata del Kilimanjaro",
    "Elefanti che guadano la palude di Enkongo Narok alle prime luci, con il Kilimanjaro sullo sfondo",
    "Tre giraffe maasai nella prateria ai piedi del Kilimanjaro in una mattina di foschia",
  ],
  samburu: [
    "Due giraffe reticolate accanto a un’acacia, con una montagna dalla cima piatta alle spalle",
    "Elefanti sulla riva sabbiosa del fiume Ewaso Nyiro, sotto le palme dum",
    "Pastori samburu in piedi accanto al loro villaggio nella luce del mattino",
  ],
  ngorongoro: [
    "Il fondo aperto del cratere di Ngorongoro, con zebre al pascolo sotto il bordo coperto di foresta",
    "Fenicotteri sul lago alcalino al centro del cratere, all’alba",
    "Un rinoceronte nero che attraversa l’erba dorata del fondo del cratere, la sera",
    "La nebbia che scorre tra gli alberi alti della foresta sul bordo del cratere",
  ],
  serengeti: [
    "Gnu e zebre sparsi fino all’orizzonte nelle pianure a erba bassa del Serengeti",
    "Un leone in cima a un kopje di granito all’alba, un altro leone che riposa nell’erba sottostante",
    "Una mongolfiera a strisce sopra le pianure, con una giraffa e un’acacia più in basso",
  ],
  tsavo: [
    "Gli elefanti dello Tsavo, rossi di polvere, si abbeverano a una pozza tra i baobab",
    "Un elefante rosso solitario sotto un enorme baobab mentre il sole cala sullo Tsavo",
    "Gazzelle al pascolo sotto la lunga linea piatta dell’altopiano di Yatta",
  ],
  "lake-nakuru": [
    "Migliaia di fenicotteri rosa lungo la riva del lago Nakuru in una mattina limpida",
    "Un rinoceronte che cammina nel bosco di acacie dalla corteccia gialla vicino al lago Nakuru",
    "Fenicotteri che si nutrono nelle acque basse del lago Nakuru al crepuscolo",
  ],
  tarangire: [
    "Elefanti che scendono al fiume Tarangire passando accanto a baobab secolari, all’alba",
    "Una giraffa e un baobab che si stagliano contro il cielo rosso di un tramonto nel Tarangire",
    "Zebre sulla riva mentre gli ippopotami affiorano nel fiume Tarangire",
  ],
  "lake-manyara": [
    "Un leone che riposa disteso sul ramo di un’acacia sopra la riva del lago Manyara",
    "Fenicotteri nelle acque basse del lago Manyara, ai piedi della scarpata della Rift Valley",
    "La luce del sole che filtra tra gli alberi alti della foresta ai piedi della scarpata",
  ],
  zanzibar: [
    "Un dhow con la vela rossa sull’acqua turchese davanti a una spiaggia di Zanzibar orlata di palme",
    "Le luci del lungomare di Stone Town che si accendono mentre i dhow passano al crepuscolo",
    "Tre dhow che lasciano la riva all’alba sull’oceano Indiano",
  ],
  diani: [
    "Sabbia bianca e palme inclinate sulla spiaggia di Diani, con un dhow al largo sull’oceano Indiano",
    "Delfini che affiorano al largo della costa di Diani nella luce dorata della sera",
    "Dhow che rientrano attraversando la barriera corallina al crepuscolo, con le palme sulla riva",
  ],
  lamu: [
    "Le antiche case in pietra e il minareto della città di Lamu affacciati sul lungomare",
    "Una flotta di dhow a vela nel canale davanti alla città di Lamu",
    "Palme e dhow al largo della lunga spiaggia di Shela",
  ],
};

const hotels: GalleryTranslations["hotels"] = {
  "mara-riverbend-camp": [
    "Tre tende di tela illuminate dall’interno sulla riva del fiume Mara all’alba",
    "Il fuoco del campo che arde tra due tende sotto la luna piena",
    "L’attraversamento degli gnu, a pochi minuti di auto a monte del campo",
  ],
  "mara-ridge-lodge": [
    "Le camere del lodge con il tetto di paglia sul crinale, affacciate sulle zebre nella pianura al mattino",
    "Elefanti che passano sotto i tetti di paglia del lodge al crepuscolo",
    "Leoni nell’erba durante un safari partito dal lodge",
  ],
  "kilima-view-lodge": [
    "I cottage del lodge con il tetto di paglia rivolti al Kilimanjaro, con elefanti nella piana davanti",
    "Giraffe che brucano accanto al lodge mentre la luce della sera tinge d’oro il Kilimanjaro",
    "Elefanti nella palude sotto il lodge alle prime luci",
  ],
  "ewaso-river-camp": [
    "Tende lungo il fiume Ewaso Nyiro sotto alte acacie",
    "Il cielo stellato sopra il campo e il fuoco acceso per la cena",
    "Giraffe reticolate avvistate durante un safari partito dal campo",
  ],
  "ngorongoro-rim-lodge": [
    "Il lodge sul bordo del cratere all’alba, con gli gnu sul fondo del cratere molto più in basso",
    "Gli edifici in pietra e paglia del lodge nella luce dorata del tardo pomeriggio",
    "Il fondo del cratere visto durante la discesa mattutina dal bordo",
  ],
  "seronera-plains-camp": [
    "Due tende nella pianura aperta di Seronera all’alba",
    "Le tre tende del campo illuminate intorno al fuoco della sera",
    "Un leone su un kopje vicino al campo all’alba",
  ],
  "baobab-hill-lodge": [
    "Giraffe che passano davanti alle camere del lodge con il tetto di paglia, al mattino",
    "Elefanti sotto il lodge nell’ora dorata prima del tramonto",
    "Elefanti tra i baobab lungo il fiume sotto il lodge",
  ],
  "red-earth-lodge": [
    "Un branco di elefanti alla pozza d’acqua del lodge all’alba",
    "Una tenda solitaria e il suo fuoco sotto la luna e le stelle",
    "Elefanti coperti di polvere rossa che si abbeverano vicino al lodge",
  ],
  "fever-tree-lodge": [
    "Due rinoceronti alla pozza d’acqua davanti al lodge in una mattina di foschia",
    "Fenicotteri sulla riva del lago vicino al lodge, la sera",
    "Un rinoceronte nel bosco di acacie dalla corteccia gialla intorno al lodge",
  ],
  "coral-rag-beach-house": [
    "I tetti di paglia della casa sulla spiaggia dietro la sabbia bianca e le palme, al mattino",
    "La casa sulla spiaggia al crepuscolo, con un dhow che passa sull’oceano Indiano",
    "Delfini al largo, avvistati durante un’uscita serale in dhow dalla casa sulla spiaggia",
  ],
};

/** The packages show their destinations’ pictures, so they reuse those descriptions. */
function from(slug: string, index: number): string {
  const alt = destinations[slug]?.[index];
  if (!alt) throw new Error(`No Italian description for picture ${index} of ${slug}`);
  return alt;
}

const safaris: GalleryTranslations["safaris"] = {
  "great-migration-safari": [
    from("maasai-mara", 0),
    from("serengeti", 0),
    from("maasai-mara", 3),
    from("serengeti", 1),
  ],
  "amboseli-and-kilimanjaro-getaway": [from("amboseli", 0), from("amboseli", 1), from("amboseli", 2)],
  "maasai-mara-explorer": [
    from("maasai-mara", 1),
    from("maasai-mara", 0),
    from("maasai-mara", 2),
    from("maasai-mara", 3),
  ],
  "samburu-and-lake-nakuru-safari": [
    from("samburu", 0),
    from("samburu", 1),
    from("lake-nakuru", 0),
    from("lake-nakuru", 1),
  ],
  "kenya-classic-safari": [from("amboseli", 0), from("lake-nakuru", 0), from("maasai-mara", 0)],
  "kenya-and-tanzania-highlights": [
    from("maasai-mara", 1),
    from("serengeti", 0),
    from("ngorongoro", 0),
    from("ngorongoro", 1),
  ],
  "tsavo-to-diani-bush-and-beach": [from("tsavo", 0), from("tsavo", 1), from("diani", 0), from("diani", 1)],
  "luxury-honeymoon-safari": [from("maasai-mara", 3), from("zanzibar", 0), from("zanzibar", 1)],
};

const galleries: GalleryTranslations = { destinations, hotels, safaris };

export default galleries;
