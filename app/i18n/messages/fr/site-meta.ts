// French texts of the site's default title and description (English: ../en/site-meta.ts).
import { defineTranslation } from "~/i18n/translate";
import type { siteMetaMessages } from "../en/site-meta";

export default defineTranslation<typeof siteMetaMessages>({
  "meta.title": "{page} | {site}",
  "meta.description":
    "Des safaris sur mesure au Kenya et en Tanzanie : le Maasai Mara, Amboseli, Samburu, le Serengeti et le cratère du Ngorongoro, avec des guides locaux experts.",
});
