import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedPagePolicy, cspNonce, securityHeaders } from "./security-headers";

interface Site {
  url: string;
  close(): Promise<void>;
}

/** A real HTTP server with the headers middleware in front of a page that prints its nonce. */
async function serve(development: boolean, trustProxy = false): Promise<Site> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders({ development }));
  app.get("/", (_req, res) => {
    res.type("html").send(`<script nonce="${cspNonce(res)}">1</script>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe("security headers in production", () => {
  let site: Site;
  beforeAll(async () => {
    site = await serve(false);
  });
  afterAll(async () => {
    await site.close();
  });

  it("allows scripts only from the site and with this response's nonce", async () => {
    const response = await fetch(site.url);
    const csp = directives(response.headers.get("content-security-policy"));
    const scriptSrc = csp.get("script-src") ?? [];
    const nonce = (await response.text()).match(/nonce="([^"]+)"/)?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
  });

  it("words a cached page's policy as the nonce policy, with hashes in place of the nonce", async () => {
    const response = await fetch(site.url);
    const header = response.headers.get("content-security-policy") ?? "";
    const nonce = (await response.text()).match(/nonce="([^"]+)"/)?.[1];
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    expect(cachedPagePolicy(hashes)).toBe(header.replace(`'nonce-${nonce}'`, hashes.join(" ")));
    expect(directives(cachedPagePolicy([])).get("script-src")).toEqual(["'self'"]);
  });

  it("gives every response a new nonce", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const body = await (await fetch(site.url)).text();
      nonces.add(body.match(/nonce="([^"]+)"/)?.[1] ?? "");
    }
    expect(nonces.size).toBe(5);
  });

  it("forbids sniffing and cross-site referrers and sends no HSTS over plain HTTP", async () => {
    const response = await fetch(site.url, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("security headers behind a trusted proxy", () => {
  let site: Site;
  beforeAll(async () => {
    site = await serve(false, true);
  });
  afterAll(async () => {
    await site.close();
  });

  it("sends HSTS when the proxy reports HTTPS", async () => {
    const secure = await fetch(site.url, { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    const plain = await fetch(site.url);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("security headers in development", () => {
  let site: Site;
  beforeAll(async () => {
    site = await serve(true);
  });
  afterAll(async () => {
    await site.close();
  });

  it("lets Vite's client run inline and connect its reload socket", async () => {
    const csp = directives((await fetch(site.url)).headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["ws:"]));
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });
});
