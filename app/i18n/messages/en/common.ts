// Texts of the shell every page shares: navigation, footer, error and not-found screens, toasts, images.
import { defineMessages } from "~/i18n/translate";

export const commonMessages = defineMessages({
  "meta.siteName": "Heartbeest Safari",
  "meta.title": "{page} | {site}",
  "meta.description":
    "Tailor-made safaris in Kenya and Tanzania: the Maasai Mara, Amboseli, Samburu, the Serengeti and the Ngorongoro Crater, with expert local guides.",

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

  "footer.blurb":
    "Unhurried safaris through Kenya and Tanzania, planned by people who grew up beside the parks. Since {year} we have matched travellers with the right season, the right camp and the right guide.",
  "footer.quickLinks": "Quick Links",
  "footer.link.safaris": "Safari Packages",
  "footer.link.videos": "Video Gallery",
  "footer.link.about": "About Us",
  "footer.link.contact": "Contact Us",
  "footer.link.admin": "Admin",
  "footer.destinations": "Popular Destinations",
  "footer.destination.maasaiMara": "Maasai Mara",
  "footer.destination.amboseli": "Amboseli",
  "footer.destination.samburu": "Samburu",
  "footer.destination.ngorongoro": "Ngorongoro",
  "footer.destination.serengeti": "Serengeti",
  "footer.contact": "Get in Touch",
  "footer.address": "Postal address",
  "footer.phone": "Phone",
  "footer.email": "E-mail",
  "footer.social": "Follow us",
  "footer.social.facebook": "Heartbeest Safari on Facebook",
  "footer.social.instagram": "Heartbeest Safari on Instagram",
  "footer.social.youtube": "Heartbeest Safari on YouTube",
  "footer.copyright": "© {year} Heartbeest Safari. All rights reserved.",

  "notFound.metaTitle": "Page not found",
  "notFound.code": "404",
  "notFound.title": "Oops! The page you're looking for can't be found",
  "notFound.description":
    "It may have moved, or the link may be mistyped. The savannah is wide, but home is one click away.",
  "notFound.home": "Return to Home",

  "error.title": "Something went wrong",
  "error.message": "The application encountered an error",
  "error.details": "Error Details",
  "error.reload": "Reload Page",
  "error.unknown": "Unknown error",
  "error.status.title": "We couldn't load this page",
  "error.status.description": "Please try again in a moment.",

  "image.unavailable": "Image not available",
  "image.unavailableNamed": "{alt} (image not available)",

  "hero.pauseVideo": "Pause background video",
  "hero.playVideo": "Play background video",

  "toast.region": "Notifications ({hotkey})",
  "toast.label": "Notification",
  "toast.close": "Close",
});
