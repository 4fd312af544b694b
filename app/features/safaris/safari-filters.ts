// The safari list's filters as the address carries them (/safaris?country=tanzania&days=5-7&month=7&budget=
// under-1500): read leniently (an unknown value is no filter), written in one order, so every filtered list is
// a plain link the server answers, with or without script.
import { monthName } from "~/utils/format";

export const COUNTRY_FILTERS = ["kenya", "tanzania", "kenya-and-tanzania"] as const;
export type CountryFilter = (typeof COUNTRY_FILTERS)[number];

/** Trip lengths in whole days, inclusive; null: no upper end. */
export const DAYS_FILTERS = {
  "1-4": { min: 1, max: 4 },
  "5-7": { min: 5, max: 7 },
  "8-plus": { min: 8, max: null },
} as const;
export type DaysFilter = keyof typeof DAYS_FILTERS;

/** The lowest price per person (non-residents, two sharing, whole trip) in US dollars; null: no upper end. */
export const BUDGET_FILTERS = {
  "under-1500": { min: 0, max: 1500 },
  "1500-3000": { min: 1500, max: 3000 },
  "over-3000": { min: 3000, max: null },
} as const;
export type BudgetFilter = keyof typeof BUDGET_FILTERS;

export interface SafariFilters {
  country: CountryFilter | null;
  days: DaysFilter | null;
  /** 1-12. */
  month: number | null;
  budget: BudgetFilter | null;
}

export type SafariFilterKey = keyof SafariFilters;
/** The order parameters are written in, so one list has one address. */
export const SAFARI_FILTER_KEYS: readonly SafariFilterKey[] = ["country", "days", "month", "budget"];

export const NO_FILTERS: SafariFilters = { country: null, days: null, month: null, budget: null };

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  const value = raw?.trim().toLowerCase();
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : null;
}

/** The filters an address asks for; a value the list does not offer ("country=France", "month=13") is ignored. */
export function parseSafariFilters(params: URLSearchParams): SafariFilters {
  const month = params.get("month")?.trim() ?? "";
  const monthNumber = /^(?:[1-9]|1[0-2])$/.test(month) ? Number(month) : null;
  return {
    country: oneOf(COUNTRY_FILTERS, params.get("country")),
    days: oneOf(Object.keys(DAYS_FILTERS) as DaysFilter[], params.get("days")),
    month: monthNumber,
    budget: oneOf(Object.keys(BUDGET_FILTERS) as BudgetFilter[], params.get("budget")),
  };
}

export function activeFilterCount(filters: SafariFilters): number {
  return SAFARI_FILTER_KEYS.filter((key) => filters[key] !== null).length;
}

/** "/safaris", "/safaris?country=kenya&days=5-7". */
export function safarisHref(filters: Partial<SafariFilters>): string {
  const params = new URLSearchParams();
  for (const key of SAFARI_FILTER_KEYS) {
    const value = filters[key];
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/safaris?${query}` : "/safaris";
}

/** The list of one country's safaris: the destinations page's 'Browse Kenya safaris'. */
export function countrySafarisHref(country: CountryFilter): string {
  return safarisHref({ country });
}

/**
 * Whether a list with these filters is a page of its own for search engines: the whole list, or one country's
 * safaris. Other combinations are views of those pages, not to be listed.
 */
export function isIndexableFilterSet(filters: SafariFilters): boolean {
  return filters.days === null && filters.month === null && filters.budget === null;
}

/** What the filters test of each package. */
export interface SafariFilterFacts {
  durationDays: number;
  /** The countries its parks and lodges are in. */
  countries: readonly string[];
  /** Whether the travel month's dates are priced for it (null: no month asked for). */
  pricedInMonth: boolean | null;
  /** Its lowest price per person in US dollars; null: price on request. */
  budgetUsd: number | null;
}

export function matchesSafariFilters(facts: SafariFilterFacts, filters: SafariFilters): boolean {
  if (filters.country !== null) {
    const visits = (country: string) => facts.countries.includes(country);
    const matches =
      filters.country === "kenya"
        ? visits("Kenya")
        : filters.country === "tanzania"
          ? visits("Tanzania")
          : visits("Kenya") && visits("Tanzania");
    if (!matches) return false;
  }
  if (filters.days !== null) {
    const { min, max } = DAYS_FILTERS[filters.days];
    if (facts.durationDays < min || (max !== null && facts.durationDays > max)) return false;
  }
  // A month is a time to travel, not only the best one: any month the trip can be booked and priced in.
  if (filters.month !== null && facts.pricedInMonth === false) return false;
  if (filters.budget !== null) {
    const { min, max } = BUDGET_FILTERS[filters.budget];
    // A trip without a price cannot be said to fit a budget.
    if (facts.budgetUsd === null || facts.budgetUsd < min || (max !== null && facts.budgetUsd >= max)) return false;
  }
  return true;
}

/** The month names the month filter offers, by number. */
export function monthFilterOptions(): { value: number; label: string }[] {
  return Array.from({ length: 12 }, (_, index) => ({ value: index + 1, label: monthName(index + 1, "long") }));
}
