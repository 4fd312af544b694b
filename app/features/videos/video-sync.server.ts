// The YouTube sync: imports the configured channel's newest 50 videos into the videos table (upserting by
// YouTube id). Run by `npm run sync-videos` and, where the operator schedules it, by the server. Nothing
// is written unless the API answered well: a non-ok answer throws 'YouTube API error: {status}'.
import type { Database } from "~/db/client.server";
import { bumpContentVersion } from "~/services/page-cache/content-version.server";
import { type ChannelVideo, searchChannelVideos } from "~/services/youtube/youtube-api.server";
import type { AppConfig } from "~/utils/env.server";
import { upsertChannelVideos } from "./videos.server";

export type YouTubeConfig = Pick<AppConfig, "YOUTUBE_API_KEY" | "YOUTUBE_CHANNEL_ID" | "YOUTUBE_API_BASE_URL">;

export class VideoSyncNotConfigured extends Error {
  constructor() {
    super("YouTube sync is not configured: set YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID.");
    this.name = "VideoSyncNotConfigured";
  }
}

export function isVideoSyncConfigured(config: YouTubeConfig): boolean {
  return Boolean(config.YOUTUBE_API_KEY && config.YOUTUBE_CHANNEL_ID);
}

export interface VideoSyncResult {
  /** Videos the channel search returned. */
  received: number;
  inserted: number;
  updated: number;
}

export async function syncChannelVideos(
  db: Database,
  config: YouTubeConfig,
  options: { fetch?: typeof globalThis.fetch } = {},
): Promise<VideoSyncResult> {
  if (!config.YOUTUBE_API_KEY || !config.YOUTUBE_CHANNEL_ID) throw new VideoSyncNotConfigured();
  const channelVideos: ChannelVideo[] = await searchChannelVideos({
    baseUrl: config.YOUTUBE_API_BASE_URL,
    apiKey: config.YOUTUBE_API_KEY,
    channelId: config.YOUTUBE_CHANNEL_ID,
    fetch: options.fetch,
  });
  const { inserted, updated } = await db.transaction(async (tx) => {
    const result = await upsertChannelVideos(tx, channelVideos);
    // The gallery changed: every server's cached pages go (server/page-cache.ts).
    if (result.inserted + result.updated > 0) await bumpContentVersion(tx);
    return result;
  });
  return { received: channelVideos.length, inserted, updated };
}
