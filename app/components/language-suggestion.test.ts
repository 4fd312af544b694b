import { describe, expect, it } from "vitest";
import { offeredLocale, suggestedLocale } from "./language-suggestion";

describe("suggestedLocale", () => {
  it.each([
    // The browser's first language the site speaks, unless the page is already in it.
    [["de-DE", "de", "en-US", "en"], "en", "de"],
    [["de-DE", "de", "en-US", "en"], "de", null],
    [["en-GB", "de"], "de", "en"],
    [["fr-CH"], "it", "fr"],
    [["ES"], "en", "es"],
    // Languages the site does not speak are passed over.
    [["nl-NL", "sw", "it"], "en", "it"],
    [["nl-NL", "sw"], "en", null],
    // A later language does not count once an earlier one is the page's own.
    [["en-US", "de"], "en", null],
    [[], "en", null],
  ] as const)("%j on a page in %s suggests %s", (preferred, page, expected) => {
    expect(suggestedLocale(preferred, page)).toBe(expected);
  });
});

describe("offeredLocale", () => {
  it("offers the language the visitor chose with a link, not the browser's, and nothing on a page in it", () => {
    // A German browser whose visitor chose French with the switcher.
    expect(offeredLocale("fr", ["de-DE"], "fr")).toBeNull();
    expect(offeredLocale("fr", ["de-DE"], "en")).toBe("fr");
    // No choice yet: the browser's.
    expect(offeredLocale(null, ["de-DE"], "fr")).toBe("de");
  });
});
