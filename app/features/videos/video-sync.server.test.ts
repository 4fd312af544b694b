// The YouTube sync against a real HTTP stand-in for the API and a real database: success, an empty
// channel, an API error, and the rules of the upsert.
import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videos } from "~/db/schema";
import { YouTubeApiError } from "~/services/youtube/youtube-api.server";
import { type FakeYouTubeServer, fakeVideo, startFakeYouTubeServer } from "../../../tests/fakes/youtube-server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { syncChannelVideos, VideoSyncNotConfigured, type YouTubeConfig } from "./video-sync.server";
import { listGalleryVideos } from "./videos.server";

let database: TestDatabase;
let youtube: FakeYouTubeServer;
let config: YouTubeConfig;

beforeAll(async () => {
  [database, youtube] = await Promise.all([createTestDatabase(), startFakeYouTubeServer()]);
  config = {
    YOUTUBE_API_KEY: youtube.apiKey,
    YOUTUBE_CHANNEL_ID: youtube.channelId,
    YOUTUBE_API_BASE_URL: youtube.baseUrl,
  };
});

afterAll(async () => {
  await youtube?.stop();
  await database?.destroy();
});

beforeEach(async () => {
  await database.db.delete(videos);
  youtube.videos = [];
  youtube.failWith = null;
  youtube.requests.length = 0;
});

afterEach(() => {
  expect(youtube.problems, "requests the stand-in refused").toEqual([]);
});

async function allVideos() {
  return database.db.select().from(videos).orderBy(asc(videos.id));
}

describe("syncChannelVideos", () => {
  it("makes exactly the specification's search call, with the key only in that request", async () => {
    await syncChannelVideos(database.db, config);
    expect(youtube.requests).toEqual([
      {
        path: "/youtube/v3/search",
        query: {
          part: "snippet",
          channelId: youtube.channelId,
          maxResults: "50",
          order: "date",
          type: "video",
          key: youtube.apiKey,
        },
      },
    ]);
  });

  it("imports the channel's videos with title, description, largest thumbnail and date", async () => {
    youtube.videos = [
      fakeVideo(1, {
        title: "Leopard &amp; Cub in the Mara",
        description: "A mother leopard&#39;s evening with her cub.",
        publishedAt: "2030-03-04T05:06:07Z",
      }),
      fakeVideo(2, {
        title: "Sundowners at the Camp",
        thumbnails: { medium: "https://i.ytimg.com/vi/vid00000002/mqdefault.jpg" },
      }),
      fakeVideo(3, { thumbnails: {} }),
    ];
    const result = await syncChannelVideos(database.db, config);
    expect(result).toEqual({ received: 3, inserted: 3, updated: 0 });

    const rows = await allVideos();
    expect(rows.map((row) => row.youtubeId)).toEqual(["vid00000001", "vid00000002", "vid00000003"]);
    expect(rows[0]).toMatchObject({
      title: "Leopard & Cub in the Mara",
      description: "A mother leopard's evening with her cub.",
      thumbnailUrl: "https://i.ytimg.com/vi/vid00000001/hqdefault.jpg",
      fileUrl: null,
    });
    expect(rows[0]!.publishedAt.toISOString()).toBe("2030-03-04T05:06:07.000Z");
    expect(rows[1]!.thumbnailUrl).toBe("https://i.ytimg.com/vi/vid00000002/mqdefault.jpg");
    expect(rows[2]!.thumbnailUrl).toBeNull();

    const gallery = await listGalleryVideos(database.db);
    expect(gallery[0]).toMatchObject({
      title: "Leopard & Cub in the Mara",
      category: "wildlife",
      source: { kind: "youtube", youtubeId: "vid00000001" },
      watchUrl: "https://www.youtube.com/watch?v=vid00000001",
    });
    expect(gallery[1]).toMatchObject({ category: "accommodations" });
  });

  it("upserts by video id: a second run updates what changed and adds what is new, never duplicates", async () => {
    youtube.videos = [fakeVideo(1), fakeVideo(2)];
    await syncChannelVideos(database.db, config);
    const [first] = await allVideos();

    youtube.videos = [
      fakeVideo(0, { title: "Brand new" }),
      fakeVideo(1, { title: "Renamed on YouTube" }),
      fakeVideo(2),
    ];
    const result = await syncChannelVideos(database.db, config);
    expect(result).toEqual({ received: 3, inserted: 1, updated: 2 });

    const rows = await allVideos();
    expect(rows).toHaveLength(3);
    const renamed = rows.find((row) => row.youtubeId === "vid00000001");
    expect(renamed?.id).toBe(first!.id);
    expect(renamed?.title).toBe("Renamed on YouTube");
  });

  it("leaves staff's own videos and videos gone from the channel alone", async () => {
    await database.db.insert(videos).values({ title: "Our own clip", fileUrl: "/media/videos/own.webm" });
    youtube.videos = [fakeVideo(1)];
    await syncChannelVideos(database.db, config);
    youtube.videos = [fakeVideo(2)];
    await syncChannelVideos(database.db, config);
    const rows = await allVideos();
    expect(rows.map((row) => row.youtubeId ?? row.fileUrl)).toEqual([
      "/media/videos/own.webm",
      "vid00000001",
      "vid00000002",
    ]);
  });

  it("imports at most the 50 newest", async () => {
    youtube.videos = Array.from({ length: 60 }, (_, index) => fakeVideo(index + 1));
    const result = await syncChannelVideos(database.db, config);
    expect(result.inserted).toBe(50);
    expect(await database.db.$count(videos)).toBe(50);
  });

  it("changes nothing for an empty channel", async () => {
    await database.db.insert(videos).values({ title: "Kept", youtubeId: "kept0000001" });
    const before = await allVideos();
    const result = await syncChannelVideos(database.db, config);
    expect(result).toEqual({ received: 0, inserted: 0, updated: 0 });
    expect(await allVideos()).toEqual(before);
  });

  it.each([403, 404, 500, 503])(
    "reports HTTP %i as 'YouTube API error: {status}' and changes nothing",
    async (status) => {
      youtube.videos = [fakeVideo(1, { title: "Kept title" })];
      await syncChannelVideos(database.db, config);
      const before = await allVideos();

      youtube.videos = [fakeVideo(1, { title: "Must not be written" }), fakeVideo(2)];
      youtube.failWith = status;
      const failure = syncChannelVideos(database.db, config);
      await expect(failure).rejects.toBeInstanceOf(YouTubeApiError);
      await expect(failure).rejects.toThrow(`YouTube API error: ${status}`);
      expect(await allVideos()).toEqual(before);
    },
  );

  it("skips items without a video id and copes with missing fields", async () => {
    const response = {
      items: [
        { id: { kind: "youtube#channel", channelId: "UCx" }, snippet: { title: "A channel, not a video" } },
        { id: { videoId: "good0000001" }, snippet: { title: "", description: null, publishedAt: "not a date" } },
        { id: { videoId: "<script>" }, snippet: { title: "Bad id" } },
        { id: { videoId: "nosnippet01" } },
      ],
    };
    const fakeFetch: typeof fetch = async () => Response.json(response);
    const result = await syncChannelVideos(database.db, config, { fetch: fakeFetch });
    expect(result).toEqual({ received: 1, inserted: 1, updated: 0 });
    const [row] = await allVideos();
    expect(row).toMatchObject({ youtubeId: "good0000001", title: "good0000001", description: "" });
  });

  it("refuses to run without a key and a channel id, and makes no request", async () => {
    await expect(syncChannelVideos(database.db, { ...config, YOUTUBE_API_KEY: undefined })).rejects.toBeInstanceOf(
      VideoSyncNotConfigured,
    );
    await expect(syncChannelVideos(database.db, { ...config, YOUTUBE_CHANNEL_ID: undefined })).rejects.toBeInstanceOf(
      VideoSyncNotConfigured,
    );
    expect(youtube.requests).toEqual([]);
  });
});

describe("listGalleryVideos", () => {
  it("lists playable videos newest first, preferring YouTube over a file and refusing unsafe URLs", async () => {
    await database.db.insert(videos).values([
      { title: "Old file", fileUrl: "/media/videos/old.webm", publishedAt: new Date("2029-01-01T00:00:00Z") },
      {
        title: "Both",
        youtubeId: "both0000001",
        fileUrl: "/media/videos/both.webm",
        publishedAt: new Date("2029-06-01T00:00:00Z"),
      },
      {
        title: "Script link",
        fileUrl: "javascript:alert(1)",
        thumbnailUrl: "javascript:alert(2)",
        publishedAt: new Date("2029-07-01T00:00:00Z"),
      },
      {
        title: "Long",
        description: "word ".repeat(60),
        fileUrl: "https://cdn.example.com/v.mp4",
        publishedAt: new Date("2029-03-01T00:00:00Z"),
      },
    ]);
    const gallery = await listGalleryVideos(database.db);
    expect(gallery.map((video) => video.title)).toEqual(["Both", "Long", "Old file"]);
    expect(gallery[0]!.source).toEqual({ kind: "youtube", youtubeId: "both0000001" });
    expect(gallery[1]!.source).toEqual({ kind: "file", url: "https://cdn.example.com/v.mp4" });
    expect(gallery[1]!.excerpt.length).toBeLessThanOrEqual(120);
    expect(gallery[1]!.excerpt.endsWith("…")).toBe(true);
    expect(gallery[2]!.watchUrl).toBe("/media/videos/old.webm");
    const youtubeRows = await database.db.select().from(videos).where(isNotNull(videos.youtubeId));
    expect(youtubeRows).toHaveLength(1);
    expect((await database.db.select().from(videos).where(eq(videos.title, "Script link"))).length).toBe(1);
  });
});
