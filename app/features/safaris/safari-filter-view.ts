// The safari list's filters worded for the page, on the server: every link already carries its address and
// every text its words, so the page's own code only draws them (the catalogue and the month names stay out of
// the browser's bundle, which has little room to spare). Links are in the request's language.
import { localHref } from "~/i18n/local-href";
import { safariFiltersMessages as messages } from "~/i18n/messages/en/safari-filters";
import { translate } from "~/i18n/translate";
import { monthName } from "~/utils/format";
import {
  BUDGET_FILTERS,
  COUNTRY_FILTERS,
  DAYS_FILTERS,
  monthFilterOptions,
  SAFARI_FILTER_KEYS,
  type SafariFilterKey,
  type SafariFilters,
  safarisHref,
} from "./safari-filters";

export interface SafariFilterLink {
  label: string;
  href: string;
}

export interface SafariFilterChip extends SafariFilterLink {
  /** "Remove filter: Kenya". */
  removeLabel: string;
}

export interface SafariFilterField {
  name: SafariFilterKey;
  label: string;
  /** The first option, value "", is 'any'. */
  options: { value: string; label: string }[];
  selected: string;
}

export interface SafariFilterView {
  /** Any country, Kenya, Tanzania, Kenya & Tanzania: each keeps the other filters. */
  countryLinks: (SafariFilterLink & { current: boolean })[];
  fields: SafariFilterField[];
  /** One per filter in use; its link is the list without it. */
  chips: SafariFilterChip[];
  clearHref: string;
  texts: {
    countries: string;
    title: string;
    help: string;
    apply: string;
    inUse: string;
    clear: string;
  };
}

function valueLabel(key: SafariFilterKey, value: string | number): string {
  if (key === "month")
    return translate(messages, "safariFilters.month.chip", { month: monthName(Number(value), "long") });
  return translate(messages, `safariFilters.${key}.${value}` as keyof typeof messages);
}

/** The words of the filters in use, for the page title: "Kenya, 5 to 7 days". */
export function safariFiltersSummary(filters: SafariFilters): string {
  return SAFARI_FILTER_KEYS.flatMap((key) => (filters[key] === null ? [] : [valueLabel(key, filters[key])])).join(", ");
}

export function safariFilterView(filters: SafariFilters): SafariFilterView {
  const any = (key: SafariFilterKey) => ({ value: "", label: translate(messages, `safariFilters.${key}.any`) });
  const optionsOf = (key: "country" | "days" | "budget", values: readonly string[]) => [
    any(key),
    ...values.map((value) => ({ value, label: valueLabel(key, value) })),
  ];
  const fields: SafariFilterField[] = [
    { name: "country", options: optionsOf("country", COUNTRY_FILTERS) },
    { name: "days", options: optionsOf("days", Object.keys(DAYS_FILTERS)) },
    {
      name: "month",
      options: [any("month"), ...monthFilterOptions().map(({ value, label }) => ({ value: String(value), label }))],
    },
    { name: "budget", options: optionsOf("budget", Object.keys(BUDGET_FILTERS)) },
  ].map((field) => ({
    ...field,
    name: field.name as SafariFilterKey,
    label: translate(messages, `safariFilters.${field.name}` as keyof typeof messages),
    selected: filters[field.name as SafariFilterKey] === null ? "" : String(filters[field.name as SafariFilterKey]),
  }));
  return {
    countryLinks: [null, ...COUNTRY_FILTERS].map((country) => ({
      label: country === null ? translate(messages, "safariFilters.country.any") : valueLabel("country", country),
      href: localHref(safarisHref({ ...filters, country })),
      current: filters.country === country,
    })),
    fields,
    chips: SAFARI_FILTER_KEYS.flatMap((key) => {
      if (filters[key] === null) return [];
      const label = valueLabel(key, filters[key]);
      return [
        {
          label,
          href: localHref(safarisHref({ ...filters, [key]: null })),
          removeLabel: translate(messages, "safariFilters.remove", { label }),
        },
      ];
    }),
    clearHref: localHref(safarisHref({})),
    texts: {
      countries: translate(messages, "safariFilters.countries"),
      title: translate(messages, "safariFilters.title"),
      help: translate(messages, "safariFilters.help"),
      apply: translate(messages, "safariFilters.apply"),
      inUse: translate(messages, "safariFilters.inUse"),
      clear: translate(messages, "safariFilters.clear"),
    },
  };
}

/** "2 safaris match these filters"; null for the whole list. */
export function safariFilterCountText(filters: SafariFilters, count: number): string | null {
  return SAFARI_FILTER_KEYS.some((key) => filters[key] !== null)
    ? translate(messages, "safariFilters.count", { count })
    : null;
}

/** 'No safaris found' under filters: what to do instead. */
export function safariFilterEmptyTexts(): { description: string; clear: string } {
  return {
    description: translate(messages, "safariFilters.emptyText"),
    clear: translate(messages, "safariFilters.clear"),
  };
}
