// Italian sample lodges and camps: descriptions, rooms and amenities (English: ../../hotels.ts).
import type { HotelTranslations } from "../types";

const hotels: HotelTranslations = {
  "mara-riverbend-camp": {
    location: "Maasai Mara, Kenya",
    description:
      "Dodici tende di tela su un’ansa boscosa del fiume Mara, ognuna su una piattaforma rialzata affacciata sull’acqua, dove gli ippopotami grugniscono per tutta la notte. Durante la migrazione i punti di attraversamento sono a pochi minuti di auto, così potete essere già sulla riva mentre gli altri sono ancora in viaggio. I pasti sono serviti nella tenda ristorante aperta sui lati o intorno al fuoco, e il campo funziona a energia solare, con acqua riscaldata dal sole.",
    rooms: [
      "10 tende sul fiume con bagno privato e doccia all’aperto",
      "2 tende familiari per quattro persone, con due camere da letto",
    ],
    amenities: [
      "Energia solare e acqua calda",
      "Tenda ristorante aperta sui lati e fuoco da campo",
      "Pranzi al sacco in riva al fiume",
      "Ricarica dei dispositivi nella tenda ristorante",
      "Servizio lavanderia incluso",
    ],
  },
  "mara-ridge-lodge": {
    location: "Maasai Mara, Kenya",
    description:
      "Un lodge dal tetto di paglia su un crinale, in una conservancy di proprietà maasai, con ampie vedute sulle pianure fino alla scarpata di Oloololo. Sedici cottage in pietra e paglia, una piscina scavata nel fianco della collina e passeggiate guidate con i ranger maasai. Nella conservancy è ammesso un solo veicolo ogni settecento acri (circa 280 ettari), per cui gli avvistamenti raramente sono condivisi.",
    rooms: ["14 cottage in pietra e paglia con veranda", "2 cottage familiari con due camere da letto"],
    amenities: [
      "Piscina",
      "Passeggiate guidate con i ranger maasai",
      "Safari notturni nella conservancy",
      "Wi-Fi nell’edificio principale",
      "Trattamenti spa",
    ],
  },
  "kilima-view-lodge": {
    location: "Amboseli, Kenya",
    description:
      "Un lodge a conduzione familiare sul versante di Kimana del parco di Amboseli, costruito in modo che ogni camera, la terrazza ristorante e la piscina guardino dritto verso il Kilimanjaro. Quasi ogni pomeriggio gli elefanti passano accanto alla pozza d’acqua sotto il lodge. Le giornate cominciano con un caffè sulla vostra veranda mentre la montagna si svela, prima che le nuvole la avvolgano verso le nove.",
    rooms: ["18 camere rivolte al Kilimanjaro, ciascuna con veranda", "4 camere familiari"],
    amenities: ["Piscina", "Pozza d’acqua sotto la terrazza", "Wi-Fi in camera", "Bambini benvenuti a qualsiasi età"],
  },
  "ewaso-river-camp": {
    location: "Samburu, Kenya",
    description:
      "Dieci tende all’ombra di palme dum e acacie sulla riva settentrionale dell’Ewaso Ng’iro, nella riserva nazionale di Samburu. Gli elefanti attraversano il fiume davanti al campo e i leopardi si avvistano nella maggior parte dei soggiorni. Il campo impiega giovani guerrieri samburu come guide e tracciatori, e gli ospiti sono invitati a unirsi a loro nelle passeggiate mattutine nella savana.",
    rooms: ["10 tende in riva al fiume con bagno privato"],
    amenities: [
      "Passeggiate nella savana con guide samburu",
      "Aperitivo al tramonto in riva al fiume",
      "Energia solare",
      "Servizio lavanderia incluso",
    ],
  },
  "ngorongoro-rim-lodge": {
    location: "Area di conservazione di Ngorongoro, Tanzania",
    description:
      "Cottage in pietra nella foresta antica sul bordo del cratere, a duemilatrecento metri sul livello del mare, con caminetti accesi ogni sera contro il freddo dell’altopiano. Grandi finestre si affacciano seicento metri più in basso, sul fondo del cratere. Il lodge è a dieci minuti dalla strada di discesa, così al mattino sarete tra i primi veicoli a scendere.",
    rooms: ["22 cottage in pietra con caminetto", "2 suite con vista sul cratere"],
    amenities: [
      "Caminetti accesi ogni sera",
      "Sala da pranzo e bar con vista sul cratere",
      "Wi-Fi nell’edificio principale",
      "Colazione anticipata per la prima discesa",
    ],
  },
  "seronera-plains-camp": {
    location: "Serengeti centrale, Tanzania",
    description:
      "Un piccolo campo mobile che si sposta con le stagioni tra il Serengeti centrale e quello settentrionale, per tenervi sempre vicini alle mandrie. Otto tende spaziose con veri letti, servizi igienici con scarico e docce calde a secchio; la cena è servita alla luce delle lanterne sotto le stelle. Di notte sentirete i richiami di leoni e iene attraverso le pianure.",
    rooms: ["8 tende con veri letti, servizi igienici con scarico e docce a secchio"],
    amenities: [
      "Cena alla luce delle lanterne",
      "Un campo che si sposta con le mandrie",
      "Ricarica dei dispositivi nella tenda ristorante",
    ],
  },
  "baobab-hill-lodge": {
    location: "Tarangire, Tanzania",
    description:
      "Un lodge di paglia e pietra locale su una collina sopra il fiume Tarangire, circondato da baobab. Dalla terrazza potete osservare gli elefanti che scendono in fila verso il letto del fiume nel tardo pomeriggio. Le camere sono fresche e ariose, con doccia all’aperto, e la cucina coltiva da sé le verdure che arrivano in tavola.",
    rooms: ["16 camere con doccia all’aperto", "4 camere tendate sul lato del fiume"],
    amenities: ["Piscina", "Terrazza panoramica sul fiume", "Orto", "Wi-Fi nell’edificio principale"],
  },
  "red-earth-lodge": {
    location: "Tsavo Est, Kenya",
    description:
      "Un lodge tranquillo sul fiume Galana, nello Tsavo Est, dove elefanti, bufali e piccoli kudu scendono ad abbeverarsi davanti alla terrazza. Venti camere con vista sul fiume, una piscina sotto le palme e safari a piedi lungo la riva. È la tappa ideale tra Nairobi e le spiagge della costa meridionale.",
    rooms: ["20 camere con vista sul fiume"],
    amenities: [
      "Piscina sotto le palme",
      "Safari a piedi lungo il Galana",
      "Wi-Fi in camera",
      "Bambini benvenuti a qualsiasi età",
    ],
  },
  "fever-tree-lodge": {
    location: "Lago Nakuru, Kenya",
    description:
      "Un lodge nel bosco di acacie dalla corteccia gialla, all’estremità meridionale e più tranquilla del parco nazionale del lago Nakuru. Al crepuscolo i rinoceronti pascolano spesso sul prato, e i fenicotteri del lago sono a breve distanza in auto. I cottage hanno verande private e il ristorante guarda oltre il bosco fino alla scarpata.",
    rooms: ["12 cottage con veranda privata", "2 cottage familiari"],
    amenities: ["Ristorante con vista sulla scarpata", "Rinoceronti sul prato al crepuscolo", "Wi-Fi in camera"],
  },
  "coral-rag-beach-house": {
    location: "Matemwe, Zanzibar",
    description:
      "Otto camere in pietra corallina con tetti di makuti su una spiaggia orlata di palme della costa nord-orientale di Zanzibar, di fronte alla barriera di Mnemba. Le giornate sono per lo snorkeling, le lezioni di kitesurf e i lunghi pranzi; le sere per l’aperitivo al tramonto sulla sabbia e il pesce alla griglia preparato dallo chef swahili. È qui che le nostre coppie in luna di miele concludono il loro safari.",
    rooms: ["6 camere in pietra corallina affacciate sul mare", "2 camere sul giardino"],
    amenities: [
      "Direttamente sulla spiaggia",
      "Snorkeling sulla barriera di Mnemba",
      "Lezioni di kitesurf",
      "Chef swahili e grigliate di pesce",
      "Wi-Fi in camera",
    ],
  },
};

export default hotels;
