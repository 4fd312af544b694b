import { describe, expect, it } from "vitest";
import { safariFiltersSummary, safariFilterView } from "./safari-filter-view";
import {
  countrySafarisHref,
  isIndexableFilterSet,
  matchesSafariFilters,
  NO_FILTERS,
  parseSafariFilters,
  type SafariFilterFacts,
  safarisHref,
} from "./safari-filters";

const params = (query: string) => new URLSearchParams(query);

describe("parseSafariFilters", () => {
  it("reads each filter the list offers, in any case", () => {
    expect(parseSafariFilters(params("country=Tanzania&days=5-7&month=7&budget=under-1500"))).toEqual({
      country: "tanzania",
      days: "5-7",
      month: 7,
      budget: "under-1500",
    });
  });

  it.each(["country=France", "days=3", "month=13", "month=0", "month=07x", "budget=cheap", "country=", "month=1.5"])(
    "ignores a value the list does not offer: %s",
    (query) => {
      expect(parseSafariFilters(params(query))).toEqual(NO_FILTERS);
    },
  );
});

describe("safarisHref", () => {
  it("writes the filters in one order, leaving out those not in use", () => {
    expect(safarisHref({ budget: "over-3000", country: "kenya", month: 2, days: null })).toBe(
      "/safaris?country=kenya&month=2&budget=over-3000",
    );
    expect(safarisHref(NO_FILTERS)).toBe("/safaris");
    expect(countrySafarisHref("kenya")).toBe("/safaris?country=kenya");
  });

  it("reads back what it wrote", () => {
    const filters = { country: "kenya-and-tanzania", days: "8-plus", month: 12, budget: "1500-3000" } as const;
    expect(parseSafariFilters(new URL(`https://x.test${safarisHref(filters)}`).searchParams)).toEqual(filters);
  });
});

describe("matchesSafariFilters", () => {
  const migration: SafariFilterFacts = {
    durationDays: 7,
    countries: ["Kenya", "Tanzania"],
    pricedInMonth: null,
    budgetUsd: 2500,
  };
  const amboseli: SafariFilterFacts = { durationDays: 3, countries: ["Kenya"], pricedInMonth: null, budgetUsd: 659 };
  const unpriced: SafariFilterFacts = {
    durationDays: 5,
    countries: ["Tanzania"],
    pricedInMonth: null,
    budgetUsd: null,
  };

  it.each([
    [{ country: "kenya" }, [true, true, false]],
    [{ country: "tanzania" }, [true, false, true]],
    [{ country: "kenya-and-tanzania" }, [true, false, false]],
    [{ days: "1-4" }, [false, true, false]],
    [{ days: "5-7" }, [true, false, true]],
    [{ days: "8-plus" }, [false, false, false]],
    // A trip without a price fits no budget; the upper end belongs to the next band.
    [{ budget: "under-1500" }, [false, true, false]],
    [{ budget: "1500-3000" }, [true, false, false]],
    [{ country: "kenya", days: "5-7", budget: "1500-3000" }, [true, false, false]],
  ] as const)("%j lets through the right trips", (filters, expected) => {
    const all = { ...NO_FILTERS, ...filters };
    expect([migration, amboseli, unpriced].map((facts) => matchesSafariFilters(facts, all))).toEqual(expected);
  });

  it("lets a travel month through the trips priced on its dates", () => {
    const month = { ...NO_FILTERS, month: 8 };
    expect(matchesSafariFilters({ ...migration, pricedInMonth: true }, month)).toBe(true);
    expect(matchesSafariFilters({ ...migration, pricedInMonth: false }, month)).toBe(false);
  });

  it("puts a price on a band's edge in the band above", () => {
    const edge = { ...amboseli, budgetUsd: 1500 };
    expect(matchesSafariFilters(edge, { ...NO_FILTERS, budget: "under-1500" })).toBe(false);
    expect(matchesSafariFilters(edge, { ...NO_FILTERS, budget: "1500-3000" })).toBe(true);
  });
});

describe("the filters as the page shows them", () => {
  const filters = { country: "kenya", days: "5-7", month: 7, budget: null } as const;

  it("gives each filter in use a chip whose link removes only it", () => {
    const view = safariFilterView(filters);
    expect(view.chips).toEqual([
      { label: "Kenya", href: "/safaris?days=5-7&month=7", removeLabel: "Remove filter: Kenya" },
      { label: "5 to 7 days", href: "/safaris?country=kenya&month=7", removeLabel: "Remove filter: 5 to 7 days" },
      {
        label: "Travel in July",
        href: "/safaris?country=kenya&days=5-7",
        removeLabel: "Remove filter: Travel in July",
      },
    ]);
    expect(view.clearHref).toBe("/safaris");
    expect(safariFiltersSummary(filters)).toBe("Kenya, 5 to 7 days, Travel in July");
  });

  it("keeps the other filters on the country links and marks the chosen one", () => {
    const links = safariFilterView(filters).countryLinks;
    expect(links.map((link) => [link.label, link.href, link.current])).toEqual([
      ["Any country", "/safaris?days=5-7&month=7", false],
      ["Kenya", "/safaris?country=kenya&days=5-7&month=7", true],
      ["Tanzania", "/safaris?country=tanzania&days=5-7&month=7", false],
      ["Kenya & Tanzania", "/safaris?country=kenya-and-tanzania&days=5-7&month=7", false],
    ]);
  });

  it("offers 'any' first in every field, with the address's choice selected", () => {
    const fields = safariFilterView(filters).fields;
    expect(fields.map((field) => [field.name, field.options[0]?.value, field.selected])).toEqual([
      ["country", "", "kenya"],
      ["days", "", "5-7"],
      ["month", "", "7"],
      ["budget", "", ""],
    ]);
    expect(fields[2]?.options).toHaveLength(13);
  });

  it("lets search engines list the whole list and each country's, not the other views", () => {
    expect(isIndexableFilterSet(NO_FILTERS)).toBe(true);
    expect(isIndexableFilterSet({ ...NO_FILTERS, country: "tanzania" })).toBe(true);
    expect(isIndexableFilterSet(filters)).toBe(false);
  });
});
