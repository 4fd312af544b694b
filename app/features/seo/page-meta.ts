// A page's search-engine and link-preview tags: title, description, canonical URL, the same page in the other
// languages (hreflang), Open Graph, Twitter.
//
// Meta functions cannot read the server's configuration, so a page's loader returns what they need:
//
//   export async function loader({ context, params }: Route.LoaderArgs) {
//     const safari = await getSafariPackage(context.db, params.id);
//     if (!safari) throw data(null, { status: 404 });
//     return { safari, seo: { siteUrl: context.config.SITE_URL, path: `/safaris/${safari.id}` } };
//   }
//   export const meta: Route.MetaFunction = ({ loaderData }) =>
//     loaderData
//       ? pageMeta({ ...loaderData.seo, title: loaderData.safari.title, description: loaderData.safari.description,
//           image: loaderData.safari.imageUrl, type: "product" })
//       : notFoundMeta(translate(catalogueMessages, "catalogue.safari.notFound"));
//
// A route's meta replaces its parents' (React Router does not merge them), so every page returns the
// full set from pageMeta.
import type { MetaDescriptor } from "react-router";
import type { Locale } from "~/i18n/locales";
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { currentLocale, translate } from "~/i18n/translate";
import { COMPANY } from "~/utils/constants";
import { truncateText } from "~/utils/format";
import { artPreviewPath, seededArtName } from "~/utils/picture";
import { canonicalUrl, type LanguageAlternate, languageAlternates, localizedPageUrl } from "./alternates";

export { canonicalUrl } from "./alternates";

/** What a loader hands to its meta function: the site's public origin and the page's canonical path. */
export interface SeoContext {
  /** SITE_URL, without a trailing slash (as `context.config.SITE_URL` already is). */
  siteUrl: string;
  /**
   * The page's canonical path in English, e.g. "/safaris/12" (an address in another language is read back to
   * it); query and fragment are ignored unless `keepQuery`. The canonical link names the page in the request's
   * language (/de/safaris/12), the hreflang links name it in every language.
   */
  path: string;
}

export interface PageMetaInput extends SeoContext {
  /** The page's own title; leave it out on the home page, whose title is the site's name alone. */
  title?: string;
  description: string;
  /** Absolute URL or site path of the preview image; made absolute for og:image. */
  image?: string | null;
  /** og:type; "website" unless the page is one thing ("article", "product", "place"). */
  type?: string;
  /** Pages search engines must not list (staff, sign-in, booking steps); they get no canonical link. */
  noindex?: boolean;
  /** The query is part of the page's address (a country's safari list): kept in its canonical and hreflang links. */
  keepQuery?: boolean;
  /** The page's language; the current request's by default. */
  locale?: Locale;
}

export const SITE_NAME = COMPANY.name;
// Open Graph's locales (language_TERRITORY). The English is British, as Kenya and Tanzania write it.
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_GB",
  de: "de_DE",
  fr: "fr_FR",
  it: "it_IT",
  es: "es_ES",
};
// Search results show about 155-160 characters of a description.
const DESCRIPTION_MAX_LENGTH = 160;

/** "Safari Packages | Heartbeest Safari"; the site's name alone when there is no page title. */
export function pageTitle(title?: string): string {
  return title ? translate(catalogueMessages, "seo.title", { page: title, site: SITE_NAME }) : SITE_NAME;
}

/**
 * An image or link made absolute against the site, or null for something that is not an http(s) URL
 * once resolved (an empty string, a data: URI). Absolute http(s) URLs pass through.
 */
export function absoluteUrl(siteUrl: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  try {
    const url = new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, "")}/`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The picture a link preview or a search result shows: artwork as the build's JPEG of it, since the sites that
 * draw previews (WhatsApp, Facebook, X, LinkedIn) take no SVG.
 */
export function sharedPicture(image: string | null | undefined): string | null | undefined {
  const art = seededArtName(image);
  return art ? artPreviewPath(art) : image;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(input.title);
  const shareTitle = input.title ?? SITE_NAME;
  const description = truncateText(input.description, DESCRIPTION_MAX_LENGTH);
  const locale = input.locale ?? currentLocale();
  const address = { keepQuery: input.keepQuery };
  const url = localizedPageUrl(input.siteUrl, input.path, locale, address) ?? canonicalUrl(input.siteUrl, input.path);
  const alternates = languageAlternates(input.siteUrl, input.path, address);
  const image = absoluteUrl(input.siteUrl, sharedPicture(input.image));

  const tags: MetaDescriptor[] = [{ title: fullTitle }];
  if (description) tags.push({ name: "description", content: description });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });
  // The same page in each language, this one included, and x-default: on a page kept out of search results
  // too, so the set is the same on every copy and a reader of the page can be sent to their language.
  tags.push(...alternateLinks(alternates));

  tags.push(
    { property: "og:title", content: shareTitle },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: OG_LOCALES[locale] },
  );
  for (const { hrefLang } of alternates) {
    if (hrefLang !== "x-default" && hrefLang !== locale) {
      tags.push({ property: "og:locale:alternate", content: OG_LOCALES[hrefLang] });
    }
  }
  if (description) tags.push({ property: "og:description", content: description });
  if (image) tags.push({ property: "og:image", content: image });

  tags.push(
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: shareTitle },
  );
  if (description) tags.push({ name: "twitter:description", content: description });
  if (image) tags.push({ name: "twitter:image", content: image });
  return tags;
}

// `hreflang` in lower case, as HTML and search engines' documentation write it (React would print `hrefLang`
// as it is given; both mean the same to an HTML parser, not to a plain text search).
function alternateLinks(alternates: readonly LanguageAlternate[]): MetaDescriptor[] {
  return alternates.map(({ hrefLang, href }) => ({ tagName: "link", rel: "alternate", hreflang: hrefLang, href }));
}

/**
 * The hreflang links of a page with no canonical link (a traveller's trip page, a payment step, a page not
 * found): the same address in every language and x-default, so each copy still names the others.
 * `requestUrl` is the page's own address, in whichever language it was asked for.
 */
export function languageLinks(siteUrl: string, requestUrl: string): MetaDescriptor[] {
  return alternateLinks(languageAlternates(siteUrl, new URL(requestUrl).pathname));
}

/**
 * Tags for a page that answered 404 or failed: its message as the title, kept out of search results; with the
 * page's site and address, its hreflang links too.
 */
export function notFoundMeta(title: string, page?: { siteUrl: string; requestUrl: string }): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    { name: "robots", content: "noindex" },
    ...(page ? languageLinks(page.siteUrl, page.requestUrl) : []),
  ];
}
