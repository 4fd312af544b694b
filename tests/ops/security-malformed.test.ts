// Bodies and queries the product cannot read, against the running product: a post that claims to be a
// multipart form but is not one answers 400 with a sentence on every form route, public and staff, both as
// a page (no script) and as the data a script reads, never a 500; a NUL byte in a staff table's search box
// answers 400 with a sentence too. The server stays healthy throughout.

import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookThroughSafariForm,
  firstSafariId,
  getPage,
  newClientAddress,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
} from "./support/security-app";

let app: SecurityApp;
let adminCookie: string;
let safariId: number;
let bookingPath: string;

beforeAll(async () => {
  app = await startSecurityApp();
  adminCookie = await signInAsAdmin(app);
  safariId = await firstSafariId(app);
  // A staff booking page needs a booking: one sent through the safari form as a traveller would.
  const booking = await bookThroughSafariForm(app, safariId);
  expect(booking.status).toBe(302);
  const inbox = await getPage(app, "/admin/bookings", { cookie: adminCookie });
  const link = /href="(\/admin\/bookings\/(?!export)[^"?/.]+)"/.exec(inbox.text);
  if (!link?.[1]) throw new Error("no booking in the staff inbox");
  bookingPath = link[1];
});

afterAll(async () => {
  await app?.stop();
});

interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A POST with exactly these bytes (fetch would refuse to send a broken multipart body as one). */
function rawPost(path: string, headers: Record<string, string>, body: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method: "POST",
        timeout: 60_000,
        headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer to a post to ${path} within 60 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** Text as a person reads it: tags dropped and the entities our pages use decoded. */
function readable(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const FORM_NOT_READ = /couldn.t read this form/i;

// Not multipart at all after the boundary line the header promises.
const BROKEN_MULTIPART = "--x\r\nthis is not a part header\r\n\r\nno closing boundary";

async function expectHealthy() {
  const { status } = await getPage(app, "/readyz");
  expect(status).toBe(200);
}

describe("a malformed multipart body", () => {
  const routes: { name: string; path: () => string; staff?: boolean }[] = [
    { name: "/contact", path: () => "/contact" },
    { name: "/reviews", path: () => "/reviews" },
    { name: "/chat", path: () => "/chat" },
    { name: "/safaris/:id", path: () => `/safaris/${safariId}` },
    { name: "/booking/:id", path: () => `/booking/${safariId}` },
    { name: "/login", path: () => "/login" },
    { name: "/forgot-password", path: () => "/forgot-password" },
    { name: "/update-password", path: () => "/update-password" },
    { name: "/admin/reviews", path: () => "/admin/reviews", staff: true },
    { name: "/admin/destinations", path: () => "/admin/destinations", staff: true },
    { name: "/admin/chat", path: () => "/admin/chat", staff: true },
    { name: "/admin/bookings/:id", path: () => bookingPath, staff: true },
  ];

  for (const route of routes) {
    it(`answers 400 with a sentence on ${route.name}${route.staff ? " (signed in)" : ""}, as a page and as data`, async () => {
      const path = route.path();
      const headers: Record<string, string> = {
        "Content-Type": "multipart/form-data; boundary=x",
        Origin: app.url,
        "X-Forwarded-For": newClientAddress(),
        ...(route.staff ? { Cookie: adminCookie } : {}),
      };

      const page = await rawPost(path, { ...headers, Accept: "text/html" }, BROKEN_MULTIPART);
      console.info(`${path}: ${page.status} "${readable(page.body).slice(0, 80)}"`);
      expect(page.status).toBe(400);
      expect(page.contentType).toMatch(/text\/html/);
      expect(readable(page.body)).toMatch(FORM_NOT_READ);

      // The script path posts to the route's data URL and shows the refusal's text beside the form.
      const scripted = await rawPost(`${path}.data`, headers, BROKEN_MULTIPART);
      expect(scripted.status).toBe(400);
      expect(scripted.body).toMatch(FORM_NOT_READ);
      await expectHealthy();
    });
  }
});

const WITHOUT_SEARCH = new Set([
  "/admin/chat",
  "/admin/rates",
  "/admin/templates",
  "/admin/reports",
  "/admin/settings",
  "/admin/staff",
  "/admin/account",
  // Filters by person, record and dates (each checked on its own), no free-text search.
  "/admin/audit_log",
]);

describe("a NUL byte in a staff table's search box", () => {
  it("answers 400 with a sentence on every table the staff menu lists, and on the bookings inbox", async () => {
    const dashboard = await getPage(app, "/admin", { cookie: adminCookie });
    expect(dashboard.status).toBe(200);
    const tables = [
      ...new Set(
        [...dashboard.text.matchAll(/href="(\/admin\/[a-z_]+)"/g)]
          .map((match) => match[1]!)
          // Pages without a search box: the chat, the rate editor, and the purpose-built staff pages.
          .filter((href) => !WITHOUT_SEARCH.has(href)),
      ),
    ];
    expect(tables).toContain("/admin/bookings");
    expect(tables).toContain("/admin/inbox");
    expect(tables).toContain("/admin/reviews");
    expect(tables.length).toBeGreaterThan(5);
    for (const table of tables) {
      const answer = await getPage(app, `${table}?q=%00`, { cookie: adminCookie });
      console.info(`${table}?q=%00: ${answer.status}`);
      expect(answer.status, table).toBe(400);
      expect(readable(answer.text), table).toMatch(/control characters/i);
    }
    await expectHealthy();
  });
});
