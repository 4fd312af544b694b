// The query parameters the cached public pages read. The page cache keys a page on these alone: any other
// parameter (utm_source, fbclid, gclid, or a random one a stranger adds to skip the cache) changes nothing
// on the page, so such a request is answered from the page kept for the same address without it
// (cacheable.ts). A page that starts reading a new parameter must add it here, or every variant would get
// the page without it: page-params.test.ts fails on a read of the query that is in neither list.
import { MONTHS_PARAM } from "~/features/destinations/month-grid";
import { REGION_PARAM } from "~/features/destinations/region-address";
import { MAP_PARAM } from "~/features/inquiries/live-map-address";
import { WRITE_REVIEW_PARAM } from "~/features/reviews/share-experience-dialog";
import { SAFARI_FILTER_KEYS } from "~/features/safaris/safari-filters";

export const PAGE_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  // /safaris: the filters.
  ...SAFARI_FILTER_KEYS,
  // /reviews: the five-star tab, the page of the list, the open "share your experience" dialog.
  "rating",
  "page",
  WRITE_REVIEW_PARAM,
  // /destinations: the region; a destination: the months of its season grid.
  REGION_PARAM,
  MONTHS_PARAM,
  // /contact: the interactive map instead of the still one.
  MAP_PARAM,
  // /video-gallery: the category.
  "category",
]);
