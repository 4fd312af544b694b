// The crawler rules at /robots.txt.
import { TRANSLATED_LOCALES } from "~/i18n/locales";
import { localizePath } from "~/i18n/paths";

/** The visitors' pages crawlers skip, by their English address; each language's address is skipped too. */
const PRIVATE_PAGES = ["/booking/", "/chat", "/trip/"];

/**
 * Paths crawlers are asked to skip: the staff portal and its sign-in pages, the booking steps (one per
 * package, no content of their own), the chat and the travellers' private trip pages, in every language
 * (/de/buchung/, /fr/chat, /it/viaggio/ ...). Rules match by prefix, which is why /booking/ keeps its slash;
 * a destination slug that starts with one of the other words ("chatham") would be skipped too.
 */
export const DISALLOWED_PATHS = [
  "/admin",
  "/login",
  "/forgot-password",
  "/update-password",
  ...PRIVATE_PAGES,
  ...TRANSLATED_LOCALES.flatMap((locale) => PRIVATE_PAGES.map((path) => localizePath(path, locale))),
];

export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
