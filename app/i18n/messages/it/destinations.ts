// Italian texts of the destinations page (English: ../en/destinations.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMessages } from "../en/destinations";

export default defineTranslation<typeof destinationsMessages>({
  "destinations.hero.eyebrow": "Kenya e Tanzania",
  "destinations.hero.title": "Destinazioni",
  "destinations.hero.subtitle":
    "Dalle pianure della migrazione nel Mara e nel Serengeti alle isole delle spezie lungo la costa: i luoghi che conosciamo meglio, e il momento in cui mostrano il loro volto più bello.",
  "destinations.hero.cta": "Scoprite i safari",

  "destinations.intro.eyebrow": "Dove andare",
  "destinations.intro.title": "Due paesi, un unico grande ecosistema",
  "destinations.intro.lead":
    "I parchi del Kenya e della Tanzania settentrionale condividono gli stessi fiumi, le stesse piogge e le stesse mandrie. Costruiamo ogni viaggio intorno a dove si troveranno gli animali nel mese in cui partite, poi aggiungiamo le conservancy più tranquille e i soggiorni sulla costa che la maggior parte degli itinerari tralascia.",
  "destinations.highlights.label": "Perché viaggiare con noi",
  "destinations.highlight.guides.title": "Guide cresciute qui",
  "destinations.highlight.guides.text":
    "Le nostre guide sono cresciute accanto a questi parchi. Sanno in quale lugga, il letto asciutto di un torrente, preferisce appostarsi il leopardo e quale guado useranno le mandrie quest’anno.",
  "destinations.highlight.seasons.title": "Costruiti intorno alle stagioni",
  "destinations.highlight.seasons.text":
    "Ogni itinerario segue le piogge e la migrazione, così sarete nel parco giusto nel mese giusto.",
  "destinations.highlight.conservancies.title": "Conservancy, non folle",
  "destinations.highlight.conservancies.text":
    "Preferiamo le conservancy comunitarie, riserve che limitano il numero di veicoli: così ogni avvistamento è soltanto vostro.",
  "destinations.highlight.coast.title": "Savana e mare",
  "destinations.highlight.coast.text":
    "Concludete il safari sulla sabbia bianca di Zanzibar, Diani o Lamu, a un’ora di volo dalle pianure.",

  "destinations.regions.eyebrow": "Esplorate per regione",
  "destinations.regions.title": "Scegliete il vostro angolo di Africa orientale",
  "destinations.regions.label": "Regioni",
  "destinations.regions.keyParks": "Parchi principali",
  "destinations.region.kenya.tab": "Kenya",
  "destinations.region.kenya.title": "Kenya: la patria del safari",
  "destinations.region.kenya.text":
    "È il Kenya ad aver regalato al mondo la parola safari. La savana aperta del Maasai Mara, gli elefanti ai piedi del Kilimanjaro ad Amboseli, le rare specie del nord a Samburu e i laghi dei fenicotteri della Rift Valley: tutto a un breve volo da Nairobi.",
  "destinations.region.kenya.parks": "Maasai Mara, Amboseli, Samburu, Tsavo, lago Nakuru",
  "destinations.region.kenya.link": "Scoprite i safari in Kenya",
  "destinations.region.tanzania.tab": "Tanzania",
  "destinations.region.tanzania.title": "Tanzania: il grande circuito del nord",
  "destinations.region.tanzania.text":
    "La Tanzania settentrionale custodisce le pianure sconfinate del Serengeti, dove ogni febbraio la migrazione dà alla luce i suoi piccoli, la caldera di Ngorongoro brulicante di fauna e la terra dei baobab di Tarangire. Le distanze sono maggiori e i parchi più selvaggi.",
  "destinations.region.tanzania.parks": "Serengeti, cratere di Ngorongoro, Tarangire, lago Manyara",
  "destinations.region.tanzania.link": "Scoprite i safari in Tanzania",
  "destinations.region.eastAfrica.tab": "Africa orientale",
  "destinations.region.eastAfrica.title": "Africa orientale: seguite la migrazione oltre il confine",
  "destinations.region.eastAfrica.text":
    "Gli gnu non si fermano al confine, e non serve che lo facciate voi. Unite il Maasai Mara e il Serengeti in un unico viaggio, attraversando la frontiera in aereo leggero o su strada a Isebania, per raggiungere le mandrie ovunque si trovino.",
  "destinations.region.eastAfrica.parks": "Maasai Mara, Serengeti, Amboseli, cratere di Ngorongoro",
  "destinations.region.eastAfrica.link": "Scoprite i safari tra Kenya e Tanzania",
  "destinations.region.islands.tab": "Isole",
  "destinations.region.islands.title": "Le isole: la costa swahili",
  "destinations.region.islands.text":
    "Acque calde, dhow a vela e le antiche città di pietra dei mercanti swahili. La costa è il naturale ultimo capitolo di un safari: snorkeling sulle barriere coralline, passeggiate tra i vicoli di Stone Town e qualche giorno di riposo prima del volo di ritorno.",
  "destinations.region.islands.parks": "Zanzibar, Lamu, Diani Beach, parco marino di Kisite-Mpunguti",
  "destinations.region.islands.link": "Scoprite i safari con mare",

  "destinations.grid.eyebrow": "Tutte le destinazioni",
  "destinations.grid.title": "Parchi, riserve e coste",
  "destinations.grid.intro":
    "Ogni guida vi racconta che cosa vedere, come arrivare, dove dormire e i mesi migliori per partire.",
  "destinations.error.title": "Impossibile caricare le destinazioni",
  "destinations.error.text": "Riprovate più tardi.",
  "destinations.empty.title": "Nessuna destinazione trovata",
  "destinations.empty.text":
    "Le nostre guide alle destinazioni sono in preparazione. Nel frattempo scoprite i nostri safari, oppure chiedete al nostro team dove andare.",
  "destinations.empty.action": "Scoprite i safari",

  "destinations.seasons.eyebrow": "Guida alle stagioni",
  "destinations.seasons.title": "Quando partire per un safari",
  "destinations.seasons.intro":
    "In Africa orientale non esistono mesi sbagliati, solo mesi diversi. Ecco come si svolge l’anno nei parchi.",
  "destinations.season.dry.title": "Stagione secca",
  "destinations.season.dry.months": "Giugno - ottobre",
  "destinations.season.dry.text":
    "L’erba bassa e le pozze d’acqua che si ritirano spingono gli animali allo scoperto. È il periodo degli attraversamenti del fiume Mara, delle mattine fresche e dei cieli limpidi: il safari classico. Da luglio a ottobre è l’alta stagione, la più richiesta; giugno è più tranquillo e costa meno.",
  "destinations.season.green.title": "Stagione verde",
  "destinations.season.green.months": "Aprile - maggio",
  "destinations.season.green.text":
    "Le grandi piogge tingono di verde le pianure e portano cuccioli appena nati, uccelli migratori e cieli spettacolari. Gli acquazzoni cadono soprattutto nel pomeriggio, i campi sono al massimo della tranquillità e i prezzi al minimo. Le piccole piogge, da novembre a metà dicembre, sono media stagione, con prezzi comunque inferiori a quelli da luglio a ottobre; tra le due stagioni delle piogge, nel Serengeti il picco delle nascite è a febbraio.",

  "destinations.cta.title": "Non sapete da dove cominciare?",
  "destinations.cta.text":
    "Diteci quando potete partire e che cosa desiderate vedere più di ogni altra cosa. Vi proporremo i parchi, i campi e l’itinerario più adatti.",
  "destinations.cta.safaris": "Scoprite i safari",
  "destinations.cta.contact": "Contattateci",
});
