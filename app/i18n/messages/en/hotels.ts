// Texts of the hotels and lodges list, a lodge's own page and the hotel card.
import { defineMessages } from "~/i18n/translate";

export const hotelsMessages = defineMessages("hotels", {
  "hotels.meta.title": "Hotels & Lodges",
  "hotels.meta.description":
    "The safari lodges, tented camps and beach houses we know first-hand in Kenya and Tanzania, from the Maasai Mara to the crater rim and the Zanzibar coast.",

  "hotels.hero.eyebrow": "Where you sleep",
  "hotels.hero.title": "Hotels & Lodges",
  "hotels.hero.subtitle":
    "Tented camps on the river, stone lodges on the crater rim and quiet beach houses: places we have stayed in, and would send our own families to.",
  "hotels.hero.explore": "Explore the Lodges",

  "hotels.intro.eyebrow": "Chosen in person",
  "hotels.intro.title": "A good lodge is half the safari",
  "hotels.intro.lead":
    "We know each of these places by the view from the veranda, the name of the head guide and the time the elephants come down to drink. We match the lodge to the season, the park and the pace you want to travel at.",
  "hotels.intro.point.location.title": "Close to the animals",
  "hotels.intro.point.location.text": "Inside or beside the parks, so mornings start with wildlife, not a long drive.",
  "hotels.intro.point.people.title": "Run by people we know",
  "hotels.intro.point.people.text": "Owners and managers we have worked with for years, many of them local families.",
  "hotels.intro.point.fit.title": "Right for your trip",
  "hotels.intro.point.fit.text": "Family rooms, honeymoon suites or a quiet tent: we book what suits your journey.",

  "hotels.list.eyebrow": "Our collection",
  "hotels.list.title": "Lodges and camps across East Africa",
  "hotels.list.count": "{count, plural, one {# place to stay} other {# places to stay}}",

  "hotels.card.view": "View Details",
  "hotels.card.viewNamed": "View Details: {name}",
  "hotels.card.imageAlt": "{name}, {location}",

  "hotels.empty.title": "No Hotels Available",
  "hotels.empty.text":
    "Our lodge collection is being updated. Ask us and we will suggest the right place for your trip.",
  "hotels.empty.contact": "Contact Us",

  "hotels.error.list": "Failed to load hotels. Please try again later.",
  "hotels.error.retry": "Try Again",
  "hotels.error.detail": "Failed to load hotel details.",

  "hotels.back": "Back to Hotels & Lodges",
  "hotels.notFound.text":
    "It may have been renamed or left our collection. Every lodge and camp we work with is on our list.",

  "hotels.detail.location": "Location",
  "hotels.detail.destination": "Destination",
  "hotels.detail.aboutTitle": "About {name}",
  "hotels.detail.glance": "At a glance",
  "hotels.detail.exploreDestination": "Explore {name}",
  "hotels.detail.imageAlt": "{name}, {location}",
  "hotels.detail.rooms": "Rooms and tents",
  "hotels.detail.amenities": "Amenities",
  "hotels.detail.safaris.eyebrow": "Safaris",
  "hotels.detail.safaris.title": "Safaris that stay at {name}",
  "hotels.detail.more.eyebrow": "Keep exploring",
  "hotels.detail.more.title": "More places to stay",
  "hotels.detail.more.all": "All hotels & lodges",
  "hotels.detail.plan.eyebrow": "Plan your stay",
  "hotels.detail.plan.title": "Stay at {name} on your safari",
  "hotels.detail.plan.text":
    "Our planners can build nights here into any of our safaris, or shape a journey around it. Tell us your dates and we reply within {hours} hours.",
  "hotels.detail.plan.safaris": "Browse Safaris",
  "hotels.detail.plan.contact": "Contact Us",
});
