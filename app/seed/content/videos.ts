// Sample videos for the gallery: short clips rendered from the site's own artwork (see
// scripts/art/render-clips.ts). Each title and description carries the words of one gallery
// category: Wildlife, Culture, Accommodations, Destinations, Activities or General.

export interface SampleVideo {
  /** Names the clip (/media/videos/{key}.webm) and its thumbnail (/art/videos/{key}.svg). */
  key: string;
  title: string;
  description: string;
  publishedDaysAgo: number;
}

export const sampleVideos: SampleVideo[] = [
  {
    key: "lion-pride-at-dawn",
    title: "Wildlife at Dawn: A Lion Pride on the Plains",
    description:
      "Wildlife footage from a morning drive: two lions rest in the first light while zebra graze at a careful distance behind them.",
    publishedDaysAgo: 5,
  },
  {
    key: "hot-air-balloon-over-the-mara",
    title: "Hot-Air Balloon Flight over the Mara",
    description:
      "One of our favourite activities: lift-off before sunrise, an hour drifting above the herds and a champagne breakfast where the balloon lands.",
    publishedDaysAgo: 14,
  },
  {
    key: "inside-our-tented-lodge",
    title: "Inside Our Tented Lodge on the River",
    description:
      "A look at the accommodation at Mara Riverbend Camp: tents on raised decks, the mess tent and the evening fire by the water.",
    publishedDaysAgo: 30,
  },
  {
    key: "destination-guide-zanzibar",
    title: "Destination Guide: Zanzibar",
    description:
      "Our destination guide to the spice island: Stone Town, the beaches of the north-east coast and the best months to go.",
    publishedDaysAgo: 48,
  },
  {
    key: "maasai-village-culture",
    title: "Maasai Village Culture: Songs and the Jumping Dance",
    description:
      "Culture and tradition in a Maasai homestead: the adumu jumping dance, the songs that go with it and the daily life of the family.",
    publishedDaysAgo: 66,
  },
  {
    key: "great-migration-river-crossing",
    title: "Great Migration River Crossing",
    description:
      "Wildlife in motion: wildebeest gather on the high bank, hesitate, then plunge across the river in a rush of dust and spray.",
    publishedDaysAgo: 90,
  },
  {
    key: "planning-your-first-trip",
    title: "Planning Your First Trip to East Africa",
    description:
      "What to pack, how to choose the season and what a typical day looks like, answered by our operations team in Nairobi.",
    publishedDaysAgo: 120,
  },
  {
    key: "crater-rim-lodge-rooms",
    title: "Rooms with a View: Ngorongoro Rim Lodge",
    description:
      "Accommodation on the crater rim: stone cottages, log fires each evening and the view from the lodge terrace at sunrise.",
    publishedDaysAgo: 150,
  },
  {
    key: "elephants-beneath-kilimanjaro",
    title: "Elephants Beneath Kilimanjaro",
    description:
      "Wildlife of Amboseli: elephant families walk to the swamps at first light with the snow-capped mountain clear behind them.",
    publishedDaysAgo: 200,
  },
  {
    key: "destination-guide-ngorongoro",
    title: "Destination Guide: Ngorongoro Crater",
    description:
      "Our destination guide to the crater: how a morning on the floor works, what you are likely to see and when to go.",
    publishedDaysAgo: 260,
  },
  {
    key: "dhow-sailing-activities-lamu",
    title: "Dhow Sailing Activities off Lamu",
    description:
      "Activities on the water: sail a hand-built dhow through the mangrove channels, with a fishing stop and lunch on a sandbank.",
    publishedDaysAgo: 320,
  },
];
