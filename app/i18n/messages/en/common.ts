// Texts of the shell every page shares and shows at once: skip link, navigation, images, the hero's video button.
// The footer, the error screens and the toasts have their own catalogues, which load with them.
import { defineMessages } from "~/i18n/translate";

export const commonMessages = defineMessages("common", {
  "meta.siteName": "Heartbeest Safari",

  skipLink: "Skip to main content",

  "nav.label": "Main",
  "nav.menu": "Menu",
  "nav.home": "Home",
  "nav.about": "About",
  "nav.safaris": "Safaris",
  "nav.destinations": "Destinations",
  "nav.hotels": "Hotels & Lodges",
  "nav.videos": "Videos",
  "nav.reviews": "Reviews",
  "nav.contact": "Contact",
  "nav.chat": "Chat with us",
  "nav.language": "Language",

  "notFound.home": "Return to Home",

  "error.status.title": "We couldn't load this page",
  "error.status.description": "Please try again in a moment.",

  "image.unavailable": "Image not available",
  "image.unavailableNamed": "{alt} (image not available)",

  "hero.pauseVideo": "Pause background video",
  "hero.playVideo": "Play background video",
});
