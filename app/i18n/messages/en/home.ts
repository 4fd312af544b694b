// Texts of the home page: hero, About carousel, the three previews and the closing call to action.
import { defineMessages } from "~/i18n/translate";

export const homeMessages = defineMessages("home", {
  "home.meta.description":
    "Private safaris in Kenya and Tanzania since 2010: the Great Migration in the Maasai Mara and Serengeti, Amboseli's elephants, Samburu and the Ngorongoro Crater, guided by people who grew up beside the parks.",

  "home.hero.eyebrow": "Kenya & Tanzania",
  "home.hero.title": "Where the wild still keeps its own time",
  "home.hero.subtitle":
    "Private safaris across the Maasai Mara, Amboseli, Samburu and the Serengeti, guided by people who grew up beside the parks.",
  "home.hero.browse": "Browse Safaris",
  "home.hero.contact": "Contact Us",
  "home.hero.scroll": "Scroll Down",

  "home.about.eyebrow": "About Heartbeest Safari",
  "home.about.title": "Safaris planned by the people who guide them",
  "home.about.label": "About us",
  "home.about.slide": "{index} of {total}",
  "home.about.carouselRole": "carousel",
  "home.about.slideRole": "slide",
  "home.about.goTo": "Show slide {index}: {title}",
  "home.about.previous": "Previous slide",
  "home.about.next": "Next slide",
  "home.about.pause": "Pause slideshow",
  "home.about.play": "Play slideshow",
  "home.about.expert.title": "Expert Safari Experiences",
  "home.about.expert.text":
    "Since 2010 our guides have led travellers through Kenya and Tanzania. Every one of them has at least seven years in the field and a wildlife-management certificate, and knows the parks season by season.",
  "home.about.expert.point1": "Guides with 7+ years of experience",
  "home.about.expert.point2": "Itineraries timed to the migration and the rains",
  "home.about.family.title": "Your Safari Family",
  "home.about.family.text":
    "From your first question to the drive back to the airport, one small team looks after you. We answer within 24 hours, we know every camp we book, and 10% of our profits go to the communities around the parks.",
  "home.about.family.point1": "One team from planning to farewell",
  "home.about.family.point2": "10% of profits to community projects",
  "home.about.learnMore": "Learn More About Us",

  "home.safaris.eyebrow": "Popular safaris",
  "home.safaris.title": "Journeys our travellers love",
  "home.safaris.all": "View All Safaris",
  "home.safaris.empty": "No safaris found",
  "home.safaris.emptyText": "Our new season's journeys are on their way. Ask us and we will plan one for you.",

  "home.destinations.eyebrow": "Featured destinations",
  "home.destinations.title": "Landscapes worth the long flight",
  "home.destinations.all": "All Destinations",
  "home.destinations.empty": "No destinations found",
  "home.destinations.emptyText":
    "Our destination guides are being written. Ask us about any park in Kenya or Tanzania.",

  "home.reviews.eyebrow": "Guest reviews",
  "home.reviews.title": "In our travellers' words",
  "home.reviews.summary": "{average} out of 5 from {count, plural, one {# review} other {# reviews}}",
  "home.reviews.all": "View All Reviews",
  "home.reviews.empty": "No reviews found",
  "home.reviews.emptyText": "Be the first to share your experience",
  "home.reviews.share": "Share Your Experience",

  "home.cta.eyebrow": "Start planning",
  "home.cta.title": "Ready to hear the savannah wake up?",
  "home.cta.text":
    "Tell us when you would like to travel and what you hope to see. We reply within 24 hours with ideas, dates and a clear price.",
  "home.cta.contact": "Contact Us",
  "home.cta.browse": "Browse Safaris",
});
