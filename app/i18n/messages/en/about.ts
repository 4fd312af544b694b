// Texts of the About page.
import { defineMessages } from "~/i18n/translate";

export const aboutMessages = defineMessages("about", {
  "about.meta.title": "About Us",
  "about.meta.description":
    "Heartbeest Safari was founded in {year} by a Kenyan guide with over 20 years in the bush. Meet the team, our guides, and the conservation partners behind every journey.",

  "about.hero.eyebrow": "Our story",
  "about.hero.title": "About Heartbeest Safari",
  "about.hero.subtitle": "Your trusted partner for safaris in Kenya and Tanzania since {year}.",
  "about.hero.contact": "Contact Us",

  "about.story.eyebrow": "Since {year}",
  "about.story.title": "Our Story",
  "about.story.p1":
    "Heartbeest Safari began in {year} with one Land Cruiser, one guide and a simple idea: that a safari should be led by someone who knows the land as home. Our founder grew up on the edge of the Maasai Mara and had spent over 20 years guiding in Kenya and Tanzania before he started the company.",
  "about.story.p2":
    "He named it after the hartebeest, the patient antelope that stands sentinel on a termite mound while the herd grazes: alert, unhurried and always watching. That is still how we travel. Our team has grown, but every itinerary is planned in Nairobi by people who have driven the routes, slept in the camps and waited at the river for the crossing.",
  "about.story.imageAlt": "A guide's Land Cruiser parked under an acacia at dusk",
  "about.story.years": "{count}+ years",
  "about.story.yearsLabel": "of guiding experience behind every trip",

  "about.mission.eyebrow": "What drives us",
  "about.mission.title": "Our Mission",
  "about.mission.text":
    "To share East Africa's wild places honestly and well: small groups, expert local guides and camps that give back, so that the lions, the grasslands and the communities who live beside them are still thriving when your grandchildren come to see them.",

  "about.values.eyebrow": "Our values",
  "about.values.title": "What we stand for",
  "about.value.guides.title": "Expert Guides",
  "about.value.guides.text":
    "Every guide has a minimum of 7 years of experience in the field and a certification in wildlife management. They read tracks, know the birds by call and keep a respectful distance so the animals behave naturally.",
  "about.value.sustainable.title": "Sustainable Tourism",
  "about.value.sustainable.text":
    "We choose camps that run on solar power, cap vehicle numbers and lease their land from local owners. Small groups and well-planned routes mean less dust, less noise and more time with the animals.",
  "about.value.community.title": "Community Impact",
  "about.value.community.text":
    "10% of our profits go to community projects: school bursaries, clean-water points and women's beadwork co-operatives in the villages around the parks we visit.",

  "about.approach.eyebrow": "How we travel",
  "about.approach.title": "Our Approach",
  "about.approach.intro":
    "No two safaris we plan are the same, because no two travellers are. We start with a conversation, not a brochure.",
  "about.approach.step1.title": "Listen first",
  "about.approach.step1.text":
    "Tell us when you can travel, who is coming and what you dream of seeing. We ask about pace, comfort and budget before we suggest a single park.",
  "about.approach.step2.title": "Follow the season",
  "about.approach.step2.text":
    "We route you to where the wildlife will be in your month, whether that is the Mara river crossings in August or the Serengeti calving in February.",
  "about.approach.step3.title": "Stay with you",
  "about.approach.step3.text":
    "Your guide stays with you from the airport to the last sundowner, and our Nairobi office is on call every day you are in the bush.",
  "about.approach.imageAlt": "Travellers watching elephants from an open safari vehicle",

  "about.partners.eyebrow": "Conservation",
  "about.partners.title": "Conservation Partners",
  "about.partners.intro":
    "We work alongside organisations protecting the animals and habitats our guests come to see, with funding, field days and data from our guides' sightings.",
  "about.partner.wildlifeFund": "Wildlife Fund",
  "about.partner.lionTrust": "Lion Trust",
  "about.partner.elephantProject": "Elephant Project",
  "about.partner.rhinoCoalition": "Rhino Coalition",

  "about.cta.title": "Let's plan your safari",
  "about.cta.text":
    "Whether it is your first time in Africa or your tenth, we would love to help you find the right season, the right camp and the right guide.",
  "about.cta.safaris": "Browse Safaris",
  "about.cta.contact": "Contact Us",
});
