import { describe, expect, it } from "vitest";
import { runInLocale } from "~/i18n/server-messages.server";
import { reviewLanguageNote } from "./review-language";

describe("a review in another language than the page's", () => {
  it("is marked with its language and said to be in it, in the page's language", () => {
    expect(runInLocale("de", () => reviewLanguageNote("en"))).toEqual({ lang: "en", note: "Auf Englisch verfasst" });
    expect(runInLocale("fr", () => reviewLanguageNote("en"))).toEqual({ lang: "en", note: "Rédigé en anglais" });
    expect(runInLocale("en", () => reviewLanguageNote("it"))).toEqual({ lang: "it", note: "Written in Italian" });
    expect(runInLocale("es", () => reviewLanguageNote("de"))).toEqual({ lang: "de", note: "Escrita en alemán" });
  });

  it("says nothing on a page in the review's own language", () => {
    expect(runInLocale("de", () => reviewLanguageNote("de"))).toBeNull();
    expect(runInLocale("en", () => reviewLanguageNote("en"))).toBeNull();
  });
});
