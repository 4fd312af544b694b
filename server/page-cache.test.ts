import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueSubmissionToken } from "~/features/spam/submission-token";
import { bumpContentVersion, readContentVersion } from "~/services/page-cache/content-version.server";
import { createTestDatabase, type TestDatabase } from "../tests/setup/test-database";
import {
  fillTemplate,
  type PageCache,
  PageStore,
  pageCacheKey,
  secondsUntilMidnight,
  sharedCacheControl,
  startPageCache,
  tokensAccountedFor,
  toTemplate,
} from "./page-cache";
import { cspNonce, securityHeaders } from "./security-headers";

const silent = pino({ level: "silent" });

describe("page templates", () => {
  it("cuts out the nonce and each token, and fills in fresh ones on every use", () => {
    const html = `<script nonce="N0NCE">x</script><input name="submissionToken" value="TOKEN-A"/><b>TOKEN-B</b>["TOKEN-A"]`;
    const template = toTemplate(html, { nonce: "N0NCE", tokens: ["TOKEN-A", "TOKEN-B"] });
    expect(template.parts.join("")).not.toMatch(/N0NCE|TOKEN-A|TOKEN-B/);
    let counter = 0;
    const filled = fillTemplate(template, { nonce: "fresh", issueToken: () => `new${++counter}` });
    // The same token keeps one value everywhere it appears (form field and hydration data alike).
    expect(filled).toBe(
      `<script nonce="fresh">x</script><input name="submissionToken" value="new1"/><b>new2</b>["new1"]`,
    );
    const again = fillTemplate(template, { nonce: "other", issueToken: () => `again${++counter}` });
    expect(again).toContain('nonce="other"');
    expect(again).toContain('value="again3"');
  });

  it("leaves a page without secrets as it is", () => {
    const template = toTemplate("<p>plain</p>", { nonce: "absent", tokens: [] });
    expect(fillTemplate(template, { nonce: "x", issueToken: () => "y" })).toBe("<p>plain</p>");
  });

  it("refuses a page whose form token it did not see being issued", () => {
    const form = `<input type="hidden" name="submissionToken" value="abc"/>`;
    expect(tokensAccountedFor(form, ["abc"])).toBe(true);
    expect(tokensAccountedFor(form, ["other"])).toBe(false);
    expect(tokensAccountedFor(form, [])).toBe(false);
    // Only in the hydration data (a dialog not yet open): still a token to hand out afresh.
    expect(tokensAccountedFor(`{"submissionToken":"abc"}`, [])).toBe(false);
    expect(tokensAccountedFor("<p>no form</p>", [])).toBe(true);
  });
});

describe("pageCacheKey", () => {
  const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({ method, url, headers });

  it.each([
    ["/", "/"],
    ["/safaris", "/safaris"],
    ["/safaris/3", "/safaris/3"],
    ["/reviews?tab=all&page=2", "/reviews?page=2&tab=all"],
    ["/reviews?page=2&tab=all", "/reviews?page=2&tab=all"],
    ["/maasai-mara", "/maasai-mara"],
  ])("keys %s as %s", (url, key) => {
    expect(pageCacheKey(request(url))).toBe(key);
    expect(pageCacheKey(request(url, {}, "HEAD"))).toBe(key);
  });

  it.each([
    ["a post", request("/contact", {}, "POST")],
    ["a staff page", request("/admin/packages")],
    ["the sign-in page", request("/login")],
    ["the auth API", request("/api/auth/get-session")],
    ["the chat", request("/chat")],
    ["the chat's messages", request("/chat/messages")],
    ["the booking flow", request("/booking/3")],
    ["an upload", request("/uploads/a.jpg")],
    ["loader data", request("/safaris.data")],
    ["loader data by route", request("/safaris?_routes=root")],
    ["a visitor with any cookie", request("/", { cookie: "hb_toast=x" })],
    ["a staff session", request("/safaris", { cookie: "heartbeest.session_token=abc" })],
    ["credentials", request("/", { authorization: "Basic eDp5" })],
  ])("does not cache %s", (_name, input) => {
    expect(pageCacheKey(input)).toBeNull();
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

describe("PageStore", () => {
  const page = (bytes: number, expiresAt = 1_000) => ({
    template: toTemplate("x", { nonce: "", tokens: [] }),
    headers: [],
    bytes,
    storedAt: 0,
    expiresAt,
  });

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

// A real HTTP server with the production middleware order (security headers, compression, page cache) in
// front of a small stand-in for the page renderer, and the content version in a real database.
interface Site {
  url: string;
  cache: PageCache;
  renders: () => number;
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
  const app = express();
  app.use(securityHeaders({ development: false }));
  app.use(compression());
  app.use(cache.middleware);
  app.get("/page", async (req, res) => {
    renders += 1;
    const token = issueSubmissionToken();
    res.type("html");
    if (req.query.greet) res.setHeader("Set-Cookie", "seen=1");
    // Streamed in pieces, as React streams a page.
    res.write(`<!doctype html><h1>${headline}</h1><p>${"Wildebeest cross the river. ".repeat(60)}</p>`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.write(`<form><input type="hidden" name="submissionToken" value="${token}"/></form>`);
    res.end(`<script nonce="${cspNonce(res)}">window.data={"submissionToken":"${token}"}</script>`);
  });
  app.get("/missing", (_req, res) => {
    res.status(404).type("html").send("<h1>Not found</h1>");
  });
  app.post("/staff-change", async (_req, res) => {
    headline = "Calving Season";
    await bumpContentVersion(database.db);
    res.redirect(303, "/page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cache,
    renders: () => renders,
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

describe("the page cache in an HTTP server", () => {
  let site: Site;
  beforeAll(async () => {
    database = await createTestDatabase();
    site = await serveSite();
  });
  afterAll(async () => {
    await site?.close();
    await database?.destroy();
  });

  it("renders once, then serves the page with a fresh nonce and fresh tokens every time", async () => {
    const first = await fetch(`${site.url}/page`);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstHtml = await first.text();
    const served = [{ html: firstHtml, csp: first.headers.get("content-security-policy") ?? "" }];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${site.url}/page`, { headers: { "accept-encoding": "br" } });
      expect(response.headers.get("x-page-cache")).toBe("hit");
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(response.headers.get("vary")).toMatch(/Cookie/);
      served.push({ html: await response.text(), csp: response.headers.get("content-security-policy") ?? "" });
    }
    expect(site.renders()).toBe(1);

    const secrets = served.map(({ html }) => pageSecrets(html));
    for (const [index, { csp }] of served.entries()) {
      const { nonce, formToken, dataToken } = secrets[index]!;
      expect(csp).toContain(`'nonce-${nonce}'`);
      expect(formToken).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(dataToken).toBe(formToken);
      expect(served[index]!.html).toContain("<h1>Great Migration</h1>");
    }
    expect(new Set(secrets.map((s) => s.nonce)).size).toBe(served.length);
    expect(new Set(secrets.map((s) => s.formToken)).size).toBe(served.length);
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
      const greeted = await fetch(`${site.url}/page?greet=1`);
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
      cache.store.set("/a", {
        template: toTemplate("a", { nonce: "", tokens: [] }),
        headers: [],
        bytes: 1,
        storedAt: Date.now(),
        expiresAt: Date.now() + 60_000,
      });
      await cache.refresh();
      expect(cache.store.size).toBe(1);
      failing = true;
      await cache.refresh();
      expect(cache.store.size).toBe(0);

      // A lost connection reported by the pool empties it at once, before the next poll.
      failing = false;
      await cache.refresh();
      cache.store.set("/b", {
        template: toTemplate("b", { nonce: "", tokens: [] }),
        headers: [],
        bytes: 1,
        storedAt: Date.now(),
        expiresAt: Date.now() + 60_000,
      });
      cache.databaseLost();
      expect(cache.store.size).toBe(0);
    } finally {
      cache.stop();
    }
  });
});
