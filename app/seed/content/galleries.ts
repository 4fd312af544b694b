// Sample galleries: three or four pictures for each sample package, destination and lodge, by slug, in
// order (the first is the cover), each with the description a screen reader reads and the point its crops
// keep in frame (percent across, percent down). The pictures are drawn by scripts/art (gallery-artwork.ts);
// a package shows the places it visits.

export interface SampleGalleryPicture {
  image: string;
  alt: string;
  focal?: [x: number, y: number];
}

const art = (key: string) => `/art/${key}.svg`;

export const sampleDestinationGalleries: Record<string, SampleGalleryPicture[]> = {
  "maasai-mara": [
    {
      image: art("galleries/maasai-mara/crossing-at-dawn"),
      alt: "Wildebeest plunging into the Mara River at dawn while the herd waits on the far bank",
      focal: [40, 68],
    },
    {
      image: art("galleries/maasai-mara/lions-in-the-grass"),
      alt: "Three lions resting in the long grass of the Mara at midday, wildebeest grazing beyond",
      focal: [50, 76],
    },
    {
      image: art("galleries/maasai-mara/herders-at-dusk"),
      alt: "Two Maasai herders with their staffs on a ridge as the sun sets over the plains",
      focal: [48, 70],
    },
    {
      image: art("attractions/balloon-flights-at-dawn"),
      alt: "A hot-air balloon drifting low over the Mara plains at sunrise",
      focal: [50, 40],
    },
  ],
  amboseli: [
    {
      image: art("galleries/amboseli/elephants-below-kibo"),
      alt: "A family of elephants walking across Amboseli's plain below the snow cap of Kilimanjaro",
      focal: [50, 62],
    },
    {
      image: art("galleries/amboseli/swamp-at-first-light"),
      alt: "Elephants wading through the Enkongo Narok swamp at first light, Kilimanjaro behind",
      focal: [48, 66],
    },
    {
      image: art("galleries/amboseli/giraffes-and-the-mountain"),
      alt: "Three Maasai giraffes on the grassland under Kilimanjaro on a misty morning",
      focal: [58, 62],
    },
  ],
  samburu: [
    {
      image: art("galleries/samburu/reticulated-giraffes"),
      alt: "Two reticulated giraffes beside an acacia, a flat-topped mountain behind them",
      focal: [48, 66],
    },
    {
      image: art("galleries/samburu/river-elephants"),
      alt: "Elephants on the sandy bank of the Ewaso Nyiro river under doum palms",
      focal: [34, 60],
    },
    {
      image: art("galleries/samburu/morning-herders"),
      alt: "Samburu herders standing beside their homestead in the morning light",
      focal: [62, 64],
    },
  ],
  ngorongoro: [
    {
      image: art("galleries/ngorongoro/crater-floor"),
      alt: "The open floor of the Ngorongoro Crater with zebra grazing below the forested rim",
      focal: [50, 64],
    },
    {
      image: art("galleries/ngorongoro/flamingo-lake"),
      alt: "Flamingos on the soda lake in the middle of the crater floor at dawn",
      focal: [52, 70],
    },
    {
      image: art("galleries/ngorongoro/black-rhino"),
      alt: "A black rhino crossing the golden grass of the crater floor in the evening",
      focal: [66, 62],
    },
    {
      image: art("attractions/crater-rim-forest"),
      alt: "Mist drifting through the tall forest on the crater rim",
      focal: [50, 55],
    },
  ],
  serengeti: [
    {
      image: art("galleries/serengeti/plains-at-noon"),
      alt: "Wildebeest and zebra spread to the horizon across the Serengeti's short-grass plains",
      focal: [50, 66],
    },
    {
      image: art("galleries/serengeti/kopje-at-dawn"),
      alt: "A lion on top of a granite kopje at dawn, another lion resting in the grass below",
      focal: [48, 50],
    },
    {
      image: art("galleries/serengeti/balloons-over-the-plains"),
      alt: "A striped hot-air balloon above the plains with a giraffe and acacia below",
      focal: [62, 30],
    },
  ],
  tsavo: [
    {
      image: art("galleries/tsavo/red-elephants"),
      alt: "Tsavo's elephants, red with dust, drinking at a waterhole among baobabs",
      focal: [28, 64],
    },
    {
      image: art("galleries/tsavo/baobab-country"),
      alt: "A lone red elephant beneath a huge baobab as the sun sinks over Tsavo",
      focal: [56, 70],
    },
    {
      image: art("galleries/tsavo/yatta-escarpment"),
      alt: "Gazelles grazing below the long, flat line of the Yatta Plateau",
      focal: [50, 60],
    },
  ],
  "lake-nakuru": [
    {
      image: art("galleries/lake-nakuru/flamingo-shore"),
      alt: "Thousands of pink flamingos along the shore of Lake Nakuru on a clear morning",
      focal: [40, 66],
    },
    {
      image: art("galleries/lake-nakuru/rhino-in-the-fever-trees"),
      alt: "A rhino walking through the yellow fever-tree woodland by Lake Nakuru",
      focal: [52, 72],
    },
    {
      image: art("galleries/lake-nakuru/pink-lake-at-dusk"),
      alt: "Flamingos feeding in the shallows of Lake Nakuru at dusk",
      focal: [64, 66],
    },
  ],
  tarangire: [
    {
      image: art("galleries/tarangire/baobabs-and-elephants"),
      alt: "Elephants coming down to the Tarangire River past ancient baobabs at dawn",
      focal: [28, 62],
    },
    {
      image: art("galleries/tarangire/giraffe-at-sunset"),
      alt: "A giraffe and a baobab silhouetted against a red Tarangire sunset",
      focal: [52, 62],
    },
    {
      image: art("galleries/tarangire/river-herds"),
      alt: "Zebra on the riverbank while hippos surface in the Tarangire River",
      focal: [50, 70],
    },
  ],
  "lake-manyara": [
    {
      image: art("galleries/lake-manyara/lion-in-the-tree"),
      alt: "A lion resting along the branch of an acacia above the shore of Lake Manyara",
      focal: [78, 50],
    },
    {
      image: art("galleries/lake-manyara/escarpment-and-lake"),
      alt: "Flamingos wading below the Rift Valley escarpment on Lake Manyara",
      focal: [40, 66],
    },
    {
      image: art("galleries/lake-manyara/groundwater-forest"),
      alt: "Sunlight falling through the tall groundwater forest at the foot of the escarpment",
      focal: [60, 45],
    },
  ],
  zanzibar: [
    {
      image: art("galleries/zanzibar/turquoise-shore"),
      alt: "A dhow with a red sail on the turquoise water off a palm-fringed Zanzibar beach",
      focal: [60, 62],
    },
    {
      image: art("galleries/zanzibar/stone-town-evening"),
      alt: "The lights of Stone Town's seafront coming on as dhows sail past at dusk",
      focal: [40, 56],
    },
    {
      image: art("galleries/zanzibar/dhows-at-dawn"),
      alt: "Three dhows leaving the shore at dawn on the Indian Ocean",
      focal: [58, 62],
    },
  ],
  diani: [
    {
      image: art("galleries/diani/white-sand-and-palms"),
      alt: "White sand and leaning palms on Diani Beach with a dhow out on the Indian Ocean",
      focal: [40, 60],
    },
    {
      image: art("galleries/diani/dolphins-offshore"),
      alt: "Dolphins surfacing off the Diani coast in the golden evening light",
      focal: [36, 68],
    },
    {
      image: art("galleries/diani/reef-at-dusk"),
      alt: "Dhows sailing home across the reef at dusk, palms on the shore",
      focal: [60, 62],
    },
  ],
  lamu: [
    {
      image: art("galleries/lamu/old-town-waterfront"),
      alt: "The old stone houses and minaret of Lamu town along the waterfront",
      focal: [36, 56],
    },
    {
      image: art("galleries/lamu/dhows-under-sail"),
      alt: "A fleet of dhows under sail in the channel off Lamu town",
      focal: [60, 66],
    },
    {
      image: art("galleries/lamu/shela-dunes"),
      alt: "Palms and dhows off the long beach at Shela",
      focal: [62, 60],
    },
  ],
};

export const sampleHotelGalleries: Record<string, SampleGalleryPicture[]> = {
  "mara-riverbend-camp": [
    {
      image: art("galleries/mara-riverbend-camp/tents-at-dawn"),
      alt: "Three canvas tents lit from inside on the bank of the Mara River at dawn",
      focal: [50, 74],
    },
    {
      image: art("galleries/mara-riverbend-camp/fire-under-the-moon"),
      alt: "The camp fire burning between two tents under a full moon",
      focal: [50, 74],
    },
    {
      image: art("galleries/maasai-mara/crossing-at-dawn"),
      alt: "The wildebeest crossing a short drive upstream from the camp",
      focal: [40, 68],
    },
  ],
  "mara-ridge-lodge": [
    {
      image: art("galleries/mara-ridge-lodge/morning-at-the-waterhole"),
      alt: "Thatched lodge rooms on the ridge overlooking zebra on the plains in the morning",
      focal: [36, 62],
    },
    {
      image: art("galleries/mara-ridge-lodge/dusk-on-the-ridge"),
      alt: "Elephants passing below the lodge's thatched roofs at dusk",
      focal: [60, 66],
    },
    {
      image: art("galleries/maasai-mara/lions-in-the-grass"),
      alt: "Lions in the grass on a game drive from the lodge",
      focal: [50, 76],
    },
  ],
  "kilima-view-lodge": [
    {
      image: art("galleries/kilima-view-lodge/kibo-at-dawn"),
      alt: "The lodge's thatched cottages facing Kilimanjaro, elephants on the plain in front",
      focal: [60, 60],
    },
    {
      image: art("galleries/kilima-view-lodge/evening-roofs"),
      alt: "Giraffes browsing beside the lodge as the evening light turns Kilimanjaro gold",
      focal: [40, 60],
    },
    {
      image: art("galleries/amboseli/swamp-at-first-light"),
      alt: "Elephants in the swamp below the lodge at first light",
      focal: [48, 66],
    },
  ],
  "ewaso-river-camp": [
    {
      image: art("galleries/ewaso-river-camp/riverside-tents"),
      alt: "Tents along the Ewaso Nyiro river under tall acacias",
      focal: [50, 74],
    },
    {
      image: art("galleries/ewaso-river-camp/night-fire"),
      alt: "Starlight over the camp and the fire lit for dinner",
      focal: [50, 74],
    },
    {
      image: art("galleries/samburu/reticulated-giraffes"),
      alt: "Reticulated giraffes seen on a drive from the camp",
      focal: [48, 66],
    },
  ],
  "ngorongoro-rim-lodge": [
    {
      image: art("galleries/ngorongoro-rim-lodge/rim-at-sunrise"),
      alt: "The lodge on the crater rim at sunrise, wildebeest on the crater floor far below",
      focal: [34, 58],
    },
    {
      image: art("galleries/ngorongoro-rim-lodge/rim-in-golden-light"),
      alt: "The lodge's stone and thatch buildings in the golden light of late afternoon",
      focal: [60, 62],
    },
    {
      image: art("galleries/ngorongoro/crater-floor"),
      alt: "The crater floor seen on the morning descent from the rim",
      focal: [50, 64],
    },
  ],
  "seronera-plains-camp": [
    {
      image: art("galleries/seronera-plains-camp/camp-at-dawn"),
      alt: "Two tents on the open Seronera plain at dawn",
      focal: [50, 74],
    },
    {
      image: art("galleries/seronera-plains-camp/evening-fire"),
      alt: "The camp's three tents glowing around the evening fire",
      focal: [50, 74],
    },
    {
      image: art("galleries/serengeti/kopje-at-dawn"),
      alt: "A lion on a kopje near the camp at dawn",
      focal: [48, 50],
    },
  ],
  "baobab-hill-lodge": [
    {
      image: art("galleries/baobab-hill-lodge/morning-giraffes"),
      alt: "Giraffes walking past the lodge's thatched rooms in the morning",
      focal: [36, 62],
    },
    {
      image: art("galleries/baobab-hill-lodge/golden-hour"),
      alt: "Elephants below the lodge in the golden hour before sunset",
      focal: [62, 64],
    },
    {
      image: art("galleries/tarangire/baobabs-and-elephants"),
      alt: "Elephants among the baobabs on the river below the lodge",
      focal: [28, 62],
    },
  ],
  "red-earth-lodge": [
    {
      image: art("galleries/red-earth-lodge/elephants-at-dawn"),
      alt: "A herd of elephants at the lodge's waterhole at dawn",
      focal: [40, 64],
    },
    {
      image: art("galleries/red-earth-lodge/night-sky"),
      alt: "A single tent and its fire under the moon and stars",
      focal: [50, 70],
    },
    {
      image: art("galleries/tsavo/red-elephants"),
      alt: "Red-dusted elephants drinking near the lodge",
      focal: [28, 64],
    },
  ],
  "fever-tree-lodge": [
    {
      image: art("galleries/fever-tree-lodge/rhinos-at-the-waterhole"),
      alt: "Two rhinos at the waterhole in front of the lodge on a misty morning",
      focal: [36, 64],
    },
    {
      image: art("galleries/fever-tree-lodge/flamingo-evening"),
      alt: "Flamingos on the lake shore near the lodge in the evening",
      focal: [40, 66],
    },
    {
      image: art("galleries/lake-nakuru/rhino-in-the-fever-trees"),
      alt: "A rhino in the fever-tree woodland around the lodge",
      focal: [52, 72],
    },
  ],
  "coral-rag-beach-house": [
    {
      image: art("galleries/coral-rag-beach-house/morning-tide"),
      alt: "The beach house's thatched roofs behind white sand and palms in the morning",
      focal: [40, 62],
    },
    {
      image: art("galleries/coral-rag-beach-house/evening-veranda"),
      alt: "The beach house at dusk, a dhow sailing past on the Indian Ocean",
      focal: [40, 62],
    },
    {
      image: art("galleries/diani/dolphins-offshore"),
      alt: "Dolphins offshore, seen from the beach house on an evening dhow trip",
      focal: [36, 68],
    },
  ],
};

/** A package's gallery shows the places it visits, in the order of its itinerary. */
function from(slug: string, index: number): SampleGalleryPicture {
  const picture = sampleDestinationGalleries[slug]?.[index];
  if (!picture) throw new Error(`No sample gallery picture ${index} for ${slug}`);
  return picture;
}

export const sampleSafariGalleries: Record<string, SampleGalleryPicture[]> = {
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
