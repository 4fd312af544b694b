import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalUrl, notFoundMeta, pageMeta, pageTitle } from "./page-meta";

const siteUrl = "https://www.heartbeest-safari.example";

function find(tags: MetaDescriptor[], key: string, value: string) {
  return tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;
}

describe("pageTitle", () => {
  it("follows '{Page} | Heartbeest Safari', and is the site's name alone on the home page", () => {
    expect(pageTitle("Safari Packages")).toBe("Safari Packages | Heartbeest Safari");
    expect(pageTitle()).toBe("Heartbeest Safari");
  });
});

describe("canonicalUrl", () => {
  it.each([
    ["/", `${siteUrl}/`],
    ["", `${siteUrl}/`],
    ["/safaris/12", `${siteUrl}/safaris/12`],
    ["safaris", `${siteUrl}/safaris`],
    ["/safaris/", `${siteUrl}/safaris`],
    ["/reviews?page=2#top", `${siteUrl}/reviews`],
    ["/?utm_source=x", `${siteUrl}/`],
  ])("%j -> %s", (path, expected) => {
    expect(canonicalUrl(siteUrl, path)).toBe(expected);
  });

  it("tolerates a site URL given with a trailing slash", () => {
    expect(canonicalUrl(`${siteUrl}/`, "/about")).toBe(`${siteUrl}/about`);
  });
});

describe("absoluteUrl", () => {
  it.each([
    ["/images/mara.jpg", `${siteUrl}/images/mara.jpg`],
    ["images/mara.jpg", `${siteUrl}/images/mara.jpg`],
    ["https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"],
    ["data:image/png;base64,AAAA", null],
    ["javascript:alert(1)", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j -> %s", (value, expected) => {
    expect(absoluteUrl(siteUrl, value)).toBe(expected);
  });
});

describe("pageMeta", () => {
  const tags = pageMeta({
    siteUrl,
    path: "/safaris/12",
    title: "Maasai Mara Explorer",
    description: "Four days on the plains of the Maasai Mara.",
    image: "/media/mara.jpg",
    type: "product",
  });

  it("gives title, description and canonical link", () => {
    expect(tags[0]).toEqual({ title: "Maasai Mara Explorer | Heartbeest Safari" });
    expect(find(tags, "name", "description")?.content).toBe("Four days on the plains of the Maasai Mara.");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteUrl}/safaris/12` });
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("gives every Open Graph tag, the image made absolute", () => {
    expect(find(tags, "property", "og:title")?.content).toBe("Maasai Mara Explorer");
    expect(find(tags, "property", "og:description")?.content).toBe("Four days on the plains of the Maasai Mara.");
    expect(find(tags, "property", "og:url")?.content).toBe(`${siteUrl}/safaris/12`);
    expect(find(tags, "property", "og:type")?.content).toBe("product");
    expect(find(tags, "property", "og:image")?.content).toBe(`${siteUrl}/media/mara.jpg`);
    expect(find(tags, "property", "og:site_name")?.content).toBe("Heartbeest Safari");
    expect(find(tags, "property", "og:locale")?.content).toBe("en_GB");
  });

  it("names the artwork's JPEG for link previews, which take no SVG", () => {
    const art = pageMeta({ siteUrl, path: "/safaris", description: "Safaris.", image: "/art/site/safaris-hero.svg" });
    expect(find(art, "property", "og:image")?.content).toBe(`${siteUrl}/art/site/safaris-hero.jpg`);
    expect(find(art, "name", "twitter:image")?.content).toBe(`${siteUrl}/art/site/safaris-hero.jpg`);
  });

  it("gives a large Twitter card when there is an image", () => {
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:title")?.content).toBe("Maasai Mara Explorer");
    expect(find(tags, "name", "twitter:image")?.content).toBe(`${siteUrl}/media/mara.jpg`);
  });

  it("uses the site's name on the home page, 'website' as type and a small card without image", () => {
    const home = pageMeta({ siteUrl, path: "/", description: "Safaris in Kenya and Tanzania." });
    expect(home[0]).toEqual({ title: "Heartbeest Safari" });
    expect(find(home, "property", "og:title")?.content).toBe("Heartbeest Safari");
    expect(find(home, "property", "og:type")?.content).toBe("website");
    expect(find(home, "property", "og:url")?.content).toBe(`${siteUrl}/`);
    expect(find(home, "property", "og:image")).toBeUndefined();
    expect(find(home, "name", "twitter:card")?.content).toBe("summary");
  });

  it("shortens a long description to at most 160 characters", () => {
    const long = "The great plains stretch to the horizon under a wide sky. ".repeat(6);
    const meta = pageMeta({ siteUrl, path: "/about", title: "About", description: long });
    const description = find(meta, "name", "description")?.content ?? "";
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
  });

  it("marks a page noindex and then gives it no canonical link", () => {
    const meta = pageMeta({ siteUrl, path: "/booking/3", title: "Book", description: "Book", noindex: true });
    expect(find(meta, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
  });
});

describe("pageMeta in each language", () => {
  const alternates = (tags: MetaDescriptor[]) =>
    tags
      .filter((tag) => (tag as Record<string, unknown>).rel === "alternate")
      .map((tag) => [(tag as Record<string, string>).hreflang, (tag as Record<string, string>).href]);
  const everyLanguage = [
    ["en", `${siteUrl}/hotels-and-lodges/mara-camp`],
    ["de", `${siteUrl}/de/unterkuenfte/mara-camp`],
    ["fr", `${siteUrl}/fr/hebergements/mara-camp`],
    ["it", `${siteUrl}/it/alloggi/mara-camp`],
    ["es", `${siteUrl}/es/alojamientos/mara-camp`],
    ["x-default", `${siteUrl}/hotels-and-lodges/mara-camp`],
  ];

  it("gives the canonical link and og:url in the page's own language, and hreflang links to every language", () => {
    const page = { siteUrl, path: "/hotels-and-lodges/mara-camp", title: "Mara Camp", description: "A camp." };
    const english = pageMeta({ ...page, locale: "en" });
    const german = pageMeta({ ...page, locale: "de" });
    expect(find(english, "rel", "canonical")?.href).toBe(`${siteUrl}/hotels-and-lodges/mara-camp`);
    expect(find(german, "rel", "canonical")?.href).toBe(`${siteUrl}/de/unterkuenfte/mara-camp`);
    expect(find(german, "property", "og:url")?.content).toBe(`${siteUrl}/de/unterkuenfte/mara-camp`);
    expect(alternates(english)).toEqual(everyLanguage);
    expect(alternates(german)).toEqual(everyLanguage);
  });

  it("names the page's Open Graph locale and the others as alternates", () => {
    const french = pageMeta({ siteUrl, path: "/", description: "Safaris.", locale: "fr" });
    expect(find(french, "property", "og:locale")?.content).toBe("fr_FR");
    expect(
      french
        .filter((tag) => (tag as Record<string, unknown>).property === "og:locale:alternate")
        .map((tag) => (tag as Record<string, string>).content),
    ).toEqual(["en_GB", "de_DE", "it_IT", "es_ES"]);
    expect(find(french, "rel", "canonical")?.href).toBe(`${siteUrl}/fr`);
  });

  it("reads an address already in a language back to its page", () => {
    const tags = pageMeta({ siteUrl, path: "/it/recensioni", title: "Recensioni", description: "x", locale: "it" });
    expect(find(tags, "rel", "canonical")?.href).toBe(`${siteUrl}/it/recensioni`);
    expect(alternates(tags)[0]).toEqual(["en", `${siteUrl}/reviews`]);
  });

  it("keeps a noindex page noindex in every language, with its hreflang links but no canonical", () => {
    const tags = pageMeta({
      siteUrl,
      path: "/booking/3",
      title: "Book",
      description: "Book",
      noindex: true,
      locale: "es",
    });
    expect(find(tags, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(tags, "rel", "canonical")).toBeUndefined();
    expect(alternates(tags).map(([hrefLang]) => hrefLang)).toEqual(["en", "de", "fr", "it", "es", "x-default"]);
    expect(find(tags, "property", "og:url")?.content).toBe(`${siteUrl}/es/reserva/3`);
  });

  it("keeps the query of a page whose address has one (a country's safaris)", () => {
    const tags = pageMeta({
      siteUrl,
      path: "/safaris?country=kenya",
      keepQuery: true,
      title: "Kenya",
      description: "Kenya safaris.",
      locale: "it",
    });
    expect(find(tags, "rel", "canonical")?.href).toBe(`${siteUrl}/it/safari?country=kenya`);
    expect(alternates(tags)).toContainEqual(["x-default", `${siteUrl}/safaris?country=kenya`]);
  });
});

describe("notFoundMeta", () => {
  it("titles the page with its message and keeps it out of search results", () => {
    expect(notFoundMeta("Safari not found")).toEqual([
      { title: "Safari not found | Heartbeest Safari" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("names the same address in every language and x-default, from any language's copy", () => {
    const links = (requestUrl: string) =>
      notFoundMeta("Safari not found", { siteUrl: "https://example.com", requestUrl })
        .filter((tag) => "hreflang" in tag)
        .map((tag) => `${(tag as Record<string, string>).hreflang} ${(tag as Record<string, string>).href}`);
    const expected = [
      "en https://example.com/safaris/999",
      "de https://example.com/de/safaris/999",
      "fr https://example.com/fr/safaris/999",
      "it https://example.com/it/safari/999",
      "es https://example.com/es/safaris/999",
      "x-default https://example.com/safaris/999",
    ];
    expect(links("https://example.com/safaris/999")).toEqual(expected);
    expect(links("https://example.com/it/safari/999?x=1")).toEqual(expected);
  });
});
