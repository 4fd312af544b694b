// German texts of the site's default title and description (English: ../en/site-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { siteMetaMessages } from "../en/site-meta";

export default defineTranslation<typeof siteMetaMessages>({
  "meta.title": "{page} | {site}",
  "meta.description":
    "Maßgeschneiderte Safaris in Kenia und Tansania: Maasai Mara, Amboseli, Samburu, Serengeti und Ngorongoro-Krater – mit erfahrenen einheimischen Guides.",
});
