import { afterEach, describe, expect, it } from "vitest";
import { isPublicPagePath, localHref } from "./local-href";
import { type Locale, TRANSLATED_LOCALES } from "./locales";
import { localizePath } from "./paths";
import { setMessageSource } from "./translate";

// Whatever source the worker had before (another file's, when files share a worker) comes back after each test.
let before: { source: ReturnType<typeof setMessageSource> } | undefined;
function speak(locale: Locale) {
  const replaced = setMessageSource({ locale: () => locale, message: () => undefined, need: () => undefined });
  before ??= { source: replaced };
}

afterEach(() => {
  if (before) setMessageSource(before.source);
  before = undefined;
});

describe("localHref", () => {
  it("leaves every address as it is on an English page", () => {
    for (const path of ["/", "/contact", "/safaris/3?x=1#top", "/maasai-mara"]) expect(localHref(path)).toBe(path);
    speak("en");
    expect(localHref("/booking/3?step=confirmation")).toBe("/booking/3?step=confirmation");
  });

  it.each(TRANSLATED_LOCALES)("follows the current language (%s)", (locale) => {
    speak(locale);
    for (const path of ["/", "/contact", "/booking/3?step=confirmation", "/trip/abc/pay/mpesa", "/serengeti#map"]) {
      expect(localHref(path)).toBe(localizePath(path, locale));
    }
  });

  it("gives the German addresses of the site's pages", () => {
    speak("de");
    expect(localHref("/")).toBe("/de");
    expect(localHref("/contact")).toBe("/de/kontakt");
    expect(localHref("/safaris?country=kenya")).toBe("/de/safaris?country=kenya");
    expect(localHref("/hotels-and-lodges/mara-riverbend-camp")).toBe("/de/unterkuenfte/mara-riverbend-camp");
    expect(localHref("/chat#chat-message")).toBe("/de/chat#chat-message");
  });

  it("takes a language given to it over the current one", () => {
    speak("de");
    expect(localHref("/contact", "fr")).toBe("/fr/contact");
    expect(localHref("/contact", "en")).toBe("/contact");
  });

  it("leaves staff pages, resources, files and other sites alone", () => {
    speak("de");
    for (const path of [
      "/admin",
      "/admin/bookings/3",
      "/login",
      "/logout",
      "/forgot-password",
      "/update-password",
      "/invite/x",
      "/api/quote?x=1",
      "/uploads/a.jpg",
      "/messages/de/home.json",
      "/chat/messages",
      "/trip/abc/itinerary.pdf",
      "/trip/abc/trip.ics",
      "/sitemap.xml",
      "https://example.com/contact",
      "//example.com/x",
      "mailto:a@b.c",
      "tel:+254700000000",
      "#top",
      "?page=2",
    ]) {
      expect(localHref(path)).toBe(path);
    }
  });

  it("leaves an address already in a language as it is, so passing it twice does no harm", () => {
    speak("de");
    expect(localHref(localHref("/contact"))).toBe("/de/kontakt");
    expect(localHref("/de")).toBe("/de");
    expect(localHref("/fr/avis?x=1")).toBe("/fr/avis?x=1");
  });
});

describe("isPublicPagePath", () => {
  it.each([
    ["/", true],
    ["/safaris/3", true],
    ["/chat", true],
    ["/administration-tips", true],
    ["/admin", false],
    ["/chat/messages", false],
    ["/trip/x/invoice.pdf", false],
    ["contact", false],
  ])("%s -> %s", (path, expected) => {
    expect(isPublicPagePath(path)).toBe(expected);
  });
});
