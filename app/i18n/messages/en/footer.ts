// The site footer's texts (it hydrates after the rest of the page, and its text loads with it).
import { defineMessages } from "~/i18n/translate";

export const footerMessages = defineMessages("footer", {
  "footer.blurb":
    "Unhurried safaris through Kenya and Tanzania, planned by people who grew up beside the parks. Since {year} we have matched travellers with the right season, the right camp and the right guide.",
  "footer.quickLinks": "Quick Links",
  "footer.link.safaris": "Safari Packages",
  "footer.link.videos": "Video Gallery",
  "footer.link.about": "About Us",
  "footer.link.contact": "Contact Us",
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
  "footer.social.tripadvisor": "Heartbeest Safari on Tripadvisor",
  "footer.chat": "Chat with us",
  "footer.write": "Write to us",
  "footer.copyright": "© {year} Heartbeest Safari. All rights reserved.",
});
