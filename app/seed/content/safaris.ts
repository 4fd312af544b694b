// Sample safari packages with their day-by-day itineraries. The five USD packages are the
// specification's sample packages (durations and prices as given there); the KES ones are local
// road safaris. Every itinerary has exactly one entry per day of the package.

export interface SampleItineraryDay {
  title: string;
  description: string;
  accommodation: string;
  meals: string;
}

export interface SampleSafari {
  slug: string;
  title: string;
  description: string;
  durationDays: number;
  price: number;
  currency: "KES" | "USD";
  location: string;
  imageUrl: string;
  featuredVideoUrl?: string;
  highlights: string[];
  included: string[];
  excluded: string[];
  isFeatured: boolean;
  /** How many days before seeding the package was added: the list shows the newest first. */
  addedDaysAgo: number;
  itinerary: SampleItineraryDay[];
}

const ALL_MEALS = "Breakfast, Lunch, Dinner";
const DEPARTURE = "Not included (departure day)";

const usualExclusions = [
  "International flights",
  "Visas and travel insurance",
  "Tips for guides and camp staff",
  "Drinks other than water on game drives",
];

export const sampleSafaris: SampleSafari[] = [
  {
    slug: "great-migration-safari",
    title: "Great Migration Safari",
    description:
      "Seven days timed for the river crossings, following the herds between Kenya's Maasai Mara and Tanzania's northern Serengeti. We fly between the two parks so that every day is spent where the wildebeest are, with long game drives and picnic lunches on the riverbank.",
    durationDays: 7,
    price: 2500,
    currency: "USD",
    location: "Maasai Mara & Northern Serengeti",
    imageUrl: "/art/packages/great-migration-safari.svg",
    featuredVideoUrl: "/media/videos/great-migration-river-crossing.webm",
    highlights: [
      "Mara River crossings from July to October",
      "Flights between the Maasai Mara and the northern Serengeti",
      "Full days in the field with picnic lunches",
      "A guide who tracks the herds' movements week by week",
    ],
    included: [
      "Scheduled flights Nairobi - Maasai Mara - Kogatende - Arusha",
      "Six nights in tented camps, full board",
      "Game drives in a pop-up-roof Land Cruiser with a window seat for everyone",
      "Park and conservancy fees",
      "Airport and airstrip transfers",
    ],
    excluded: [...usualExclusions, "Hot-air balloon flight (about USD 450 per person)"],
    isFeatured: true,
    addedDaysAgo: 3,
    itinerary: [
      {
        title: "Fly from Nairobi to the Maasai Mara",
        description:
          "A morning flight from Wilson Airport over the Rift Valley. Your guide meets you on the airstrip and the first game drive begins on the way to camp.",
        accommodation: "Mara Riverbend Camp",
        meals: "Lunch, Dinner",
      },
      {
        title: "The Mara River",
        description:
          "A full day along the river with a picnic lunch, waiting where the herds gather. When a crossing starts it can last an hour; when it does not, there are lions and hippos to watch.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Plains and predators",
        description:
          "Early drive onto the open plains, where the migrating herds attract lion prides and cheetahs. Optional balloon flight at dawn.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Across the border to the northern Serengeti",
        description:
          "Fly to Kogatende in Tanzania, the Serengeti's northern gateway. The afternoon drive follows the herds along the Tanzanian side of the Mara River.",
        accommodation: "Seronera Plains Camp (northern site)",
        meals: ALL_MEALS,
      },
      {
        title: "Northern Serengeti",
        description:
          "A full day in the quiet north, where crossings happen with a fraction of the vehicles seen in Kenya. Sundowners on a kopje in the evening.",
        accommodation: "Seronera Plains Camp (northern site)",
        meals: ALL_MEALS,
      },
      {
        title: "Lamai wedge and the Bologonja springs",
        description:
          "Explore the Lamai wedge between the river and the Kenyan border, with its rocky hills, elephants and resident lions.",
        accommodation: "Seronera Plains Camp (northern site)",
        meals: ALL_MEALS,
      },
      {
        title: "Fly to Arusha",
        description:
          "A last early drive, then the flight to Arusha in time for international connections at Kilimanjaro airport.",
        accommodation: DEPARTURE,
        meals: "Breakfast",
      },
    ],
  },
  {
    slug: "amboseli-and-kilimanjaro-getaway",
    title: "Amboseli & Kilimanjaro Getaway",
    description:
      "A three-day road safari from Nairobi to Amboseli, where elephant herds cross the plains beneath Africa's highest mountain. Perfect for a long weekend, with two full days of game drives and mornings timed for the clearest views of Kilimanjaro.",
    durationDays: 3,
    price: 85000,
    currency: "KES",
    location: "Amboseli, Kenya",
    imageUrl: "/art/packages/amboseli-and-kilimanjaro-getaway.svg",
    highlights: [
      "Elephant families at close range",
      "Kilimanjaro at sunrise",
      "Observation Hill viewpoint",
      "Road transfers in a private Land Cruiser",
    ],
    included: [
      "Return road transfer from Nairobi",
      "Two nights full board at Kilima View Lodge",
      "All game drives with a professional guide",
      "Park entry fees for Kenyan residents",
    ],
    excluded: [
      "Park fee supplement for non-residents",
      "Drinks at the lodge",
      "Tips for guides and lodge staff",
      "Maasai village visit (KES 2,500 per person)",
    ],
    isFeatured: false,
    addedDaysAgo: 10,
    itinerary: [
      {
        title: "Nairobi to Amboseli",
        description:
          "Leave Nairobi at 7 a.m. on the Namanga road, arriving in time for lunch. Afternoon game drive to the swamps as the elephants come in to drink.",
        accommodation: "Kilima View Lodge",
        meals: "Lunch, Dinner",
      },
      {
        title: "A full day in Amboseli",
        description:
          "Sunrise drive for the best light on the mountain, then the swamps, Observation Hill and the dry lake bed, with a picnic lunch in the park.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Return to Nairobi",
        description:
          "A final early drive, breakfast at the lodge and the road back to Nairobi, arriving mid-afternoon.",
        accommodation: DEPARTURE,
        meals: "Breakfast, Lunch",
      },
    ],
  },
  {
    slug: "maasai-mara-explorer",
    title: "Maasai Mara Explorer",
    description:
      "Four days in Kenya's most celebrated reserve, with game drives at dawn and dusk across the open grasslands of the Maasai Mara. Ideal when time is short: you drive in from Nairobi and spend every remaining hour with lions, cheetahs and elephants, guided by a naturalist who knows each pride's territory.",
    durationDays: 4,
    price: 1200,
    currency: "USD",
    location: "Maasai Mara, Kenya",
    imageUrl: "/art/packages/maasai-mara-explorer.svg",
    highlights: [
      "Morning and afternoon game drives with a private guide",
      "Big cat territories along the Talek and Mara rivers",
      "Visit to a Maasai homestead",
      "Optional balloon flight at dawn",
    ],
    included: [
      "Return road transfer from Nairobi in a pop-up-roof Land Cruiser",
      "Three nights full board in a riverside tented camp",
      "All game drives",
      "Park entry fees",
      "Bottled water on game drives",
    ],
    excluded: [...usualExclusions, "Hot-air balloon flight (about USD 450 per person)"],
    isFeatured: true,
    addedDaysAgo: 18,
    itinerary: [
      {
        title: "Nairobi to the Maasai Mara",
        description:
          "Pick-up from your Nairobi hotel at 7 a.m. and drive down into the Great Rift Valley, stopping at the viewpoint above the valley floor. Arrive at camp for lunch, then set out on your first game drive as the afternoon cools.",
        accommodation: "Mara Riverbend Camp",
        meals: "Lunch, Dinner",
      },
      {
        title: "Full day in the reserve",
        description:
          "Leave at first light with a picnic breakfast and follow the game wherever it leads: lion prides on the plains, cheetahs watching from termite mounds, hippos and crocodiles at the Mara River.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Maasai homestead and evening drive",
        description:
          "A slow morning in camp or an optional balloon flight at dawn. After lunch, visit a Maasai family to hear how they live alongside wildlife, then a final drive into the golden hour.",
        accommodation: "Mara Riverbend Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Return to Nairobi",
        description:
          "A last early game drive and breakfast in camp, then the road back to Nairobi, arriving mid-afternoon in time for evening flights.",
        accommodation: DEPARTURE,
        meals: "Breakfast, Lunch",
      },
    ],
  },
  {
    slug: "samburu-and-lake-nakuru-safari",
    title: "Samburu & Lake Nakuru Safari",
    description:
      "Five days from the hot red north to the Rift Valley lakes: Samburu's rare northern species, then the rhinos and flamingos of Lake Nakuru. A road safari for travellers who have seen the Mara and want something wilder.",
    durationDays: 5,
    price: 185000,
    currency: "KES",
    location: "Samburu & Lake Nakuru, Kenya",
    imageUrl: "/art/packages/samburu-and-lake-nakuru-safari.svg",
    highlights: [
      "The Samburu Special Five",
      "Crossing the equator at Nanyuki",
      "Black and white rhino at Lake Nakuru",
      "Thomson's Falls at Nyahururu",
    ],
    included: [
      "All road transport in a private Land Cruiser",
      "Four nights full board",
      "Game drives and park entry fees for Kenyan residents",
      "Bottled water throughout",
    ],
    excluded: [
      "Park fee supplement for non-residents",
      "Samburu village visit (KES 3,000 per person)",
      "Drinks at the lodges",
      "Tips for guides and lodge staff",
    ],
    isFeatured: false,
    addedDaysAgo: 26,
    itinerary: [
      {
        title: "Nairobi to Samburu",
        description:
          "North past Mount Kenya, crossing the equator at Nanyuki, then down into the lowlands. Afternoon game drive along the Ewaso Ng'iro.",
        accommodation: "Ewaso River Camp",
        meals: "Lunch, Dinner",
      },
      {
        title: "Samburu National Reserve",
        description:
          "Morning and evening drives in search of Grevy's zebra, gerenuk and reticulated giraffe; the heat of the day is for lunch and rest by the river.",
        accommodation: "Ewaso River Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Samburu to Lake Nakuru",
        description:
          "Cross the Laikipia plateau to Nyahururu for lunch beside Thomson's Falls, then down into the Rift Valley to Lake Nakuru.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Lake Nakuru National Park",
        description:
          "A full day in the park: rhinos on the lake shore, flamingos in the shallows, and the view from Baboon Cliff.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Return to Nairobi",
        description:
          "A short morning drive and the road back to Nairobi by way of Lake Naivasha, arriving by mid-afternoon.",
        accommodation: DEPARTURE,
        meals: "Breakfast, Lunch",
      },
    ],
  },
  {
    slug: "kenya-classic-safari",
    title: "Kenya Classic Safari",
    description:
      "Kenya's three best-loved parks in six unhurried days: elephants beneath Kilimanjaro in Amboseli, flamingos and rhinos at Lake Nakuru, then the big cats of the Maasai Mara. The classic first safari, paced so that you spend your days on game drives rather than on the road.",
    durationDays: 6,
    price: 1800,
    currency: "USD",
    location: "Amboseli, Lake Nakuru & Maasai Mara, Kenya",
    imageUrl: "/art/packages/kenya-classic-safari.svg",
    highlights: [
      "Elephants and Kilimanjaro in Amboseli",
      "Rhinos and flamingos at Lake Nakuru",
      "Two days of big cats in the Maasai Mara",
      "One guide and vehicle from start to finish",
    ],
    included: [
      "All road transport in a pop-up-roof Land Cruiser",
      "Five nights full board in lodges and tented camps",
      "Game drives and park entry fees",
      "Airport transfers in Nairobi",
    ],
    excluded: [...usualExclusions, "Hot-air balloon flight in the Maasai Mara"],
    isFeatured: true,
    addedDaysAgo: 35,
    itinerary: [
      {
        title: "Nairobi to Amboseli",
        description:
          "Leave Nairobi after breakfast and drive south to Amboseli in time for lunch. Afternoon game drive among the elephant families.",
        accommodation: "Kilima View Lodge",
        meals: "Lunch, Dinner",
      },
      {
        title: "Amboseli",
        description:
          "Sunrise drive for Kilimanjaro, then the swamps and Observation Hill, with the afternoon at leisure by the lodge waterhole.",
        accommodation: "Kilima View Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Amboseli to Lake Nakuru",
        description:
          "A long but scenic drive north through Nairobi and up the Rift Valley escarpment, arriving at Lake Nakuru for an evening drive.",
        accommodation: "Fever Tree Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Lake Nakuru to the Maasai Mara",
        description:
          "Morning drive for rhinos along the shore, then south-west through Narok to the Maasai Mara, arriving for a late game drive.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Maasai Mara",
        description:
          "A full day in the reserve with a picnic lunch, following lion prides and cheetahs and visiting the Mara River.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Return to Nairobi",
        description: "Early game drive, breakfast, then back to Nairobi by mid-afternoon.",
        accommodation: DEPARTURE,
        meals: "Breakfast, Lunch",
      },
    ],
  },
  {
    slug: "kenya-and-tanzania-highlights",
    title: "Kenya & Tanzania Highlights",
    description:
      "Eight days across two countries: the Maasai Mara, the endless plains of the Serengeti and the wildlife-filled caldera of Ngorongoro. Crossing the border by road keeps the cost down while still giving you the best of East Africa's great parks.",
    durationDays: 8,
    price: 2200,
    currency: "USD",
    location: "Maasai Mara, Serengeti & Ngorongoro",
    imageUrl: "/art/packages/kenya-and-tanzania-highlights.svg",
    highlights: [
      "The Maasai Mara and the Serengeti in one journey",
      "A morning on the Ngorongoro crater floor",
      "Baobabs and elephants in Tarangire",
      "Border formalities handled by our team",
    ],
    included: [
      "All road transport, with a change of vehicle and guide at the border",
      "Seven nights full board",
      "Game drives, park and crater fees",
      "Airport transfers in Nairobi and Arusha",
    ],
    excluded: [...usualExclusions, "Tanzania visa (about USD 50-100 depending on nationality)"],
    isFeatured: false,
    addedDaysAgo: 44,
    itinerary: [
      {
        title: "Nairobi to the Maasai Mara",
        description: "Drive through the Rift Valley to the Mara, arriving for lunch and an afternoon game drive.",
        accommodation: "Mara Ridge Lodge",
        meals: "Lunch, Dinner",
      },
      {
        title: "Maasai Mara",
        description: "A full day of game drives with a picnic lunch by the Mara River.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Across the border to the Serengeti",
        description:
          "Drive to the Isebania border, meet your Tanzanian guide and continue into the western Serengeti, game viewing on the way to camp.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Central Serengeti",
        description:
          "A full day in the Seronera valley, known for leopards in the sausage trees and lions on the kopjes.",
        accommodation: "Seronera Plains Camp",
        meals: ALL_MEALS,
      },
      {
        title: "Serengeti to Ngorongoro",
        description:
          "Game drive out of the park by way of Naabi Hill and the short-grass plains, then up to the crater rim for sunset.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Ngorongoro Crater",
        description:
          "Descend at dawn for a morning on the crater floor: black rhino, lions, flamingos on Lake Magadi and a picnic by the hippo pool.",
        accommodation: "Ngorongoro Rim Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Tarangire",
        description: "Drive to Tarangire for an afternoon among the baobabs and the elephant herds on the river.",
        accommodation: "Baobab Hill Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Arusha and departure",
        description:
          "Morning drive in Tarangire, then to Arusha for lunch and a transfer to Kilimanjaro airport or the shuttle to Nairobi.",
        accommodation: DEPARTURE,
        meals: "Breakfast, Lunch",
      },
    ],
  },
  {
    slug: "tsavo-to-diani-bush-and-beach",
    title: "Tsavo to Diani: Bush and Beach",
    description:
      "Seven days from the red-earth wilderness of Tsavo to the white sand of Diani. Three days with Tsavo's elephants and springs, then four by the Indian Ocean with a dhow trip to the coral gardens of Kisite-Mpunguti.",
    durationDays: 7,
    price: 320000,
    currency: "KES",
    location: "Tsavo & Diani, Kenya",
    imageUrl: "/art/packages/tsavo-to-diani-bush-and-beach.svg",
    highlights: [
      "Red elephants on the Galana river",
      "The underwater hide at Mzima Springs",
      "Snorkelling and dolphins at Kisite-Mpunguti",
      "Four nights on Diani Beach",
    ],
    included: [
      "Road transport from Nairobi to Tsavo and on to Diani",
      "Two nights full board in Tsavo, four nights half board in Diani",
      "Game drives and park fees for Kenyan residents",
      "Kisite-Mpunguti dhow trip with lunch",
      "Flight from Ukunda to Nairobi",
    ],
    excluded: [
      "Park fee supplement for non-residents",
      "Lunches in Diani",
      "Scuba diving and other water sports",
      "Tips and personal expenses",
    ],
    isFeatured: false,
    addedDaysAgo: 52,
    itinerary: [
      {
        title: "Nairobi to Tsavo West",
        description:
          "Drive down the Mombasa road to Tsavo West. Afternoon at Mzima Springs, watching hippos from the underwater hide.",
        accommodation: "Red Earth Lodge",
        meals: "Lunch, Dinner",
      },
      {
        title: "Tsavo East",
        description:
          "Cross to Tsavo East for a full day along the Galana river and Lugard Falls, where the red elephants come to drink.",
        accommodation: "Red Earth Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Tsavo to Diani",
        description: "Morning game drive, then down to the coast, arriving at Diani in time for a swim before sunset.",
        accommodation: "Beachfront hotel, Diani",
        meals: "Breakfast, Lunch, Dinner",
      },
      {
        title: "Diani Beach",
        description: "A free day on the beach, with optional walks in the coastal forest to see colobus monkeys.",
        accommodation: "Beachfront hotel, Diani",
        meals: "Breakfast, Dinner",
      },
      {
        title: "Kisite-Mpunguti by dhow",
        description:
          "Sail from Shimoni to the marine park, snorkel the coral gardens and watch for dolphins, with a seafood lunch on Wasini island.",
        accommodation: "Beachfront hotel, Diani",
        meals: ALL_MEALS,
      },
      {
        title: "Diani at leisure",
        description: "Another day by the ocean, or an optional excursion to the Shimba Hills and Sheldrick Falls.",
        accommodation: "Beachfront hotel, Diani",
        meals: "Breakfast, Dinner",
      },
      {
        title: "Fly to Nairobi",
        description: "Transfer to Ukunda airstrip for the flight back to Nairobi.",
        accommodation: DEPARTURE,
        meals: "Breakfast",
      },
    ],
  },
  {
    slug: "luxury-honeymoon-safari",
    title: "Luxury Honeymoon Safari",
    description:
      "Ten days for two: private game drives and a balloon flight over the Maasai Mara, then Stone Town's lanes and a barefoot beach house on Zanzibar. Intimate camps, private dinners under the stars and time simply to be together.",
    durationDays: 10,
    price: 5000,
    currency: "USD",
    location: "Maasai Mara & Zanzibar",
    imageUrl: "/art/packages/luxury-honeymoon-safari.svg",
    featuredVideoUrl: "/media/videos/inside-our-tented-lodge.webm",
    highlights: [
      "Private vehicle and guide in the Maasai Mara",
      "Champagne balloon flight at sunrise",
      "Bush dinner for two by lantern light",
      "Sunset dhow cruise and a beach house on Zanzibar",
    ],
    included: [
      "All flights within Kenya and Tanzania",
      "Nine nights in luxury camps and hotels, full board on safari",
      "Private game drives, park and conservancy fees",
      "Hot-air balloon flight with champagne breakfast",
      "Stone Town walking tour, spice farm visit and sunset dhow cruise",
    ],
    excluded: usualExclusions,
    isFeatured: true,
    addedDaysAgo: 60,
    itinerary: [
      {
        title: "Arrive in Nairobi",
        description:
          "Met at the airport and driven to a garden hotel in Karen, at the foot of the Ngong Hills, to rest after your flight.",
        accommodation: "Garden boutique hotel, Karen",
        meals: "Dinner",
      },
      {
        title: "Fly to the Maasai Mara",
        description:
          "A light aircraft to the conservancy, lunch on your deck and a first private game drive at sunset.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "The Mara at your own pace",
        description:
          "Private drives with no fixed times: stay with a lion pride as long as you like, or return for a spa afternoon.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Balloon flight and bush dinner",
        description:
          "Lift off before dawn for an hour over the plains and a champagne breakfast where you land. In the evening, dinner for two in the bush by lantern light.",
        accommodation: "Mara Ridge Lodge",
        meals: ALL_MEALS,
      },
      {
        title: "Fly to Zanzibar",
        description: "Fly by way of Nairobi to Zanzibar and settle into a restored merchant's house in Stone Town.",
        accommodation: "Boutique hotel, Stone Town",
        meals: "Breakfast, Dinner",
      },
      {
        title: "Stone Town and the spice farms",
        description:
          "A morning walk through the old town's lanes and markets, then a spice farm in the countryside, tasting cloves, vanilla and nutmeg fresh from the plant.",
        accommodation: "Boutique hotel, Stone Town",
        meals: "Breakfast, Lunch",
      },
      {
        title: "To the beach",
        description: "Drive across the island to the north-east coast and your room facing the Mnemba reef.",
        accommodation: "Coral Rag Beach House",
        meals: "Breakfast, Dinner",
      },
      {
        title: "Mnemba reef",
        description: "Snorkel the reef from a traditional boat, with turtles and dolphins often seen on the way out.",
        accommodation: "Coral Rag Beach House",
        meals: "Breakfast, Lunch, Dinner",
      },
      {
        title: "Sunset dhow cruise",
        description: "A lazy day on the sand, then sail out at sunset in a wooden dhow with drinks and Swahili snacks.",
        accommodation: "Coral Rag Beach House",
        meals: "Breakfast, Dinner",
      },
      {
        title: "Departure",
        description: "Transfer to Zanzibar airport for your flight home.",
        accommodation: DEPARTURE,
        meals: "Breakfast",
      },
    ],
  },
];
