// The video gallery in Chromium against the production build: the seeded clips plus two videos imported
// by the YouTube sync from the local stand-in of the API. Filtering by category (with and without
// script), the count badge, the 120-character excerpts, and the modal player opened and closed by
// keyboard with focus returned. Every page and state is scanned for accessibility problems.

import { rm } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { syncChannelVideos } from "~/features/videos/video-sync.server";
import { sampleVideos } from "~/seed/content/videos";
import { seedDatabase } from "~/seed/seed.server";
import { type FakeYouTubeServer, fakeVideo, startFakeYouTubeServer } from "../fakes/youtube-server";
import { type AppServer, makeTempDir, startAppServer } from "./support/app-server";
import { expectAccessible, expectEveryVisitedPageScanned } from "./support/axe";
import { closePage, launchBrowser, openPage, phone, recordOf, visit } from "./support/browser";
import { get, visibleText } from "./support/http";

const YOUTUBE_VIDEOS = [
  fakeVideo(1, {
    videoId: "leopardCub01",
    title: "Leopard &amp; Cub at Dusk",
    description: "A leopard and her cub in the last light, filmed from the vehicle at a respectful distance.",
    publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
  }),
  fakeVideo(2, {
    videoId: "sundownLodge",
    title: "Sundowners at the Lodge",
    description: "Evenings at the lodge: the fire, the stars and the sounds of the bush.",
    publishedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  }),
];
const TOTAL = sampleVideos.length + YOUTUBE_VIDEOS.length;

let server: AppServer;
let browser: Browser;
let youtube: FakeYouTubeServer;
let dataDir: string;
const pages: Page[] = [];

beforeAll(async () => {
  dataDir = await makeTempDir("heartbeest-videos-e2e-");
  youtube = await startFakeYouTubeServer({ videos: YOUTUBE_VIDEOS });
  // The database the server will open: sample content, then what `npm run sync-videos` imports.
  const handle = await openDatabase({ dataDir: path.join(dataDir, "db") });
  try {
    await handle.migrate();
    await seedDatabase(handle.db);
    const result = await syncChannelVideos(handle.db, {
      YOUTUBE_API_KEY: youtube.apiKey,
      YOUTUBE_CHANNEL_ID: youtube.channelId,
      YOUTUBE_API_BASE_URL: youtube.baseUrl,
    });
    expect(result).toEqual({ received: 2, inserted: 2, updated: 0 });
  } finally {
    await handle.close();
  }
  [server, browser] = await Promise.all([startAppServer({ dataDir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await youtube?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  try {
    for (const page of pages) {
      expectEveryVisitedPageScanned(page);
      expect(recordOf(page).problems, "script errors in the browser").toEqual([]);
    }
  } finally {
    await Promise.all(pages.splice(0).map(closePage));
  }
});

async function newPage(options: Parameters<typeof openPage>[2] = {}): Promise<Page> {
  const page = await openPage(browser, server.url, options);
  pages.push(page);
  return page;
}

const filter = (page: Page) => page.getByRole("navigation", { name: "Filter videos by category" });
const countBadge = (page: Page) => page.getByText(/^\d+ videos?$/);
const cards = (page: Page) => page.locator("#films article");

describe("the gallery", () => {
  it("is rendered by the server with every category present, the count and the shortened descriptions", async () => {
    const response = await get(`${server.url}/video-gallery`);
    expect(response.status).toBe(200);
    const text = visibleText(response.text);
    expect(text).toContain(`${TOTAL} videos`);
    for (const chip of ["All", "Wildlife", "Culture", "Accommodations", "Destinations", "Activities", "General"]) {
      expect(response.text).toContain(`>${chip}</a>`);
    }
    expect(text).toContain("Leopard & Cub at Dusk");
    // No API key or channel detail ever reaches the page.
    expect(response.text).not.toContain(youtube.apiKey);

    const page = await newPage();
    await visit(page, "/video-gallery");
    await expectAccessible(page, "gallery");
    expect(await cards(page).count()).toBe(TOTAL);
    const excerpts = await page.locator("#films article .card-body > p:not(:last-child)").allTextContents();
    expect(excerpts.length).toBe(TOTAL);
    for (const excerpt of excerpts) expect(excerpt.length).toBeLessThanOrEqual(120);
    expect(excerpts.some((excerpt) => excerpt.endsWith("…"))).toBe(true);
    // Newest first: the two imported videos are from the last two days.
    expect(await cards(page).first().getByRole("heading").textContent()).toBe("Leopard & Cub at Dusk");
  });

  it("filters by category with the chips, updating the URL and the count badge", async () => {
    const page = await newPage();
    await visit(page, "/video-gallery");
    await expectAccessible(page, "gallery");
    await filter(page).getByRole("link", { name: "Wildlife" }).click();
    await page.waitForURL(/\?category=wildlife$/);
    await expect.poll(() => countBadge(page).textContent()).toBe("4 videos");
    expect(await filter(page).getByRole("link", { name: "Wildlife" }).getAttribute("aria-current")).toBe("page");
    const badges = await cards(page).locator(".badge").allTextContents();
    expect(badges).toEqual(["Wildlife", "Wildlife", "Wildlife", "Wildlife"]);
    await expectAccessible(page, "wildlife");

    await filter(page).getByRole("link", { name: "Accommodations" }).click();
    await page.waitForURL(/\?category=accommodations$/);
    await expect.poll(() => countBadge(page).textContent()).toBe("3 videos");
    await expectAccessible(page, "accommodations");

    await filter(page).getByRole("link", { name: "All" }).click();
    await page.waitForURL((url) => url.pathname === "/video-gallery" && url.search === "");
    await expect.poll(() => countBadge(page).textContent()).toBe(`${TOTAL} videos`);
    await expectAccessible(page, "all again");
  });

  it("treats an unknown category as All", async () => {
    const response = await get(`${server.url}/video-gallery?category=no-such-thing`);
    expect(response.status).toBe(200);
    expect(visibleText(response.text)).toContain(`${TOTAL} videos`);
  });

  it("works without JavaScript: chips are links, and each card links to the video itself", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: phone });
    await visit(page, "/video-gallery");
    await expectAccessible(page, "gallery without script");
    await filter(page).getByRole("link", { name: "Culture" }).click();
    await page.waitForURL(/\?category=culture$/);
    await expectAccessible(page, "culture without script");
    expect(await countBadge(page).textContent()).toBe("1 video");
    const link = cards(page).first().getByRole("link");
    expect(await link.getAttribute("href")).toBe("/media/videos/maasai-village-culture.webm");

    await visit(page, "/video-gallery?category=wildlife");
    await expectAccessible(page, "wildlife without script");
    expect(await cards(page).first().getByRole("link").getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=leopardCub01",
    );
  });
});

describe("the player", () => {
  it("opens by keyboard, plays the clip, closes with Escape and the close button, and returns focus", async () => {
    const page = await newPage();
    await visit(page, "/video-gallery?category=culture");
    await expectAccessible(page, "culture");
    const link = page.getByRole("link", { name: "Play video: Maasai Village Culture: Songs and the Jumping Dance" });
    await link.focus();
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Maasai Village Culture: Songs and the Jumping Dance" });
    await dialog.waitFor();
    const video = dialog.locator("video");
    expect(await video.getAttribute("src")).toBe("/media/videos/maasai-village-culture.webm");
    expect(
      await video.evaluate((element: HTMLVideoElement) => [element.autoplay, element.muted, element.controls]),
    ).toEqual([true, true, true]);
    // Decoding starts late on a busy machine (software video, no GPU): give playback time to begin.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0), { timeout: 20_000 })
      .toBe(true);
    await expectAccessible(page, "player open");

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    // Focus comes back as the dialog unmounts, which can trail its removal by a frame or two.
    await expect
      .poll(() => link.evaluate((element) => element === document.activeElement), { timeout: 5_000 })
      .toBe(true);

    await page.keyboard.press("Enter");
    await dialog.waitFor();
    const close = dialog.getByRole("button", { name: "Close video" });
    await close.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    // Focus comes back as the dialog unmounts, which can trail its removal by a frame or two.
    await expect
      .poll(() => link.evaluate((element) => element === document.activeElement), { timeout: 5_000 })
      .toBe(true);
    // Filtering never left the page: the URL is still the category's.
    expect(new URL(page.url()).search).toBe("?category=culture");
  });

  it("plays a YouTube video from youtube-nocookie.com with autoplay, on a phone", async () => {
    const page = await newPage({ viewport: phone });
    // The embed cannot load here (no internet); the test checks what the page asks for.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await visit(page, "/video-gallery");
    await expectAccessible(page, "gallery on a phone");
    await page.getByRole("link", { name: "Play video: Sundowners at the Lodge" }).click();
    const dialog = page.getByRole("dialog", { name: "Sundowners at the Lodge" });
    await dialog.waitFor();
    const frame = dialog.locator("iframe");
    expect(await frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/sundownLodge?autoplay=1&rel=0",
    );
    expect(await frame.getAttribute("title")).toBe("YouTube video player: Sundowners at the Lodge");
    expect(await frame.getAttribute("allow")).toContain("autoplay");
    await expectAccessible(page, "YouTube player open");
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
  });
});
