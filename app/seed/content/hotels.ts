// Sample hotels, lodges and camps the itineraries use, each tied to its destination by slug. Positions are
// near the real places the descriptions name (WGS84 degrees), for the lodge page's map.

export interface SampleHotel {
  slug: string;
  name: string;
  location: string;
  destinationSlug: string;
  description: string;
  imageUrl: string;
  /** One line per kind of room or tent. */
  rooms: string[];
  amenities: string[];
  latitude: number;
  longitude: number;
}

export const sampleHotels: SampleHotel[] = [
  {
    slug: "mara-riverbend-camp",
    name: "Mara Riverbend Camp",
    location: "Maasai Mara, Kenya",
    destinationSlug: "maasai-mara",
    description:
      "Twelve canvas tents on a wooded bend of the Mara River, each on a raised deck facing the water where hippos grunt through the night. In migration season the crossing points are a short drive away, so you can be on the bank while others are still on the road. Meals are served in the open-sided mess tent or around the fire, and the camp runs on solar power with water heated by the sun.",
    imageUrl: "/art/hotels/mara-riverbend-camp.svg",
    rooms: [
      "10 riverside tents with en-suite bathrooms and outdoor showers",
      "2 family tents sleeping four, with two bedrooms",
    ],
    amenities: [
      "Solar power and hot water",
      "Open-sided mess tent and campfire",
      "Picnic lunches on the riverbank",
      "Charging in the mess tent",
      "Laundry included",
    ],
    latitude: -1.402,
    longitude: 35.021,
  },
  {
    slug: "mara-ridge-lodge",
    name: "Mara Ridge Lodge",
    location: "Maasai Mara, Kenya",
    destinationSlug: "maasai-mara",
    description:
      "A thatched lodge on a ridge in a Maasai-owned conservancy, with wide views over the plains to the Oloololo Escarpment. Sixteen stone-and-thatch cottages, a pool cut into the hillside and guided walks with Maasai rangers. Vehicles in the conservancy are limited to one for every seven hundred acres, so sightings are rarely shared.",
    imageUrl: "/art/hotels/mara-ridge-lodge.svg",
    rooms: ["14 stone-and-thatch cottages with a veranda", "2 family cottages with two bedrooms"],
    amenities: [
      "Swimming pool",
      "Guided walks with Maasai rangers",
      "Night drives in the conservancy",
      "Wi-Fi in the main lodge",
      "Spa treatments",
    ],
    latitude: -1.208,
    longitude: 35.096,
  },
  {
    slug: "kilima-view-lodge",
    name: "Kilima View Lodge",
    location: "Amboseli, Kenya",
    destinationSlug: "amboseli",
    description:
      "A family-run lodge on the Kimana side of Amboseli, built so that every room, the dining terrace and the pool look straight at Kilimanjaro. Elephants walk past the waterhole below the lodge most afternoons. Mornings start with coffee on your veranda as the mountain shows itself, before the clouds close in around nine.",
    imageUrl: "/art/hotels/kilima-view-lodge.svg",
    rooms: ["18 rooms facing Kilimanjaro, each with a veranda", "4 family rooms"],
    amenities: ["Swimming pool", "Waterhole below the terrace", "Wi-Fi in the rooms", "Children welcome of any age"],
    latitude: -2.766,
    longitude: 37.468,
  },
  {
    slug: "ewaso-river-camp",
    name: "Ewaso River Camp",
    location: "Samburu, Kenya",
    destinationSlug: "samburu",
    description:
      "Ten tents under doum palms and acacias on the northern bank of the Ewaso Ng'iro, in the Samburu National Reserve. Elephants cross the river in front of camp and leopards are seen on most stays. The camp employs young Samburu warriors as guides and trackers, and guests are welcome to join them on morning bush walks.",
    imageUrl: "/art/hotels/ewaso-river-camp.svg",
    rooms: ["10 tents on the riverbank with en-suite bathrooms"],
    amenities: ["Bush walks with Samburu guides", "Sundowners on the riverbank", "Solar power", "Laundry included"],
    latitude: 0.571,
    longitude: 37.547,
  },
  {
    slug: "ngorongoro-rim-lodge",
    name: "Ngorongoro Rim Lodge",
    location: "Ngorongoro Conservation Area, Tanzania",
    destinationSlug: "ngorongoro",
    description:
      "Stone cottages among the old forest on the crater rim, two thousand three hundred metres above the sea, with fireplaces lit each evening against the highland chill. Big windows look down six hundred metres to the crater floor. The lodge is ten minutes from the descent road, so you are among the first vehicles down in the morning.",
    imageUrl: "/art/hotels/ngorongoro-rim-lodge.svg",
    rooms: ["22 stone cottages with fireplaces", "2 suites with crater views"],
    amenities: [
      "Fireplaces lit each evening",
      "Crater-view dining room and bar",
      "Wi-Fi in the main lodge",
      "Early breakfast for the first descent",
    ],
    latitude: -3.204,
    longitude: 35.519,
  },
  {
    slug: "seronera-plains-camp",
    name: "Seronera Plains Camp",
    location: "Central Serengeti, Tanzania",
    destinationSlug: "serengeti",
    description:
      "A small mobile camp that moves with the seasons around the central and northern Serengeti, keeping you close to the herds. Eight spacious tents with proper beds, flush toilets and hot bucket showers; dinner is served by lantern light under the stars. At night you will hear lions and hyenas calling across the plains.",
    imageUrl: "/art/hotels/seronera-plains-camp.svg",
    rooms: ["8 tents with proper beds, flush toilets and bucket showers"],
    amenities: ["Dinner by lantern light", "Camp moves with the herds", "Charging in the mess tent"],
    latitude: -2.448,
    longitude: 34.823,
  },
  {
    slug: "baobab-hill-lodge",
    name: "Baobab Hill Lodge",
    location: "Tarangire, Tanzania",
    destinationSlug: "tarangire",
    description:
      "A lodge of thatch and local stone on a hill above the Tarangire river, surrounded by baobabs. From the deck you can watch elephants file down to the riverbed in the late afternoon. Rooms are cool and airy, with outdoor showers, and the kitchen grows its own vegetables for the table.",
    imageUrl: "/art/hotels/baobab-hill-lodge.svg",
    rooms: ["16 rooms with outdoor showers", "4 tented rooms on the river side"],
    amenities: ["Swimming pool", "Viewing deck over the river", "Kitchen garden", "Wi-Fi in the main lodge"],
    latitude: -3.842,
    longitude: 35.998,
  },
  {
    slug: "red-earth-lodge",
    name: "Red Earth Lodge",
    location: "Tsavo East, Kenya",
    destinationSlug: "tsavo",
    description:
      "A quiet lodge on the Galana river in Tsavo East, where elephants, buffalo and lesser kudu come down to drink in front of the terrace. Twenty rooms with river views, a pool under the palms and walking safaris along the riverbank. It makes the perfect stop between Nairobi and the beaches of the south coast.",
    imageUrl: "/art/hotels/red-earth-lodge.svg",
    rooms: ["20 rooms with river views"],
    amenities: [
      "Swimming pool under the palms",
      "Walking safaris along the Galana",
      "Wi-Fi in the rooms",
      "Children welcome of any age",
    ],
    latitude: -3.071,
    longitude: 38.702,
  },
  {
    slug: "fever-tree-lodge",
    name: "Fever Tree Lodge",
    location: "Lake Nakuru, Kenya",
    destinationSlug: "lake-nakuru",
    description:
      "A lodge in the yellow fever tree woodland at the quiet southern end of Lake Nakuru National Park. Rhinos often graze on the lawn at dusk, and the lake's flamingos are a short drive away. Cottages have private verandas, and the restaurant looks across the woodland to the escarpment.",
    imageUrl: "/art/hotels/fever-tree-lodge.svg",
    rooms: ["12 cottages with private verandas", "2 family cottages"],
    amenities: ["Restaurant with escarpment views", "Rhinos on the lawn at dusk", "Wi-Fi in the rooms"],
    latitude: -0.438,
    longitude: 36.089,
  },
  {
    slug: "coral-rag-beach-house",
    name: "Coral Rag Beach House",
    location: "Matemwe, Zanzibar",
    destinationSlug: "zanzibar",
    description:
      "Eight rooms of coral stone and makuti thatch on a palm-fringed beach on Zanzibar's north-east coast, facing the Mnemba reef. Days are for snorkelling, kite-surfing lessons and long lunches; evenings for sundowners on the sand and seafood grilled by the Swahili chef. It is the place our honeymooners end their safari.",
    imageUrl: "/art/hotels/coral-rag-beach-house.svg",
    rooms: ["6 coral-stone rooms facing the sea", "2 garden rooms"],
    amenities: [
      "On the beach",
      "Snorkelling at Mnemba reef",
      "Kite-surfing lessons",
      "Swahili chef and seafood grill",
      "Wi-Fi in the rooms",
    ],
    latitude: -5.868,
    longitude: 39.349,
  },
];
