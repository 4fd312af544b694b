// Spanish texts of the site's default title and description (English: ../en/site-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { siteMetaMessages } from "../en/site-meta";

export default defineTranslation<typeof siteMetaMessages>({
  "meta.title": "{page} | {site}",
  "meta.description":
    "Safaris a medida por Kenia y Tanzania: el Maasai Mara, Amboseli, Samburu, el Serengeti y el cráter del Ngorongoro, con expertos guías locales.",
});
