// Plain HTTP requests that show the bytes and headers exactly as the server sent them (fetch would
// decompress and hide Content-Encoding handling).
import http, { type IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import sharp from "sharp";
import { expect } from "vitest";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, possibly compressed. */
  raw: Buffer;
  /** The body decompressed according to Content-Encoding, as text. */
  text: string;
  header(name: string): string | undefined;
}

export async function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const body =
          encoding === "br"
            ? zlib.brotliDecompressSync(raw)
            : encoding === "gzip"
              ? zlib.gunzipSync(raw)
              : encoding === "deflate"
                ? zlib.inflateSync(raw)
                : raw;
        const headerValue = (name: string) => {
          const value = response.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(", ") : value;
        };
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          text: body.toString("utf8"),
          header: headerValue,
        });
      });
    });
    request.on("timeout", () => request.destroy(new Error(`Timed out: GET ${url}`)));
    request.on("error", reject);
  });
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The visible text of an HTML document: no scripts, styles, tags or comments; entities decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X"))
        return String.fromCodePoint(Number.parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number.parseInt(code.slice(1), 10));
      return entities[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** The parts of a document inside each <tag ...>...</tag> (not nested in one another). */
export function elements(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, "gi"))].map((match) => match[0]);
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((match) => match[1] ?? "");
}

/** Parses a Content-Security-Policy header into its directives. */
export function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/**
 * A link preview's picture as a site that draws previews fetches it: a JPEG (none of WhatsApp, Facebook, X or
 * LinkedIn takes SVG), at least 1,200 px wide, as a large preview card wants.
 */
export async function expectPreviewPicture(url: string): Promise<void> {
  const response = await get(url, { accept: "image/jpeg,image/png,*/*;q=0.8" });
  expect(response.status, url).toBe(200);
  expect(response.header("content-type"), url).toBe("image/jpeg");
  const { format, width } = await sharp(response.raw).metadata();
  expect({ format, width: (width ?? 0) >= 1200 }, url).toEqual({ format: "jpeg", width: true });
}
