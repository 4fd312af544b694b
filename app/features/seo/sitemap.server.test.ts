import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinations, hotelsLodges, reviews, safariPackages, videos } from "~/db/schema";
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
    expect(locs(xml)[0]).toBe(`${siteUrl}/`);
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

  it("lists every public page of the catalogue with absolute URLs", async () => {
    const xml = await sitemapXml(database.db, siteUrl);
    expect(locs(xml)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/about`,
      `${siteUrl}/safaris`,
      `${siteUrl}/destinations`,
      `${siteUrl}/hotels-and-lodges`,
      `${siteUrl}/video-gallery`,
      `${siteUrl}/reviews`,
      `${siteUrl}/contact`,
      `${siteUrl}/safaris/${safariIds[1]}`,
      `${siteUrl}/safaris/${safariIds[0]}`,
      `${siteUrl}/amboseli`,
      `${siteUrl}/maasai-mara`,
      `${siteUrl}/hotels-and-lodges/mara-river-camp`,
    ]);
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
  });
});

describe("buildSitemapXml", () => {
  it("is a well-formed urlset that escapes XML characters", () => {
    const xml = buildSitemapXml(siteUrl, [{ path: "/a&b", lastModified: null }]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain(`<loc>${siteUrl}/a&amp;b</loc>`);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });
});
