// The page cache of the production build (server/page-cache.ts): which responses it serves again, what a
// served copy must never share with another (the CSP nonce, the forms' submission tokens), what shared
// caches are told, and that PAGE_CACHE_TTL_SECONDS=0 turns it off. Invalidation across servers is shown by
// scale-out.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, startAppServer } from "../e2e/support/app-server";
import { get, parseCsp, type RawResponse, visibleText } from "../e2e/support/http";

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

/** The nonce of the CSP header, and every distinct nonce and submission token in the page. */
function perResponseValues(response: RawResponse) {
  const headerNonce = parseCsp(response.header("content-security-policy"))
    .get("script-src")
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice("'nonce-".length, -1);
  const pageNonces = new Set([...response.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  const formTokens = [...response.text.matchAll(/name="submissionToken" value="([^"]+)"/g)].map((match) => match[1]);
  return { headerNonce, pageNonces, formTokens };
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

  it("gives every served copy its own nonce and its own form tokens", async () => {
    for (const path of [safariPath, "/contact", "/reviews?write=1"]) {
      const copies = [await cachedCopy(path), await cachedCopy(path), await cachedCopy(path)];
      const values = copies.map(perResponseValues);
      for (const { headerNonce, pageNonces, formTokens } of values) {
        // Every script carries the nonce of its own response's CSP header.
        expect([...pageNonces], path).toEqual([headerNonce]);
        expect(formTokens.length, path).toBeGreaterThan(0);
      }
      expect(new Set(values.map((value) => value.headerNonce)).size, path).toBe(copies.length);
      const tokens = values.flatMap((value) => value.formTokens);
      expect(new Set(tokens).size, `${path}: ${tokens.join(" ")}`).toBe(tokens.length);
    }
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
