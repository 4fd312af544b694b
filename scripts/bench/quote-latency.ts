// GET /api/quote under load: `connections` requests in flight at a time for `durationSeconds`, over a fixed
// set of distinct quotes (every package x a spread of dates, parties and residencies), so the first pass
// prices each one (cache misses) and later passes read them back. Latency is each request's own time,
// from sending to the last byte, measured here (autocannon reports no 95th percentile).
import http from "node:http";

export interface QuoteLatencyOptions {
  connections: number;
  durationSeconds: number;
}

export interface LatencyFigures {
  requests: number;
  /** Answers other than 200. */
  non200: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface QuoteLatency {
  /** The first request of each distinct quote, with nothing cached: the engine's own cost. */
  cold: LatencyFigures;
  /** Every request of the timed run. */
  loaded: LatencyFigures;
  requestsPerSecond: number;
}

const RESIDENCIES = ["non_resident", "resident", "citizen"] as const;
const PARTIES = [
  { adults: 2, childAges: "" },
  { adults: 2, childAges: "4,9" },
  { adults: 1, childAges: "", singles: 1 },
  { adults: 4, childAges: "2,15" },
] as const;

/**
 * Distinct, valid quote URLs: each package, start dates spread over a year from two months ahead. Another
 * `variant` gives another set (other dates), so each run of the bench starts with nothing cached.
 */
export function quoteUrls(
  baseUrl: string,
  packageIds: number[],
  count: number,
  variant = 0,
  today = new Date(),
): string[] {
  const urls: string[] = [];
  for (let index = 0; urls.length < count; index++) {
    const packageId = packageIds[index % packageIds.length] ?? 1;
    const start = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1 + ((index * 7 + variant * 3) % 330)),
    );
    const party = PARTIES[index % PARTIES.length] ?? PARTIES[0];
    const params = new URLSearchParams({
      package: String(packageId),
      start: start.toISOString().slice(0, 10),
      adults: String(party.adults),
      residency: RESIDENCIES[Math.floor(index / PARTIES.length) % RESIDENCIES.length] ?? "non_resident",
    });
    if (party.childAges) params.set("childAges", party.childAges);
    if ("singles" in party) params.set("singles", String(party.singles));
    if (index % 5 === 0) params.set("currency", "EUR");
    urls.push(`${baseUrl}/api/quote?${params}`);
  }
  return urls;
}

export async function measureQuoteLatency(urls: string[], options: QuoteLatencyOptions): Promise<QuoteLatency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    // Cold: each distinct quote once, a few at a time, so the figure is the pricing, not a queue.
    const cold = await timeRequests(agent, urls, Math.min(4, options.connections), urls.length);
    const started = performance.now();
    const deadline = started + options.durationSeconds * 1000;
    const loaded = await timeRequests(agent, urls, options.connections, Number.POSITIVE_INFINITY, deadline);
    const seconds = (performance.now() - started) / 1000;
    return {
      cold: figures(cold),
      loaded: figures(loaded),
      requestsPerSecond: loaded.latencies.length / seconds,
    };
  } finally {
    agent.destroy();
  }
}

interface Timings {
  latencies: number[];
  non200: number;
  errors: number;
}

async function timeRequests(
  agent: http.Agent,
  urls: string[],
  concurrency: number,
  limit: number,
  deadline = Number.POSITIVE_INFINITY,
): Promise<Timings> {
  const timings: Timings = { latencies: [], non200: 0, errors: 0 };
  let next = 0;
  const worker = async () => {
    while (next < limit && performance.now() < deadline) {
      const url = urls[next++ % urls.length] ?? urls[0] ?? "";
      const sent = performance.now();
      try {
        const status = await get(agent, url);
        timings.latencies.push(performance.now() - sent);
        if (status !== 200) timings.non200++;
      } catch {
        timings.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return timings;
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`Timed out: ${url}`)));
    request.on("error", reject);
  });
}

function figures({ latencies, non200, errors }: Timings): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return {
    requests: latencies.length,
    non200,
    errors,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
  };
}
