// Titles for staff and sign-in pages, which search engines must never list.
import type { MetaDescriptor } from "react-router";

export const NO_INDEX: MetaDescriptor = { name: "robots", content: "noindex, nofollow" };

export function staffMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Heartbeest Safari staff` }, NO_INDEX];
}

/**
 * Response headers of every staff and sign-in page: never indexed. Never cached either, by the server's one
 * rule for pages outside the public site (privateUnlessShared in server/page-cache/cacheable.ts).
 */
export const STAFF_PAGE_HEADERS = { "X-Robots-Tag": "noindex, nofollow" } as const;
