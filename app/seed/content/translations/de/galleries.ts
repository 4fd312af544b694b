// German picture descriptions (alt texts) of the sample galleries, in the English order (English: ../../galleries.ts).
import type { GalleryTranslations } from "../types";

const destinations: Record<string, string[]> = {
  "maasai-mara": [
    "Gnus stürzen sich im Morgengrauen in den Mara-Fluss, während die Herde am anderen Ufer wartet",
    "Drei Löwen ruhen mittags im hohen Gras der Mara, dahinter grasen Gnus",
    "Zwei Maasai-Hirten mit ihren Stöcken auf einem Höhenrücken, während die Sonne über den Ebenen untergeht",
    "Ein Heißluftballon schwebt bei Sonnenaufgang tief über den Ebenen der Mara",
  ],
  amboseli: [
    "Eine Elefantenfamilie zieht über die Ebene von Amboseli, darüber die Schneekappe des Kilimanjaro",
    "Elefanten waten im ersten Licht durch den Enkongo-Narok-Sumpf, dahinter der Kilimanjaro",
    "Drei Maasai-Giraffen im Grasland unter dem Kilimanjaro an einem dunstigen Morgen",
  ],
  samburu: [
    "Zwei Netzgiraffen neben einer Akazie, dahinter ein Tafelberg",
    "Elefanten am sandigen Ufer des Ewaso Nyiro unter Dumpalmen",
    "Samburu-Hirten stehen im Morgenlicht neben ihrem Gehöft",
  ],
  ngorongoro: [
    "Der offene Boden des Ngorongoro-Kraters mit grasenden Zebras unterhalb des bewaldeten Kraterrands",
    "Flamingos im Morgengrauen auf dem Sodasee in der Mitte des Kraterbodens",
    "Ein Spitzmaulnashorn durchquert am Abend das goldene Gras des Kraterbodens",
    "Nebel zieht durch den hohen Wald am Kraterrand",
  ],
  serengeti: [
    "Gnus und Zebras verteilen sich bis zum Horizont über die Kurzgrasebenen der Serengeti",
    "Ein Löwe im Morgengrauen oben auf einer Granit-Kopje, darunter ruht ein zweiter Löwe im Gras",
    "Ein gestreifter Heißluftballon über den Ebenen, darunter eine Giraffe und eine Akazie",
  ],
  tsavo: [
    "Tsavos Elefanten, rot vom Staub, trinken an einem Wasserloch zwischen Baobabs",
    "Ein einzelner roter Elefant unter einem riesigen Baobab, während die Sonne über Tsavo sinkt",
    "Gazellen grasen unterhalb der langen, flachen Kante des Yatta-Plateaus",
  ],
  "lake-nakuru": [
    "Tausende rosa Flamingos am Ufer des Nakurusees an einem klaren Morgen",
    "Ein Nashorn läuft durch den Wald aus gelben Fieberakazien am Nakurusee",
    "Flamingos suchen in der Abenddämmerung im flachen Wasser des Nakurusees nach Nahrung",
  ],
  tarangire: [
    "Elefanten ziehen im Morgengrauen an uralten Baobabs vorbei hinunter zum Tarangire-Fluss",
    "Eine Giraffe und ein Baobab als Silhouetten vor einem roten Sonnenuntergang im Tarangire",
    "Zebras am Flussufer, während im Tarangire-Fluss Flusspferde auftauchen",
  ],
  "lake-manyara": [
    "Ein Löwe ruht ausgestreckt auf dem Ast einer Akazie über dem Ufer des Manyarasees",
    "Flamingos waten im Manyarasee unterhalb der Steilstufe des Rift Valley",
    "Sonnenlicht fällt durch den hohen Grundwasserwald am Fuß der Steilstufe",
  ],
  zanzibar: [
    "Eine Dhau mit rotem Segel auf türkisfarbenem Wasser vor einem palmengesäumten Strand auf Sansibar",
    "In der Abenddämmerung gehen an der Uferfront von Stone Town die Lichter an, während Dhaus vorbeisegeln",
    "Drei Dhaus legen im Morgengrauen vom Ufer ab und fahren auf den Indischen Ozean hinaus",
  ],
  diani: [
    "Weißer Sand und schräg stehende Palmen am Diani Beach, draußen auf dem Indischen Ozean eine Dhau",
    "Delfine tauchen im goldenen Abendlicht vor der Küste von Diani auf",
    "Dhaus segeln in der Abenddämmerung über das Riff heimwärts, Palmen am Ufer",
  ],
  lamu: [
    "Die alten Steinhäuser und das Minarett der Stadt Lamu an der Uferfront",
    "Eine Flotte von Dhaus unter Segeln im Kanal vor der Stadt Lamu",
    "Palmen und Dhaus vor dem langen Strand von Shela",
  ],
};

const hotels: Record<string, string[]> = {
  "mara-riverbend-camp": [
    "Drei von innen erleuchtete Segeltuchzelte am Ufer des Mara-Flusses im Morgengrauen",
    "Das Lagerfeuer brennt zwischen zwei Zelten unter dem Vollmond",
    "Die Flussüberquerung der Gnus, eine kurze Fahrt flussaufwärts vom Camp",
  ],
  "mara-ridge-lodge": [
    "Reetgedeckte Zimmer der Lodge auf dem Höhenrücken, darunter am Morgen Zebras in der Ebene",
    "Elefanten ziehen in der Abenddämmerung unter den Reetdächern der Lodge vorbei",
    "Löwen im Gras, gesehen auf einer Pirschfahrt von der Lodge aus",
  ],
  "kilima-view-lodge": [
    "Die reetgedeckten Cottages der Lodge mit Blick auf den Kilimanjaro, davor Elefanten in der Ebene",
    "Giraffen fressen neben der Lodge, während das Abendlicht den Kilimanjaro golden färbt",
    "Elefanten im ersten Licht im Sumpf unterhalb der Lodge",
  ],
  "ewaso-river-camp": [
    "Zelte am Ufer des Ewaso Nyiro unter hohen Akazien",
    "Sternenhimmel über dem Camp und das Feuer, das zum Abendessen entzündet wurde",
    "Netzgiraffen, gesehen auf einer Pirschfahrt vom Camp aus",
  ],
  "ngorongoro-rim-lodge": [
    "Die Lodge am Kraterrand bei Sonnenaufgang, tief unten auf dem Kraterboden Gnus",
    "Die Gebäude der Lodge aus Stein und Reet im goldenen Licht des späten Nachmittags",
    "Der Kraterboden, gesehen bei der morgendlichen Fahrt hinab vom Kraterrand",
  ],
  "seronera-plains-camp": [
    "Zwei Zelte in der offenen Seronera-Ebene im Morgengrauen",
    "Die drei Zelte des Camps leuchten rund um das abendliche Feuer",
    "Ein Löwe im Morgengrauen auf einer Kopje nahe dem Camp",
  ],
  "baobab-hill-lodge": [
    "Giraffen gehen am Morgen an den reetgedeckten Zimmern der Lodge vorbei",
    "Elefanten unterhalb der Lodge in der goldenen Stunde vor Sonnenuntergang",
    "Elefanten zwischen den Baobabs am Fluss unterhalb der Lodge",
  ],
  "red-earth-lodge": [
    "Eine Elefantenherde im Morgengrauen am Wasserloch der Lodge",
    "Ein einzelnes Zelt und sein Feuer unter Mond und Sternen",
    "Elefanten, rot vom Staub, trinken in der Nähe der Lodge",
  ],
  "fever-tree-lodge": [
    "Zwei Nashörner an einem dunstigen Morgen am Wasserloch vor der Lodge",
    "Flamingos am Abend am Seeufer nahe der Lodge",
    "Ein Nashorn im Fieberakazienwald rund um die Lodge",
  ],
  "coral-rag-beach-house": [
    "Die Reetdächer des Strandhauses hinter weißem Sand und Palmen am Morgen",
    "Das Strandhaus in der Abenddämmerung, auf dem Indischen Ozean segelt eine Dhau vorbei",
    "Delfine vor der Küste, gesehen bei einer abendlichen Dhau-Fahrt vom Strandhaus aus",
  ],
};

/** A package's gallery shows the places it visits (as in the English), so its alt texts are the destinations'. */
function from(slug: string, index: number): string {
  const alt = destinations[slug]?.[index];
  if (!alt) throw new Error(`No German alt text for sample gallery picture ${index} of ${slug}`);
  return alt;
}

const galleries: GalleryTranslations = {
  destinations,
  hotels,
  safaris: {
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
  },
};

export default galleries;
