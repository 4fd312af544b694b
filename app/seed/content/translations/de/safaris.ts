// German sample packages and their itineraries (English: ../../safaris.ts).
import type { SafariTranslations } from "../types";

const ALL_MEALS = "Frühstück, Mittagessen, Abendessen";
const DEPARTURE = "Nicht inbegriffen (Abreisetag)";

const usualExclusions = [
  "Internationale Flüge",
  "Visa und Reiseversicherung",
  "Trinkgelder für Guides und Camp-Personal",
  "Getränke außer Wasser während der Pirschfahrten",
];

const safaris: SafariTranslations = {
  "great-migration-safari": {
    title: "Safari zur Großen Tierwanderung",
    description:
      "Sieben Tage, ganz auf die Flussüberquerungen abgestimmt: Sie folgen den Herden zwischen der kenianischen Maasai Mara und der nördlichen Serengeti in Tansania. Zwischen den beiden Parks fliegen wir, damit Sie jeden Tag dort verbringen, wo die Gnus gerade sind – mit langen Pirschfahrten und Picknick am Flussufer.",
    location: "Maasai Mara & nördliche Serengeti",
    highlights: [
      "Die Überquerungen des Mara-Flusses von Juli bis Oktober",
      "Flüge zwischen der Maasai Mara und der nördlichen Serengeti",
      "Ganze Tage auf Pirsch, mittags Picknick im Busch",
      "Ein Guide, der die Wege der Herden Woche für Woche verfolgt",
    ],
    included: [
      "Linienflüge Nairobi – Maasai Mara – Kogatende – Arusha",
      "Sechs Nächte in Zeltcamps mit Vollpension",
      "Pirschfahrten im Land Cruiser mit Hubdach, mit Fensterplatz für jeden Gast",
      "Park- und Schutzgebietsgebühren",
      "Transfers von und zu Flughäfen und Landepisten",
    ],
    excluded: [...usualExclusions, "Heißluftballonfahrt (etwa USD 450 pro Person)"],
    itinerary: [
      {
        title: "Flug von Nairobi in die Maasai Mara",
        description:
          "Am Morgen fliegen Sie vom Wilson Airport über das Rift Valley. Ihr Guide empfängt Sie an der Landepiste, und schon auf dem Weg ins Camp beginnt die erste Pirschfahrt.",
        accommodation: "Mara Riverbend Camp",
        meals: "Mittagessen, Abendessen",
      },
      {
        title: "Am Mara-Fluss",
        description:
          "Ein ganzer Tag am Fluss mit Picknick, dort, wo sich die Herden sammeln. Beginnt eine Überquerung, kann sie eine Stunde dauern; bleibt sie aus, gibt es Löwen und Flusspferde zu beobachten.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Weite Ebenen und Raubtiere",
        description:
          "Frühe Pirschfahrt hinaus in die offenen Ebenen, wo die wandernden Herden Löwenrudel und Geparden anlocken. Auf Wunsch Ballonfahrt im Morgengrauen.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Über die Grenze in die nördliche Serengeti",
        description:
          "Flug nach Kogatende in Tansania, dem nördlichen Tor zur Serengeti. Die Nachmittagspirsch folgt den Herden am tansanischen Ufer des Mara-Flusses.",
        accommodation: "Seronera Plains Camp (Standort im Norden)",
        meals: ALL_MEALS,
      },
      {
        title: "Nördliche Serengeti",
        description:
          "Ein ganzer Tag im stillen Norden, wo bei den Überquerungen nur ein Bruchteil der Fahrzeuge unterwegs ist, die man in Kenia sieht. Am Abend Sundowner auf einer Kopje.",
        accommodation: "Seronera Plains Camp (Standort im Norden)",
        meals: ALL_MEALS,
      },
      {
        title: "Lamai-Keil und die Quellen von Bologonja",
        description:
          "Sie erkunden den Lamai-Keil zwischen dem Fluss und der kenianischen Grenze, mit seinen felsigen Hügeln, Elefanten und den hier ansässigen Löwen.",
        accommodation: "Seronera Plains Camp (Standort im Norden)",
        meals: ALL_MEALS,
      },
      {
        title: "Flug nach Arusha",
        description:
          "Eine letzte Pirschfahrt am frühen Morgen, dann der Flug nach Arusha – rechtzeitig für internationale Anschlussflüge ab dem Flughafen Kilimanjaro.",
        accommodation: DEPARTURE,
        meals: "Frühstück",
      },
    ],
  },
  "amboseli-and-kilimanjaro-getaway": {
    title: "Kurzreise Amboseli & Kilimanjaro",
    description:
      "Eine dreitägige Safari auf dem Landweg von Nairobi nach Amboseli, wo Elefantenherden unter dem höchsten Berg Afrikas durch die Ebenen ziehen. Ideal für ein langes Wochenende: zwei volle Tage auf Pirsch, die Morgen so geplant, dass Sie den Kilimanjaro in seiner klarsten Stunde erleben.",
    location: "Amboseli, Kenia",
    highlights: [
      "Elefantenfamilien aus nächster Nähe",
      "Der Kilimanjaro bei Sonnenaufgang",
      "Aussichtspunkt Observation Hill",
      "Fahrten im privaten Land Cruiser",
    ],
    included: [
      "Hin- und Rückfahrt ab Nairobi",
      "Zwei Nächte mit Vollpension in der Kilima View Lodge",
      "Alle Pirschfahrten mit professionellem Guide",
      "Parkeintritt zum Tarif für Einwohner Kenias",
    ],
    excluded: [
      "Aufpreis auf die Parkgebühren für Gäste ohne Wohnsitz in Kenia",
      "Getränke in der Lodge",
      "Trinkgelder für Guides und Lodge-Personal",
      "Besuch eines Maasai-Dorfs (KES 2.500 pro Person)",
    ],
    itinerary: [
      {
        title: "Von Nairobi nach Amboseli",
        description:
          "Abfahrt in Nairobi um 7 Uhr über die Straße nach Namanga, Ankunft rechtzeitig zum Mittagessen. Am Nachmittag Pirschfahrt zu den Sümpfen, wenn die Elefanten zum Trinken kommen.",
        accommodation: "Kilima View Lodge",
        meals: "Mittagessen, Abendessen",
      },
      {
        title: "Ein ganzer Tag in Amboseli",
        description:
          "Pirschfahrt bei Sonnenaufgang, wenn das Licht am Berg am schönsten ist, dann die Sümpfe, der Observation Hill und der ausgetrocknete Seeboden, mit Picknick im Park.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Rückfahrt nach Nairobi",
        description:
          "Eine letzte Pirschfahrt am frühen Morgen, Frühstück in der Lodge und die Fahrt zurück nach Nairobi; Ankunft am mittleren Nachmittag.",
        accommodation: DEPARTURE,
        meals: "Frühstück, Mittagessen",
      },
    ],
  },
  "maasai-mara-explorer": {
    title: "Maasai Mara entdecken",
    description:
      "Vier Tage im berühmtesten Reservat Kenias, mit Pirschfahrten im Morgengrauen und in der Abenddämmerung durch das offene Grasland der Maasai Mara. Ideal, wenn die Zeit knapp ist: Sie reisen auf dem Landweg von Nairobi an und verbringen jede verbleibende Stunde mit Löwen, Geparden und Elefanten – begleitet von einem Naturkundler, der das Revier jedes Rudels kennt.",
    location: "Maasai Mara, Kenia",
    highlights: [
      "Pirschfahrten am Morgen und am Nachmittag mit privatem Guide",
      "Die Reviere der Großkatzen an Talek und Mara",
      "Besuch auf einem Maasai-Gehöft",
      "Auf Wunsch Ballonfahrt im Morgengrauen",
    ],
    included: [
      "Hin- und Rückfahrt ab Nairobi im Land Cruiser mit Hubdach",
      "Drei Nächte mit Vollpension in einem Zeltcamp am Fluss",
      "Alle Pirschfahrten",
      "Parkeintritt",
      "Trinkwasser in Flaschen während der Pirschfahrten",
    ],
    excluded: [...usualExclusions, "Heißluftballonfahrt (etwa USD 450 pro Person)"],
    itinerary: [
      {
        title: "Von Nairobi in die Maasai Mara",
        description:
          "Abholung an Ihrem Hotel in Nairobi um 7 Uhr, dann hinunter ins Great Rift Valley, mit Halt am Aussichtspunkt hoch über dem Talboden. Ankunft im Camp zum Mittagessen; wenn der Nachmittag abkühlt, brechen Sie zur ersten Pirschfahrt auf.",
        accommodation: "Mara Riverbend Camp",
        meals: "Mittagessen, Abendessen",
      },
      {
        title: "Ein ganzer Tag im Reservat",
        description:
          "Aufbruch im ersten Licht mit Picknickfrühstück, und dann folgen Sie den Tieren, wohin sie Sie auch führen: Löwenrudel in der Ebene, Geparden, die von Termitenhügeln Ausschau halten, Flusspferde und Krokodile am Mara-Fluss.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Maasai-Gehöft und Abendpirsch",
        description:
          "Ein ruhiger Morgen im Camp oder auf Wunsch eine Ballonfahrt im Morgengrauen. Nach dem Mittagessen besuchen Sie eine Maasai-Familie und erfahren, wie sie mit den Wildtieren zusammenlebt; danach eine letzte Pirschfahrt in die goldene Stunde.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Rückfahrt nach Nairobi",
        description:
          "Eine letzte Pirschfahrt am frühen Morgen und Frühstück im Camp, dann die Fahrt zurück nach Nairobi; Ankunft am mittleren Nachmittag, rechtzeitig für Abendflüge.",
        accommodation: DEPARTURE,
        meals: "Frühstück, Mittagessen",
      },
    ],
  },
  "samburu-and-lake-nakuru-safari": {
    title: "Safari Samburu & Nakurusee",
    description:
      "Fünf Tage vom heißen, roten Norden bis zu den Seen des Rift Valley: zuerst die seltenen Arten des Nordens in Samburu, dann die Nashörner und Flamingos am Nakurusee. Eine Safari auf dem Landweg für Reisende, die die Mara schon kennen und etwas Wilderes suchen.",
    location: "Samburu & Nakurusee, Kenia",
    highlights: [
      "Die Samburu Special Five",
      "Überquerung des Äquators bei Nanyuki",
      "Spitz- und Breitmaulnashörner am Nakurusee",
      "Die Thomson’s Falls bei Nyahururu",
    ],
    included: [
      "Alle Fahrten im privaten Land Cruiser",
      "Vier Nächte mit Vollpension",
      "Pirschfahrten und Parkeintritt zum Tarif für Einwohner Kenias",
      "Trinkwasser in Flaschen während der ganzen Reise",
    ],
    excluded: [
      "Aufpreis auf die Parkgebühren für Gäste ohne Wohnsitz in Kenia",
      "Besuch eines Samburu-Dorfs (KES 3.000 pro Person)",
      "Getränke in den Lodges",
      "Trinkgelder für Guides und Lodge-Personal",
    ],
    itinerary: [
      {
        title: "Von Nairobi nach Samburu",
        description:
          "Nach Norden am Mount Kenya vorbei, bei Nanyuki über den Äquator und dann hinunter ins Tiefland. Am Nachmittag Pirschfahrt entlang des Ewaso Ng’iro.",
        accommodation: "Ewaso River Camp",
        meals: "Mittagessen, Abendessen",
      },
      {
        title: "Samburu-Nationalreservat",
        description:
          "Pirschfahrten am Morgen und am Abend, auf der Suche nach Grevyzebras, Giraffengazellen und Netzgiraffen; die Mittagshitze gehört dem Essen und der Ruhe am Fluss.",
        accommodation: "Ewaso River Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Von Samburu zum Nakurusee",
        description:
          "Über das Laikipia-Plateau nach Nyahururu zum Mittagessen an den Thomson’s Falls, dann hinab ins Rift Valley zum Nakurusee.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Nationalpark Lake Nakuru",
        description:
          "Ein ganzer Tag im Park: Nashörner am Seeufer, Flamingos im flachen Wasser und der Blick vom Baboon Cliff.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Rückfahrt nach Nairobi",
        description:
          "Eine kurze Morgenpirsch, dann vorbei am Naivashasee zurück nach Nairobi; Ankunft spätestens am mittleren Nachmittag.",
        accommodation: DEPARTURE,
        meals: "Frühstück, Mittagessen",
      },
    ],
  },
  "kenya-classic-safari": {
    title: "Klassische Kenia-Safari",
    description:
      "Die drei beliebtesten Parks Kenias in sechs entspannten Tagen: Elefanten unter dem Kilimanjaro in Amboseli, Flamingos und Nashörner am Nakurusee, dann die Großkatzen der Maasai Mara. Die klassische erste Safari, so getaktet, dass Sie Ihre Tage auf Pirsch verbringen und nicht auf der Straße.",
    location: "Amboseli, Nakurusee & Maasai Mara, Kenia",
    highlights: [
      "Elefanten und Kilimanjaro in Amboseli",
      "Nashörner und Flamingos am Nakurusee",
      "Zwei Tage mit den Großkatzen der Maasai Mara",
      "Ein Guide und ein Fahrzeug von Anfang bis Ende",
    ],
    included: [
      "Alle Fahrten im Land Cruiser mit Hubdach",
      "Fünf Nächte mit Vollpension in Lodges und Zeltcamps",
      "Pirschfahrten und Parkeintritt",
      "Flughafentransfers in Nairobi",
    ],
    excluded: [...usualExclusions, "Heißluftballonfahrt in der Maasai Mara"],
    itinerary: [
      {
        title: "Von Nairobi nach Amboseli",
        description:
          "Nach dem Frühstück verlassen Sie Nairobi in Richtung Süden und erreichen Amboseli rechtzeitig zum Mittagessen. Am Nachmittag Pirschfahrt zwischen den Elefantenfamilien.",
        accommodation: "Kilima View Lodge",
        meals: "Mittagessen, Abendessen",
      },
      {
        title: "Amboseli",
        description:
          "Pirschfahrt bei Sonnenaufgang für den Blick auf den Kilimanjaro, dann die Sümpfe und der Observation Hill; den Nachmittag verbringen Sie in aller Ruhe am Wasserloch der Lodge.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Von Amboseli zum Nakurusee",
        description:
          "Eine lange, aber landschaftlich reizvolle Fahrt nach Norden durch Nairobi und die Steilstufe des Rift Valley hinauf; Ankunft am Nakurusee zur Abendpirsch.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Vom Nakurusee in die Maasai Mara",
        description:
          "Morgens Pirschfahrt zu den Nashörnern am Ufer, dann nach Südwesten über Narok in die Maasai Mara; Ankunft zu einer späten Pirschfahrt.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Maasai Mara",
        description:
          "Ein ganzer Tag im Reservat mit Picknick: Sie folgen Löwenrudeln und Geparden und besuchen den Mara-Fluss.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Rückfahrt nach Nairobi",
        description:
          "Pirschfahrt am frühen Morgen, Frühstück, dann zurück nach Nairobi; Ankunft spätestens am mittleren Nachmittag.",
        accommodation: DEPARTURE,
        meals: "Frühstück, Mittagessen",
      },
    ],
  },
  "kenya-and-tanzania-highlights": {
    title: "Höhepunkte Kenias & Tansanias",
    description:
      "Acht Tage in zwei Ländern: die Maasai Mara, die endlosen Ebenen der Serengeti und die tierreiche Caldera des Ngorongoro. Weil Sie die Grenze auf dem Landweg überqueren, bleiben die Kosten niedrig – und Sie erleben trotzdem das Beste der großen Parks Ostafrikas.",
    location: "Maasai Mara, Serengeti & Ngorongoro",
    highlights: [
      "Maasai Mara und Serengeti auf einer Reise",
      "Ein Vormittag auf dem Boden des Ngorongoro-Kraters",
      "Baobabs und Elefanten im Tarangire",
      "Die Grenzformalitäten übernimmt unser Team",
    ],
    included: [
      "Alle Fahrten auf dem Landweg, mit Wechsel von Fahrzeug und Guide an der Grenze",
      "Sieben Nächte mit Vollpension",
      "Pirschfahrten, Park- und Kratergebühren",
      "Flughafentransfers in Nairobi und Arusha",
    ],
    excluded: [...usualExclusions, "Visum für Tansania (etwa USD 50–100, je nach Staatsangehörigkeit)"],
    itinerary: [
      {
        title: "Von Nairobi in die Maasai Mara",
        description:
          "Fahrt durch das Rift Valley in die Mara, Ankunft zum Mittagessen und am Nachmittag die erste Pirschfahrt.",
        accommodation: "Mara Ridge Lodge",
        meals: "Mittagessen, Abendessen",
      },
      {
        title: "Maasai Mara",
        description: "Ein ganzer Tag auf Pirsch, mit Picknick am Mara-Fluss.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Über die Grenze in die Serengeti",
        description:
          "Fahrt zum Grenzübergang Isebania, wo Sie Ihr tansanischer Guide erwartet; weiter in die westliche Serengeti, mit Tierbeobachtungen auf dem Weg ins Camp.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Zentrale Serengeti",
        description:
          "Ein ganzer Tag im Seronera-Tal, bekannt für Leoparden in den Leberwurstbäumen und Löwen auf den Kopjes.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Von der Serengeti zum Ngorongoro",
        description:
          "Pirschfahrt aus dem Park hinaus, vorbei am Naabi Hill und durch die Kurzgrasebenen, dann hinauf zum Kraterrand, rechtzeitig zum Sonnenuntergang.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Ngorongoro-Krater",
        description:
          "Im Morgengrauen hinab in den Krater und ein Vormittag auf dem Kraterboden: Spitzmaulnashörner, Löwen, Flamingos am Magadisee und ein Picknick am Flusspferdteich.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Tarangire",
        description: "Fahrt in den Tarangire für einen Nachmittag zwischen Baobabs und den Elefantenherden am Fluss.",
        accommodation: "Baobab Hill Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Arusha und Abreise",
        description:
          "Morgenpirsch im Tarangire, dann nach Arusha zum Mittagessen und Transfer zum Flughafen Kilimanjaro oder zum Shuttlebus nach Nairobi.",
        accommodation: DEPARTURE,
        meals: "Frühstück, Mittagessen",
      },
    ],
  },
  "tsavo-to-diani-bush-and-beach": {
    title: "Von Tsavo nach Diani: Busch und Strand",
    description:
      "Sieben Tage von der Wildnis Tsavos mit ihrer roten Erde bis zum weißen Sand von Diani. Drei Tage bei Tsavos Elefanten und Quellen, dann vier am Indischen Ozean, mit einem Dhau-Ausflug zu den Korallengärten von Kisite-Mpunguti.",
    location: "Tsavo & Diani, Kenia",
    highlights: [
      "Rote Elefanten am Galana-Fluss",
      "Der Unterwasser-Beobachtungsstand an den Mzima Springs",
      "Schnorcheln und Delfine bei Kisite-Mpunguti",
      "Vier Nächte am Diani Beach",
    ],
    included: [
      "Fahrten von Nairobi nach Tsavo und weiter nach Diani",
      "Zwei Nächte mit Vollpension in Tsavo, vier Nächte mit Halbpension in Diani",
      "Pirschfahrten und Parkgebühren zum Tarif für Einwohner Kenias",
      "Dhau-Ausflug nach Kisite-Mpunguti mit Mittagessen",
      "Flug von Ukunda nach Nairobi",
    ],
    excluded: [
      "Aufpreis auf die Parkgebühren für Gäste ohne Wohnsitz in Kenia",
      "Mittagessen in Diani",
      "Gerätetauchen und andere Wassersportarten",
      "Trinkgelder und persönliche Ausgaben",
    ],
    itinerary: [
      {
        title: "Von Nairobi nach Tsavo West",
        description:
          "Über die Mombasa Road hinunter nach Tsavo West. Den Nachmittag verbringen Sie an den Mzima Springs und sehen den Flusspferden vom Unterwasser-Beobachtungsstand aus zu.",
        accommodation: "Red Earth Lodge",
        meals: "Mittagessen, Abendessen",
      },
      {
        title: "Tsavo East",
        description:
          "Hinüber nach Tsavo East für einen ganzen Tag am Galana-Fluss und an den Lugard Falls, wo die roten Elefanten zum Trinken kommen.",
        accommodation: "Red Earth Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Von Tsavo nach Diani",
        description:
          "Morgenpirsch, dann hinunter an die Küste; Ankunft in Diani rechtzeitig für ein Bad vor Sonnenuntergang.",
        accommodation: "Strandhotel, Diani",
        meals: "Frühstück, Mittagessen, Abendessen",
      },
      {
        title: "Diani Beach",
        description: "Ein freier Tag am Strand, auf Wunsch mit Spaziergängen durch den Küstenwald zu den Stummelaffen.",
        accommodation: "Strandhotel, Diani",
        meals: "Frühstück, Abendessen",
      },
      {
        title: "Mit der Dhau nach Kisite-Mpunguti",
        description:
          "Von Shimoni segeln Sie in den Meerespark, schnorcheln in den Korallengärten und halten Ausschau nach Delfinen; zu Mittag gibt es Meeresfrüchte auf der Insel Wasini.",
        accommodation: "Strandhotel, Diani",
        meals: ALL_MEALS,
      },
      {
        title: "Freier Tag in Diani",
        description: "Ein weiterer Tag am Meer oder auf Wunsch ein Ausflug in die Shimba Hills zu den Sheldrick Falls.",
        accommodation: "Strandhotel, Diani",
        meals: "Frühstück, Abendessen",
      },
      {
        title: "Flug nach Nairobi",
        description: "Transfer zur Landepiste von Ukunda und Rückflug nach Nairobi.",
        accommodation: DEPARTURE,
        meals: "Frühstück",
      },
    ],
  },
  "luxury-honeymoon-safari": {
    title: "Luxuriöse Flitterwochen-Safari",
    description:
      "Zehn Tage zu zweit: private Pirschfahrten und eine Ballonfahrt über der Maasai Mara, dann die Gassen von Stone Town und ein Strandhaus auf Sansibar, in dem Schuhe überflüssig sind. Intime Camps, private Dinner unter dem Sternenhimmel und Zeit, einfach zusammen zu sein.",
    location: "Maasai Mara & Sansibar",
    highlights: [
      "Eigenes Fahrzeug und eigener Guide in der Maasai Mara",
      "Ballonfahrt bei Sonnenaufgang mit Champagner",
      "Dinner zu zweit im Busch bei Laternenlicht",
      "Dhau-Fahrt in den Sonnenuntergang und ein Strandhaus auf Sansibar",
    ],
    included: [
      "Alle Flüge innerhalb Kenias und Tansanias",
      "Neun Nächte in Luxuscamps und -hotels, auf Safari mit Vollpension",
      "Private Pirschfahrten, Park- und Schutzgebietsgebühren",
      "Heißluftballonfahrt mit Champagnerfrühstück",
      "Rundgang durch Stone Town, Besuch einer Gewürzfarm und Dhau-Fahrt bei Sonnenuntergang",
    ],
    excluded: usualExclusions,
    itinerary: [
      {
        title: "Ankunft in Nairobi",
        description:
          "Empfang am Flughafen und Fahrt in ein Gartenhotel in Karen, am Fuß der Ngong Hills, wo Sie sich vom Flug erholen.",
        accommodation: "Boutiquehotel mit Garten, Karen",
        meals: "Abendessen",
      },
      {
        title: "Flug in die Maasai Mara",
        description:
          "Mit dem Kleinflugzeug ins Schutzgebiet, Mittagessen auf Ihrer Terrasse und bei Sonnenuntergang die erste private Pirschfahrt.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Die Mara in Ihrem eigenen Tempo",
        description:
          "Private Pirschfahrten ohne feste Zeiten: Bleiben Sie bei einem Löwenrudel, so lange Sie möchten, oder kehren Sie für einen Nachmittag im Spa zurück.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Ballonfahrt und Dinner im Busch",
        description:
          "Noch vor der Morgendämmerung heben Sie ab, schweben eine Stunde über die Ebenen und frühstücken mit Champagner dort, wo der Ballon landet. Am Abend ein Dinner zu zweit im Busch, bei Laternenlicht.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Flug nach Sansibar",
        description:
          "Über Nairobi fliegen Sie nach Sansibar und beziehen ein restauriertes Kaufmannshaus in Stone Town.",
        accommodation: "Boutiquehotel, Stone Town",
        meals: "Frühstück, Abendessen",
      },
      {
        title: "Stone Town und die Gewürzfarmen",
        description:
          "Ein Morgenspaziergang durch die Gassen und Märkte der Altstadt, dann eine Gewürzfarm im Hinterland, wo Sie Nelken, Vanille und Muskatnuss frisch von der Pflanze probieren.",
        accommodation: "Boutiquehotel, Stone Town",
        meals: "Frühstück, Mittagessen",
      },
      {
        title: "Ab an den Strand",
        description: "Fahrt quer über die Insel an die Nordostküste, in Ihr Zimmer mit Blick auf das Mnemba-Riff.",
        accommodation: "Coral Rag Beach House",
        meals: "Frühstück, Abendessen",
      },
      {
        title: "Mnemba-Riff",
        description:
          "Schnorcheln am Riff, von einem traditionellen Boot aus; auf dem Weg hinaus zeigen sich oft Meeresschildkröten und Delfine.",
        accommodation: "Coral Rag Beach House",
        meals: "Frühstück, Mittagessen, Abendessen",
      },
      {
        title: "Dhau-Fahrt in den Sonnenuntergang",
        description:
          "Ein fauler Tag im Sand, dann segeln Sie bei Sonnenuntergang in einer hölzernen Dhau hinaus, mit Drinks und Swahili-Häppchen.",
        accommodation: "Coral Rag Beach House",
        meals: "Frühstück, Abendessen",
      },
      {
        title: "Abreise",
        description: "Transfer zum Flughafen von Sansibar für Ihren Heimflug.",
        accommodation: DEPARTURE,
        meals: "Frühstück",
      },
    ],
  },
};

export default safaris;
