// The HTTP server's own refusals of a form post (403 cross-site, 413 too large), on a real Express app over
// real HTTP: a browser posting a form without script gets a page saying what went wrong and how to get back
// to the form; the page's script (a .data request) and other clients get the sentence as plain text.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, PUBLIC_BODY_LIMIT_BYTES } from "./body-limit";
import { originCheck } from "./origin-check";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(originCheck({ siteUrl: "http://127.0.0.1" }), bodyLimit());
  app.all("/{*path}", (_req, res) => void res.status(200).send("reached"));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const browserForm = { "content-type": "application/x-www-form-urlencoded", accept: "text/html,*/*;q=0.8" };

describe.each([
  ["403 cross-site", 403, { origin: "https://evil.example" }, "name=Amina", /another site/],
  ["413 too large", 413, {}, `message=${"x".repeat(PUBLIC_BODY_LIMIT_BYTES + 1)}`, /too large/],
] as const)("%s", (_name, status, headers, body, words) => {
  it("answers a form post without script with a page that says what happened and how to get back", async () => {
    const answer = await fetch(`${base}/contact`, {
      method: "POST",
      headers: {
        ...browserForm,
        ...(status === 413 ? { origin: base } : {}),
        referer: `${base}/contact`,
        ...headers,
      },
      body,
    });
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const page = await answer.text();
    expect(page).toContain("<h1>Your form was not sent</h1>");
    expect(page).toMatch(words);
    expect(page).toContain("Back button");
    // A way back to the form's page, taken from a same-site Referer only.
    expect(page).toContain('href="/contact"');
  });

  it("answers the page's script (a .data post) with the sentence as plain text", async () => {
    const answer = await fetch(`${base}/contact.data`, {
      method: "POST",
      headers: { ...browserForm, accept: "*/*", ...(status === 413 ? { origin: base } : {}), ...headers },
      body,
    });
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(words);
  });
});

describe("the way back", () => {
  it.each(["//evil.example/x", "/\\evil.example/x", "/%2F%2Fevil.example/x"])(
    "from a same-site Referer whose path is %s stays on this site",
    async (path) => {
      const answer = await fetch(`${base}/contact`, {
        method: "POST",
        headers: { ...browserForm, origin: base, referer: `${base}${path}` },
        body: `message=${"x".repeat(PUBLIC_BODY_LIMIT_BYTES + 1)}`,
      });
      expect(answer.status).toBe(413);
      const page = await answer.text();
      for (const [, href] of page.matchAll(/href="([^"]*)"/g)) {
        expect(href).toMatch(/^\/(?![/\\])/);
        expect(new URL(href!, base).origin).toBe(new URL(base).origin);
      }
    },
  );
});
