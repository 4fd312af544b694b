// The page cache of the production build (server/page-cache.ts): which responses it serves again, that a
// served copy is the same bytes for everyone (no nonce: its inline scripts are allowed by hash, and they run
// in a browser), that visitors who share a cached form token still each get their own booking, what shared
// caches are told, and that PAGE_CACHE_TTL_SECONDS=0 turns it off. Invalidation across servers is shown by
// scale-out.test.ts.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../e2e/support/app-server";
import { closePage, launchBrowser, openPage, recordOf, waitForHydration } from "../e2e/support/browser";
import { get, parseCsp, type RawResponse, visibleText } from "../e2e/support/http";
import { bookingSubmission, postBooking } from "./support/fault-requests";

const SHARED = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

let server: AppServer;
let safariPath: string;

beforeAll(async () => {
  server = await startAppServer();
  const list = await get(`${server.url}/safaris`);
  const id = /href="\/safaris\/(\d+)"/.exec(list.text)?.[1];
  if (!id) throw new Error("No safari is listed on /safaris");
  safariPath = `/safaris/${id}`;
});
afterAll(async () => {
  await server?.stop();
});

/** The CSP source of each inline script (one without src) in the page, as a browser would hash it. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=/.test(match[1] ?? ""))
    .map(
      (match) =>
        `'sha256-${createHash("sha256")
          .update(match[2] ?? "", "utf8")
          .digest("base64")}'`,
    );
}

function formTokens(html: string): string[] {
  return [...html.matchAll(/name="submissionToken" value="([^"]+)"/g)].map((match) => match[1] ?? "");
}

/** Fetches `path` until it comes from the cache (the copy is kept once the first response has been sent). */
async function cachedCopy(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  let response = await get(`${server.url}${path}`, headers);
  for (let attempt = 0; attempt < 20 && response.header("x-page-cache") !== "hit"; attempt++) {
    response = await get(`${server.url}${path}`, headers);
  }
  expect(response.header("x-page-cache"), path).toBe("hit");
  return response;
}

/** A HEAD request, answered with its status and headers (fetch and get() above only GET). */
function head(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "HEAD", headers, timeout: 30_000 }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`Timed out: HEAD ${url}`)));
    request.on("error", reject);
    request.end();
  });
}

/** Headers that differ on every response (or per connection), left out when two answers are compared. */
const PER_RESPONSE = ["date", "age", "x-request-id", "connection", "keep-alive"];

/** A response's headers without `leftOut`, as a name -> value map. */
function lastingHeaders(headers: http.IncomingHttpHeaders, leftOut: string[] = []): Map<string, string> {
  return new Map(
    Object.entries(headers)
      .filter(([name]) => ![...PER_RESPONSE, ...leftOut].includes(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]),
  );
}

describe("the page cache", () => {
  it("serves public pages again to anonymous visitors, and tells shared caches they may keep them briefly", async () => {
    for (const path of ["/", "/safaris", safariPath, "/reviews", "/contact", "/about", "/hotels-and-lodges"]) {
      const copy = await cachedCopy(path);
      expect(copy.status, path).toBe(200);
      expect(copy.header("content-type"), path).toMatch(/^text\/html/);
      expect(copy.header("cache-control"), path).toMatch(SHARED);
      expect(copy.header("vary"), path).toMatch(/Cookie/);
      expect(copy.header("set-cookie"), path).toBeUndefined();
    }
    // Compressed for the browsers that ask, as a freshly rendered page is.
    const compressed = await cachedCopy("/", { "Accept-Encoding": "br" });
    expect(compressed.header("content-encoding")).toBe("br");
    expect(visibleText(compressed.text)).toContain("Heartbeest");
  });

  it("serves every copy of a page byte for byte the same, its inline scripts allowed by hash, never by nonce", async () => {
    for (const path of ["/", safariPath, "/contact", "/reviews?write=1"]) {
      const copies = [
        await cachedCopy(path, { "Accept-Encoding": "gzip" }),
        await cachedCopy(path, { "Accept-Encoding": "gzip" }),
      ];
      const [first, second] = copies;
      if (!first || !second) throw new Error("unreachable");
      expect(first.header("content-encoding"), path).toBe("gzip");
      expect(second.raw.equals(first.raw), path).toBe(true);
      expect(second.header("etag"), path).toBe(first.header("etag"));
      expect(first.header("content-length"), path).toBe(String(first.raw.length));
      expect(first.header("vary"), path).toMatch(/Accept-Encoding/);
      expect(first.text, path).not.toMatch(/\snonce=/);

      const csp = parseCsp(first.header("content-security-policy"));
      const scriptSrc = csp.get("script-src") ?? [];
      expect(scriptSrc[0], path).toBe("'self'");
      expect(
        scriptSrc.filter((source) => !source.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"]);
      const hashes = inlineScriptHashes(first.text);
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSrc, path).toContain(hash);
      // Every other directive is the one a freshly rendered page gets.
      const fresh = parseCsp(
        (await get(`${server.url}${path}`, { Cookie: "hb_toast=x" })).header("content-security-policy"),
      );
      expect(
        fresh.get("script-src")?.some((source) => source.startsWith("'nonce-")),
        path,
      ).toBe(true);
      fresh.delete("script-src");
      csp.delete("script-src");
      expect(csp, path).toEqual(fresh);
    }
    const withForm = await cachedCopy("/contact");
    expect(formTokens(withForm.text).length).toBeGreaterThan(0);
  });

  it("answers a conditional request for an unchanged page with 304, and HEAD with the headers alone", async () => {
    const copy = await cachedCopy("/about", { "Accept-Encoding": "br" });
    const etag = copy.header("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await get(`${server.url}/about`, { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.raw.length).toBe(0);
    const changed = await get(`${server.url}/about`, { "Accept-Encoding": "br", "If-None-Match": '"something-else"' });
    expect(changed.status).toBe(200);
    expect(changed.raw.equals(copy.raw)).toBe(true);
  });

  it("answers a hit with every header the rendered page was sent with, on GET, HEAD and 304, and logs it", async () => {
    for (const page of ["/about", safariPath, "/reviews"]) {
      // A query of its own, in a parameter the cache keys on (server/page-cache/page-params.ts): the first
      // request renders the page (a miss), the next ones are hits.
      const path = `${page}?category=probe-${randomBytes(4).toString("hex")}`;
      const gzip = { "Accept-Encoding": "gzip" };
      const miss = await get(`${server.url}${path}`, gzip);
      expect(miss.header("x-page-cache"), path).toBe("miss");
      const hit = await cachedCopy(path, { ...gzip, "X-Request-Id": `hit-${page.replaceAll("/", "-")}` });
      expect(hit.text, path).toBe(miss.text.replace(/ nonce="[^"]+"/g, ""));

      // Every security header, the type, Vary, caching and encoding exactly as the miss had them; only what a
      // stored copy has of its own differs: script-src (hashes for the nonce), ETag, a length instead of chunks.
      const ownOfAStoredCopy = [
        "x-page-cache",
        "etag",
        "content-length",
        "transfer-encoding",
        "content-security-policy",
      ];
      expect(lastingHeaders(hit.headers, ownOfAStoredCopy), path).toEqual(
        lastingHeaders(miss.headers, ownOfAStoredCopy),
      );
      expect(hit.header("content-encoding"), path).toBe("gzip");
      expect(hit.header("content-length"), path).toBe(String(hit.raw.length));
      expect(hit.header("vary"), path).toBe(miss.header("vary"));
      const withoutScriptSrc = (csp: string | undefined) => {
        const parsed = parseCsp(csp);
        parsed.delete("script-src");
        return parsed;
      };
      expect(withoutScriptSrc(hit.header("content-security-policy")), path).toEqual(
        withoutScriptSrc(miss.header("content-security-policy")),
      );
      expect(hit.header("x-request-id"), path).toBe(`hit-${page.replaceAll("/", "-")}`);
      expect(hit.header("strict-transport-security"), path).toBeUndefined();

      // HEAD: the same headers, no body.
      const headAnswer = await head(`${server.url}${path}`, gzip);
      expect(headAnswer.status, path).toBe(200);
      expect(headAnswer.bytes, path).toBe(0);
      expect(lastingHeaders(headAnswer.headers), path).toEqual(lastingHeaders(hit.headers));

      // 304: the same headers but the body's own (encoding, length), no body.
      const unchanged = await get(`${server.url}${path}`, { ...gzip, "If-None-Match": hit.header("etag") ?? "" });
      expect(unchanged.status, path).toBe(304);
      expect(unchanged.raw.length, path).toBe(0);
      const bodyHeaders = ["content-encoding", "content-length"];
      expect(lastingHeaders(unchanged.headers, bodyHeaders), path).toEqual(lastingHeaders(hit.headers, bodyHeaders));

      // One request log line per hit, as for every other request: id, method, path (no query), status.
      await expect
        .poll(() =>
          server.logs.find(
            (line) => (line.req as { id?: string } | undefined)?.id === `hit-${page.replaceAll("/", "-")}`,
          ),
        )
        .toMatchObject({
          msg: "request completed",
          req: { method: "GET", path: page },
          res: { statusCode: 200 },
        });
    }
  });

  it("runs cached pages in Chromium without a single refused script, and they hydrate", async () => {
    const browser = await launchBrowser();
    try {
      for (const path of ["/", safariPath, "/contact", "/reviews"]) {
        await cachedCopy(path);
        const page = await openPage(browser, server.url);
        try {
          await page.addInitScript(() => {
            const seen: string[] = [];
            (window as unknown as { cspViolations: string[] }).cspViolations = seen;
            document.addEventListener("securitypolicyviolation", (event) =>
              seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
            );
          });
          const response = await page.goto(path, { waitUntil: "load" });
          expect(response?.headers()["x-page-cache"], path).toBe("hit");
          await waitForHydration(page);
          const violations = await page.evaluate(
            () => (window as unknown as { cspViolations: string[] }).cspViolations,
          );
          expect(violations, path).toEqual([]);
          expect(recordOf(page).problems, path).toEqual([]);
        } finally {
          await closePage(page);
        }
      }
    } finally {
      await browser.close();
    }
  });

  it("stores a booking for each traveller who sends the form of the same cached page, and one per double click", async () => {
    const copy = await cachedCopy(safariPath);
    const [token] = formTokens(copy.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const safariId = Number(safariPath.split("/")[2]);
    const runId = `cache-${Date.now()}`;
    const withCachedToken = (index: number) => {
      const submission = bookingSubmission(runId, index, safariId);
      return {
        ...submission,
        submissionToken: token ?? "",
        fields: { ...submission.fields, submissionToken: token ?? "" },
      };
    };
    const amina = await postBooking(server.url, withCachedToken(1));
    const baraka = await postBooking(server.url, withCachedToken(2));
    const aminaAgain = await postBooking(server.url, withCachedToken(1));
    for (const answer of [amina, baraka]) expect(answer.acknowledged, JSON.stringify(answer.toast)).toBe(true);
    expect(baraka.reference).not.toBe(amina.reference);
    // The copy comes without the first post's browser cookie: it is told the request arrived, and nothing more.
    expect(aminaAgain.alreadyReceived, aminaAgain.record.body.slice(0, 200)).toBe(true);
    expect(aminaAgain.record.body).not.toContain(amina.reference ?? "?");
  });

  it("renders afresh for visitors with a cookie, and keeps personal pages out of every cache", async () => {
    await cachedCopy("/about");
    const withCookie = await get(`${server.url}/about`, { Cookie: "hb_toast=x" });
    expect(withCookie.status).toBe(200);
    expect(withCookie.header("x-page-cache")).toBeUndefined();
    expect(withCookie.header("cache-control")).toBe("private, no-store");

    for (const path of ["/login", "/chat", "/no-such-page-here"]) {
      const response = await get(`${server.url}${path}`);
      expect(response.header("x-page-cache"), path).toBeUndefined();
      expect(response.header("cache-control"), path).toMatch(/no-store/);
    }
  });

  it("is off with PAGE_CACHE_TTL_SECONDS=0", async () => {
    const uncached = await startAppServer({ env: { PAGE_CACHE_TTL_SECONDS: "0" } });
    try {
      for (let i = 0; i < 3; i++) {
        const response = await get(`${uncached.url}/about`);
        expect(response.status).toBe(200);
        expect(response.header("x-page-cache")).toBeUndefined();
        expect(response.header("cache-control") ?? "").not.toMatch(/public/);
      }
    } finally {
      await uncached.stop();
    }
  });
});
