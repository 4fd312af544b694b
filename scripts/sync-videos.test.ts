// `npm run sync-videos` as an operator runs it: configuration from the environment, the API stand-in on
// 127.0.0.1, a real database; what it prints and the exit code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { videos } from "~/db/schema";
import { type FakeYouTubeServer, fakeVideo, startFakeYouTubeServer } from "../tests/fakes/youtube-server";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";
import { syncVideosFromCommandLine } from "./sync-videos";

let database: TestDatabase;
let youtube: FakeYouTubeServer;
let env: Record<string, string>;

beforeAll(async () => {
  [database, youtube] = await Promise.all([createTestDatabase(), startFakeYouTubeServer()]);
  env = {
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
  youtube.failWith = null;
  youtube.videos = [];
});

async function run(environment: Record<string, string | undefined>) {
  const lines: string[] = [];
  const code = await syncVideosFromCommandLine({ env: environment, database, out: (line) => lines.push(line) });
  return { code, output: lines.join("\n") };
}

describe("sync-videos", () => {
  it("imports the channel and says how many", async () => {
    youtube.videos = [fakeVideo(1), fakeVideo(2)];
    expect(await run(env)).toEqual({ code: 0, output: "Synced 2 videos from YouTube: 2 new, 0 updated." });
    expect(await run(env)).toEqual({ code: 0, output: "Synced 2 videos from YouTube: 0 new, 2 updated." });
    expect(await database.db.$count(videos)).toBe(2);
  });

  it("says so for an empty channel", async () => {
    expect(await run(env)).toEqual({ code: 0, output: "No videos found on your YouTube channel." });
  });

  it("reports an API refusal with its status, exits 1 and writes nothing", async () => {
    youtube.videos = [fakeVideo(1)];
    youtube.failWith = 403;
    expect(await run(env)).toEqual({ code: 1, output: "Video sync failed: YouTube API error: 403" });
    expect(await database.db.$count(videos)).toBe(0);
  });

  it("exits 2 when the key or channel is missing, without calling the API", async () => {
    const before = youtube.requests.length;
    const result = await run({ ...env, YOUTUBE_API_KEY: "" });
    expect(result.code).toBe(2);
    expect(result.output).toMatch(/YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID/);
    expect(youtube.requests.length).toBe(before);
  });
});
