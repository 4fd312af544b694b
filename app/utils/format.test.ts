import { describe, expect, it } from "vitest";
import {
  bestMonthsLabel,
  durationLabel,
  firstSentence,
  formatPrice,
  hotelDescriptionExcerpt,
  monthName,
  monthNames,
  truncateText,
  videoDescriptionExcerpt,
} from "./format";

// Intl separates the currency code from the amount with a no-break space.
const nbsp = "\u00a0";

describe("formatPrice", () => {
  it.each([
    [185000, "KES", `KES${nbsp}185,000`],
    [1200, "USD", `USD${nbsp}1,200`],
    [5000, "USD", `USD${nbsp}5,000`],
    [0, "KES", `KES${nbsp}0`],
    [999, "KES", `KES${nbsp}999`],
    [1234567, "KES", `KES${nbsp}1,234,567`],
  ] as const)("formats %i %s as %s", (price, currency, expected) => {
    expect(formatPrice(price, currency)).toBe(expected);
  });

  it("gives null for a package without a price", () => {
    expect(formatPrice(null, "KES")).toBeNull();
  });

  it("never shows decimals", () => {
    expect(formatPrice(1200, "USD")).not.toContain(".");
  });
});

describe("durationLabel", () => {
  it.each([
    [1, "1 day"],
    [4, "4 days"],
    [10, "10 days"],
  ])("%i -> %s", (days, expected) => {
    expect(durationLabel(days)).toBe(expected);
  });
});

describe("month names", () => {
  it("names months by number, short or long", () => {
    expect(monthName(1)).toBe("Jan");
    expect(monthName(9)).toBe("Sep");
    expect(monthName(12, "long")).toBe("December");
  });

  it("lists the twelve months January first", () => {
    expect(monthNames()).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]);
    expect(monthNames("long")[5]).toBe("June");
  });

  it.each([0, 13, 1.5, Number.NaN])("refuses month number %s", (month) => {
    expect(() => monthName(month)).toThrow(RangeError);
  });
});

describe("bestMonthsLabel", () => {
  it.each<[string, number[], string]>([
    ["no months", [], "Year-round"],
    ["all twelve months", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "Year-round"],
    ["one month", [7], "Jul"],
    ["two months", [7, 8], "Jul & Aug"],
    ["two months out of order", [8, 7], "Jul & Aug"],
    ["two months far apart", [2, 9], "Feb & Sep"],
    ["one season", [6, 7, 8, 9, 10], "Jun - Oct"],
    ["one season out of order and repeated", [10, 6, 8, 7, 9, 6], "Jun - Oct"],
    ["three months", [1, 2, 3], "Jan - Mar"],
    ["two seasons", [1, 2, 6, 7, 8, 9, 10], "Jan - Feb, Jun - Oct"],
    ["a season across the new year", [12, 1, 2, 3], "Dec - Mar"],
    ["a lone month beside a season", [3, 7, 8, 9], "Mar, Jul - Sep"],
    ["two seasons, one across the new year", [6, 7, 8, 12, 1, 2], "Jun - Aug, Dec - Feb"],
    ["numbers outside 1-12", [0, 7, 8, 13], "Jul & Aug"],
  ])("%s", (_case, months, expected) => {
    expect(bestMonthsLabel(months)).toBe(expected);
  });
});

describe("truncateText", () => {
  it("returns text that fits unchanged, with whitespace tidied", () => {
    expect(truncateText("A quiet lodge.", 150)).toBe("A quiet lodge.");
    expect(truncateText("  A quiet\n\nlodge.  ", 150)).toBe("A quiet lodge.");
    const exact = "x".repeat(150);
    expect(truncateText(exact, 150)).toBe(exact);
  });

  it("cuts at the last whole word and adds one ellipsis, within the limit", () => {
    expect(truncateText("The lodge overlooks the river where hippos bathe", 30)).toBe("The lodge overlooks the river…");
    expect(truncateText("Tents, pools, and views", 14)).toBe("Tents, pools…");
  });

  it("keeps a word that ends exactly at the limit", () => {
    expect(truncateText("abcd efgh ijkl", 10)).toBe("abcd efgh…");
  });

  it("cuts inside a single overlong word rather than losing the text", () => {
    expect(truncateText("Supercalifragilistic", 10)).toBe("Supercali…");
  });

  it("never splits an emoji", () => {
    const result = truncateText(`${"a".repeat(8)}🦁🦁🦁`, 10);
    expect(result).toBe(`${"a".repeat(8)}…`);
  });

  it.each([
    [hotelDescriptionExcerpt, 150],
    [videoDescriptionExcerpt, 120],
  ] as const)("%o keeps descriptions within %i characters", (excerpt, limit) => {
    const long = "Sundowners on the escarpment follow a day of game drives across the plains. ".repeat(5);
    const result = excerpt(long);
    expect(result.length).toBeLessThanOrEqual(limit);
    expect(result.length).toBeGreaterThan(limit - 20);
    expect(result.endsWith("…")).toBe(true);
    expect(long.startsWith(result.slice(0, -1))).toBe(true);
  });
});

describe("firstSentence", () => {
  it.each([
    ["Vast plains. Big cats everywhere.", "Vast plains."],
    ["Where lions roam! Come and see.", "Where lions roam!"],
    ["Ready? Let us go.", "Ready?"],
    ["Views of Mt. Kenya from every tent. Walks too.", "Views of Mt. Kenya from every tent."],
    ["Dr. Leakey found fossils here. Yes.", "Dr. Leakey found fossils here."],
    ["Named by J. Smith in 1900. Later renamed.", "Named by J. Smith in 1900."],
    ["Home to 2.5 million wildebeest. More.", "Home to 2.5 million wildebeest."],
    ["Sightings, e.g. leopards, are common. Book now.", "Sightings, e.g. leopards, are common."],
    ['He said "Go." Then we went.', 'He said "Go."'],
    ["No ending here", "No ending here"],
    ["  One sentence only.  ", "One sentence only."],
    ["", ""],
  ])("%j -> %j", (text, expected) => {
    expect(firstSentence(text)).toBe(expected);
  });
});
