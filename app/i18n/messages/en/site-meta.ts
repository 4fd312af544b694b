// The site's default title and description; search-engine tags are built on the server.
import { defineMessages } from "~/i18n/translate";

export const siteMetaMessages = defineMessages("site-meta", {
  "meta.title": "{page} | {site}",
  "meta.description":
    "Tailor-made safaris in Kenya and Tanzania: the Maasai Mara, Amboseli, Samburu, the Serengeti and the Ngorongoro Crater, with expert local guides.",
});
