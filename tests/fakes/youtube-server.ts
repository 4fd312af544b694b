// A stand-in for the YouTube Data API on 127.0.0.1: answers GET /youtube/v3/search in the API's shape,
// and refuses (400, recorded in `problems`) any request whose query is not exactly the sync's search call.
// Tests point YOUTUBE_API_BASE_URL at `baseUrl` and choose what the channel holds or which error to give.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeChannelVideo {
  videoId: string;
  title: string;
  description: string;
  publishedAt: string;
  /** Thumbnail URLs by size; by default the high, medium and default sizes on i.ytimg.com. */
  thumbnails?: Partial<Record<"high" | "medium" | "default", string>>;
}

export interface FakeYouTubeServer {
  /** e.g. http://127.0.0.1:41234/youtube/v3, as YOUTUBE_API_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  channelId: string;
  /** The channel's videos, newest first; replace to change what the next search returns. */
  videos: FakeChannelVideo[];
  /** When set, every search answers with this status and an error body in the API's shape. */
  failWith: number | null;
  /** Every request received: path and query. */
  requests: { path: string; query: Record<string, string> }[];
  /** Requests that did not look like the sync's search call. */
  problems: string[];
  stop(): Promise<void>;
}

export function fakeVideo(index: number, overrides: Partial<FakeChannelVideo> = {}): FakeChannelVideo {
  const id = `vid${String(index).padStart(8, "0")}`;
  return {
    videoId: id,
    title: `Channel video ${index}`,
    description: `Description of channel video ${index}.`,
    publishedAt: new Date(Date.UTC(2030, 0, 1) - index * 86_400_000).toISOString(),
    ...overrides,
  };
}

const EXPECTED_QUERY = { part: "snippet", maxResults: "50", order: "date", type: "video" } as const;

export async function startFakeYouTubeServer(
  options: { apiKey?: string; channelId?: string; videos?: FakeChannelVideo[] } = {},
): Promise<FakeYouTubeServer> {
  const apiKey = options.apiKey ?? "fake-youtube-key";
  const channelId = options.channelId ?? "UCheartbeest0000000000";

  const state: Omit<FakeYouTubeServer, "baseUrl" | "stop"> = {
    apiKey,
    channelId,
    videos: options.videos ?? [],
    failWith: null,
    requests: [],
    problems: [],
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const query = Object.fromEntries(url.searchParams);
    state.requests.push({ path: url.pathname, query });

    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(body));
    };
    const refuse = (problem: string) => {
      state.problems.push(problem);
      send(400, { error: { code: 400, message: problem } });
    };

    if (req.method !== "GET") return refuse(`method ${req.method}`);
    if (url.pathname !== "/youtube/v3/search") return refuse(`path ${url.pathname}`);
    for (const [name, value] of Object.entries(EXPECTED_QUERY)) {
      if (query[name] !== value) return refuse(`${name}=${query[name] ?? "(missing)"}, expected ${value}`);
    }
    if (query.channelId !== state.channelId) return refuse(`channelId=${query.channelId ?? "(missing)"}`);
    const allowed = new Set([...Object.keys(EXPECTED_QUERY), "channelId", "key"]);
    const unexpected = Object.keys(query).filter((name) => !allowed.has(name));
    if (unexpected.length > 0) return refuse(`unexpected parameters ${unexpected.join(", ")}`);

    if (state.failWith !== null) {
      return send(state.failWith, {
        error: { code: state.failWith, message: "The request cannot be completed.", errors: [{ reason: "forbidden" }] },
      });
    }
    if (query.key !== state.apiKey) {
      return send(400, { error: { code: 400, message: "API key not valid. Please pass a valid API key." } });
    }

    send(200, {
      kind: "youtube#searchListResponse",
      etag: "fake",
      regionCode: "KE",
      pageInfo: { totalResults: state.videos.length, resultsPerPage: 50 },
      items: state.videos.slice(0, 50).map((video) => ({
        kind: "youtube#searchResult",
        etag: `etag-${video.videoId}`,
        id: { kind: "youtube#video", videoId: video.videoId },
        snippet: {
          publishedAt: video.publishedAt,
          channelId: state.channelId,
          title: video.title,
          description: video.description,
          thumbnails: Object.fromEntries(
            Object.entries(
              video.thumbnails ?? {
                default: `https://i.ytimg.com/vi/${video.videoId}/default.jpg`,
                medium: `https://i.ytimg.com/vi/${video.videoId}/mqdefault.jpg`,
                high: `https://i.ytimg.com/vi/${video.videoId}/hqdefault.jpg`,
              },
            ).map(([size, thumbUrl]) => [size, { url: thumbUrl, width: 480, height: 360 }]),
          ),
          channelTitle: "Heartbeest Safari",
          liveBroadcastContent: "none",
          publishTime: video.publishedAt,
        },
      })),
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const fake = state as FakeYouTubeServer;
  fake.baseUrl = `http://127.0.0.1:${port}/youtube/v3`;
  fake.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
