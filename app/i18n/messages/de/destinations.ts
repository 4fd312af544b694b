// German texts of the destinations page (English: ../en/destinations.ts).
import { defineTranslation } from "~/i18n/translate";
import type { destinationsMessages } from "../en/destinations";

export default defineTranslation<typeof destinationsMessages>({
  "destinations.hero.eyebrow": "Kenia & Tansania",
  "destinations.hero.title": "Reiseziele",
  "destinations.hero.subtitle":
    "Von den Ebenen der Großen Migration in der Mara und der Serengeti bis zu den Gewürzinseln vor der Küste: die Orte, die wir am besten kennen – und wann sie sich von ihrer schönsten Seite zeigen.",
  "destinations.hero.cta": "Safaris entdecken",
  "destinations.intro.eyebrow": "Wohin die Reise geht",
  "destinations.intro.title": "Zwei Länder, ein großes Ökosystem",
  "destinations.intro.lead":
    "Die Parks Kenias und des nördlichen Tansanias teilen dieselben Flüsse, denselben Regen und dieselben Herden. Wir planen jede Reise danach, wo die Tiere in Ihrem Reisemonat sein werden, und ergänzen sie um die stillen Schutzgebiete und Aufenthalte an der Küste, die in den meisten Reiseverläufen fehlen.",
  "destinations.highlights.label": "Warum mit uns reisen",
  "destinations.highlight.guides.title": "Guides, die hier aufgewachsen sind",
  "destinations.highlight.guides.text":
    "Unsere Guides sind am Rand dieser Parks groß geworden. Sie wissen, welches Trockenflussbett der Leopard bevorzugt und an welcher Stelle die Herden in diesem Jahr den Fluss überqueren.",
  "destinations.highlight.seasons.title": "Im Rhythmus der Jahreszeiten geplant",
  "destinations.highlight.seasons.text":
    "Jeder Reiseverlauf folgt den Regenzeiten und der Migration, damit Sie im richtigen Monat im richtigen Park sind.",
  "destinations.highlight.conservancies.title": "Schutzgebiete statt Menschenmassen",
  "destinations.highlight.conservancies.text":
    "Wir bevorzugen gemeindeeigene Schutzgebiete (Conservancies), die die Zahl der Fahrzeuge begrenzen – so gehört eine Sichtung ganz Ihnen.",
  "destinations.highlight.coast.title": "Busch und Strand",
  "destinations.highlight.coast.text":
    "Lassen Sie Ihre Safari am weißen Sandstrand von Sansibar, Diani oder Lamu ausklingen, nur eine Flugstunde von den Ebenen entfernt.",
  "destinations.regions.eyebrow": "Nach Region entdecken",
  "destinations.regions.title": "Wählen Sie Ihren Teil Ostafrikas",
  "destinations.regions.label": "Regionen",
  "destinations.regions.keyParks": "Wichtigste Parks",
  "destinations.region.kenya.tab": "Kenia",
  "destinations.region.kenya.title": "Kenia: die Heimat der Safari",
  "destinations.region.kenya.text":
    "Kenia hat der Welt das Wort Safari geschenkt. Offene Savanne in der Maasai Mara, Elefanten vor dem Kilimanjaro in Amboseli, die seltenen Arten des Nordens in Samburu und die Flamingoseen des Großen Grabenbruchs – alles nur einen kurzen Flug von Nairobi entfernt.",
  "destinations.region.kenya.parks": "Maasai Mara, Amboseli, Samburu, Tsavo, Nakurusee",
  "destinations.region.kenya.link": "Safaris in Kenia entdecken",
  "destinations.region.tanzania.tab": "Tansania",
  "destinations.region.tanzania.title": "Tansania: die große Nordroute",
  "destinations.region.tanzania.text":
    "Im Norden Tansanias liegen die endlosen Ebenen der Serengeti, wo die Herden der Migration jedes Jahr im Februar ihre Jungen zur Welt bringen, die tierreiche Caldera des Ngorongoro und das Baobab-Land des Tarangire. Die Entfernungen sind größer, die Parks wilder.",
  "destinations.region.tanzania.parks": "Serengeti, Ngorongoro-Krater, Tarangire, Manyarasee",
  "destinations.region.tanzania.link": "Safaris in Tansania entdecken",
  "destinations.region.eastAfrica.tab": "Ostafrika",
  "destinations.region.eastAfrica.title": "Ostafrika: der Migration über die Grenze folgen",
  "destinations.region.eastAfrica.text":
    "Die Gnus machen an der Grenze nicht halt – und Sie müssen es auch nicht. Verbinden Sie Maasai Mara und Serengeti auf einer Reise, mit dem Kleinflugzeug oder auf dem Landweg über Isebania, und erleben Sie die Herden dort, wo sie gerade sind.",
  "destinations.region.eastAfrica.parks": "Maasai Mara, Serengeti, Amboseli, Ngorongoro-Krater",
  "destinations.region.eastAfrica.link": "Länderübergreifende Safaris entdecken",
  "destinations.region.islands.tab": "Inseln",
  "destinations.region.islands.title": "Inseln: die Swahili-Küste",
  "destinations.region.islands.text":
    "Warmes Wasser, Dhaus unter Segeln und die alten Steinstädte der Swahili-Händler. Die Küste ist das natürliche Schlusskapitel einer Safari: Schnorcheln Sie an den Riffen, schlendern Sie durch die Gassen von Stone Town und erholen Sie sich vor dem Heimflug.",
  "destinations.region.islands.parks": "Sansibar, Lamu, Diani Beach, Kisite-Mpunguti-Meeresnationalpark",
  "destinations.region.islands.link": "Safaris mit Badeverlängerung entdecken",
  "destinations.grid.eyebrow": "Alle Reiseziele",
  "destinations.grid.title": "Parks, Reservate und Küsten",
  "destinations.grid.intro":
    "Jedes Porträt zeigt, was es zu sehen gibt, wie Sie hinkommen, wo Sie übernachten und wann die beste Reisezeit ist.",
  "destinations.error.title": "Die Reiseziele konnten nicht geladen werden",
  "destinations.error.text": "Bitte versuchen Sie es später erneut.",
  "destinations.empty.title": "Keine Reiseziele gefunden",
  "destinations.empty.text":
    "Unsere Porträts der Reiseziele entstehen gerade. Entdecken Sie in der Zwischenzeit unsere Safaris oder fragen Sie unser Team, wohin die Reise gehen soll.",
  "destinations.empty.action": "Safaris entdecken",
  "destinations.seasons.eyebrow": "Reisezeiten",
  "destinations.seasons.title": "Wann auf Safari?",
  "destinations.seasons.intro":
    "In Ostafrika gibt es keinen schlechten Monat, nur unterschiedliche. So verläuft das Jahr in den Parks.",
  "destinations.season.dry.title": "Trockenzeit",
  "destinations.season.dry.months": "Juni bis Oktober",
  "destinations.season.dry.text":
    "Kurzes Gras und schrumpfende Wasserlöcher locken die Tiere ins Offene. Das ist die Zeit der Flussüberquerungen am Mara, der kühlen Morgen und des klaren Himmels: die klassische Safari. Juli bis Oktober ist die gefragteste Zeit und Hochsaison; der Juni ist ruhiger und günstiger.",
  "destinations.season.green.title": "Grüne Saison",
  "destinations.season.green.months": "April bis Mai",
  "destinations.season.green.text":
    "Die große Regenzeit färbt die Ebenen grün und bringt Jungtiere, Zugvögel und dramatische Himmel. Schauer fallen meist am Nachmittag, die Camps sind am ruhigsten und die Preise am niedrigsten. Die kleine Regenzeit von November bis Mitte Dezember ist Zwischensaison, mit Preisen unter denen von Juli bis Oktober; zwischen den beiden Regenzeiten erreicht die Kalbungszeit in der Serengeti im Februar ihren Höhepunkt.",
  "destinations.cta.title": "Sie wissen nicht, wo Sie anfangen sollen?",
  "destinations.cta.text":
    "Sagen Sie uns, wann Sie reisen können und was Sie am liebsten sehen möchten. Wir schlagen Ihnen die passenden Parks, Camps und die richtige Route vor.",
  "destinations.cta.safaris": "Safaris entdecken",
  "destinations.cta.contact": "Kontakt aufnehmen",
});
