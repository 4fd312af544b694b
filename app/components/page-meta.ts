// Page titles and descriptions in one pattern: "About | Heartbeest Safari", the site name alone on the home page.
import type { MetaDescriptor } from "react-router";
import { commonMessages } from "~/i18n/messages/en/common";
import { siteMetaMessages } from "~/i18n/messages/en/site-meta";
import { translate } from "~/i18n/translate";

export function pageTitle(page?: string): string {
  const site = translate(commonMessages, "meta.siteName");
  return page ? translate(siteMetaMessages, "meta.title", { page, site }) : site;
}

/** The `meta` export's return value: title, description and their Open Graph twins. */
export function pageMeta({ title, description }: { title?: string; description?: string } = {}): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const text = description ?? translate(siteMetaMessages, "meta.description");
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:site_name", content: translate(commonMessages, "meta.siteName") },
    { property: "og:type", content: "website" },
  ];
}
