// Italian sample packages and their itineraries (English: ../../safaris.ts).
import type { SafariTranslations } from "../types";

const ALL_MEALS = "Colazione, pranzo, cena";
const DEPARTURE = "Non incluso (giorno di partenza)";

const usualExclusions = [
  "Voli internazionali",
  "Visti e assicurazione di viaggio",
  "Mance per guide e personale dei campi",
  "Bevande diverse dall’acqua durante le uscite di avvistamento",
];

const safaris: SafariTranslations = {
  "great-migration-safari": {
    title: "Safari della Grande Migrazione",
    description:
      "Sette giorni pensati per gli attraversamenti dei fiumi, al seguito delle mandrie tra il Maasai Mara in Kenya e il Serengeti settentrionale in Tanzania. Ci spostiamo in volo da un parco all’altro, così ogni giornata si svolge là dove si trovano gli gnu, con lunghe uscite di avvistamento e pranzi al sacco sulla riva del fiume.",
    location: "Maasai Mara e Serengeti settentrionale",
    highlights: [
      "Gli attraversamenti del fiume Mara, da luglio a ottobre",
      "Voli tra il Maasai Mara e il Serengeti settentrionale",
      "Giornate intere in savana con pranzo al sacco",
      "Una guida che segue gli spostamenti delle mandrie settimana dopo settimana",
    ],
    included: [
      "Voli di linea Nairobi - Maasai Mara - Kogatende - Arusha",
      "Sei notti in campi tendati, in pensione completa",
      "Uscite di avvistamento in Land Cruiser con tetto apribile e un posto al finestrino per ciascuno",
      "Ingressi ai parchi e alle conservancy",
      "Trasferimenti da e per aeroporti e piste d’atterraggio",
    ],
    excluded: [...usualExclusions, "Volo in mongolfiera (circa USD 450 a persona)"],
    itinerary: [
      {
        title: "In volo da Nairobi al Maasai Mara",
        description:
          "Un volo mattutino dall’aeroporto Wilson sopra la Rift Valley. La vostra guida vi aspetta sulla pista d’atterraggio e il primo safari comincia già lungo la strada verso il campo.",
        accommodation: "Mara Riverbend Camp",
        meals: "Pranzo, cena",
      },
      {
        title: "Il fiume Mara",
        description:
          "Una giornata intera lungo il fiume con pranzo al sacco, in attesa là dove si radunano le mandrie. Quando un attraversamento comincia può durare un’ora; quando non avviene, restano leoni e ippopotami da osservare.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Pianure e predatori",
        description:
          "Uscita di buon mattino nelle pianure aperte, dove le mandrie in migrazione attirano branchi di leoni e ghepardi. Volo in mongolfiera all’alba facoltativo.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Oltre il confine, nel Serengeti settentrionale",
        description:
          "Volo per Kogatende, in Tanzania, la porta settentrionale del Serengeti. Il safari del pomeriggio segue le mandrie lungo la sponda tanzaniana del fiume Mara.",
        accommodation: "Seronera Plains Camp (campo settentrionale)",
        meals: ALL_MEALS,
      },
      {
        title: "Serengeti settentrionale",
        description:
          "Una giornata intera nel nord, lontano dalla folla, dove gli attraversamenti avvengono davanti a una minima parte dei veicoli che si vedono in Kenya. La sera, aperitivo al tramonto su un kopje.",
        accommodation: "Seronera Plains Camp (campo settentrionale)",
        meals: ALL_MEALS,
      },
      {
        title: "Il triangolo di Lamai e le sorgenti di Bologonja",
        description:
          "Alla scoperta del triangolo di Lamai, tra il fiume e il confine con il Kenya, con le sue colline rocciose, gli elefanti e i leoni stanziali.",
        accommodation: "Seronera Plains Camp (campo settentrionale)",
        meals: ALL_MEALS,
      },
      {
        title: "In volo ad Arusha",
        description:
          "Un’ultima uscita di prima mattina, poi il volo per Arusha, in tempo per le coincidenze internazionali all’aeroporto del Kilimanjaro.",
        accommodation: DEPARTURE,
        meals: "Colazione",
      },
    ],
  },
  "amboseli-and-kilimanjaro-getaway": {
    title: "Fuga tra Amboseli e Kilimanjaro",
    description:
      "Tre giorni di safari su strada da Nairobi ad Amboseli, dove i branchi di elefanti attraversano le pianure ai piedi della montagna più alta d’Africa. Perfetto per un weekend lungo, con due giornate piene di uscite di avvistamento e mattinate organizzate per godere della vista più limpida sul Kilimanjaro.",
    location: "Amboseli, Kenya",
    highlights: [
      "Famiglie di elefanti da vicino",
      "Il Kilimanjaro all’alba",
      "Il belvedere di Observation Hill",
      "Trasferimenti su strada in Land Cruiser privato",
    ],
    included: [
      "Trasferimento su strada da Nairobi, andata e ritorno",
      "Due notti in pensione completa al Kilima View Lodge",
      "Tutte le uscite di avvistamento con una guida professionista",
      "Ingressi al parco per i residenti in Kenya",
    ],
    excluded: [
      "Supplemento sugli ingressi al parco per i non residenti",
      "Bevande al lodge",
      "Mance per guide e personale del lodge",
      "Visita a un villaggio maasai (KES 2.500 a persona)",
    ],
    itinerary: [
      {
        title: "Da Nairobi ad Amboseli",
        description:
          "Partenza da Nairobi alle 7 lungo la strada di Namanga, con arrivo in tempo per il pranzo. Nel pomeriggio, safari verso le paludi, quando gli elefanti arrivano ad abbeverarsi.",
        accommodation: "Kilima View Lodge",
        meals: "Pranzo, cena",
      },
      {
        title: "Una giornata intera ad Amboseli",
        description:
          "Uscita all’alba per la luce migliore sulla montagna, poi le paludi, Observation Hill e il letto del lago prosciugato, con pranzo al sacco nel parco.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Rientro a Nairobi",
        description:
          "Un’ultima uscita di prima mattina, colazione al lodge e strada del ritorno verso Nairobi, con arrivo a metà pomeriggio.",
        accommodation: DEPARTURE,
        meals: "Colazione, pranzo",
      },
    ],
  },
  "maasai-mara-explorer": {
    title: "Alla scoperta del Maasai Mara",
    description:
      "Quattro giorni nella riserva più celebre del Kenya, con uscite all’alba e al tramonto tra le praterie aperte del Maasai Mara. Ideale quando il tempo è poco: arrivate in auto da Nairobi e trascorrete ogni ora che resta con leoni, ghepardi ed elefanti, accompagnati da un naturalista che conosce il territorio di ogni branco.",
    location: "Maasai Mara, Kenya",
    highlights: [
      "Uscite al mattino e al pomeriggio con una guida privata",
      "I territori dei grandi felini lungo i fiumi Talek e Mara",
      "Visita al villaggio di una famiglia maasai",
      "Volo in mongolfiera all’alba facoltativo",
    ],
    included: [
      "Trasferimento su strada da Nairobi, andata e ritorno, in Land Cruiser con tetto apribile",
      "Tre notti in pensione completa in un campo tendato sul fiume",
      "Tutte le uscite di avvistamento",
      "Ingressi al parco",
      "Acqua in bottiglia durante le uscite",
    ],
    excluded: [...usualExclusions, "Volo in mongolfiera (circa USD 450 a persona)"],
    itinerary: [
      {
        title: "Da Nairobi al Maasai Mara",
        description:
          "Partenza alle 7 dal vostro hotel di Nairobi e discesa nella Great Rift Valley, con sosta al belvedere che domina il fondovalle. Arrivo al campo per pranzo, poi il primo safari quando il caldo del pomeriggio si attenua.",
        accommodation: "Mara Riverbend Camp",
        meals: "Pranzo, cena",
      },
      {
        title: "Una giornata intera nella riserva",
        description:
          "Si parte alle prime luci con la colazione al sacco e si seguono gli animali ovunque vadano: branchi di leoni nelle pianure, ghepardi di vedetta sui termitai, ippopotami e coccodrilli nel fiume Mara.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Villaggio maasai e uscita al tramonto",
        description:
          "Una mattinata tranquilla al campo oppure, se lo desiderate, un volo in mongolfiera all’alba. Dopo pranzo, visita a una famiglia maasai per scoprire come vive accanto agli animali selvatici, poi un’ultima uscita nell’ora dorata.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Rientro a Nairobi",
        description:
          "Un’ultima uscita di prima mattina e colazione al campo, poi la strada del ritorno verso Nairobi, con arrivo a metà pomeriggio, in tempo per i voli serali.",
        accommodation: DEPARTURE,
        meals: "Colazione, pranzo",
      },
    ],
  },
  "samburu-and-lake-nakuru-safari": {
    title: "Safari tra Samburu e il lago Nakuru",
    description:
      "Cinque giorni dal nord rovente e rosso ai laghi della Rift Valley: le rare specie settentrionali di Samburu, poi i rinoceronti e i fenicotteri del lago Nakuru. Un safari su strada per chi ha già visto il Mara e cerca qualcosa di più selvaggio.",
    location: "Samburu e lago Nakuru, Kenya",
    highlights: [
      "I Samburu Special Five",
      "L’attraversamento dell’equatore a Nanyuki",
      "Rinoceronti neri e bianchi al lago Nakuru",
      "Le cascate Thomson a Nyahururu",
    ],
    included: [
      "Tutti i trasferimenti su strada in Land Cruiser privato",
      "Quattro notti in pensione completa",
      "Uscite di avvistamento e ingressi ai parchi per i residenti in Kenya",
      "Acqua in bottiglia per tutto il viaggio",
    ],
    excluded: [
      "Supplemento sugli ingressi ai parchi per i non residenti",
      "Visita a un villaggio samburu (KES 3.000 a persona)",
      "Bevande nei lodge",
      "Mance per guide e personale dei lodge",
    ],
    itinerary: [
      {
        title: "Da Nairobi a Samburu",
        description:
          "Verso nord oltre il monte Kenya, attraversando l’equatore a Nanyuki, poi giù nei bassopiani. Nel pomeriggio, safari lungo l’Ewaso Ng’iro.",
        accommodation: "Ewaso River Camp",
        meals: "Pranzo, cena",
      },
      {
        title: "La riserva nazionale di Samburu",
        description:
          "Uscite al mattino e alla sera alla ricerca di zebre di Grevy, gerenuk e giraffe reticolate; le ore più calde sono per il pranzo e il riposo in riva al fiume.",
        accommodation: "Ewaso River Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Da Samburu al lago Nakuru",
        description:
          "Attraverso l’altopiano di Laikipia fino a Nyahururu, per pranzare accanto alle cascate Thomson, poi la discesa nella Rift Valley fino al lago Nakuru.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Il parco nazionale del lago Nakuru",
        description:
          "Una giornata intera nel parco: rinoceronti sulla riva del lago, fenicotteri nelle acque basse e il panorama da Baboon Cliff.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Rientro a Nairobi",
        description:
          "Una breve uscita mattutina e la strada del ritorno verso Nairobi passando per il lago Naivasha, con arrivo entro metà pomeriggio.",
        accommodation: DEPARTURE,
        meals: "Colazione, pranzo",
      },
    ],
  },
  "kenya-classic-safari": {
    title: "Safari classico in Kenya",
    description:
      "I tre parchi più amati del Kenya in sei giorni senza fretta: gli elefanti ai piedi del Kilimanjaro ad Amboseli, fenicotteri e rinoceronti al lago Nakuru, poi i grandi felini del Maasai Mara. Il primo safari per eccellenza, con un ritmo pensato perché trascorriate le giornate a osservare gli animali e non in strada.",
    location: "Amboseli, lago Nakuru e Maasai Mara, Kenya",
    highlights: [
      "Elefanti e Kilimanjaro ad Amboseli",
      "Rinoceronti e fenicotteri al lago Nakuru",
      "Due giorni con i grandi felini del Maasai Mara",
      "La stessa guida e lo stesso veicolo dall’inizio alla fine",
    ],
    included: [
      "Tutti i trasferimenti su strada in Land Cruiser con tetto apribile",
      "Cinque notti in pensione completa tra lodge e campi tendati",
      "Uscite di avvistamento e ingressi ai parchi",
      "Trasferimenti aeroportuali a Nairobi",
    ],
    excluded: [...usualExclusions, "Volo in mongolfiera nel Maasai Mara"],
    itinerary: [
      {
        title: "Da Nairobi ad Amboseli",
        description:
          "Partenza da Nairobi dopo colazione e viaggio verso sud fino ad Amboseli, in tempo per il pranzo. Nel pomeriggio, safari tra le famiglie di elefanti.",
        accommodation: "Kilima View Lodge",
        meals: "Pranzo, cena",
      },
      {
        title: "Amboseli",
        description:
          "Uscita all’alba per ammirare il Kilimanjaro, poi le paludi e Observation Hill; pomeriggio libero accanto alla pozza d’acqua del lodge.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Da Amboseli al lago Nakuru",
        description:
          "Un viaggio lungo ma panoramico verso nord, attraverso Nairobi e su per la scarpata della Rift Valley, con arrivo al lago Nakuru per un’uscita serale.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Dal lago Nakuru al Maasai Mara",
        description:
          "Uscita mattutina alla ricerca dei rinoceronti lungo la riva, poi verso sud-ovest attraverso Narok fino al Maasai Mara, in tempo per un safari nel tardo pomeriggio.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Maasai Mara",
        description:
          "Una giornata intera nella riserva con pranzo al sacco, sulle tracce di branchi di leoni e ghepardi, con una visita al fiume Mara.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Rientro a Nairobi",
        description: "Uscita di prima mattina, colazione, poi rientro a Nairobi entro metà pomeriggio.",
        accommodation: DEPARTURE,
        meals: "Colazione, pranzo",
      },
    ],
  },
  "kenya-and-tanzania-highlights": {
    title: "Il meglio di Kenya e Tanzania",
    description:
      "Otto giorni in due paesi: il Maasai Mara, le pianure sconfinate del Serengeti e la caldera di Ngorongoro, brulicante di animali. Attraversare il confine su strada contiene i costi e vi regala comunque il meglio dei grandi parchi dell’Africa orientale.",
    location: "Maasai Mara, Serengeti e Ngorongoro",
    highlights: [
      "Il Maasai Mara e il Serengeti in un unico viaggio",
      "Una mattinata sul fondo del cratere di Ngorongoro",
      "Baobab ed elefanti nel Tarangire",
      "Le formalità di frontiera gestite dal nostro team",
    ],
    included: [
      "Tutti i trasferimenti su strada, con cambio di veicolo e di guida al confine",
      "Sette notti in pensione completa",
      "Uscite di avvistamento, ingressi ai parchi e al cratere",
      "Trasferimenti aeroportuali a Nairobi e ad Arusha",
    ],
    excluded: [...usualExclusions, "Visto per la Tanzania (circa USD 50-100 a seconda della nazionalità)"],
    itinerary: [
      {
        title: "Da Nairobi al Maasai Mara",
        description:
          "In viaggio attraverso la Rift Valley fino al Mara, con arrivo per il pranzo e un safari nel pomeriggio.",
        accommodation: "Mara Ridge Lodge",
        meals: "Pranzo, cena",
      },
      {
        title: "Maasai Mara",
        description: "Una giornata intera di uscite di avvistamento, con pranzo al sacco in riva al fiume Mara.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Oltre il confine, nel Serengeti",
        description:
          "Trasferimento alla frontiera di Isebania, incontro con la vostra guida tanzaniana e proseguimento nel Serengeti occidentale, osservando gli animali lungo la strada verso il campo.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Serengeti centrale",
        description:
          "Una giornata intera nella valle di Seronera, famosa per i leopardi sugli alberi delle salsicce e i leoni sui kopje.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Dal Serengeti a Ngorongoro",
        description:
          "Safari in uscita dal parco passando per Naabi Hill e le pianure a erba bassa, poi la salita al bordo del cratere per il tramonto.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Il cratere di Ngorongoro",
        description:
          "Discesa all’alba per una mattinata sul fondo del cratere: rinoceronti neri, leoni, fenicotteri sul lago Magadi e un picnic accanto alla pozza degli ippopotami.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Tarangire",
        description:
          "Trasferimento nel Tarangire per un pomeriggio tra i baobab e i branchi di elefanti lungo il fiume.",
        accommodation: "Baobab Hill Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Arusha e partenza",
        description:
          "Uscita mattutina nel Tarangire, poi ad Arusha per il pranzo e il trasferimento all’aeroporto del Kilimanjaro o alla navetta per Nairobi.",
        accommodation: DEPARTURE,
        meals: "Colazione, pranzo",
      },
    ],
  },
  "tsavo-to-diani-bush-and-beach": {
    title: "Dallo Tsavo a Diani: savana e mare",
    description:
      "Sette giorni dalla natura selvaggia e dalla terra rossa dello Tsavo alla sabbia bianca di Diani. Tre giorni con gli elefanti e le sorgenti dello Tsavo, poi quattro sull’oceano Indiano, con un’escursione in dhow tra i giardini di corallo di Kisite-Mpunguti.",
    location: "Tsavo e Diani, Kenya",
    highlights: [
      "Gli elefanti rossi sul fiume Galana",
      "Il capanno subacqueo delle sorgenti di Mzima",
      "Snorkeling e delfini a Kisite-Mpunguti",
      "Quattro notti sulla spiaggia di Diani",
    ],
    included: [
      "Trasferimenti su strada da Nairobi allo Tsavo e poi fino a Diani",
      "Due notti in pensione completa nello Tsavo, quattro notti in mezza pensione a Diani",
      "Uscite di avvistamento e ingressi ai parchi per i residenti in Kenya",
      "Escursione in dhow a Kisite-Mpunguti con pranzo",
      "Volo da Ukunda a Nairobi",
    ],
    excluded: [
      "Supplemento sugli ingressi ai parchi per i non residenti",
      "Pranzi a Diani",
      "Immersioni con bombole e altri sport acquatici",
      "Mance e spese personali",
    ],
    itinerary: [
      {
        title: "Da Nairobi allo Tsavo Ovest",
        description:
          "Lungo la strada per Mombasa fino allo Tsavo Ovest. Il pomeriggio alle sorgenti di Mzima, a osservare gli ippopotami dal capanno subacqueo.",
        accommodation: "Red Earth Lodge",
        meals: "Pranzo, cena",
      },
      {
        title: "Tsavo Est",
        description:
          "Passaggio allo Tsavo Est per una giornata intera lungo il fiume Galana e le cascate Lugard, dove gli elefanti rossi vengono ad abbeverarsi.",
        accommodation: "Red Earth Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Dallo Tsavo a Diani",
        description:
          "Uscita mattutina, poi la discesa verso la costa, con arrivo a Diani in tempo per un bagno prima del tramonto.",
        accommodation: "Hotel sulla spiaggia, Diani",
        meals: ALL_MEALS,
      },
      {
        title: "La spiaggia di Diani",
        description:
          "Una giornata libera al mare, con passeggiate facoltative nella foresta costiera per vedere le scimmie colobo.",
        accommodation: "Hotel sulla spiaggia, Diani",
        meals: "Colazione, cena",
      },
      {
        title: "Kisite-Mpunguti in dhow",
        description:
          "Si salpa da Shimoni verso il parco marino per fare snorkeling tra i giardini di corallo e avvistare i delfini, con pranzo a base di pesce sull’isola di Wasini.",
        accommodation: "Hotel sulla spiaggia, Diani",
        meals: ALL_MEALS,
      },
      {
        title: "Diani in libertà",
        description:
          "Un’altra giornata sull’oceano, oppure un’escursione facoltativa alle Shimba Hills e alle cascate Sheldrick.",
        accommodation: "Hotel sulla spiaggia, Diani",
        meals: "Colazione, cena",
      },
      {
        title: "In volo a Nairobi",
        description: "Trasferimento alla pista d’atterraggio di Ukunda per il volo di rientro a Nairobi.",
        accommodation: DEPARTURE,
        meals: "Colazione",
      },
    ],
  },
  "luxury-honeymoon-safari": {
    title: "Safari di lusso in luna di miele",
    description:
      "Dieci giorni per due: uscite private e un volo in mongolfiera sul Maasai Mara, poi i vicoli di Stone Town e una casa sulla spiaggia di Zanzibar, dove si vive a piedi nudi. Campi intimi, cene private sotto le stelle e il tempo, semplicemente, per stare insieme.",
    location: "Maasai Mara e Zanzibar",
    highlights: [
      "Veicolo e guida privati nel Maasai Mara",
      "Volo in mongolfiera all’alba con champagne",
      "Cena per due nella savana alla luce delle lanterne",
      "Crociera in dhow al tramonto e una casa sulla spiaggia a Zanzibar",
    ],
    included: [
      "Tutti i voli interni in Kenya e in Tanzania",
      "Nove notti in campi e hotel di lusso, in pensione completa durante il safari",
      "Uscite di avvistamento private, ingressi ai parchi e alle conservancy",
      "Volo in mongolfiera con colazione allo champagne",
      "Visita a piedi di Stone Town, visita a una piantagione di spezie e crociera in dhow al tramonto",
    ],
    excluded: usualExclusions,
    itinerary: [
      {
        title: "Arrivo a Nairobi",
        description:
          "Accoglienza in aeroporto e trasferimento in un hotel immerso nel verde a Karen, ai piedi delle Ngong Hills, per riposare dopo il volo.",
        accommodation: "Boutique hotel con giardino, Karen",
        meals: "Cena",
      },
      {
        title: "In volo al Maasai Mara",
        description:
          "Un piccolo aereo fino alla conservancy, pranzo sulla vostra veranda e un primo safari privato al tramonto.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Il Mara con i vostri tempi",
        description:
          "Uscite private senza orari fissi: restate con un branco di leoni quanto desiderate, oppure rientrate per un pomeriggio alla spa.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Volo in mongolfiera e cena nella savana",
        description:
          "Decollo prima dell’alba per un’ora sopra le pianure e colazione allo champagne nel punto di atterraggio. La sera, cena per due nella savana alla luce delle lanterne.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "In volo a Zanzibar",
        description:
          "Volo via Nairobi fino a Zanzibar e sistemazione in un’antica casa di mercanti restaurata a Stone Town.",
        accommodation: "Boutique hotel, Stone Town",
        meals: "Colazione, cena",
      },
      {
        title: "Stone Town e le piantagioni di spezie",
        description:
          "Una passeggiata mattutina tra i vicoli e i mercati della città vecchia, poi una piantagione di spezie nell’entroterra, dove assaggiare chiodi di garofano, vaniglia e noce moscata appena colti dalla pianta.",
        accommodation: "Boutique hotel, Stone Town",
        meals: "Colazione, pranzo",
      },
      {
        title: "Verso la spiaggia",
        description:
          "Attraversamento dell’isola fino alla costa nord-orientale e alla vostra camera affacciata sulla barriera corallina di Mnemba.",
        accommodation: "Coral Rag Beach House",
        meals: "Colazione, cena",
      },
      {
        title: "La barriera di Mnemba",
        description:
          "Snorkeling sulla barriera da una barca tradizionale; lungo il tragitto capita spesso di avvistare tartarughe e delfini.",
        accommodation: "Coral Rag Beach House",
        meals: ALL_MEALS,
      },
      {
        title: "Crociera in dhow al tramonto",
        description:
          "Una giornata pigra sulla sabbia, poi al tramonto si salpa su un dhow di legno, con un drink e stuzzichini swahili.",
        accommodation: "Coral Rag Beach House",
        meals: "Colazione, cena",
      },
      {
        title: "Partenza",
        description: "Trasferimento all’aeroporto di Zanzibar per il volo di rientro.",
        accommodation: DEPARTURE,
        meals: "Colazione",
      },
    ],
  },
};

export default safaris;
