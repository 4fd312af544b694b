// The cross-site post guard on a real Express app and real HTTP requests: what it lets through and what
// it refuses, for each way a browser (or an attacker's page) can describe where a post comes from.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSameOriginWrite } from "~/utils/same-origin";
import { originCheck } from "./origin-check";

const SITE = "https://www.heartbeest.example";

describe("isSameOriginWrite", () => {
  const allowed = [SITE, "http://127.0.0.1:4250"];
  it.each([
    [{ origin: SITE }, true],
    [{ origin: "http://127.0.0.1:4250" }, true],
    [{ origin: `${SITE}/` }, true],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "https://www.heartbeest.example.evil.example" }, false],
    [{ origin: "http://www.heartbeest.example" }, false],
    [{ origin: "null" }, false],
    [{ origin: "" }, false],
    [{ origin: "https://evil.example", referer: `${SITE}/contact` }, false],
    [{ referer: `${SITE}/contact?x=1` }, true],
    [{ referer: "https://evil.example/form.html" }, false],
    [{ referer: "not a url" }, false],
    [{ secFetchSite: "same-origin" }, true],
    [{ secFetchSite: "same-site" }, false],
    [{ secFetchSite: "cross-site" }, false],
    [{ secFetchSite: "none" }, false],
    [{}, false],
  ])("%j → %s", (headers, expected) => {
    expect(isSameOriginWrite(headers, allowed)).toBe(expected);
  });
});

describe("originCheck middleware", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(originCheck({ siteUrl: SITE }));
    app.all("/{*path}", (req, res) => {
      res.status(200).send(`reached ${req.method}`);
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const send = (method: string, headers: Record<string, string>) =>
    fetch(`${base}/contact`, { method, headers, body: method === "GET" || method === "HEAD" ? undefined : "a=1" });

  it("lets reads through from anywhere", async () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      expect((await send(method, { Origin: "https://evil.example" })).status).toBe(200);
    }
  });

  it("lets posts from the site's own address or the address it was reached at through", async () => {
    expect((await send("POST", { Origin: SITE })).status).toBe(200);
    expect((await send("POST", { Origin: base })).status).toBe(200);
    expect((await send("POST", { Referer: `${base}/contact` })).status).toBe(200);
  });

  it("refuses every other state-changing method from elsewhere with 403 and a message", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const response = await send(method, { Origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/another site/);
    }
    expect((await send("POST", {})).status).toBe(403);
    expect((await send("POST", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("does not trust a forwarded host it was not told to trust", async () => {
    const response = await send("POST", { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" });
    expect(response.status).toBe(403);
  });

  it("lets payment and mail providers' server-to-server notifications through, and nothing else beside them", async () => {
    const post = (path: string) => fetch(`${base}${path}`, { method: "POST", body: "{}" });
    expect((await post("/api/payments/mpesa/callback/0123456789abcdef")).status).toBe(200);
    expect((await post("/api/payments/mobile-money/callback/0123456789abcdef")).status).toBe(200);
    expect((await post("/api/payments/pesapal/ipn")).status).toBe(200);
    expect((await post("/api/email/inbound")).status).toBe(200);
    expect((await post("/api/whatsapp/webhook")).status).toBe(200);
    for (const path of [
      "/api/payments/pesapal/ipn/x",
      "/api/payments/mpesa/callback",
      "/api/payments/other",
      "/api/email/inbound/x",
      "/api/email",
      "/api/whatsapp/webhook/x",
    ]) {
      expect((await post(path)).status, path).toBe(403);
    }
  });
});
