// The site's navigation links, in the order the navigation bar shows them, and the rule for the active one.
import type { commonMessages } from "~/i18n/messages/en/common";
import { parseLocalizedPath } from "~/i18n/paths";

export interface NavLinkItem {
  /** The page's English address; drawn through localHref in the page's language. */
  href: string;
  label: keyof typeof commonMessages;
}

export const NAV_LINKS: readonly NavLinkItem[] = [
  { href: "/", label: "nav.home" },
  { href: "/about", label: "nav.about" },
  { href: "/safaris", label: "nav.safaris" },
  { href: "/destinations", label: "nav.destinations" },
  { href: "/hotels-and-lodges", label: "nav.hotels" },
  { href: "/video-gallery", label: "nav.videos" },
  { href: "/reviews", label: "nav.reviews" },
  { href: "/contact", label: "nav.contact" },
];

/**
 * A link is active when the path equals it, or, for links other than the home page, when the path lies
 * below it (/safaris is active on /safaris/12). The match stops at a path segment, so /safaris-guide does not
 * light up Safaris; a trailing slash and letter case do not matter. The path may be in any language
 * (/de/reiseziele is Destinations), the link is the page's English address.
 */
export function isActivePath(pathname: string, href: string): boolean {
  const path = normalise(parseLocalizedPath(pathname).englishPath);
  const target = normalise(href);
  if (target === "/") return path === "/";
  return path === target || path.startsWith(`${target}/`);
}

function normalise(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}
