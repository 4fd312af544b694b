// French descriptions of the sample pictures, one per picture in the English order (English: ../../galleries.ts).
import type { GalleryTranslations } from "../types";

const destinations: Record<string, string[]> = {
  "maasai-mara": [
    "Des gnous plongent dans la rivière Mara à l’aube, tandis que le troupeau attend sur la rive opposée",
    "Trois lions se reposent dans les hautes herbes du Mara à midi, des gnous broutent au loin",
    "Deux bergers maasai, bâton à la main, sur une crête au coucher du soleil sur les plaines",
    "Une montgolfière dérive à basse altitude au-dessus des plaines du Mara au lever du soleil",
  ],
  amboseli: [
    "Une famille d’éléphants traverse la plaine d’Amboseli sous le sommet enneigé du Kilimandjaro",
    "Des éléphants avancent dans le marais d’Enkongo Narok aux premières lueurs, le Kilimandjaro en arrière-plan",
    "Trois girafes maasai dans la prairie au pied du Kilimandjaro, par un matin brumeux",
  ],
  samburu: [
    "Deux girafes réticulées près d’un acacia, une montagne tabulaire derrière elles",
    "Des éléphants sur la berge sablonneuse de la rivière Ewaso Nyiro, sous des palmiers doum",
    "Des bergers samburu debout près de leur village dans la lumière du matin",
  ],
  ngorongoro: [
    "Le vaste fond du cratère du Ngorongoro, où paissent des zèbres au pied du rebord boisé",
    "Des flamants sur le lac de soude au milieu du fond du cratère, à l’aube",
    "Un rhinocéros noir traverse l’herbe dorée du fond du cratère en fin de journée",
    "La brume glisse entre les grands arbres de la forêt du bord du cratère",
  ],
  serengeti: [
    "Gnous et zèbres s’étendent jusqu’à l’horizon dans les plaines d’herbe rase du Serengeti",
    "Un lion au sommet d’un kopje de granit à l’aube, un autre lion couché dans l’herbe en contrebas",
    "Une montgolfière rayée au-dessus des plaines, une girafe et un acacia en dessous",
  ],
  tsavo: [
    "Les éléphants de Tsavo, rougis par la poussière, boivent à un point d’eau entre les baobabs",
    "Un éléphant rouge solitaire sous un immense baobab, tandis que le soleil se couche sur Tsavo",
    "Des gazelles broutent au pied de la longue ligne plate du plateau de Yatta",
  ],
  "lake-nakuru": [
    "Des milliers de flamants roses sur la rive du lac Nakuru par un matin clair",
    "Un rhinocéros marche dans la forêt d’acacias à écorce jaune au bord du lac Nakuru",
    "Des flamants se nourrissent dans les eaux peu profondes du lac Nakuru au crépuscule",
  ],
  tarangire: [
    "Des éléphants descendent vers la rivière Tarangire entre des baobabs millénaires, à l’aube",
    "Une girafe et un baobab en silhouette sur un coucher de soleil rouge à Tarangire",
    "Des zèbres sur la berge tandis que des hippopotames font surface dans la rivière Tarangire",
  ],
  "lake-manyara": [
    "Un lion allongé sur la branche d’un acacia au-dessus de la rive du lac Manyara",
    "Des flamants dans l’eau du lac Manyara, au pied de l’escarpement de la vallée du Rift",
    "La lumière du soleil filtre à travers la haute forêt au pied de l’escarpement",
  ],
  zanzibar: [
    "Un boutre à voile rouge sur l’eau turquoise, au large d’une plage de Zanzibar bordée de palmiers",
    "Les lumières du front de mer de Stone Town s’allument au passage des boutres, au crépuscule",
    "Trois boutres quittent le rivage à l’aube sur l’océan Indien",
  ],
  diani: [
    "Sable blanc et palmiers penchés sur la plage de Diani, un boutre au large sur l’océan Indien",
    "Des dauphins font surface au large de la côte de Diani dans la lumière dorée du soir",
    "Des boutres rentrent au port en passant le récif au crépuscule, des palmiers sur le rivage",
  ],
  lamu: [
    "Les vieilles maisons de pierre et le minaret de la ville de Lamu, le long du front de mer",
    "Une flottille de boutres toutes voiles dehors dans le chenal, au large de la ville de Lamu",
    "Des palmiers et des boutres au large de la longue plage de Shela",
  ],
};

const hotels: Record<string, string[]> = {
  "mara-riverbend-camp": [
    "Trois tentes de toile éclairées de l’intérieur sur la rive de la rivière Mara, à l’aube",
    "Le feu de camp brûle entre deux tentes sous la pleine lune",
    "La traversée des gnous, à quelques minutes de route en amont du camp",
  ],
  "mara-ridge-lodge": [
    "Les chambres au toit de chaume du lodge sur la crête, face aux zèbres dans la plaine, le matin",
    "Des éléphants passent sous les toits de chaume du lodge au crépuscule",
    "Des lions dans l’herbe, lors d’une sortie d’observation depuis le lodge",
  ],
  "kilima-view-lodge": [
    "Les cottages au toit de chaume du lodge face au Kilimandjaro, des éléphants dans la plaine au premier plan",
    "Des girafes broutent près du lodge tandis que la lumière du soir dore le Kilimandjaro",
    "Des éléphants dans le marais en contrebas du lodge, aux premières lueurs",
  ],
  "ewaso-river-camp": [
    "Des tentes le long de la rivière Ewaso Nyiro, sous de grands acacias",
    "Le ciel étoilé au-dessus du camp et le feu allumé pour le dîner",
    "Des girafes réticulées aperçues lors d’une sortie depuis le camp",
  ],
  "ngorongoro-rim-lodge": [
    "Le lodge sur le bord du cratère au lever du soleil, des gnous tout en bas sur le fond du cratère",
    "Les bâtiments de pierre et de chaume du lodge dans la lumière dorée de fin d’après-midi",
    "Le fond du cratère vu pendant la descente matinale depuis le bord",
  ],
  "seronera-plains-camp": [
    "Deux tentes dans la plaine dégagée de Seronera, à l’aube",
    "Les trois tentes du camp illuminées autour du feu du soir",
    "Un lion sur un kopje près du camp, à l’aube",
  ],
  "baobab-hill-lodge": [
    "Des girafes passent devant les chambres au toit de chaume du lodge, le matin",
    "Des éléphants en contrebas du lodge, dans la lumière dorée qui précède le coucher du soleil",
    "Des éléphants parmi les baobabs au bord de la rivière, sous le lodge",
  ],
  "red-earth-lodge": [
    "Un troupeau d’éléphants au point d’eau du lodge, à l’aube",
    "Une tente solitaire et son feu sous la lune et les étoiles",
    "Des éléphants couverts de poussière rouge boivent près du lodge",
  ],
  "fever-tree-lodge": [
    "Deux rhinocéros au point d’eau devant le lodge, par un matin brumeux",
    "Des flamants sur la rive du lac près du lodge, le soir",
    "Un rhinocéros dans la forêt d’acacias à écorce jaune qui entoure le lodge",
  ],
  "coral-rag-beach-house": [
    "Les toits de chaume de la maison de plage derrière le sable blanc et les palmiers, le matin",
    "La maison de plage au crépuscule, un boutre passant sur l’océan Indien",
    "Des dauphins au large, vus de la maison de plage lors d’une sortie en boutre le soir",
  ],
};

/** A package's gallery shows the places it visits, as in the English. */
function from(slug: string, index: number): string {
  const alt = destinations[slug]?.[index];
  if (!alt) throw new Error(`No French picture description ${index} for ${slug}`);
  return alt;
}

const safaris: Record<string, string[]> = {
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
