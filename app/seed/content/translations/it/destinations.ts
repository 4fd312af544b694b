// Italian sample destinations: overviews, attractions, journeys and stays (English: ../../destinations.ts).
import type { DestinationTranslations } from "../types";

const destinations: DestinationTranslations = {
  "maasai-mara": {
    name: "Maasai Mara",
    region: "Contea di Narok, Kenya",
    overview:
      "Il Maasai Mara è la riserva più celebre del Kenya, una distesa di praterie aperte dove leoni, ghepardi e leopardi cacciano sotto gli occhi di tutti. Tra luglio e ottobre oltre un milione di gnu e zebre arriva dal Serengeti e attraversa i fiumi Mara e Talek, in scene che richiamano fotografi da tutto il mondo. Al di fuori della migrazione la fauna stanziale è altrettanto ricca, la luce è morbida e le piste sono tranquille. La riserva confina con conservancy comunitarie in cui i proprietari terrieri maasai affittano la loro terra a piccoli campi: i veicoli restano pochi e i proventi rimangono sul territorio.",
    infoNote:
      "Gli attraversamenti dei fiumi non si possono programmare: le mandrie possono attendere sulla riva per ore o tornare indietro. Durante la migrazione prevediamo sempre una giornata intera vicino al fiume, per darvi le migliori possibilità.",
    bestTimeReason:
      "Da luglio a ottobre arriva la Grande Migrazione con i suoi attraversamenti, e l’erba secca rende facile individuare i predatori. Le piccole piogge di novembre raramente durano più di un pomeriggio, per cui anche il resto dell’anno regala grandi soddisfazioni.",
    attractions: [
      {
        name: "Gli attraversamenti del fiume Mara",
        description:
          "Gli gnu si radunano a migliaia sulle sponde alte, poi si tuffano in acque pattugliate dai coccodrilli. Le nostre guide sanno leggere le mandrie e vi portano in posizione per tempo, ben lontano dal bordo.",
      },
      {
        name: "Sulle tracce dei Big Five",
        description:
          "Leone, leopardo, elefante e bufalo si avvistano nella maggior parte delle uscite; i rinoceronti neri vivono nella boscaglia vicino al confine con la Tanzania e premiano chi ha pazienza.",
      },
      {
        name: "Villaggi maasai tradizionali",
        description:
          "Visitate il villaggio di una famiglia insieme a un accompagnatore maasai: come il bestiame viene protetto dai leoni durante la notte, come si costruiscono le case e la danza dei salti dei giovani guerrieri.",
      },
      {
        name: "Voli in mongolfiera all’alba",
        description:
          "Decollate prima del sorgere del sole e lasciatevi trasportare sopra le pianure mentre le mandrie si svegliano sotto di voi, poi atterrate per una colazione allo champagne nell’erba.",
      },
    ],
    transport: [
      {
        duration: "5-6 ore",
        description:
          "Da Nairobi attraverso la Great Rift Valley e la cittadina di Narok, con l’ultimo tratto su piste di murram, la terra rossa battuta. Durante la discesa ci fermiamo al belvedere sulla Rift Valley.",
      },
      {
        duration: "45 minuti",
        description:
          "Piccoli aerei di linea partono più volte al giorno dall’aeroporto Wilson di Nairobi per le piste d’atterraggio all’interno della riserva; la vostra guida vi attende sulla pista.",
      },
    ],
    accommodation: {
      budget:
        "Campi tendati a conduzione familiare vicino agli ingressi di Sekenani e Talek, con tende dotate di bagno privato e sala da pranzo in comune.",
      midRange:
        "Campi tendati permanenti sui fiumi Mara e Talek, con docce calde, energia solare e passeggiate guidate.",
      luxury:
        "Piccoli campi nelle conservancy con verande private, piscine a immersione e veicoli condivisi solo con il vostro gruppo.",
    },
  },
  amboseli: {
    name: "Amboseli",
    region: "Contea di Kajiado, Kenya",
    overview:
      "Amboseli è il luogo dove gli elefanti camminano ai piedi del Kilimanjaro innevato. Il parco è piccolo e aperto, alimentato da sorgenti d’acqua di disgelo che mantengono verdi le paludi anche nei mesi più secchi, così i branchi di elefanti dalle grandi zanne, i bufali e gli ippopotami non sono mai lontani. Il mattino è il momento migliore per vedere la montagna, prima che le nuvole si addensino intorno alle sue pendici. Gli elefanti di Amboseli sono oggetto di ricerca dal 1972, e molte delle famiglie che incontrerete sono conosciute per nome.",
    bestTimeReason:
      "La lunga stagione secca, da giugno a ottobre, concentra la fauna intorno alle paludi e regala le viste più limpide sul Kilimanjaro.",
    attractions: [
      {
        name: "Branchi di elefanti ai piedi del Kilimanjaro",
        description:
          "Ogni mattina i gruppi familiari attraversano le pianure polverose diretti alle paludi; è qui che nasce la classica fotografia degli elefanti sotto la cima innevata.",
      },
      {
        name: "Observation Hill",
        description:
          "Una breve salita all’unico punto elevato del parco, con vista sulle paludi, sul letto del lago prosciugato e, nelle giornate limpide, sull’intero Kilimanjaro.",
      },
      {
        name: "La palude di Enkongo Narok",
        description:
          "Qui gli elefanti avanzano tra i papiri immersi fino alla pancia, in compagnia di pellicani, garzette e ippopotami.",
      },
    ],
    transport: [
      {
        duration: "4 ore",
        description:
          "Da Nairobi verso sud sulla strada di Namanga, poi verso est attraverso il territorio maasai fino all’ingresso di Kimana.",
      },
      {
        duration: "40 minuti",
        description:
          "Voli giornalieri dall’aeroporto Wilson atterrano sulla pista di Amboseli, a breve distanza dai lodge.",
      },
    ],
    accommodation: {
      budget: "Semplici bandas (capanne) e campi tendati fuori dall’ingresso di Kimana.",
      midRange: "Lodge all’interno del parco con giardini, piscine e vista sulla montagna.",
      luxury:
        "Campi privati nelle conservancy sul versante del Kilimanjaro, con safari a piedi e letti sotto le stelle.",
    },
  },
  samburu: {
    name: "Samburu",
    region: "Contea di Samburu, Kenya",
    overview:
      "Samburu è il nord caldo e rosso del Kenya, dove il fiume Ewaso Ng’iro richiama la fauna dal semideserto. Qui vivono i “Samburu Special Five”: la zebra di Grevy, la giraffa reticolata, l’orice beisa, lo struzzo somalo e il gerenuk dal lungo collo, nessuno dei quali vedrete nel sud. I leopardi riposano tra le acacie lungo il fiume e gli elefanti scavano nella sabbia in cerca d’acqua. I Samburu, cugini dei Maasai, allevano ancora bovini e cammelli sulle colline circostanti.",
    infoNote:
      "A Samburu a mezzogiorno fa molto caldo: le uscite si svolgono al mattino presto e nel tardo pomeriggio, con un lungo pranzo all’ombra nel mezzo.",
    bestTimeReason:
      "Da giugno a ottobre il territorio è secco e gli animali restano vicino al fiume, dove è facile trovarli.",
    attractions: [
      {
        name: "Samburu Special Five",
        description:
          "Cinque specie settentrionali che si trovano insieme solo qui; la maggior parte degli ospiti le vede tutte e cinque in due giorni di uscite.",
      },
      {
        name: "Il fiume Ewaso Ng’iro",
        description:
          "Un nastro d’acqua bruna orlato di palme dum, dove gli elefanti fanno il bagno, i coccodrilli si scaldano al sole e i leopardi cacciano al crepuscolo.",
      },
      {
        name: "Il popolo samburu e la sua cultura",
        description:
          "Incontrate una famiglia samburu nella sua manyatta, tra lavori di perline, canti e il bestiame che è al centro di ogni cosa.",
      },
    ],
    transport: [
      {
        duration: "6 ore",
        description:
          "Verso nord oltre il monte Kenya e l’equatore a Nanyuki, poi giù nei bassopiani fino ad Archer’s Post.",
      },
      {
        duration: "1 ora e 15 minuti",
        description: "Piccoli aerei dall’aeroporto Wilson alle piste d’atterraggio di Kalama o Buffalo Springs.",
      },
    ],
    accommodation: {
      budget: "Campeggi pubblici e semplici bandas lungo il fiume.",
      midRange: "Campi tendati lungo l’Ewaso Ng’iro con vista sull’acqua.",
      luxury:
        "Lodge nelle conservancy comunitarie, con passeggiate a fianco dei cammelli e suite affacciate sul fiume.",
    },
  },
  ngorongoro: {
    name: "Ngorongoro",
    region: "Regione di Arusha, Tanzania",
    overview:
      "Ngorongoro è un vulcano collassato sul cui fondo si raccoglie una delle più dense concentrazioni di fauna selvatica dell’Africa. Dal bordo coperto di foreste le pareti precipitano per seicento metri fino a praterie, paludi e un lago alcalino tinto di rosa dai fenicotteri. All’interno vivono circa 25.000 grandi animali, tra cui rinoceronti neri, leoni dalla criniera notoriamente scura e vecchi elefanti maschi. Nella più vasta area di conservazione i pastori maasai convivono con la fauna, come fanno da generazioni.",
    infoNote:
      "I veicoli possono restare sul fondo del cratere al massimo sei ore al giorno e la strada di discesa apre alle 6: partiamo presto per essere giù prima della folla.",
    attractions: [
      {
        name: "Safari sul fondo del cratere",
        description:
          "Un’intera mattinata tra zebre, gnu, bufali e i leoni che li cacciano, con le migliori possibilità di tutta la Tanzania di vedere il rinoceronte nero.",
      },
      {
        name: "Il lago Magadi",
        description:
          "Il lago alcalino e poco profondo del cratere, orlato di fenicotteri, dove a mezzogiorno amano ritrovarsi gli ippopotami.",
      },
      {
        name: "La foresta sul bordo del cratere",
        description:
          "Foresta d’altura avvolta nella nebbia, con alberi antichi e licheni lungo il bordo, e bufali, elefanti e tragelafi nelle radure.",
      },
    ],
    transport: [
      {
        duration: "3 ore",
        description:
          "Da Arusha verso ovest, attraverso Mto wa Mbu e le piantagioni di caffè di Karatu, fino all’ingresso di Lodoare.",
      },
      {
        duration: "1 ora",
        description:
          "Piccoli aerei da Arusha alle piste d’atterraggio di Manyara o del lago Eyasi, poi una strada panoramica fino al bordo del cratere.",
      },
    ],
    accommodation: {
      budget: "Lodge e guest house a Karatu, a quaranta minuti dall’ingresso.",
      midRange: "Lodge sul bordo, con vista sul cratere da ogni camera.",
      luxury: "Lodge a picco sul cratere con servizio di maggiordomo e caminetti per le notti fresche.",
    },
  },
  serengeti: {
    name: "Serengeti",
    region: "Regione del Mara, Tanzania",
    overview:
      "Il Serengeti è una distesa di quindicimila chilometri quadrati di pianure erbose, kopje di granito e boschi di acacie, teatro della più grande migrazione di mammiferi terrestri del pianeta. Le mandrie percorrono l’ecosistema in cerchio tutto l’anno seguendo le piogge, e leoni, ghepardi e iene le seguono a loro volta. Ogni zona ha la sua stagione: le nascite nelle pianure meridionali a inizio anno, gli attraversamenti dei fiumi nel nord a partire da luglio. La valle centrale di Seronera ospita fauna stanziale in ogni mese dell’anno.",
    bestTimeReason:
      "A gennaio e febbraio gli gnu partoriscono nelle pianure meridionali a erba bassa: mezzo milione di piccoli in poche settimane, e con loro arrivano i predatori. Da luglio a ottobre le mandrie sono a nord e attraversano il fiume Mara.",
    attractions: [
      {
        name: "La fauna della Grande Migrazione",
        description:
          "Colonne di gnu e zebre che si allungano fino all’orizzonte; seguiamo la posizione delle mandrie settimana dopo settimana per portarvi vicino a loro.",
      },
      {
        name: "La valle del fiume Seronera",
        description: "Il cuore del parco, dove l’acqua perenne trattiene leopardi, leoni e giraffe tutto l’anno.",
      },
      {
        name: "Moru Kopjes",
        description:
          "Affioramenti di granito che si innalzano dalle pianure, usati dai leoni come punti di vedetta, con antiche pitture rupestri maasai nei loro ripari.",
      },
    ],
    transport: [
      {
        duration: "7-8 ore",
        description:
          "Da Arusha passando per gli altopiani di Ngorongoro e l’ingresso di Naabi Hill; la maggior parte degli ospiti spezza il viaggio al cratere.",
      },
      {
        duration: "1-2 ore",
        description: "Piccoli aerei di linea da Arusha a Seronera, Kogatende o Ndutu, secondo la stagione.",
      },
    ],
    accommodation: {
      budget: "Campeggi pubblici e semplici campi tendati nel Serengeti centrale.",
      midRange:
        "Campi stagionali che si spostano con la migrazione, con tende dotate di bagno privato e docce calde a secchio.",
      luxury: "Lodge permanenti con piscine affacciate sulle pianure e guide private.",
    },
  },
  tsavo: {
    name: "Tsavo",
    region: "Contea di Taita-Taveta, Kenya",
    overview:
      "Lo Tsavo è la più vasta area selvaggia del Kenya, una terra di suolo rosso, baobab ed elefanti impolverati del colore della terra. Lo Tsavo Ovest è vulcanico e collinare, con sorgenti cristalline e colate laviche; lo Tsavo Est è piatto, vasto e selvaggio, solcato dal fiume Galana. Qui circolano pochi veicoli e le giornate trascorrono con la sensazione di avere tutto il paesaggio per voi. Si trova tra Nairobi e la costa, e si abbina naturalmente a una settimana al mare.",
    bestTimeReason:
      "I mesi secchi, da giugno a ottobre, portano gli elefanti ai fiumi e alle pozze d’acqua, e le piste sono nelle condizioni migliori.",
    attractions: [
      {
        name: "Gli elefanti rossi dello Tsavo",
        description:
          "Gli elefanti dello Tsavo si cospargono di terra rossa; vedere una famiglia scendere ad abbeverarsi al Galana è un’esperienza indimenticabile.",
      },
      {
        name: "Le sorgenti di Mzima",
        description:
          "Pozze limpide alimentate da fiumi sotterranei che scendono dalle Chyulu Hills, dove un capanno subacqueo vi permette di osservare ippopotami e pesci.",
      },
      {
        name: "Il paesaggio dell’altopiano di Yatta",
        description:
          "Una delle colate laviche più lunghe della Terra, che corre per quasi trecento chilometri lungo il fiume Athi.",
      },
    ],
    transport: [
      {
        duration: "5 ore",
        description:
          "Lungo la strada per Mombasa da Nairobi, oppure due ore di salita dalla costa, da Mombasa o Diani.",
      },
      {
        duration: "1 ora",
        description:
          "Voli charter fino alle piste d’atterraggio dei lodge, oppure il treno da Nairobi a Voi con accoglienza in stazione.",
      },
    ],
    accommodation: {
      budget: "Bandas con angolo cottura vicino agli ingressi di Voi e Mtito Andei.",
      midRange: "Lodge sui fiumi Galana e Voi con pozze d’acqua illuminate di notte.",
      luxury:
        "Campi tendati su terreni privati al confine con lo Tsavo Ovest, con safari a piedi e notti in campi mobili leggeri.",
    },
  },
  "lake-nakuru": {
    name: "Lago Nakuru",
    region: "Contea di Nakuru, Kenya",
    overview:
      "Il lago Nakuru è un lago alcalino sul fondo della Rift Valley, circondato da acacie dalla corteccia gialla e spesso orlato di rosa dai fenicotteri. Il parco che lo circonda è recintato e protetto come santuario per i rinoceronti neri e bianchi, e qui avete più possibilità di vederli entrambi che in qualsiasi altro luogo del Kenya. Giraffe di Rothschild, leoni e leopardi si dividono i boschi di acacie. È abbastanza raccolto da poterlo esplorare in un giorno e si trova a metà strada tra Nairobi e il Maasai Mara.",
    bestTimeReason:
      "Da giugno a settembre il clima è secco e luminoso, e i rinoceronti pascolano nelle praterie aperte lungo la riva.",
    attractions: [
      {
        name: "Fenicotteri e avifauna",
        description:
          "Fenicotteri minori e fenicotteri rosa si nutrono nelle acque basse, insieme a pellicani, aquile pescatrici e oltre quattrocento altre specie censite.",
      },
      {
        name: "Il santuario dei rinoceronti",
        description:
          "All’interno della recinzione vivono sia il rinoceronte nero sia quello bianco; i rinoceronti bianchi pascolano spesso vicino alla strada.",
      },
      {
        name: "Il belvedere di Baboon Cliff",
        description: "Un luogo da picnic sopra il lago, con l’intero parco disteso ai vostri piedi.",
      },
    ],
    transport: [
      {
        duration: "3 ore",
        description: "Da Nairobi verso nord-ovest lungo la scarpata della Rift Valley, oltre il lago Naivasha.",
      },
      {
        duration: "30 minuti",
        description: "I voli charter atterrano sulla pista di Naishi, all’interno del parco.",
      },
    ],
    accommodation: {
      budget: "Guest house e hotel nella città di Nakuru, a quindici minuti dall’ingresso principale.",
      midRange: "Lodge all’interno del parco, sulla scarpata che domina il lago.",
      luxury: "Lodge nei tranquilli boschi meridionali del parco, con vista sull’acqua.",
    },
  },
  tarangire: {
    name: "Tarangire",
    region: "Regione di Manyara, Tanzania",
    overview:
      "Il Tarangire è la terra dei baobab e degli elefanti, dove alberi antichissimi svettano su branchi di diverse centinaia di esemplari. Nella stagione secca il fiume Tarangire è l’unica fonte d’acqua per chilometri, e gli animali vi arrivano da tutta la steppa maasai. Pitoni che si arrampicano sugli alberi, orici dalle orecchie frangiate e oltre cinquecento specie di uccelli ne fanno uno dei parchi preferiti da chi torna a viaggiare con noi. È una prima tappa comoda sulla strada da Arusha.",
    bestTimeReason:
      "Tra giugno e ottobre il fiume è l’unica fonte d’acqua della regione, e i raduni di elefanti sono tra i più grandi d’Africa.",
    attractions: [
      {
        name: "Paesaggi di baobab",
        description: "Baobab giganti, alcuni con più di mille anni, sparsi su praterie dorate.",
      },
      {
        name: "Raduni di elefanti",
        description: "Una famiglia dopo l’altra scende a scavare in cerca d’acqua nel letto asciutto del fiume.",
      },
      {
        name: "La palude di Silale",
        description: "Un rifugio verde nei mesi secchi, animato da bufali, zebre e uccelli acquatici.",
      },
    ],
    transport: [
      {
        duration: "2 ore",
        description: "Da Arusha verso sud-ovest su una buona strada asfaltata fino all’ingresso principale.",
      },
      {
        duration: "25 minuti",
        description: "Piccoli aerei da Arusha alla pista di Kuro, all’interno del parco.",
      },
    ],
    accommodation: {
      budget: "Campi tendati appena fuori dal confine del parco, vicino all’ingresso principale.",
      midRange: "Lodge sul crinale che domina il fiume Tarangire.",
      luxury: "Campi appartati nel sud del parco, con safari notturni e a piedi.",
    },
  },
  "lake-manyara": {
    name: "Lago Manyara",
    region: "Regione di Manyara, Tanzania",
    overview:
      "Il lago Manyara si trova ai piedi della parete occidentale della Great Rift Valley, un parco stretto fatto di foresta alimentata dalla falda, boschi di acacie e un lago alcalino. È noto per i leoni che riposano tra i rami delle acacie e per i grandi gruppi di babbuini anubi. Gli ippopotami si crogiolano nelle pozze all’estremità settentrionale, mentre più in là i fenicotteri avanzano nelle acque basse. Una mezza giornata qui si inserisce perfettamente nel tragitto tra Arusha e Ngorongoro.",
    bestTimeReason:
      "Nella stagione secca, da luglio a ottobre, la foresta è più aperta e gli animali si radunano vicino al lago.",
    attractions: [
      {
        name: "I leoni arrampicatori",
        description:
          "I leoni del Manyara salgono spesso sulle acacie per sfuggire alle mosche e al caldo; per scorgerne uno adagiato su un ramo serve un occhio allenato.",
      },
      {
        name: "La scarpata della Rift Valley",
        description:
          "La scarpata si innalza di seicento metri sopra il parco, con cascate nella stagione delle piogge.",
      },
      {
        name: "La pozza degli ippopotami",
        description:
          "Un belvedere sulle pozze settentrionali del lago, dove decine di ippopotami trascorrono la giornata.",
      },
    ],
    transport: [
      {
        duration: "2 ore",
        description:
          "Da Arusha verso ovest fino al villaggio di Mto wa Mbu e all’ingresso del parco, ai piedi della scarpata.",
      },
      {
        duration: "20 minuti",
        description: "Piccoli aerei da Arusha alla pista di Manyara, sulla scarpata.",
      },
    ],
    accommodation: {
      budget: "Guest house e campeggi a Mto wa Mbu.",
      midRange: "Lodge sul ciglio della scarpata, con vista sul lago dall’alto.",
      luxury: "Lodge sugli alberi nella foresta meridionale del parco.",
    },
  },
  zanzibar: {
    name: "Zanzibar",
    region: "Arcipelago di Zanzibar, Tanzania",
    overview:
      "Zanzibar è l’isola delle spezie della costa swahili, con spiagge bianche, lagune turchesi e le antiche case arabe e indiane di Stone Town. Dopo un safari è il luogo ideale per rallentare: nuotare sopra le barriere coralline, salpare al tramonto su un dhow di legno e gustare pesce alla griglia sotto le stelle. Le porte intagliate, i mercati e i caffè sui tetti di Stone Town ripagano una giornata di passeggiate senza meta. Il colobo rosso vive nella foresta di Jozani e in nessun altro luogo al mondo.",
    infoNote:
      "Zanzibar è in prevalenza musulmana: a Stone Town e nei villaggi coprite spalle e ginocchia. Durante il Ramadan molti ristoranti aprono solo dopo il tramonto.",
    bestTimeReason:
      "I mesi secchi e ventilati, da giugno a ottobre, portano mare calmo e acque limpide per lo snorkeling e le immersioni.",
    attractions: [
      {
        name: "Stone Town",
        description:
          "Una città patrimonio mondiale dell’UNESCO, fatta di vicoli stretti, porte intagliate, mercati e l’antico palazzo dei sultani.",
      },
      {
        name: "Crociere in dhow al tramonto",
        description: "Salpate su un dhow tradizionale a vela latina mentre il sole tramonta sull’oceano Indiano.",
      },
      {
        name: "La foresta di Jozani",
        description:
          "L’ultima grande foresta dell’isola, regno del raro colobo rosso di Zanzibar, con una passerella tra le mangrovie.",
      },
    ],
    transport: [
      {
        duration: "2 ore di traghetto",
        description: "Traghetti veloci collegano più volte al giorno Dar es Salaam a Stone Town.",
      },
      {
        duration: "1 ora e 20 minuti",
        description:
          "Voli diretti da Arusha, dalle piste d’atterraggio del Serengeti e da Nairobi all’aeroporto internazionale di Zanzibar.",
      },
    ],
    accommodation: {
      budget: "Guest house a Stone Town e bungalow nei villaggi della costa orientale.",
      midRange: "Boutique hotel in antiche case restaurate di Stone Town e hotel sulla spiaggia a Paje e Matemwe.",
      luxury:
        "Ville sulla spiaggia lungo le coste settentrionale e orientale, con piscina privata e vista sulla barriera corallina.",
    },
  },
  diani: {
    name: "Diani",
    region: "Contea di Kwale, Kenya",
    overview:
      "Diani è la spiaggia più bella del Kenya: diciassette chilometri di sabbia bianca protetti da una barriera corallina, a sud di Mombasa. Con la bassa marea la laguna è calma e perfetta per nuotare, e oltre la barriera passano vicino alla costa i delfini e, in stagione, le megattere. Nella foresta costiera alle spalle della spiaggia vivono le scimmie colobo. Si raggiunge con un breve volo o con un viaggio panoramico dallo Tsavo, ed è per questo la conclusione classica di un safari in Kenya.",
    bestTimeReason:
      "Da gennaio a marzo fa caldo, il clima è secco e il mare calmo, con le acque più limpide dell’anno per lo snorkeling a Kisite-Mpunguti.",
    attractions: [
      {
        name: "La spiaggia di Diani",
        description: "Sabbia bianca e finissima, palme e una laguna tiepida protetta dalla barriera corallina.",
      },
      {
        name: "Il parco marino di Kisite-Mpunguti",
        description:
          "Snorkeling tra i giardini di corallo da un dhow e, lungo il tragitto, i tursiopi che vivono stabilmente in queste acque.",
      },
      {
        name: "Shimba Hills",
        description:
          "Colline ondulate di foresta e prateria sopra la costa, unico rifugio keniota dell’antilope nera, con una passeggiata fino a una cascata.",
      },
    ],
    transport: [
      {
        duration: "1 ora da Mombasa",
        description: "Da Mombasa verso sud con il traghetto di Likoni, oppure tre ore di strada dallo Tsavo Est.",
      },
      {
        duration: "1 ora e 15 minuti",
        description: "Voli giornalieri da Nairobi alla pista d’atterraggio di Ukunda, a cinque minuti dalla spiaggia.",
      },
    ],
    accommodation: {
      budget: "Cottage e guest house a pochi passi dalla spiaggia.",
      midRange: "Hotel sulla spiaggia con piscine e giardini lungo la costa.",
      luxury: "Ville private e boutique hotel nella tranquilla parte meridionale della spiaggia.",
    },
  },
  lamu: {
    name: "Lamu",
    region: "Contea di Lamu, Kenya",
    overview:
      "Lamu è la più antica città swahili ancora abitata dell’Africa orientale, un’isola dove ci si sposta ancora a dorso d’asino o in dhow. Le sue case in pietra, i portali intagliati e i vicoli tranquilli sono cambiati ben poco in settecento anni. Il villaggio di Shela ha una lunga spiaggia deserta orlata di dune, e le sere sono fatte per navigare nel canale mentre il richiamo alla preghiera si diffonde sull’acqua. È il finale più lento e dolce che si possa dare a un safari.",
    attractions: [
      {
        name: "La città vecchia di Lamu",
        description:
          "Percorrete i vicoli con una guida locale: il museo, il forte, le antiche case e il lungomare dove attraccano i dhow.",
      },
      {
        name: "La spiaggia di Shela",
        description:
          "Dodici chilometri di sabbia deserta e dune, a breve distanza a piedi o in barca dal villaggio di Shela.",
      },
      {
        name: "Navigare su un dhow tradizionale",
        description:
          "I maestri d’ascia di Lamu costruiscono ancora i dhow a mano; salite a bordo per navigare tra i canali di mangrovie, con una sosta di pesca e il pranzo su un banco di sabbia.",
      },
    ],
    transport: [
      {
        duration: "6 ore da Malindi",
        description: "Su strada fino a Mokowe, sulla terraferma, poi venti minuti di barca per attraversare il canale.",
      },
      {
        duration: "1 ora e 40 minuti",
        description:
          "Voli giornalieri da Nairobi atterrano sull’isola di Manda, a breve distanza in barca dalla città di Lamu.",
      },
    ],
    accommodation: {
      budget: "Guest house in antiche case swahili nella città di Lamu.",
      midRange: "Boutique hotel con terrazze sul tetto nel villaggio di Shela.",
      luxury: "Antiche case di mercanti restaurate e ville private con personale e un dhow tutto per voi.",
    },
  },
};

export default destinations;
