// The safari list's search-engine tags, filtered or not. The whole list and each country's list are pages of
// their own (canonical to themselves, the country in the address); any other filtering is a view of them:
// 'noindex, follow', so search engines skip it but still reach every safari it links to.
import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/features/seo/page-meta";
import { safariFiltersMessages as filterMessages } from "~/i18n/messages/en/safari-filters";
import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate } from "~/i18n/translate";
import { safariFiltersSummary } from "./safari-filter-view";
import { activeFilterCount, isIndexableFilterSet, type SafariFilters, safarisHref } from "./safari-filters";

export function safariListMeta(siteUrl: string, filters: SafariFilters, image: string): MetaDescriptor[] {
  if (activeFilterCount(filters) === 0) {
    return pageMeta({
      siteUrl,
      path: "/safaris",
      title: translate(safarisMessages, "safaris.meta.title"),
      description: translate(safarisMessages, "safaris.meta.description"),
      image,
    });
  }
  if (isIndexableFilterSet(filters) && filters.country !== null) {
    return pageMeta({
      siteUrl,
      // A country's list keeps its query in its canonical and hreflang links, as it is that page's address.
      path: safarisHref({ country: filters.country }),
      keepQuery: true,
      title: translate(filterMessages, `safariFilters.meta.title.${filters.country}`),
      description: translate(filterMessages, `safariFilters.meta.description.${filters.country}`),
      image,
    });
  }
  return pageMeta({
    siteUrl,
    path: "/safaris",
    title: translate(filterMessages, "safariFilters.meta.title.filtered", { filters: safariFiltersSummary(filters) }),
    description: translate(safarisMessages, "safaris.meta.description"),
    image,
    noindex: true,
  }).map((tag) => ("name" in tag && tag.name === "robots" ? { ...tag, content: "noindex, follow" } : tag));
}
