// Italian texts of the site's default title and description (English: ../en/site-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { siteMetaMessages } from "../en/site-meta";

export default defineTranslation<typeof siteMetaMessages>({
  "meta.title": "{page} | {site}",
  "meta.description":
    "Safari su misura in Kenya e Tanzania: il Maasai Mara, Amboseli, Samburu, il Serengeti e il cratere di Ngorongoro, con esperte guide locali.",
});
