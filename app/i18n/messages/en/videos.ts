// Texts of the video gallery: hero, category chips, cards, the player and the empty and error states
// (the specification's exact wording).
import { defineMessages } from "~/i18n/translate";

export const videosMessages = defineMessages("videos", {
  "videos.meta.title": "Video Gallery",
  "videos.meta.description":
    "Short films from our safaris in Kenya and Tanzania: wildlife at first light, Maasai culture, the lodges we love, destination guides and activities from balloon flights to dhow sailing.",

  "videos.hero.eyebrow": "Video gallery",
  "videos.hero.title": "The savanna in motion",
  "videos.hero.subtitle":
    "River crossings, dawn drives, lodge evenings and the people who make a safari: watch before you travel.",

  "videos.list.title": "Watch our films",
  "videos.list.count": "{count, plural, one {# video} other {# videos}}",
  "videos.filter.label": "Filter videos by category",
  "videos.category.all": "All",
  "videos.category.wildlife": "Wildlife",
  "videos.category.culture": "Culture",
  "videos.category.accommodations": "Accommodations",
  "videos.category.destinations": "Destinations",
  "videos.category.activities": "Activities",
  "videos.category.general": "General",

  "videos.card.play": "Play video: {title}",
  "videos.card.published": "Published {date}",

  "videos.player.close": "Close video",
  "videos.player.frameTitle": "YouTube video player: {title}",
  "videos.player.loading": "Loading the player…",

  "videos.empty.channel": "No videos found on our YouTube channel.",
  "videos.empty.category": "No videos found in this category.",
  "videos.empty.showAll": "Show all videos",
  "videos.error.title": "Error loading videos",
  "videos.error.text": "Could not load videos from YouTube. Please try again later.",
  "videos.error.retry": "Try Again",

  "videos.cta.title": "Seen enough to start dreaming?",
  "videos.cta.text": "Every film here was shot on a trip we run. Tell us which moments you want to see for yourself.",
  "videos.cta.safaris": "Browse Safaris",
  "videos.cta.contact": "Contact Us",
});
