import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinations, hotelsLodges, reviews, safariPackages, videos } from "~/db/schema";
import { LOCALES } from "~/i18n/locales";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { listPublicUrls } from "./public-urls.server";
import { buildSitemapXml, sitemapXml } from "./sitemap.server";

const siteUrl = "https://www.heartbeest-safari.example";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.destroy();
});

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

/** Each <url> entry: its address and its alternates, hreflang -> href, in the order written. */
function entries(xml: string): { loc: string; alternates: [string, string][] }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      (match): [string, string] => [match[1]!, match[2]!],
    ),
  }));
}

/** Every page in English, then every page in German, French, Italian and Spanish, as absolute URLs. */
function inEveryLanguage(english: string[], localized: (path: string) => string[]): string[] {
  return [
    ...english.map((path) => `${siteUrl}${path}`),
    ...[0, 1, 2, 3].flatMap((language) => english.map((path) => `${siteUrl}${localized(path)[language]}`)),
  ];
}

describe("sitemap of an empty catalogue", () => {
  it("lists the static pages, without dates it cannot know", async () => {
    const urls = await listPublicUrls(database.db);
    expect(urls.map((url) => url.path)).toEqual([
      "/",
      "/about",
      "/safaris",
      "/destinations",
      "/hotels-and-lodges",
      "/video-gallery",
      "/reviews",
      "/contact",
    ]);
    expect(urls.every((url) => url.lastModified === null)).toBe(true);
    const xml = await sitemapXml(database.db, siteUrl);
    expect(xml).not.toContain("<lastmod>");
    expect(locs(xml)).toHaveLength(8 * LOCALES.length);
    expect(locs(xml)[0]).toBe(`${siteUrl}/`);
    expect(locs(xml).filter((loc) => /^https:\/\/[^/]+\/(de|fr|it|es)$/.test(loc))).toEqual([
      `${siteUrl}/de`,
      `${siteUrl}/fr`,
      `${siteUrl}/it`,
      `${siteUrl}/es`,
    ]);
  });
});

describe("sitemap of a catalogue", () => {
  const day = (n: number) => new Date(Date.UTC(2024, 5, n, 8, 30, 0));
  let safariIds: number[];

  beforeAll(async () => {
    const rows = await database.db
      .insert(safariPackages)
      .values([
        { slug: "mara", title: "Mara", durationDays: 4, createdAt: day(1), updatedAt: day(10) },
        { slug: "serengeti", title: "Serengeti", durationDays: 6, createdAt: day(2), updatedAt: day(3) },
      ])
      .returning({ id: safariPackages.id });
    safariIds = rows.map((row) => row.id);
    await database.db.insert(destinations).values([
      { slug: "maasai-mara", name: "Maasai Mara", region: "Narok, Kenya", country: "Kenya", updatedAt: day(5) },
      { slug: "amboseli", name: "Amboseli", region: "Kajiado, Kenya", country: "Kenya", updatedAt: day(12) },
      { slug: "contact", name: "Contact Bay", region: "Coast, Kenya", country: "Kenya", updatedAt: day(1) },
    ]);
    await database.db
      .insert(hotelsLodges)
      .values({ slug: "mara-river-camp", name: "Mara River Camp", updatedAt: day(7) });
    await database.db.insert(videos).values({ title: "Migration", youtubeId: "abc", updatedAt: day(4) });
    await database.db.insert(reviews).values([
      { userName: "A", email: "a@example.com", rating: 5, comment: "Great", status: "published", createdAt: day(6) },
      {
        userName: "B",
        email: "b@example.com",
        rating: 4,
        comment: "Good",
        status: "published",
        createdAt: day(2),
        publishedAt: day(8),
      },
      { userName: "S", email: "s@example.com", rating: 1, comment: "Spam", status: "pending", createdAt: day(20) },
    ]);
  });

  it("lists every public page of the catalogue in every language, with absolute URLs", async () => {
    const xml = await sitemapXml(database.db, siteUrl);
    const [second, first] = [safariIds[1], safariIds[0]];
    const localized: Record<string, string[]> = {
      "/": ["/de", "/fr", "/it", "/es"],
      "/about": ["/de/ueber-uns", "/fr/a-propos", "/it/chi-siamo", "/es/quienes-somos"],
      "/safaris": ["/de/safaris", "/fr/safaris", "/it/safari", "/es/safaris"],
      "/destinations": ["/de/reiseziele", "/fr/destinations", "/it/destinazioni", "/es/destinos"],
      "/hotels-and-lodges": ["/de/unterkuenfte", "/fr/hebergements", "/it/alloggi", "/es/alojamientos"],
      "/video-gallery": ["/de/videos", "/fr/videos", "/it/video", "/es/videos"],
      "/reviews": ["/de/bewertungen", "/fr/avis", "/it/recensioni", "/es/opiniones"],
      "/contact": ["/de/kontakt", "/fr/contact", "/it/contatti", "/es/contacto"],
      [`/safaris/${second}`]: [
        `/de/safaris/${second}`,
        `/fr/safaris/${second}`,
        `/it/safari/${second}`,
        `/es/safaris/${second}`,
      ],
      [`/safaris/${first}`]: [
        `/de/safaris/${first}`,
        `/fr/safaris/${first}`,
        `/it/safari/${first}`,
        `/es/safaris/${first}`,
      ],
      "/amboseli": ["/de/amboseli", "/fr/amboseli", "/it/amboseli", "/es/amboseli"],
      "/maasai-mara": ["/de/maasai-mara", "/fr/maasai-mara", "/it/maasai-mara", "/es/maasai-mara"],
      "/hotels-and-lodges/mara-river-camp": [
        "/de/unterkuenfte/mara-river-camp",
        "/fr/hebergements/mara-river-camp",
        "/it/alloggi/mara-river-camp",
        "/es/alojamientos/mara-river-camp",
      ],
    };
    expect(locs(xml)).toEqual(inEveryLanguage(Object.keys(localized), (path) => localized[path] ?? []));
  });

  it("names, in each entry, the page in all five languages and x-default, the English page", async () => {
    const xml = await sitemapXml(database.db, siteUrl);
    const lodge = entries(xml).filter((entry) => entry.loc.includes("mara-river-camp"));
    const expected: [string, string][] = [
      ["en", `${siteUrl}/hotels-and-lodges/mara-river-camp`],
      ["de", `${siteUrl}/de/unterkuenfte/mara-river-camp`],
      ["fr", `${siteUrl}/fr/hebergements/mara-river-camp`],
      ["it", `${siteUrl}/it/alloggi/mara-river-camp`],
      ["es", `${siteUrl}/es/alojamientos/mara-river-camp`],
      ["x-default", `${siteUrl}/hotels-and-lodges/mara-river-camp`],
    ];
    expect(lodge.map((entry) => entry.loc)).toEqual(expected.slice(0, 5).map(([, href]) => href));
    // English first: a reader of the sitemap meets every English page before any other language's.
    expect(locs(xml).findIndex((loc) => /\/de(\/|$)/.test(loc))).toBe(13);
    for (const entry of lodge) expect(entry.alternates).toEqual(expected);
    // Every entry names itself among its alternates, and every alternate is itself an entry.
    const all = entries(xml);
    const listed = new Set(all.map((entry) => entry.loc));
    for (const entry of all) {
      expect(entry.alternates.map(([hrefLang]) => hrefLang)).toEqual([...LOCALES, "x-default"]);
      expect(entry.alternates.map(([, href]) => href)).toContain(entry.loc);
      for (const [, href] of entry.alternates) expect(listed.has(href)).toBe(true);
    }
  });

  it("leaves out a destination whose slug is one of the site's own pages", async () => {
    const paths = (await listPublicUrls(database.db)).map((url) => url.path);
    expect(paths.filter((path) => path === "/contact")).toHaveLength(1);
  });

  it("dates each page by its own change, and list pages by their newest item", async () => {
    const dates = new Map((await listPublicUrls(database.db)).map((url) => [url.path, url.lastModified]));
    expect(dates.get(`/safaris/${safariIds[0]}`)).toEqual(day(10));
    expect(dates.get("/safaris")).toEqual(day(10));
    expect(dates.get("/destinations")).toEqual(day(12));
    expect(dates.get("/maasai-mara")).toEqual(day(5));
    expect(dates.get("/hotels-and-lodges")).toEqual(day(7));
    expect(dates.get("/video-gallery")).toEqual(day(4));
    // Publication counts over writing; pending reviews do not count at all.
    expect(dates.get("/reviews")).toEqual(day(8));
    expect(dates.get("/")).toEqual(day(12));
    expect(dates.get("/about")).toBeNull();
  });

  it("writes lastmod as a W3C datetime", async () => {
    const xml = await sitemapXml(database.db, siteUrl);
    expect(xml).toContain(`<loc>${siteUrl}/safaris/${safariIds[0]}</loc>\n    <lastmod>2024-06-10T08:30:00Z</lastmod>`);
    // Each language's copy changed when the page did.
    expect(xml).toContain(
      `<loc>${siteUrl}/it/safari/${safariIds[0]}</loc>\n    <lastmod>2024-06-10T08:30:00Z</lastmod>`,
    );
  });
});

describe("buildSitemapXml", () => {
  it("is a well-formed urlset that escapes XML characters", () => {
    const xml = buildSitemapXml(siteUrl, [{ path: "/a&b", lastModified: null }]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<loc>${siteUrl}/a&amp;b</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${siteUrl}/de/a&amp;b"/>`);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("leaves a page out of a language where its address is another page's (a destination called 'kontakt')", () => {
    const xml = buildSitemapXml(siteUrl, [{ path: "/kontakt", lastModified: null }]);
    expect(locs(xml)).toEqual([
      `${siteUrl}/kontakt`,
      `${siteUrl}/fr/kontakt`,
      `${siteUrl}/it/kontakt`,
      `${siteUrl}/es/kontakt`,
    ]);
    expect(xml).not.toContain(`${siteUrl}/de/kontakt`);
    expect(entries(xml)[0]?.alternates.map(([hrefLang]) => hrefLang)).toEqual(["en", "fr", "it", "es", "x-default"]);
  });
});
