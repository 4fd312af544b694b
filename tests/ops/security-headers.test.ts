// Response headers and cookies on every kind of answer the product gives (tests/e2e/server.test.ts covers
// the home page's nonce and HSTS; this covers the rest): public, staff and sign-in pages, data requests,
// error pages (404, 400, 403, 413), redirects, assets, public files, media, health checks. Each carries a
// CSP whose inline scripts need a nonce, or on a cached page their hashes (never 'unsafe-inline'), forbids
// framing, says nosniff once and sets a Referrer-Policy. Cookies are HttpOnly and SameSite everywhere, and
// Secure once the site is served over HTTPS behind a proxy (TRUST_PROXY=true, X-Forwarded-Proto: https).
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../e2e/support/browser";
import { parseCsp } from "../e2e/support/http";
import {
  cookieHeader,
  dateFromToday,
  firstSafariId,
  getPage,
  postForm,
  SECURITY_ADMIN,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
} from "./support/security-app";

interface Answer {
  label: string;
  status: number;
  headers: Headers;
  html: boolean;
}

function expectSecurityHeaders({ label, headers, html }: Answer) {
  const csp = parseCsp(headers.get("content-security-policy") ?? undefined);
  expect(headers.get("content-security-policy"), `${label}: CSP`).toBeTruthy();
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc.some((source) => source === "*" || source === "https:" || source === "http:"),
    label,
  ).toBe(false);
  // A rendered page allows its inline scripts by this response's nonce; a page served from the page cache
  // (the same bytes for every visitor) by their hashes instead. Never both, never neither.
  if (html) {
    const nonces = scriptSrc.filter((source) => source.startsWith("'nonce-"));
    const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
    if (headers.get("x-page-cache") === "hit") {
      expect(nonces, `${label}: cached page, no nonce`).toHaveLength(0);
      expect(hashes.length, `${label}: cached page, hashes`).toBeGreaterThan(0);
    } else {
      expect(nonces, `${label}: nonce`).toHaveLength(1);
      expect(hashes, `${label}: no hashes beside the nonce`).toHaveLength(0);
    }
  }
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get("object-src"), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get("base-uri"), `${label}: base-uri`).toEqual(["'self'"]);
  expect(csp.get("form-action"), `${label}: form-action`).toEqual(["'self'"]);
  expect(headers.get("x-frame-options"), `${label}: X-Frame-Options`).toBe("DENY");
  expect(headers.get("x-content-type-options"), `${label}: nosniff`).toBe("nosniff");
  expect(headers.get("referrer-policy"), `${label}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(headers.get("x-powered-by"), `${label}: X-Powered-By`).toBeNull();
  expectPermissionsPolicy(label, headers);
}

const VIDEO_PLAYER = '"https://www.youtube-nocookie.com"';

/** Permissions-Policy as feature -> allow list (`()` is an empty list: nobody). */
function parsePermissionsPolicy(header: string | null): Map<string, string[]> {
  const features = new Map<string, string[]>();
  for (const entry of (header ?? "").split(",")) {
    const match = /^\s*([a-z-]+)=\(([^)]*)\)\s*$/.exec(entry);
    if (match) features.set(match[1]!, match[2]!.split(/\s+/).filter(Boolean));
  }
  return features;
}

/** Features the site never uses are off for it and all it embeds; the video player keeps what it needs. */
function expectPermissionsPolicy(label: string, headers: Headers) {
  const features = parsePermissionsPolicy(headers.get("permissions-policy"));
  for (const unused of [
    "camera",
    "microphone",
    "geolocation",
    "payment",
    "usb",
    "browsing-topics",
    "display-capture",
  ]) {
    expect(features.get(unused), `${label}: Permissions-Policy ${unused}`).toEqual([]);
  }
  for (const playerNeeds of ["fullscreen", "autoplay", "encrypted-media", "picture-in-picture"]) {
    expect(features.get(playerNeeds), `${label}: Permissions-Policy ${playerNeeds}`).toEqual(["self", VIDEO_PLAYER]);
  }
}

function attributesOf(setCookie: string): { name: string; attributes: Set<string>; sameSite?: string } {
  const [pair, ...rest] = setCookie.split(";").map((part) => part.trim());
  const attributes = new Set(rest.map((part) => part.split("=")[0]!.toLowerCase()));
  const sameSite = rest
    .find((part) => /^samesite=/i.test(part))
    ?.split("=")[1]
    ?.toLowerCase();
  return { name: pair!.split("=")[0]!, attributes, sameSite };
}

describe("over plain HTTP", () => {
  let app: SecurityApp;
  let adminCookie: string;

  beforeAll(async () => {
    app = await startSecurityApp();
    adminCookie = await signInAsAdmin(app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("every kind of answer carries the security headers", async () => {
    const home = await getPage(app, "/");
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    const stylesheet = /(\/assets\/[^"'\s)]+\.css)/.exec(home.text)?.[1];
    expect(asset).toBeDefined();
    expect(stylesheet).toBeDefined();
    const gets: [string, string, boolean, string?][] = [
      ["public page", "/", true],
      ["safari page", `/safaris/${await firstSafariId(app)}`, true],
      ["not found page", "/no/such/page", true],
      ["unknown safari (404)", "/safaris/99999", true],
      ["sign-in page", "/login", true],
      ["staff page", "/admin", true, adminCookie],
      ["staff table", "/admin/reviews", true, adminCookie],
      ["staff page, signed out (redirect)", "/admin", false],
      ["staff data request", "/admin/reviews.data", false, adminCookie],
      ["public data request", "/reviews.data", false],
      ["staff table with a bad sort (400)", "/admin/reviews?sort=nope", true, adminCookie],
      ["CSV export", "/admin/bookings/export.csv", false, adminCookie],
      ["script asset", asset!, false],
      ["stylesheet asset", stylesheet!, false],
      ["missing asset", "/assets/no-such-file.js", false],
      ["public file", "/robots.txt", false],
      ["sitemap", "/sitemap.xml", false],
      ["missing media", "/uploads/no-such.webp", false],
      ["health check", "/healthz", false],
      ["readiness check", "/readyz", false],
      ["auth API", "/api/auth/get-session", false],
      ["auth API, signed in", "/api/auth/get-session", false, adminCookie],
      ["uploaded picture", await uploadedPicture(app, adminCookie), false],
    ];
    for (const [label, path, html, cookie] of gets) {
      const { status, response } = await getPage(app, path, { cookie });
      expectSecurityHeaders({ label: `${label} (${status})`, status, headers: response.headers, html });
    }
    const refusedPost = await postForm(app, "/contact", { intent: "send-inquiry" }, { origin: "https://evil.example" });
    expect(refusedPost.status).toBe(403);
    expectSecurityHeaders({ label: "cross-site post (403)", status: 403, headers: refusedPost.headers, html: false });
    const invalidPost = await postForm(app, "/contact", { intent: "send-inquiry" });
    expect(invalidPost.status).toBe(400);
    expectSecurityHeaders({ label: "refused form (400)", status: 400, headers: invalidPost.headers, html: true });
    const oversize = await postForm(app, "/contact", { message: "a".repeat(2 * 1024 * 1024) });
    expect(oversize.status).toBe(413);
    expectSecurityHeaders({ label: "oversize post (413)", status: 413, headers: oversize.headers, html: false });
  });

  it("sends the Permissions-Policy with a page served from the page cache", async () => {
    // `category` is a parameter the cache keys on (server/page-cache/page-params.ts): a cached page of its own.
    const path = "/about?category=cached-permissions";
    let answer = await getPage(app, path);
    for (let attempt = 0; attempt < 20 && answer.response.headers.get("x-page-cache") !== "hit"; attempt++) {
      answer = await getPage(app, path);
    }
    expect(answer.response.headers.get("x-page-cache")).toBe("hit");
    expectSecurityHeaders({ label: "page-cache hit", status: 200, headers: answer.response.headers, html: true });
    const notModified = await getPage(app, path, {
      headers: { "If-None-Match": answer.response.headers.get("etag") ?? "" },
    });
    expect(notModified.status).toBe(304);
    expectPermissionsPolicy("page-cache 304", notModified.response.headers);
  });

  it("lets the video player use full screen, autoplay and picture-in-picture, and nobody the camera or location", async () => {
    const browser = await launchBrowser();
    try {
      const page = await openPage(browser, app.url);
      await page.goto("/videos");
      // The browser's own reading of the header, for our page and for the player's origin it embeds.
      const allowed = await page.evaluate((player) => {
        const policy = (
          document as unknown as { featurePolicy: { allowsFeature(feature: string, origin?: string): boolean } }
        ).featurePolicy;
        const features = ["fullscreen", "autoplay", "encrypted-media", "picture-in-picture", "camera", "geolocation"];
        return Object.fromEntries(
          features.map((feature) => [
            feature,
            { page: policy.allowsFeature(feature), player: policy.allowsFeature(feature, player) },
          ]),
        );
      }, "https://www.youtube-nocookie.com");
      for (const feature of ["fullscreen", "autoplay", "encrypted-media", "picture-in-picture"]) {
        expect(allowed[feature], feature).toEqual({ page: true, player: true });
      }
      for (const feature of ["camera", "geolocation"]) {
        expect(allowed[feature], feature).toEqual({ page: false, player: false });
      }
      // A feature the browser does not know would be ignored: every one the header names is one it knows.
      const known = await page.evaluate(() =>
        (document as unknown as { featurePolicy: { features(): string[] } }).featurePolicy.features(),
      );
      const named = [...parsePermissionsPolicy(await headerOf(app, "/videos")).keys()];
      expect(named.length).toBeGreaterThan(10);
      expect(named.filter((feature) => !known.includes(feature))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("staff pages are never stored by a cache", async () => {
    for (const path of ["/admin", "/admin/reviews", "/admin/bookings", "/admin/bookings/export.csv"]) {
      const { response } = await getPage(app, path, { cookie: adminCookie });
      expect(response.headers.get("cache-control") ?? "", path).toMatch(/no-store/);
    }
  });

  it("answers every public form's refusal privately (private, no-store) and never keeps it in the page cache", async () => {
    const safariId = await firstSafariId(app);
    // A word only this run's refused entries contain: it must never reach a visitor who did not type it.
    const marker = (name: string) => `Entered${name}${Date.now().toString(36)}`;
    const forms: { name: string; path: string; fields: (mark: string) => Record<string, string>; echoed: boolean }[] = [
      {
        name: "contact inquiry",
        path: "/contact",
        fields: (mark) => ({ intent: "send-inquiry", name: mark, email: "not an address", subject: "", message: "" }),
        echoed: true,
      },
      {
        name: "review",
        path: "/reviews",
        fields: (mark) => ({ intent: "submit-review", name: mark, email: "not an address", rating: "9", comment: "" }),
        echoed: true,
      },
      {
        name: "chat",
        path: "/chat",
        fields: (mark) => ({ intent: "start", name: mark, email: "not an address", message: "" }),
        echoed: true,
      },
      {
        name: "safari booking form",
        path: `/safaris/${safariId}`,
        fields: (mark) => ({ intent: "book-safari", name: mark, email: "not an address", adults: "0" }),
        echoed: true,
      },
      {
        name: "booking flow, details step",
        path: `/booking/${safariId}`,
        fields: (mark) => ({ intent: "details", name: mark, email: "not an address", adults: "0" }),
        echoed: true,
      },
      {
        name: "booking flow, confirm step",
        path: `/booking/${safariId}`,
        fields: (mark) => ({
          intent: "confirm",
          name: `${mark} Achieng`,
          email: "not an address",
          phone: "+254 712 345 678",
          adults: "2",
          startDate: dateFromToday(45),
          paymentChoice: "nope",
        }),
        echoed: true,
      },
      {
        name: "staff sign-in",
        path: "/login",
        fields: (mark) => ({ email: mark, password: "", redirectTo: "" }),
        echoed: true,
      },
      {
        name: "forgot password",
        path: "/forgot-password",
        fields: (mark) => ({ email: mark }),
        echoed: true,
      },
      {
        name: "password reset",
        path: "/update-password?token=an-unknown-reset-token",
        // Passwords are never written back into a page; the refusal must still not be kept.
        fields: (mark) => ({ token: "an-unknown-reset-token", newPassword: mark, confirmPassword: `${mark}-other` }),
        echoed: false,
      },
    ];
    for (const form of forms) {
      const mark = marker(form.name.replace(/\W/g, ""));
      // As a browser without JavaScript posts it: a plain form post, the page rendered again with the errors.
      const refused = await postForm(app, form.path, form.fields(mark));
      const html = await refused.text();
      expect(refused.status, `${form.name}: ${html.slice(0, 200)}`).toBe(400);
      expect(refused.headers.get("content-type"), form.name).toMatch(/^text\/html/);
      expect(refused.headers.get("cache-control"), form.name).toBe("private, no-store");
      if (form.echoed) expect(html, `${form.name}: the refused page keeps what was typed`).toContain(mark);

      // The same post from the script path (React Router's data request) is just as private.
      const url = new URL(form.path, app.url);
      const dataPath = `${url.pathname}.data${url.search}`;
      const refusedData = await postForm(app, dataPath, form.fields(mark));
      await refusedData.arrayBuffer();
      expect(refusedData.headers.get("cache-control"), `${form.name} (data request)`).toBe("private, no-store");

      // Anyone who loads the page next, without cookies (twice: the second may be a page-cache hit), sees a
      // fresh form, never the refused entries.
      for (let attempt = 0; attempt < 2; attempt++) {
        const next = await getPage(app, form.path);
        expect(next.status, `${form.name}: GET after the refusal`).toBe(200);
        expect(next.text, `${form.name}: GET after the refusal`).not.toContain(mark);
      }
    }
  });

  it("says private, no-store on refusals and errors whatever their kind", async () => {
    const answers: [string, Response][] = [
      [
        "cross-site post (403)",
        await postForm(app, "/contact", { intent: "send-inquiry" }, { origin: "https://evil.example" }),
      ],
      ["oversize post (413)", await postForm(app, "/contact", { message: "a".repeat(2 * 1024 * 1024) })],
      ["missing page (404)", (await getPage(app, "/no/such/page")).response],
      ["unknown safari (404)", (await getPage(app, "/safaris/99999")).response],
      ["missing asset (404)", (await getPage(app, "/assets/no-such-file.js")).response],
      [
        "staff table with a bad sort (400)",
        (await getPage(app, "/admin/reviews?sort=nope", { cookie: adminCookie })).response,
      ],
    ];
    for (const [label, response] of answers) {
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("cache-control"), label).toBe("private, no-store");
    }
  });

  it("sets every cookie HttpOnly and SameSite", async () => {
    const setCookies = await everyCookieTheSiteSets(app, app.url, {});
    expect(setCookies.some((line) => /^heartbeest\.session_token=/.test(line))).toBe(true);
    for (const line of setCookies) {
      const { name, attributes, sameSite } = attributesOf(line);
      expect(attributes.has("httponly"), `${name} HttpOnly: ${line}`).toBe(true);
      expect(["lax", "strict"], `${name} SameSite: ${line}`).toContain(sameSite);
    }
  });
});

describe("over HTTPS behind a proxy", () => {
  const publicHost = "safari.heartbeest.test";
  const siteUrl = `https://${publicHost}`;
  let app: SecurityApp;

  beforeAll(async () => {
    app = await startSecurityApp({ SITE_URL: siteUrl, TRUST_PROXY: "true" });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("sends HSTS and marks every cookie Secure, HttpOnly and SameSite", async () => {
    // The proxy passes the public Host on and says the request arrived over HTTPS.
    const proxied = { "X-Forwarded-Proto": "https" };
    const { response } = await getPage(app, "/", { headers: proxied, host: publicHost });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    const setCookies = await everyCookieTheSiteSets(app, siteUrl, proxied, publicHost);
    for (const line of setCookies) {
      const { name, attributes, sameSite } = attributesOf(line);
      expect(attributes.has("secure"), `${name} Secure: ${line}`).toBe(true);
      expect(attributes.has("httponly"), `${name} HttpOnly: ${line}`).toBe(true);
      expect(["lax", "strict"], `${name} SameSite: ${line}`).toContain(sameSite);
    }
    expect(setCookies.some((line) => /^__Secure-heartbeest\.session_token=/.test(line))).toBe(true);
  });
  it("sends HSTS with a page served from the page cache over HTTPS, and only over HTTPS", async () => {
    const proxied = { "X-Forwarded-Proto": "https" };
    const path = "/about?category=cached-hsts";
    let answer = await getPage(app, path, { headers: proxied, host: publicHost });
    for (let attempt = 0; attempt < 20 && answer.response.headers.get("x-page-cache") !== "hit"; attempt++) {
      answer = await getPage(app, path, { headers: proxied, host: publicHost });
    }
    expect(answer.response.headers.get("x-page-cache")).toBe("hit");
    expect(answer.response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
    expectSecurityHeaders({
      label: "cached page over HTTPS",
      status: 200,
      headers: answer.response.headers,
      html: true,
    });

    // The same stored page to a request that did not come through the HTTPS proxy: no HSTS.
    const plain = await getPage(app, path, { host: publicHost });
    expect(plain.response.headers.get("x-page-cache")).toBe("hit");
    expect(plain.response.headers.get("strict-transport-security")).toBeNull();
    expectSecurityHeaders({ label: "cached page over HTTP", status: 200, headers: plain.response.headers, html: true });
  });
});

/**
 * Signs in, books, chats and signs out, collecting every Set-Cookie header on the way: the staff session,
 * the chat visitor token, the booking confirmation cookie and the one-time toast.
 */
async function everyCookieTheSiteSets(
  app: SecurityApp,
  origin: string,
  headers: Record<string, string>,
  host?: string,
): Promise<string[]> {
  const collected: string[] = [];
  const keep = (response: Response) => {
    collected.push(...response.headers.getSetCookie());
    return response;
  };
  const options = { origin, headers, host };
  const signIn = keep(
    await postForm(
      app,
      "/login",
      { email: SECURITY_ADMIN.email, password: SECURITY_ADMIN.password, redirectTo: "" },
      options,
    ),
  );
  expect(signIn.status, await signIn.text()).toBe(302);
  const session = cookieHeader(signIn);
  const chat = keep(
    await postForm(
      app,
      "/chat",
      { intent: "start", name: "Zawadi", email: "zawadi@example.com", message: "Hi" },
      options,
    ),
  );
  expect(chat.status).toBe(302);
  const safariId = await firstSafariId(app);
  expect(session).toMatch(/session_token=/);
  const booking = keep(
    await postForm(
      app,
      `/booking/${safariId}`,
      {
        intent: "confirm",
        name: "Zawadi Achieng",
        email: "zawadi@example.com",
        phone: "+254 712 345 678",
        country: "Kenya",
        adults: "2",
        startDate: dateFromToday(45),
        paymentChoice: "quote",
      },
      options,
    ),
  );
  expect(booking.status).toBe(302);
  const signOut = keep(await postForm(app, "/logout", {}, { ...options, cookie: session }));
  expect(signOut.status).toBe(302);
  const names = new Set(collected.map((line) => attributesOf(line).name));
  console.info(`cookies set (${origin}): ${[...names].join(", ")}`);
  for (const expected of [/session_token$/, /^hb_chat$/, /^hb_booking$/, /^hb_toast$/]) {
    expect(
      [...names].some((name) => expected.test(name)),
      `a cookie matching ${expected}`,
    ).toBe(true);
  }
  return collected;
}

/** Uploads a small real picture through the staff destinations form; returns one of its stored files' URL. */
async function uploadedPicture(app: SecurityApp, adminCookie: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#7a5c2c" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("intent", "create");
  form.set("name", "Headers test destination");
  form.set("region", "Test region");
  form.set("country", "Kenya");
  form.set("overview", "A destination made by the headers test.");
  form.set("heroImage", new Blob([new Uint8Array(png)], { type: "image/png" }), "headers.png");
  const response = await postForm(app, "/admin/destinations", form, { cookie: adminCookie });
  expect(response.status, await response.text()).toBe(302);
  const [row] = await app.query<{ hero_image: string }>("select hero_image from destinations where name = $1", [
    "Headers test destination",
  ]);
  return `${row!.hero_image}-40.webp`;
}

async function headerOf(app: SecurityApp, path: string): Promise<string | null> {
  return (await getPage(app, path)).response.headers.get("permissions-policy");
}
