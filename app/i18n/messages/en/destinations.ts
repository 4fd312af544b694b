// Texts of the destinations page (a destination's own page has destination.ts, the card destination-card.ts).
import { defineMessages } from "~/i18n/translate";

export const destinationsMessages = defineMessages("destinations", {
  // The destinations page.
  "destinations.hero.eyebrow": "Kenya & Tanzania",
  "destinations.hero.title": "Destinations",
  "destinations.hero.subtitle":
    "From the migration plains of the Mara and the Serengeti to the spice islands of the coast: the places we know best, and when to see them at their finest.",
  "destinations.hero.cta": "Explore Safaris",

  "destinations.intro.eyebrow": "Where to go",
  "destinations.intro.title": "Two countries, one great ecosystem",
  "destinations.intro.lead":
    "The parks of Kenya and northern Tanzania share the same rivers, the same rains and the same herds. We plan each journey around where the animals will be in the month you travel, then add the quiet conservancies and coastal stays most itineraries leave out.",
  "destinations.highlights.label": "Why travel with us",
  "destinations.highlight.guides.title": "Guides who grew up here",
  "destinations.highlight.guides.text":
    "Our guides were raised beside these parks. They know which lugga the leopard favours and which crossing point the herds use this year.",
  "destinations.highlight.seasons.title": "Planned around the seasons",
  "destinations.highlight.seasons.text":
    "Every itinerary follows the rains and the migration, so you are in the right park in the right month.",
  "destinations.highlight.conservancies.title": "Conservancies, not crowds",
  "destinations.highlight.conservancies.text":
    "We favour community conservancies that cap vehicle numbers, so a sighting is yours alone.",
  "destinations.highlight.coast.title": "Bush and beach",
  "destinations.highlight.coast.text":
    "End a safari on the white sand of Zanzibar, Diani or Lamu, an hour's flight from the plains.",

  "destinations.regions.eyebrow": "Explore by region",
  "destinations.regions.title": "Choose your corner of East Africa",
  "destinations.regions.label": "Regions",
  "destinations.regions.keyParks": "Key parks",
  "destinations.region.kenya.tab": "Kenya",
  "destinations.region.kenya.title": "Kenya: the home of the safari",
  "destinations.region.kenya.text":
    "Kenya gave the world the word safari. Open savannah in the Maasai Mara, elephants under Kilimanjaro in Amboseli, the rare northern species of Samburu and the flamingo lakes of the Rift Valley, all within a short flight of Nairobi.",
  "destinations.region.kenya.parks": "Maasai Mara, Amboseli, Samburu, Tsavo, Lake Nakuru",
  "destinations.region.kenya.link": "Browse Kenya safaris",
  "destinations.region.tanzania.tab": "Tanzania",
  "destinations.region.tanzania.title": "Tanzania: the great northern circuit",
  "destinations.region.tanzania.text":
    "Northern Tanzania holds the endless plains of the Serengeti, where the migration calves each February, the wildlife-filled caldera of Ngorongoro and the baobab country of Tarangire. Distances are larger and the parks wilder.",
  "destinations.region.tanzania.parks": "Serengeti, Ngorongoro Crater, Tarangire, Lake Manyara",
  "destinations.region.tanzania.link": "Browse Tanzania safaris",
  "destinations.region.eastAfrica.tab": "East Africa",
  "destinations.region.eastAfrica.title": "East Africa: follow the migration across the border",
  "destinations.region.eastAfrica.text":
    "The wildebeest do not stop at the border, and neither need you. Combine the Maasai Mara and the Serengeti in one journey, crossing by light aircraft or by road at Isebania, to see the herds wherever they are.",
  "destinations.region.eastAfrica.parks": "Maasai Mara, Serengeti, Amboseli, Ngorongoro Crater",
  "destinations.region.eastAfrica.link": "Browse cross-border safaris",
  "destinations.region.islands.tab": "Islands",
  "destinations.region.islands.title": "Islands: the Swahili coast",
  "destinations.region.islands.text":
    "Warm water, dhows under sail and the old stone towns of the Swahili traders. The coast is the natural last chapter of a safari: snorkel the reefs, walk the alleys of Stone Town and rest before the flight home.",
  "destinations.region.islands.parks": "Zanzibar, Lamu, Diani Beach, Kisite-Mpunguti Marine Park",
  "destinations.region.islands.link": "Browse bush and beach safaris",

  "destinations.grid.eyebrow": "All destinations",
  "destinations.grid.title": "Parks, reserves and coastlines",
  "destinations.grid.intro":
    "Each guide covers what to see, how to get there, where to stay and the best months to go.",
  "destinations.error.title": "Unable to load destinations",
  "destinations.error.text": "Please try again later.",
  "destinations.empty.title": "No destinations found",
  "destinations.empty.text":
    "Our destination guides are being written. Browse our safaris in the meantime, or ask our team where to go.",
  "destinations.empty.action": "Browse Safaris",

  "destinations.seasons.eyebrow": "Season guide",
  "destinations.seasons.title": "When to go on safari",
  "destinations.seasons.intro":
    "There is no bad month in East Africa, only different ones. Here is how the year unfolds in the parks.",
  "destinations.season.dry.title": "Dry season",
  "destinations.season.dry.months": "June - October",
  "destinations.season.dry.text":
    "Short grass and shrinking waterholes bring the animals into the open. This is the time of the Mara river crossings, cool mornings and clear skies: the classic safari. July to October is the busiest and the high season; June is quieter and priced below it.",
  "destinations.season.green.title": "Green season",
  "destinations.season.green.months": "April - May",
  "destinations.season.green.text":
    "The long rains turn the plains green and bring newborn animals, migrant birds and dramatic skies. Showers come mostly in the afternoon, camps are at their quietest and prices at their lowest. The short rains, from November to mid-December, are a shoulder season, still priced below July to October; between the two rains, the Serengeti calving peaks in February.",

  "destinations.cta.title": "Not sure where to begin?",
  "destinations.cta.text":
    "Tell us when you can travel and what you most want to see. We will suggest the parks, the camps and the route that fit.",
  "destinations.cta.safaris": "Browse Safaris",
  "destinations.cta.contact": "Contact Us",
});
