// A page's search-engine and link-preview tags: title, description, canonical URL, Open Graph, Twitter.
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
import { catalogueMessages } from "~/i18n/messages/en/catalogue";
import { translate } from "~/i18n/translate";
import { COMPANY } from "~/utils/constants";
import { truncateText } from "~/utils/format";

/** What a loader hands to its meta function: the site's public origin and the page's canonical path. */
export interface SeoContext {
  /** SITE_URL, without a trailing slash (as `context.config.SITE_URL` already is). */
  siteUrl: string;
  /** The page's canonical path, e.g. "/safaris/12"; query and fragment are ignored. */
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
}

export const SITE_NAME = COMPANY.name;
// The site is written in British English, as Kenya and Tanzania use it.
export const OG_LOCALE = "en_GB";
// Search results show about 155-160 characters of a description.
const DESCRIPTION_MAX_LENGTH = 160;

/** "Safari Packages | Heartbeest Safari"; the site's name alone when there is no page title. */
export function pageTitle(title?: string): string {
  return title ? translate(catalogueMessages, "seo.title", { page: title, site: SITE_NAME }) : SITE_NAME;
}

/** The page's absolute URL without query or fragment, no trailing slash except for the home page. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const bare = path.replace(/[?#].*$/, "");
  const withSlash = bare.startsWith("/") ? bare : `/${bare}`;
  const trimmed = withSlash.length > 1 ? withSlash.replace(/\/+$/, "") : withSlash;
  return `${siteUrl.replace(/\/+$/, "")}${trimmed || "/"}`;
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

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(input.title);
  const shareTitle = input.title ?? SITE_NAME;
  const description = truncateText(input.description, DESCRIPTION_MAX_LENGTH);
  const url = canonicalUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image);

  const tags: MetaDescriptor[] = [{ title: fullTitle }];
  if (description) tags.push({ name: "description", content: description });
  if (input.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  else tags.push({ tagName: "link", rel: "canonical", href: url });

  tags.push(
    { property: "og:title", content: shareTitle },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: OG_LOCALE },
  );
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

/** Tags for a page that answered 404 or failed: its message as the title, kept out of search results. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}
