import { describe, expect, it } from "vitest";
import {
  descriptionParagraphs,
  fromPriceText,
  residentsFromText,
  safariDurationDays,
  safariPriceText,
} from "./safari-facts";

// Intl separates the currency code from the amount with a no-break space.
const normalise = (text: string) => text.replace(/\u00a0/g, " ");

describe("safariPriceText", () => {
  it.each([
    [{ price: 1200, currency: "USD", pricePerPerson: true }, "USD 1,200 per person"],
    [{ price: 185000, currency: "KES", pricePerPerson: true }, "KES 185,000 per person"],
    [{ price: 85000, currency: "KES", pricePerPerson: false }, "KES 85,000"],
    [{ price: 0, currency: "USD", pricePerPerson: false }, "USD 0"],
    [{ price: null, currency: "USD", pricePerPerson: true }, "Contact for pricing"],
    [{ price: null, currency: "KES", pricePerPerson: false }, "Contact for pricing"],
  ])("%j -> %s", (safari, expected) => {
    expect(normalise(safariPriceText(safari))).toBe(expected);
  });

  it("keeps the code and the amount together with a no-break space", () => {
    expect(safariPriceText({ price: 2500, currency: "USD", pricePerPerson: false })).toBe("USD\u00a02,500");
  });
});

describe("fromPriceText and residentsFromText", () => {
  it.each([
    [{ amount: 138_000, currency: "USD" }, "From USD 1,380 per person"],
    [{ amount: 12_000_000, currency: "KES" }, "From KES 120,000 per person"],
    // Minor units round half up to whole units.
    [{ amount: 138_049, currency: "USD" }, "From USD 1,380 per person"],
    [{ amount: 138_050, currency: "USD" }, "From USD 1,381 per person"],
    [null, "Contact for pricing"],
    [undefined, "Contact for pricing"],
  ])("%j -> %s", (price, expected) => {
    expect(normalise(fromPriceText(price))).toBe(expected);
  });

  it("gives the residents' price beside it, or nothing without one", () => {
    expect(normalise(residentsFromText({ amount: 12_000_000, currency: "KES" }) ?? "")).toBe(
      "Residents from KES 120,000",
    );
    expect(residentsFromText(null)).toBeNull();
  });
});

describe("safariDurationDays", () => {
  it("counts the itinerary's days", () => {
    expect(safariDurationDays({ durationDays: 9, itinerary: [{ dayNumber: 1 }, { dayNumber: 2 }] })).toBe(2);
  });

  it("falls back to the package's duration without an itinerary", () => {
    expect(safariDurationDays({ durationDays: 7, itinerary: [] })).toBe(7);
  });
});

describe("descriptionParagraphs", () => {
  it.each([
    ["", []],
    ["   \n\n  ", []],
    ["One paragraph.", ["One paragraph."]],
    ["First line\nsame paragraph.", ["First line same paragraph."]],
    ["First.\n\nSecond.\n \n\nThird.", ["First.", "Second.", "Third."]],
  ])("%j -> %j", (text, expected) => {
    expect(descriptionParagraphs(text)).toEqual(expected);
  });
});
