// German sample destinations: overviews, attractions, journeys and stays (English: ../../destinations.ts).
import type { DestinationTranslations } from "../types";

const destinations: DestinationTranslations = {
  "maasai-mara": {
    name: "Maasai Mara",
    region: "Narok County, Kenia",
    overview:
      "Die Maasai Mara ist Kenias berühmtestes Reservat, eine weite, offene Graslandschaft, in der Löwen, Geparden und Leoparden vor aller Augen jagen. Zwischen Juli und Oktober ziehen mehr als eine Million Gnus und Zebras aus der Serengeti heran und durchqueren Mara und Talek – Szenen, die Fotografen aus aller Welt anlocken. Auch außerhalb der Tierwanderung ist der Wildreichtum groß, das Licht ist weich und auf den Pisten herrscht Ruhe. An das Reservat grenzen Gemeindeschutzgebiete, deren Maasai-Landbesitzer ihr Land an kleine Camps verpachten: So bleibt die Zahl der Fahrzeuge gering, und die Einnahmen kommen der Gemeinschaft zugute.",
    infoNote:
      "Flussüberquerungen lassen sich nicht planen: Die Herden warten mitunter stundenlang am Ufer oder kehren wieder um. Während der Tierwanderung sehen wir deshalb einen ganzen Tag in Flussnähe vor, damit Sie die besten Chancen haben.",
    bestTimeReason:
      "Von Juli bis Oktober zieht die Große Tierwanderung mit ihren Flussüberquerungen durch die Mara, und im trockenen Gras sind Raubtiere leicht zu entdecken. Die Schauer der kleinen Regenzeit im November dauern selten länger als einen Nachmittag – auch der Rest des Jahres lohnt sich also.",
    attractions: [
      {
        name: "Flussüberquerungen am Mara",
        description:
          "Zu Tausenden sammeln sich die Gnus am hohen Ufer und stürzen sich dann ins Wasser, in dem Krokodile lauern. Unsere Guides lesen das Verhalten der Herden und bringen Sie frühzeitig in Position – mit gutem Abstand zur Uferkante.",
      },
      {
        name: "Pirschfahrten zu den Big Five",
        description:
          "Löwen, Leoparden, Elefanten und Büffel begegnen Ihnen auf den meisten Fahrten; Spitzmaulnashörner leben im Dickicht nahe der tansanischen Grenze und belohnen Geduld.",
      },
      {
        name: "Traditionelle Maasai-Dörfer",
        description:
          "Besuchen Sie mit einem Maasai-Gastgeber das Gehöft einer Familie: Sie erfahren, wie die Rinder nachts vor Löwen geschützt werden und wie die Häuser entstehen, und erleben den Springtanz der jungen Männer.",
      },
      {
        name: "Ballonfahrten im Morgengrauen",
        description:
          "Noch vor Sonnenaufgang heben Sie ab und schweben über die Ebenen, während unter Ihnen die Herden erwachen; nach der Landung wartet ein Champagnerfrühstück im Gras.",
      },
    ],
    transport: [
      {
        duration: "5–6 Stunden",
        description:
          "Von Nairobi durch das Great Rift Valley und die Stadt Narok, das letzte Stück auf roten Lateritpisten. Auf dem Weg hinunter halten wir am Aussichtspunkt über dem Rift Valley.",
      },
      {
        duration: "45 Minuten",
        description:
          "Kleinflugzeuge starten mehrmals täglich im Linienverkehr vom Wilson Airport in Nairobi zu den Landepisten im Reservat; Ihr Guide empfängt Sie direkt an der Piste.",
      },
    ],
    accommodation: {
      budget:
        "Familiengeführte Zeltcamps nahe den Toren Sekenani und Talek, mit eigenem Bad im Zelt und gemeinsamen Mahlzeiten.",
      midRange: "Feste Zeltcamps an Mara und Talek mit warmen Duschen, Solarstrom und geführten Fußsafaris.",
      luxury:
        "Kleine Camps in privaten Schutzgebieten mit eigener Terrasse, Tauchbecken und Fahrzeugen, die Sie nur mit Ihrer eigenen Reisegruppe teilen.",
    },
  },
  amboseli: {
    name: "Amboseli",
    region: "Kajiado County, Kenia",
    overview:
      "In Amboseli ziehen Elefanten unter den Schneefeldern des Kilimanjaro vorüber. Der Park ist klein und offen; Quellen aus Schmelzwasser halten seine Sümpfe selbst in den trockensten Monaten grün, sodass Elefantenherden mit mächtigen Stoßzähnen, Büffel und Flusspferde nie weit sind. Den Berg sieht man am besten morgens, bevor sich die Wolken um seine Flanken legen. Seit 1972 werden die Elefanten von Amboseli erforscht, und viele der Familien, denen Sie begegnen, sind mit Namen bekannt.",
    bestTimeReason:
      "Die lange Trockenzeit von Juni bis Oktober versammelt die Tiere rund um die Sümpfe und schenkt die klarste Sicht auf den Kilimanjaro.",
    attractions: [
      {
        name: "Elefantenherden unter dem Kilimanjaro",
        description:
          "Jeden Morgen ziehen Familiengruppen über die staubigen Ebenen zu den Sümpfen; hier entsteht das klassische Foto von Elefanten unter der schneebedeckten Kuppe.",
      },
      {
        name: "Observation Hill",
        description:
          "Ein kurzer Aufstieg auf die einzige Anhöhe des Parks, mit Blick über die Sümpfe, den ausgetrockneten Seeboden und an klaren Tagen auf den ganzen Kilimanjaro.",
      },
      {
        name: "Enkongo-Narok-Sumpf",
        description:
          "Hier waten Elefanten bauchtief durch den Papyrus, in Gesellschaft von Pelikanen, Reihern und Flusspferden.",
      },
    ],
    transport: [
      {
        duration: "4 Stunden",
        description:
          "Von Nairobi auf der Straße nach Namanga Richtung Süden, dann ostwärts durch das Land der Maasai bis zum Kimana-Tor.",
      },
      {
        duration: "40 Minuten",
        description:
          "Tägliche Flüge vom Wilson Airport landen auf der Piste von Amboseli, nur eine kurze Fahrt von den Lodges entfernt.",
      },
    ],
    accommodation: {
      budget: "Einfache Hütten und Zeltcamps außerhalb des Kimana-Tors.",
      midRange: "Lodges im Park mit Gärten, Pools und Blick auf den Berg.",
      luxury:
        "Private Camps in Schutzgebieten auf der Seite des Kilimanjaro, mit Fußsafaris und Nächten unter freiem Himmel.",
    },
  },
  samburu: {
    name: "Samburu",
    region: "Samburu County, Kenia",
    overview:
      "Samburu ist Kenias heißer, roter Norden, wo der Fluss Ewaso Ng’iro die Tiere aus der Halbwüste anzieht. Hier leben die „Samburu Special Five“: Grevyzebra, Netzgiraffe, Beisa-Oryx, Somali-Strauß und die langhalsige Giraffengazelle – keine dieser Arten bekommen Sie im Süden zu sehen. Leoparden ruhen in den Akazien am Flussufer, und Elefanten graben im Sand nach Wasser. Die Samburu, Verwandte der Maasai, treiben noch heute Rinder und Kamele über die umliegenden Hügel.",
    infoNote:
      "Mittags ist es in Samburu heiß: Die Pirschfahrten finden früh und spät am Tag statt, dazwischen gibt es ein ausgedehntes Mittagessen im Schatten.",
    bestTimeReason:
      "Von Juni bis Oktober ist das Land trocken, und die Tiere halten sich nahe am Fluss auf, wo man sie leicht findet.",
    attractions: [
      {
        name: "Samburu Special Five",
        description:
          "Fünf Arten des Nordens, die nur hier gemeinsam vorkommen; die meisten Gäste sehen alle fünf in zwei Tagen auf Pirsch.",
      },
      {
        name: "Ewaso Ng’iro",
        description:
          "Ein braunes Band aus Wasser, gesäumt von Dumpalmen, an dem Elefanten baden, Krokodile sich sonnen und Leoparden in der Dämmerung jagen.",
      },
      {
        name: "Volk und Kultur der Samburu",
        description:
          "Lernen Sie eine Samburu-Familie in ihrer Manyatta kennen, mit ihrem Perlenschmuck, ihren Gesängen und den Rindern, um die sich hier alles dreht.",
      },
    ],
    transport: [
      {
        duration: "6 Stunden",
        description:
          "Nach Norden am Mount Kenya vorbei, bei Nanyuki über den Äquator und dann hinunter ins Tiefland bei Archer’s Post.",
      },
      {
        duration: "1 Stunde 15 Minuten",
        description: "Kleinflugzeuge vom Wilson Airport zu den Landepisten Kalama oder Buffalo Springs.",
      },
    ],
    accommodation: {
      budget: "Öffentliche Campingplätze und einfache Hütten am Fluss.",
      midRange: "Zeltcamps am Ewaso Ng’iro mit Blick aufs Wasser.",
      luxury: "Lodges in den Gemeindeschutzgebieten, mit Kamelwanderungen und Suiten mit Flussblick.",
    },
  },
  ngorongoro: {
    name: "Ngorongoro",
    region: "Region Arusha, Tansania",
    overview:
      "Der Ngorongoro ist ein eingestürzter Vulkan, auf dessen Kraterboden eine der dichtesten Ansammlungen von Wildtieren in ganz Afrika lebt. Vom bewaldeten Rand fallen die Wände sechshundert Meter tief ab, hinunter zu Grasland, Sumpf und einem Sodasee, den Flamingos rosa färben. Rund 25.000 große Tiere leben im Krater, darunter Spitzmaulnashörner, Löwen mit berühmt dunklen Mähnen und alte Elefantenbullen. Im weiteren Schutzgebiet teilen Maasai-Hirten das Land mit den Wildtieren, wie schon seit Generationen.",
    infoNote:
      "Fahrzeuge dürfen höchstens sechs Stunden am Tag auf dem Kraterboden verbringen, und die Abfahrtsstraße öffnet um 6 Uhr: Wir brechen früh auf, um vor dem großen Andrang unten zu sein.",
    attractions: [
      {
        name: "Pirschfahrten auf dem Kraterboden",
        description:
          "Ein ganzer Vormittag zwischen Zebras, Gnus, Büffeln und den Löwen, die ihnen nachstellen – mit der besten Chance in ganz Tansania, Spitzmaulnashörner zu sehen.",
      },
      {
        name: "Magadisee",
        description:
          "Der flache Sodasee des Kraters, gesäumt von Flamingos, ist zur Mittagszeit ein Lieblingsplatz der Flusspferde.",
      },
      {
        name: "Bergwald am Kraterrand",
        description:
          "Nebliger Hochlandwald aus alten, flechtenbehangenen Bäumen entlang des Kraterrands; auf den Lichtungen Büffel, Elefanten und Buschböcke.",
      },
    ],
    transport: [
      {
        duration: "3 Stunden",
        description: "Von Arusha nach Westen über Mto wa Mbu und die Kaffeefarmen von Karatu bis zum Lodoare-Tor.",
      },
      {
        duration: "1 Stunde",
        description:
          "Kleinflugzeuge von Arusha zu den Landepisten von Manyara oder am Eyasisee, dann eine landschaftlich reizvolle Fahrt hinauf zum Kraterrand.",
      },
    ],
    accommodation: {
      budget: "Lodges und Gästehäuser in Karatu, vierzig Minuten vom Tor entfernt.",
      midRange: "Lodges am Kraterrand mit Blick in den Krater aus jedem Zimmer.",
      luxury: "Lodges direkt an der Kraterkante mit Butlerservice und Kaminen für die kühlen Nächte.",
    },
  },
  serengeti: {
    name: "Serengeti",
    region: "Region Mara, Tansania",
    overview:
      "Die Serengeti umfasst fünfzehntausend Quadratkilometer Grasebenen, Granit-Kopjes und Akazienwald – die Bühne für die größte Wanderung von Landsäugetieren der Erde. Das ganze Jahr über ziehen die Herden im großen Kreis durch das Ökosystem, immer dem Regen nach, und Löwen, Geparden und Hyänen folgen ihnen. Jede Region hat ihre Saison: die Geburt der Kälber in den südlichen Ebenen zu Jahresbeginn, die Flussüberquerungen im Norden ab Juli. Im zentralen Seronera-Tal leben zu jeder Jahreszeit zahlreiche standorttreue Tiere.",
    bestTimeReason:
      "Im Januar und Februar bringen die Gnus in den südlichen Kurzgrasebenen ihre Kälber zur Welt: eine halbe Million Kälber in wenigen Wochen – und mit ihnen kommen die Raubtiere. Von Juli bis Oktober ziehen die Herden im Norden über den Mara-Fluss.",
    attractions: [
      {
        name: "Die Große Tierwanderung",
        description:
          "Kolonnen von Gnus und Zebras bis zum Horizont; wir verfolgen Woche für Woche, wo die Herden stehen, und bringen Sie in ihre Nähe.",
      },
      {
        name: "Seronera-Tal",
        description:
          "Das Herz des Parks: Dank Wasser, das nie versiegt, leben hier das ganze Jahr über Leoparden, Löwen und Giraffen.",
      },
      {
        name: "Moru Kopjes",
        description:
          "Granitfelsen, die aus den Ebenen aufragen und Löwen als Aussichtsposten dienen; in ihrem Schutz finden sich alte Felsmalereien der Maasai.",
      },
    ],
    transport: [
      {
        duration: "7–8 Stunden",
        description:
          "Von Arusha über das Ngorongoro-Hochland zum Tor am Naabi Hill; die meisten Gäste unterbrechen die Fahrt am Krater.",
      },
      {
        duration: "1–2 Stunden",
        description:
          "Kleinflugzeuge im Linienverkehr von Arusha nach Seronera, Kogatende oder Ndutu, je nach Jahreszeit.",
      },
    ],
    accommodation: {
      budget: "Öffentliche Campingplätze und einfache Zeltcamps in der zentralen Serengeti.",
      midRange: "Saisonale Camps, die der Tierwanderung folgen, mit eigenem Bad im Zelt und warmer Eimerdusche.",
      luxury: "Feste Lodges mit Pools über den Ebenen und privaten Guides.",
    },
  },
  tsavo: {
    name: "Tsavo",
    region: "Taita-Taveta County, Kenia",
    overview:
      "Tsavo ist Kenias größtes Wildnisgebiet, ein Land aus roter Erde, Baobabs und Elefanten, die der Staub in der Farbe des Bodens tönt. Tsavo West ist vulkanisch und hügelig, mit kristallklaren Quellen und Lavafeldern; Tsavo East ist flach, weit und wild, durchschnitten vom Galana-Fluss. Nur wenige Fahrzeuge sind hier unterwegs, und die Tage vergehen mit dem Gefühl, das Land ganz für sich zu haben. Tsavo liegt zwischen Nairobi und der Küste und lässt sich daher wie selbstverständlich mit einer Woche am Strand verbinden.",
    bestTimeReason:
      "In den trockenen Monaten von Juni bis Oktober kommen die Elefanten an die Flüsse und Wasserlöcher, und die Pisten sind in bestem Zustand.",
    attractions: [
      {
        name: "Die roten Elefanten von Tsavo",
        description:
          "Tsavos Elefanten pudern sich mit der roten Erde; eine Familie zu beobachten, die zum Trinken an den Galana herabsteigt, ist unvergesslich.",
      },
      {
        name: "Mzima Springs",
        description:
          "Klare Becken, gespeist von unterirdischen Flüssen aus den Chyulu Hills, wo Sie aus einem Unterwasser-Beobachtungsstand Flusspferden und Fischen zusehen.",
      },
      {
        name: "Landschaft des Yatta-Plateaus",
        description:
          "Einer der längsten Lavaströme der Erde, der sich fast dreihundert Kilometer am Athi-Fluss entlangzieht.",
      },
    ],
    transport: [
      {
        duration: "5 Stunden",
        description:
          "Über die Mombasa Road von Nairobi, oder zwei Stunden landeinwärts von Mombasa oder Diani an der Küste.",
      },
      {
        duration: "1 Stunde",
        description:
          "Charterflüge zu den Landepisten der Lodges, oder mit dem Zug von Nairobi nach Voi, mit Abholung am Bahnhof.",
      },
    ],
    accommodation: {
      budget: "Hütten für Selbstversorger nahe den Toren Voi und Mtito Andei.",
      midRange: "Lodges an Galana und Voi mit nachts beleuchteten Wasserlöchern.",
      luxury: "Zeltcamps auf Privatland an der Grenze zu Tsavo West, mit Fußsafaris und Nächten im einfachen Fly-Camp.",
    },
  },
  "lake-nakuru": {
    name: "Nakurusee",
    region: "Nakuru County, Kenia",
    overview:
      "Der Nakurusee ist ein Sodasee auf dem Grund des Rift Valley, umgeben von gelbrindigen Fieberakazien und oft rosa gesäumt von Flamingos. Der Park ringsum ist eingezäunt und dient als Schutzgebiet für Spitz- und Breitmaulnashörner; nirgendwo sonst in Kenia haben Sie bessere Chancen, beide Arten zu sehen. Rothschild-Giraffen, Löwen und Leoparden teilen sich den Akazienwald. Der Park ist kompakt genug, um ihn an einem Tag zu erkunden, und liegt auf halbem Weg zwischen Nairobi und der Maasai Mara.",
    bestTimeReason:
      "Von Juni bis September ist es trocken und hell, und die Nashörner grasen im offenen Grasland am Ufer.",
    attractions: [
      {
        name: "Flamingos und Vogelwelt",
        description:
          "Zwerg- und Rosaflamingos suchen im flachen Wasser nach Nahrung, dazu Pelikane, Schreiseeadler und mehr als vierhundert weitere nachgewiesene Vogelarten.",
      },
      {
        name: "Nashorn-Schutzgebiet",
        description:
          "Spitz- und Breitmaulnashörner leben innerhalb des Zauns; Breitmaulnashörner grasen oft ganz nah an der Piste.",
      },
      {
        name: "Aussichtspunkt Baboon Cliff",
        description: "Ein Picknickplatz hoch über dem See, der ganze Park liegt Ihnen zu Füßen.",
      },
    ],
    transport: [
      {
        duration: "3 Stunden",
        description: "Von Nairobi nach Nordwesten entlang der Steilstufe des Rift Valley, vorbei am Naivashasee.",
      },
      {
        duration: "30 Minuten",
        description: "Charterflüge landen auf der Naishi-Piste im Park.",
      },
    ],
    accommodation: {
      budget: "Gästehäuser und Hotels in der Stadt Nakuru, fünfzehn Minuten vom Haupttor entfernt.",
      midRange: "Lodges im Park auf der Steilstufe über dem See.",
      luxury: "Lodges im ruhigen Waldland im Süden des Parks, mit Blick über das Wasser.",
    },
  },
  tarangire: {
    name: "Tarangire",
    region: "Region Manyara, Tansania",
    overview:
      "Tarangire ist das Land der Baobabs und Elefanten, wo uralte Bäume über Herden von mehreren Hundert Tieren wachen. In der Trockenzeit ist der Tarangire-Fluss weit und breit das einzige Wasser, und aus der ganzen Maasai-Steppe kommen die Tiere zu ihm. Baumkletternde Pythons, Büschelohr-Oryx und mehr als fünfhundert Vogelarten machen den Park zum Liebling unserer Stammgäste. Er ist ein bequemer erster Halt auf dem Weg von Arusha.",
    bestTimeReason:
      "Zwischen Juni und Oktober ist der Fluss das einzige Wasser der Region, und die Elefantenansammlungen gehören zu den größten Afrikas.",
    attractions: [
      {
        name: "Baobab-Landschaften",
        description: "Riesige Baobabs, manche über tausend Jahre alt, verstreut über goldenes Grasland.",
      },
      {
        name: "Elefantenansammlungen",
        description: "Familie um Familie zieht herab, um im trockenen Flussbett nach Wasser zu graben.",
      },
      {
        name: "Silale-Sumpf",
        description: "Eine grüne Zuflucht in den trockenen Monaten, belebt von Büffeln, Zebras und Wasservögeln.",
      },
    ],
    transport: [
      {
        duration: "2 Stunden",
        description: "Von Arusha auf guter Asphaltstraße nach Südwesten bis zum Haupttor.",
      },
      {
        duration: "25 Minuten",
        description: "Kleinflugzeuge von Arusha zur Kuro-Piste im Park.",
      },
    ],
    accommodation: {
      budget: "Zeltcamps außerhalb der Parkgrenze nahe dem Haupttor.",
      midRange: "Lodges auf dem Höhenzug über dem Tarangire-Fluss.",
      luxury: "Abgeschiedene Camps im Süden des Parks, mit Nachtpirsch und Fußsafaris.",
    },
  },
  "lake-manyara": {
    name: "Manyarasee",
    region: "Region Manyara, Tansania",
    overview:
      "Der Manyarasee liegt am Fuß der Westwand des Great Rift Valley, in einem schmalen Park aus Grundwasserwald, Akazienwald und alkalischem See. Bekannt ist er für Löwen, die in den Ästen der Akazien ruhen, und für große Trupps von Anubispavianen. Flusspferde sonnen sich in den Tümpeln am Nordende, während weiter draußen Flamingos durch das flache Wasser waten. Ein halber Tag hier fügt sich perfekt in die Fahrt zwischen Arusha und dem Ngorongoro.",
    bestTimeReason:
      "In der Trockenzeit von Juli bis Oktober ist der Wald licht, und die Tiere sammeln sich in der Nähe des Sees.",
    attractions: [
      {
        name: "Baumkletternde Löwen",
        description:
          "Die Löwen vom Manyara klettern oft in Akazien, um den Fliegen und der Hitze zu entkommen; wer einen entdecken will, der lässig über einem Ast hängt, braucht scharfe Augen.",
      },
      {
        name: "Steilstufe des Rift Valley",
        description: "Die Steilwand ragt sechshundert Meter über den Park auf, in der Regenzeit mit Wasserfällen.",
      },
      {
        name: "Flusspferdteich",
        description:
          "Ein Aussichtspunkt über den Tümpeln im Norden des Sees, wo Dutzende Flusspferde den Tag verbringen.",
      },
    ],
    transport: [
      {
        duration: "2 Stunden",
        description: "Von Arusha nach Westen bis zum Dorf Mto wa Mbu und zum Parktor unterhalb der Steilstufe.",
      },
      {
        duration: "20 Minuten",
        description: "Kleinflugzeuge von Arusha zur Manyara-Piste oben auf der Steilstufe.",
      },
    ],
    accommodation: {
      budget: "Gästehäuser und Campingplätze in Mto wa Mbu.",
      midRange: "Lodges am Rand der Steilstufe mit Blick hinunter auf den See.",
      luxury: "Baumhaus-Lodges im südlichen Wald des Parks.",
    },
  },
  zanzibar: {
    name: "Sansibar",
    region: "Sansibar-Archipel, Tansania",
    overview:
      "Sansibar ist die Gewürzinsel der Swahili-Küste, mit weißen Stränden, türkisfarbenen Lagunen und den alten arabischen und indischen Häusern von Stone Town. Nach einer Safari ist sie der ideale Ort, um zur Ruhe zu kommen: an Korallenriffen schwimmen, bei Sonnenuntergang in einer hölzernen Dhau segeln und unter den Sternen gegrillte Meeresfrüchte genießen. Die geschnitzten Türen, Märkte und Dachcafés von Stone Town lohnen einen Tag des ziellosen Schlenderns. Im Jozani-Wald leben die Sansibar-Stummelaffen – und nirgendwo sonst auf der Welt.",
    infoNote:
      "Sansibar ist überwiegend muslimisch: Bedecken Sie in Stone Town und in den Dörfern Schultern und Knie. Während des Ramadan öffnen viele Restaurants erst nach Sonnenuntergang.",
    bestTimeReason:
      "Die trockenen Monate mit frischer Brise von Juni bis Oktober bringen ruhige See und klares Wasser zum Schnorcheln und Tauchen.",
    attractions: [
      {
        name: "Stone Town",
        description:
          "Eine Stadt des UNESCO-Welterbes mit engen Gassen, geschnitzten Türen, Märkten und dem einstigen Palast der Sultane.",
      },
      {
        name: "Dhau-Fahrten bei Sonnenuntergang",
        description:
          "Segeln Sie in einer traditionellen Dhau mit Lateinersegel hinaus, während die Sonne über dem Indischen Ozean versinkt.",
      },
      {
        name: "Jozani-Wald",
        description:
          "Der letzte große Wald der Insel, Heimat des seltenen Sansibar-Stummelaffen, mit einem Holzsteg durch die Mangroven.",
      },
    ],
    transport: [
      {
        duration: "2 Stunden mit der Fähre",
        description: "Schnellfähren fahren mehrmals täglich von Daressalam nach Stone Town.",
      },
      {
        duration: "1 Stunde 20 Minuten",
        description:
          "Direktflüge von Arusha, den Landepisten der Serengeti und Nairobi zum internationalen Flughafen von Sansibar.",
      },
    ],
    accommodation: {
      budget: "Gästehäuser in Stone Town und Bungalows in den Dörfern an der Ostküste.",
      midRange: "Boutiquehotels in restaurierten Häusern von Stone Town und Strandhotels in Paje und Matemwe.",
      luxury: "Strandvillen an der Nord- und Ostküste mit privatem Pool und Blick aufs Riff.",
    },
  },
  diani: {
    name: "Diani",
    region: "Kwale County, Kenia",
    overview:
      "Diani ist Kenias schönster Strand: siebzehn Kilometer weißer Sand südlich von Mombasa, geschützt von einem Korallenriff. Bei Ebbe liegt die Lagune ruhig zum Baden da, und jenseits des Riffs ziehen Delfine und in der Saison Buckelwale dicht an der Küste vorbei. Im Küstenwald hinter dem Strand leben Stummelaffen. Von Tsavo ist es nur ein kurzer Flug oder eine landschaftlich reizvolle Fahrt – der klassische Abschluss einer Kenia-Safari.",
    bestTimeReason:
      "Von Januar bis März ist es heiß, trocken und windstill, und bei Kisite-Mpunguti ist das Wasser zum Schnorcheln so klar wie sonst nie im Jahr.",
    attractions: [
      {
        name: "Diani Beach",
        description: "Puderweißer Sand, Palmen und eine warme, vom Riff geschützte Lagune.",
      },
      {
        name: "Meeresnationalpark Kisite-Mpunguti",
        description:
          "Schnorcheln Sie von einer Dhau aus in den Korallengärten und halten Sie auf dem Weg hinaus Ausschau nach den hier heimischen Großen Tümmlern.",
      },
      {
        name: "Shimba Hills",
        description:
          "Sanft gewellter Wald und Grasland über der Küste, Heimat der einzigen Rappenantilopen Kenias, mit einer Wanderung zu einem Wasserfall.",
      },
    ],
    transport: [
      {
        duration: "1 Stunde ab Mombasa",
        description:
          "Von Mombasa nach Süden mit der Likoni-Fähre, oder drei Stunden von Tsavo East hinunter an die Küste.",
      },
      {
        duration: "1 Stunde 15 Minuten",
        description: "Tägliche Flüge von Nairobi zur Landepiste von Ukunda, fünf Minuten vom Strand.",
      },
    ],
    accommodation: {
      budget: "Cottages und Gästehäuser, nur wenige Gehminuten vom Strand.",
      midRange: "Strandhotels mit Pools und Gärten entlang der Küste.",
      luxury: "Private Villen und Boutiquehotels am ruhigen Südende des Strands.",
    },
  },
  lamu: {
    name: "Lamu",
    region: "Lamu County, Kenia",
    overview:
      "Lamu ist die älteste noch bewohnte Swahili-Stadt Ostafrikas, auf einer Insel, auf der man sich bis heute mit Eseln und Dhaus fortbewegt. Die Steinhäuser, geschnitzten Türen und stillen Gassen haben sich in siebenhundert Jahren kaum verändert. Das Dorf Shela hat einen langen, menschenleeren Strand vor hohen Dünen, und die Abende gehören dem Segeln im Kanal, während der Ruf zum Gebet über das Wasser weht. Es ist der langsamste, sanfteste Abschluss einer Safari.",
    attractions: [
      {
        name: "Altstadt von Lamu",
        description:
          "Erkunden Sie die Gassen mit einem einheimischen Guide: das Museum, das Fort, die alten Häuser und die Uferpromenade, an der die Dhaus anlegen.",
      },
      {
        name: "Shela Beach",
        description:
          "Zwölf Kilometer menschenleerer Sand und Dünen, zu Fuß oder mit dem Boot nur ein kurzes Stück vom Dorf Shela.",
      },
      {
        name: "Segeln mit der traditionellen Dhau",
        description:
          "Lamus Bootsbauer fertigen Dhaus noch immer von Hand; segeln Sie mit einer davon durch die Kanäle der Mangroven, mit einem Halt zum Angeln und Mittagessen auf einer Sandbank.",
      },
    ],
    transport: [
      {
        duration: "6 Stunden ab Malindi",
        description: "Auf der Straße nach Mokowe auf dem Festland, dann zwanzig Minuten mit dem Boot über den Kanal.",
      },
      {
        duration: "1 Stunde 40 Minuten",
        description:
          "Tägliche Flüge von Nairobi landen auf der Insel Manda, eine kurze Bootsfahrt von der Stadt Lamu entfernt.",
      },
    ],
    accommodation: {
      budget: "Gästehäuser in alten Swahili-Häusern in der Stadt Lamu.",
      midRange: "Boutiquehotels mit Dachterrassen im Dorf Shela.",
      luxury: "Restaurierte Kaufmannshäuser und private Villen mit Personal und eigener Dhau.",
    },
  },
};

export default destinations;
