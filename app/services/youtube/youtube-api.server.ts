// The YouTube Data API, server-side only: the one search call the video sync makes (the newest videos of
// a channel). The API key travels in this request and nowhere else; it never reaches a browser or a log.
import { z } from "zod";
import { VIDEOS } from "~/utils/constants";

/** A non-ok answer from the API; its message is what operators see ('YouTube API error: 403'). */
export class YouTubeApiError extends Error {
  constructor(readonly status: number) {
    super(`YouTube API error: ${status}`);
    this.name = "YouTubeApiError";
  }
}

export interface ChannelVideo {
  youtubeId: string;
  title: string;
  description: string;
  /** The largest of high, medium and default; null when the API gave none. */
  thumbnailUrl: string | null;
  publishedAt: Date;
}

export interface ChannelSearch {
  /** YOUTUBE_API_BASE_URL, e.g. https://www.googleapis.com/youtube/v3 (a local stand-in in tests). */
  baseUrl: string;
  apiKey: string;
  channelId: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const thumbnail = z.object({ url: z.string().url() }).partial().optional().catch(undefined);

// Only what the gallery reads; anything else in the answer is ignored, and an item missing its id is skipped.
const searchResponse = z.object({
  items: z
    .array(
      z.object({
        id: z
          .object({ videoId: z.string().min(1).max(64).optional() })
          .partial()
          .optional(),
        snippet: z
          .object({
            title: z.string().catch(""),
            description: z.string().catch(""),
            publishedAt: z.string().optional(),
            thumbnails: z
              .object({ high: thumbnail, medium: thumbnail, default: thumbnail })
              .partial()
              .optional()
              .catch(undefined),
          })
          .optional(),
      }),
    )
    .catch([]),
});

/** The search call's URL: GET {base}/search?part=snippet&channelId&maxResults=50&order=date&type=video&key. */
export function channelSearchUrl({
  baseUrl,
  apiKey,
  channelId,
}: Pick<ChannelSearch, "baseUrl" | "apiKey" | "channelId">): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, "")}/search`);
  url.search = new URLSearchParams({
    part: "snippet",
    channelId,
    maxResults: String(VIDEOS.maxImported),
    order: "date",
    type: "video",
    key: apiKey,
  }).toString();
  return url;
}

/**
 * The channel's newest videos (at most 50), newest first. Throws YouTubeApiError for a non-ok answer;
 * a network failure or timeout throws as fetch does.
 */
export async function searchChannelVideos(search: ChannelSearch): Promise<ChannelVideo[]> {
  const fetchImpl = search.fetch ?? globalThis.fetch;
  const response = await fetchImpl(channelSearchUrl(search), {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(search.timeoutMs ?? 15_000),
  });
  if (!response.ok) {
    // Drain the body so the connection can be reused; its content (which may echo the request) is not logged.
    await response.body?.cancel().catch(() => undefined);
    throw new YouTubeApiError(response.status);
  }
  const parsed = searchResponse.safeParse(await response.json());
  if (!parsed.success) return [];

  const videos: ChannelVideo[] = [];
  for (const item of parsed.data.items) {
    const youtubeId = item.id?.videoId;
    const snippet = item.snippet;
    if (!youtubeId || !snippet || !/^[\w-]+$/.test(youtubeId)) continue;
    const publishedAt = snippet.publishedAt ? new Date(snippet.publishedAt) : new Date(Number.NaN);
    const thumbnails = snippet.thumbnails;
    videos.push({
      youtubeId,
      title: decodeEntities(snippet.title).trim() || youtubeId,
      description: decodeEntities(snippet.description).trim(),
      thumbnailUrl: thumbnails?.high?.url ?? thumbnails?.medium?.url ?? thumbnails?.default?.url ?? null,
      publishedAt: Number.isNaN(publishedAt.getTime()) ? new Date() : publishedAt,
    });
  }
  return videos;
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** The search API returns snippet text HTML-escaped ("Rock &amp; Roll", "Kenya&#39;s"); the table holds plain text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const point = code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? match;
  });
}
