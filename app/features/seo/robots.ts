// The crawler rules at /robots.txt.

/**
 * Paths crawlers are asked to skip: the staff portal and its sign-in pages, the booking steps (one per
 * package, no content of their own), the chat and the travellers' private trip pages. Rules match by prefix, which is why /booking/ keeps
 * its slash; a destination slug that starts with one of the other words ("chatham") would be skipped too.
 */
export const DISALLOWED_PATHS = [
  "/admin",
  "/login",
  "/forgot-password",
  "/update-password",
  "/booking/",
  "/chat",
  "/trip/",
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
