import { describe, expect, it } from "vitest";
import { LOCALES, TRANSLATED_LOCALES } from "./locales";
import {
  localeOfPath,
  localizePath,
  PAGE_SEGMENTS,
  pageSegment,
  parseLocalizedPath,
  reservedSegments,
  switchLocale,
} from "./paths";

/** An English address below each page name, as the site links to them. */
const ENGLISH_PAGES = Object.keys(PAGE_SEGMENTS).flatMap((segment) => [`/${segment}`, `/${segment}/12`]);

describe("localizePath", () => {
  it("leaves English addresses as they are", () => {
    for (const path of ["/", "/contact", "/safaris/3?month=2#book", "/maasai-mara", ...ENGLISH_PAGES]) {
      expect(localizePath(path, "en")).toBe(path);
    }
  });

  it.each(TRANSLATED_LOCALES)("puts every page under /%s with its name in that language", (locale) => {
    for (const [english, names] of Object.entries(PAGE_SEGMENTS)) {
      const name = names[locale] ?? english;
      expect(localizePath(`/${english}`, locale)).toBe(`/${locale}/${name}`);
      expect(localizePath(`/${english}/abc/pay/card`, locale)).toBe(`/${locale}/${name}/abc/pay/card`);
      expect(pageSegment(english, locale)).toBe(name);
    }
  });

  it("keeps the query and the fragment", () => {
    expect(localizePath("/contact?safari=3#form", "de")).toBe("/de/kontakt?safari=3#form");
    expect(localizePath("/booking/4?step=confirmation", "fr")).toBe("/fr/reservation/4?step=confirmation");
    expect(localizePath("/reviews#write", "it")).toBe("/it/recensioni#write");
    expect(localizePath("/safaris?country=kenya&days=5-7", "es")).toBe("/es/safaris?country=kenya&days=5-7");
  });

  it("gives the home page as the bare prefix", () => {
    expect(localizePath("/", "de")).toBe("/de");
    expect(localizePath("/?x=1", "de")).toBe("/de?x=1");
    expect(localizePath("/#top", "fr")).toBe("/fr#top");
  });

  it("keeps a destination's slug (and a lodge's) as it is", () => {
    expect(localizePath("/maasai-mara", "de")).toBe("/de/maasai-mara");
    expect(localizePath("/serengeti?month=3", "it")).toBe("/it/serengeti?month=3");
    expect(localizePath("/hotels-and-lodges/mara-riverbend-camp", "it")).toBe("/it/alloggi/mara-riverbend-camp");
  });

  it("leaves what is not the site's page path alone", () => {
    for (const path of ["https://example.com/contact", "//cdn.example/x", "#top", "?page=2", "mailto:a@b.c"]) {
      expect(localizePath(path, "de")).toBe(path);
    }
  });
});

describe("parseLocalizedPath", () => {
  it("reads English addresses as English", () => {
    for (const path of ["/", "/contact", "/safaris/3?x=1", "/maasai-mara", "/admin/bookings"]) {
      expect(parseLocalizedPath(path)).toEqual({ locale: "en", englishPath: path });
    }
  });

  it("reads the bare prefix as the home page", () => {
    expect(parseLocalizedPath("/de")).toEqual({ locale: "de", englishPath: "/" });
    expect(parseLocalizedPath("/de?x=1")).toEqual({ locale: "de", englishPath: "/?x=1" });
  });

  it.each(TRANSLATED_LOCALES)("takes every page of /%s back to its English address", (locale) => {
    for (const english of ENGLISH_PAGES) {
      for (const rest of ["", "?step=confirmation", "#top", "?a=1&b=2#c"]) {
        const localized = localizePath(`${english}${rest}`, locale);
        expect(parseLocalizedPath(localized)).toEqual({ locale, englishPath: `${english}${rest}` });
      }
    }
    expect(parseLocalizedPath(`/${locale}/maasai-mara`)).toEqual({ locale, englishPath: "/maasai-mara" });
  });
});

describe("switchLocale", () => {
  it("moves every page between every two languages and back", () => {
    for (const english of ["/", "/maasai-mara", "/contact?safari=2#form", ...ENGLISH_PAGES]) {
      for (const from of LOCALES) {
        const page = localizePath(english, from);
        for (const to of LOCALES) {
          const other = switchLocale(page, to);
          expect(other).toBe(localizePath(english, to));
          expect(switchLocale(other, from)).toBe(page);
        }
      }
    }
  });

  it("takes a German page to English and French", () => {
    expect(switchLocale("/de/kontakt", "en")).toBe("/contact");
    expect(switchLocale("/de/reise/tok/pay/card", "fr")).toBe("/fr/voyage/tok/pay/card");
    expect(switchLocale("/de", "es")).toBe("/es");
  });
});

describe("localeOfPath", () => {
  it("names the language of the first segment, else English", () => {
    expect(localeOfPath("/de")).toBe("de");
    expect(localeOfPath("/fr/avis")).toBe("fr");
    expect(localeOfPath("/en/contact")).toBe("en");
    expect(localeOfPath("/destinations")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });
});

describe("reservedSegments", () => {
  it("holds every page name in every language", () => {
    const reserved = reservedSegments();
    for (const [english, names] of Object.entries(PAGE_SEGMENTS)) {
      expect(reserved.has(english)).toBe(true);
      for (const name of Object.values(names)) expect(reserved.has(name)).toBe(true);
    }
  });
});

describe("switchLocale on an address a stranger typed", () => {
  it.each([
    "//evil.example/x",
    "/\\evil.example/x",
    "/%2F%2Fevil.example/x",
    "/\t/evil.example/x",
    "/de//evil.example",
  ])("keeps every language's link to %j on this site", (typed) => {
    for (const locale of LOCALES) {
      const href = switchLocale(typed, locale);
      expect(href).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, "https://heartbeest.example/").origin).toBe("https://heartbeest.example");
    }
  });
});
