// The production server as an operator runs it: pages, health checks, headers, compression, caching,
// request ids, start-up seeding, graceful shutdown and configuration errors.

import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppServer, delay, makeTempDir, runServerToExit, startAppServer } from "./support/app-server";
import { countRows } from "./support/database";
import { elements, get, hrefs, parseCsp, visibleText } from "./support/http";

const navigation = [
  "/",
  "/about",
  "/safaris",
  "/destinations",
  "/hotels-and-lodges",
  "/video-gallery",
  "/reviews",
  "/contact",
];
const footerLinks = ["/safaris", "/video-gallery", "/about", "/contact"];
const destinationLinks = ["/maasai-mara", "/amboseli", "/samburu", "/ngorongoro", "/serengeti"];
const notFoundText = "Oops! The page you're looking for can't be found";

/** Typographic apostrophes are the same words. */
const plain = (text: string) => text.replace(/[\u2018\u2019]/g, "'");

describe("production server", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves the home page as complete HTML with the navigation and the footer", async () => {
    const response = await get(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.header("content-type")).toMatch(/^text\/html/);
    expect(response.text).toMatch(/^<!DOCTYPE html>/i);
    expect(response.text).toMatch(/<html[^>]*\blang="en"/);

    const navHrefs = elements(response.text, "nav").flatMap(hrefs);
    for (const href of navigation) expect(navHrefs, `navigation link to ${href}`).toContain(href);

    const footers = elements(response.text, "footer");
    expect(footers, "a <footer> element").toHaveLength(1);
    const footerHrefs = hrefs(footers[0]!);
    for (const href of [...footerLinks, ...destinationLinks])
      expect(footerHrefs, `footer link to ${href}`).toContain(href);
    expect(visibleText(footers[0]!)).toContain(String(new Date().getFullYear()));
  });

  it("answers an unknown path with 404 and the not-found page", async () => {
    // One segment (/{name}) would be a destination's address; an unknown one is the same not-found page.
    const oneWord = await get(`${server.url}/no-such-destination`);
    expect(oneWord.status).toBe(404);
    expect(plain(visibleText(oneWord.text))).toContain(notFoundText);

    const response = await get(`${server.url}/no/such/page`);
    expect(response.status).toBe(404);
    expect(response.header("content-type")).toMatch(/^text\/html/);
    const text = plain(visibleText(response.text));
    expect(text).toContain("404");
    expect(text).toContain(notFoundText);
    expect(hrefs(response.text)).toContain("/");
  });

  it("reports health and readiness", async () => {
    const health = await get(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toMatchObject({ status: "ok" });
    expect(health.header("cache-control")).toContain("no-store");

    const ready = await get(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: "ready", database: "pglite" });
  });

  it("sends a Content-Security-Policy whose script nonce is on every inline script and changes per response", async () => {
    // A cookie makes the page render afresh (anonymous pages come from the page cache: see the next test).
    const rendered = { Cookie: "e2e=rendered" };
    const first = await get(`${server.url}/`, rendered);
    const csp = parseCsp(first.header("content-security-policy"));
    const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0]!.slice("'nonce-".length, -1);
    expect(nonce.length).toBeGreaterThanOrEqual(16);

    const scripts = [...first.text.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? "");
    const executable = scripts.filter((attributes) => !/\btype="application\/(ld\+)?json"/i.test(attributes));
    expect(executable.length).toBeGreaterThan(0);
    for (const attributes of executable) expect(attributes).toContain(`nonce="${nonce}"`);

    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);

    const second = await get(`${server.url}/`, rendered);
    const secondNonce = parseCsp(second.header("content-security-policy"))
      .get("script-src")
      ?.find((s) => s.startsWith("'nonce-"));
    expect(secondNonce).toBeDefined();
    expect(secondNonce).not.toBe(nonces[0]);
  });

  it("allows the inline scripts of a cached page by their hashes, with no nonce and never 'unsafe-inline'", async () => {
    let cached = await get(`${server.url}/`);
    for (let attempt = 0; attempt < 20 && cached.header("x-page-cache") !== "hit"; attempt++) {
      cached = await get(`${server.url}/`);
    }
    expect(cached.header("x-page-cache")).toBe("hit");
    const scriptSrc = parseCsp(cached.header("content-security-policy")).get("script-src") ?? [];
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);
    expect(cached.text).not.toMatch(/\snonce=/);
    const inline = [...cached.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      (match) => !/\ssrc=/i.test(match[1] ?? ""),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      expect(scriptSrc).toContain(
        `'sha256-${createHash("sha256")
          .update(body ?? "", "utf8")
          .digest("base64")}'`,
      );
    }
  });

  it("sends the other security headers, and no HSTS over plain HTTP even when a client claims HTTPS", async () => {
    for (const path of ["/", "/no/such/page", "/healthz"]) {
      const response = await get(`${server.url}${path}`, { "X-Forwarded-Proto": "https" });
      expect(response.header("x-content-type-options"), path).toBe("nosniff");
      expect(response.header("referrer-policy"), path).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      expect(response.header("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(response.header("strict-transport-security"), path).toBeUndefined();
      expect(response.header("x-powered-by"), path).toBeUndefined();
    }
  });

  it("compresses pages with brotli or gzip, as the client accepts", async () => {
    const identity = await get(`${server.url}/`, { "Accept-Encoding": "identity" });
    expect(identity.header("content-encoding")).toBeUndefined();

    for (const encoding of ["br", "gzip"]) {
      const response = await get(`${server.url}/`, { "Accept-Encoding": encoding });
      expect(response.status).toBe(200);
      expect(response.header("content-encoding")).toBe(encoding);
      expect(response.header("vary")).toMatch(/accept-encoding/i);
      expect(response.raw.length).toBeLessThan(Buffer.byteLength(response.text));
      expect(response.text).toMatch(/^<!DOCTYPE html>/i);
    }
  });

  it("serves hashed assets for a year, immutable, and compressed", async () => {
    const page = await get(`${server.url}/`);
    const assets = [...new Set([...page.text.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!))];
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await get(`${server.url}${asset}`, { "Accept-Encoding": "br, gzip" });
      expect(response.status, asset).toBe(200);
      const cacheControl = response.header("cache-control") ?? "";
      expect(cacheControl, asset).toContain("immutable");
      expect(cacheControl, asset).toMatch(/max-age=31536000\b/);
      if (response.text.length > 2048) expect(response.header("content-encoding"), asset).toMatch(/^(br|gzip)$/);
    }
    const missing = await get(`${server.url}/assets/does-not-exist-abc123.js`);
    expect(missing.status).toBe(404);
    expect(missing.header("cache-control") ?? "").not.toContain("immutable");
  });

  it("returns a request id, echoes a well-formed one and logs it", async () => {
    const generated = await get(`${server.url}/`);
    expect(generated.header("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const echoed = await get(`${server.url}/`, { "X-Request-Id": "checkout-7f3a-42" });
    expect(echoed.header("x-request-id")).toBe("checkout-7f3a-42");

    const rejected = await get(`${server.url}/`, { "X-Request-Id": "<script>alert(1)</script>" });
    expect(rejected.header("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(() => server.logs.some((line) => (line.req as { id?: string } | undefined)?.id === "checkout-7f3a-42"))
      .toBe(true);
  });
});

describe("sample content on start", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeTempDir();
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is seeded on the first start and not again on the next", async () => {
    const first = await startAppServer({ dataDir });
    const seeded = await first.waitForLog("sample content seeded");
    expect(await first.stop()).toEqual({ code: 0, signal: null });
    const counts = Object.values((seeded.counts ?? {}) as Record<string, number>);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    const rowsAfterFirst = await countRows({ dataDir: `${dataDir}/db` });
    expect(Object.values(rowsAfterFirst).reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);

    const second = await startAppServer({ dataDir });
    await second.waitForLog("sample content already present");
    expect(second.logs.some((line) => line.msg === "sample content seeded")).toBe(false);
    expect(await second.stop()).toEqual({ code: 0, signal: null });
    expect(await countRows({ dataDir: `${dataDir}/db` })).toEqual(rowsAfterFirst);
  });
});

describe("behind a TLS-terminating proxy (TRUST_PROXY=true)", () => {
  let server: AppServer;
  beforeAll(async () => {
    server = await startAppServer({ env: { TRUST_PROXY: "true", SEED_ON_START: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("sends HSTS only for requests the proxy says arrived over HTTPS", async () => {
    const secure = await get(`${server.url}/`, { "X-Forwarded-Proto": "https" });
    expect(secure.status).toBe(200);
    expect(secure.header("strict-transport-security")).toMatch(/max-age=\d{8,}/);

    const plainHttp = await get(`${server.url}/`, { "X-Forwarded-Proto": "http" });
    expect(plainHttp.header("strict-transport-security")).toBeUndefined();
  });
});

describe("graceful shutdown", () => {
  it("finishes a request in flight when SIGTERM arrives, then exits 0", async () => {
    const server = await startAppServer({ env: { SEED_ON_START: "false" } });
    try {
      // A request whose headers are only half sent is in flight: the server has begun reading it.
      const socket = net.connect(server.port, "127.0.0.1");
      let response = "";
      socket.setEncoding("utf8").on("data", (chunk: string) => {
        response += chunk;
      });
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
      await delay(300);

      process.kill(server.pid, "SIGTERM");
      await server.waitForLog("shutting down: finishing in-flight requests");
      await delay(300);
      socket.write("Accept: text/html\r\n\r\n");
      await closed;

      expect(response).toMatch(/^HTTP\/1\.1 200 /);
      expect(response).toContain("</html>");
      const status = await server.exited;
      expect(status).toEqual({ code: 0, signal: null });
      await server.waitForLog("shutdown complete");
    } finally {
      await server.stop();
    }
  });
});

describe("configuration errors", () => {
  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["TRUST_PROXY", { TRUST_PROXY: "perhaps" }],
  ])("stops with a message naming %s", async (variable, env) => {
    const result = await runServerToExit(env as Record<string, string>);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toContain(variable);
    expect(result.output).not.toContain("server listening");
  });

  it("does not print a secret it rejects", async () => {
    const result = await runServerToExit({ AUTH_SECRET: "hunter2-too-short" });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain("AUTH_SECRET");
    expect(result.output).not.toContain("hunter2-too-short");
  });
});
