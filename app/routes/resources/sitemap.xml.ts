import { sitemapXml } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap.xml";

export async function loader({ context }: Route.LoaderArgs) {
  const xml = await sitemapXml(context.db, context.config.SITE_URL);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Short, so a new package or destination reaches crawlers within the hour.
      "Cache-Control": "public, max-age=900",
    },
  });
}
