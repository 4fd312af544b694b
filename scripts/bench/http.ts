// Raw HTTP for measurements: the bytes as they crossed the wire (compressed), and the time to the first byte.
import http from "node:http";
import zlib from "node:zlib";

// One connection reused throughout, as a browser would: timings then show the server's work, not TCP set-up.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export interface Fetched {
  status: number;
  contentType: string;
  /** Content-Encoding the server chose ("gzip", or "" for none). */
  encoding: string;
  /** Body bytes as sent. */
  wireBytes: number;
  /** The body decompressed. */
  body: Buffer;
}

/** GET with `Accept-Encoding: gzip`, the encoding every browser accepts (brotli is left out on purpose). */
export function fetchGzip(url: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { "Accept-Encoding": "gzip" }, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers["content-encoding"] ?? "");
        try {
          const body = encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            encoding,
            wireBytes: raw.length,
            body,
          });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on("timeout", () => request.destroy(new Error(`Timed out: GET ${url}`)));
    request.on("error", reject);
  });
}

/**
 * Milliseconds from sending the request to the first byte of the response (status line and headers), the
 * body then read to the end so the connection can be reused.
 */
export function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { "Accept-Encoding": "gzip" }, timeout: 30_000 }, (response) => {
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.on("end", () => resolve(elapsed));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`Timed out: GET ${url}`)));
    request.on("error", reject);
  });
}

export function closeConnections(): void {
  agent.destroy();
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
