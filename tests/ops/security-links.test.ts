// Links built from the request's own address stay on this site: a stranger's `//evil.example/x` (or
// `/\evil.example/x`, `/%2F%2Fevil.example/x`, a tab among the slashes) answers the page not found, and none of
// its links (the language switcher's five, canonical and alternate links, forms' actions, scripts) nor a
// redirect's Location leads to evil.example or starts with `//`. Sent as raw HTTP, as a browser or a robot
// would send the address, untouched by any URL parser on the way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPage, type SecurityApp, startSecurityApp } from "./support/security-app";

let app: SecurityApp;

beforeAll(async () => {
  app = await startSecurityApp();
});

afterAll(async () => {
  await app?.stop();
});

/** Every address the answer points at: href, src, srcset, action, formaction, content of og:url, Location. */
function addressesIn(html: string, response: Response): string[] {
  const found: string[] = [];
  const attribute = /\s(?:href|src|action|formaction|poster|data)\s*=\s*("([^"]*)"|'([^']*)')/gi;
  for (const match of html.matchAll(attribute)) found.push(decodeEntities(match[2] ?? match[3] ?? ""));
  for (const match of html.matchAll(/\ssrcset\s*=\s*"([^"]*)"/gi)) {
    for (const candidate of match[1]!.split(",")) found.push(decodeEntities(candidate.trim().split(/\s+/)[0] ?? ""));
  }
  for (const match of html.matchAll(/<meta[^>]+property="og:url"[^>]+content="([^"]*)"/gi)) {
    found.push(decodeEntities(match[1]!));
  }
  const location = response.headers.get("location");
  if (location) found.push(location);
  return found;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&#47;/g, "/")
    .replace(/&#x5C;/gi, "\\")
    .replace(/&#92;/g, "\\");
}

const TYPED = [
  "//evil.example/x",
  "///evil.example/x",
  "/\\evil.example/x",
  "/%5Cevil.example/x",
  "/%2F%2Fevil.example/x",
  "/%2f/evil.example/x",
  "/%09/evil.example/x",
  "//evil.example/x?y=1#z",
  "/de//evil.example/x",
  "/fr//evil.example/x",
  "/es/%2F%2Fevil.example/x",
  "//evil.example/safaris",
  "//evil.example/",
  // Our own pages behind a doubled slash: a link or redirect kept as it came would go to the host "safaris".
  "//safaris?country=",
  "//de/kontakt",
  "//login?redirectTo=/admin",
  "//admin/inbox",
  "//packages",
];

describe("a page asked for at an address a stranger typed", () => {
  it.each(TYPED)("%s: every link and redirect stays on this site", async (path) => {
    const host = new URL(app.url).host;
    const { status, text, response } = await getPage(app, path, { host });
    expect(status, text.slice(0, 300)).toBeLessThan(500);
    const addresses = addressesIn(text, response);
    expect(addresses.length).toBeGreaterThan(status >= 300 && status < 400 ? 0 : 5);
    const page = new URL(`http://${host}/`);
    for (const address of addresses) {
      const where = `${address} in the answer to ${path}`;
      expect(address.trim(), where).not.toMatch(/^(?:[/\\]{2}|\/[\t\n\r]*[/\\])/);
      expect(new URL(address.trim(), page).hostname, where).not.toMatch(
        /^(evil\.example|safaris|de|login|admin|packages)$/,
      );
    }
    if (status >= 300 && status < 400) return;
    // The switcher's five language links are there, each a path on this site.
    const languageLinks = [...text.matchAll(/<a[^>]*\shreflang="(en|de|fr|it|es)"[^>]*>/g)];
    expect(languageLinks.length, text.slice(0, 500)).toBeGreaterThanOrEqual(5);
    for (const [link] of languageLinks) expect(link).toMatch(/\shref="\/(?![/\\])/);
  });

  it("a sign-in's way back to another site is never followed", async () => {
    for (const back of ["//evil.example/x", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example"]) {
      const { text, response } = await getPage(app, `/login?redirectTo=${encodeURIComponent(back)}`);
      for (const address of addressesIn(text, response)) {
        expect(new URL(address.trim(), app.url).hostname, address).not.toBe("evil.example");
      }
    }
  });
});
