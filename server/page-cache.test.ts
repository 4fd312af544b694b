import { createHash } from "node:crypto";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { bumpContentVersion, readContentVersion } from "~/services/page-cache/content-version.server";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";
import { cacheFront } from "./cache-front";
import {
  type CachedPage,
  cachedPage,
  encodedBodies,
  etagMatches,
  locationWithDroppedParameters,
  type PageCache,
  PageStore,
  pageCacheKey,
  privateUnlessShared,
  secondsUntilMidnight,
  shareablePage,
  sharedCacheControl,
  startPageCache,
} from "./page-cache";
import { requestLog } from "./request-log";
import { cachedPagePolicy, cspNonce, securityHeaders } from "./security-headers";

const silent = pino({ level: "silent" });

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("making a page the same for everyone", () => {
  it("drops the render's nonce and lists a hash for each inline script instead", () => {
    const html = [
      `<script nonce="N0NCE">window.a = "é";</script>`,
      `<script type="module" nonce="N0NCE" async="">import("/assets/x.js")</script>`,
      `<script type="application/ld+json" nonce="N0NCE">{"@type":"Organization"}</script>`,
      `<script src="/assets/entry.js" nonce="N0NCE"></script>`,
      `<script nonce="N0NCE">window.a = "é";</script>`,
    ].join("");
    const shared = shareablePage(html, "N0NCE");
    expect(shared?.html).not.toContain("N0NCE");
    expect(shared?.html).toContain(`<script src="/assets/entry.js"></script>`);
    // Once per distinct script; a script with src needs none.
    expect(shared?.scriptHashes).toEqual([
      sha256(`window.a = "é";`),
      sha256(`import("/assets/x.js")`),
      sha256(`{"@type":"Organization"}`),
    ]);
  });

  it("refuses a page that shows its nonce anywhere but in a nonce attribute", () => {
    expect(shareablePage(`<script nonce="N0NCE">var n = "N0NCE"</script>`, "N0NCE")).toBeNull();
    expect(shareablePage("<p>plain</p>", "N0NCE")).toEqual({ html: "<p>plain</p>", scriptHashes: [] });
  });

  it("compresses the page once into each encoding, each with its own ETag", () => {
    const body = Buffer.from(`<p>${"Wildebeest cross the river. ".repeat(200)}</p>`);
    const bodies = encodedBodies(body);
    expect(gunzipSync(bodies.gzip.body).equals(body)).toBe(true);
    expect(brotliDecompressSync(bodies.br.body).equals(body)).toBe(true);
    expect(bodies.br.body.length).toBeLessThan(body.length / 10);
    expect(new Set([bodies.identity.etag, bodies.gzip.etag, bodies.br.etag]).size).toBe(3);
    expect(etagMatches(`W/"x", ${bodies.gzip.etag}`, [bodies.gzip.etag])).toBe(true);
    expect(etagMatches('"x"', [bodies.gzip.etag])).toBe(false);
    expect(etagMatches(undefined, [bodies.gzip.etag])).toBe(false);
  });
});

describe("pageCacheKey", () => {
  const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers });

  it.each([
    ["/", "/", true],
    ["/safaris", "/safaris", true],
    ["/safaris/3", "/safaris/3", true],
    ["/reviews?rating=5&page=2", "/reviews?page=2&rating=5", true],
    ["/reviews?page=2&rating=5", "/reviews?page=2&rating=5", true],
    ["/safaris?month=8&country=kenya", "/safaris?country=kenya&month=8", true],
    ["/maasai-mara", "/maasai-mara", true],
    ["/de", "/de", true],
    ["/de/kontakt", "/de/kontakt", true],
    ["/fr/avis?page=2", "/fr/avis?page=2", true],
    ["/it/safari/3", "/it/safari/3", true],
    ["/es/maasai-mara", "/es/maasai-mara", true],
    // Parameters no page reads are left out of the key: the page kept for the plain address answers them,
    // and on a miss the plain address is rendered and kept.
    ["/?utm_source=newsletter&utm_medium=email", "/", false],
    ["/safaris?fbclid=IwAR0abc&month=8", "/safaris?month=8", false],
    ["/safaris/1?gclid=Cj0KCQ", "/safaris/1", false],
    ["/reviews?tab=all&page=2", "/reviews?page=2", false],
    ["/contact?x=8f3a9c", "/contact", false],
  ])("keys %s as %s (exact: %s)", (url, key, exact) => {
    expect(pageCacheKey(request(url))).toEqual({ key, exact });
    expect(pageCacheKey(request(url, {}, "HEAD"))).toEqual({ key, exact });
  });

  it.each([
    ["a post", request("/contact", {}, "POST")],
    ["a staff page", request("/admin/packages")],
    ["the sign-in page", request("/login")],
    ["the auth API", request("/api/auth/get-session")],
    ["the chat", request("/chat")],
    ["the chat's messages", request("/chat/messages")],
    ["the booking flow", request("/booking/3")],
    ["a trip page", request("/trip/abc")],
    ["the German chat", request("/de/chat")],
    ["the French chat", request("/fr/chat")],
    ["the German booking flow", request("/de/buchung/3")],
    ["the French booking flow", request("/fr/reservation/3?step=confirmation")],
    ["the Italian booking flow", request("/it/prenotazione/3")],
    ["the Spanish booking flow", request("/es/reserva/3")],
    ["a German trip page", request("/de/reise/abc")],
    ["a French trip page's card payment", request("/fr/voyage/abc/pay/card")],
    ["an Italian trip page", request("/it/viaggio/abc")],
    ["a Spanish trip page", request("/es/viaje/abc/pay/mpesa")],
    ["an upload", request("/uploads/a.jpg")],
    ["React Router's route manifest", request("/__manifest?paths=%2Fdestinations&version=94ca7034")],
    ["a translation file", request("/messages/de/forms")],
    ["loader data", request("/safaris.data")],
    ["a file", request("/favicon.ico")],
    ["an image", request("/images/hero.webp")],
    ["loader data by route", request("/safaris?_routes=root")],
    ["a visitor with any cookie", request("/", { cookie: "hb_toast=x" })],
    ["a staff session", request("/safaris", { cookie: "heartbeest.session_token=abc" })],
    ["credentials", request("/", { authorization: "Basic eDp5" })],
  ])("does not cache %s", (_name, input) => {
    expect(pageCacheKey(input)).toBeNull();
  });
});

describe("locationWithDroppedParameters", () => {
  it.each([
    ["/maasai-mara", "/Maasai-Mara?ref=footer", "/maasai-mara?ref=footer"],
    ["/safaris/3", "/packages/3?utm_source=news&utm_medium=email", "/safaris/3?utm_source=news&utm_medium=email"],
    ["/safaris?month=8", "/safaris?month=8&fbclid=x", "/safaris?month=8&fbclid=x"],
    ["/page?gclid=kept", "/old?gclid=other", "/page?gclid=kept"],
    ["https://elsewhere.example/x", "/old?utm_source=a", "https://elsewhere.example/x"],
    ["//elsewhere.example/x", "/old?utm_source=a", "//elsewhere.example/x"],
  ])("%s after %s is %s", (location, original, expected) => {
    expect(locationWithDroppedParameters(location, original)).toBe(expected);
  });
});

describe("freshness", () => {
  it("counts the seconds to Nairobi's midnight (UTC+3)", () => {
    expect(secondsUntilMidnight("Africa/Nairobi", new Date("2027-03-01T20:59:30Z"))).toBe(30);
    expect(secondsUntilMidnight("Africa/Nairobi", new Date("2027-03-01T21:00:00Z"))).toBe(86_400);
    expect(secondsUntilMidnight("Africa/Nairobi", new Date("2027-03-01T09:00:00Z"))).toBe(12 * 3600);
  });

  it("lets shared caches keep a page briefly and serve it stale while refreshing, never past midnight", () => {
    expect(sharedCacheControl(60, 300, 86_400)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(sharedCacheControl(60, 300, 200)).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=140");
    expect(sharedCacheControl(60, 300, 30)).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=0");
  });
});

function storedPage(bytes = 1, expiresAt = 1_000): CachedPage {
  const page = cachedPage({
    bodies: {
      identity: { body: Buffer.from("x"), etag: '"x"' },
      gzip: { body: Buffer.from("x"), etag: '"x-gzip"' },
      br: { body: Buffer.from("x"), etag: '"x-br"' },
    },
    csp: cachedPagePolicy([]),
    headers: [],
    storedAt: 0,
    expiresAt,
  });
  return { ...page, bytes };
}

describe("PageStore", () => {
  const page = storedPage;

  it("drops the least recently used page beyond its count", () => {
    const store = new PageStore({ maxEntries: 2, maxBytes: 1_000 });
    store.set("/a", page(1));
    store.set("/b", page(1));
    expect(store.get("/a", 0)).toBeDefined(); // /a is now the most recently used
    store.set("/c", page(1));
    expect(store.get("/b", 0)).toBeUndefined();
    expect(store.get("/a", 0)).toBeDefined();
    expect(store.get("/c", 0)).toBeDefined();
  });

  it("keeps within its bytes, and never keeps one page larger than all of them", () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 100 });
    store.set("/a", page(60));
    store.set("/b", page(60));
    expect(store.size).toBe(1);
    expect(store.bytes).toBe(60);
    store.set("/huge", page(101));
    expect(store.get("/huge", 0)).toBeUndefined();
    expect(store.get("/b", 0)).toBeDefined();
  });

  it("forgets a page once it has expired, and everything on clear", () => {
    const store = new PageStore({ maxEntries: 10, maxBytes: 100 });
    store.set("/a", page(10, 500));
    expect(store.get("/a", 499)).toBeDefined();
    expect(store.get("/a", 500)).toBeUndefined();
    expect(store.bytes).toBe(0);
    store.set("/b", page(10));
    const generation = store.generation;
    store.clear();
    expect(store.size).toBe(0);
    expect(store.generation).toBe(generation + 1);
  });
});

// A real HTTP server with the production middleware order (the cache's front door before Express, then
// security headers, compression, page cache) in front of a small stand-in for the page renderer, and the
// content version in a real database.
interface Site {
  url: string;
  cache: PageCache;
  renders: () => number;
  /** Requests that reached Express (the front door did not answer them). */
  chained: () => number;
  /** JSON log lines written at info level. */
  logs: Array<Record<string, unknown>>;
  drain(): void;
  close(): Promise<void>;
}

let database: TestDatabase;
let headline = "Great Migration";

async function serveSite(options: { pollIntervalMs?: number; ttlSeconds?: number } = {}): Promise<Site> {
  const cache = await startPageCache({
    ttlSeconds: options.ttlSeconds ?? 60,
    staleSeconds: 300,
    maxEntries: 50,
    readVersion: () => readContentVersion(database.db),
    pollIntervalMs: options.pollIntervalMs ?? 60_000,
    logger: silent,
  });
  let renders = 0;
  let chained = 0;
  let draining = false;
  const logs: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk, _encoding, callback) {
        logs.push(JSON.parse(String(chunk)));
        callback();
      },
    }),
  );
  const app = express();
  // As behind the production proxy: X-Forwarded-Proto from it says whether the visitor came over HTTPS.
  app.set("trust proxy", "loopback");
  const httpLog = requestLog(logger);
  app.use(httpLog);
  app.use(privateUnlessShared());
  app.use((_req, res, next) => {
    chained += 1;
    if (draining) res.setHeader("Connection", "close");
    next();
  });
  app.use(securityHeaders({ development: false }));
  app.use(compression());
  app.use(cache.middleware);
  app.get("/page", async (req, res) => {
    renders += 1;
    const token = issueSubmissionToken();
    res.type("html");
    if (req.query.category === "greet") res.setHeader("Set-Cookie", "seen=1");
    // Streamed in pieces, as React streams a page.
    res.write(`<!doctype html><h1>${headline}</h1><p>${"Wildebeest cross the river. ".repeat(60)}</p>`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.write(`<form><input type="hidden" name="submissionToken" value="${token}"/></form>`);
    res.end(`<script nonce="${cspNonce(res)}">window.data={"submissionToken":"${token}"}</script>`);
  });
  app.get("/old-page", (_req, res) => {
    res.redirect(301, "/page?category=moved");
  });
  app.get("/missing", (_req, res) => {
    res.status(404).type("html").send("<h1>Not found</h1>");
  });
  app.post("/staff-change", async (_req, res) => {
    headline = "Calving Season";
    await bumpContentVersion(database.db);
    res.redirect(303, "/page");
  });
  const front = cacheFront({
    pageCache: cache,
    app,
    requestLog: httpLog,
    draining: () => draining,
  });
  const server = createServer((req, res) => {
    if (!front(req, res)) app(req, res);
  }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cache,
    renders: () => renders,
    chained: () => chained,
    logs,
    drain: () => {
      draining = true;
    },
    close: async () => {
      cache.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** X-Page-Cache of a GET, once the whole page has arrived (a page is kept only once it has been sent). */
async function cacheStatus(url: string): Promise<string | null> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return response.headers.get("x-page-cache");
}

function pageSecrets(html: string) {
  return {
    nonce: /nonce="([^"]+)"/.exec(html)?.[1],
    formToken: /name="submissionToken" value="([^"]+)"/.exec(html)?.[1],
    dataToken: /"submissionToken":"([^"]+)"/.exec(html)?.[1],
  };
}

/** A database and a site for the tests of one describe block, closed after them. */
function withSite(onStart: (site: Site) => void): void {
  let started: Site | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    started = await serveSite();
    onStart(started);
  });
  afterAll(async () => {
    await started?.close();
    await database?.destroy();
  });
}

describe("the page cache in an HTTP server", () => {
  let site: Site;
  withSite((started) => {
    site = started;
  });

  it("renders once, then serves the same bytes every time, compressed once, with scripts allowed by hash", async () => {
    const first = await fetch(`${site.url}/page`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstHtml = await first.text();
    // The render itself is answered as rendered: its own nonce, compressed on the way out.
    const renderNonce = pageSecrets(firstHtml).nonce;
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${renderNonce}'`);

    const hits: Array<{ html: string; headers: Headers }> = [];
    for (const encoding of ["br", "br", "gzip", "identity"]) {
      const response = await fetch(`${site.url}/page`, { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("x-page-cache")).toBe("hit");
      expect(response.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
      expect(response.headers.get("cache-control")).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      hits.push({ html: await response.text(), headers: response.headers });
    }
    expect(site.renders()).toBe(1);

    const [hit] = hits;
    expect(hits.every(({ html }) => html === hit?.html)).toBe(true);
    expect(hits[1]?.headers.get("content-length")).toBe(hits[0]?.headers.get("content-length"));
    expect(hits[1]?.headers.get("etag")).toBe(hits[0]?.headers.get("etag"));
    const html = hit?.html ?? "";
    expect(html).toContain("<h1>Great Migration</h1>");
    expect(html).not.toContain("nonce=");
    // The form keeps the token it was rendered with (posts are told apart by token and content).
    expect(pageSecrets(html).formToken).toBe(pageSecrets(firstHtml).formToken);
    const csp = hit?.headers.get("content-security-policy") ?? "";
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(csp).toContain(`script-src 'self' ${sha256(script)};`);
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/'nonce-|'unsafe-inline'/);
  });

  it("keeps the first of several renders that ran side by side, so every hit after gets the same bytes", async () => {
    const path = `${site.url}/page?category=side-by-side`;
    const renders = await Promise.all([1, 2, 3].map(async () => (await fetch(path)).text()));
    expect(new Set(renders.map((html) => pageSecrets(html).formToken)).size).toBe(3);
    await expect.poll(() => cacheStatus(path)).toBe("hit");
    const hits = await Promise.all(
      [1, 2, 3, 4].map(async () => pageSecrets(await (await fetch(path)).text()).formToken),
    );
    expect(new Set(hits).size).toBe(1);
    expect(renders.map((html) => pageSecrets(html).formToken)).toContain(hits[0]);
  });

  it("answers tracking and unknown parameters from the page kept for the plain address, or renders and keeps that page", async () => {
    const plain = `${site.url}/page?category=tracking`;
    await expect.poll(() => cacheStatus(plain)).toBe("hit");
    const rendersBefore = site.renders();
    for (const extra of ["utm_source=newsletter&utm_medium=email", "fbclid=IwAR0abc", `x=${Math.random()}`]) {
      expect(await cacheStatus(`${plain}&${extra}`), extra).toBe("hit");
    }
    expect(site.renders()).toBe(rendersBefore);

    // Where no plain page is kept yet, such a request renders the plain address, and that page is kept for it.
    const cold = `${site.url}/page?category=tracking-cold`;
    const tracked = await fetch(`${cold}&gclid=Cj0KCQ`, { headers: { accept: "text/html" } });
    expect(tracked.headers.get("x-page-cache")).toBe("miss");
    await tracked.arrayBuffer();
    expect(site.renders()).toBe(rendersBefore + 1);
    await expect.poll(() => cacheStatus(cold)).toBe("hit");
    expect(site.renders()).toBe(rendersBefore + 1);

    // Anything but a page (a script's fetch, React Router's manifest) keeps its whole address and is not kept.
    const data = await fetch(`${site.url}/page?category=tracking-data&version=abc`, { headers: { accept: "*/*" } });
    expect(data.headers.get("x-page-cache")).toBeNull();
    await data.arrayBuffer();
    expect(await cacheStatus(`${site.url}/page?category=tracking-data`)).toBe("miss");
  });

  it("gives a redirect back the parameters it was rendered without, so tracking reaches the landing page", async () => {
    const moved = await fetch(`${site.url}/old-page?utm_source=newsletter&gclid=Cj0&category=old`, {
      redirect: "manual",
      headers: { accept: "text/html" },
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/page?category=moved&utm_source=newsletter&gclid=Cj0");
  });

  it("answers a conditional request with 304 when the page has not changed", async () => {
    const hit = await fetch(`${site.url}/page`, { headers: { "accept-encoding": "gzip" } });
    await hit.arrayBuffer();
    const etag = hit.headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+-gzip"$/);
    const again = await fetch(`${site.url}/page`, { headers: { "accept-encoding": "gzip", "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("answers HEAD from the cache without a body", async () => {
    const response = await fetch(`${site.url}/page`, { method: "HEAD" });
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(await response.text()).toBe("");
  });

  it("renders afresh, and keeps out of shared caches, for a visitor with a cookie", async () => {
    const before = site.renders();
    const response = await fetch(`${site.url}/page`, { headers: { cookie: "hb_toast=abc" } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-page-cache")).toBeNull();
    expect(site.renders()).toBe(before + 1);
  });

  it("keeps neither a page that sets a cookie nor a page that is not 200", async () => {
    for (let i = 0; i < 2; i++) {
      const greeted = await fetch(`${site.url}/page?category=greet`);
      expect(greeted.headers.get("x-page-cache")).toBeNull();
      expect(greeted.headers.get("cache-control")).toBe("private, no-store");
      const missing = await fetch(`${site.url}/missing`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get("x-page-cache")).toBeNull();
    }
  });

  it("drops the page as soon as a change made through this server has been answered", async () => {
    const other = await serveSite({ pollIntervalMs: 100 });
    try {
      expect(await cacheStatus(`${other.url}/page`)).toBe("miss");
      expect(await cacheStatus(`${other.url}/page`)).toBe("hit");
      expect(await cacheStatus(`${site.url}/page`)).toBe("hit");

      const change = await fetch(`${site.url}/staff-change`, { method: "POST", redirect: "manual" });
      expect(change.status).toBe(303);
      const after = await fetch(`${site.url}/page`);
      expect(after.headers.get("x-page-cache")).toBe("miss");
      expect(await after.text()).toContain("<h1>Calving Season</h1>");

      // The other server learns of the change by polling the version.
      await expect
        .poll(async () => (await (await fetch(`${other.url}/page`)).text()).includes("Calving Season"), {
          timeout: 10_000,
        })
        .toBe(true);
    } finally {
      await other.close();
    }
  });

  it("empties itself and stops serving while the version cannot be read", async () => {
    let failing = false;
    const cache = await startPageCache({
      ttlSeconds: 60,
      staleSeconds: 0,
      maxEntries: 5,
      readVersion: async () => {
        if (failing) throw new Error("database unavailable");
        return 7;
      },
      logger: silent,
      pollIntervalMs: 60_000,
    });
    try {
      cache.store.set("/a", { ...storedPage(), storedAt: Date.now(), expiresAt: Date.now() + 60_000 });
      await cache.refresh();
      expect(cache.store.size).toBe(1);
      failing = true;
      await cache.refresh();
      expect(cache.store.size).toBe(0);

      // A lost connection reported by the pool empties it at once, before the next poll.
      failing = false;
      await cache.refresh();
      cache.store.set("/b", { ...storedPage(), storedAt: Date.now(), expiresAt: Date.now() + 60_000 });
      cache.databaseLost();
      expect(cache.store.size).toBe(0);
    } finally {
      cache.stop();
    }
  });

  it("stops waiting for a version read that never answers (a silent database host), and serves again once reads answer", async () => {
    let hostSilent = false;
    const cache = await startPageCache({
      ttlSeconds: 60,
      staleSeconds: 0,
      maxEntries: 5,
      readVersion: () => (hostSilent ? new Promise<number>(() => {}) : Promise.resolve(7)),
      readTimeoutMs: 100,
      logger: silent,
      pollIntervalMs: 60_000,
    });
    try {
      cache.store.set("/a", { ...storedPage(), storedAt: Date.now(), expiresAt: Date.now() + 60_000 });
      hostSilent = true;
      const started = Date.now();
      await cache.refresh();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(cache.store.size).toBe(0);
      // Nothing is served from memory meanwhile: requests go on to render (and meet the database's own bounds).
      expect(cache.hit({ method: "GET", url: "/a", headers: {} } as never)).toBeNull();

      // The read after the host is back (or replaced) is a fresh one, not the stuck one again.
      hostSilent = false;
      await cache.refresh();
      cache.store.set("/a", { ...storedPage(), storedAt: Date.now(), expiresAt: Date.now() + 60_000 });
      await cache.refresh();
      expect(cache.store.size).toBe(1);
    } finally {
      cache.stop();
    }
  });
});

describe("the cache's front door (cache-front.ts)", () => {
  let site: Site;
  withSite((started) => {
    site = started;
  });

  /** Headers of a response as name -> value, without those that differ on every response. */
  const lasting = (headers: Headers, without: string[] = []) =>
    new Map(
      [...headers].filter(
        ([name]) => !["date", "age", "x-request-id", "connection", "keep-alive", ...without].includes(name),
      ),
    );

  it("answers a hit before Express runs, with every header of the miss the page was stored from", async () => {
    const url = `${site.url}/page?category=front-headers`;
    const miss = await fetch(url, { headers: { "accept-encoding": "identity" } });
    await miss.text();
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    const chainedBefore = site.chained();
    const hit = await fetch(url, { headers: { "accept-encoding": "identity" } });
    const html = await hit.text();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(site.chained()).toBe(chainedBefore);

    // The same security headers, type, Vary and caching; only the script-src of the CSP and what a stored
    // page has of its own (ETag, Content-Length instead of chunks, X-Page-Cache) differ.
    const differing = ["content-security-policy", "etag", "content-length", "transfer-encoding", "x-page-cache"];
    expect(lasting(hit.headers, differing)).toEqual(lasting(miss.headers, differing));
    expect(hit.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(hit.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
    const withoutScripts = (csp: string | null) => (csp ?? "").replace(/script-src [^;]*;/, "");
    expect(withoutScripts(hit.headers.get("content-security-policy"))).toBe(
      withoutScripts(miss.headers.get("content-security-policy")),
    );
    // The request id the chain would have given it: a well-formed one echoed, else a new one.
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await fetch(url, { headers: { "x-request-id": "front-door-1" } });
    await echoed.arrayBuffer();
    expect(echoed.headers.get("x-request-id")).toBe("front-door-1");
    expect(site.chained()).toBe(chainedBefore);
  });

  it("gives a hit the same headers on every way in: front door, 304, HEAD, and the middleware", async () => {
    const url = `${site.url}/page?category=front-ways`;
    await cacheStatusUntilHit(url);
    const gzip = { "accept-encoding": "gzip" };
    const front = await fetch(url, { headers: gzip });
    await front.arrayBuffer();
    const chainedBefore = site.chained();
    // A GET with a body takes the middleware chain (the body limit judges it), and still gets the stored page.
    const viaChain = await new Promise<{ headers: Headers; status: number }>((resolve, reject) => {
      const request = httpRequest(url, { method: "GET", headers: { ...gzip, "content-length": "0" } }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: new Headers(response.headers as Record<string, string>),
          }),
        );
      });
      request.on("error", reject);
      request.end();
    });
    expect(site.chained()).toBe(chainedBefore + 1);
    expect(viaChain.status).toBe(200);
    expect(lasting(viaChain.headers)).toEqual(lasting(front.headers));

    const head = await fetch(url, { method: "HEAD", headers: gzip });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(lasting(head.headers)).toEqual(lasting(front.headers));

    const etag = front.headers.get("etag") ?? "";
    const notModified = await fetch(url, { headers: { ...gzip, "if-none-match": `W/${etag}` } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    expect(lasting(notModified.headers)).toEqual(lasting(front.headers, ["content-length", "content-encoding"]));
    expect(site.chained()).toBe(chainedBefore + 1);
  });

  it("writes one log line per hit, as pino-http does for every other request", async () => {
    const url = `${site.url}/page?category=front-log&page=1`;
    await cacheStatusUntilHit(url);
    const hit = await fetch(url, { headers: { "x-request-id": "front-door-log" } });
    await hit.arrayBuffer();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    await expect
      .poll(() => site.logs.find((line) => (line.req as { id?: string })?.id === "front-door-log"))
      .toMatchObject({
        level: 30,
        msg: "request completed",
        req: { id: "front-door-log", method: "GET", path: "/page" },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
  });

  it("leaves to the middleware chain what it must not answer: a visitor with a cookie, a server shutting down", async () => {
    const url = `${site.url}/page?category=front-chain`;
    await cacheStatusUntilHit(url);
    let before = site.chained();
    const withCookie = await fetch(url, { headers: { cookie: "hb_toast=abc" } });
    await withCookie.arrayBuffer();
    expect(withCookie.headers.get("x-page-cache")).toBeNull();
    expect(site.chained()).toBe(before + 1);

    const draining = await serveSite();
    try {
      const drainingUrl = `${draining.url}/page`;
      await cacheStatusUntilHit(drainingUrl);
      draining.drain();
      before = draining.chained();
      const last = await fetch(drainingUrl);
      await last.arrayBuffer();
      // Still the stored page, through the chain, which tells the client to close the connection.
      expect(last.headers.get("x-page-cache")).toBe("hit");
      expect(last.headers.get("connection")).toBe("close");
      expect(draining.chained()).toBe(before + 1);
    } finally {
      await draining.close();
    }
  });

  it("tells HTTPS apart exactly as Express does (behind a trusted proxy), and replaces a malformed request id", async () => {
    const url = `${site.url}/page?category=front-https`;
    await cacheStatusUntilHit(url);
    const hit = (headers: Record<string, string>) =>
      fetch(url, { headers }).then(async (response) => {
        await response.arrayBuffer();
        expect(response.headers.get("x-page-cache")).toBe("hit");
        return response.headers;
      });
    expect((await hit({ "x-forwarded-proto": "https" })).get("strict-transport-security")).toMatch(/max-age=/);
    expect((await hit({ "x-forwarded-proto": "https, http" })).get("strict-transport-security")).toMatch(/max-age=/);
    expect((await hit({ "x-forwarded-proto": "http" })).get("strict-transport-security")).toBeNull();
    expect((await hit({})).get("strict-transport-security")).toBeNull();

    expect((await hit({ "x-request-id": "<script>" })).get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** Fetches until the page comes from the cache. */
async function cacheStatusUntilHit(url: string): Promise<void> {
  await expect.poll(() => cacheStatus(url)).toBe("hit");
}
