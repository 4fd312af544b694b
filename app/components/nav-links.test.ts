import { describe, expect, it } from "vitest";
import { isActivePath, NAV_LINKS } from "./nav-links";

describe("isActivePath", () => {
  it.each([
    ["/", "/", true],
    ["/about", "/", false],
    ["/safaris", "/", false],
    ["/about", "/about", true],
    ["/about/", "/about", true],
    ["/About", "/about", true],
    ["/safaris/12", "/safaris", true],
    ["/safaris/12/book", "/safaris", true],
    ["/hotels-and-lodges/serena-lodge", "/hotels-and-lodges", true],
    ["/safaris-guide", "/safaris", false],
    ["/safari", "/safaris", false],
    ["/", "/about", false],
    ["/contact", "/about", false],
    ["/de", "/", true],
    ["/de/kontakt", "/", false],
    ["/de/kontakt", "/contact", true],
    ["/fr/hebergements/serena-lodge", "/hotels-and-lodges", true],
    ["/it/safari/3", "/safaris", true],
    ["/es/contacto", "/about", false],
    ["/de/maasai-mara", "/destinations", false],
  ])("path %s with link %s is %s", (pathname, href, expected) => {
    expect(isActivePath(pathname, href)).toBe(expected);
  });

  it("marks exactly one navigation link active on each of the site's sections", () => {
    for (const pathname of ["/", "/about", "/safaris/3", "/destinations", "/hotels-and-lodges/x", "/contact"]) {
      expect(NAV_LINKS.filter((link) => isActivePath(pathname, link.href))).toHaveLength(1);
    }
    for (const pathname of [
      "/de",
      "/fr/a-propos",
      "/it/safari/3",
      "/es/destinos",
      "/de/unterkuenfte/x",
      "/fr/contact",
    ]) {
      expect(NAV_LINKS.filter((link) => isActivePath(pathname, link.href))).toHaveLength(1);
    }
    expect(NAV_LINKS.filter((link) => isActivePath("/maasai-mara", link.href))).toHaveLength(0);
    expect(NAV_LINKS.filter((link) => isActivePath("/de/maasai-mara", link.href))).toHaveLength(0);
  });
});

describe("NAV_LINKS", () => {
  it("lists the specification's links in its order", () => {
    expect(NAV_LINKS.map((link) => link.href)).toEqual([
      "/",
      "/about",
      "/safaris",
      "/destinations",
      "/hotels-and-lodges",
      "/video-gallery",
      "/reviews",
      "/contact",
    ]);
  });
});
