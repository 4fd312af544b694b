// `npm run sync-videos`: imports the newest 50 videos of the YouTube channel YOUTUBE_CHANNEL_ID into the
// videos table, with the YOUTUBE_API_KEY (and YOUTUBE_API_BASE_URL, default Google's). The database is
// the one the server uses: DATABASE_URL, or the embedded one under DATA_DIR (stop the server first, the
// embedded database has one user at a time). Exit codes: 0 synced, 1 the API or database failed,
// 2 not configured.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { syncChannelVideos, VideoSyncNotConfigured } from "~/features/videos/video-sync.server";
import { loadConfig } from "~/utils/env.server";

export interface SyncVideosOptions {
  env: Record<string, string | undefined>;
  /** An open database; by default the configured one is opened (and migrated). */
  database?: DatabaseHandle;
  out?: (line: string) => void;
}

export async function syncVideosFromCommandLine({
  env,
  database,
  out = console.log,
}: SyncVideosOptions): Promise<number> {
  const config = loadConfig(env);
  if (!config.YOUTUBE_API_KEY || !config.YOUTUBE_CHANNEL_ID) {
    out(new VideoSyncNotConfigured().message);
    return 2;
  }
  const handle =
    database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "db"),
      poolSize: 1,
    }));
  try {
    if (!database) await handle.migrate();
    const result = await syncChannelVideos(handle.db, config);
    out(
      result.received === 0
        ? "No videos found on your YouTube channel."
        : `Synced ${result.received} videos from YouTube: ${result.inserted} new, ${result.updated} updated.`,
    );
    return 0;
  } catch (error) {
    out(`Video sync failed: ${(error as Error).message}`);
    return 1;
  } finally {
    if (!database) await handle.close();
  }
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  syncVideosFromCommandLine({ env: process.env }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error((error as Error).message);
      process.exitCode = 1;
    },
  );
}
