import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { canonicalUrl, languageAlternates, localizedPagePath, localizedPageUrl } from "./alternates";

const siteUrl = "https://www.heartbeest-safari.example";

describe("localizedPagePath", () => {
  it.each([
    ["/", "de", "/de"],
    ["/", "en", "/"],
    ["/about", "fr", "/fr/a-propos"],
    ["/safaris/12", "it", "/it/safari/12"],
    ["/hotels-and-lodges/mara-riverbend-camp", "es", "/es/alojamientos/mara-riverbend-camp"],
    ["/maasai-mara", "de", "/de/maasai-mara"],
    ["/reviews?page=2#top", "de", "/de/bewertungen"],
    // An address in another language is read back to its page first.
    ["/de/unterkuenfte/mara-riverbend-camp", "fr", "/fr/hebergements/mara-riverbend-camp"],
    ["/it/safari/12", "en", "/safaris/12"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizedPagePath(path, locale)).toBe(expected);
  });

  it("keeps the query only when it is part of the page's address", () => {
    expect(localizedPagePath("/safaris?country=kenya#list", "de", { keepQuery: true })).toBe(
      "/de/safaris?country=kenya",
    );
    expect(localizedPagePath("/safaris?country=kenya", "it")).toBe("/it/safari");
  });

  it("is null where the language's address is another page (a destination called after one)", () => {
    // /de/kontakt is the contact page, /it/safari the safari list.
    expect(localizedPagePath("/kontakt", "de")).toBeNull();
    expect(localizedPagePath("/kontakt", "fr")).toBe("/fr/kontakt");
    expect(localizedPagePath("/safari", "it")).toBeNull();
  });
});

describe("localizedPageUrl", () => {
  it("is absolute, with no trailing slash but the English home page's", () => {
    expect(localizedPageUrl(siteUrl, "/", "en")).toBe(`${siteUrl}/`);
    expect(localizedPageUrl(siteUrl, "/", "es")).toBe(`${siteUrl}/es`);
    expect(localizedPageUrl(`${siteUrl}/`, "/contact/", "de")).toBe(`${siteUrl}/de/kontakt`);
    expect(localizedPageUrl(siteUrl, "/safaris?country=tanzania", "fr", { keepQuery: true })).toBe(
      `${siteUrl}/fr/safaris?country=tanzania`,
    );
  });

  it("agrees with canonicalUrl for English", () => {
    for (const path of ["/", "/about", "/safaris/3", "/serengeti", "/reviews?page=3"]) {
      expect(localizedPageUrl(siteUrl, path, "en")).toBe(canonicalUrl(siteUrl, path));
    }
  });
});

describe("languageAlternates", () => {
  it("names the page in every language, then x-default as the English page", () => {
    expect(languageAlternates(siteUrl, "/hotels-and-lodges/mara-riverbend-camp")).toEqual([
      { hrefLang: "en", href: `${siteUrl}/hotels-and-lodges/mara-riverbend-camp` },
      { hrefLang: "de", href: `${siteUrl}/de/unterkuenfte/mara-riverbend-camp` },
      { hrefLang: "fr", href: `${siteUrl}/fr/hebergements/mara-riverbend-camp` },
      { hrefLang: "it", href: `${siteUrl}/it/alloggi/mara-riverbend-camp` },
      { hrefLang: "es", href: `${siteUrl}/es/alojamientos/mara-riverbend-camp` },
      { hrefLang: "x-default", href: `${siteUrl}/hotels-and-lodges/mara-riverbend-camp` },
    ]);
  });

  it("is the same list from each language's copy of the page", () => {
    const fromEnglish = languageAlternates(siteUrl, "/about");
    for (const locale of LOCALES) {
      const copy = localizedPagePath("/about", locale) ?? "";
      expect(languageAlternates(siteUrl, copy)).toEqual(fromEnglish);
    }
  });

  it("gives the home page as /, /de, /fr, /it, /es", () => {
    expect(languageAlternates(siteUrl, "/").map(({ href }) => href.slice(siteUrl.length))).toEqual([
      "/",
      "/de",
      "/fr",
      "/it",
      "/es",
      "/",
    ]);
  });

  it("leaves out a language that cannot show the page", () => {
    expect(languageAlternates(siteUrl, "/kontakt").map(({ hrefLang }) => hrefLang)).toEqual([
      "en",
      "fr",
      "it",
      "es",
      "x-default",
    ]);
  });
});

describe("addresses a stranger typed", () => {
  it.each(["//evil.example/x", "/\\evil.example/x", "/%2F%2Fevil.example/x", "/\n/evil.example/x"])(
    "makes every language's link and the canonical one for %j a page of this site",
    (typed) => {
      const site = "https://heartbeest.example";
      const hrefs = [canonicalUrl(site, typed), ...languageAlternates(site, typed).map(({ href }) => href)];
      for (const href of hrefs) {
        expect(href.startsWith(`${site}/`)).toBe(true);
        expect(href.slice(site.length)).toMatch(/^\/(?![/\\])/);
      }
    },
  );
});
