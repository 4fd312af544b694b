// Texts of the safari list's filters: the country links, the form, the chips of the filters in use.
import { defineMessages } from "~/i18n/translate";

export const safariFiltersMessages = defineMessages("safari-filters", {
  "safariFilters.title": "Find your safari",
  "safariFilters.countries": "Safaris by country",
  "safariFilters.all": "All safaris",
  "safariFilters.country": "Country",
  "safariFilters.country.any": "Any country",
  "safariFilters.country.kenya": "Kenya",
  "safariFilters.country.tanzania": "Tanzania",
  "safariFilters.country.kenya-and-tanzania": "Kenya & Tanzania",
  "safariFilters.days": "Length",
  "safariFilters.days.any": "Any length",
  "safariFilters.days.1-4": "Up to 4 days",
  "safariFilters.days.5-7": "5 to 7 days",
  "safariFilters.days.8-plus": "8 days or more",
  "safariFilters.month": "Travel month",
  "safariFilters.month.any": "Any month",
  "safariFilters.month.chip": "Travel in {month}",
  "safariFilters.budget": "Budget per person",
  "safariFilters.budget.any": "Any budget",
  "safariFilters.budget.under-1500": "Under USD 1,500",
  "safariFilters.budget.1500-3000": "USD 1,500 to 3,000",
  "safariFilters.budget.over-3000": "USD 3,000 or more",
  "safariFilters.help":
    "The month shows the safaris you can book for it, at that month's price; the budget is the lowest price per person for two sharing.",
  "safariFilters.apply": "Show safaris",
  "safariFilters.inUse": "Filters in use",
  "safariFilters.remove": "Remove filter: {label}",
  "safariFilters.clear": "Clear filters",
  "safariFilters.count":
    "{count, plural, =0 {No safari matches these filters} one {# safari matches these filters} other {# safaris match these filters}}",
  "safariFilters.emptyText": "No safari matches all of these filters. Remove one, or clear them to see every safari.",
  "safariFilters.meta.title.kenya": "Kenya Safaris",
  "safariFilters.meta.title.tanzania": "Tanzania Safaris",
  "safariFilters.meta.title.kenya-and-tanzania": "Kenya & Tanzania Safaris",
  "safariFilters.meta.title.filtered": "Safari Packages: {filters}",
  "safariFilters.meta.description.kenya":
    "Safari packages in Kenya: the Maasai Mara, Amboseli beneath Kilimanjaro, Samburu, Tsavo and the coast, with day-by-day itineraries and prices.",
  "safariFilters.meta.description.tanzania":
    "Safari packages in Tanzania: the Serengeti, the Ngorongoro Crater, Tarangire and Zanzibar, with day-by-day itineraries and prices.",
  "safariFilters.meta.description.kenya-and-tanzania":
    "Safari packages that cross from Kenya into Tanzania: the Maasai Mara and the Serengeti in one journey, following the migration.",
});
