// Sample destinations: the parks, reserves and coast where Heartbeest Safari operates. Slugs follow the
// product's rule (name lowercased, spaces to hyphens, & to "and"); the footer links five of them.

export interface SampleDestination {
  slug: string;
  name: string;
  /** Shown as the card's badge. */
  region: string;
  country: "Kenya" | "Tanzania";
  heroImage: string;
  /** The first sentence stands alone: cards show only it. */
  overview: string;
  infoNote?: string;
  bestTimeReason?: string;
  bestMonths: number[];
  isFeatured: boolean;
  attractions: { name: string; description: string; image: string }[];
  transport: { type: "road" | "flight"; duration: string; description: string }[];
  accommodation: { budget?: string; midRange?: string; luxury?: string };
}

export const sampleDestinations: SampleDestination[] = [
  {
    slug: "maasai-mara",
    name: "Maasai Mara",
    region: "Narok County, Kenya",
    country: "Kenya",
    heroImage: "/art/destinations/maasai-mara.svg",
    overview:
      "The Maasai Mara is Kenya's most celebrated reserve, a sweep of open grassland where lions, cheetahs and leopards hunt in plain view. Between July and October more than a million wildebeest and zebra arrive from the Serengeti, crossing the Mara and Talek rivers in scenes that draw photographers from around the world. Outside the migration the resident game is just as rich, the light is soft and the tracks are quiet. The reserve borders community conservancies where Maasai landowners lease their land to small camps, keeping vehicle numbers low and income local.",
    infoNote:
      "River crossings cannot be scheduled: herds may wait on the bank for hours or turn back. We build in a full day near the river during the migration to give you the best chance.",
    bestTimeReason:
      "July to October brings the Great Migration and its river crossings, and the dry grass makes predators easy to find. The short rains in November rarely last more than an afternoon, so the rest of the year is rewarding too.",
    bestMonths: [7, 8, 9, 10],
    isFeatured: true,
    attractions: [
      {
        name: "Mara River Crossings",
        description:
          "Wildebeest gather in their thousands on the high banks, then plunge into water patrolled by crocodiles. Our guides read the herds and position you early, well back from the edge.",
        image: "/art/attractions/mara-river-crossings.svg",
      },
      {
        name: "Big Five Game Drives",
        description:
          "Lion, leopard, elephant and buffalo are seen on most drives; black rhino live in the thickets near the Tanzanian border and reward patience.",
        image: "/art/attractions/big-five-game-drives.svg",
      },
      {
        name: "Traditional Maasai Villages",
        description:
          "Visit a family homestead with a Maasai host: how cattle are kept safe from lions at night, how the houses are built, and the jumping dance of the young men.",
        image: "/art/attractions/traditional-maasai-villages.svg",
      },
      {
        name: "Balloon Flights at Dawn",
        description:
          "Lift off before sunrise and drift over the plains as the herds wake below, then land for a champagne breakfast in the grass.",
        image: "/art/attractions/balloon-flights-at-dawn.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "5-6 hours",
        description:
          "From Nairobi through the Great Rift Valley and Narok town, the last stretch on murram roads. We stop at the Rift Valley viewpoint on the way down.",
      },
      {
        type: "flight",
        duration: "45 minutes",
        description:
          "Scheduled light aircraft leave Wilson Airport in Nairobi several times a day for airstrips inside the reserve; your guide meets you on the strip.",
      },
    ],
    accommodation: {
      budget: "Family-run tented camps near the Sekenani and Talek gates, with en-suite tents and shared dining.",
      midRange: "Permanent tented camps on the Mara and Talek rivers, hot showers, solar power and guided walks.",
      luxury: "Small conservancy camps with private decks, plunge pools and vehicles shared only with your own party.",
    },
  },
  {
    slug: "amboseli",
    name: "Amboseli",
    region: "Kajiado County, Kenya",
    country: "Kenya",
    heroImage: "/art/destinations/amboseli.svg",
    overview:
      "Amboseli is where elephants walk beneath the snows of Kilimanjaro. The park is small and open, fed by springs of snowmelt that keep its swamps green through the driest months, so herds of big-tusked elephants, buffalo and hippos are never far away. Mornings are the best time to see the mountain before the clouds gather around its shoulders. Research on Amboseli's elephants has run since 1972, and many of the families you meet are known by name.",
    bestTimeReason:
      "The long dry season from June to October concentrates wildlife around the swamps and gives the clearest views of Kilimanjaro.",
    bestMonths: [6, 7, 8, 9, 10],
    isFeatured: true,
    attractions: [
      {
        name: "Elephant Herds under Kilimanjaro",
        description:
          "Family groups cross the dusty plains to the swamps each morning; the classic photograph of elephants below the snow cap is taken here.",
        image: "/art/attractions/elephant-herds-under-kilimanjaro.svg",
      },
      {
        name: "Observation Hill",
        description:
          "A short climb to the one high point in the park, with views over the swamps, the dry lake bed and, on a clear day, the whole of Kilimanjaro.",
        image: "/art/attractions/observation-hill.svg",
      },
      {
        name: "Enkongo Narok Swamp",
        description:
          "Elephants wade belly-deep through the papyrus here, with pelicans, egrets and hippos for company.",
        image: "/art/attractions/enkongo-narok-swamp.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "4 hours",
        description: "South from Nairobi on the Namanga road, then east across Maasai country to the Kimana gate.",
      },
      {
        type: "flight",
        duration: "40 minutes",
        description: "Daily flights from Wilson Airport land at the Amboseli airstrip, a short drive from the lodges.",
      },
    ],
    accommodation: {
      budget: "Simple bandas and tented camps outside the Kimana gate.",
      midRange: "Lodges inside the park with gardens, pools and views of the mountain.",
      luxury: "Private conservancy camps on the Kilimanjaro side, with walking safaris and star beds.",
    },
  },
  {
    slug: "samburu",
    name: "Samburu",
    region: "Samburu County, Kenya",
    country: "Kenya",
    heroImage: "/art/destinations/samburu.svg",
    overview:
      "Samburu is Kenya's hot, red north, where the Ewaso Ng'iro river draws wildlife out of the semi-desert. It is home to the 'Samburu Special Five': Grevy's zebra, reticulated giraffe, Beisa oryx, Somali ostrich and the long-necked gerenuk, none of which you will see in the south. Leopards rest in the riverine acacias and elephants dig for water in the sand. The Samburu people, cousins of the Maasai, still herd cattle and camels across the surrounding hills.",
    infoNote: "Samburu is hot at midday: game drives run early and late, with a long lunch in the shade between them.",
    bestTimeReason:
      "From June to October the country is dry and animals stay close to the river, which makes them easy to find.",
    bestMonths: [6, 7, 8, 9, 10],
    isFeatured: false,
    attractions: [
      {
        name: "Samburu Special Five",
        description: "Five northern species found together only here; most guests see all five in two days of drives.",
        image: "/art/attractions/samburu-special-five.svg",
      },
      {
        name: "Ewaso Ng'iro River",
        description:
          "A brown ribbon of water lined with doum palms, where elephants bathe, crocodiles bask and leopards hunt at dusk.",
        image: "/art/attractions/ewaso-nyiro-river.svg",
      },
      {
        name: "Samburu People and Culture",
        description:
          "Meet a Samburu family in their manyatta, with its beadwork, songs and the cattle that are at the heart of everything.",
        image: "/art/attractions/samburu-people-and-culture.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "6 hours",
        description:
          "North past Mount Kenya and across the equator at Nanyuki, then down into the lowlands at Archer's Post.",
      },
      {
        type: "flight",
        duration: "1 hour 15 minutes",
        description: "Light aircraft from Wilson Airport to Kalama or Buffalo Springs airstrips.",
      },
    ],
    accommodation: {
      budget: "Public campsites and simple bandas by the river.",
      midRange: "Tented camps along the Ewaso Ng'iro with views of the water.",
      luxury: "Lodges in the community conservancies, with camel walks and river-view suites.",
    },
  },
  {
    slug: "ngorongoro",
    name: "Ngorongoro",
    region: "Arusha Region, Tanzania",
    country: "Tanzania",
    heroImage: "/art/destinations/ngorongoro.svg",
    overview:
      "Ngorongoro is a collapsed volcano whose crater floor holds one of the densest gatherings of wildlife in Africa. From the forested rim the walls drop six hundred metres to grassland, swamp and a soda lake pink with flamingos. Some 25,000 large animals live inside, including black rhino, lions with famously dark manes and old bull elephants. Maasai herders share the wider conservation area with the wildlife, as they have for generations.",
    infoNote:
      "Vehicles may spend at most six hours a day on the crater floor, and the descent road opens at 6 a.m.: we leave early to be down before the crowds.",
    isFeatured: true,
    bestMonths: [],
    attractions: [
      {
        name: "Crater Floor Wildlife Drives",
        description:
          "A full morning among zebra, wildebeest, buffalo and the lions that hunt them, with the best chance in Tanzania of seeing black rhino.",
        image: "/art/attractions/crater-floor-wildlife-drives.svg",
      },
      {
        name: "Lake Magadi",
        description:
          "The crater's shallow soda lake, fringed with flamingos, and a favourite spot for hippos at midday.",
        image: "/art/attractions/lake-magadi.svg",
      },
      {
        name: "Crater Rim Forest",
        description:
          "Misty highland forest of old trees and lichens along the rim, with buffalo, elephants and bushbuck in the clearings.",
        image: "/art/attractions/crater-rim-forest.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "3 hours",
        description: "West from Arusha through Mto wa Mbu and the coffee farms of Karatu to the Lodoare gate.",
      },
      {
        type: "flight",
        duration: "1 hour",
        description:
          "Light aircraft from Arusha to Manyara or Lake Eyasi airstrips, then a scenic drive up to the rim.",
      },
    ],
    accommodation: {
      budget: "Lodges and guest houses in Karatu, forty minutes from the gate.",
      midRange: "Lodges on the rim with crater views from every room.",
      luxury: "Lodges on the crater edge with butler service and fireplaces for the cool nights.",
    },
  },
  {
    slug: "serengeti",
    name: "Serengeti",
    region: "Mara Region, Tanzania",
    country: "Tanzania",
    heroImage: "/art/destinations/serengeti.svg",
    overview:
      "The Serengeti is fifteen thousand square kilometres of grass plains, granite kopjes and acacia woodland, the stage for the largest migration of land mammals on earth. The herds circle the ecosystem all year, following the rain, and the lions, cheetahs and hyenas follow them. Each region has its season: calving on the southern plains early in the year, river crossings in the north from July. The central Seronera valley holds resident game in every month.",
    bestTimeReason:
      "In January and February the wildebeest calve on the southern short-grass plains: half a million calves in a few weeks, and the predators that come with them. From July to October the herds are in the north, crossing the Mara River.",
    bestMonths: [1, 2, 7, 8, 9, 10],
    isFeatured: true,
    attractions: [
      {
        name: "Great Migration Wildlife",
        description:
          "Columns of wildebeest and zebra stretching to the horizon; we follow the herds' position week by week to place you near them.",
        image: "/art/attractions/great-migration-wildlife.svg",
      },
      {
        name: "Seronera River Valley",
        description:
          "The park's heart, where permanent water keeps leopards, lions and giraffes in residence all year.",
        image: "/art/attractions/seronera-river-valley.svg",
      },
      {
        name: "Moru Kopjes",
        description:
          "Granite outcrops rising from the plains, used by lions as lookouts, with ancient Maasai rock paintings in their shelter.",
        image: "/art/attractions/moru-kopjes.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "7-8 hours",
        description:
          "From Arusha by way of the Ngorongoro highlands and the Naabi Hill gate; most guests break the journey at the crater.",
      },
      {
        type: "flight",
        duration: "1-2 hours",
        description: "Scheduled light aircraft from Arusha to Seronera, Kogatende or Ndutu, depending on the season.",
      },
    ],
    accommodation: {
      budget: "Public campsites and simple tented camps in the central Serengeti.",
      midRange: "Seasonal camps that move with the migration, with en-suite tents and hot bucket showers.",
      luxury: "Permanent lodges with pools overlooking the plains and private guides.",
    },
  },
  {
    slug: "tsavo",
    name: "Tsavo",
    region: "Taita-Taveta County, Kenya",
    country: "Kenya",
    heroImage: "/art/destinations/tsavo.svg",
    overview:
      "Tsavo is Kenya's largest wilderness, a land of red earth, baobabs and elephants dusted the colour of the soil. Tsavo West is volcanic and hilly, with crystal springs and lava flows; Tsavo East is flat, wide and wild, cut by the Galana river. Few vehicles travel here, and days pass with the feeling of having the country to yourself. It sits between Nairobi and the coast, so it pairs naturally with a week on the beach.",
    bestTimeReason:
      "The dry months from June to October bring elephants to the rivers and waterholes, and the tracks are in their best condition.",
    bestMonths: [6, 7, 8, 9, 10],
    isFeatured: false,
    attractions: [
      {
        name: "Red Elephants of Tsavo",
        description:
          "Tsavo's elephants dust themselves with the red soil; watching a family come down to drink at the Galana is unforgettable.",
        image: "/art/attractions/red-elephants-of-tsavo.svg",
      },
      {
        name: "Mzima Springs",
        description:
          "Clear pools fed by underground rivers from the Chyulu Hills, where an underwater hide lets you watch hippos and fish.",
        image: "/art/attractions/mzima-springs.svg",
      },
      {
        name: "Yatta Plateau Landscape",
        description:
          "One of the longest lava flows on earth, running nearly three hundred kilometres along the Athi river.",
        image: "/art/attractions/yatta-plateau-landscape.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "5 hours",
        description: "Along the Mombasa road from Nairobi, or two hours up from the coast at Mombasa or Diani.",
      },
      {
        type: "flight",
        duration: "1 hour",
        description:
          "Charter flights to the lodge airstrips, or the train from Nairobi to Voi with a pick-up at the station.",
      },
    ],
    accommodation: {
      budget: "Self-catering bandas near the Voi and Mtito Andei gates.",
      midRange: "Lodges on the Galana and Voi rivers with floodlit waterholes.",
      luxury: "Tented camps on private land bordering Tsavo West, with walking and fly camping.",
    },
  },
  {
    slug: "lake-nakuru",
    name: "Lake Nakuru",
    region: "Nakuru County, Kenya",
    country: "Kenya",
    heroImage: "/art/destinations/lake-nakuru.svg",
    overview:
      "Lake Nakuru is a soda lake in the floor of the Rift Valley, ringed by yellow fever trees and often fringed pink with flamingos. The park around it is fenced and protected as a sanctuary for black and white rhino, and you have a better chance of seeing both here than anywhere else in Kenya. Rothschild's giraffes, lions and leopards share the acacia woodland. It is compact enough to explore in a day and sits halfway between Nairobi and the Maasai Mara.",
    bestTimeReason: "June to September is dry and bright, and the rhinos graze in the open grassland along the shore.",
    bestMonths: [6, 7, 8, 9],
    isFeatured: false,
    attractions: [
      {
        name: "Flamingo Birdlife",
        description:
          "Lesser and greater flamingos feed along the shallows, with pelicans, fish eagles and more than four hundred other species recorded.",
        image: "/art/attractions/flamingo-birdlife.svg",
      },
      {
        name: "Rhino Sanctuary",
        description: "Both black and white rhino live inside the fence; white rhino often graze close to the road.",
        image: "/art/attractions/rhino-sanctuary.svg",
      },
      {
        name: "Baboon Cliff Viewpoint",
        description: "A picnic spot above the lake with the whole park laid out below you.",
        image: "/art/attractions/baboon-cliff-viewpoint.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "3 hours",
        description: "North-west from Nairobi along the Rift Valley escarpment, past Lake Naivasha.",
      },
      {
        type: "flight",
        duration: "30 minutes",
        description: "Charter flights land at the Naishi airstrip inside the park.",
      },
    ],
    accommodation: {
      budget: "Guest houses and hotels in Nakuru town, fifteen minutes from the main gate.",
      midRange: "Lodges inside the park on the escarpment above the lake.",
      luxury: "Lodges in the park's quiet southern woodland, with views over the water.",
    },
  },
  {
    slug: "tarangire",
    name: "Tarangire",
    region: "Manyara Region, Tanzania",
    country: "Tanzania",
    heroImage: "/art/destinations/tarangire.svg",
    overview:
      "Tarangire is the land of baobabs and elephants, where ancient trees stand over herds several hundred strong. In the dry season the Tarangire river is the only water for miles, and animals come to it from across the Maasai Steppe. Tree-climbing pythons, fringe-eared oryx and more than five hundred species of bird make it a favourite of returning guests. It is an easy first stop on the road from Arusha.",
    bestTimeReason:
      "Between June and October the river is the only water in the region, and the elephant gatherings are among the largest in Africa.",
    bestMonths: [6, 7, 8, 9, 10],
    isFeatured: false,
    attractions: [
      {
        name: "Baobab Landscapes",
        description: "Giant baobabs, some more than a thousand years old, scattered across golden grassland.",
        image: "/art/attractions/baobab-landscapes.svg",
      },
      {
        name: "Elephant Gatherings",
        description: "Family after family coming down to dig for water in the dry riverbed.",
        image: "/art/attractions/elephant-gatherings.svg",
      },
      {
        name: "Silale Swamp",
        description: "A green refuge in the dry months, busy with buffalo, zebra and waterbirds.",
        image: "/art/attractions/silale-swamp.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "2 hours",
        description: "South-west from Arusha on good tarmac to the main gate.",
      },
      {
        type: "flight",
        duration: "25 minutes",
        description: "Light aircraft from Arusha to the Kuro airstrip in the park.",
      },
    ],
    accommodation: {
      budget: "Tented camps outside the park boundary near the main gate.",
      midRange: "Lodges on the ridge above the Tarangire river.",
      luxury: "Secluded camps in the south of the park, with night drives and walking.",
    },
  },
  {
    slug: "lake-manyara",
    name: "Lake Manyara",
    region: "Manyara Region, Tanzania",
    country: "Tanzania",
    heroImage: "/art/destinations/lake-manyara.svg",
    overview:
      "Lake Manyara lies at the foot of the Great Rift Valley's western wall, a narrow park of groundwater forest, acacia woodland and alkaline lake. It is known for lions that rest in the branches of acacias and for great troops of olive baboons. Hippos bask in the pools at the northern end while flamingos wade the shallows beyond. A half day here fits neatly into the road between Arusha and Ngorongoro.",
    bestTimeReason: "In the dry season from July to October the forest is open and the game gathers near the lake.",
    bestMonths: [7, 8, 9, 10],
    isFeatured: false,
    attractions: [
      {
        name: "Tree-Climbing Lions",
        description:
          "Manyara's lions often climb into acacias to escape the flies and the heat; spotting one draped over a branch takes sharp eyes.",
        image: "/art/attractions/tree-climbing-lions.svg",
      },
      {
        name: "Rift Valley Escarpment",
        description: "The escarpment rises six hundred metres above the park, with waterfalls in the rains.",
        image: "/art/attractions/rift-valley-escarpment.svg",
      },
      {
        name: "Hippo Pool",
        description: "A viewpoint over the lake's northern pools, where dozens of hippos spend the day.",
        image: "/art/attractions/hippo-pool.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "2 hours",
        description: "West from Arusha to the village of Mto wa Mbu and the park gate below the escarpment.",
      },
      {
        type: "flight",
        duration: "20 minutes",
        description: "Light aircraft from Arusha to the Manyara airstrip on the escarpment.",
      },
    ],
    accommodation: {
      budget: "Guest houses and campsites in Mto wa Mbu.",
      midRange: "Lodges on the escarpment rim looking down over the lake.",
      luxury: "Tree lodges in the southern forest of the park.",
    },
  },
  {
    slug: "zanzibar",
    name: "Zanzibar",
    region: "Zanzibar Archipelago, Tanzania",
    country: "Tanzania",
    heroImage: "/art/destinations/zanzibar.svg",
    overview:
      "Zanzibar is the spice island of the Swahili coast, with white beaches, turquoise lagoons and the old Arab and Indian houses of Stone Town. After a safari it is the perfect place to slow down: swim off coral reefs, sail at sunset in a wooden dhow and eat grilled seafood under the stars. Stone Town's carved doors, markets and rooftop cafés reward a day of wandering. Red colobus monkeys live in the Jozani forest and nowhere else on earth.",
    infoNote:
      "Zanzibar is mostly Muslim: cover shoulders and knees in Stone Town and the villages. During Ramadan many restaurants open only after sunset.",
    bestTimeReason:
      "The dry, breezy months from June to October bring calm seas and clear water for snorkelling and diving.",
    bestMonths: [6, 7, 8, 9, 10],
    isFeatured: true,
    attractions: [
      {
        name: "Stone Town",
        description:
          "A UNESCO World Heritage town of narrow lanes, carved doors, markets and the former palace of the Sultans.",
        image: "/art/attractions/stone-town.svg",
      },
      {
        name: "Sunset Dhow Cruises",
        description: "Sail out in a traditional lateen-rigged dhow as the sun goes down over the Indian Ocean.",
        image: "/art/attractions/sunset-dhow-cruises.svg",
      },
      {
        name: "Jozani Forest",
        description:
          "The island's last great forest, home to the rare Zanzibar red colobus and a boardwalk through the mangroves.",
        image: "/art/attractions/jozani-forest.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "2 hours by ferry",
        description: "Fast ferries cross from Dar es Salaam to Stone Town several times a day.",
      },
      {
        type: "flight",
        duration: "1 hour 20 minutes",
        description:
          "Direct flights from Arusha, the Serengeti airstrips and Nairobi to Zanzibar's international airport.",
      },
    ],
    accommodation: {
      budget: "Guest houses in Stone Town and bungalows in the east-coast villages.",
      midRange: "Boutique hotels in restored Stone Town houses and beach hotels at Paje and Matemwe.",
      luxury: "Beach villas on the north and east coasts with private pools and reef views.",
    },
  },
  {
    slug: "diani",
    name: "Diani",
    region: "Kwale County, Kenya",
    country: "Kenya",
    heroImage: "/art/destinations/diani.svg",
    overview:
      "Diani is Kenya's finest beach, seventeen kilometres of white sand sheltered by a coral reef south of Mombasa. The lagoon is calm for swimming at low tide, and beyond the reef dolphins and, in season, humpback whales pass close to shore. Colobus monkeys live in the coastal forest behind the beach. It is a short flight or a scenic drive from Tsavo, which makes it the classic end to a Kenyan safari.",
    bestTimeReason:
      "January to March is hot, dry and calm, with the clearest water of the year for snorkelling at Kisite-Mpunguti.",
    bestMonths: [1, 2, 3],
    isFeatured: false,
    attractions: [
      {
        name: "Diani Beach",
        description: "Powder-white sand, palms and a warm lagoon protected by the reef.",
        image: "/art/attractions/diani-beach.svg",
      },
      {
        name: "Kisite-Mpunguti Marine Park",
        description: "Snorkel coral gardens from a dhow and watch for the resident bottlenose dolphins on the way out.",
        image: "/art/attractions/kisite-mpunguti-marine-park.svg",
      },
      {
        name: "Shimba Hills",
        description:
          "Rolling forest and grassland above the coast, home to Kenya's only sable antelope and a waterfall walk.",
        image: "/art/attractions/shimba-hills.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "1 hour from Mombasa",
        description: "South from Mombasa across the Likoni ferry, or three hours down from Tsavo East.",
      },
      {
        type: "flight",
        duration: "1 hour 15 minutes",
        description: "Daily flights from Nairobi to the Ukunda airstrip, five minutes from the beach.",
      },
    ],
    accommodation: {
      budget: "Cottages and guest houses a short walk from the beach.",
      midRange: "Beach hotels with pools and gardens along the shore.",
      luxury: "Private villas and boutique hotels at the quiet southern end of the beach.",
    },
  },
  {
    slug: "lamu",
    name: "Lamu",
    region: "Lamu County, Kenya",
    country: "Kenya",
    heroImage: "/art/destinations/lamu.svg",
    overview:
      "Lamu is the oldest living Swahili town in East Africa, an island where donkeys and dhows are still the way to get around. Its stone houses, carved doorways and quiet lanes have changed little in seven hundred years. Shela village has a long, empty beach backed by dunes, and evenings are for sailing the channel as the call to prayer drifts across the water. It is the slowest, gentlest end to a safari.",
    isFeatured: false,
    bestMonths: [],
    attractions: [
      {
        name: "Lamu Old Town",
        description:
          "Walk the lanes with a local guide: the museum, the fort, the old houses and the waterfront where the dhows come in.",
        image: "/art/attractions/lamu-old-town.svg",
      },
      {
        name: "Shela Beach",
        description: "Twelve kilometres of empty sand and dunes, a short walk or boat ride from Shela village.",
        image: "/art/attractions/shela-beach.svg",
      },
      {
        name: "Traditional Dhow Sailing",
        description:
          "Lamu's boat builders still make dhows by hand; sail one through the mangrove channels with a fishing stop and lunch on a sandbank.",
        image: "/art/attractions/traditional-dhow-sailing.svg",
      },
    ],
    transport: [
      {
        type: "road",
        duration: "6 hours from Malindi",
        description: "By road to Mokowe on the mainland, then a twenty-minute boat across the channel.",
      },
      {
        type: "flight",
        duration: "1 hour 40 minutes",
        description: "Daily flights from Nairobi land on Manda island, a short boat ride from Lamu town.",
      },
    ],
    accommodation: {
      budget: "Guest houses in old Swahili homes in Lamu town.",
      midRange: "Boutique hotels with roof terraces in Shela village.",
      luxury: "Restored merchants' houses and private villas with staff and a dhow of their own.",
    },
  },
];
