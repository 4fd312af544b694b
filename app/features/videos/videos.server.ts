// Reading the gallery's videos, and writing what the YouTube sync imports. A row is either a YouTube
// video (youtube_id) or an uploaded file (file_url); when both are set the YouTube video is played.
import { desc, sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "~/db/client.server";
import { videos } from "~/db/schema";
import type { ChannelVideo } from "~/services/youtube/youtube-api.server";
import { videoDescriptionExcerpt } from "~/utils/format";
import { deriveVideoCategory, type VideoCategory } from "./video-category";

/** The most videos the gallery shows at once (the sync imports 50; staff may add their own). */
export const GALLERY_LIMIT = 200;

export type VideoSource = { kind: "youtube"; youtubeId: string } | { kind: "file"; url: string };

/** What a gallery card and the player need; plain JSON, safe to send to the browser. */
export interface GalleryVideo {
  id: number;
  title: string;
  description: string;
  excerpt: string;
  category: VideoCategory;
  thumbnailUrl: string | null;
  publishedAt: string;
  source: VideoSource;
  /** Where the card's link goes without script: the file itself or the video's YouTube page. */
  watchUrl: string;
  /** On a page in another language: the fields still in English (english-fallback.tsx). */
  untranslated?: readonly string[];
}

const YOUTUBE_ID = /^[\w-]{6,32}$/;

/** A URL the site may link or play: a path on this site or an absolute http(s) URL; null otherwise. */
export function safeMediaUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const url = value.trim();
  if (url.startsWith("/") && !url.startsWith("//") && !url.includes("\\")) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

type VideoRow = typeof videos.$inferSelect;

export function galleryVideo(row: VideoRow): GalleryVideo | null {
  const fileUrl = safeMediaUrl(row.fileUrl);
  const youtubeId = row.youtubeId && YOUTUBE_ID.test(row.youtubeId) ? row.youtubeId : null;
  const source: VideoSource | null = youtubeId
    ? { kind: "youtube", youtubeId }
    : fileUrl
      ? { kind: "file", url: fileUrl }
      : null;
  if (!source) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    excerpt: videoDescriptionExcerpt(row.description),
    category: deriveVideoCategory(row.title, row.description),
    thumbnailUrl: safeMediaUrl(row.thumbnailUrl),
    publishedAt: row.publishedAt.toISOString(),
    source,
    watchUrl: source.kind === "youtube" ? `https://www.youtube.com/watch?v=${source.youtubeId}` : source.url,
  };
}

/** Every playable video, newest first, with its derived category. */
export async function listGalleryVideos(db: DatabaseOrTransaction): Promise<GalleryVideo[]> {
  const rows = await db.select().from(videos).orderBy(desc(videos.publishedAt), desc(videos.id)).limit(GALLERY_LIMIT);
  return rows.flatMap((row) => galleryVideo(row) ?? []);
}

export interface UpsertResult {
  inserted: number;
  updated: number;
}

/**
 * Inserts videos from the channel, or refreshes the title, description, thumbnail and date of those
 * already imported (matched by YouTube id). Rows staff added by hand and videos no longer on the
 * channel are left as they are.
 */
export async function upsertChannelVideos(
  db: DatabaseOrTransaction,
  channelVideos: readonly ChannelVideo[],
): Promise<UpsertResult> {
  // One answer could name a video twice; the last mention wins, as one statement may not touch a row twice.
  const unique = [...new Map(channelVideos.map((video) => [video.youtubeId, video])).values()];
  if (unique.length === 0) return { inserted: 0, updated: 0 };
  const rows = await db
    .insert(videos)
    .values(
      unique.map((video) => ({
        title: video.title,
        description: video.description,
        youtubeId: video.youtubeId,
        thumbnailUrl: video.thumbnailUrl,
        publishedAt: video.publishedAt,
      })),
    )
    .onConflictDoUpdate({
      target: videos.youtubeId,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        thumbnailUrl: sql`excluded.thumbnail_url`,
        publishedAt: sql`excluded.published_at`,
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = rows.filter((row) => row.inserted === true || String(row.inserted) === "true").length;
  return { inserted, updated: rows.length - inserted };
}
