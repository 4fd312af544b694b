// Cookies set on a request that arrived over HTTPS are all Secure; plain-HTTP runs are left alone.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markSecure, secureCookiesOverHttps } from "./secure-cookies";

describe("markSecure", () => {
  it.each([
    ["a=1; Path=/; HttpOnly", "a=1; Path=/; HttpOnly; Secure"],
    ["a=1; Secure; HttpOnly", "a=1; Secure; HttpOnly"],
    ["a=1; Path=/; secure", "a=1; Path=/; secure"],
    ["secure=1; Path=/", "secure=1; Path=/; Secure"],
  ])("%s → %s", (cookie, expected) => {
    expect(markSecure(cookie)).toBe(expected);
  });
});

describe("secureCookiesOverHttps", () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", true);
    app.use(secureCookiesOverHttps());
    app.get("/", (_req, res) => {
      res.append("Set-Cookie", "first=1; Path=/; HttpOnly");
      res.append("Set-Cookie", "second=2; Path=/; Secure");
      res.send("ok");
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("marks every cookie Secure when the request came over HTTPS", async () => {
    const response = await fetch(base, { headers: { "X-Forwarded-Proto": "https" } });
    expect(response.headers.getSetCookie()).toEqual(["first=1; Path=/; HttpOnly; Secure", "second=2; Path=/; Secure"]);
  });

  it("leaves cookies alone over plain HTTP", async () => {
    const response = await fetch(base);
    expect(response.headers.getSetCookie()).toEqual(["first=1; Path=/; HttpOnly", "second=2; Path=/; Secure"]);
  });
});
