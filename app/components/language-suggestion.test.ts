import { describe, expect, it } from "vitest";
import { suggestedLocale } from "./language-suggestion";

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
